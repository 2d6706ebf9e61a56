"""Which key, button or stick direction means which action, per device: the
defaults, and the player's own choices (Settings → Controls) over them.

A device's table maps each action a player may rebind to the inputs that
trigger it (an input: ('scan', key position), ('key', key code), ('mouse', button)
or ('pad', button)). The keyboards' defaults are key positions, so they sit
where WASD and the keys beside the arrows sit on any layout, and are named by
what the player's layout gives there (keyboard_layout); a key a player picks
in Settings → Controls is kept as the key code it gave.
An input may carry several actions: a keyboard zone's turn key is also its
'up' in menus and in PILUS (COMPANIONS), the pad's A both drops and confirms.
Two actions may share an input only when no screen reads both at once
(TOGETHER); the keyboard zones and the mouse's keys never share a key, so up
to three people fit at one keyboard. Esc (and the Pause key) go back and
pause for every keyboard player, whatever the tables say: nobody can lock
themselves out. All gamepads share one table.

Bindings.from_json reads the tables saved in settings.json: an entry that
cannot be used falls back to its default, with a message.
"""
from __future__ import annotations

import pygame

from game.i18n import Said, _, join
from game.shell.input import key_names, keyboard_layout, pads
from game.shell.input.seats import KEYS_LEFT, KEYS_RIGHT, MOUSE, PAD_PREFIX
from game.message_keys import keyed
from game.untrusted import excerpt_text

PAD = "pad"  # the table every gamepad plays with
TABLES = (KEYS_LEFT, KEYS_RIGHT, MOUSE, PAD)

ACTIONS = ("left", "right", "up", "down", "rotate", "flip", "drop", "skip", "undo", "hint", "ghost", "confirm", "back",
           "pause", "pilus_turn", "pilus_next", "pilus_back", "say")
# Actions that repeat while held (column and menu moves).
REPEATING = ("left", "right", "up", "down")

SCAN, KEY, MOUSE_BUTTON, PAD_BUTTON = "scan", "key", "mouse", "pad"
Input = tuple[str, int | str]  # a pad button by its name (pads.BUTTONS), any other by its code


def _keys(*scancodes) -> tuple[Input, ...]:
    return tuple((SCAN, scancode) for scancode in scancodes)


