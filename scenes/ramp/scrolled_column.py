"""A column of words that scrolls where it is taller than its room: a daily challenge's notes
beside the results' table at a large text size. Page Up and Page Down, the mouse wheel (but over
a menu's rows shown in part, whose own it is) and a pad's shoulder buttons move it a page or a
notch; a scroll bar beside it says that there is more, and where, and the hint line how (hint)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _
from game.shell.input.key_names import key_name, pad_button_name
from scenes.shared.device_text import reader_pad
from sprites import ui

SCROLL_STEP = 48  # design pixels a notch of the wheel, as a text page's
PAD_SCROLL = {"leftshoulder": -1, "rightshoulder": 1}  # up, down: buttons a menu leaves free
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


class ScrolledColumn:
    def __init__(self, app):
        self.app = app
        self.scroll = 0.0  # design pixels down
        self.max_scroll = 0.0  # learnt as it is drawn: 0 while it fits its room
        self.view = pygame.Rect(0, 0, 0, 0)  # its room when last drawn
        self.pointer: tuple[int, int] | None = None

    def scroll_by(self, design_pixels: float):
        self.scroll = min(max(0.0, self.scroll + design_pixels), self.max_scroll)

    def hint(self) -> str:
        """How the reader (scenes.shared.device_text.reader) scrolls the column, as their device
        prints it: 'LB and RB', 'L1 and R1'; Page Up and Page Down or the wheel. '' while it fits."""
        if not self.max_scroll:
            return ""
        pad = reader_pad(self.app)
        if pad is not None:  # the wheel is a hand's on the mouse: a pad's reader is told of its own buttons only
            up, down = (pad_button_name(button, self.app.input.bindings.family(pad)) for button in PAD_SCROLL)
            return _("{up} and {down} to scroll", up=up, down=down)
        up, down = (key_name(key) for key in PAGE_KEYS)
        return _("{up} and {down}, or the mouse wheel, to scroll", up=up, down=down)

    def _page(self) -> float:
        """A page down keeps the last line of the one before in sight."""
        return max(SCROLL_STEP, self.view.h / ui.unit(self.app.surface) - SCROLL_STEP)

    def handle_event(self, event, menu_rows: list[pygame.Rect]) -> bool:
        """True when the event moved the column (nothing does while it fits). menu_rows: where a
        menu's rows are shown, over which the wheel is the menu's."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = tuple(event.pos)
        if not self.max_scroll:
            return False
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.scroll_by(PAGE_KEYS[event.key] * self._page())
            return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            if self.pointer is not None and any(row.collidepoint(self.pointer) for row in menu_rows):
                return False
            self.scroll_by(-event.y * SCROLL_STEP)
            return True
        button = self.app.input.pad_press(event)
        if button in PAD_SCROLL:
            self.scroll_by(PAD_SCROLL[button] * self._page())
            return True
        return False

    def draw(self, surface, view: pygame.Rect, content: Callable[[int], int]) -> int:
        """content(top) draws the column from `top` and returns its bottom; here it is drawn inside
        `view`, scrolled, with a scroll bar where it is taller. Returns its bottom unscrolled."""
        self.view = view
        scroll_px = ui.px(surface, self.scroll) if self.scroll else 0
        clip = surface.get_clip()
        # A little wider than the column: only its height cuts lines (a line's anti-aliased edge stays).
        surface.set_clip(view.inflate(ui.px(surface, 20), 0).clip(clip))
        bottom = content(view.y - scroll_px) + scroll_px
        surface.set_clip(clip)
        full = bottom - view.y
        self.max_scroll = max(0.0, (full - view.h) / ui.unit(surface))
        self.scroll = min(self.scroll, self.max_scroll)
        if full > view.h:
            track = pygame.Rect(view.right + ui.px(surface, 24), view.y, ui.px(surface, 6), view.h)
            ui.draw_scrollbar(surface, track, view.h, full, min(scroll_px, full - view.h))
        return bottom
