"""The PILUS tile set as immutable data (built by game.content.pilus), and tile turning.

A tile is a 2 x 2 layout of colour letters, top row first. The colours and
layouts are our reconstruction (docs/rules-pilus.md), so they live in the
data file; the engine only knows that a tile has four cells.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

Cell = tuple[int, int]  # (x, y) on the table: x to the right, y downwards
Layout = tuple[str, str]  # (top row, bottom row), two colour letters each

# The four cells of a tile as offsets from its top-left cell, in reading order.
OFFSETS: tuple[Cell, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))


def turn(layout: Layout, rotation: int) -> Layout:
    """`layout` after `rotation` clockwise quarter turns."""
    (a, b), (c, d) = layout
    for _ in range(rotation % 4):
        # A clockwise quarter turn of  ab / cd  gives  ca / db.
        (a, b), (c, d) = (c, a), (d, b)
    return (a + b, c + d)


@dataclass(frozen=True)
class TileSet:
    """colours: letter -> name (e.g. 'A' -> 'grey'); tiles: id -> layout at rotation 0;
    provisional: what the data file marks provisional (for About/Rules screens);
    game_id: the game whose set it is (None: a set made by hand)."""

    colours: Mapping[str, str]
    tiles: Mapping[str, Layout]
    provisional: tuple[str, ...] = ()
    game_id: str | None = None
    # (tile, rotation) -> the turned layout, and its four ((dx, dy), colour) cells.
    _turned: dict = field(init=False, repr=False, compare=False)
    _cells: dict = field(init=False, repr=False, compare=False)
    # Faces (the four colours a turned tile shows, in OFFSETS order) as bits of a set:
    # (tile, rotation) -> its face's bit; per cell, colour -> the faces with it there.
    _face_bit: dict = field(init=False, repr=False, compare=False)
    _showing: tuple = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        turned = {(t, r): turn(layout, r) for t, layout in self.tiles.items() for r in range(4)}
        cells = {key: tuple(zip(OFFSETS, rows[0] + rows[1])) for key, rows in turned.items()}
        faces = {rows[0] + rows[1]: None for rows in turned.values()}  # in a fixed order
        bit_of = {face: 1 << n for n, face in enumerate(faces)}
        showing: tuple[dict[str, int], ...] = tuple({} for _ in OFFSETS)
        for face, bit in bit_of.items():
            for where, colour in zip(showing, face):
                where[colour] = where.get(colour, 0) | bit
        object.__setattr__(self, "_turned", turned)
        object.__setattr__(self, "_cells", cells)
        object.__setattr__(self, "_face_bit", {key: bit_of[rows[0] + rows[1]] for key, rows in turned.items()})
        object.__setattr__(self, "_showing", showing)

    def layout(self, tile: str, rotation: int = 0) -> Layout:
        """The tile's rows as they lie after `rotation` clockwise quarter turns."""
        return self._turned[tile, rotation % 4]

    def cells(self, tile: str, rotation: int = 0) -> tuple[tuple[Cell, str], ...]:
        """The tile's four cells as ((dx, dy) from its top-left cell, colour letter)."""
        return self._cells[tile, rotation % 4]

    def face_bit(self, tile: str, rotation: int = 0) -> int:
        """The bit of the four colours the turned tile shows: turned tiles that look
        the same share it."""
        return self._face_bit[tile, rotation % 4]

    def showing(self, index: int, colour: str | None) -> int:
        """The faces (bits) that show `colour` on cell OFFSETS[index]."""
        return self._showing[index].get(colour, 0)