# What each device starts with; the order of a table is the order of the Controls screen.
DEFAULTS: dict[str, dict[str, tuple[Input, ...]]] = {
    KEYS_LEFT: {
        "left": _keys(pygame.KSCAN_A), "right": _keys(pygame.KSCAN_D), "rotate": _keys(pygame.KSCAN_W),
        "drop": _keys(pygame.KSCAN_S), "flip": _keys(pygame.KSCAN_Q), "skip": _keys(pygame.KSCAN_E),
        "undo": _keys(pygame.KSCAN_Z), "hint": _keys(pygame.KSCAN_R), "ghost": _keys(pygame.KSCAN_C),
        "confirm": _keys(pygame.KSCAN_SPACE), "pause": _keys(pygame.KSCAN_TAB),
        "pilus_turn": _keys(pygame.KSCAN_Q), "pilus_next": _keys(pygame.KSCAN_E), "pilus_back": _keys(pygame.KSCAN_E),
        "say": _keys(pygame.KSCAN_T),
    },
    # Keys every keyboard has beside the arrows (many laptops and Macs lack Right Ctrl).
    KEYS_RIGHT: {
        "left": _keys(pygame.KSCAN_LEFT), "right": _keys(pygame.KSCAN_RIGHT), "rotate": _keys(pygame.KSCAN_UP),
        "drop": _keys(pygame.KSCAN_DOWN), "flip": _keys(pygame.KSCAN_PERIOD), "skip": _keys(pygame.KSCAN_SLASH),
        "undo": _keys(pygame.KSCAN_COMMA), "hint": _keys(pygame.KSCAN_N), "ghost": _keys(pygame.KSCAN_B),
        "confirm": _keys(pygame.KSCAN_RETURN, pygame.KSCAN_KP_ENTER),
        "pause": _keys(pygame.KSCAN_BACKSPACE),
        "pilus_turn": _keys(pygame.KSCAN_PERIOD), "pilus_next": _keys(pygame.KSCAN_SLASH),
        "pilus_back": _keys(pygame.KSCAN_SLASH), "say": _keys(pygame.KSCAN_P),
    },
    # The pointer moves; the other hand has keys beside WASD's.
    MOUSE: {
        "rotate": ((MOUSE_BUTTON, pygame.BUTTON_RIGHT),),
        "drop": ((MOUSE_BUTTON, pygame.BUTTON_LEFT),),
        "flip": ((MOUSE_BUTTON, pygame.BUTTON_MIDDLE), (SCAN, pygame.KSCAN_F)),
        "skip": ((MOUSE_BUTTON, pygame.BUTTON_X1), (MOUSE_BUTTON, pygame.BUTTON_X2), (SCAN, pygame.KSCAN_G)),
        "undo": (), "hint": ((SCAN, pygame.KSCAN_H),),  # and the screen's Hint button
        "ghost": ((SCAN, pygame.KSCAN_V),),  # and a click on the ghost
        "confirm": ((MOUSE_BUTTON, pygame.BUTTON_LEFT),),
        "pilus_turn": ((MOUSE_BUTTON, pygame.BUTTON_RIGHT), (SCAN, pygame.KSCAN_F)),
        "pilus_next": ((MOUSE_BUTTON, pygame.BUTTON_X1), (MOUSE_BUTTON, pygame.BUTTON_X2), (SCAN, pygame.KSCAN_G)),
        "pilus_back": ((MOUSE_BUTTON, pygame.BUTTON_RIGHT), (SCAN, pygame.KSCAN_G)),
        "say": ((SCAN, pygame.KSCAN_Y),),
    },
    # Buttons by SDL's game-controller names (game.shell.input.pads), so they are the same
    # buttons on every family of pad. The stick and the D-pad move.
    PAD: {
        "rotate": ((PAD_BUTTON, "x"), (PAD_BUTTON, "leftshoulder")), "drop": ((PAD_BUTTON, "a"),),
        "flip": ((PAD_BUTTON, "y"), (PAD_BUTTON, "rightshoulder")), "skip": ((PAD_BUTTON, "b"),),
        "undo": ((PAD_BUTTON, "back"),),
        "hint": ((PAD_BUTTON, "leftstick"),),  # pressing the left stick
        "ghost": ((PAD_BUTTON, "rightstick"),),  # pressing the right stick
        "confirm": ((PAD_BUTTON, "a"),), "pause": ((PAD_BUTTON, "start"),),
        "pilus_turn": ((PAD_BUTTON, "x"),), "pilus_next": ((PAD_BUTTON, "y"),), "pilus_back": ((PAD_BUTTON, "b"),),
        "say": ((PAD_BUTTON, "guide"),),  # the one button no other action takes
    },
}
# The inputs each table may hold.
KINDS = {KEYS_LEFT: (SCAN, KEY), KEYS_RIGHT: (SCAN, KEY), MOUSE: (MOUSE_BUTTON, SCAN, KEY), PAD: (PAD_BUTTON,)}
# Actions an input carries along with the one it is bound to (menus read up, down, back).
COMPANIONS = {
    KEYS_LEFT: {"rotate": ("up",), "drop": ("down",)},
    # Backspace (the arrows' side's pause) deletes a letter wherever one is typed: it never goes back.
    KEYS_RIGHT: {"rotate": ("up",), "drop": ("down",)},
    MOUSE: {},
    PAD: {"skip": ("back",), "undo": ("back",)},
}
# Actions some screen reads at the same time: within one group, an input means one thing.
TOGETHER = (
    {"left", "right", "rotate", "drop", "flip", "skip", "undo", "hint", "ghost", "pause", "say"},  # a ramp game
    {"left", "right", "up", "down", "confirm", "pause", "pilus_turn", "pilus_next", "hint", "say"},  # PILUS: the held tile
    {"left", "right", "up", "down", "confirm", "pause", "pilus_back", "say"},  # PILUS: the pawn step
    {"left", "right", "up", "down", "confirm", "back", "say"},  # menus
)
# Defaults that came after players could keep their own controls: one gives way to a saved
# choice of the same input (the player's key stays theirs; the new action waits for a key).
NEWER_DEFAULTS = ("say",)

