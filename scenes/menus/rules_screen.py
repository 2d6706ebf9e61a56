"""Pages of text: the rules of each game, and messages (a replay that cannot
be shown). Scroll with up/down, the mouse wheel or Page Up/Down."""
from __future__ import annotations

import pygame

from game.shell.scene_stack import Scene
from game.i18n import _
from game.message_keys import keyed
from scenes.shared.device_text import reader_pad, reader_says
from scenes.menus.rules_pages import page
from sprites import menu_widgets, page_layout, palette, ui

SCROLL_STEP = 48  # design pixels per up/down


class TextPageScene(Scene):
    """A heading and a scrollable body. Back pops it, or, with `then` (a scene
    name), starts over with that scene (a message shown before the title screen)."""
    at_rest = True  # a page: it changes only on input

    def __init__(self, app, heading: str, body: str | list, then=None):
        """body: text, or a list of blocks (see scenes.menus.rules_pages)."""
        super().__init__(app)
        self.heading = heading
        self.body = body
        self.then = then
        self.scroll = 0  # design pixels
        self._max_scroll = 0
        self._page: tuple[tuple, page_layout.PageLayout] | None = None  # (what it was laid out for, the page laid out)
        self.menu = menu_widgets.MenuList([menu_widgets.MenuItem(_("Back"), self.leave)], play=app.audio.play)

    def leave(self):
        if self.then:
            self.app.stack.clear_to(self.then)
        else:
            self.app.stack.pop()

    def scroll_by(self, design_pixels: float):
        self.scroll = min(max(0, self.scroll + design_pixels), self._max_scroll)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_by(SCROLL_STEP * 8 * (1 if event.key == pygame.K_PAGEDOWN else -1))
            return True
        return self.menu.handle_event(event)

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("down"):
            self.scroll_by(SCROLL_STEP)
        elif inp.menu_pressed("up"):
            self.scroll_by(-SCROLL_STEP)
        elif inp.menu_pressed("back") or inp.menu_pressed("confirm"):
            self.leave()

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, self.heading)
        w, h = surface.get_size()
        button_h = menu_widgets.row_px(surface, 64)  # grown with the text size, as the menu draws it
        # Lines longer than about 90 characters are hard to follow.
        panel_w = min(w - 2 * ui.px(surface, 60), ui.px(surface, 1100))
        panel = pygame.Rect((w - panel_w) // 2, top, panel_w, ui.above_hint(surface) - top - button_h - ui.px(surface, 40))
        ui.draw_panel(surface, panel)
        inner = panel.inflate(-ui.px(surface, 60), -ui.px(surface, 40))
        scroll_px = ui.px(surface, self.scroll) if self.scroll else 0
        blocks = (self.body,) if isinstance(self.body, str) else tuple(self.body)
        # Laid out once, not at every frame: the key names what the layout reads (the page, the text sizes
        # the surface draws at, the palette its pictures are drawn in, the width).
        key = (blocks, ui.layout_key(surface), ui.text_factor(surface), palette.current().name, inner.w)
        if self._page is None or self._page[0] != key:
            self._page = key, page_layout.layout_blocks(surface, blocks, ui.BODY, inner.w)
        page = self._page[1]
        page_layout.draw_blocks(surface, page, palette.TEXT, inner, scroll_px)
        full = page.height
        self._max_scroll = max(0, (full - inner.h) / ui.unit(surface))
        self._draw_scrollbar(surface, panel, inner.h, full, scroll_px)
        button_w = ui.px(surface, 280)
        self.menu.draw(surface, pygame.Rect((w - button_w) // 2, panel.bottom + ui.px(surface, 16), button_w,
                                            button_h))
        # The mouse wheel is a hand's on the mouse: a pad's reader is told of its own buttons only.
        back = reader_says(self.app, "back")
        ui.draw_hint(surface, _("Up and down to scroll  ·  {back} to go back", back=back) if reader_pad(self.app) else
                     _("Up and down, or the mouse wheel, to scroll  ·  {back} to go back", back=back))

    @staticmethod
    def _draw_scrollbar(surface, panel, visible, full, scroll_px):
        if full <= visible:
            return
        track = pygame.Rect(panel.right - ui.px(surface, 18), panel.y + ui.px(surface, 20), ui.px(surface, 6),
                            panel.h - ui.px(surface, 40))
        ui.draw_scrollbar(surface, track, visible, full, scroll_px)


class RulesScene(TextPageScene):
    def __init__(self, app, game_id: str):
        super().__init__(app, _("Rules of {game}", game=keyed(f"games.{game_id}.name")),
                         page(game_id, app.input.bindings))
