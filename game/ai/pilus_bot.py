"""Computer opponent for PILUS.

Every level values a move by the points it scores now plus what its pawn
protects afterwards (a protected region is one opponents can neither cover nor
score; worth nothing once the last tile is down). Easy adds random error to
that value; normal takes the best. Hard keeps the best few moves and, for
each, looks at the next player's best scoring answer with every hand they may
hold (each hand weighed by its chance, from the unseen tiles as a set): it
plays the move whose value minus the expected answer is highest. Master also
weighs every pawn move of its best placements (a pawn that guards the region
the next player would score most on is worth more than one in a bigger
region), weighs many more moves that way, and looks one turn further for the
best of them: after each answer (the answering pawn guarding what it made),
what its own hand (the tiles it holds and each tile it may draw) can then
score.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from game.ai.observation import PilusObservation, fingerprint
from game.ai.pilus_best import Best, kind_of
from game.ai.pilus_hands import Unseen, unseen_hands
from game.ai.think_clock import CPU_TIME, ThinkClock
from game.content.pilus import load_tileset
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_game import PilusGame
from game.rules.pilus_table import Table
from game.rules.pilus_tileset import Cell

# How many placements, best by points, get their pawn moves weighed.
PAWN_SHORTLIST = 24


@lru_cache(maxsize=1)
def _tileset():
    return load_tileset()


@dataclass(frozen=True)
class PilusBot:
    """cap: seconds of thinking after which the bot plays the best move found so far,
    whatever its level (a safety net, see think_clock); clock: what measures them;
    noise: easy's random error on each move's value; pawn_weight: points a cell of
    the region the pawn protects is worth (opponents cannot grow it for their own
    points, and it stays ours to build on); look_ahead: turns weighed after each
    candidate move (0: none, 1: the next player's answer, 2: then our own next
    move); candidates: moves weighed with the answer; finalists: of those, the
    best by it, weighed with our next move too (look_ahead 2; 0: all of them);
    pawn_moves: the placements, best by points, whose every pawn move is a
    candidate of its own (else only the one that protects most), so a pawn that
    guards what the next player wants is weighed too."""

    game_id: str
    level: str
    seed: int
    cap: float = math.inf
    noise: float = 0.0
    pawn_weight: float = 0.5
    look_ahead: int = 0
    candidates: int = 8
    finalists: int = 0
    pawn_moves: int = 0
    clock: Callable[[], float] = field(default=CPU_TIME, compare=False, repr=False)

    def warm_up(self) -> None:
        """Load the tile set now, so the first decision does not pay for it."""
        _tileset()

    def choose(self, observation: PilusObservation):
        return self.choose_and_judge(observation, None)[0]

    def choose_and_judge(self, observation: PilusObservation, played) -> tuple:
        """(the move chosen, judge(observation, extra=(played, that move)) or None): the second
        answered from the first's search where `played` is among the moves it weighed last (the
        move chosen always is): judge's search then takes the same steps (no clock cuts the
        coach's master short), so its values are these; else None."""
        clock, game, moves = self._start(observation)
        if not moves:
            return Pass(), None
        if not self.look_ahead or len(moves) == 1:
            return moves[0][1], None
        values = self._look_ahead(observation, moves[:self.candidates], clock)
        if not values:
            return moves[0][1], None
        return max(values, key=values.get), (values if played in values else None)

    def judge(self, observation: PilusObservation, extra: tuple = ()) -> dict:
        """The final values the search gives the moves it weighs last (with look_ahead
        2, its finalists), and the moves of `extra` (weighed alike whatever their
        rank), by move: the coach (game.coach) weighs a player's move against the
        level's this way. A move of `extra` the ranking leaves out is valued as
        the ranking would value it."""
        clock, game, moves = self._start(observation)
        ranked = {action: value for value, action in moves}
        weight = 0.0 if _last_tile(observation) else self.pawn_weight
        forced = [(ranked[action] if action in ranked else _move_value(game, observation.player, action, weight),
                   action) for action in extra if isinstance(action, Lay)]
        if not self.look_ahead:
            return {action: value for value, action in moves + forced}
        return self._look_ahead(observation, moves[:self.candidates], clock, forced)

    def _start(self, observation: PilusObservation):
        """A decision's clock, the observed position (hidden hands dealt at random) and
        the ranked moves, (value, move) best first (with easy's error)."""
        clock = ThinkClock(self.cap, self.clock)
        rng = random.Random(f"{self.seed}/{fingerprint(observation)}")
        game = _sampled_position(observation, rng)
        last_tile = _last_tile(observation)
        moves = _ranked_moves(game, observation.player, 0.0 if last_tile else self.pawn_weight,
                              0 if last_tile else self.pawn_moves)
        if self.noise:
            moves = sorted(((value + rng.gauss(0.0, self.noise), action) for value, action in moves),
                           key=lambda m: -m[0])
        return clock, game, moves

    def _look_ahead(self, obs: PilusObservation, moves, clock: ThinkClock, forced=()) -> dict:
        """The value of each move weighed last, in the order weighed (the first of the
        best wins): with the next player's answer, and with look_ahead 2 then our own
        next move for the best `finalists` of them. forced: (value, move) weighed
        alike whatever their rank. Empty when out of time at once."""
        me = obs.player
        sizes = obs.hand_sizes
        nxt = next((p for step in range(1, len(sizes)) if sizes[p := (me + step) % len(sizes)]), None)
        hand_size = 0 if nxt is None else sizes[nxt]
        first = unseen_hands(_tileset(), obs.unseen, hand_size, obs.draw_size > 0)
        world = _world(obs, first)
        listed = {action for _, action in moves}
        moves = list(moves) + [m for m in forced if m[1] not in listed]
        extra = {action for _, action in forced}
        # (value with the answer, rank, move, its own value, position after it, our tiles then,
        # the next player's best answers there)
        weighed = []
        for rank, (value, action) in enumerate(moves):
            # The clock is asked between whole candidates, so every candidate weighed
            # is weighed alike.
            if clock.out_of_time():
                break
            after = world.clone()
            after.apply_action(me, action)
            held = list(obs.hand)
            held.remove(action.tile)
            # The next player's best answers are kept for the finalists' second look.
            answers = _best_answers(after, me, first)
            answer, _ = self._answer(after, me, tuple(held), first, answers, follow=False)
            weighed.append((value + answer, rank, action, value, after, tuple(held), answers))
        if not weighed:
            return {}
        weighed.sort(key=lambda w: (-w[0], w[1]))
        if self.look_ahead < 2:
            return {w[2]: w[0] for w in weighed}
        finalists = weighed[:self.finalists or None]
        finalists += [w for w in weighed[len(finalists):] if w[2] in extra]
        values = {}
        for _, _, action, value, after, held, answers in finalists:
            if clock.out_of_time():
                return {weighed[0][2]: weighed[0][0]}  # every finalist is weighed alike, or none is
            answer, follow = self._answer(after, me, held, first, answers, follow=True)
            values[action] = value + answer + follow
        return values

    def _answer(self, game: PilusGame, me: int, held, hands: Unseen, answer: list | None,
                follow: bool) -> tuple[float, float]:
        """The next player's expected best answer (negative), over every hand they may
        hold, and with follow what we then make of it (else 0). held: our tiles; answer:
        _best_answers(game, me, hands)."""
        mover = game.current_player
        if mover is None:
            return 0.0, 0.0
        if mover == me:  # nobody else holds tiles: our own next move comes at once
            return 0.0, _FollowUp(game, me, held, hands).value(hands.hands[0].draw) if follow else 0.0
        then: dict[int, _FollowUp | None] = {}
        total = ours = 0.0
        for hand in hands.hands:
            fitting = [i for i, n in enumerate(hand.held) if n and answer[i] is not None]
            if not fitting:
                continue  # no tile of theirs fits: they pass
            i = max(fitting, key=lambda i: answer[i][0])
            points, placement = answer[i]
            total -= hand.chance * points
            if not follow:
                continue
            if i not in then:
                after = game.clone()
                # Their pawn guards what they made, so we do not count on building on it.
                after.apply_action(mover, _with_pawn(game, mover, placement))
                then[i] = _FollowUp(after, me, held, hands) if after.current_player == me else None
            if then[i] is not None:
                ours += hand.chance * then[i].value(hand.draw)
        return total, ours


