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
from sprites.cell_outline import ALL_SIDES, draw_border

FITS_CELL = "#"
GHOST_ALPHA = 110
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


_SIDES = ((-1, 0), (1, 0), (0, -1), (0, 1))
_CORNERS = ((-1, -1), (-1, 1), (1, -1), (1, 1))


def _around(shape: set, r: int, c: int) -> frozenset:
    """What a cell's edges depend on: its neighbours in the piece (row, column steps),
    a diagonal one only where it closes an inner corner (both sides next to it in)."""
    sides = {(dr, dc) for dr, dc in _SIDES if (r + dr, c + dc) in shape}
    return frozenset(sides | {(dr, dc) for dr, dc in _CORNERS
                              if (dr, 0) in sides and (0, dc) in sides and (r + dr, c + dc) in shape})


@palette.kept_per_palette(maxsize=512)
def _cell_image(style: palette.Style, cell: int, around: frozenset, held: bool) -> pygame.Surface:
    """One cell of a piece whose neighbours in the piece are `around` ((row, column)
    steps): a faint groove towards the neighbours right and below, and the bevel,
    the rim (and the held outline) on the sides that are the piece's border."""
    image = pygame.Surface((cell, cell))
    palette.draw_style(image, (0, 0, cell, cell), style, rim=False)
    fill = palette.COLOURS[style.colour]
    if (0, 1) in around:
        image.fill(palette.shaded(fill, GROOVE), (cell - 1, 0, 1, cell))
    if (1, 0) in around:
        image.fill(palette.shaded(fill, GROOVE), (0, cell - 1, cell, 1))
    group = around | {(0, 0)}

    def border(width, colour, sides=ALL_SIDES):
        draw_border(image, ((0, 0),), lambda r, c: pygame.Rect(c * cell, r * cell, cell, cell), width, colour,
                    sides, group)

    border(bevel_width(cell), palette.shaded(fill, LIT), ("top", "left"))
    border(bevel_width(cell), palette.shaded(fill, IN_SHADE), ("bottom", "right"))
    border(max(1, round(cell / 18)), palette.PIECE_RIM)
    if held:
        border(max(2, cell // 12), palette.HELD_OUTLINE)
    return image


def _draw_cells(image: pygame.Surface, rows: tuple[str, ...], cell: int, seat: int, held: bool):
    cells = shape_cells(rows)
    shape = {(r, c) for r, c, _ in cells}
    image.fblits([(_cell_image(label_style(label, seat), cell, _around(shape, r, c), held), (c * cell, r * cell))
                  for r, c, label in cells])


@lru_cache(maxsize=16)
def _shadow_square(cell: int) -> pygame.Surface:
    image = pygame.Surface((cell, cell), pygame.SRCALPHA)
    image.fill((0, 0, 0, SHADOW_ALPHA))
    return image


def _draw_shadow(image: pygame.Surface, rows: tuple[str, ...], cell: int, offset: int):
    """The shape moved `offset` down and right, deeper along the piece's edge (twice over), lighter further out."""
    square = _shadow_square(cell)
    for shift in (offset, offset // 2):
        image.fblits([(square, (c * cell + shift, r * cell + shift)) for r, c, _ in shape_cells(rows)])


def _surface(rows: tuple[str, ...], cell: int, margin: int = 0) -> pygame.Surface:
    return pygame.Surface((len(rows[0]) * cell + margin, len(rows) * cell + margin), pygame.SRCALPHA)


@palette.kept_per_palette(maxsize=96)
def piece_image(rows: tuple[str, ...], cell: int, seat: int) -> pygame.Surface:
    """The piece lying: its cells in their colours and symbols, grooved faintly where
    two of them meet, with a bevel and a dark rim round the whole shape."""
    image = _surface(rows, cell)
    _draw_cells(image, rows, cell, seat, False)
    return image


@lru_cache(maxsize=96)
def shadow_image(rows: tuple[str, ...], cell: int, offset: int) -> pygame.Surface:
    """A lying piece's shadow, `offset` pixels off, to be blitted at the piece's top-left corner."""
    image = _surface(rows, cell, offset)
    _draw_shadow(image, rows, cell, offset)
    return image


@palette.kept_per_palette(maxsize=96)  # room for every card's piece of four seats, made ahead
def moving_image(rows: tuple[str, ...], cell: int, seat: int, held: bool, shadow: int) -> pygame.Surface:
    """A piece sliding down or in the hand (held: with a light outline round it too),
    with its shadow `shadow` pixels off, as one picture: it is drawn every frame.
    Blitted at the piece's top-left corner."""
    image = _surface(rows, cell, shadow)
    _draw_shadow(image, rows, cell, shadow)
    _draw_cells(image, rows, cell, seat, held)
    return image


def lying_flat(rows: tuple[str, ...]) -> tuple[str, ...]:
    """The shape no taller than wide, as a piece put down beside a board lies (read down its columns)."""
    return rows if len(rows) <= len(rows[0]) else tuple("".join(column) for column in zip(*rows))


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


@palette.kept_per_palette(maxsize=256)
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