# Keys any keyboard player may use; they reach the menus (menu_pressed), not a seat.
SHARED_KEYS: dict[int, tuple[str, ...]] = {
    pygame.K_ESCAPE: ("back", "pause"),
    pygame.K_PAUSE: ("back", "pause"),
}
# PILUS's camera takes these raw (scenes/pilus/pilus_controls.py), whoever presses them.
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
RECENTRE_KEYS = (pygame.K_HOME,)
PAD_ZOOM = {"leftshoulder": -1, "rightshoulder": 1}  # out, in
PAD_RECENTRE = "back"
PAD_REPLAY = ("x", "y")  # a replay: pause or play on, the next speed (scenes/shared/replay_controls.py)
PAN_BUTTONS = (pygame.BUTTON_LEFT, pygame.BUTTON_MIDDLE)  # a left drag pans, a left click lays
# So PILUS's own actions never arrive from these buttons.
PILUS_CAMERA_BUTTONS = {(PAD_BUTTON, button) for button in (*PAD_ZOOM, PAD_RECENTRE)} | \
    {(MOUSE_BUTTON, button) for button in PAN_BUTTONS}
PILUS_ACTIONS = ("pilus_turn", "pilus_next", "pilus_back")
# Keys no table may take: they always do what they do.
KEPT_KEYS = {pygame.K_ESCAPE: "esc", pygame.K_PAUSE: "esc", pygame.K_F11: "fullscreen"} | \
    {key: "zoom" for key in ZOOM_IN_KEYS + ZOOM_OUT_KEYS + RECENTRE_KEYS}
MOUSE_WHEEL = ("rotate",)
STICK_AXES = {0: ("left", "right"), 1: ("up", "down")}
STICK_DEAD_ZONE = 0.5

# Order in which the setup and rules screens list a device's controls in a ramp game;
# 'move' stands for left and right together.
SHOWN = ("move", "rotate", "flip", "drop", "skip", "undo", "pause")


def table_of(device: str) -> str:
    """The table a seat's device plays with: its own, or the gamepads'."""
    return PAD if device.startswith(PAD_PREFIX) else device


def input_name(source: Input, family: str = pads.GENERIC) -> str:
    """'Q', 'Right click', 'X' (a pad's button, as pads of `family` print it), in the player's language."""
    kind, code = source
    if kind in (KEY, SCAN):
        return key_names.key_name(key_of(source))
    if kind == MOUSE_BUTTON:
        return key_names.mouse_name(code)
    return key_names.pad_button_name(code, family)


def key_of(source: Input) -> int | None:
    """The key code a keyboard input gives on the player's keyboard; None for a button."""
    kind, code = source
    if kind == SCAN:
        return keyboard_layout.key_at(code)
    return code if kind == KEY else None


def same_input(one: Input, other: Input) -> bool:
    """The same button, or the same key whether named by position or by key code."""
    return one == other or (key_of(one) is not None and key_of(one) == key_of(other))


def action_name(action: str) -> str:
    return keyed(f"action.{action}")


def table_name(table: str, bindings: "Bindings | None" = None) -> str:
    """A device's table by name. A keyboard zone is named by its move keys as bound
    now ('Keyboard left (WASD)', after a remap 'Keyboard left (I/J/K/L)'), never by
    its defaults; plainly ('Keyboard left') where no bindings are settled yet."""
    if table == PAD:
        return _("Gamepads")
    if table not in (KEYS_LEFT, KEYS_RIGHT):
        return keyed(f"device.{table}")
    if bindings is None:
        return keyed(f"device.{table}.plain")
    return keyed(f"device.{table}", keys=bindings.move_keys(table, arrows="device.arrows"))


