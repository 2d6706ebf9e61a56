"""What a player in one seat can see: the only input a computer opponent gets.

Observations hold plain values (text rows, ids, tuples), so they can be sent
to a worker process, compared in tests and hashed into a seed. Whatever a
person in that seat cannot see (the order of the cards still to come, the
draw pile, other players' hands) is given as a sorted set or not at all.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

from game import games
from game.rules.pilus_table import LaidTile
from game.rules.pilus_tileset import Cell
from game.rules.ramp_game import START

if TYPE_CHECKING:
    from game.rules.pilus_game import PilusGame
    from game.rules.ramp_game import RampGame


@dataclass(frozen=True)
class RampObservation:
    """One seat of a ramp game at a decision.

    piece: the piece to decide on (the own start piece in the start step, else
    the revealed build card); to_come: the build cards still to be revealed this
    round, sorted (their order is hidden); legal: the moves the rules allow now,
    as the window shows them; printed_board: the printed board (0.. in printed
    order) this round is played on, the round itself unless the boards were chosen
    (Edition.with_boards), None on a board of the players' own."""

    game_id: str
    player: int
    round: int
    # Out of the repr, so the fingerprint (the bots' random seed) of a game played
    # on the printed boards is what it was: the levels' moves do not change.
    printed_board: int = field(repr=False)
    step: str | int
    piece: str
    start_piece: str
    boards: tuple[tuple[str, ...], ...]
    to_come: tuple[str, ...]
    tasks: tuple[str, ...]
    neutral_left: int
    legal: tuple
    # A board of the players' own (printed_board None), which no learned value knows, as
    # BoardDef.as_key (it travels to the computer players' processes); out of the repr as
    # printed_board is.
    own_board: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def board(self) -> tuple[str, ...]:
        return self.boards[self.player]


@dataclass(frozen=True)
class PilusObservation:
    """One seat of PILUS on its turn. laid: the table, tiles in laying order;
    hand: the player's tiles in the order they hold them; unseen: every tile this
    player has not seen (other hands, the tiles removed at the start, the draw
    pile), sorted."""

    player: int
    laid: tuple[LaidTile, ...]
    pawns: tuple[Cell | None, ...]
    scores: tuple[int, ...]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    draw_size: int
    unseen: tuple[str, ...]
    game_id: str


Observation = Union[RampObservation, PilusObservation]


def observe(state, player: int) -> Observation:
    """The observation of `player`, who has a decision pending in `state` (each game
    says how it observes, in game.games)."""
    return games.get(state.game_id).observe(state, player)


def fingerprint(observation: Observation) -> str:
    """A stable digest of everything in the observation's repr (all but the printed
    board, which the round names unless boards were chosen): the same on every run
    and machine (unlike hash(), which Python salts per process)."""
    return hashlib.blake2b(repr(observation).encode(), digest_size=12).hexdigest()


def observe_ramp(state: RampGame, player: int) -> RampObservation:
    round_deal = state.deal[state.round_index]
    step = state.step
    # Which cards are still to come is public (every card is in the deck once);
    # only their order is hidden, so it leaves the engine sorted.
    to_come = round_deal.build if step == START else round_deal.build[step + 1:]
    return RampObservation(
        game_id=state.game_id,
        player=player,
        round=state.round_index,
        printed_board=state.edition.printed_board(state.round_index),
        step=step,
        piece=state.start_piece(player) if step == START else state.revealed,
        start_piece=state.start_piece(player),
        boards=tuple(state.board(p).to_rows() for p in range(state.num_players)),
        to_come=tuple(sorted(to_come)),
        tasks=tuple(card.id for card in state.open_tasks),
        neutral_left=state.neutral_left(player),
        legal=tuple(state.legal_actions(player)),
        own_board=None if state.edition.printed_board(state.round_index) is not None
        else state.edition.boards[state.round_index].as_key(),
    )


def observe_pilus(state: PilusGame, player: int) -> PilusObservation:
    seen = {laid.tile for laid in state.table.laid()} | set(state.hand(player))
    return PilusObservation(
        player=player,
        laid=state.table.laid(),
        pawns=state.pawns,
        scores=tuple(state.scores()),
        hand=state.hand(player),
        hand_sizes=tuple(len(state.hand(p)) for p in range(state.num_players)),
        draw_size=state.draw_size,
        unseen=tuple(sorted(set(state.tileset.tiles) - seen)),
        game_id=state.game_id,
    )
