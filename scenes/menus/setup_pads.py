"""A couch with gamepads only, at the table setup: the first pad that acts takes a seat
(seat 1 while it is still the keyboard's by default, else a new one), and Start on a
seated pad begins the game once every seat is ready, or says what is missing."""
from __future__ import annotations

from game.i18n import _
from game.shell.input import FIXED_DEVICES, pad_id


class PadSeating:
    """What the setup screen (`scene`: its rows, add_row, start, notices) does with the pads."""

    def __init__(self, scene):
        self.scene = scene
        # A key or a click on this screen (the scene says): seat 1 is somebody's, no pad takes it.
        self.keyboard_here = False
        self.missing: str | None = None  # said after Start on a pad while the game cannot begin

    def claim(self, device: str | None) -> bool:
        """Seat the pad `device` where nobody sits yet; True when it took a seat."""
        scene = self.scene
        if device is None or pad_id(device) is None or device in scene._taken():
            return False
        first = scene.rows[0] if scene.rows else None
        if first is not None and first.auto_name and first.device in FIXED_DEVICES and not self.keyboard_here:
            scene.seat_device(first, device)
            return True
        if len(scene.rows) < scene.max_seats:
            scene.add_row(device)
            return True
        return False

    def acted(self) -> bool:
        """A pad pressed something since the last step."""
        inp = self.scene.app.input
        return any(pad_id(device) is not None and inp.device_acted(device) for device in inp.devices())

    def update(self):
        """Called each step before the menu reads the input."""
        inp = self.scene.app.input
        if self.missing and not self.scene.start_problems():
            self.missing = None
        for device in inp.devices():
            if pad_id(device) is None or not inp.device_acted(device):
                continue
            if device not in self.scene._taken():
                self.claim(device)
                # The press that seats a player does nothing else; a pad with no seat free acts on no
                # seated player's name or choices: the seats belong to their devices.
                inp.forget_presses(device)
            elif inp.device_pressed(device, "pause"):
                inp.forget_presses(device)
                self.start()

    def start(self):
        problems = self.scene.start_problems()
        if problems:
            self.missing = _("Not ready yet: {problems}", problems=" ".join(problems))
            self.scene.app.audio.play("refused")
        else:
            self.missing = None
            self.scene.start()
