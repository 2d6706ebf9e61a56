"""The unbounded PILUS table: stacks of tile cells on a sparse grid.

Only occupied cells are stored, keyed by (x, y); coordinates may be negative.
A stack is a tuple of (tile id, colour) from the bottom up, so copying the
table copies one dict and shares the immutable stacks.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Iterable, Mapping

from game.rules.pilus_tileset import Cell, TileSet

Stack = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class LaidTile:
    """A tile on the table: its top-left cell (x, y), quarter turns and level."""

    tile: str
    rotation: int
    x: int
    y: int
    level: int


class Table:
    def __init__(self, tileset: TileSet):
        self.tileset = tileset
        self._stacks: dict[Cell, Stack] = {}
        # Each stack's top colour, kept beside the stacks: the computers flood regions
        # through its get (no Python call per cell) and copy it to read a tile laid over it.
        self._tops: dict[Cell, str] = {}
        self._laid: dict[str, LaidTile] = {}  # in laying order

    def lay(self, tile: str, rotation: int, x: int, y: int) -> LaidTile:
        """Put `tile` on top of whatever lies under it, with no rule checks (the
        rules check first; tests build positions with this)."""
        cells = [((x + dx, y + dy), colour) for (dx, dy), colour in self.tileset.cells(tile, rotation)]
        level = 1 + max(self.height(cell) for cell, _ in cells)
        for cell, colour in cells:
            self._stacks[cell] = self._stacks.get(cell, ()) + ((tile, colour),)
            self._tops[cell] = colour
        laid = LaidTile(tile, rotation % 4, x, y, level)
        self._laid[tile] = laid
        return laid

    @property
    def stacks(self) -> Mapping[Cell, Stack]:
        """Every occupied cell with its stack, bottom first (read only)."""
        return MappingProxyType(self._stacks)

    def cells(self) -> Iterable[Cell]:
        return self._stacks.keys()

    def laid_count(self) -> int:
        return len(self._laid)

    def laid(self) -> tuple[LaidTile, ...]:
        """The tiles on the table in the order they were laid (draw them in this order)."""
        return tuple(self._laid.values())

    def height(self, cell: Cell) -> int:
        return len(self._stacks.get(cell, ()))

    def top_colour(self, cell: Cell) -> str | None:
        """The colour seen from above, None on bare table."""
        return self._tops.get(cell)

    def top_colours(self) -> dict[Cell, str]:
        """Every occupied cell -> the colour seen from above (a copy, the caller's to change)."""
        return dict(self._tops)

    def top_tile(self, cell: Cell) -> str | None:
        stack = self._stacks.get(cell)
        return stack[-1][0] if stack else None

    def copy(self) -> "Table":
        twin = Table(self.tileset)
        twin._stacks = dict(self._stacks)
        twin._tops = dict(self._tops)
        twin._laid = dict(self._laid)
        return twin
