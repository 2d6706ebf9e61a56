"""Colours and patterns. Every game colour also has its own pattern or symbol,
so players who cannot tell red from green still tell the pieces apart.

`draw_cell(surface, rect, colour_key, pattern_key)` draws one square cell;
`draw_player_cell`, `draw_bits_cell` and `draw_pilus_cell` pick the style of
a seat or a colour letter. Cells are drawn once per size and cached.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

# Screen chrome.
BACKGROUND = (27, 31, 44)
BACKGROUND_LIGHT = (38, 44, 62)
PANEL = (44, 51, 71)
PANEL_EDGE = (86, 98, 130)
TEXT = (238, 240, 246)
TEXT_DIM = (170, 178, 198)
TEXT_DARK = (24, 26, 34)
ACCENT = (255, 196, 72)  # focus and highlights
WARNING = (255, 120, 96)
DISABLED = (110, 116, 134)
SHADE = (0, 0, 0, 150)  # veil under overlays

# Game colours, picked from the Okabe-Ito set where they must differ for everyone.
COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (220, 80, 50),
    "green": (0, 158, 115),
    "blue": (40, 120, 200),
    "yellow": (240, 205, 60),
    "purple": (150, 90, 180),
    "black": (48, 48, 56),
    "grey": (150, 152, 160),
}


class Style(NamedTuple):  # not a frozen dataclass: made at every start, for a fifth of the CPU (issue 47)
    colour: str  # a key of COLOURS
    pattern: str  # a key of PATTERNS


# Seat i plays in PLAYER_STYLES[i]; the symbol shows on the board and by the name.
PLAYER_STYLES = (
    Style("red", "circle"),
    Style("blue", "triangle"),
    Style("green", "square"),
    Style("yellow", "diamond"),
)
BITS_STYLES = {
    "R": Style("red", "diagonal"),
    "Y": Style("yellow", "dots"),
    "B": Style("blue", "horizontal"),
    "P": Style("purple", "cross"),
    "K": Style("black", "ring"),
    "N": Style("grey", "checker"),
}
PILUS_STYLES = {
    "B": Style("blue", "horizontal"),
    "Y": Style("yellow", "dots"),
    "G": Style("green", "diagonal"),
    "A": Style("grey", "checker"),
}


def _mark_colour(fill) -> tuple[int, int, int]:
    """A pattern colour that stands out on `fill`: dark on light colours, light on dark."""
    light = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return shaded(fill, 0.55 if light > 140 else 1.55)


def _diagonal(surf, colour, w, h, width):
    gap = max(6, w // 4)
    for x in range(-h, w, gap):
        pygame.draw.line(surf, colour, (x, h), (x + h, 0), width)


def _horizontal(surf, colour, w, h, width):
    gap = max(5, h // 4)
    for y in range(gap // 2, h, gap):
        pygame.draw.line(surf, colour, (0, y), (w, y), width)


def _dots(surf, colour, w, h, width):
    gap = max(6, w // 3)
    radius = max(1, gap // 5)
    for y in range(gap // 2, h, gap):
        for x in range(gap // 2, w, gap):
            pygame.draw.circle(surf, colour, (x, y), radius)


def _cross(surf, colour, w, h, width):
    m = w // 5
    pygame.draw.line(surf, colour, (m, m), (w - m, h - m), width * 2)
    pygame.draw.line(surf, colour, (w - m, m), (m, h - m), width * 2)


def _checker(surf, colour, w, h, width):
    size = max(4, w // 4)
    for y in range(0, h, size):
        for x in range(0, w, size):
            if (x // size + y // size) % 2:
                surf.fill(colour, (x, y, size, size))


def _ring(surf, colour, w, h, width):
    pygame.draw.circle(surf, colour, (w / 2, h / 2), min(w, h) * 0.3, width * 2)


def _circle(surf, colour, w, h, width):
    pygame.draw.circle(surf, colour, (w / 2, h / 2), min(w, h) * 0.28)


def _square(surf, colour, w, h, width):
    side = min(w, h) * 0.5
    surf.fill(colour, pygame.Rect((w - side) / 2, (h - side) / 2, side, side))


def _triangle(surf, colour, w, h, width):
    m = min(w, h)
    pygame.draw.polygon(surf, colour, [(w / 2, h / 2 - m * 0.3), (w / 2 + m * 0.3, h / 2 + m * 0.25),
                                       (w / 2 - m * 0.3, h / 2 + m * 0.25)])


def _diamond(surf, colour, w, h, width):
    r = min(w, h) * 0.32
    pygame.draw.polygon(surf, colour, [(w / 2, h / 2 - r), (w / 2 + r, h / 2), (w / 2, h / 2 + r), (w / 2 - r, h / 2)])


def _plain(surf, colour, w, h, width):
    pass


PATTERNS = {
    "plain": _plain, "diagonal": _diagonal, "horizontal": _horizontal, "dots": _dots, "cross": _cross,
    "checker": _checker, "ring": _ring,
    # Player symbols.
    "circle": _circle, "square": _square, "triangle": _triangle, "diamond": _diamond,
}


@lru_cache(maxsize=512)
def _cell_image(colour_key: str, pattern_key: str, w: int, h: int, rim: bool) -> pygame.Surface:
    fill = COLOURS[colour_key]
    image = pygame.Surface((w, h))
    image.fill(fill)
    width = max(1, min(w, h) // 14)
    PATTERNS[pattern_key](image, _mark_colour(fill), w, h, width)
    if rim:  # a thin dark rim so neighbouring cells of one colour still read as cells
        pygame.draw.rect(image, shaded(fill, 0.6), image.get_rect(), max(1, width))
    return image


def shaded(colour, factor: float) -> tuple[int, int, int]:
    """`colour` darker (factor below 1) or lighter towards white (above 1: 1.5 is half way)."""
    if factor <= 1:
        return tuple(int(c * factor) for c in colour[:3])
    return tuple(int(c + (255 - c) * (factor - 1)) for c in colour[:3])


def draw_cell(surface: pygame.Surface, rect, colour_key: str, pattern_key: str, rim: bool = True):
    """rim False: the cell is part of a larger piece that draws its own edges."""
    rect = pygame.Rect(rect)
    if rect.w > 0 and rect.h > 0:
        surface.blit(_cell_image(colour_key, pattern_key, rect.w, rect.h, rim), rect)


def draw_style(surface: pygame.Surface, rect, style: Style, rim: bool = True):
    draw_cell(surface, rect, style.colour, style.pattern, rim)


def draw_player_cell(surface: pygame.Surface, rect, seat_index: int):
    draw_style(surface, rect, PLAYER_STYLES[seat_index % len(PLAYER_STYLES)])


def draw_bits_cell(surface: pygame.Surface, rect, letter: str):
    draw_style(surface, rect, BITS_STYLES[letter])


def draw_pilus_cell(surface: pygame.Surface, rect, letter: str):
    draw_style(surface, rect, PILUS_STYLES[letter])


def player_colour(seat_index: int) -> tuple[int, int, int]:
    return COLOURS[PLAYER_STYLES[seat_index % len(PLAYER_STYLES)].colour]
