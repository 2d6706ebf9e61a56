"""Regions as read from above, and the regions pawns protect.

A region is the set of cells of one top colour joined edge to edge, whatever
their heights. Functions take `colour_at(cell) -> colour or None` so they can
read the table as it is or as it would be with a new tile on it.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from game.rules.pilus_table import Table
from game.rules.pilus_tileset import Cell

ColourAt = Callable[[Cell], "str | None"]


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def with_tile(table: Table, cells: Iterable[tuple[Cell, str]]) -> ColourAt:
    """The top colours the table would show with these (cell, colour) laid on it."""
    # A dict's own get: a flood calls it for every cell it meets, without a Python frame.
    colours = table.top_colours()
    colours.update(cells)
    return colours.get


def region(start: Cell, colour_at: ColourAt) -> frozenset[Cell]:
    """The region `start` belongs to (empty on bare table)."""
    colour = colour_at(start)
    if colour is None:
        return frozenset()
    seen = {start}
    todo = [start]
    # neighbours() written out and the methods bound: the computers flood hundreds of
    # thousands of regions a game.
    add, push, pop = seen.add, todo.append, todo.pop
    while todo:
        x, y = pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n not in seen and colour_at(n) == colour:
                add(n)
                push(n)
    return frozenset(seen)


def protected_cells(pawns: Sequence[Cell | None], colour_at: ColourAt) -> dict[Cell, int]:
    """Every cell of a region with a pawn in it -> the pawn's player. The rules never
    let two players' pawns share a region, so each cell has one owner."""
    owner: dict[Cell, int] = {}
    for player, pawn in enumerate(pawns):
        if pawn is not None:
            owner.update(dict.fromkeys(region(pawn, colour_at), player))
    return owner
