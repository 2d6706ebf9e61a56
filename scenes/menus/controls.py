"""Settings → Controls: each device's actions, rebound by choosing one and
pressing the new key or button. A key another action or another device
already uses is refused with the reason; every change is saved at once
(settings.json); each device has its reset to the defaults. Esc is shown as
what it always is, back and pause: nobody can lock themselves out."""
from __future__ import annotations

import pygame

from game.i18n import _, join
from game.shell.input.bindings import (DEFAULTS, KEY, KINDS, MOUSE_BUTTON, PAD, PAD_BUTTON, TABLES, action_name,
                                 input_name, table_name)
from game.shell.input.key_names import MOUSE_BUTTONS, MOUSE_MOVE, PAD_MOVE, key_name, named
from game.shell.input.bindings import table_of
from game.shell.input.pads import DPAD, GENERIC
from game.shell.input.seats import MOUSE, pad_device
from scenes.shared.device_text import device_label, reader_says
from game.shell.scene_stack import MenuScene
from sprites import menu_widgets, palette, ui

ROW = 44  # design pixels of a row, and the gap under it
GAP = 8
COLUMN_WIDTH = 570
COLUMN_GAP = 20


class ControlsScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        # Opened with a pad: the gamepads' table first (a keyboard's player starts at the first zone).
        device = app.input.last_device
        self.table = PAD if device in app.input.devices() and table_of(device) == PAD else TABLES[0]
        self.family = app.input.bindings.family(device) if device else GENERIC
        self.waiting: str | None = None  # the action whose new input is awaited
        self.message: tuple[str, tuple] | None = None
        self.device_item = menu_widgets.MenuItem(lambda: _("Controls for: {device}",
                                                 device=table_name(self.table, self.bindings)),
                                       on_change=self.change_table)
        self.reset_item = menu_widgets.MenuItem(lambda: _("Reset to defaults"), self.reset)
        self.back_item = menu_widgets.MenuItem(lambda: _("Back"), app.stack.pop)
        self._build()

    @property
    def bindings(self):
        return self.app.input.bindings

    def _build(self):
        """The menu of the device shown: its actions, then what cannot be changed."""
        self.action_items = [menu_widgets.MenuItem(self._label(action), lambda action=action: self.start(action))
                             for action in DEFAULTS[self.table]]
        fixed = []
        if self.table == MOUSE:
            fixed.append(named("mouse", MOUSE_MOVE))
        elif self.table == PAD:
            fixed.append(named("pad", PAD_MOVE))
        self.fixed_items = [menu_widgets.MenuItem(lambda name=name: _("{action}: {keys}", action=action_name("move"),
                                                           keys=name), enabled=False) for name in fixed]
        self.fixed_items.append(menu_widgets.MenuItem(lambda: _("Back and pause: {key} (always)",
                                                      key=key_name(pygame.K_ESCAPE)), enabled=False))
        if self.table == PAD:  # a pad SDL cannot map reads raw numbers: its buttons may not be where named
            self.fixed_items += [menu_widgets.MenuItem(lambda device=device: _(
                "{device}: not known to SDL, its buttons read by number as on an Xbox pad",
                device=device_label(self.app, device)), enabled=False) for device in self._unmapped()]
        self.menu = menu_widgets.MenuList([self.device_item, *self.action_items, *self.fixed_items, self.reset_item,
                                 self.back_item], play=self.app.audio.play)

    def _unmapped(self) -> list[str]:
        return [pad_device(i) for i, pad in self.app.input.pads.items() if not pad.mapped]

    def _label(self, action: str):
        def label() -> str:
            if action == self.waiting:
                return _("{action}: press the new one", action=action_name(action))
            names = self.bindings.names(self.table, action, self.family)
            return _("{action}: {keys}", action=action_name(action), keys=join(names, style="or") if names else "—")
        return label

    # Choosing ---------------------------------------------------------------
    def change_table(self, step: int):
        self.table = TABLES[(TABLES.index(self.table) + step) % len(TABLES)]
        self.message = None
        self._build()

    def start(self, action: str):
        self.waiting = action
        self.message = (self._prompt(action), palette.ACCENT)

    def _prompt(self, action: str) -> str:
        if self.table == PAD:
            return _("Press the new button on a gamepad for ‘{action}’ (Esc: cancel).", action=action_name(action))
        if self.table == MOUSE:
            return _("Press the new key or mouse button for ‘{action}’ (Esc: cancel).", action=action_name(action))
        return _("Press the new key for ‘{action}’ (Esc: cancel).", action=action_name(action))

    def bind(self, source):
        action, self.waiting = self.waiting, None
        problem = self.bindings.bind(self.table, action, source)
        if problem:
            self.message = (problem, palette.WARNING)
            self.app.audio.play("refused")
            return
        self.app.set_bindings(self.bindings)
        self.message = (_("{action} is now {input}.", action=action_name(action), input=input_name(source, self.family)),
                        palette.TEXT)

    def reset(self):
        self.bindings.reset(self.table)
        self.app.set_bindings(self.bindings)
        self.message = (_("The defaults of {device} are back.", device=table_name(self.table, self.bindings)),
                        palette.TEXT)

    # Input ------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.waiting is None:
            return super().handle_event(event)
        source = self._source(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.waiting = None
            self.message = None
        elif source is not None and source[0] in KINDS[self.table]:
            self.bind(source)
        # While waiting, every press is for this screen: none moves the menu or reaches a seat.
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN,
                              pygame.MOUSEMOTION)

    def _source(self, event):
        if event.type == pygame.KEYDOWN:
            return KEY, event.key
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in MOUSE_BUTTONS:  # not the wheel's 4 and 5
            return MOUSE_BUTTON, event.button
        button = self.app.input.pad_press(event)
        if button is not None and button not in DPAD:  # the D-pad moves, always
            return PAD_BUTTON, button
        return None

    def update(self, dt):
        if self.waiting is None:
            super().update(dt)

    # Drawing ----------------------------------------------------------------
    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        top = ui.screen_title(surface, _("Controls"))
        width = ui.px(surface, 2 * COLUMN_WIDTH + COLUMN_GAP)
        left = (w - width) // 2
        column_w = ui.px(surface, COLUMN_WIDTH)
        # A pad SDL does not know is said across both columns: its long line keeps one line there.
        unmapped = self.fixed_items[len(self.fixed_items) - len(self._unmapped()):] if self.table == PAD else []
        listed = [item for item in self.action_items + self.fixed_items if item not in unmapped]
        rows = (len(listed) + 1) // 2
        # A larger text size takes the rows' spare height, then the gaps close up, then the message
        # is said in the hint's place, then the labels shrink toward the floor, before the buttons,
        # a two-line message and the hint would not fit the window.
        for design in range(ui.SMALL, ui.MIN_SIZE - 1, -1):
            line_h = ui.font(ui.text_size(surface, design)).get_linesize()
            message_h = max(2 * line_h, ui.notes_height(surface, [self.message], width, design) if self.message else 0)
            for in_hint in (False, True):
                room = (h if in_hint else ui.above_hint(surface)) - top - message_h - ui.px(surface, 30)
                row, heights, spare = self._rows(surface, listed, rows, unmapped, room, design)
                if spare >= 0:
                    break
            if spare >= 0 or ui.text_size(surface, design - 1) == ui.text_size(surface, design):
                break
        gap = min(ui.px(surface, GAP), ui.px(surface, 2) + max(0, spare) // (len(heights) + 2))
        self.device_item.rect = pygame.Rect(left, top, width, row)
        y = top + row + gap + ui.px(surface, 8)
        for index, item in enumerate(listed):
            column, line = divmod(index, rows)
            item.rect = pygame.Rect(left + column * (column_w + ui.px(surface, COLUMN_GAP)),
                                    y + sum(heights[:line]) + line * gap, column_w, heights[line])
        y += sum(heights[:rows]) + rows * gap
        for item, height in zip(unmapped, heights[rows:]):
            item.rect = pygame.Rect(left, y, width, height)
            y += height + gap
        bottom = y + ui.px(surface, 8)
        self.reset_item.rect = pygame.Rect(left, bottom, column_w, row)
        self.back_item.rect = pygame.Rect(left + column_w + ui.px(surface, COLUMN_GAP), bottom, column_w, row)
        self.menu.draw_items(surface, design)
        if self.message:
            ui.draw_notes(surface, [self.message], (w // 2, bottom + row + gap + ui.px(surface, 6)), width, design)
        if not (in_hint and self.message):
            ui.draw_hint(surface, _("Choose an action and confirm, then press its new key or button  ·  {back}: back",
                                    back=reader_says(self.app, "back")))

    @staticmethod
    def _rows(surface, listed, rows: int, unmapped: list, room: int, design: float) -> tuple[int, list[int], int]:
        """The rows' height, each line's (a label too long for its column, or across both, set in two
        lines) at the labels' `design` size, and the height left over in `room` (below 0: they do not
        fit even with rows as low as a line)."""
        size = ui.text_size(surface, design)
        line_h = ui.font(size).get_linesize()
        tall = 2 * line_h + ui.px(surface, 4)
        narrow = ui.px(surface, COLUMN_WIDTH) - ui.px(surface, 24)
        wide = ui.px(surface, 2 * COLUMN_WIDTH + COLUMN_GAP) - ui.px(surface, 24)
        two_lines = [any(ui.text_width(item.text, size) > narrow for item in listed[line::rows]) for line in range(rows)]
        two_lines += [ui.text_width(item.text, size) > wide for item in unmapped]
        least = line_h + ui.px(surface, 2)
        for row in range(max(least, min(ui.px(surface, ROW), room // (len(two_lines) + 2))), least - 1, -1):
            heights = [max(row, tall) if two else row for two in two_lines]
            spare = room - sum(heights) - 2 * row - (len(heights) + 2) * ui.px(surface, 2)
            if spare >= 0:
                break
        return row, heights, spare