def _best_answers(game: PilusGame, me: int, hands: Unseen) -> list | None:
    """Per kind of hands.kinds, the next player's best (points, placement) with a tile of
    that kind, or None where none fits; None when nobody else moves next."""
    mover = game.current_player
    if mover is None or mover == me:
        return None
    answers = Best(game, mover).by_kind(hands.tiles)
    return [answers.get(kind) for kind in hands.kinds]


class _FollowUp:
    """The points of our own best next move in one position: with the tiles we hold
    and the one we draw."""

    def __init__(self, game: PilusGame, me: int, held, unseen: Unseen):
        best = Best(game, me).by_kind(held + unseen.tiles if unseen.hands[0].draw else held)
        kinds = {kind_of(game.tileset, tile) for tile in held}
        self.own = max((best[k][0] for k in kinds if k in best), default=0)
        self.best = [best[kind][0] if kind in best else 0 for kind in unseen.kinds]

    def value(self, draw) -> float:
        """The expected value over our draw (chance per unseen kind; empty: no draw)."""
        if not draw:
            return self.own
        return sum(chance * max(self.own, points) for chance, points in zip(draw, self.best))


def _world(obs: PilusObservation, unseen: Unseen) -> PilusGame:
    """The observed position for weighing hidden hands: every other player who holds
    tiles holds one of each unseen kind (the hands weighed pick among them), and
    nobody draws (the draws are weighed by their chances)."""
    table = Table(_tileset())
    for laid in obs.laid:
        table.lay(laid.tile, laid.rotation, laid.x, laid.y)
    hands = [obs.hand if p == obs.player else unseen.tiles if size else ()
             for p, size in enumerate(obs.hand_sizes)]
    return PilusGame.from_position(table, hands, obs.pawns, (), obs.player)


