"""Focus moved by where the buttons are, the one rule of every menu: an arrow goes to the
nearest button that way, in the focused button's own row (left, right) or column (up,
down) whenever one lies there, else to the nearest beyond; never round the edges; a
button given no room is skipped."""
from __future__ import annotations

import pygame

# How much a step off the direction asked weighs against a step along it.
ASIDE = 3


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """The distance between the spans [a0, a1) and [b0, b1); 0 when they overlap."""
    return max(0, b0 - a1, a0 - b1)


def nearest(rects: list[pygame.Rect], start: int, dx: int, dy: int, usable) -> int | None:
    """The index of the usable rect nearest `rects[start]` in direction (dx, dy), None when
    there is none that way. usable(index): the item may take focus."""
    here = rects[start]
    best, best_cost = None, None
    for index, rect in enumerate(rects):
        if index == start or not usable(index) or not (rect.w and rect.h):
            continue
        if dy:
            along = (rect.centery - here.centery) * dy
            aside = _gap(here.left, here.right, rect.left, rect.right)
            aside_centre = min(abs(rect.centerx - here.centerx), abs(rect.left - here.left))
        else:
            along = (rect.centerx - here.centerx) * dx
            aside = _gap(here.top, here.bottom, rect.top, rect.bottom)
            aside_centre = min(abs(rect.centery - here.centery), abs(rect.top - here.top))
        if along <= 0:
            continue
        # A button in line first, however far; among buttons as near, the one in line by centre,
        # or by the edge a wide one shares.
        cost = (aside > 0, along + ASIDE * aside, aside_centre)
        if best_cost is None or cost < best_cost:
            best, best_cost = index, cost
    return best
