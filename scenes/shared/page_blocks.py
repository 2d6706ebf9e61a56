"""What a page of text and pictures (the rules pages, scenes.menus.rules_screen) is made of: a
paragraph (text; '# ' starts a heading) or a Picture."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame


@dataclass(frozen=True)
class Picture:
    """A drawing in a page: `height(width)` in pixels, `draw(surface, rect)`."""

    height: Callable[[int], int]
    draw: Callable[[pygame.Surface, pygame.Rect], None]


Block = str | Picture
