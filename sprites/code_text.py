"""A code a player copies by hand (a board's share code): its prefix, then groups of four
letters, in a monospace face at a readable size, wrapped to the width it is given. The
spaces between groups are for the eye: a code is read back with every space ignored."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.content.paths import MONO_FONT_FILE
from sprites import faces, ui
from sprites.text_audit import note_text

GROUP = 4  # letters per group: short enough to hold in mind while typing it


@lru_cache(maxsize=8)
def mono_font(size: int) -> pygame.font.Font:
    """The monospace face at pixel size `size`, as ui.font sizes the game's face."""
    return pygame.font.Font(faces.opened(MONO_FONT_FILE), max(4, round(size * ui.FACE_SCALE)))


def groups(code: str, prefix: str) -> list[str]:
    """`prefix` whole (where the code starts with it), then the rest in groups of GROUP letters."""
    head = prefix if code.startswith(prefix) else ""
    body = code[len(head):]
    return ([head] if head else []) + [body[i:i + GROUP] for i in range(0, len(body), GROUP)]


def code_lines(code: str, prefix: str, size: int, width: int) -> list[str]:
    """The groups, a space apart, in lines at most `width` wide at pixel size `size`."""
    letter = mono_font(size).size("M")[0]
    per_line = max(GROUP, width // max(1, letter))
    lines, line = [], ""
    for group in groups(code, prefix):
        candidate = f"{line} {group}" if line else group
        if line and len(candidate) > per_line:
            lines.append(line)
            line = group
        else:
            line = candidate
    return lines + [line]


def code_height(surface, code: str, prefix: str, design_size: float, width: int) -> int:
    size = ui.text_size(surface, design_size)
    return len(code_lines(code, prefix, size, width)) * mono_font(size).get_linesize()


def draw_code(surface, code: str, prefix: str, design_size: float, colour, rect: pygame.Rect) -> int:
    """The code from `rect`'s top, wrapped to its width; returns the bottom of its last line.
    Only whole lines are drawn: one the surface's clip would cut (a page scrolled) is left out."""
    size = ui.text_size(surface, design_size)
    face = mono_font(size)
    clip = surface.get_clip()
    y = rect.y
    for line in code_lines(code, prefix, size, rect.w):
        image = face.render(line, True, tuple(colour))
        if clip.top <= y and y + image.get_height() <= clip.bottom:
            note_text(surface, line, surface.blit(image, (rect.x, y)), rect)
        y += face.get_linesize()
    return y
