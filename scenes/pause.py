"""The pause overlay over a game: resume, undo (practice), rules, restart,
quit to title, abandon the game (asked once).

Transparent: the game stays visible, dimmed, underneath. A scene may pass a
`message` (a pad was unplugged) to show above the choices. Quitting to the
title keeps the game for Continue; abandoning removes it.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.scene_stack import Scene
from sprites import palette, ui


class PauseScene(Scene):
    transparent = True

    def __init__(self, app, on_restart=None, game_id: str | None = None, message: str | None = None,
                 on_abandon=None, on_undo=None, controls: list[str] = ()):
        """on_restart: called after the pause closes, to start the same game over
        (omit it and Restart is not offered); game_id: offers that game's rules;
        on_abandon: called when the players confirm they give the game up (omit it
        and Abandon is not offered); on_undo: called after the pause closes, to take
        back the last move (a practice game); controls: lines on the players' own
        controls, shown under the choices."""
        super().__init__(app)
        self.message = message
        self.controls = list(controls)
        self._on_restart = on_restart
        self._on_abandon = on_abandon
        self._on_undo = on_undo
        items = [ui.MenuItem(_("Resume"), app.stack.pop)]
        if on_undo:
            items.append(ui.MenuItem(_("Undo the last move"), self.undo))
        if game_id:
            items.append(ui.MenuItem(_("Rules"), lambda: app.stack.push("rules", game_id)))
        if on_restart:
            items.append(ui.MenuItem(_("Restart"), self.restart))
        items.append(ui.MenuItem(_("Quit to title (continue later)"), self.quit_to_title))
        if on_abandon:
            items.append(ui.MenuItem(_("Abandon this game"), self.ask_abandon))
        self.choices = ui.MenuList(items, play=app.audio.play)
        self.question = ui.MenuList([ui.MenuItem(_("No, keep it"), self.keep),
                                     ui.MenuItem(_("Yes, abandon it"), self.abandon)], play=app.audio.play)
        self.menu = self.choices

    @property
    def asking(self) -> bool:
        return self.menu is self.question

    def restart(self):
        self.app.stack.pop()
        self._on_restart()  # queued after the pop: the game below is replaced, not this overlay

    def undo(self):
        self.app.stack.pop()
        self._on_undo()  # queued after the pop, as restart

    def quit_to_title(self):
        self.app.stack.clear_to("title")

    def ask_abandon(self):
        self.question.focus = 0  # 'No' first: a double press keeps the game
        self.menu = self.question

    def keep(self):
        self.menu = self.choices

    def abandon(self):
        self._on_abandon()
        self.quit_to_title()

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        inp = self.app.input
        if self.asking and inp.menu_pressed("back"):
            self.keep()
        elif inp.menu_pressed("back") or inp.menu_pressed("pause"):
            self.app.stack.pop()
        else:
            self.menu.update(inp)

    def draw(self, surface):
        ui.draw_veil(surface)
        w, h = surface.get_size()
        menu_h = self.menu.height(surface)
        pad = ui.px(surface, 36)
        heading_h = ui.px(surface, 70)
        text = _("Abandon this game? It will not be offered to continue.") if self.asking else self.message
        message_lines = ui.wrap(text, ui.text_size(surface, ui.BODY), ui.px(surface, 520)) if text else []
        line_h = ui.font(ui.text_size(surface, ui.BODY)).get_linesize()
        message_h = len(message_lines) * line_h + (ui.px(surface, 16) if message_lines else 0)
        small = ui.text_size(surface, ui.SMALL - 2)
        controls_h = len(self.controls) * ui.font(small).get_linesize() + (pad // 2 if self.controls else 0)
        panel = pygame.Rect(0, 0, ui.px(surface, 600), pad * 2 + heading_h + message_h + menu_h + controls_h)
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
        y += menu_h + pad // 2
        for line in self.controls:
            size = ui.fit_text(surface, line, ui.SMALL - 2, panel.w - 2 * pad)
            y = ui.draw_text(surface, line, size, palette.TEXT_DIM, (w // 2, y), "midtop").bottom
