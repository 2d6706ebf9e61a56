"""Polyomino shapes as text rows: parsing, orientations, connectivity, shape identity.

A shape is written as rows of text, top row first; '.' is no cell, any other
character is a cell carrying that label ('#' in FITS, a colour letter in BITS).
"""
from __future__ import annotations

from functools import lru_cache

Cell = tuple[int, int]  # (row, column)


def parse_rows(rows) -> dict[Cell, str]:
    """Cells of a shape with their labels."""
    return {(r, c): ch for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != "."}


def to_rows(cells: dict[Cell, str]) -> tuple[str, ...]:
    """Text rows of labelled cells, shifted so the bounding box starts at (0, 0)."""
    if not cells:
        return ()
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    h = max(r for r, _ in cells) - r0 + 1
    w = max(c for _, c in cells) - c0 + 1
    grid = [["."] * w for _ in range(h)]
    for (r, c), ch in cells.items():
        grid[r - r0][c - c0] = ch
    return tuple("".join(line) for line in grid)


def turned(rows: tuple[str, ...]) -> tuple[str, ...]:
    """The shape a quarter turn clockwise, labels travelling with their cells."""
    return tuple("".join(row[c] for row in reversed(rows)) for c in range(len(rows[0])))


def mirrored(rows: tuple[str, ...]) -> tuple[str, ...]:
    """The shape flipped left to right."""
    return tuple(row[::-1] for row in rows)


@lru_cache(maxsize=None)
def orientations(rows: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Every distinct image of the shape under quarter turns and mirroring, labels
    carried along; the printed orientation first, then its turns, then the mirror's."""
    seen: list[tuple[str, ...]] = []
    printed = to_rows(parse_rows(rows))
    for image in (printed, mirrored(printed)):
        for _ in range(4):
            if image not in seen:
                seen.append(image)
            image = turned(image)
    return tuple(seen)


def is_connected(cells) -> bool:
    """Whether the cells form one edge-connected group (an empty set is not a shape)."""
    cells = set(cells)
    if not cells:
        return False
    stack = [next(iter(cells))]
    seen = {stack[0]}
    while stack:
        r, c = stack.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(cells)


def shape_key(cells) -> tuple[str, ...]:
    """A canonical name of the bare shape of `cells` (labels ignored), the same for
    every rotation and mirror image: compare keys to test 'exactly that shape'."""
    bare = {cell: "#" for cell in cells}
    return min(orientations(to_rows(bare)))
