"""A page of blocks (scenes.shared.page_blocks) laid out once and drawn scrolled: the rules and the other text pages
(scenes.menus.rules_screen), which keep the layout between frames and draw only the blocks in sight."""
from typing import NamedTuple

import pygame

from sprites.ui import draw_lines, layout_paragraphs, text_size


class PageLayout(NamedTuple):
    """A page of blocks laid out for draw_blocks: each block with its height (a picture's with the gap under it)
    and a text's lines (layout_paragraphs; None for a picture)."""
    blocks: tuple[tuple[object, int, tuple | None], ...]
    gap: int  # under a picture
    height: int  # the whole page's


def layout_blocks(surface, blocks, design_size: float, width: int) -> PageLayout:
    """A page of blocks `width` wide: text (as draw_paragraphs) and pictures (objects with height(width) and
    draw(surface, rect)). The same on every surface of the same layout_key and text_factor."""
    gap = text_size(surface, design_size) // 2
    laid_out = []
    for block in blocks:
        if isinstance(block, str):
            lines = layout_paragraphs(surface, block, design_size, width)
            laid_out.append((block, sum(height for *_, height in lines), lines))
        else:
            laid_out.append((block, block.height(width) + gap, None))
    return PageLayout(tuple(laid_out), gap, sum(height for _, height, _ in laid_out))


def draw_blocks(surface, page: PageLayout, colour, rect: pygame.Rect, scroll: int):
    """A page laid out (layout_blocks) scrolled `scroll` pixels down inside `rect`: only the blocks in sight
    are drawn."""
    clip = surface.get_clip()
    y = rect.y - scroll
    for block, height, lines in page.blocks:
        if y >= rect.bottom:
            break
        if y + height > rect.y:
            if lines is not None:
                draw_lines(surface, lines, colour, pygame.Rect(rect.x, y, rect.w, height).clip(rect),
                            max(0, rect.y - y), False)
            else:
                surface.set_clip(rect.clip(clip))
                block.draw(surface, pygame.Rect(rect.x, y, rect.w, height - page.gap))
                surface.set_clip(clip)
        y += height
