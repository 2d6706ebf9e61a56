"""The coach's marks on a board: the move played and the master's, told apart by
colour and by look alike (colour-blind safe). The played piece lies see-through in
its own look inside a plain white outline; the master's is see-through too but
striped across, inside a sky-blue outline twice as thick, and each carries a word on a tag
('You', 'Master', 'Hint') in its outline's colour."""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import palette, text_audit, ui
from sprites.cell_outline import draw_border
from sprites.piece import piece_image, shape_cells

MASTER = (86, 180, 233)  # Okabe-Ito sky blue: apart from every seat's colour
PLAYED = (250, 250, 250)
PLAYED_ALPHA = 120
MASTER_ALPHA = 150
TAG_SIZE = ui.SMALL - 6  # design size of a mark's word


@lru_cache(maxsize=128)
def played_mark(rows: tuple[str, ...], cell: int, seat: int) -> pygame.Surface:
    """The piece as played: see-through, in a plain white outline."""
    image = pygame.Surface((len(rows[0]) * cell, len(rows) * cell), pygame.SRCALPHA)
    fill = piece_image(rows, cell, seat).copy()
    fill.set_alpha(PLAYED_ALPHA)
    image.blit(fill, (0, 0))
    _outline(image, rows, cell, max(2, cell // 12), PLAYED)
    return image


@lru_cache(maxsize=128)
def master_mark(rows: tuple[str, ...], cell: int, seat: int) -> pygame.Surface:
    """The master's piece: see-through in its own look (a BITS domino keeps its colours
    the right way round), striped across, in a thick sky-blue outline."""
    image = pygame.Surface((len(rows[0]) * cell, len(rows) * cell), pygame.SRCALPHA)
    fill = piece_image(rows, cell, seat).copy()
    fill.set_alpha(MASTER_ALPHA)
    image.blit(fill, (0, 0))
    step = max(5, cell // 3)
    for r, c, __ in shape_cells(rows):
        square = pygame.Rect(c * cell, r * cell, cell, cell)
        image.set_clip(square)
        for offset in range(-cell, cell, step):  # stripes rising to the right, clipped to the cell
            pygame.draw.line(image, MASTER, (square.x + offset, square.bottom), (square.x + offset + cell, square.y),
                             max(2, cell // 12))
        image.set_clip(None)
    _outline(image, rows, cell, max(3, cell // 6), MASTER)
    return image


def _outline(image, rows, cell: int, width: int, colour):
    cells = {(r, c) for r, c, __ in shape_cells(rows)}
    draw_border(image, cells, lambda r, c: pygame.Rect(c * cell, r * cell, cell, cell), width, colour)


def draw_tag(surface, text: str, colour, anchor_rect: pygame.Rect, box: pygame.Rect, above: bool = True) -> pygame.Rect:
    """A mark's word on a small tag of its colour, over (or under) the mark, kept inside `box`;
    words wider than the box take two lines or more (a narrow board in a window forced small)."""
    size = ui.text_size(surface, TAG_SIZE)
    pad = ui.px(surface, 10)
    lines = ui.wrap(text, size, box.w - pad) if ui.text_width(text, size) > box.w - pad else [text]
    images = [ui.render(line, size, palette.TEXT_DARK) for line in lines]
    tag = pygame.Rect(0, 0, max(image.get_width() for image in images),
                      sum(image.get_height() for image in images)).inflate(pad, ui.px(surface, 2))
    if above:
        tag.midbottom = (anchor_rect.centerx, anchor_rect.y - ui.px(surface, 2))
    else:
        tag.midtop = (anchor_rect.centerx, anchor_rect.bottom + ui.px(surface, 2))
    tag.clamp_ip(box)
    pygame.draw.rect(surface, colour, tag, border_radius=ui.px(surface, 4))
    y = tag.y + ui.px(surface, 1)
    for line, image in zip(lines, images):
        text_audit.note_text(surface, line, surface.blit(image, image.get_rect(midtop=(tag.centerx, y))), box)
        y += image.get_height()
    return tag


def draw_master_frame(surface, rect: pygame.Rect):
    """The master's place for a square thing (a PILUS tile): stripes across it and a thick sky-blue frame."""
    cell = rect.w // 2
    stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
    for offset in range(-rect.h, rect.w, max(8, cell // 2)):  # sparse: the tile's colours show between them
        pygame.draw.line(stripes, (*MASTER, 150), (offset, rect.h), (offset + rect.h, 0), max(2, cell // 20))
    surface.blit(stripes, rect)
    pygame.draw.rect(surface, MASTER, rect, max(3, cell // 9))


def draw_spot(surface, rect: pygame.Rect, colour=MASTER):
    """A cell for a pawn (the master's sky blue, or the player's white): a disc in a dark
    ring, readable on every tile colour."""
    radius = max(4, rect.w // 3)
    pygame.draw.circle(surface, (20, 20, 28), rect.center, radius + max(2, rect.w // 14))
    pygame.draw.circle(surface, colour, rect.center, radius)
