"""The controls every replay in the window shares (ramp games and PILUS): Space
pauses, + and - (or 1, 2, 4) set the speed, a pad's X and Y likewise (PAD_REPLAY),
and leaving goes back to the
screen the replay was opened from, or to the title screen when it was opened
from the command line.
"""
from __future__ import annotations

import pygame
from game.i18n import _
from game.shell.input.bindings import PAD_REPLAY

SPEEDS = (1, 2, 4)
_FASTER = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
_SLOWER = (pygame.K_MINUS, pygame.K_KP_MINUS)
_SPEED_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_4: 2}


class Playback:
    def __init__(self, app):
        self.app = app
        self.paused = False
        self.speed_index = 0

    @property
    def speed(self) -> int:
        return SPEEDS[self.speed_index]

    def handle_event(self, event) -> bool:
        """A key or pad button of the replay controls; True when used."""
        button = self.app.input.pad_press(event)
        if button in PAD_REPLAY:
            if button == PAD_REPLAY[0]:
                self.paused = not self.paused
            else:  # the next speed, from the fastest round to the first
                self.speed_index = (self.speed_index + 1) % len(SPEEDS)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_SPACE:
            self.paused = not self.paused
        elif event.key in _FASTER:
            self.speed_index = min(self.speed_index + 1, len(SPEEDS) - 1)
        elif event.key in _SLOWER:
            self.speed_index = max(self.speed_index - 1, 0)
        elif event.key in _SPEED_KEYS:
            self.speed_index = _SPEED_KEYS[event.key]
        else:
            return False
        return True

    def game_time(self, dt: float) -> float:
        """The replay's time for `dt` seconds of real time: none while paused."""
        return 0.0 if self.paused else dt * self.speed

    def status(self) -> str:
        return _("Paused") if self.paused else _("Speed {speed}×", speed=self.speed)


def leave_replay(app):
    if len(app.stack) > 1:
        app.stack.pop()
    else:  # started from the command line: the title screen is the way on
        app.stack.clear_to("title")
