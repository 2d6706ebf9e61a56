"""Computer opponent for PILUS.

Every level values a move by the points it scores now plus what its pawn
protects afterwards (a protected region is one opponents can neither cover nor
score). Easy adds random error to that value; normal takes the best. Hard
keeps the best few moves and, for each, deals the unseen tiles into the next
opponent's hand in sampled ways and lets that opponent answer with their best
scoring move: it plays the move whose points minus the expected answer are
highest. Master weighs more candidates and sampled hands, and looks one turn
further: after that answer, what its own hand (the tiles it holds, and a
draw sampled like the hidden hands) can then score, so it prefers moves
that leave it chances the opponent cannot take first. The hidden tiles are
only ever sampled from the observation's unseen set, with the bot's own
seeded randomness.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from game.ai.observation import PilusObservation, fingerprint
from game.ai.think_clock import CPU_TIME, ThinkClock
from game.content.pilus import load_tileset
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_game import PilusGame
from game.rules.pilus_regions import region
from game.rules.pilus_tileset import OFFSETS
from game.rules.pilus_table import Table

# How many placements, best by points, get their pawn moves weighed.
PAWN_SHORTLIST = 24
# How many of an opponent's answers, best by the quick count, are scored exactly.
EXACT_ANSWERS = 3


@lru_cache(maxsize=1)
def _tileset():
    return load_tileset()


@dataclass(frozen=True)
class PilusBot:
    """cap: seconds of thinking after which the bot plays the best move found so far,
    whatever its level (a safety net, see think_clock); clock: what measures them;
    noise: easy's random error on each move's value; pawn_weight: points a cell of
    the region the pawn protects is worth (opponents cannot grow it for their own
    points, and it stays ours to build on); replies: hard's sampled opponent hands
    per candidate (0: no look-ahead); candidates: moves kept for them; follow_up:
    how much of the bot's own best next move, after the sampled answer, counts."""

    game_id: str
    level: str
    seed: int
    cap: float = math.inf
    noise: float = 0.0
    pawn_weight: float = 0.5
    replies: int = 0
    candidates: int = 8
    follow_up: float = 0.0
    clock: Callable[[], float] = field(default=CPU_TIME, compare=False, repr=False)

    def warm_up(self) -> None:
        """Load the tile set now, so the first decision does not pay for it."""
        _tileset()

    def choose(self, observation: PilusObservation):
        clock = ThinkClock(self.cap, self.clock)
        rng = random.Random(f"{self.seed}/{fingerprint(observation)}")
        game = _sampled_position(observation, rng)
        moves = _ranked_moves(game, observation.player, self.pawn_weight)
        if not moves:
            return Pass()
        if self.noise:
            moves = sorted(((value + rng.gauss(0.0, self.noise), action) for value, action in moves),
                           key=lambda m: -m[0])
        if not self.replies or len(moves) == 1:
            return moves[0][1]
        return self._look_ahead(observation, moves[:self.candidates], rng, clock)

    def _look_ahead(self, obs: PilusObservation, moves, rng, clock: ThinkClock):
        totals = [0.0] * len(moves)
        done = 0
        while done < self.replies:
            # One sampled deal of the hidden tiles serves every candidate alike; the
            # clock is only asked between deals, so every candidate has the same deals.
            if clock.out_of_time():
                break
            world = _sampled_position(obs, rng)
            for n, (value, action) in enumerate(moves):
                after = world.clone()
                after.apply_action(obs.player, action)
                answer, reply = _best_answer(after)
                totals[n] += value - answer
                if self.follow_up and reply is not None:
                    after.apply_action(after.current_player, reply)
                    if after.current_player == obs.player:  # two players: our turn again
                        totals[n] += self.follow_up * _best_answer(after)[0]
            done += 1
        if not done:
            return moves[0][1]
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))
        return moves[best][1]


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


def _ranked_moves(game: PilusGame, player: int, pawn_weight: float) -> list[tuple[float, Lay]]:
    """(value, move) of the player's placements, best first: points now, plus the
    pawn's protected region for the best-scoring placements."""
    scored = []
    for placement in game.legal_placements(player):
        preview = game.preview(player, placement.tile, placement.rotation, placement.x, placement.y)
        scored.append((preview.points, placement, preview))
    scored.sort(key=lambda s: -s[0])
    own = sum(1 for owner in game.protected_regions().values() if owner == player)
    pawn_cell = game.pawns[player]
    moves = []
    for n, (points, placement, preview) in enumerate(scored):
        where = (placement.tile, placement.rotation, placement.x, placement.y)
        if n >= PAWN_SHORTLIST:
            moves.append((points + pawn_weight * own, Lay(*where)))
            continue
        region_size = {cell: len(region.cells) for region in preview.regions for cell in region.cells}
        # Staying protects the pawn's region, grown if the tile joined it.
        best = (region_size.get(pawn_cell, own), None)
        for target in game.pawn_targets(player, placement):
            size = region_size.get(target, 1)
            if size > best[0]:
                best = (size, target)
        moves.append((points + pawn_weight * best[0], Lay(*where, pawn=best[1])))
    moves.sort(key=lambda m: -m[0])
    return moves


def _best_answer(game: PilusGame) -> tuple[int, Lay | None]:
    """The most points the player to move can score now, and the move (its pawn
    staying) that scores them; (0, None) when they cannot lay a tile."""
    player = game.current_player
    if player is None:
        return 0, None
    placements = game.legal_placements(player)
    if not placements:
        return 0, None
    quick = _QuickCount(game, player)
    shortlist = sorted(placements, key=lambda p: -quick.points(p))[:EXACT_ANSWERS]
    points = [game.preview(player, p.tile, p.rotation, p.x, p.y).points for p in shortlist]
    best = max(range(len(shortlist)), key=points.__getitem__)
    return points[best], Lay(shortlist[best].tile, shortlist[best].rotation, shortlist[best].x, shortlist[best].y)


class _QuickCount:
    """A fast estimate of what a placement scores, from the regions of the table as it
    is: the new cells join the regions of their colour they lie on or touch. It
    ignores regions a covering tile splits; only the shortlist it picks is scored
    exactly."""

    def __init__(self, game: PilusGame, player: int):
        table = game.table
        self.colour = {cell: table.top_colour(cell) for cell in table.cells()}
        self.region: dict = {}       # cell -> index of its region
        self.size: list[int] = []    # region index -> cells
        for cell in self.colour:
            if cell not in self.region:
                cells = region(cell, table.top_colour)
                self.region.update(dict.fromkeys(cells, len(self.size)))
                self.size.append(len(cells))
        self.guarded = {self.region[cell] for cell, owner in game.protected_regions().items() if owner != player}

    def points(self, placement) -> int:
        # The hot loop of look-ahead: the tile's cells from its position, not
        # placement.cells, and plain loops instead of generator expressions.
        x, y = placement.x, placement.y
        new = [(x + dx, y + dy) for dx, dy in OFFSETS]
        colour_at, region_of, sizes, guarded = self.colour.get, self.region, self.size, self.guarded
        under = [region_of.get(cell) for cell in new]
        total = 0
        for (cx, cy), colour in zip(new, placement.colours):
            joined = set()
            if colour_at((cx, cy)) == colour:
                joined.add(region_of[cx, cy])
            for n in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                if colour_at(n) == colour and n not in new:
                    joined.add(region_of[n])
            if not joined or joined & guarded:
                continue  # alone it makes a region of one, which scores nothing
            size = 1
            for r in joined:
                size += sizes[r]
            for r in under:
                if r in joined:
                    size -= 1
            if size >= 2:
                total += size * placement.level
        return total
