"""Cards as pictures: the revealed start/build card and the BITS task cards.

Texts arrive already translated, so a card is drawn once per face, text and
size and then reused every frame.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.i18n import signed
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


def _blank(size, face, unit: int = 0) -> pygame.Surface:
    """A card's face; its corners and edge follow `unit` (default: its width)."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    unit = unit or size[0]
    radius = max(3, unit // 10)
    pygame.draw.rect(image, face, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, EDGE, image.get_rect(), max(1, unit // 40), border_radius=radius)
    return image


def _draw_shape(image: pygame.Surface, rows, area: pygame.Rect, style_of) -> pygame.Rect:
    """The shape as large as fits `area`, centred; style_of(label) gives each cell's look.
    Returns the box of its cells."""
    cell = max(2, min(area.w // len(rows[0]), area.h // len(rows), area.w // 3))
    x0 = area.centerx - len(rows[0]) * cell // 2
    y0 = area.centery - len(rows) * cell // 2
    for r, c, label in shape_cells(rows):
        palette.draw_style(image, (x0 + c * cell, y0 + r * cell, cell, cell), style_of(label))
    return pygame.Rect(x0, y0, len(rows[0]) * cell, len(rows) * cell)


def _text(image: pygame.Surface, text: str, size: int, colour, width: int | None = None, most_lines: int = 2,
          **anchor) -> pygame.Rect:
    """Card text at most `width` wide (default: the card's), centred, placed by
    `anchor` (see _block). Returns where it went."""
    block = _block(text, size, colour, width or int(image.get_width() * 0.92), most_lines)
    rect = block.get_rect(**anchor)
    image.blit(block, rect)
    return rect


def _block(text: str, size: int, colour, width: int, most_lines: int = 2, centred: bool = True) -> pygame.Surface:
    return _sized_block(text, size, colour, width, most_lines, centred)[0]


def _sized_block(text: str, size: int, colour, width: int, most_lines: int = 2,
                 centred: bool = True) -> tuple[pygame.Surface, float]:
    """`text` at most `width` wide: too long, it takes up to `most_lines` lines (a
    word may break after its hyphen), at a smaller size only if even that spills,
    and shrunk as a picture only past half its size: long translations never
    leave the card. Also returns the text size it was shown at."""
    lines, size = card_lines(text, size, width, most_lines)
    rendered = [ui.render(line, size, colour) for line in lines]
    block = pygame.Surface((max(r.get_width() for r in rendered), sum(r.get_height() for r in rendered)),
                           pygame.SRCALPHA)
    y = 0
    for r in rendered:
        block.blit(r, ((block.get_width() - r.get_width()) // 2 if centred else 0, y))
        y += r.get_height()
    if block.get_width() > width:
        scale = width / block.get_width()
        return pygame.transform.smoothscale_by(block, scale), size * scale
    return block, size


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
    if lines and lines[-1].endswith("-"):  # the last line goes on a word broken at its hyphen
        return lines + [line]
    return ui.without_orphan(lines + [line], size, width, keep=1)  # a card's '+1' goes with its words


def _cell_style(label: str) -> palette.Style:
    return SHAPE_STYLE if label == FITS_CELL else palette.BITS_STYLES[label]


def _card_text_px(surface: pygame.Surface | None = None) -> int:
    """Card text never goes below readable on the screen, a little above other text's floor
    (that of `surface`, the window the card is shown on; None: the smallest window's): it is
    the smallest and the most read."""
    return ui.min_text_px(surface) + 1


def piece_card(rows: tuple[str, ...], height: int, title: str, start: bool = False,
               surface: pygame.Surface | None = None) -> pygame.Surface:
    """A start or build card for the window `surface`: the piece in its printed orientation
    and a title line."""
    return _piece_card(rows, height, title, start, _card_text_px(surface))


@lru_cache(maxsize=128)
def _piece_card(rows: tuple[str, ...], height: int, title: str, start: bool, min_text: int) -> pygame.Surface:
    size = card_size(height)
    w, h = size
    image = _blank(size, FACE_START if start else FACE)
    title_rect = _text(image, title, max(min_text, h // 9), INK, midtop=(w // 2, h // 16))
    top = max(h // 4, title_rect.bottom + h // 32)  # under a title of two lines (a large text size)
    _draw_shape(image, rows, pygame.Rect(w // 8, top, w * 3 // 4, h // 4 + h * 2 // 3 - top), _cell_style)
    return image.convert_alpha()


def piece_strip(rows: tuple[str, ...], width: int, height: int, title: str, text_px: int) -> pygame.Surface:
    """The build card as a strip `width` wide and about `height` high (higher if its
    words need it), its title beside the piece: for a column that must leave its
    room to task cards."""
    return _piece_strip(rows, width, height, title, max(text_px, _card_text_px()))


@lru_cache(maxsize=64)
def _piece_strip(rows: tuple[str, ...], width: int, height: int, title: str, size: int) -> pygame.Surface:
    pad = max(3, size // 5)
    cell = min(max(height - 2 * pad, ui.font(size).get_linesize()) // len(rows), width // 2 // len(rows[0]))
    piece_w = cell * len(rows[0])
    words = _block(title, size, INK, width - piece_w - 3 * pad, centred=False)
    image = _blank((width, max(words.get_height(), cell * len(rows)) + 2 * pad), FACE, 2 * size)
    h = image.get_height()
    image.blit(words, words.get_rect(midleft=(pad, h // 2)))
    _draw_shape(image, rows, pygame.Rect(width - pad - piece_w, pad, piece_w, h - 2 * pad), _cell_style)
    return image.convert_alpha()


SHAPE_SHARE = 0.3  # of a task card's width, on its left; the words take the rest


class TaskCardPicture(NamedTuple):
    image: pygame.Surface
    shape: pygame.Rect  # the box of the shape's cells on the card
    cell: int           # a cell's side
    text_px: float      # the size of its smallest words


def task_card(shape: tuple[str, ...], colour: str | None, points: int, deck_text: str, colour_text: str,
              note: str, width: int, text_px: int = 0) -> TaskCardPicture:
    """A BITS task card, `width` wide and as high as its words need: on the left
    the shape in the card's colour (with that colour's pattern); beside it the
    deck and the points, the colour, and a note (other 4-areas on deck 1), at
    `text_px` but never under the card text floor. The shape stands beside the
    words rather than above them, so long words in a small window take lines,
    not the shape's room."""
    return _task_card(shape, colour, points, deck_text, colour_text, note, width, max(text_px, _card_text_px()))


@lru_cache(maxsize=64)
def _task_card(shape: tuple[str, ...], colour: str | None, points: int, deck_text: str, colour_text: str,
               note: str, width: int, size: int) -> TaskCardPicture:
    pad = max(3, size // 5)
    shape_w = int(width * SHAPE_SHARE)
    words_x = pad + shape_w + pad
    words_w = width - words_x - pad
    score = _block(signed(points), size + 2, GAIN if points > 0 else LOSS, words_w)
    words = [_sized_block(deck_text, size, INK, words_w - score.get_width() - pad, most_lines=1, centred=False),
             _sized_block(colour_text, size, INK, words_w, centred=False)]
    if note:
        words.append(_sized_block(note, size, INK, words_w, most_lines=3, centred=False))
    (deck, __), *blocks = words
    first = max(score.get_height(), deck.get_height())
    height = first + sum(block.get_height() for block, __ in blocks) + 2 * pad
    image = _blank((width, height), FACE, 2 * size)
    image.blit(deck, deck.get_rect(midleft=(words_x, pad + first // 2)))
    image.blit(score, score.get_rect(midright=(width - pad, pad + first // 2)))
    y = pad + first
    for block, __ in blocks:
        image.blit(block, (words_x, y))
        y += block.get_height()
    style = palette.BITS_STYLES[colour] if colour else ANY_COLOUR
    cells = _draw_shape(image, shape, pygame.Rect(pad, pad, shape_w, height - 2 * pad), lambda _: style)
    return TaskCardPicture(image.convert_alpha(), cells, cells.w // len(shape[0]),
                           min(shown for __, shown in words))


@lru_cache(maxsize=256)
def shape_mark(rows: tuple[str, ...], cell: int) -> pygame.Surface:
    """A card's shape alone, small and in the card's own look (FITS grey, BITS colours
    with their patterns): a card remembered at the table, not held."""
    image = pygame.Surface((len(rows[0]) * cell, len(rows) * cell), pygame.SRCALPHA)
    for r, c, label in shape_cells(rows):
        palette.draw_style(image, (c * cell, r * cell, cell, cell), _cell_style(label))
    return image
