"""Devices in words: a seat's device as the setup screens name it, the
controls of a device as the rules and the setup show them, and the keys the
menus' hint lines name, all from the player's own bindings."""
from __future__ import annotations

import pygame

from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, computer_level, controls, pad_id, table_of
from game.shell.input.seats import MISSING
from game.shell.input.bindings import PAD, PAD_REPLAY, table_name
from game.shell.input.key_names import PAD_MOVE, key_name, named, pad_button_name
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
    if pad not in app.input.pads:
        return _("Unplugged gamepad")
    number, name = app.input.pad_numbers[pad], app.input.pads[pad].name
    return _("Gamepad {number}: {name}", number=number, name=name) if named else \
        _("Gamepad {number}", number=number, name=name)


def waiting_seat(seat) -> str:
    """Why the game waits for a seat: its gamepad is not there, or the controls saved
    for it are ones this version does not know (game.shell.input.seats.MISSING)."""
    if seat.device == MISSING:
        return _("The controls saved for {name} are unknown to this version", name=seat.name)
    return _("{name}'s gamepad was unplugged", name=seat.name)


def taking_a_seat(mouse: bool = False, unplugged: bool = False) -> str:
    """How a free device takes a waiting seat (game.shell.input.input_map). mouse: a click takes
    it too (a ramp game with nobody at the mouse; PILUS's pause offers the mouse a choice of its own);
    unplugged: the seat's own pad was pulled out, so a pad takes it by being plugged in, not by a press."""
    if unplugged and mouse:
        return _("To go on, plug the gamepad in again, press a key on a side of the keyboard (left or right) "
                 "that nobody plays with, or click with the mouse.")
    if unplugged:
        return _("To go on, plug the gamepad in again, or press a key on a side of the keyboard (left or right) "
                 "that nobody plays with.")
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


def reader(app) -> str | None:
    """The device of the person reading a screen everyone shares: the one pressed last while it
    is still there; None before anyone pressed anything (then every device is named)."""
    device = app.input.last_device
    return device if device in app.input.devices() else None


def reader_pad(app) -> str | None:
    """The reader's device (reader) when it is a pad: a hint then names its buttons, never keys or the mouse."""
    device = reader(app)
    return device if device is not None and table_of(device) == PAD else None


def said(app, device: str, action: str) -> str:
    """How `device`'s player does `action`, as their device prints it: 'B' or 'Circle' (a pad's
    back), 'Enter', 'Esc'. Keyboards (and the mouse's hand on them) go back and pause with Esc."""
    table, bindings = table_of(device), app.input.bindings
    if table != PAD and action in ("back", "pause"):
        names = [key_name(pygame.K_ESCAPE)]
    elif table == MOUSE and action == "confirm":
        names = [_("click")]
    else:
        names = bindings.names(table, action, bindings.family(device), carried=True)
        if table == PAD:
            names = names[:1]  # the button for it (B goes back; the Back button does too, and undoes)
    return join(names, style="or")


def reader_says(app, action: str) -> str:
    """How the person reading a shared screen (reader) does `action`; before anyone pressed, as
    at the keyboard (Esc, Enter)."""
    return said(app, reader(app) or KEYS_RIGHT, action)


def moves(app, device: str) -> str:
    """What moves `device`'s player through a menu: 'WASD', 'Arrows', 'D-pad or stick'."""
    if table_of(device) == PAD:
        return named("pad", PAD_MOVE)
    return app.input.bindings.move_keys(device)


def menu_hint(app) -> str:
    """The hint line of a menu, in the words of the device of the person using it (reader):
    their moves, their confirm and their back, as bound now; every device's before anyone pressed."""
    device = reader(app)
    bindings = app.input.bindings
    if device is None:
        any_pad = _("a gamepad")  # its own line: a message inside another's arguments is not extracted
        return _("{moves} to choose  ·  {confirm} to select  ·  {back} to go back",
                 moves=join([bindings.move_keys(KEYS_RIGHT), bindings.move_keys(KEYS_LEFT), any_pad], style="or"),
                 confirm=join(confirm_keys(bindings, (KEYS_RIGHT, KEYS_LEFT, PAD)), style="or"),
                 back=key_name(pygame.K_ESCAPE))
    if table_of(device) == MOUSE:
        return _("Click to choose  ·  {back} to go back", back=said(app, device, "back"))
    return _("{moves} to choose  ·  {confirm} to select  ·  {back} to go back", moves=moves(app, device),
             confirm=said(app, device, "confirm"), back=said(app, device, "back"))


def replay_hint(app, extra: str = "") -> str:
    """A replay's controls for the person watching it (reader): pause, speed, back; `extra`
    the lines a replay adds (PILUS's view)."""
    device = reader(app) or KEYS_RIGHT
    if table_of(device) == PAD:
        family = app.input.bindings.family(device)
        pause, speed = (pad_button_name(button, family) for button in PAD_REPLAY)
    else:
        pause, speed = key_name(pygame.K_SPACE), _("+ and -")
    line = _("{pause}: pause  ·  {speed}: speed (1×, 2×, 4×)", pause=pause, speed=speed)
    return "  ·  ".join(part for part in (line, extra, _("{back}: back", back=said(app, device, "back"))) if part)
