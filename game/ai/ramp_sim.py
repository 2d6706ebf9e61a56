"""A lean copy of one ramp board for the bots to try moves on, thousands per decision.

It keeps what the evaluation reads (the covered cells and each column's top)
and nothing else. It reads like the engine's RampBoard (width, height,
label(row, column)), so the engine's own scoring functions score it exactly.
The slide uses the engine's prepared shapes (ramp_board.slide_shape); only the legal
moves a bot returns come from the engine itself (the observation's list).
"""
from __future__ import annotations

from game.rules.ramp_board import SlideShape


class SimBoard:
    __slots__ = ("width", "height", "allow_above", "cells", "tops")

    def __init__(self, width: int, height: int, allow_above: bool):
        self.width = width
        self.height = height
        self.allow_above = allow_above
        self.cells: list[str | None] = [None] * (width * height)  # row-major labels
        self.tops = [height] * width  # row of each column's highest cell, height when empty

    @classmethod
    def from_rows(cls, rows: tuple[str, ...], allow_above: bool) -> "SimBoard":
        """The board as text rows show it. Cells sticking out above the grid are not
        in the rows; a full column simply reads as full."""
        board = cls(len(rows[0]), len(rows), allow_above)
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != ".":
                    board.cells[r * board.width + c] = ch
                    if board.tops[c] == board.height:
                        board.tops[c] = r
        return board

    def copy(self) -> "SimBoard":
        twin = SimBoard.__new__(SimBoard)
        twin.width, twin.height, twin.allow_above = self.width, self.height, self.allow_above
        twin.cells = self.cells[:]
        twin.tops = self.tops[:]
        return twin

    def label(self, row: int, column: int) -> str | None:
        return self.cells[row * self.width + column]

    def rest(self, shape: SlideShape, column: int) -> int | None:
        """Board row of the shape's top row where it stops, None when it may not go there."""
        tops = self.tops
        row = min(tops[column + dc] - 1 - bottom for dc, bottom in shape.supports)
        floor = -shape.lowest if self.allow_above else 0
        return row if row >= floor else None

    def drops(self, shape: SlideShape) -> list[tuple[int, int]]:
        """(column, row) of every legal drop of the shape."""
        found = []
        for column in range(self.width - shape.width + 1):
            row = self.rest(shape, column)
            if row is not None:
                found.append((column, row))
        return found

    def place(self, shape: SlideShape, column: int, row: int) -> None:
        w, tops, cells = self.width, self.tops, self.cells
        for r, c, label in shape.cells:
            r += row
            c += column
            if r < tops[c]:
                tops[c] = r
            if r >= 0:
                cells[r * w + c] = label

    def fits_any(self, shapes) -> bool:
        return any(self.rest(s, c) is not None for s in shapes for c in range(self.width - s.width + 1))
