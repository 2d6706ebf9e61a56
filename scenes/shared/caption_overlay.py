"""The sound captions (game.shell.captions) drawn over every screen, above its hint line:
each on a dark plate, the newest lowest, a layer of their own over the screen below."""
from __future__ import annotations

import pygame

from sprites import palette, ui
from sprites.text_audit import new_layer, note_text

ABOVE_HINT = 48  # design pixels from the bottom edge to the lowest caption


def draw_captions(app, surface: pygame.Surface):
    lines = app.captions.lines()
    if not lines:
        return
    new_layer()  # over whatever the screen drew there: a caption is read over it
    size = ui.text_size(surface, ui.SMALL)
    pad = ui.px(surface, 8)
    bottom = surface.get_height() - ui.px(surface, ABOVE_HINT)
    for line in reversed(lines):
        text = ui.elided(line, size, surface.get_width() - 4 * pad)
        image = ui.render(text, size, palette.TEXT)
        rect = image.get_rect(midbottom=(surface.get_width() // 2, bottom))
        plate = rect.inflate(2 * pad, pad)
        pygame.draw.rect(surface, palette.CAPTION_PLATE, plate, border_radius=pad)
        pygame.draw.rect(surface, palette.ACCENT, plate, max(1, pad // 4), border_radius=pad)
        note_text(surface, text, surface.blit(image, rect), plate)
        bottom = plate.top - pad // 2
