"""One player's board in a ramp game: a grid of cell labels and the straight slide.

A column-top profile makes a slide cost O(piece width): a piece sliding
straight down stops as soon as its lowest cell in some column meets that
column's top, so nothing below the top can ever be reached again. Move
generation asks, for every orientation, in which columns the piece may go:
the board keeps one bitmask of columns per depth ("every column whose top is
at least this row"), all packed in one integer, so that question is a few
shifts and ANDs, not a loop. What a drop at a given spot changes (cells, row
masks, tops, depth bits) is worked out once per shape and spot and then only
applied. The computer players slide and score on this same board.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress

from game.rules.rule_errors import IllegalMove
from game.rules.polyomino import Cell, parse_rows

DOMINOES = (("##",), ("#", "#"))  # every domino's geometry, whatever its colours


@dataclass(frozen=True)
class SlideShape:
    """An orientation prepared for sliding. supports: (column offset, row of the
    lowest cell in that column) per occupied column; cells: (row, column, label);
    crowns: (column offset, row of the highest cell there) per occupied column;
    row_bits: (row, bitmask of its cells' columns) per row."""

    width: int
    lowest: int
    supports: tuple[tuple[int, int], ...]
    cells: tuple[tuple[int, int, str], ...]
    crowns: tuple[tuple[int, int], ...]
    row_bits: tuple[tuple[int, int], ...]
    # (label, row_bits of the cells holding it) per label, in the order of cells.
    label_rows: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = field(default=(), compare=False, repr=False)
    # (board width, height, allow_above) -> demands(): what a drop asks of such a board.
    _demands: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    # (board width, height, column, row) -> landing(): what a drop there changes.
    _landings: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def demands(self, width: int, height: int, allow_above: bool) -> tuple[int, tuple[int, ...]]:
        """What a drop asks of a board of this size: the mask of columns where it
        is inside the grid, and per support the shift that brings the bits of the
        depth it needs, moved by the support's column offset, to bit 0 (see
        RampBoard). It may go in column c when every column c + dc has its top at
        row floor + 1 + bottom or lower, floor being the least row its top row
        may rest at."""
        geometry = (width, height, allow_above)
        found = self._demands.get(geometry)
        if found is None:
            floor = -self.lowest if allow_above else 0
            span = (1 << max(width - self.width + 1, 0)) - 1
            last = 2 * height + 1
            found = self._demands[geometry] = (span, tuple(
                min(max(floor + 1 + bottom + height, 0), last) * width + dc for dc, bottom in self.supports))
        return found

    def land_everywhere(self, width: int, height: int, allow_above: bool) -> None:
        """Work out every spot it can rest at on a board of this size now: the landings
        are then a fixed set from the first game on, not one growing a little with every
        spot a long session reaches for the first time (finite, but hours from full)."""
        for column in range(width - self.width + 1):
            for row in range(-self.lowest if allow_above else 0, height):
                self.landing(width, height, column, row)

    def landing(self, width: int, height: int, column: int, row: int) -> "Landing":
        """What resting with the top row at `row` in `column` does to a board of this size."""
        key = (width, height, column, row)
        found = self._landings.get(key)
        if found is None:
            found = self._landings[key] = Landing(self, width, height, column, row)
        return found


class Landing:
    """A shape at rest on one spot, worked out once: the cells it covers inside the
    grid, (cell index, label) of each, the row bits it fills (RampBoard._filled),
    the new top of every column it covers and the depth bits to keep. A shape
    rests where its lowest cell in some column meets that column's top, so each
    column it covers gets a higher top: the depths below the new top are gone."""

    __slots__ = ("cells", "labels", "label_bits", "filled", "columns", "tops", "keep")

    def __init__(self, shape: SlideShape, width: int, height: int, column: int, row: int):
        inside = [(r + row, c + column, label) for r, c, label in shape.cells if r + row >= 0]
        self.cells = tuple((r, c) for r, c, _ in inside)
        self.labels = tuple((r * width + c, label) for r, c, label in inside)
        self.filled = sum(bits << column << (r + row) * width for r, bits in shape.row_bits if r + row >= 0)
        if len(shape.label_rows) == 1:  # one label (FITS): its cells are the ones filled
            self.label_bits = ((shape.label_rows[0][0], self.filled),)
        else:
            self.label_bits = tuple((label, sum(bits << column << (r + row) * width for r, bits in rows if r + row >= 0))
                                    for label, rows in shape.label_rows)
        # The new tops of the columns it covers, side by side (a polyomino's columns are).
        self.columns = slice(column + shape.crowns[0][0], column + shape.crowns[-1][0] + 1)
        self.tops = tuple(r + row for _, r in shape.crowns)
        if len(self.tops) != self.columns.stop - self.columns.start:
            raise ValueError(f"a shape with a gap between its columns: {shape}")
        columns = _column_bits(width, height)
        self.keep = ~sum(columns[c] >> (top + height + 1) * width << (top + height + 1) * width
                         for c, top in zip(range(self.columns.start, self.columns.stop), self.tops))


@lru_cache(maxsize=None)
def slide_shape(rows: tuple[str, ...]) -> SlideShape:
    cells = parse_rows(rows)
    bottoms: dict[int, int] = {}
    crowns: dict[int, int] = {}
    row_bits: dict[int, int] = {}
    label_rows: dict[str, dict[int, int]] = {}
    for (r, c), label in cells.items():
        bottoms[c] = max(r, bottoms.get(c, r))
        crowns[c] = min(r, crowns.get(c, r))
        row_bits[r] = row_bits.get(r, 0) | 1 << c
        rows = label_rows.setdefault(label, {})
        rows[r] = rows.get(r, 0) | 1 << c
    return SlideShape(
        width=max(c for _, c in cells) + 1,
        lowest=max(r for r, _ in cells),
        supports=tuple(sorted(bottoms.items())),
        cells=tuple((r, c, label) for (r, c), label in cells.items()),
        crowns=tuple(sorted(crowns.items())),
        row_bits=tuple(sorted(row_bits.items())),
        label_rows=tuple((label, tuple(sorted(rows.items()))) for label, rows in label_rows.items()),
    )


class RampBoard:
    """Cells hold a label ('#' FITS, a colour letter or 'N' BITS) or None when
    uncovered. allow_above: FITS lets cells stick out above row 0 (they are not
    stored and never score), BITS does not.

    Read-only for callers: cells (row-major labels), tops (per column the row of
    its highest placed cell, `height` when empty, below 0 when a cell sticks out
    above the grid: that cell still blocks), depth_bits (below: every drop whose
    demands read only some of them is legal or not alike on two boards that agree
    on those), label_bits (label -> bit r * width + c of every cell holding it: the
    BITS computers read colour areas thousands of times a move, kept in step with
    cells as pieces land rather than gathered from them each time)."""

    __slots__ = ("width", "height", "allow_above", "cells", "tops", "depth_bits", "label_bits", "_filled")

    def __init__(self, width: int, height: int, allow_above: bool):
        self.width = width
        self.height = height
        self.allow_above = allow_above
        self.cells: list[str | None] = [None] * (width * height)
        self.tops = [height] * width
        # Bit (t + height) * width + c of depth_bits: column c's top is at row t or lower,
        # for t from -height to height + 1 (a shape is never taller than the board;
        # nothing is that deep: a demand no board meets).
        self.depth_bits = _empty_depths(width, height)
        self.label_bits: dict[str, int] = {}
        self._filled = 0  # bit r * width + c: cell (r, c) is covered

    @classmethod
    def from_rows(cls, rows, allow_above: bool) -> "RampBoard":
        """A board holding these text rows ('.' uncovered), as to_rows() writes them."""
        board = cls(len(rows[0]), len(rows), allow_above)
        w, h, columns = board.width, board.height, _column_bits(board.width, board.height)
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != ".":
                    board.cells[r * w + c] = ch
                    board.label_bits[ch] = board.label_bits.get(ch, 0) | 1 << r * w + c
                    board._filled |= 1 << r * w + c
                    if r < board.tops[c]:
                        board.tops[c] = r
        for c, top in enumerate(board.tops):
            board.depth_bits &= ~(columns[c] >> (top + h + 1) * w << (top + h + 1) * w)
        return board

    def clone(self) -> "RampBoard":
        copy = RampBoard.__new__(RampBoard)
        copy.width, copy.height, copy.allow_above = self.width, self.height, self.allow_above
        copy.cells = self.cells[:]
        copy.tops = self.tops[:]
        copy.depth_bits = self.depth_bits
        copy.label_bits = self.label_bits.copy()
        copy._filled = self._filled
        return copy

    copy = clone  # the computer players' word for it

    def label(self, row: int, column: int) -> str | None:
        return self.cells[row * self.width + column]

    def uncovered(self, among: int) -> list[Cell]:
        """The uncovered cells in reading order; only those whose bit r * width + c
        is set in `among`."""
        # The binary digits of the bits, lowest first, as bytes 0 and 1 pick the cells.
        picks = bin(~self._filled & among)[:1:-1].encode().translate(_BINARY_DIGITS)
        return list(compress(_cells(self.width, self.height), picks))

    def uncovered_bits(self, among: int) -> int:
        """The bits of `among` whose cells are uncovered (the bots count holes this way)."""
        return ~self._filled & among

    def covers(self, among: int) -> bool:
        """Whether every cell whose bit r * width + c is set in `among` is covered."""
        return not ~self._filled & among & ((1 << self.width * self.height) - 1)

    def to_rows(self) -> tuple[str, ...]:
        text = "".join([label or "." for label in self.cells])  # '.' where uncovered
        return tuple(map(text.__getitem__, _row_slices(self.width, self.height)))

    # --- by text rows: the rules' moves ----------------------------------------

    def landing(self, rows: tuple[str, ...], column: int) -> int | None:
        """Board row of the shape's top row where it comes to rest, or None when
        the drop is illegal in this column."""
        return self.rest(slide_shape(rows), column)

    def legal_columns(self, rows: tuple[str, ...]) -> list[int]:
        """Every column where the shape may be dropped."""
        return list(columns_of(self.legal_mask(slide_shape(rows))))

    def fits_any_domino(self) -> bool:
        return self.fits_any(_DOMINO_SHAPES)

    def drop(self, rows: tuple[str, ...], column: int) -> tuple[Cell, ...]:
        """Slide the shape down in this column; return the cells it covers inside the grid."""
        cells = self.slide(slide_shape(rows), column)
        if cells is None:
            raise IllegalMove("ramp.refused.no_fit", f"the piece does not fit in column {column}", column=column)
        return cells

    # --- by prepared shapes: the hot path of move generation and of the bots --

    def legal_mask(self, shape: SlideShape) -> int:
        """Bit c set when the shape may be dropped in column c."""
        return self.allows(shape.demands(self.width, self.height, self.allow_above))

    def allows(self, demands) -> int:
        """legal_mask() for a shape's demands() on this board."""
        mask, needs = demands
        deep = self.depth_bits
        for shift in needs:
            mask &= deep >> shift
        return mask

    def rest(self, shape: SlideShape, column: int) -> int | None:
        """Board row of the shape's top row where it stops, None when it may not go there."""
        if column < 0 or column + shape.width > self.width:
            return None
        # The first column whose top meets the shape's lowest cell there stops the slide.
        top = self.tops
        row = self.height
        for dc, bottom in shape.supports:
            meets = top[column + dc] - bottom
            if meets < row:
                row = meets
        row -= 1
        return row if row >= (-shape.lowest if self.allow_above else 0) else None

    def drops(self, shape: SlideShape) -> list[tuple[int, int]]:
        """(column, row) of every legal drop of the shape."""
        return [(c, self.rest(shape, c)) for c in columns_of(self.legal_mask(shape))]

    def fits_any(self, shapes) -> bool:
        return any(self.legal_mask(shape) for shape in shapes)

    def slide(self, shape: SlideShape, column: int) -> tuple[Cell, ...] | None:
        """rest() then place(): the cells the shape covers inside the grid, or None
        (and the board unchanged) when it may not go in this column."""
        row = self.rest(shape, column)
        return None if row is None else self.place(shape, column, row)

    def place(self, shape: SlideShape, column: int, row: int) -> tuple[Cell, ...]:
        """Put the shape with its top row at `row` (where rest() says it stops, and
        nowhere else); return the cells it covers inside the grid."""
        landing = shape._landings.get((self.width, self.height, column, row))
        if landing is None:
            landing = shape.landing(self.width, self.height, column, row)
        cells = self.cells
        for index, label in landing.labels:
            cells[index] = label
        label_bits = self.label_bits
        for label, bits in landing.label_bits:
            label_bits[label] = label_bits.get(label, 0) | bits
        self.tops[landing.columns] = landing.tops
        self._filled |= landing.filled
        self.depth_bits &= landing.keep
        return landing.cells


@lru_cache(maxsize=None)
def _column_bits(width: int, height: int) -> tuple[int, ...]:
    """Per column, its bit at every depth of RampBoard.depth_bits."""
    every_depth = sum(1 << t * width for t in range(2 * height + 2))
    return tuple(every_depth << c for c in range(width))


@lru_cache(maxsize=None)
def _empty_depths(width: int, height: int) -> int:
    """RampBoard.depth_bits of an empty board: every column is as deep as can be, none deeper."""
    return sum(_column_bits(width, height)) & ~(((1 << width) - 1) << (2 * height + 1) * width)


@lru_cache(maxsize=None)
def _row_slices(width: int, height: int) -> tuple[slice, ...]:
    """Each row's part of a board's text in reading order."""
    return tuple(slice(start, start + width) for start in range(0, width * height, width))


@lru_cache(maxsize=None)
def _cells(width: int, height: int) -> tuple[Cell, ...]:
    """Every cell in reading order: cell (r, c) at index r * width + c."""
    return tuple((r, c) for r in range(height) for c in range(width))


_BINARY_DIGITS = bytes.maketrans(b"01", b"\0\1")


@lru_cache(maxsize=4096)
def columns_of(mask: int) -> tuple[int, ...]:
    """The columns whose bits are set, left to right."""
    return tuple(c for c in range(mask.bit_length()) if mask >> c & 1)


_DOMINO_SHAPES = tuple(slide_shape(rows) for rows in DOMINOES)
