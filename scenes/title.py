"""The title screen: Play, High scores, Daily challenge, Settings, Rules, Quit."""
from __future__ import annotations

import pygame

from game.scene_stack import Scene
from game.i18n import _
from game.version import VERSION
from sprites import palette, ui

# A strip of cells under the title, one of each BITS colour and every player symbol.
_STRIP = [("bits", letter) for letter in palette.BITS_STYLES] + [("player", i) for i in range(4)]


class TitleScene(Scene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        push = app.stack.push
        self.menu = ui.MenuList([
            ui.MenuItem(lambda: _("Play"), lambda: push("game_choice", "play")),
            ui.MenuItem(lambda: _("High scores"), lambda: push("high_scores")),
            ui.MenuItem(lambda: _("Daily challenge"), lambda: push("daily_challenge")),
            ui.MenuItem(lambda: _("Settings"), lambda: push("settings")),
            ui.MenuItem(lambda: _("Rules"), lambda: push("game_choice", "rules")),
            ui.MenuItem(lambda: _("Quit"), app.quit),
        ], play=app.audio.play)

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        if self.app.input.menu_pressed("back"):
            self.menu.focus = len(self.menu.items) - 1  # Esc points at Quit rather than quitting
        else:
            self.menu.update(self.app.input)

    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        title = ui.draw_text(surface, _("Slide & Stack"), ui.TITLE, palette.TEXT,
                             (w // 2, ui.px(surface, 70)), "midtop")
        sub = ui.draw_text(surface, _("FITS  ·  BITS  ·  PILUS"), ui.BODY, palette.TEXT_DIM,
                           (w // 2, title.bottom + ui.px(surface, 10)), "midtop")
        strip_bottom = self._draw_strip(surface, sub.bottom + ui.px(surface, 24))
        notices_top = self._draw_notices(surface)
        ui.draw_centred_menu(surface, self.menu, strip_bottom + ui.px(surface, 20), notices_top, row_height=52,
                             gap=10)
        ui.draw_text(surface, _("Version {version}", version=VERSION), ui.SMALL, palette.TEXT_DIM,
                     (w - ui.px(surface, 16), ui.px(surface, 12)), "topright")
        ui.draw_hint(surface, _("Arrows, WASD or a gamepad to choose  ·  Enter, Space or A to select  ·  Esc to go back"))

    @staticmethod
    def _draw_strip(surface, y) -> int:
        size = ui.px(surface, 40)
        gap = ui.px(surface, 8)
        x = (surface.get_width() - len(_STRIP) * (size + gap) + gap) // 2
        for kind, key in _STRIP:
            rect = pygame.Rect(x, y, size, size)
            if kind == "bits":
                palette.draw_bits_cell(surface, rect, key)
            else:
                palette.draw_player_cell(surface, rect, key)
            x += size + gap
        return y + size

    def _draw_notices(self, surface) -> int:
        """Problems with the player's saved data, above the hint line; returns their top."""
        bottom = surface.get_height() - ui.px(surface, 50)
        width = surface.get_width() - ui.px(surface, 120)
        size = ui.text_size(surface, ui.SMALL)
        lines = [line for notice in self.app.notices for line in ui.wrap(notice, size, width)]
        line_h = ui.font(size).get_linesize()
        top = bottom - line_h * len(lines)
        for i, line in enumerate(lines):
            ui.draw_text(surface, line, ui.SMALL, palette.WARNING, (ui.px(surface, 60), top + i * line_h))
        return top
