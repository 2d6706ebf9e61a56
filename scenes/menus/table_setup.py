"""Who plays: 1-4 seats (PILUS 2-4), each a name and a device, every device
seated at most once. A seat may instead be a computer opponent of one of three
levels, as many as there are seats; PILUS fills its second seat with one. A
gamepad joins by pressing Start. The seats are remembered for next time; an
optional deal number (digits, or any word) makes the deal repeatable.

Typing on a focused name (or deal number, or boards) edits it at once, Backspace too;
a gamepad types on an on-screen keyboard (scenes/menus/name_keyboard.py) and seats itself
(scenes/menus/setup_pads.py). Focus moves by rows and columns.
"""
from __future__ import annotations

import pygame

from game import games, i18n
from game.ai.levels import LEVELS
from game.saved.daily import parse_seed
from game.shell.input import Seat, computer_device, computer_level, computer_seat, is_computer, pad_device, pad_id
from game.shell.scene_stack import MenuScene
from game.i18n import _, ngettext
from game.message_keys import keyed
from scenes.shared.device_text import device_label, game_control_lines
from scenes.menus.board_choice import BoardChoice
from scenes.shared.level_words import about_line, level_line
from scenes.shared.text_entry import start_typing, typing_hint
from scenes.menus.setup_columns import PANEL_GAP, SIZE, seat_columns
from scenes.menus.setup_pads import PadSeating
from scenes.shared.ghost_choice import GhostChoice
from sprites import menu_widgets, palette, ui

MAX_SEATS = 4
ROW_HEIGHT, ROW_GAP = 60, 12  # design pixels
NAME_LENGTH = 20
SEED_LENGTH = 24
COMPUTER_DEVICES = tuple(computer_device(level) for level in LEVELS)
DEFAULT_COMPUTER = computer_device("normal")


class SeatRow:
    """One seat being set up: its name field, its device and its three menu items.
    auto_name: the name is the default one for its device, and follows a change of device."""

    def __init__(self, scene: "TableSetupScene", name: str, device: str, auto_name: bool):
        self.field = menu_widgets.TextField(name, max_length=NAME_LENGTH)
        self.device = device
        self.auto_name = auto_name
        self.name_item = menu_widgets.MenuItem(name, on_activate=lambda: scene.edit(self.field), elide=True)
        # Changed by a choice (confirm, a click), never by an arrow: the arrows walk the row (issue 44).
        self.device_item = menu_widgets.MenuItem("", on_activate=lambda: scene.cycle_device(self, 1))
        self.kind_item = menu_widgets.MenuItem("", on_activate=lambda: scene.switch_kind(self))
        self.remove_item = menu_widgets.MenuItem(_("Remove"), on_activate=lambda: scene.remove_row(self))

    @property
    def items(self):
        return [self.name_item, self.device_item, self.kind_item, self.remove_item]