class Bindings:
    """Every table: the defaults with the player's choices over them."""

    def __init__(self, tables: dict[str, dict[str, tuple[Input, ...]]] | None = None):
        self.tables = {table: dict(DEFAULTS[table]) for table in TABLES}
        # 'pad:<id>' -> its family (game.shell.input.pads), as the input map learns of pads: how a
        # hint names the buttons of the pad in that player's hands. Not saved.
        self.pad_families: dict[str, str] = {}
        for table, actions in (tables or {}).items():
            self.tables[table].update(actions)

    # Reading ----------------------------------------------------------------
    def copy_tables(self) -> dict[str, dict[str, tuple[Input, ...]]]:
        """The tables as they are now, kept apart from later changes (each action's inputs are a
        tuple: copying the dicts copies it all, a tenth of a deep copy's CPU at every start)."""
        return {table: dict(actions) for table, actions in self.tables.items()}

    def family(self, device: str) -> str:
        """How the buttons of `device` (a pad) are printed; any other device: the generic names."""
        return self.pad_families.get(device, pads.GENERIC)

    def inputs(self, table: str, action: str) -> tuple[Input, ...]:
        return self.tables[table].get(action, ())

    def actions_of(self, table: str, source: Input) -> tuple[str, ...]:
        """Every action `source` carries on `table`, companions included."""
        actions: list[str] = []
        for action, sources in self.tables[table].items():
            if source in sources:
                for carried in (action, *COMPANIONS[table].get(action, ())):
                    if carried not in actions:
                        actions.append(carried)
        return tuple(actions)

    def lookup(self, kind: str) -> dict[int, tuple[str, tuple[str, ...]]]:
        """code -> (table, actions) for every bound input of this kind (the input map's view)."""
        found = {}
        for table in TABLES:
            for sources in self.tables[table].values():
                for source in sources:
                    if source[0] == kind:
                        found[source[1]] = (table, self.actions_of(table, source))
        return found

    def names(self, table: str, action: str, family: str = pads.GENERIC, carried: bool = False) -> list[str]:
        """What the inputs of an action are called (pad buttons as pads of `family` print them);
        carried: also the inputs that carry it along with their own (a pad's B goes back).
        Enter stands for the keypad's Enter beside it too."""
        sources = self.inputs(table, action)
        if carried:
            # An input carries the action when bound to it or to an action it is a companion of
            # (actions_of, asked of every input, made the bottom line of a ramp game cost 0.1 ms a frame).
            carrying = {source for other, bound in self.tables[table].items()
                        if other == action or action in COMPANIONS[table].get(other, ()) for source in bound}
            sources = tuple(dict.fromkeys(source for bound in self.tables[table].values() for source in bound
                                          if source in carrying))
        if any(key_of(source) == pygame.K_RETURN for source in sources):
            sources = tuple(source for source in sources if key_of(source) != pygame.K_KP_ENTER)
        return list(dict.fromkeys(input_name(source, family) for source in sources))

    def move_keys(self, table: str, arrows: str = "pilus.do.arrows") -> str:
        """A keyboard zone's four move keys in a word: 'WASD', the arrow keys as the
        message key `arrows` says them ('Arrows'), or each name ('I/J/K/L')."""
        order = ("rotate", "left", "drop", "right")  # up, left, down, right as on the keyboard
        if [[key_of(source) for source in self.inputs(table, action)] for action in order] == \
                [[key] for key in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT)]:
            return keyed(arrows)
        shown = [self.names(table, action) for action in order]
        if all(len(names) == 1 and len(names[0]) == 1 for names in shown):
            return "".join(names[0] for names in shown)
        return "/".join(join(names, style="or") for names in shown)

    # Changing ---------------------------------------------------------------
    def refusal(self, table: str, action: str, source: Input) -> str | None:
        """Why `source` cannot be `action` on `table`, in the player's words; None when it can."""
        kind, code = source
        if kind == KEY and code in KEPT_KEYS:
            return {
                "esc": _("{key} always goes back and pauses: it cannot be given another action.",
                         key=input_name(source)),
                "fullscreen": _("{key} always switches full screen: it cannot be given another action.",
                                key=input_name(source)),
                "zoom": _("{key} zooms and centres the PILUS table: it cannot be given another action.",
                          key=input_name(source)),
            }[KEPT_KEYS[code]]
        if action in PILUS_ACTIONS and source in PILUS_CAMERA_BUTTONS:
            return _("{input} moves the PILUS table's view: it cannot be {action}.", input=input_name(source),
                     action=action_name(action))
        if kind not in KINDS[table]:
            return _("{input} is not an input of {device}.", input=input_name(source),
                     device=table_name(table, self))
        for other_table in TABLES:
            if other_table == table:
                continue
            for other, sources in self.tables[other_table].items():
                if any(same_input(source, bound) for bound in sources):
                    return _("{input} is already {action} for {device}. Choose another one.",
                             input=input_name(source), action=action_name(other),
                             device=table_name(other_table, self))
        carried = {action, *COMPANIONS[table].get(action, ())}
        for other, sources in self.tables[table].items():
            if other == action or not any(same_input(source, bound) for bound in sources):
                continue
            other_carried = {other, *COMPANIONS[table].get(other, ())}
            if any(group & carried and group & other_carried for group in TOGETHER):
                return _("{input} is already {action}. Choose another one, or change {action} first.",
                         input=input_name(source), action=action_name(other))
        return None

    def bind(self, table: str, action: str, source: Input) -> str | None:
        """Make `source` the one input of `action` on `table`; the refusal instead when it cannot be."""
        problem = self.refusal(table, action, source)
        if problem is None:
            self.tables[table][action] = (source,)
        return problem

    def reset(self, table: str):
        self.tables[table] = dict(DEFAULTS[table])

    # Saving -----------------------------------------------------------------
    def changes_json(self, before: dict) -> dict:
        """The actions bound otherwise than in `before` (tables as self.tables holds them), as
        settings.json holds them ({table: {action: ['key:113', ...]}}), None for one back at its
        default: what a player changed, so that a save changes no other action (another window
        may have changed that one meanwhile: game.saved.storage.Settings.save)."""
        changes = {}
        for table, actions in self.tables.items():
            for action, sources in actions.items():
                if sources != before.get(table, {}).get(action):
                    changes.setdefault(table, {})[action] = \
                        None if sources == DEFAULTS[table][action] else _sources_json(sources)
        return changes

    @classmethod
    def from_json(cls, data) -> tuple["Bindings", list[str]]:
        """The tables saved in settings.json (what changes_json wrote, or a hand's edit of
        it), and a message for each entry that could not be used: that entry keeps
        its default; a table whose entries clash then keeps all its defaults. The
        messages are i18n.Said: they follow a later change of language."""
        bindings, problems = cls(), []
        if not isinstance(data, dict):
            return bindings, [Said(lambda: _("settings.json: the controls could not be read (not a table of "
                                             "devices); the defaults are used."))]
        for table, actions in data.items():
            if table not in TABLES:
                problems.append(Said(lambda table=table: _(
                    "settings.json: the controls name an unknown device ({device}); it is left out.",
                    device=excerpt_text(table))))
            elif not isinstance(actions, dict):
                problems.append(Said(lambda table=table: _(
                    "settings.json: the controls for {device} could not be read; the defaults are used.",
                    device=table_name(table))))
            else:
                for action, sources in actions.items():
                    parsed = _parse_sources(sources)
                    if action not in DEFAULTS[table]:
                        problems.append(Said(lambda table=table, action=action: _(
                            "settings.json: the controls for {device} name an unknown action ({action}); it is left "
                            "out.", device=table_name(table), action=excerpt_text(action))))
                    elif parsed is None or any(source[0] not in KINDS[table] or
                                               (source[0] == KEY and source[1] in KEPT_KEYS) for source in parsed):
                        problems.append(Said(lambda table=table, action=action: _(
                            "settings.json: the control {action} for {device} could not be used; its default is used.",
                            action=action_name(action), device=table_name(table))))
                    else:
                        bindings.tables[table][action] = _migrated(table, action, parsed)
        bindings._give_way_to_saved()
        # An entry that clashes with another goes back to its default; a table that
        # still clashes (two entries moved around each other) to all of its defaults.
        for table in TABLES:
            for action, sources in bindings.tables[table].items():
                if sources != DEFAULTS[table][action] and any(bindings.refusal(table, action, s) for s in sources):
                    bindings.tables[table][action] = DEFAULTS[table][action]
                    problems.append(Said(lambda table=table, action=action: _(
                        "settings.json: the control {action} for {device} clashes with another; its default is used.",
                        action=action_name(action), device=table_name(table))))
        # The default tables agree with each other; one left at them is checked from the changed ones.
        while (clashing := [table for table in TABLES
                            if bindings.tables[table] != DEFAULTS[table] and not bindings._consistent(table)]):
            bindings.reset(clashing[0])
            problems.append(Said(lambda table=clashing[0]: _(
                "settings.json: the controls for {device} clash with each other; the defaults are used.",
                device=table_name(table))))
        return bindings, problems

    def _give_way_to_saved(self):
        """A newer default (NEWER_DEFAULTS) whose input a saved choice took is left unbound."""
        saved = [source for table in TABLES for action, sources in self.tables[table].items()
                 if sources != DEFAULTS[table][action] for source in sources]
        for table in TABLES:
            for action in NEWER_DEFAULTS:
                if self.tables[table][action] == DEFAULTS[table][action]:
                    self.tables[table][action] = tuple(source for source in DEFAULTS[table][action]
                                                       if not any(same_input(source, kept) for kept in saved))

    def _consistent(self, table: str) -> bool:
        """No input of `table` means two things at once, nor belongs to another table."""
        for action, sources in self.tables[table].items():
            if any(self.refusal(table, action, source) for source in sources):
                return False
        return True


