"""Cards as pictures: the revealed start/build card and the BITS task cards.

Texts arrive already translated, so a card is drawn once per face, text and
size and then reused every frame.
"""
from __future__ import annotations

import re
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


def _text(image: pygame.Surface, text: str, size: int, colour, width: int | None = None, most_lines: int = 2,
          **anchor) -> pygame.Rect:
    """One line of card text, at most `width` wide (default: the card's); too long,
    it takes up to `most_lines` lines (a word may break after its hyphen), at a
    smaller size only if even that spills, and shrunk as a picture only past half
    its size: long translations never leave the card. Returns where it went."""
    width = width or int(image.get_width() * 0.92)
    lines, size = card_lines(text, size, width, most_lines)
    rendered = [ui.render(line, size, colour) for line in lines]
    block = pygame.Surface((max(r.get_width() for r in rendered), sum(r.get_height() for r in rendered)),
                           pygame.SRCALPHA)
    y = 0
    for r in rendered:
        block.blit(r, ((block.get_width() - r.get_width()) // 2, y))
        y += r.get_height()
    if block.get_width() > width:
        block = pygame.transform.smoothscale_by(block, width / block.get_width())
    rect = block.get_rect(**anchor)
    image.blit(block, rect)
    return rect


def card_lines(text: str, size: int, width: int, most_lines: int = 2) -> tuple[list[str], int]:
    """`text` in at most `most_lines` lines no wider than `width`: at `size`, else at
    the largest size down to half of it that allows that (the lines and that size)."""
    for tried in range(size, max(4, size // 2) - 1, -1):
        lines = _wrap(text, tried, width)
        if len(lines) <= most_lines and all(ui.text_width(line, tried) <= width for line in lines):
            return lines, tried
    return [text], size  # shrunk as a picture


def _wrap(text: str, size: int, width: int) -> list[str]:
    """Lines no wider than `width` where the words allow, breaking at spaces and after
    a hyphen inside a word ('4er-|Flächen', not '|-1')."""
    lines, line = [], ""
    for word in text.split(" "):
        for i, part in enumerate(re.split(r"(?<=\w-)(?=\w)", word)):
            joined = line + ("" if i else " ") + part if line else part
            if line and ui.text_width(joined, size) > width:
                lines.append(line)
                line = part
            else:
                line = joined
    return lines + [line]


def _cell_style(label: str) -> palette.Style:
    return SHAPE_STYLE if label == FITS_CELL else palette.BITS_STYLES[label]


def _card_text_px() -> int:
    """Card text never goes below readable on the screen, a little above other text's floor:
    it is the smallest and the most read."""
    return ui.min_text_px() + 1


def piece_card(rows: tuple[str, ...], height: int, title: str, start: bool = False) -> pygame.Surface:
    """A start or build card: the piece in its printed orientation and a title line."""
    return _piece_card(rows, height, title, start, _card_text_px())


@lru_cache(maxsize=128)
def _piece_card(rows: tuple[str, ...], height: int, title: str, start: bool, min_text: int) -> pygame.Surface:
    size = card_size(height)
    w, h = size
    image = _blank(size, FACE_START if start else FACE)
    _text(image, title, max(min_text, h // 9), INK, midtop=(w // 2, h // 16))
    _draw_shape(image, rows, pygame.Rect(w // 8, h // 4, w * 3 // 4, h * 2 // 3), _cell_style)
    return image.convert_alpha()


def task_card(shape: tuple[str, ...], colour: str | None, points: int, deck_text: str, colour_text: str,
              note: str, height: int) -> pygame.Surface:
    """A BITS task card: its deck, the shape in the card's colour (with that
    colour's pattern), the points, and a note line (other 4-areas on deck 1)."""
    return _task_card(shape, colour, points, deck_text, colour_text, note, height, _card_text_px())


@lru_cache(maxsize=64)
def _task_card(shape: tuple[str, ...], colour: str | None, points: int, deck_text: str, colour_text: str,
               note: str, height: int, min_text: int) -> pygame.Surface:
    size = card_size(height)
    w, h = size
    image = _blank(size, FACE)
    small = max(min_text, h // 10)
    # Texts from the edges inwards (their size has a floor, the card's does not):
    # the shape takes the room left between them. The points share the deck's
    # line, so that a note of two lines still leaves the shape room.
    score = _text(image, f"{points:+d}", max(min_text + 2, h // 6), GAIN if points > 0 else LOSS,
                  topright=(w - w // 12, h // 25))
    deck = _text(image, deck_text, small, INK, width=score.x - w // 12 - w // 20, most_lines=1,
                 midleft=(w // 12, score.centery))
    top = max(score.bottom, deck.bottom)
    bottom = h - h // 25
    if note:
        bottom = _text(image, note, small, INK, midbottom=(w // 2, bottom)).top
    bottom = _text(image, colour_text, small, INK, midbottom=(w // 2, bottom)).top
    style = palette.BITS_STYLES[colour] if colour else ANY_COLOUR
    margin = max(2, h // 30)
    _draw_shape(image, shape, pygame.Rect(w // 8, top + margin, w * 3 // 4, max(4, bottom - top - 2 * margin)),
                lambda _: style)
    return image.convert_alpha()
