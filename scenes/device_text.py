"""Devices in words: a seat's device as the setup screens name it, the
controls of a device as the rules and the setup show them, and the keys the
menus' hint lines name, all from the player's own bindings."""
from __future__ import annotations

import pygame

from game.input import KEYS_LEFT, KEYS_RIGHT, computer_level, controls, pad_id
from game.input.bindings import KEY, PAD
from game.i18n import _, join
from game.message_keys import keyed


def device_label(app, device: str, named: bool = False) -> str:
    """'Keyboard left (WASD)', 'Computer — hard', 'Gamepad 2' or, named, 'Gamepad 2: <the pad's own name>'."""
    level = computer_level(device)
    if level is not None:
        return _("Computer — {level}", level=keyed(f"level.{level}"))
    pad = pad_id(device)
    if pad is None:
        return keyed(f"device.{device}")
    pads = list(app.input.pads)
    number = pads.index(pad) + 1 if pad in pads else "?"
    return (_("Gamepad {number}: {name}", number=number, name=app.input.pads.get(pad, "")) if named else _("Gamepad {number}", number=number, name=app.input.pads.get(pad, "")))


def control_lines(device: str, bindings) -> list[str]:
    """One line per action of a device in a ramp game, with the player's own bindings: 'Turn: W or Up arrow'."""
    return [_("{action}: {keys}", action=keyed(f"action.{action}"), keys=join(names, style="or"))
            for action, names in controls(device, bindings)]


def move_keys(table: str, bindings) -> str:
    """A keyboard zone's four move keys in a word: 'WASD', 'Arrows', or each name ('I/J/K/L')."""
    order = ("rotate", "left", "drop", "right")  # up, left, down, right as on the keyboard
    if [bindings.inputs(table, action) for action in order] == \
            [((KEY, key),) for key in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT)]:
        return keyed("pilus.do.arrows")
    shown = [bindings.names(table, action) for action in order]
    if all(len(names) == 1 and len(names[0]) == 1 for names in shown):
        return "".join(names[0] for names in shown)
    return "/".join(join(names, style="or") for names in shown)


def confirm_keys(bindings, tables=(KEYS_LEFT, KEYS_RIGHT)) -> list[str]:
    """The names of the confirm inputs of these tables, in order."""
    return list(dict.fromkeys(name for table in tables for name in bindings.names(table, "confirm")))


def menu_hint(bindings) -> str:
    """The hint line of a menu: the keys that choose and select, as bound now."""
    moves = [move_keys(KEYS_RIGHT, bindings), move_keys(KEYS_LEFT, bindings), _("a gamepad")]
    return _("{moves} to choose  ·  {confirm} to select  ·  Esc to go back", moves=join(moves, style="or"),
             confirm=join(confirm_keys(bindings, (KEYS_RIGHT, KEYS_LEFT, PAD)), style="or"))
