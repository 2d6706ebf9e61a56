"""The pause overlay over a game: resume, undo (practice), rules, restart and
abandon the game (each asked once: the game so far is lost), quit to title.

Transparent: the game stays visible, dimmed, underneath. A scene may pass a
`message` (a pad was unplugged) to show above the choices, and the players'
controls, shown beside them (on a page of their own, behind a choice, where the
window has no room for them). Quitting to the title keeps the game for
Continue; abandoning removes it.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.shell.input import MOUSE
from game.shell.scene_stack import Scene
from sprites import menu_widgets, palette, ui


class PauseScene(Scene):
    transparent = True
    # A menu, and the game under it is still: only the top scene updates (game.shell.scene_stack),
    # so no piece slides on and no computer's decision is played until the pause closes.
    at_rest = True

    def __init__(self, app, on_restart=None, game_id: str | None = None, message: str | None = None,
                 on_abandon=None, on_undo=None, controls: list[str] = (), waiting_seat: int | None = None,
                 leave: str | None = None):
        """on_restart: called after the pause closes, to start the same game over
        (omit it and Restart is not offered); game_id: offers that game's rules;
        on_abandon: called when the players confirm they give the game up (omit it
        and Abandon is not offered); on_undo: called after the pause closes, to take
        back the last move (a practice game); controls: lines on the players' own
        controls, shown under the choices; waiting_seat: a seat waiting for its device (the
        message says so): while the mouse is free, a choice gives the seat to it, as a key or
        a gamepad button takes it (a click is this menu's, so it cannot); leave: the words of the
        choice back to the title, for a screen that is not kept to continue (a tutorial)."""
        super().__init__(app)
        self.message = message
        self.controls = list(controls)
        self._on_restart = on_restart
        self._on_abandon = on_abandon
        self._on_undo = on_undo
        items = [menu_widgets.MenuItem(_("Resume"), app.stack.pop)]
        self.waiting_seat = waiting_seat
        self.mouse_item = None
        if waiting_seat is not None and app.input.can_take_seat(MOUSE):
            self.mouse_item = menu_widgets.MenuItem(self._mouse_label(app.input.seats[waiting_seat].name),
                                          self.take_seat_with_mouse)
            items.append(self.mouse_item)
        if on_undo:
            items.append(menu_widgets.MenuItem(_("Undo the last move"), self.undo))
        if game_id:
            items.append(menu_widgets.MenuItem(_("Rules and controls"), lambda: app.stack.push("rules", game_id)))
        if on_restart:
            items.append(menu_widgets.MenuItem(_("Restart"), self.ask_restart))
        items.append(menu_widgets.MenuItem(leave or _("Quit to title (continue later)"), self.quit_to_title))
        if on_abandon:
            items.append(menu_widgets.MenuItem(_("Abandon this game"), self.ask_abandon))
        self.controls_item = menu_widgets.MenuItem(_("Everyone's controls"), self.show_controls)
        self.choices = menu_widgets.MenuList(items, play=app.audio.play)
        self.yes_item = menu_widgets.MenuItem("")
        self.question = menu_widgets.MenuList([menu_widgets.MenuItem(_("No, keep it"), self.keep), self.yes_item], play=app.audio.play)
        self.question_text = ""
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

    @staticmethod
    def _mouse_label(name: str) -> str:
        return _("Play as {name} with the mouse", name=name)

    def _fit_mouse_label(self, surface, width: int):
        """The mouse's choice at the size of the others: a long name is cut short with '…'
        (the rest of the words say what the choice does) rather than the whole line shrunk."""
        name = self.app.input.seats[self.waiting_seat].name
        label, cut = self._mouse_label(name), len(name)
        while cut > 1 and menu_widgets.button_width(surface, label) > width:
            cut -= 1
            label = self._mouse_label(name[:cut].rstrip() + ui.ELLIPSIS)
        self.mouse_item.label = label

    def take_seat_with_mouse(self):
        """The mouse takes the seat (unless a key took it meanwhile) and the game goes on:
        another seat still waiting pauses it again, saying whose."""
        self.app.input.take_seat(MOUSE, self.waiting_seat)
        self.app.stack.pop()

    def quit_to_title(self):
        self.app.stack.clear_to("title")

    def show_controls(self):
        self.app.stack.push("text_page", _("Everyone's controls"),
                            "\n".join("# " + line[:-1].rstrip() if line.endswith(":") else line for line in self.controls))

    def _offer_controls_page(self, offer: bool):
        """The controls behind a choice (before 'Quit to title') or not, as the window's room says."""
        items = self.choices.items
        if offer and self.controls_item not in items:
            items.insert(len(items) - 1 - (self._on_abandon is not None), self.controls_item)
        elif not offer and self.controls_item in items:
            self._drop_choice(self.controls_item)

    def _drop_choice(self, item):
        items = self.choices.items
        if self.choices.focused is item:
            self.choices.focus = 0
        items.remove(item)
        self.choices.focus = min(self.choices.focus, len(items) - 1)

    def ask_abandon(self):
        self._ask(_("Abandon this game? It will not be offered to continue."), _("Yes, abandon it"), self.abandon)

    def ask_restart(self):
        self._ask(_("Start this game over? Its moves so far are lost."), _("Yes, start over"), self.restart)

    def _ask(self, text: str, yes: str, on_yes):
        self.question_text, self.yes_item.label, self.yes_item.on_activate = text, yes, on_yes
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
        if self.waiting_seat is not None and not inp.seat_disconnected(self.waiting_seat):
            self.message = None  # the seat's pad is back (or a key took the seat): nothing waits
            if self.mouse_item in self.choices.items:
                self._drop_choice(self.mouse_item)
        if self.asking and inp.menu_pressed("back"):
            self.keep()
        elif inp.menu_pressed("back") or inp.menu_pressed("pause"):
            self.app.stack.pop()
        else:
            self.menu.update(inp)

    def draw(self, surface):
        ui.draw_veil(surface)
        w, h = surface.get_size()
        pad = ui.px(surface, 36)
        heading_h = max(ui.px(surface, 70), ui.font(ui.text_size(surface, ui.HEADING), ui.is_bold(ui.HEADING)).get_linesize()
                                                   + ui.px(surface, 8))
        menu_w = ui.px(surface, 460)
        if self.mouse_item in self.choices.items:
            self._fit_mouse_label(surface, menu_w)
        text = self.question_text if self.asking else self.message
        line_h = ui.font(ui.text_size(surface, ui.BODY)).get_linesize()
        # The message's lines, wider where they would leave no room for a row of choices (a larger text size).
        for width in (ui.px(surface, 520), w - ui.px(surface, 200)):
            message_lines = ui.wrap(text, ui.text_size(surface, ui.BODY), width) if text else []
            if 2 * pad + heading_h + (len(message_lines) + 1) * line_h + menu_widgets.row_px(surface, ui.CLOSE_ROWS[0]) <= h:
                break
        message_h = len(message_lines) * line_h + (ui.px(surface, 16) if message_lines else 0)
        # A long message over many choices (a seat waiting, in a short window): the rows close up.
        def close_rows() -> dict:
            return ({} if 2 * pad + heading_h + message_h + self.menu.height(surface) <= h
                    else dict(zip(("row_height", "gap"), ui.CLOSE_ROWS)))
        rows = close_rows()
        menu_h = self.menu.height(surface, **rows)
        choices_w = max(ui.px(surface, 600) - 2 * pad, max((ui.text_width(line, ui.text_size(surface, ui.BODY))
                                                            for line in message_lines), default=0))
        # The players' controls stand beside the choices, in as many columns as their lines need,
        # as tall as the choices or else as the window; where even that is too little, on a page.
        side_w = min(w - ui.px(surface, 80), ui.px(surface, 1200)) - choices_w - 3 * pad if self.controls else 0
        choices_h = heading_h + message_h + menu_h
        columns = []
        most = h - 2 * pad - ui.px(surface, 40)  # choices taller than the window scroll (below)
        for height in (min(choices_h, most), most) if self.controls else ():
            columns = self._control_columns(surface, side_w, height)
            if columns:
                break
        if self.controls and not self.asking:
            self._offer_controls_page(not columns)
            rows = close_rows()  # a choice more or less: laid out as the next frame will be
            menu_h = self.menu.height(surface, **rows)
        # Where even close rows are too many (a larger text size), the rows shown scroll with the focus.
        menu_h = min(menu_h, h - 2 * pad - heading_h - message_h)
        choices_h = heading_h + message_h + menu_h
        side_h = max((sum(line[1] for line in column) for column in columns), default=0)
        panel = pygame.Rect(0, 0, choices_w + 2 * pad + (side_w + pad if columns else 0),
                            pad * 2 + max(choices_h, side_h))
        panel.center = (w // 2, h // 2)
        ui.draw_panel(surface, panel, highlight=True)
        centre = panel.x + pad + choices_w // 2
        ui.draw_text(surface, _("Paused"), ui.HEADING, palette.TEXT, (centre, panel.y + pad), "midtop",
                     width=choices_w, box=panel)
        y = panel.y + pad + heading_h
        for line in message_lines:
            ui.draw_text(surface, line, ui.BODY, palette.WARNING, (centre, y), "midtop", box=panel)
            y += line_h
        y += ui.px(surface, 16) if message_lines else 0
        self.menu.draw_window(surface, pygame.Rect(centre - menu_w // 2, y, menu_w, menu_h), **rows)
        column_w = side_w // max(1, len(columns))
        for i, column in enumerate(columns):
            x, y = panel.x + 2 * pad + choices_w + i * column_w, panel.y + pad
            for line, height, heading, indent in column:
                ui.draw_text(surface, line, ui.SMALL - 2, palette.TEXT if heading else palette.TEXT_DIM,
                             (x + indent, y), box=panel)
                y += height

    def _control_columns(self, surface, width: int, height: int) -> list[list[tuple[str, int, bool]]]:
        """The controls' lines, wrapped, in the fewest columns (up to three) no taller than
        `height`, as (line, height, is a person's heading, indent); a person's own lines ('Ann (Mouse):'
        and after) stay in one column when they can, half a line apart from the next person's
        (the gap counted in the height of their last line). A line wrapped goes on indented, so
        its rest does not read as a control of its own. None when three columns are too few."""
        size = ui.text_size(surface, ui.SMALL - 2)
        line_h = ui.font(size).get_linesize()
        gap = line_h // 2
        indent = ui.px(surface, 12)
        for count in (1, 2, 3):
            column_w = width // count - ui.px(surface, 16)
            blocks, block = [], []
            for line in self.controls:
                if line.endswith(":") and block:
                    blocks.append(block)
                    block = []
                # A word longer than the column (a long name) is cut short: the page shows it whole.
                block += [(ui.elided(part, size, column_w - (indent if i else 0)), line.endswith(":"),
                           indent if i else 0) for i, part in enumerate(ui.wrap(line, size, column_w - indent))]
            blocks.append(block)

            def column_h(column):  # a column of blocks
                return sum(map(len, column)) * line_h + gap * (len(column) - 1)

            columns = [[]]
            for block in blocks:
                if columns[-1] and column_h(columns[-1] + [block]) > height:
                    columns.append([])
                columns[-1].append(block)
            if len(columns) <= count and all(column_h(column) <= height for column in columns):
                return [[(line, line_h + (gap if i == len(block) - 1 and block is not column[-1] else 0), heading,
                          indent) for block in column for i, (line, heading, indent) in enumerate(block)]
                        for column in columns]
        return []
