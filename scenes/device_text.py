"""Devices in words: a seat's device as the setup screens name it, and the
controls of a device as the rules and the setup show them."""
from __future__ import annotations

from game.input import computer_level, controls, pad_id
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
