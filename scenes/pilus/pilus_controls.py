"""What the inputs mean in PILUS, and how its hints name them.

The input map's actions are shared by all games; PILUS reads its own three
(pilus_turn, pilus_next, pilus_back), which each player may bind in Settings →
Controls, besides the moves, confirm and pause. The hints name the player's
own bindings. The camera takes raw events anyone may use, none of which is a
seat's action: the wheel, + and - and Home on the keyboard, and a pad's
shoulder buttons (LB and RB would otherwise repeat X and Y) and Back.
"""
from __future__ import annotations

import pygame

from game.i18n import _, join
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, REPLAY, Bindings, is_computer, table_of
from game.shell.input.bindings import key_of
from game.shell.input.bindings import (  # noqa: F401 (the camera's inputs, kept from the tables there)
    PAD, PAD_RECENTRE, PAD_ZOOM, PAN_BUTTONS, RECENTRE_KEYS, ZOOM_IN_KEYS, ZOOM_OUT_KEYS,
)
from game.shell.input.key_names import MOUSE_WHEEL, PAD_MOVE, key_name, named, pad_button_name
from game.shell.input.seats import MISSING
from game.message_keys import keyed


DRAG_START = 6  # pixels the pointer moves before a press becomes a drag


def hint(device: str, bindings: Bindings) -> str:
    """The control line shown on the player's turn, with the player's own bindings."""
    return " · ".join(control_lines(device, bindings))


def people_hints(devices, bindings: Bindings) -> tuple[str, ...]:
    """The control lines (hint) of the people's devices among `devices`: a computer's seat and a
    replay's have none."""
    return tuple(hint(device, bindings) for device in devices if device != REPLAY and not is_computer(device))


def control_lines(device: str, bindings: Bindings) -> list[str]:
    """A device's PILUS controls, one per line ('Q: turn'), for the hint, the rules page and the pause menu."""
    if device == MISSING:  # saved controls this version does not know: none, until a device takes the seat
        return [_("Plays with the first free gamepad or keyboard side pressed")]
    table = table_of(device)

    def names(action, *more) -> str:
        return join(bindings.names(table, action, bindings.family(device)) + list(more), style="or")

    def line(keys: str, what: str) -> str:
        return _("{keys}: {what}", keys=keys, what=keyed(f"pilus.do.{what}"))

    home, esc = key_name(pygame.K_HOME), key_name(pygame.K_ESCAPE)
    if table == MOUSE:
        lines = [line(keyed("device.mouse"), "hold"), line(keyed("pilus.do.click"), "lay"),
                 line(names("pilus_turn"), "turn"), line(names("pilus_next", keyed("pilus.do.click_tile")), "next"),
                 line(keyed("pilus.do.drag"), "pan"), line(named("mouse", MOUSE_WHEEL), "zoom"),
                 line(home, "whole_table"), line(esc, "pause")]
    elif table == PAD:
        lines = [line(named("pad", PAD_MOVE), "move"), line(names("pilus_turn"), "turn"),
                 line(names("pilus_next"), "next"), line(names("confirm"), "lay"), line(names("pilus_back"), "back"),
                 line("/".join(pad_button_name(button, bindings.family(device)) for button in PAD_ZOOM), "zoom"),
                 line(pad_button_name(PAD_RECENTRE, bindings.family(device)), "whole_table"),
                 line(names("pause"), "pause")]
    else:
        lines = [line(bindings.move_keys(table), "move"), line(names("pilus_turn"), "turn"),
                 line(names("pilus_next"), "next"), line(names("confirm"), "lay"), line(zoom_keys(bindings), "zoom"),
                 line(home, "whole_table"), line(names("pause", esc), "pause")]
    return lines


def zoom_keys(bindings: Bindings) -> str:
    """'+/-', or the keys apart: '+ or Minus (keypad)' (see zoom_key_names)."""
    return join(zoom_key_names(bindings), style="or")


def zoom_key_names(bindings: Bindings) -> list[str]:
    """['+/-']; the keypad's key for a sign whose key a seat has (the camera leaves a seat's key to the
    seat): '-' beside right Shift on a German keyboard, '=' (with '+' on it) there on a Belgian one."""
    seats_keys = {key_of(source) for table in (KEYS_LEFT, KEYS_RIGHT, MOUSE)
                  for sources in bindings.tables[table].values() for source in sources}
    plus_taken = bool(seats_keys & {pygame.K_PLUS, pygame.K_EQUALS})
    minus_taken = pygame.K_MINUS in seats_keys
    if not (plus_taken or minus_taken):
        return ["+/-"]
    return [key_name(pygame.K_KP_PLUS) if plus_taken else "+", key_name(pygame.K_KP_MINUS) if minus_taken else "-"]


def view_hint(bindings: Bindings, device: str | None = None) -> str:
    """What anyone may do with the table's view: one list of the zoom's inputs ('Wheel, + or
    Minus (keypad)'), not an 'or' inside an 'or'; to a pad's player (`device`), its buttons."""
    if device is not None and table_of(device) == PAD:
        return " · ".join(control_lines(device, bindings)[-3:])  # zoom, whole table, pause
    return _("Drag: pan · {inputs}: zoom · Home: whole table · Esc: pause",
             inputs=join([named("mouse", MOUSE_WHEEL), *zoom_key_names(bindings)], style="or"))


def confirm_prompt(device: str, bindings: Bindings) -> str:
    """What the curtain asks the next player to press."""
    if table_of(device) == MOUSE:
        return _("Click to take the controls")
    return _("Press {key} to take the controls",
             key=join(bindings.names(table_of(device), "confirm", bindings.family(device)), style="or"))


def pawn_prompt(device: str, bindings: Bindings) -> str:
    """How the pawn step is played, with the player's key back to the spot."""
    back = join(bindings.names(table_of(device), "pilus_back", bindings.family(device)), style="or")
    if table_of(device) == MOUSE:
        return _("Click a lit cell to put it there, or the button to leave it. {keys}: back to the spot.", keys=back)
    return _("Left and right go through the lit cells and the button; confirm your choice. {keys}: back to the "
             "spot.", keys=back)
