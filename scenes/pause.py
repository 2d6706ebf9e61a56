"""The pause overlay over a game: resume, rules, restart, quit to title.

Transparent: the game stays visible, dimmed, underneath. A scene may pass a
`message` (a pad was unplugged) to show above the choices.
"""
from __future__ import annotations

import pygame

from game.scene_stack import Scene
from game.i18n import _
from sprites import palette, ui


class PauseScene(Scene):
    transparent = True

    def __init__(self, app, on_restart=None, game_id: str | None = None, message: str | None = None):
        """on_restart: called after the pause closes, to start the same game over
        (omit it and Restart is not offered); game_id: offers that game's rules."""
        super().__init__(app)
        self.message = message
        self._on_restart = on_restart
        items = [ui.MenuItem(_("Resume"), app.stack.pop)]
        if game_id:
            items.append(ui.MenuItem(_("Rules"), lambda: app.stack.push("rules", game_id)))
        if on_restart:
            items.append(ui.MenuItem(_("Restart"), self.restart))
        items.append(ui.MenuItem(_("Quit to title"), self.quit_to_title))
        self.menu = ui.MenuList(items, play=app.audio.play)

    def restart(self):
        self.app.stack.pop()
        self._on_restart()  # queued after the pop: the game below is replaced, not this overlay

    def quit_to_title(self):
        self.app.stack.clear_to("title")

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back") or inp.menu_pressed("pause"):
            self.app.stack.pop()
        else:
            self.menu.update(inp)

    def draw(self, surface):
        ui.draw_veil(surface)
        w, h = surface.get_size()
        menu_h = self.menu.height(surface)
        pad = ui.px(surface, 36)
        heading_h = ui.px(surface, 70)
        message_lines = ui.wrap(self.message, ui.text_size(surface, ui.BODY), ui.px(surface, 520)) \
            if self.message else []
        line_h = ui.font(ui.text_size(surface, ui.BODY)).get_linesize()
        message_h = len(message_lines) * line_h + (ui.px(surface, 16) if message_lines else 0)
        panel = pygame.Rect(0, 0, ui.px(surface, 600), pad * 2 + heading_h + message_h + menu_h)
        panel.center = (w // 2, h // 2)
        ui.draw_panel(surface, panel, highlight=True)
        ui.draw_text(surface, _("Paused"), ui.HEADING, palette.TEXT, (w // 2, panel.y + pad), "midtop",
                     width=panel.w - 2 * pad, box=panel)
        y = panel.y + pad + heading_h
        for line in message_lines:
            ui.draw_text(surface, line, ui.BODY, palette.WARNING, (w // 2, y), "midtop", box=panel)
            y += line_h
        y += ui.px(surface, 16) if message_lines else 0
        menu_w = ui.px(surface, 460)
        self.menu.draw(surface, pygame.Rect((w - menu_w) // 2, y, menu_w, menu_h))
