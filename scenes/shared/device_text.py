"""Devices in words: a seat's device as the setup screens name it, the
controls of a device as the rules and the setup show them, and the keys the
menus' hint lines name, all from the player's own bindings."""
from __future__ import annotations

from game.shell.input import KEYS_LEFT, KEYS_RIGHT, computer_level, controls, pad_id
from game.shell.input.seats import MISSING
from game.shell.input.bindings import PAD, table_name
from game.i18n import _, join
from game.message_keys import keyed


def device_label(app, device: str, named: bool = False) -> str:
    """'Keyboard left (WASD)' (the zone's move keys as bound now), 'Computer — hard', 'Gamepad 2' or, named,
    'Gamepad 2: <the pad's own name>'; 'Unplugged gamepad', or 'Unknown controls' (game.shell.input.seats.MISSING)."""
    level = computer_level(device)
    if level is not None:
        return _("Computer — {level}", level=keyed(f"level.{level}"))
    if device == MISSING:  # not a pad unplugged: controls this version does not know
        return _("Unknown controls")
    pad = pad_id(device)
    if pad is None:
        return table_name(device, app.input.bindings)
    pads = list(app.input.pads)
    if pad not in pads:
        return _("Unplugged gamepad")
    number = pads.index(pad) + 1
    return (_("Gamepad {number}: {name}", number=number, name=app.input.pads.get(pad, "")) if named else _("Gamepad {number}", number=number, name=app.input.pads.get(pad, "")))


def waiting_seat(seat) -> str:
    """Why the game waits for a seat: its gamepad is not there, or the controls saved
    for it are ones this version does not know (game.shell.input.seats.MISSING)."""
    if seat.device == MISSING:
        return _("The controls saved for {name} are unknown to this version", name=seat.name)
    return _("{name}'s gamepad was unplugged", name=seat.name)


def taking_a_seat(mouse: bool = False) -> str:
    """How a free device takes a waiting seat (game.shell.input.input_map). mouse: a click takes
    it too (a ramp game with nobody at the mouse; PILUS's pause offers the mouse a choice of its own)."""
    if mouse:
        return _("To go on, press a button on a gamepad or a key on a side of the keyboard (left or right) "
                 "that nobody plays with, or click with the mouse.")
    return _("To go on, press a button on a gamepad, or a key on a side of the keyboard (left or right) "
             "that nobody plays with.")


def control_lines(device: str, bindings) -> list[str]:
    """One line per action of a device in a ramp game, with the player's own bindings: 'Turn: W or Up arrow'."""
    return [_("{action}: {keys}", action=keyed(f"action.{action}"), keys=join(names, style="or"))
            for action, names in controls(device, bindings)]


def game_control_lines(game, device: str, bindings) -> list[str]:
    """A device's controls in `game` (a GameDef), as its definition words them."""
    return game.part("control_lines")(device, bindings)


def confirm_keys(bindings, tables=(KEYS_LEFT, KEYS_RIGHT)) -> list[str]:
    """The names of the confirm inputs of these tables, in order."""
    return list(dict.fromkeys(name for table in tables for name in bindings.names(table, "confirm")))


def menu_hint(bindings) -> str:
    """The hint line of a menu: the keys that choose and select, as bound now."""
    moves = [bindings.move_keys(KEYS_RIGHT), bindings.move_keys(KEYS_LEFT), _("a gamepad")]
    return _("{moves} to choose  ·  {confirm} to select  ·  Esc to go back", moves=join(moves, style="or"),
             confirm=join(confirm_keys(bindings, (KEYS_RIGHT, KEYS_LEFT, PAD)), style="or"))
