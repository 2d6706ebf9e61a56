"""Devices in words: a seat's device as the setup screens name it, and the
controls of a device as the rules and the setup show them."""
from __future__ import annotations

from game.input import computer_level, controls, pad_id


def device_label(app, device: str, named: bool = False) -> str:
    """'Keyboard left (WASD)', 'Computer — hard', 'Gamepad 2' or, named, 'Gamepad 2: <the pad's own name>'."""
    level = computer_level(device)
    if level is not None:
        return app.tr("device.computer", level=app.tr(f"level.{level}"))
    pad = pad_id(device)
    if pad is None:
        return app.tr(f"device.{device}")
    pads = list(app.input.pads)
    number = pads.index(pad) + 1 if pad in pads else "?"
    return app.tr("device.pad_named" if named else "device.pad", number=number, name=app.input.pads.get(pad, ""))


def control_lines(tr, device: str) -> list[str]:
    """One line per action of a device in a ramp game: 'Turn: W'."""
    lines = []
    for action, names in controls(device):
        keys = tr("app.list_separator").join(tr(n) if n.startswith("control.") else n for n in names)
        lines.append(tr("control.line", action=tr(f"action.{action}"), keys=keys))
    return lines
