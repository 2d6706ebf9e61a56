"""Pieces as pictures: one cell per label, a whole shape, and its ghost.

A label is what the engine stores in a cell: '#' for a FITS cell (drawn in
the seat's colour and symbol), a BITS colour letter, or 'N' for the neutral
domino. Every picture is made once per shape, size and seat, then reused.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import palette

FITS_CELL = "#"
GHOST_ALPHA = 110
OUTLINE = (250, 250, 255)


def draw_label_cell(surface: pygame.Surface, rect, label: str, seat: int):
    if label == FITS_CELL:
        palette.draw_player_cell(surface, rect, seat)
    else:
        palette.draw_bits_cell(surface, rect, label)


def shape_cells(rows) -> list[tuple[int, int, str]]:
    """(row, column, label) of every cell of a shape written as text rows."""
    return [(r, c, ch) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != "."]


@lru_cache(maxsize=512)
def piece_image(rows: tuple[str, ...], cell: int, seat: int, alpha: int = 255) -> pygame.Surface:
    """The shape in its cells, with a light outline round the whole piece so it
    stands out from the cells already on the board."""
    w, h = len(rows[0]) * cell, len(rows) * cell
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    for r, c, label in shape_cells(rows):
        draw_label_cell(image, (c * cell, r * cell, cell, cell), label, seat)
    _outline(image, rows, cell, OUTLINE, max(2, cell // 12))
    if alpha < 255:
        image.set_alpha(alpha)
    return image


@lru_cache(maxsize=64)
def shape_icon(rows: tuple[str, ...], cell: int, colour) -> pygame.Surface:
    """A small flat picture of a shape, for text that names a piece: plain cells
    with a dark seam, too small for the seat's symbols."""
    image = pygame.Surface((len(rows[0]) * cell, len(rows) * cell), pygame.SRCALPHA)
    for r, c, _ in shape_cells(rows):
        rect = pygame.Rect(c * cell, r * cell, cell, cell)
        image.fill((20, 20, 28), rect)
        image.fill(colour, rect.inflate(-2, -2))
    return image


@lru_cache(maxsize=256)
def ghost_image(rows: tuple[str, ...], cell: int, seat: int) -> pygame.Surface:
    """Where the piece will land: see-through cells inside a bright outline."""
    w, h = len(rows[0]) * cell, len(rows) * cell
    fill = pygame.Surface((w, h), pygame.SRCALPHA)
    for r, c, label in shape_cells(rows):
        draw_label_cell(fill, (c * cell, r * cell, cell, cell), label, seat)
    fill.set_alpha(GHOST_ALPHA)
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    image.blit(fill, (0, 0))
    _outline(image, rows, cell, palette.ACCENT, max(2, cell // 10))
    return image


def _outline(image: pygame.Surface, rows, cell: int, colour, width: int):
    """Draw the edges between a cell of the shape and a non-cell (the piece's border)."""
    cells = {(r, c) for r, c, _ in shape_cells(rows)}
    for r, c in cells:
        x, y = c * cell, r * cell
        if (r - 1, c) not in cells:
            image.fill(colour, (x, y, cell, width))
        if (r + 1, c) not in cells:
            image.fill(colour, (x, y + cell - width, cell, width))
        if (r, c - 1) not in cells:
            image.fill(colour, (x, y, width, cell))
        if (r, c + 1) not in cells:
            image.fill(colour, (x + cell - width, y, width, cell))