class TableSetupScene(MenuScene):
    # A menu: it changes only on input (a name being typed ends in a steady '_', nothing blinks;
    # a gamepad joins or leaves by an event).
    at_rest = True
    max_seats = MAX_SEATS

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.definition = games.get(game_id)
        self.rows: list[SeatRow] = []
        self.seed_field = menu_widgets.TextField("", max_length=SEED_LENGTH)
        self.editing: menu_widgets.TextField | None = None
        self._text_before = ""  # of the field being edited
        self.add_item = menu_widgets.MenuItem(_("Add a player"), on_activate=self.add_row)
        self.add_computer_item = menu_widgets.MenuItem(_("Add a computer"), on_activate=self.add_computer)
        self.seed_item = menu_widgets.MenuItem("", on_activate=lambda: self.edit(self.seed_field))
        self.practice = False
        # FITS and FITS compact: which boards, in which order (the rulebook's variant).
        content = self.definition.content() if self.definition.solo else None
        self.board_choice = BoardChoice(app.storage, content) if getattr(content, "board_choice", False) else None
        self.boards_field = self.board_choice.field if self.board_choice else menu_widgets.TextField("")
        self.boards_item = menu_widgets.MenuItem("", on_activate=lambda: self.edit(self.boards_field), elide=True)
        self.practice_item = menu_widgets.MenuItem("", on_activate=self.toggle_practice)  # by a choice, not an arrow
        self.ghost_choice = GhostChoice(app, game_id)
        self.ghost_item = self.ghost_choice.menu_item(lambda: self._refresh_labels())
        self.start_item = menu_widgets.MenuItem(_("Start"), on_activate=self.start)
        self.back_item = menu_widgets.MenuItem(_("Back"), on_activate=app.stack.pop)
        self.menu = menu_widgets.MenuList([], play=app.audio.play, grid=True)
        self.pads = PadSeating(self)
        self._restore_seats()

    # Seats ------------------------------------------------------------------
    def _restore_seats(self):
        present = self.app.input.devices()
        for seat in self.app.settings.last_seats[:MAX_SEATS]:
            device = seat["device"]
            if device in COMPUTER_DEVICES or (device in present and device not in self._taken()):
                number = self._default_number(seat["name"], device)
                # A default name in today's language: 'Computer 1 (hard)' played in English is 'Computer 1 (schwer)'.
                name = seat["name"] if number is None else self._default_name(device, number)
                self.rows.append(SeatRow(self, name, device, auto_name=number is not None))
        if not self.rows:
            self.add_row()
        # PILUS takes two at least: alone at the screen, your opponent is a computer.
        while len(self.rows) < self.definition.min_players:
            self.add_computer()
        self._rebuild()

    def _taken(self, except_row: SeatRow | None = None) -> set[str]:
        return {row.device for row in self.rows if row is not except_row}

    def _free_people_devices(self, except_row: SeatRow | None = None) -> list[str]:
        taken = self._taken(except_row)
        return [device for device in self.app.input.devices() if device not in taken]

    def add_row(self, device: str | None = None):
        """A person's seat, on `device` or the first free one."""
        free = self._free_people_devices()
        if len(self.rows) < MAX_SEATS and free:
            self._add(device if device in free else free[0])

    def add_computer(self):
        if len(self.rows) < MAX_SEATS:
            self._add(DEFAULT_COMPUTER)

    def _add(self, device: str):
        row = SeatRow(self, "", device, auto_name=True)
        self.rows.append(row)
        row.field.text = self._unused_default_name(device, except_row=row)
        self._rebuild()

    def _default_name(self, device: str, number: int) -> str:
        level = computer_level(device)
        if level is None:
            return _("Player {number}", number=number)
        return computer_seat(number, level).name

    def _default_number(self, name: str, device: str) -> int | None:
        """The number n where `name` is the setup's name n for a seat on `device` in any language
        ('Player 2', 'Computer 1 (hard)'); None for a name of the player's own."""
        return i18n.recognise(name, lambda number: self._default_name(device, number), range(1, MAX_SEATS + 1))

    def _unused_default_name(self, device: str, except_row: SeatRow | None = None) -> str:
        """'Player 2' or 'Computer 1 (hard)': the lowest number no other seat of its kind
        shows; a person's number is never below their seat's (seat 2 is not 'Player 1')."""
        names = {row.field.text for row in self.rows if row is not except_row}
        kinds = COMPUTER_DEVICES if is_computer(device) else (device,)
        number = 1 if is_computer(device) or except_row not in self.rows else self.rows.index(except_row) + 1
        while any(self._default_name(kind, number) in names for kind in kinds):
            number += 1
        return self._default_name(device, number)

    def _can_remove(self) -> bool:
        return len(self.rows) > max(1, self.definition.min_players)

    def remove_row(self, row: SeatRow):
        """The focus stays on the seats: the Remove of the seat that takes this one's place,
        else the last seat's (its name when no seat can be removed any more)."""
        if self._can_remove():
            place = self.rows.index(row)
            self.rows.remove(row)
            self._rebuild()
            near = self.rows[min(place, len(self.rows) - 1)]
            self.menu.focus = self.menu.items.index(near.remove_item if near.remove_item.enabled else near.name_item)

    def switch_kind(self, row: SeatRow):
        """A person's seat becomes a computer's, or a computer's a person's (on the first
        free device), without cycling through the devices."""
        free = self._free_people_devices(except_row=row)
        if not is_computer(row.device):
            row.device = DEFAULT_COMPUTER
        elif free:
            row.device = free[0]
        else:
            return
        if row.auto_name:
            row.field.text = self._unused_default_name(row.device, except_row=row)
        self._refresh_labels()

    def seat_device(self, row: SeatRow, device: str):
        """`row` plays on `device` from now on (its default name follows)."""
        row.device = device
        if row.auto_name:
            row.field.text = self._unused_default_name(device, except_row=row)
        self._rebuild()

    def cycle_device(self, row: SeatRow, step: int):
        """The next device of the seat's own kind: a person's free devices, or a computer's
        levels; a person becomes a computer only by 'Make computer' (switch_kind), never by
        a press of left or right on the selector."""
        choices = list(COMPUTER_DEVICES) if is_computer(row.device) else self._free_people_devices(except_row=row)
        index = choices.index(row.device) if row.device in choices else -1
        row.device = choices[(index + step) % len(choices)]
        if row.auto_name:
            row.field.text = self._unused_default_name(row.device, except_row=row)
        self._rebuild()  # a computer in the only seat takes practice away

    def _rebuild(self):
        """The menu follows the rows: name, device and remove per seat, then the buttons."""
        focused = self.menu.focused if self.menu.items else None
        items = [item for row in self.rows for item in row.items]
        items += [self.add_item, self.add_computer_item, self.seed_item]
        items += [self.boards_item] if self.board_choice else []
        items += [self.practice_item] if self.practice_allowed() else []  # one person alone: no room lost
        boards = self.boards() if self._boards_problem() is None else None  # one person on a known deal: its ghosts
        items += [self.ghost_item] if self.ghost_choice.offered(self.practice_allowed(), self.seed(), boards) else []
        items += [self.start_item, self.back_item]
        self.menu.items = items
        self.menu.focus = items.index(focused) if focused in items else min(self.menu.focus, len(items) - 1)
        self._refresh_labels()

    def _refresh_labels(self):
        for row in self.rows:
            row.name_item.label = row.field.text + ("_" if row.field.editing else "")
            row.device_item.label = device_label(self.app, row.device)
            row.remove_item.enabled = self._can_remove()
            computer = is_computer(row.device)
            row.kind_item.label = (_("Make person") if computer else _("Make computer"))
            row.kind_item.enabled = not computer or bool(self._free_people_devices(except_row=row))
        self.add_item.enabled = len(self.rows) < MAX_SEATS and bool(self._free_people_devices())
        self.add_computer_item.enabled = len(self.rows) < MAX_SEATS
        self.seed_item.label = self._seed_label()
        self.practice_item.label = (_("Practice: on (undo allowed, no high score)") if self.practising()
                                    else _("Practice: off"))
        self.boards_item.label = self._boards_label()
        self.ghost_item.label = self.ghost_choice.label()
        self.start_item.enabled = len(self.rows) >= self.definition.min_players and self._boards_problem() is None
        if not self.menu.focused.enabled:
            self.menu.move(1, sound=False)

    def _seed_label(self) -> str:
        text = self.seed_field.text
        if self.seed_field.editing:
            return _("Deal number: {seed}_", seed=text)
        seed = self.seed()
        if seed is None:
            return _("Deal number: random")
        if str(seed) == text.strip():
            return _("Deal number: {seed}", seed=seed)
        return _("Deal number: {word} = {seed}", word=text.strip(), seed=seed)  # a word: show the number it makes

    def seed(self) -> int | None:
        """The deal number typed (digits, or any word made into a number), None for a random deal."""
        try:
            return parse_seed(self.seed_field.text)
        except ValueError:  # nothing typed
            return None

    def _follow_devices(self):
        """A pad pulled out here frees its seat's device; a new pad that acts takes a seat."""
        present = self.app.input.devices()
        gone = [row for row in self.rows if row.device not in present and not is_computer(row.device)]
        for row in gone:
            free = self._free_people_devices(except_row=row)
            if free:
                row.device = free[0]
            else:
                self.rows.remove(row)
        if gone:
            self._rebuild()
        self.pads.update()

    # Text fields --------------------------------------------------------------
    def edit(self, field: menu_widgets.TextField):
        self.editing = field
        self._text_before = field.text
        start_typing(self.app, field, lambda confirmed: self._stop_editing())
        row = next((row for row in self.rows if row.field is field), None)
        self.menu.focus = self.menu.items.index(
            row.name_item if row else self.boards_item if field is self.boards_field else self.seed_item)
        self._refresh_labels()

    def _stop_editing(self):
        field = self.editing
        if field and field.editing:
            field.stop()
        for row in self.rows:
            if row.field is field and field.text != self._text_before:
                row.auto_name = False  # a name of the player's own stays when the device changes
                row.field.text = self._unique_name(row)
        self.editing = None
        pygame.key.start_text_input()  # a focused field takes typing at once (_typing_starts)
        self._rebuild()  # a deal number given offers the ghosts of that deal

    def _focused_field(self) -> menu_widgets.TextField | None:
        focused = self.menu.focused if self.menu.items else None
        row = next((row for row in self.rows if row.name_item is focused), None)
        if row:
            return row.field
        return self.seed_field if focused is self.seed_item else self.boards_field if focused is self.boards_item else None

    def _typing_starts(self, event) -> bool:
        """A letter or Backspace on a focused field that is not being typed in: typing starts
        there at once (a default name gives way to the first letter). Space and Enter still
        open it as before, keeping the text."""
        field = self._focused_field()
        if field is None or event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        letter = event.unicode if event.unicode and event.unicode.isprintable() and event.unicode != " " else ""
        if not letter and event.key != pygame.K_BACKSPACE:
            return False
        self.editing, self._text_before = field, field.text
        row = next((row for row in self.rows if row.field is field), None)
        if row is not None and row.auto_name:
            field.text = ""
        elif event.key == pygame.K_BACKSPACE:
            field.text = field.text[:-1]
        field.start()  # the letter comes as the text event that follows this key
        self._refresh_labels()
        return True

    def start_problems(self) -> list[str]:
        """Why the game cannot begin now, in the player's words; empty when it can."""
        return self.notices() or ([] if self.start_item.enabled else [_("Add a player.")])

    def _unique_name(self, row: SeatRow) -> str:
        """The name typed, with a number added when another seat has it already."""
        others = {other.field.text.strip() for other in self.rows if other is not row}
        name = row.field.text.strip()
        if not name or name not in others:
            return row.field.text
        number = 2
        while f"{name} {number}" in others:
            number += 1
        return f"{name} {number}"[:NAME_LENGTH]
    # Boards -----------------------------------------------------------------
    def boards(self) -> tuple | None:
        """The boards typed, in order (scenes.menus.board_choice); None for all of them as
        printed. ValueError (its words for the screen) when it is not a choice of boards."""
        return self.board_choice.order() if self.board_choice else None

    def _boards_problem(self) -> str | None:
        return self.board_choice.problem() if self.board_choice else None

    def _boards_label(self) -> str:
        return self.board_choice.label() if self.board_choice else ""

    # Practice ---------------------------------------------------------------
    def practice_allowed(self) -> bool:
        """One person alone at a solo game may practise (the daily challenge has its own screen)."""
        return self.definition.solo and len(self.rows) == 1 and not is_computer(self.rows[0].device)

    def practising(self) -> bool:
        return self.practice and self.practice_allowed()

    def toggle_practice(self):
        if self.practice_allowed():
            self.practice = not self.practice
            self._refresh_labels()

    # Start --------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [Seat(row.field.text.strip() or self._default_name(row.device, i + 1), row.device)
                for i, row in enumerate(self.rows)]

    def start(self):
        seats = self.seats()
        options = {"practice": True} if self.practising() else {}
        if self.boards() is not None:
            options["boards"] = self.boards()
        options.update({"ghost": self.ghost_choice.chosen} if self.ghost_item in self.menu.items else {})
        scene = self.app.stack.make(self.definition.part("game_screen"), self.definition.id, seats, self.seed(), **options)
        self.app.settings.last_seats = [{"name": seat.name, "device": seat.device} for seat in seats]
        self.app.save_settings()
        self.app.input.set_seats(seats)
        self.app.stack.push(scene)

    # Scene --------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.pads.keyboard_here = True  # seat 1 is somebody's at the keyboard: no pad takes it
        if self.editing and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._stop_editing()  # the arrows leave the name being typed, and move on
            return False
        if self.editing:
            if self.editing.handle_event(event):
                if not self.editing.editing:
                    self._stop_editing()
                self._refresh_labels()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._stop_editing()  # a click elsewhere ends typing
        elif self._typing_starts(event):
            return True
        return super().handle_event(event)

    def update(self, dt):
        if self.editing and self.pads.acted():
            self._stop_editing()  # a pad's button ends the typing at the keyboard, as Enter does
        self._follow_devices()
        if self.editing:
            return
        super().update(dt)

    def on_enter(self):
        pygame.key.start_text_input()
        self.pads.claim(self.app.input.last_device)  # the pad that chose the game sits down at once

    def on_resume(self):
        self._rebuild()  # devices may have come and gone during the game

    def on_exit(self):
        self._stop_editing()

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("{game}: who plays?", game=keyed(f"games.{self.definition.id}.name")))
        w, h = surface.get_size()

        def p(design):
            return ui.px(surface, design)

        left, row_h, step = p(60), p(ROW_HEIGHT), p(ROW_HEIGHT + ROW_GAP)
        room = w - p(40) - left - p(PANEL_GAP)  # the rows' and the panel's beside them
        devices = sorted({row.device for row in self.rows} | set(self.app.input.devices()) | set(COMPUTER_DEVICES))
        columns = seat_columns(surface, row_h, room, [device_label(self.app, device) for device in devices])
        symbol_w, name_w, device_w, kind_w, remove_w, gap = columns[:6]
        for i, row in enumerate(self.rows):
            y = top + i * step
            palette.draw_player_cell(surface, pygame.Rect(left, y, symbol_w, row_h), i)
            x = left + symbol_w + gap
            row.name_item.rect = pygame.Rect(x, y, name_w, row_h)
            row.device_item.rect = pygame.Rect(row.name_item.rect.right + gap, y, device_w, row_h)
            row.kind_item.rect = pygame.Rect(row.device_item.rect.right + gap, y, kind_w, row_h)
            row.remove_item.rect = pygame.Rect(row.kind_item.rect.right + gap, y, remove_w, row_h)
            if row.field.editing:  # the name being typed takes the row: it is seen whole
                row.name_item.rect.w = row.remove_item.rect.right - x
                for item in row.items[1:]:
                    item.rect = pygame.Rect()
        area_right = left + columns.width
        half = (area_right - left - gap) // 2
        y = top + len(self.rows) * step + p(8)
        self.add_item.rect = pygame.Rect(left, y, half, row_h)
        self.add_computer_item.rect = pygame.Rect(left + half + gap, y, half, row_h)
        if self.board_choice:
            self.seed_item.rect = pygame.Rect(left, y + step, half, row_h)
            self.boards_item.rect = pygame.Rect(left + half + gap, y + step, half, row_h)
        else:
            self.seed_item.rect = pygame.Rect(left, y + step, area_right - left, row_h)
        self.practice_item.rect = pygame.Rect(left, y + 2 * step, area_right - left, row_h)
        self.ghost_item.rect = pygame.Rect(left, y + 3 * step, area_right - left, row_h)  # offered to one alone
        hint = typing_hint(self.app, _("Type, then press Enter. Backspace deletes a letter.")) if self.editing else \
            _("Type on a name to change it  ·  Choose a device to change it, or the computer's level  ·  Any button on a gamepad joins")
        # Rows across the panel's room (a larger text size) leave the hint the lines it takes at the floor.
        bottom = h - p(60) if columns.panel else min(h - p(60), ui.hint_top(surface, hint))
        self.start_item.rect = pygame.Rect(left, bottom - row_h, half, row_h)
        self.back_item.rect = pygame.Rect(left + half + gap, bottom - row_h, half, row_h)
        self.menu.draw_items(surface, SIZE)
        last = next(item for item in (self.ghost_item, self.practice_item, self.seed_item) if item in self.menu.items)
        notes = pygame.Rect(left, last.rect.bottom + p(16), area_right - left, 0)
        notes.h = self.start_item.rect.top - p(16) - notes.y
        # A board file set aside is said here, but keeps no game from starting.
        set_aside = self.board_choice.problems if self.board_choice else []
        ui.draw_paragraphs(surface, self.pads.missing or "\n".join(self.notices() + set_aside), ui.BODY,
                           palette.WARNING, notes)
        if columns.panel:
            self._draw_info(surface, pygame.Rect(area_right + p(PANEL_GAP), top, w - p(40) - area_right - p(PANEL_GAP), bottom - top))
        ui.draw_hint(surface, hint, band=pygame.Rect(0, bottom, w, h - bottom))

    def focused_device(self) -> str | None:
        """The device the right panel tells about: the focused seat's, or the one
        'Add a player' or 'Add a computer' would seat; None on the other buttons."""
        focused = self.menu.focused
        row = next((row for row in self.rows if focused in row.items), None)
        if row:
            return row.device
        if focused is self.add_item:
            free = self._free_people_devices()
            return free[0] if free else None
        return DEFAULT_COMPUTER if focused is self.add_computer_item else None

    def _draw_info(self, surface, panel: pygame.Rect):
        """Right panel: the focused seat's controls (or the seat a button would add) and the gamepads."""
        ui.draw_panel(surface, panel)
        inner = panel.inflate(-ui.px(surface, 36), -ui.px(surface, 36))
        if self.board_choice and self.menu.focused is self.boards_item:
            ui.draw_paragraphs(surface, "\n".join(self.board_choice.lines()), ui.SMALL, palette.TEXT, inner)
            return
        lines = []
        device = self.focused_device()
        if device:
            lines.append("# " + device_label(self.app, device, named=True))
            level = computer_level(device)
            if level:
                lines += [line for line in (level_line(self.definition.id, level), about_line(self.definition.id, level)) if line]
            else:
                lines += game_control_lines(self.definition, device, self.app.input.bindings)
        lines.append("# " + _("Gamepads"))
        lines += [device_label(self.app, device, named=True) for device in self.app.input.devices()
                  if pad_id(device) is not None] \
            or [_("No gamepad connected. Plug one in and press any of its buttons to join.")]
        if any(pad_device(pad) not in self._taken() for pad in self.app.input.pads):
            lines.append(_("Press any button on a gamepad to add a player with it."))
        if any(pad_device(pad) in self._taken() for pad in self.app.input.pads):
            lines.append(_("Start on a seated gamepad begins the game."))
        ui.draw_paragraphs(surface, "\n".join(lines), ui.SMALL, palette.TEXT, inner)

    def notices(self) -> list[str]:
        if len(self.rows) < self.definition.min_players:
            return [ngettext("PILUS needs at least {count} player.", "PILUS needs at least {count} players.",
                             self.definition.min_players, count=self.definition.min_players)]
        problem = self._boards_problem()
        return [problem] if problem else []
