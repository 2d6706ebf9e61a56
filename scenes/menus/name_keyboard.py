"""Typing with a gamepad alone: an on-screen keyboard over the screen that asked
(scenes/shared/text_entry.py starts it).

The D-pad or stick walks its keys by rows and columns (the arrow keys too), A types the
focused key, X deletes a letter, B leaves (keeping what was typed, as Esc does), Start or
the Done key ends (as Enter does); a keyboard and the mouse work on it too. A name's
keyboard writes a capital after a space or at the start and small letters after, so a pad
needs no shift key for 'Anna' or 'Jan Piet'; its Shift key turns the next letter the other
way. A code's keyboard (a challenge or board code) has the code's signs, and its Shift
key switches between capitals and small letters.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.shell.input import pad_id
from game.shell.input.bindings import PAD
from game.shell.input.key_names import PAD_MOVE, key_name, named
from game.shell.scene_stack import Scene
from scenes.shared.device_text import reader_pad
from scenes.shared.text_entry import CODE, NAME
from sprites import menu_widgets, palette, ui

# The letters in rows of ten (the languages' own letters last), digits, then the few signs names have;
# a code's: the letters, digits and signs of URL-safe base 64 and of the codes' prefixes.
ROWS = {NAME: ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZÄÖÜß", "ÉÈÊËÀÂÇÏÎÔ", "1234567890", "-'.&"),
        CODE: ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-_:", "1234567890")}
KEY_W, KEY_H, KEY_GAP = 74, 62, 8  # design pixels
WIDE = 3  # the Shift, Space, Delete and Done keys span this many letter keys (Space: a name's only)
ARROW_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


class NameKeyboardScene(Scene):
    transparent = True  # the screen that asked stays in view, dimmed
    at_rest = True  # changes only on input

    def __init__(self, app, field: menu_widgets.TextField, done: Callable[[bool], None], keys: str = NAME):
        """field: the text being typed (already started); done(confirmed): called as the keyboard
        closes, confirmed when it was ended (Start, Done, Enter) rather than left (B, Esc)."""
        super().__init__(app)
        self.field = field
        self.keys = keys
        self._done = done
        self.confirmed = False
        self.shift = keys == CODE  # a code: capitals until Shift; a name: Shift turns the next letter
        self.letters = [[menu_widgets.MenuItem(lambda ch=ch: self.shown(ch), on_activate=lambda ch=ch: self.type(ch))
                         for ch in row] for row in ROWS[keys]]
        self.shift_item = menu_widgets.MenuItem(_("Shift"), on_activate=self.toggle_shift)
        self.space = menu_widgets.MenuItem(_("Space"), on_activate=lambda: self.type(" "))
        self.delete = menu_widgets.MenuItem(_("Delete"), on_activate=self.delete_letter)
        self.finish = menu_widgets.MenuItem(_("Done"), on_activate=lambda: self.close(True))
        self.wide = [self.shift_item, *([self.space] if keys == NAME else []), self.delete, self.finish]
        items = [item for row in self.letters for item in row] + self.wide
        self.menu = menu_widgets.MenuList(items, play=app.audio.play, grid=True)

    def capital(self) -> bool:
        """The next letter a capital."""
        if self.keys == CODE:
            return self.shift
        text = self.field.text
        return (not text or text[-1] in " -") != self.shift

    def shown(self, ch: str) -> str:
        """A key's label: its letter as it would be typed now."""
        return ch if ch == "ß" else ch.upper() if self.capital() else ch.lower()

    def type(self, ch: str):
        if len(self.field.text) >= self.field.max_length:
            return
        self.field.text += self.shown(ch)
        if self.keys == NAME:
            self.shift = False  # a name's Shift turns one letter

    def toggle_shift(self):
        self.shift = not self.shift

    def delete_letter(self):
        self.field.text = self.field.text[:-1]

    def close(self, confirmed: bool):
        self.confirmed = confirmed
        self.app.stack.pop()

    def on_exit(self):
        self._done(self.confirmed)

    def handle_event(self, event) -> bool:
        # A keyboard types as on the screen below: Enter ends, Esc leaves, the arrows walk the keys.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.close(event.key != pygame.K_ESCAPE)
            return True
        if event.type == pygame.KEYDOWN and event.key in ARROW_KEYS:
            return False  # a menu move (the input map reads it)
        if self.field.handle_event(event):
            return True
        return self.menu.handle_event(event)

    def update(self, dt):
        inp = self.app.input
        pads = [device for device in inp.devices() if pad_id(device) is not None]
        if any(inp.device_pressed(pad, "pause") for pad in pads):
            self.close(True)
        elif any(inp.device_pressed(pad, "skip") for pad in pads):  # B
            self.close(False)
        elif any(inp.device_pressed(pad, "rotate") for pad in pads):  # X
            self.delete_letter()
        else:
            self.menu.update(inp)

    def draw(self, surface):
        ui.draw_veil(surface)
        w, h = surface.get_size()

        def p(design):
            return ui.px(surface, design)

        rows = ROWS[self.keys]
        columns = max(len(row) for row in rows)
        grid_w = columns * p(KEY_W) + (columns - 1) * p(KEY_GAP)
        panel = pygame.Rect(0, 0, grid_w + p(60), (len(rows) + 1) * p(KEY_H + KEY_GAP) + p(190))
        # Taller where the buttons' hint takes more lines than the design's two (a larger text size).
        panel.h += max(0, ui.paragraphs_height(surface, self._buttons_hint(), ui.MIN_SIZE, grid_w, spaced=False)
                       - (panel.h - p(10) - p(24 + 70 + 20 + KEY_H + 10) - len(rows) * p(KEY_H + KEY_GAP)))
        panel.center = (w // 2, h // 2)
        ui.draw_panel(surface, panel, highlight=True)
        left, top = panel.x + p(30), panel.y + p(24)
        field = pygame.Rect(left, top, grid_w, p(70))
        pygame.draw.rect(surface, palette.BACKGROUND, field, border_radius=p(10))
        ui.draw_text(surface, _tail(self.field.text + "_", ui.text_size(surface, ui.BODY), field.w - p(32)), ui.BODY,
                     palette.TEXT, (field.x + p(16), field.centery), "midleft", width=field.w - p(32))
        y = field.bottom + p(20)
        for row in self.letters:
            for i, item in enumerate(row):
                item.rect = pygame.Rect(left + i * p(KEY_W + KEY_GAP), y, p(KEY_W), p(KEY_H))
            y += p(KEY_H + KEY_GAP)
        gap = p(KEY_GAP)
        wide = (grid_w - (len(self.wide) - 1) * gap) // len(self.wide)
        for i, item in enumerate(self.wide):
            item.rect = pygame.Rect(left + i * (wide + gap), y, wide, p(KEY_H))
        self.menu.draw_items(surface, ui.SMALL)
        # The buttons' hint under the keys, in two lines where one would shrink it below the readable size.
        hint = pygame.Rect(left, y + p(KEY_H + 10), grid_w, panel.bottom - p(10) - (y + p(KEY_H + 10)))
        ui.draw_paragraphs(surface, self._buttons_hint(), ui.SMALL, palette.TEXT_DIM, hint)

    def _buttons_hint(self) -> str:
        """The keyboard's buttons as the reader's pad prints them and as they are bound (update()
        reads the same actions); a reader at the keyboard is told its keys."""
        pad = reader_pad(self.app)
        if pad is None:
            return _("Type on the keyboard  ·  {delete}: delete a letter  ·  {leave}: leave  ·  {done}: done",
                     delete=key_name(pygame.K_BACKSPACE), leave=key_name(pygame.K_ESCAPE),
                     done=key_name(pygame.K_RETURN))
        bindings = self.app.input.bindings

        def button(action: str) -> str:
            return bindings.names(PAD, action, bindings.family(pad))[0]
        return _("{moves}: choose a key  ·  {type}: type it  ·  {delete}: delete a letter  ·  {leave}: leave  ·  "
                 "{done}: done", moves=named("pad", PAD_MOVE), type=button("confirm"), delete=button("rotate"),
                 leave=button("skip"), done=button("pause"))


def _tail(text: str, size: int, width: int) -> str:
    """The end of `text` that fits `width` (a long code: the letters being typed stay in view)."""
    while len(text) > 1 and ui.text_width(text, size) > width:
        text = "…" + text[2:]
    return text
