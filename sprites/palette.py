"""Colours and patterns. Every game colour also has its own pattern or symbol,
so players who cannot tell red from green still tell the pieces apart.

`draw_cell(surface, rect, colour_key, pattern_key)` draws one square cell;
`draw_player_cell`, `draw_bits_cell` and `draw_pilus_cell` pick the style of
a seat or a colour letter. Cells are drawn once per size and cached.

The screen's colours are one Palette object, STANDARD or HIGH_CONTRAST (Settings → High
contrast, game.shell.contrast): palette.TEXT and the rest are the one in use.
"""
from functools import lru_cache, wraps
from typing import NamedTuple

import pygame

from game.shell import contrast


class Palette(NamedTuple):  # not a frozen dataclass: made at every start, for a fifth of the CPU (issue 47)
    """Every colour of the screen's chrome, the boards and the pieces' edges, as one object, so
    Settings → High contrast swaps all of them at once. Read as palette.TEXT and so on: the
    palette in use (current()) answers."""
    name: str
    background: tuple
    background_light: tuple
    panel: tuple
    panel_edge: tuple
    text: tuple
    text_dim: tuple
    text_dark: tuple  # on the accent or on light plates
    accent: tuple  # focus and highlights
    warning: tuple
    disabled: tuple
    shade: tuple  # veil under overlays
    caption_plate: tuple
    piece_rim: tuple  # round every piece lying or moving: its edge on the board
    held_outline: tuple  # round the piece in the hand: it stands out from the pieces lying below
    board_frame: tuple
    slot: tuple
    slot_edge: tuple
    slot_dot: tuple
    lane: tuple
    ramp: tuple
    ramp_edge: tuple
    focus_band: tuple  # behind the focused line of a list read line by line
    felt: tuple  # PILUS's table
    felt_grid: tuple
    seat_contrast: float  # a seat's colour (its name, its marks) is lifted to stand out this much on the background


STANDARD = Palette(
    "standard", background=(27, 31, 44), background_light=(38, 44, 62), panel=(44, 51, 71),
    panel_edge=(86, 98, 130), text=(238, 240, 246), text_dim=(170, 178, 198), text_dark=(24, 26, 34),
    accent=(255, 196, 72), warning=(255, 120, 96), disabled=(110, 116, 134), shade=(0, 0, 0, 150),
    caption_plate=(16, 16, 20), piece_rim=(20, 22, 30), held_outline=(250, 250, 255),
    board_frame=(58, 64, 86), slot=(86, 78, 66), slot_edge=(64, 58, 50), slot_dot=(150, 138, 118),
    lane=(52, 58, 80), ramp=(96, 74, 52), ramp_edge=(132, 102, 70), focus_band=(86, 98, 130),
    felt=(58, 47, 40), felt_grid=(68, 56, 48), seat_contrast=1.0)

# WCAG's AAA level: every text and every piece edge at least 7:1 against what lies behind it
# (contrast_ratio), on black; tests/app/test_high_contrast.py measures the drawn pixels.
HIGH_CONTRAST = Palette(
    "high contrast", background=(0, 0, 0), background_light=(0, 0, 0), panel=(0, 0, 0),
    panel_edge=(255, 255, 255), text=(255, 255, 255), text_dim=(215, 215, 215), text_dark=(0, 0, 0),
    accent=(255, 230, 0), warning=(255, 160, 140), disabled=(165, 165, 165), shade=(0, 0, 0, 225),
    caption_plate=(0, 0, 0), piece_rim=(255, 255, 255), held_outline=(255, 230, 0),
    board_frame=(0, 0, 0), slot=(0, 0, 0), slot_edge=(90, 90, 90), slot_dot=(200, 200, 200),
    lane=(20, 20, 20), ramp=(0, 0, 0), ramp_edge=(255, 255, 255), focus_band=(0, 0, 150),
    felt=(0, 0, 0), felt_grid=(40, 40, 40), seat_contrast=7.5)


def current() -> Palette:
    return HIGH_CONTRAST if contrast.high() else STANDARD


def kept_per_palette(maxsize: int):
    """functools.lru_cache for pictures drawn in the palette's colours: kept per palette, so a
    picture drawn before the palette was swapped is never shown after."""
    def keep(draw):
        @lru_cache(maxsize=maxsize)
        def drawn(_palette_name, *args):
            return draw(*args)

        @wraps(draw)
        def get(*args):
            return drawn(current().name, *args)
        get.cache_clear = drawn.cache_clear
        return get
    return keep


_COLOUR_NAMES = {field.upper(): field for field in Palette._fields}


def __getattr__(name: str):
    """palette.TEXT, palette.PANEL, ...: that colour of the palette in use."""
    field = _COLOUR_NAMES.get(name)
    if field is None:
        raise AttributeError(name)
    return getattr(HIGH_CONTRAST if contrast.high() else STANDARD, field)


def relative_luminance(colour) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black to 1 white)."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a, b) -> float:
    """WCAG 2's contrast ratio of two colours, 1 (the same) to 21 (black and white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


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
    """The seat's colour as its name and marks are drawn: lifted towards white until it stands
    out from the background as the palette asks."""
    palette = current()
    return _lifted(COLOURS[PLAYER_STYLES[seat_index % len(PLAYER_STYLES)].colour], palette.background,
                   palette.seat_contrast)


@lru_cache(maxsize=16)
def _lifted(colour: tuple[int, int, int], background: tuple, least: float) -> tuple[int, int, int]:
    lift = 1.0
    while contrast_ratio(shaded(colour, lift), background) < least and lift < 2:
        lift += 0.05
    return shaded(colour, lift)
