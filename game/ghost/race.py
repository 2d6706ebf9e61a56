"""A race against a ghost: another solo game of the same deal, shown card by card beside
the player's own.

A ramp game's deal is one card sequence for every player, so two solo games of one deal
line up card by card: the ghost's board after a card is shown only once the player has
decided on that card (placed it, set it aside, or been passed over by the rules), never
before, so the ghost can be raced but not copied. The ghost's moves come from a replay
(all known at the start) or from the master level playing as the race goes.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.ramp_actions import Skip
from game.rules.ramp_game import START, RampGame

START_STEP = -1  # the start piece's card comes before the build card numbered 0


def card_key(game: RampGame) -> tuple[int, int]:
    """Where a solo game stands: (round, card) of the decision it waits for; past every
    card once the game is over."""
    if game.is_terminal():
        return game.edition.rounds, START_STEP
    return game.round_index, START_STEP if game.step == START else game.step


@dataclass(frozen=True)
class CardSeen:
    """One solo game right after its decision on one card."""
    key: tuple[int, int]             # (round, card) decided
    rows: tuple[str, ...]            # the board of that round after the card
    set_aside: tuple[str, ...]       # the pieces set aside in that round so far
    standing: int                    # the total if the round ended now (game.rules.ramp_game)
    rounds_done: int                 # rounds scored by then
    total: int                       # the points of those rounds


class CardByCard:
    """A solo ramp game played move by move, remembering how it stood after each card."""

    def __init__(self, edition, deal):
        self.state = RampGame(edition, 1, deal)
        self.cards: list[CardSeen] = []
        self.moves: list[tuple[int, object]] = []  # (player, action) as a replay keeps them
        self._set_aside: list[str] = []

    @property
    def next_key(self) -> tuple[int, int]:
        return card_key(self.state)

    @property
    def finished(self) -> bool:
        return self.state.is_terminal()

    def play(self, action) -> CardSeen:
        """Apply the solo player's move (IllegalMove when the rules refuse it) and remember the card."""
        game = self.state
        key = card_key(game)
        piece = game.revealed
        report = game.apply_action(0, action)
        self.moves.append((0, action))
        if isinstance(action, Skip):
            self._set_aside.append(piece)
        rows = game.results[-1][0].rows if report.ended_round else game.board(0).to_rows()
        seen = CardSeen(key, tuple(rows), tuple(self._set_aside), game.standing(0) if not report.ended_round
                        else game.scores()[0], len(game.results), game.scores()[0])
        if report.ended_round:
            self._set_aside = []
        self.cards.append(seen)
        return seen

    def seen_before(self, key: tuple[int, int]) -> CardSeen | None:
        """How the game stood after its last card before `key`: what may be shown to a
        player who has still to decide on card `key`."""
        shown = None
        for card in self.cards:
            if card.key >= key:
                break
            shown = card
        return shown


@dataclass(frozen=True)
class LeadPoint:
    """The race after one of the player's cards: the player's lead (negative: behind)."""
    key: tuple[int, int]
    lead: int
    changed_hands: bool  # the lead passed from one game to the other at this card


def lead_by_card(mine: CardByCard, ghost: CardByCard) -> list[LeadPoint]:
    """The lead card by card over the player's cards, each compared with the ghost as it
    stood after the same card; the cards where the lead changed hands are marked (a tie
    hands nothing over)."""
    points, leader = [], 0
    for card in mine.cards:
        theirs = ghost.seen_before((card.key[0], card.key[1] + 1))
        lead = card.standing - (theirs.standing if theirs else 0)
        side = (lead > 0) - (lead < 0)
        points.append(LeadPoint(card.key, lead, side != 0 and leader != 0 and side != leader))
        leader = side or leader
    return points