def _sampled_position(obs: PilusObservation, rng: random.Random) -> PilusGame:
    """The observed position with the hidden tiles dealt at random from the unseen set."""
    table = Table(_tileset())
    for laid in obs.laid:
        table.lay(laid.tile, laid.rotation, laid.x, laid.y)
    unseen = list(obs.unseen)
    rng.shuffle(unseen)
    hands = []
    for p, size in enumerate(obs.hand_sizes):
        if p == obs.player:
            hands.append(obs.hand)
        else:
            hands.append(unseen[:size])
            unseen = unseen[size:]
    return PilusGame.from_position(table, hands, obs.pawns, unseen[:obs.draw_size], obs.player)


def _ranked_moves(game: PilusGame, player: int, pawn_weight: float,
                  pawn_moves: int = 0) -> list[tuple[float, Lay]]:
    """(value, move) of the player's placements, best first: points now, plus the
    pawn's protected region for the best-scoring placements; the best pawn_moves
    placements with each pawn move that protects another region."""
    scored = []
    for placement in game.legal_placements(player):
        preview = game.preview_of(player, placement)
        scored.append((preview.points, placement, preview))
    scored.sort(key=lambda s: -s[0])
    own = _protected(game, player)
    moves = []
    for n, (points, placement, preview) in enumerate(scored):
        where = (placement.tile, placement.rotation, placement.x, placement.y)
        if n >= PAWN_SHORTLIST:
            moves.append((points + pawn_weight * own, Lay(*where)))
            continue
        options = _pawn_options(game, player, placement, preview.regions, own)
        if n >= pawn_moves:
            options = [max(options, key=lambda o: o[0])]
        moves.extend((points + pawn_weight * size, Lay(*where, pawn=target)) for size, target in options)
    moves.sort(key=lambda m: -m[0])
    return moves


def _last_tile(obs: PilusObservation) -> bool:
    """A pawn protects nothing worth having once our last tile is down."""
    return len(obs.hand) == 1 and not obs.draw_size


def _move_value(game: PilusGame, player: int, action: Lay, pawn_weight: float) -> float:
    """The ranking's value of any legal placement with its pawn move: points now,
    plus pawn_weight per cell of the region the pawn then protects."""
    preview = game.preview(player, action.tile, action.rotation, action.x, action.y)
    region_of = {cell: region.cells for region in preview.regions for cell in region.cells}
    if action.pawn is None:
        size = len(region_of.get(game.pawns[player], ())) or _protected(game, player)
    else:
        size = len(region_of.get(tuple(action.pawn), ())) or 1
    return preview.points + pawn_weight * size


def _protected(game: PilusGame, player: int) -> int:
    """The cells the player's pawn protects."""
    return sum(1 for owner in game.protected_regions().values() if owner == player)


def _pawn_options(game: PilusGame, player: int, placement, regions, own: int) -> list[tuple[int, Cell | None]]:
    """(cells protected, pawn target) of each region the pawn may guard after the
    placement (regions: those it scores; own: what the pawn protects now), staying
    first (target None)."""
    region_of = {cell: region.cells for region in regions for cell in region.cells}
    pawn_cell = game.pawns[player]
    # Staying protects the pawn's region, grown if the tile joined it.
    options = {region_of.get(pawn_cell, pawn_cell): (len(region_of.get(pawn_cell, ())) or own, None)}
    for target in game.pawn_targets(player, placement):
        guarded = region_of.get(target, target)  # a cell outside the scored regions: counted as 1
        size = len(region_of.get(target, ())) or 1
        if size > options.get(guarded, (0,))[0]:
            options[guarded] = (size, target)
    return list(options.values())


def _with_pawn(game: PilusGame, player: int, placement) -> Lay:
    """The placement with the pawn move that protects most, as the lower levels play it."""
    preview = game.preview_of(player, placement)
    _, target = max(_pawn_options(game, player, placement, preview.regions, _protected(game, player)),
                    key=lambda o: o[0])
    return Lay(placement.tile, placement.rotation, placement.x, placement.y, pawn=target)
