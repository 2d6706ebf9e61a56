"""Cards as pictures: the revealed start/build card and the BITS task cards.

Texts arrive already translated, so a card is drawn once per face, text and
size and then reused every frame.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import palette, ui
from sprites.piece import FITS_CELL, shape_cells

CARD_RATIO = 1.4  # height / width
FACE = (244, 238, 224)
FACE_START = (255, 228, 160)
EDGE = (120, 108, 90)
INK = (40, 36, 32)
GAIN = (30, 130, 70)
LOSS = (180, 40, 40)
# A FITS card shows the bare shape, in no player's colour.
SHAPE_STYLE = palette.Style("grey", "plain")
ANY_COLOUR = palette.Style("grey", "plain")


def card_size(height: int) -> tuple[int, int]:
    return max(8, round(height / CARD_RATIO)), height


def _blank(size, face) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, size[0] // 10)
    pygame.draw.rect(image, face, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, EDGE, image.get_rect(), max(1, size[0] // 40), border_radius=radius)
    return image


def _draw_shape(image: pygame.Surface, rows, area: pygame.Rect, style_of):
    """The shape as large as fits `area`, centred; style_of(label) gives each cell's look."""
    cell = max(2, min(area.w // len(rows[0]), area.h // len(rows), area.w // 3))
    x0 = area.centerx - len(rows[0]) * cell // 2
    y0 = area.centery - len(rows) * cell // 2
    for r, c, label in shape_cells(rows):
        palette.draw_style(image, (x0 + c * cell, y0 + r * cell, cell, cell), style_of(label))


def _text(image: pygame.Surface, text: str, size: int, colour, **anchor):
    rendered = ui.render(text, size, colour)
    if rendered.get_width() > image.get_width() * 0.92:  # long translations shrink, never spill
        scale = image.get_width() * 0.92 / rendered.get_width()
        rendered = pygame.transform.smoothscale_by(rendered, scale)
    image.blit(rendered, rendered.get_rect(**anchor))


def _cell_style(label: str) -> palette.Style:
    return SHAPE_STYLE if label == FITS_CELL else palette.BITS_STYLES[label]


@lru_cache(maxsize=128)
def piece_card(rows: tuple[str, ...], height: int, title: str, start: bool = False) -> pygame.Surface:
    """A start or build card: the piece in its printed orientation and a title line."""
    size = card_size(height)
    w, h = size
    image = _blank(size, FACE_START if start else FACE)
    _text(image, title, max(8, h // 9), INK, midtop=(w // 2, h // 16))
    _draw_shape(image, rows, pygame.Rect(w // 8, h // 4, w * 3 // 4, h * 2 // 3), _cell_style)
    return image.convert_alpha()


@lru_cache(maxsize=64)
def task_card(shape: tuple[str, ...], colour: str | None, points: int, deck_text: str, colour_text: str,
              note: str, height: int) -> pygame.Surface:
    """A BITS task card: its deck, the shape in the card's colour (with that
    colour's pattern), the points, and a note line (other 4-areas on deck 1)."""
    size = card_size(height)
    w, h = size
    image = _blank(size, FACE)
    small = max(8, h // 10)
    _text(image, deck_text, small, INK, topleft=(w // 12, h // 20))
    style = palette.BITS_STYLES[colour] if colour else ANY_COLOUR
    _draw_shape(image, shape, pygame.Rect(w // 8, h // 5, w * 3 // 4, h * 2 // 5), lambda _: style)
    _text(image, colour_text, small, INK, midtop=(w // 2, h * 62 // 100))
    _text(image, f"{points:+d}", max(10, h // 6), GAIN if points > 0 else LOSS, midtop=(w // 2, h * 71 // 100))
    if note:
        _text(image, note, small, INK, midbottom=(w // 2, h - h // 25))
    return image.convert_alpha()
