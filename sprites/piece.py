"""Pieces as pictures, drawn as the plastic pieces of the box: each piece is one
body with a dark rim round the whole shape, a bevel (lit on its top and left
edges, in shade on the others) and a shadow on the board, its cells only
faintly grooved, so two pieces of one colour side by side still read as two.

A label is what the engine stores in a cell: '#' for a FITS cell (drawn in
the seat's colour and symbol), a BITS colour letter, or 'N' for the neutral
domino. Every picture is made once per shape, size and seat, then reused:
the piece in the hand, sliding down and lying on the ramp is the same picture.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import palette
from sprites.cell_outline import draw_border

FITS_CELL = "#"
GHOST_ALPHA = 110
HELD_OUTLINE = (250, 250, 255)  # round the piece in the hand: it stands out from the pieces lying below
RIM = (20, 22, 30)
LIT, IN_SHADE, GROOVE = 1.45, 0.62, 0.8  # the bevel's and the grooves' shades of a cell's colour
SHADOW_ALPHA = 70  # twice over where the shadow is deepest, next to the piece


def label_style(label: str, seat: int) -> palette.Style:
    if label == FITS_CELL:
        return palette.PLAYER_STYLES[seat % len(palette.PLAYER_STYLES)]
    return palette.BITS_STYLES[label]


def shape_cells(rows) -> list[tuple[int, int, str]]:
    """(row, column, label) of every cell of a shape written as text rows."""
    return [(r, c, ch) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != "."]


def rows_of(cells: dict[tuple[int, int], str]) -> tuple[tuple[str, ...], int, int]:
    """The shape that `cells` ((row, column) -> label) cover, as text rows, and its top row and left column."""
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    height = max(r for r, _ in cells) - top + 1
    width = max(c for _, c in cells) - left + 1
    rows = tuple("".join(cells.get((top + r, left + c), ".") for c in range(width)) for r in range(height))
    return rows, top, left


def bevel_width(cell: int) -> int:
    return max(1, round(cell * 0.09))


def shadow_offset(cell: int) -> int:
    """How far down and right a lying piece's shadow falls."""
    return max(2, round(cell * 0.12))


@lru_cache(maxsize=512)
def piece_image(rows: tuple[str, ...], cell: int, seat: int, held: bool = False) -> pygame.Surface:
    """The piece: its cells in their colours and symbols, grooved faintly where two of
    them meet, with a bevel and a dark rim round the whole shape; held: with a light
    outline too (the piece in the player's hand)."""
    image = pygame.Surface((len(rows[0]) * cell, len(rows) * cell), pygame.SRCALPHA)
    cells = shape_cells(rows)
    shape = {(r, c) for r, c, _ in cells}

    def rect_of(r, c):
        return pygame.Rect(c * cell, r * cell, cell, cell)

    for r, c, label in cells:
        palette.draw_style(image, rect_of(r, c), label_style(label, seat), rim=False)
    bevel = bevel_width(cell)
    for label in {label for _, _, label in cells}:  # a BITS domino's halves have colours of their own
        fill = palette.COLOURS[label_style(label, seat).colour]
        own = [(r, c) for r, c, other in cells if other == label]
        for r, c in own:  # the groove: right and below, where the piece goes on
            rect = rect_of(r, c)
            if (r, c + 1) in shape:
                image.fill(palette.shaded(fill, GROOVE), (rect.right - 1, rect.y, 1, cell))
            if (r + 1, c) in shape:
                image.fill(palette.shaded(fill, GROOVE), (rect.x, rect.bottom - 1, cell, 1))
        draw_border(image, own, rect_of, bevel, palette.shaded(fill, LIT), ("top", "left"), group=shape)
        draw_border(image, own, rect_of, bevel, palette.shaded(fill, IN_SHADE), ("bottom", "right"), group=shape)
    draw_border(image, shape, rect_of, max(1, round(cell / 18)), RIM)
    if held:
        draw_border(image, shape, rect_of, max(2, cell // 12), HELD_OUTLINE)
    return image


@lru_cache(maxsize=512)
def shadow_image(rows: tuple[str, ...], cell: int, offset: int) -> pygame.Surface:
    """The piece's shadow, to be blitted at the piece's own top-left corner: the shape
    moved `offset` down and right, deeper along the piece's edge, lighter further out."""
    cells = shape_cells(rows)
    image = pygame.Surface((len(rows[0]) * cell + offset, len(rows) * cell + offset), pygame.SRCALPHA)
    for shift, alpha in ((offset, SHADOW_ALPHA), (offset // 2, 2 * SHADOW_ALPHA)):
        for r, c, _ in cells:
            image.fill((0, 0, 0, alpha), (c * cell + shift, r * cell + shift, cell, cell))
    return image


def draw_piece(surface: pygame.Surface, rows: tuple[str, ...], cell: int, seat: int, topleft, shadow: int = 0,
               held: bool = False):
    """The piece with its top-left at `topleft`, its shadow `shadow` pixels off (none at 0)."""
    if shadow:
        surface.blit(shadow_image(rows, cell, shadow), topleft)
    surface.blit(piece_image(rows, cell, seat, held), topleft)


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
    """Where the piece will land: the piece see-through, inside a bright outline."""
    w, h = len(rows[0]) * cell, len(rows) * cell
    fill = piece_image(rows, cell, seat).copy()
    fill.set_alpha(GHOST_ALPHA)
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    image.blit(fill, (0, 0))
    shape = {(r, c) for r, c, _ in shape_cells(rows)}
    draw_border(image, shape, lambda r, c: pygame.Rect(c * cell, r * cell, cell, cell), max(2, cell // 10),
                palette.ACCENT)
    return image