def _parse_sources(value) -> tuple[Input, ...] | None:
    """['key:113', 'mouse:3', 'pad:start'] as inputs; None when it is not such a list."""
    if not isinstance(value, list) or len(value) > 4:
        return None
    sources = []
    for item in value:
        kind, sep, code = item.partition(":") if isinstance(item, str) else ("", "", "")
        if kind == PAD_BUTTON and pads.known_button(code) and not code.isdigit():
            sources.append((kind, code))
            continue
        if not sep or kind not in (SCAN, KEY, MOUSE_BUTTON, PAD_BUTTON) or not code.isascii() or not code.isdigit() \
                or len(code) > 10:
            return None
        number = int(code)
        if (kind == MOUSE_BUTTON and number not in key_names.MOUSE_BUTTONS) or \
                (kind == PAD_BUTTON and number > pads.MAX_RAW_BUTTON) or (kind == KEY and number >= 2 ** 31) or \
                (kind == SCAN and number not in keyboard_layout.QWERTY):
            return None
        # A pad's button saved by its raw number, as this game kept them before it read pads by name.
        sources.append((kind, pads.raw_button(number) if kind == PAD_BUTTON else number))
    return tuple(sources)


def _migrated(table: str, action: str, sources: tuple[Input, ...]) -> tuple[Input, ...]:
    """A keyboard default saved by key code, as settings.json held them before the
    defaults were key positions, is the default again: it then works on any layout."""
    default = DEFAULTS[table][action]
    by_code = tuple((KEY, keyboard_layout.QWERTY[code]) if kind == SCAN else (kind, code) for kind, code in default)
    return default if sources == by_code and by_code != default else sources


def controls(device: str, bindings: Bindings) -> list[tuple[str, list[str]]]:
    """(action, [names of what triggers it]) for every shown action of a device in a
    ramp game, the names in the player's language."""
    table = table_of(device)
    names: dict[str, list[str]] = {action: [] for action in SHOWN}

    def add(action, name):
        if name not in names[action]:
            names[action].append(name)

    if table == MOUSE:
        add("move", key_names.named("mouse", key_names.MOUSE_MOVE))
    if table == PAD:
        add("move", key_names.named("pad", key_names.PAD_MOVE))
    for action in SHOWN:
        for bound in (("left", "right") if action == "move" else (action,)):
            for name in bindings.names(table, bound, bindings.family(device)):
                add(action, name)
    if table == MOUSE:
        add("rotate", key_names.named("mouse", key_names.MOUSE_WHEEL))
    if table != PAD:  # Esc is the keyboard's: a pad's player pauses with the pad
        add("pause", key_names.key_name(pygame.K_ESCAPE))
    return [(action, names[action]) for action in SHOWN if names[action]]


def _sources_json(sources) -> list[str]:
    return [f"{kind}:{code}" for kind, code in sources]
