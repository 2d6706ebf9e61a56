"""The border of a group of grid cells (a piece, a scored area): strips along
the sides where a cell of the group meets a cell outside it, drawn inside the
group, with the small square at each inner corner filled so the border does
not break where it turns inwards.
"""
from __future__ import annotations

from typing import Callable, Iterable

import pygame

Cell = tuple[int, int]
ALL_SIDES = frozenset(("top", "bottom", "left", "right"))
_STEP = {"top": (-1, 0), "bottom": (1, 0), "left": (0, -1), "right": (0, 1)}


def draw_border(surface: pygame.Surface, cells: Iterable[Cell], rect_of: Callable[[int, int], pygame.Rect],
                width: int, colour, sides=ALL_SIDES, group=None):
    """Strips `width` wide on the outer `sides` of the cells (row, column), each cell
    at rect_of(row, column); a bevel draws the top and left sides light, the others dark.
    group: the whole group when `cells` is a part of it (the border stays the group's)."""
    cells = set(cells)
    group = cells if group is None else set(group)
    for row, column in cells:
        rect = rect_of(row, column)
        for side in sides:
            dr, dc = _STEP[side]
            if (row + dr, column + dc) not in group:
                surface.fill(colour, _strip(rect, side, width))
        # An inner corner: both neighbours towards it in the group, the cell between them not.
        for dr, vertical in ((-1, "top"), (1, "bottom")):
            for dc, horizontal in ((-1, "left"), (1, "right")):
                if vertical in sides and horizontal in sides and (row + dr, column) in group \
                        and (row, column + dc) in group and (row + dr, column + dc) not in group:
                    x = rect.x if dc < 0 else rect.right - width
                    y = rect.y if dr < 0 else rect.bottom - width
                    surface.fill(colour, (x, y, width, width))


def _strip(rect: pygame.Rect, side: str, width: int) -> pygame.Rect:
    if side == "top":
        return pygame.Rect(rect.x, rect.y, rect.w, width)
    if side == "bottom":
        return pygame.Rect(rect.x, rect.bottom - width, rect.w, width)
    if side == "left":
        return pygame.Rect(rect.x, rect.y, width, rect.h)
    return pygame.Rect(rect.right - width, rect.y, width, rect.h)
