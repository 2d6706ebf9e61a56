"""Where a PILUS tile may be laid: every placement rule, and fast legal-move generation.

A placement is checked in two steps so that move generation can share work:
the site (the four table cells under the tile: level, gaps, tiles underneath,
pawns) does not depend on which tile is laid; the colours (matches, joining
pawns' regions) do. Problems carry a reason key; their English names no player.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from game.rules.errors import IllegalMove, Problem
from game.rules.pilus_regions import neighbours, protected_cells, region, with_tile
from game.rules.pilus_table import Table
from game.rules.pilus_tileset import OFFSETS, Cell

MAX_LEVEL = 5  # a level-L tile needs L-1 colour matches from its four cells
_COUNT = ("no", "one", "two", "three", "four", "five")
PROTECTED = Problem("pilus.refusal.protected", "that region is protected by another player's pawn")


@dataclass(frozen=True)
class Placement:
    """A legal way to lay a tile: (x, y) is its top-left cell; colours are the four
    it shows from above, in OFFSETS order."""

    tile: str
    rotation: int
    x: int
    y: int
    level: int
    colours: str

    @property
    def cells(self) -> tuple[tuple[Cell, str], ...]:
        """The four ((x, y), colour) of the tile on the table."""
        return tuple(((self.x + dx, self.y + dy), c) for (dx, dy), c in zip(OFFSETS, self.colours))


@dataclass(frozen=True)
class _Site:
    cells: tuple[Cell, ...]           # in OFFSETS order
    under: tuple[str | None, ...]     # top colour under each cell, None on bare table
    level: int
    near_two_pawns: bool              # regions of two players' pawns on or next to it


def _match_problem(matches: int, level: int) -> Problem:
    words = "colour matches" if matches <= 1 else "colours match"
    only = "" if matches == 0 else "only "
    return Problem("pilus.refusal.matches", f"{only}{_COUNT[matches]} {words}; level {level} needs {_COUNT[level - 1]}",
                   matches=matches, level=level, needed=level - 1)


class PlacementRules:
    """The placement rules for one position (table and pawns, one per player, None
    while off the table). Build it anew after the position changes."""

    def __init__(self, table: Table, pawns: Sequence[Cell | None]):
        self.table = table
        self.pawns = tuple(pawns)
        self._pawn_at = {cell: p for p, cell in enumerate(self.pawns) if cell is not None}
        self.protected = protected_cells(self.pawns, table.top_colour)
        self._guarded: dict[int, dict[Cell, int]] = {}

    def guarded(self, player: int) -> dict[Cell, int]:
        """The cells protected against `player`: regions of the other players' pawns."""
        if player not in self._guarded:
            self._guarded[player] = {c: p for c, p in self.protected.items() if p != player}
        return self._guarded[player]

    def problem(self, player: int, tile: str, rotation: int, x: int, y: int) -> Problem | None:
        """Why `player` may not lay `tile` there, or None when they may."""
        site = self._site(player, x, y)
        if isinstance(site, Problem):
            return site
        return self._colour_problem(site, "".join(self.table.tileset.layout(tile, rotation)))

    def placement(self, player: int, tile: str, rotation: int, x: int, y: int) -> Placement:
        """The placement, or IllegalMove saying why not."""
        problem = self.problem(player, tile, rotation, x, y)
        if problem is not None:
            raise problem.refusal()
        level = self._site(player, x, y).level
        return Placement(tile, rotation % 4, x, y, level, "".join(self.table.tileset.layout(tile, rotation)))

    def legal(self, player: int, tiles: Iterable[str]) -> list[Placement]:
        """Every legal placement of the given tiles. Turned layouts that look the
        same (two copies of a tile, or a tile symmetric under a turn) lead to the
        same table, so each is listed once, under the first tile and rotation."""
        layouts: dict[str, tuple[str, int]] = {}
        for tile in tiles:
            for rotation in range(4):
                layouts.setdefault("".join(self.table.tileset.layout(tile, rotation)), (tile, rotation))
        legal = []
        for x, y in self.origins():
            site = self._site(player, x, y)
            if isinstance(site, Problem):
                continue
            for colours, (tile, rotation) in layouts.items():
                if self._colour_problem(site, colours) is None:
                    legal.append(Placement(tile, rotation, x, y, site.level, colours))
        return legal

    def origins(self) -> list[Cell]:
        """Top-left cells of every tile position that touches or overlaps the table:
        a tile cell must be on or next to an occupied cell. Sorted for a stable order."""
        near = set(self.table.cells())
        for cell in self.table.cells():
            near.update(neighbours(cell))
        return sorted({(cx - dx, cy - dy) for cx, cy in near for dx, dy in OFFSETS}, key=lambda c: (c[1], c[0]))

    def _site(self, player: int, x: int, y: int) -> _Site | Problem:
        """The rules that do not depend on the tile's colours; a problem or the site."""
        stacks = self.table.stacks
        cells = tuple((x + dx, y + dy) for dx, dy in OFFSETS)
        below = [stacks.get(cell, ()) for cell in cells]
        level = 1 + max(len(stack) for stack in below)
        if level == 1:
            if not any(n in stacks for cell in cells for n in neighbours(cell)):
                return Problem("pilus.refusal.alone", "not next to any tile")
        else:
            resting = [stack for stack in below if len(stack) == level - 1]
            gaps = 4 - len(resting)
            if gaps > 1:
                return Problem("pilus.refusal.gap", f"{_COUNT[gaps]} cells over a gap: only one cell may hang over a gap",
                               cells=gaps)
            if len({stack[-1][0] for stack in resting}) < 2:
                return Problem("pilus.refusal.one_tile", "it would lie squarely on one tile")
            if level > MAX_LEVEL:
                return Problem("pilus.refusal.too_high", f"no tile can go above level {MAX_LEVEL}: "
                               "it would need more colour matches than it has cells", level=MAX_LEVEL)
        for cell in cells:
            if self._pawn_at.get(cell, player) != player:
                return Problem("pilus.refusal.cover_pawn", "it would cover another player's pawn")
        guarded = self.guarded(player)
        if any(cell in guarded for cell in cells):
            return PROTECTED
        near = {self.protected.get(n) for cell in cells for n in (cell, *neighbours(cell))}
        near.discard(None)
        return _Site(cells, tuple(stack[-1][1] if stack else None for stack in below), level, len(near) > 1)

    def _colour_problem(self, site: _Site, colours: str) -> Problem | None:
        # The cell over a gap counts too: `under` is whatever lies lower down there.
        matches = sum(1 for colour, under in zip(colours, site.under) if colour == under)
        if matches < site.level - 1:
            return _match_problem(matches, site.level)
        if site.near_two_pawns and self._joins_pawns(tuple(zip(site.cells, colours))):
            return Problem("pilus.refusal.join_pawns", "it would join regions protected by two players' pawns")
        return None

    def _joins_pawns(self, cells: tuple[tuple[Cell, str], ...]) -> bool:
        """Whether the tile would leave two players' pawns in one region."""
        # Quick test: a region through the new cells can only take in pawns standing
        # on them (your own, lifted and put back) or regions of the same colour
        # touching them. Fewer than two owners there means no pawns can meet.
        new = dict(cells)
        owners = {self._pawn_at[cell] for cell in new if cell in self._pawn_at}
        for cell, colour in cells:
            for n in neighbours(cell):
                if n in self.protected and n not in new and self.table.top_colour(n) == colour:
                    owners.add(self.protected[n])
        if len(owners) < 2:
            return False
        colour_at = with_tile(self.table, cells)
        for cell in new:
            joined = region(cell, colour_at)
            if len({p for c, p in self._pawn_at.items() if c in joined}) > 1:
                return True
        return False
