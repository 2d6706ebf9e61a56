"""Typing a name with a gamepad alone: an on-screen keyboard over the setup screen.

The D-pad or stick walks its keys by rows and columns, A types the focused key, B
deletes a letter, Start (or the Done key) ends; a keyboard and the mouse work on it
too. A letter after a space or at the start is a capital, the others small, so a pad
never needs a shift key for 'Anna' or 'Jan Piet'.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.shell.input import pad_id
from game.shell.scene_stack import Scene
from sprites import menu_widgets, palette, ui

# The letters in rows of ten (the languages' own letters last), digits, then the few signs names have.
ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZÄÖÜß", "ÉÈÊËÀÂÇÏÎÔ", "1234567890", "-'.&")
KEY_W, KEY_H, KEY_GAP = 74, 62, 8  # design pixels
WIDE = 3  # the Space, Delete and Done keys span this many letter keys


class NameKeyboardScene(Scene):
    transparent = True  # the setup screen stays in view, dimmed
    at_rest = True  # changes only on input

    def __init__(self, app, field: menu_widgets.TextField, done: Callable[[], None]):
        """field: the text being typed (already started); done(): called as the keyboard closes."""
        super().__init__(app)
        self.field = field
        self._done = done
        self.letters = [[menu_widgets.MenuItem(ch, on_activate=lambda ch=ch: self.type(ch)) for ch in row] for row in ROWS]
        self.space = menu_widgets.MenuItem(_("Space"), on_activate=lambda: self.type(" "))
        self.delete = menu_widgets.MenuItem(_("Delete"), on_activate=self.delete_letter)
        self.finish = menu_widgets.MenuItem(_("Done"), on_activate=self.close)
        items = [item for row in self.letters for item in row] + [self.space, self.delete, self.finish]
        self.menu = menu_widgets.MenuList(items, play=app.audio.play, grid=True)

    def type(self, ch: str):
        text = self.field.text
        if len(text) >= self.field.max_length:
            return
        capital = not text or text[-1] in " -"
        self.field.text = text + (ch if ch == "ß" else ch.upper() if capital else ch.lower())

    def delete_letter(self):
        self.field.text = self.field.text[:-1]

    def close(self):
        self.app.stack.pop()

    def on_exit(self):
        self._done()

    def handle_event(self, event) -> bool:
        # A keyboard types as on the setup screen: its Enter and Esc end typing.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.close()
            return True
        if self.field.handle_event(event):
            return True
        return self.menu.handle_event(event)

    def update(self, dt):
        inp = self.app.input
        pads = [device for device in inp.devices() if pad_id(device) is not None]
        if any(inp.device_pressed(pad, "pause") for pad in pads):
            self.close()
        elif any(inp.device_pressed(pad, "skip") for pad in pads):
            self.delete_letter()
        else:
            self.menu.update(inp)

    def draw(self, surface):
        ui.draw_veil(surface)
        w, h = surface.get_size()

        def p(design):
            return ui.px(surface, design)

        columns = max(len(row) for row in ROWS)
        grid_w = columns * p(KEY_W) + (columns - 1) * p(KEY_GAP)
        rows = len(ROWS) + 1
        panel = pygame.Rect(0, 0, grid_w + p(60), rows * p(KEY_H + KEY_GAP) + p(190))
        panel.center = (w // 2, h // 2)
        ui.draw_panel(surface, panel, highlight=True)
        left, top = panel.x + p(30), panel.y + p(24)
        field = pygame.Rect(left, top, grid_w, p(70))
        pygame.draw.rect(surface, palette.BACKGROUND, field, border_radius=p(10))
        ui.draw_text(surface, self.field.text + "_", ui.BODY, palette.TEXT, (field.x + p(16), field.centery),
                     "midleft", width=field.w - p(32))
        y = field.bottom + p(20)
        for row in self.letters:
            for i, item in enumerate(row):
                item.rect = pygame.Rect(left + i * p(KEY_W + KEY_GAP), y, p(KEY_W), p(KEY_H))
            y += p(KEY_H + KEY_GAP)
        wide = WIDE * p(KEY_W) + (WIDE - 1) * p(KEY_GAP)
        for i, item in enumerate((self.space, self.delete, self.finish)):
            item.rect = pygame.Rect(left + i * (wide + p(KEY_GAP)), y, wide, p(KEY_H))
        self.finish.rect.right = left + grid_w
        self.menu.draw_items(surface, ui.SMALL)
        ui.draw_text(surface, _("D-pad: choose a key  ·  A: type it  ·  B: delete a letter  ·  Start: done"),
                     ui.SMALL, palette.TEXT_DIM, (w // 2, panel.bottom - p(20)), "midbottom", width=grid_w)
