"""One player's board in a ramp game: a grid of cell labels and the straight slide.

A column-top profile makes a slide cost O(piece width): a piece sliding
straight down stops as soon as its lowest cell in some column meets that
column's top, so nothing below the top can ever be reached again.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.rules.errors import IllegalMove
from game.rules.polyomino import Cell, parse_rows

DOMINOES = (("##",), ("#", "#"))  # every domino's geometry, whatever its colours


@dataclass(frozen=True)
class SlideShape:
    """An orientation prepared for sliding. supports: (column offset, row of the
    lowest cell in that column) per occupied column; cells: (row, column, label)."""

    width: int
    lowest: int
    supports: tuple[tuple[int, int], ...]
    cells: tuple[tuple[int, int, str], ...]


@lru_cache(maxsize=None)
def slide_shape(rows: tuple[str, ...]) -> SlideShape:
    cells = parse_rows(rows)
    bottoms: dict[int, int] = {}
    for r, c in cells:
        bottoms[c] = max(r, bottoms.get(c, r))
    return SlideShape(
        width=max(c for _, c in cells) + 1,
        lowest=max(r for r, _ in cells),
        supports=tuple(sorted(bottoms.items())),
        cells=tuple((r, c, label) for (r, c), label in cells.items()),
    )


class RampBoard:
    """Cells hold a label ('#' FITS, a colour letter or 'N' BITS) or None when
    uncovered. allow_above: FITS lets cells stick out above row 0 (they are not
    stored and never score), BITS does not."""

    __slots__ = ("width", "height", "allow_above", "_labels", "_top")

    def __init__(self, width: int, height: int, allow_above: bool):
        self.width = width
        self.height = height
        self.allow_above = allow_above
        self._labels: list[str | None] = [None] * (width * height)
        # Row of the highest placed cell per column, `height` when empty. It goes
        # below 0 when a cell sticks out above the grid: that cell still blocks.
        self._top = [height] * width

    @classmethod
    def from_rows(cls, rows, allow_above: bool) -> "RampBoard":
        """A board holding these text rows ('.' uncovered), as to_rows() writes them."""
        board = cls(len(rows[0]), len(rows), allow_above)
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != ".":
                    board._labels[r * board.width + c] = ch
                    board._top[c] = min(board._top[c], r)
        return board

    def clone(self) -> "RampBoard":
        copy = RampBoard.__new__(RampBoard)
        copy.width, copy.height, copy.allow_above = self.width, self.height, self.allow_above
        copy._labels = self._labels[:]
        copy._top = self._top[:]
        return copy

    def label(self, row: int, column: int) -> str | None:
        return self._labels[row * self.width + column]

    def to_rows(self) -> tuple[str, ...]:
        w = self.width
        return tuple(
            "".join(ch or "." for ch in self._labels[r * w:(r + 1) * w]) for r in range(self.height)
        )

    def landing(self, rows: tuple[str, ...], column: int) -> int | None:
        """Board row of the shape's top row where it comes to rest, or None when
        the drop is illegal in this column."""
        return self._rest(slide_shape(rows), column)

    def legal_columns(self, rows: tuple[str, ...]) -> list[int]:
        """Every column where the shape may be dropped (the hot path of legal_actions)."""
        shape = slide_shape(rows)
        top, supports, floor = self._top, shape.supports, self._floor(shape)
        # _rest's resting row written out inline: a call per column costs this hot path ~15%.
        return [c for c in range(self.width - shape.width + 1)
                if min([top[c + dc] - bottom for dc, bottom in supports]) - 1 >= floor]

    def fits_any_domino(self) -> bool:
        return any(self.legal_columns(rows) for rows in DOMINOES)

    def drop(self, rows: tuple[str, ...], column: int) -> tuple[Cell, ...]:
        """Slide the shape down in this column; return the cells it covers inside the grid."""
        shape = slide_shape(rows)
        row = self._rest(shape, column)
        if row is None:
            raise IllegalMove("ramp.refused.no_fit", f"the piece does not fit in column {column}", column=column)
        placed = []
        for r, c, label in shape.cells:
            r, c = row + r, column + c
            if r < self._top[c]:
                self._top[c] = r
            if r >= 0:
                self._labels[r * self.width + c] = label
                placed.append((r, c))
        return tuple(placed)

    def _rest(self, shape: SlideShape, column: int) -> int | None:
        if column < 0 or column + shape.width > self.width:
            return None
        # The first column whose top meets the shape's lowest cell there stops the slide.
        top = self._top
        row = min([top[column + dc] - bottom for dc, bottom in shape.supports]) - 1
        return row if row >= self._floor(shape) else None

    def _floor(self, shape: SlideShape) -> int:
        """The least row the shape's top row may rest at: FITS needs the shape's
        lowest cell inside the grid, BITS every cell."""
        return -shape.lowest if self.allow_above else 0
