"""Motion of pieces on a ramp: the accelerating slide with its landing bump,
and the sideways shake of a refused move. Positions are in board rows and
pixels, advanced by the fixed update step, never by wall-clock time, at the pace
the player set (game.shell.motion).
"""
from __future__ import annotations

import math
import random

from game.shell import motion

# Rows per second squared: a fall of the whole FITS board (16 rows with the
# hover zone) takes about a third of a second.
GRAVITY = 280.0
START_SPEED = 6.0     # rows per second as the piece leaves the hand
BUMP_TIME = 0.16      # seconds of the landing bounce
BUMP_HEIGHT = 0.18    # rows the piece springs back up
SHAKE_TIME = 0.35
SHAKE_CYCLES = 4


class Slide:
    """A piece falling from `start_row` to `end_row` (rows of the shape's top)."""

    def __init__(self, start_row: float, end_row: float):
        self.row = float(start_row)
        self.end_row = float(end_row)
        self.speed = START_SPEED
        self.landed = start_row >= end_row
        self.bump_left = BUMP_TIME if self.landed else 0.0
        self.just_landed = self.landed  # true for the step of impact (sound, dust)

    @property
    def done(self) -> bool:
        return self.landed and self.bump_left <= 0

    def update(self, dt: float):
        self.just_landed = False
        dt = motion.paced(dt)
        if not self.landed:
            self.speed += GRAVITY * dt
            self.row += self.speed * dt
            if self.row >= self.end_row:
                self.row = self.end_row
                self.landed = self.just_landed = True
                self.bump_left = 0.0 if motion.reduced() else BUMP_TIME  # reduced motion: no spring back
        elif self.bump_left > 0:
            self.bump_left = max(0.0, self.bump_left - dt)

    @property
    def drawn_row(self) -> float:
        """Where to draw the piece: the slide, then a small spring back up on impact."""
        if not self.landed or self.bump_left <= 0:
            return self.row
        t = 1 - self.bump_left / BUMP_TIME
        return self.end_row - BUMP_HEIGHT * math.sin(math.pi * t)


class Shake:
    """A decaying sideways wobble. Its own Random keeps the game's seed untouched."""

    def __init__(self, rng: random.Random | None = None):
        self._rng = rng or random.Random()
        self._left = 0.0
        self._phase = 0.0
        self._amplitude = 0.0

    def start(self, amplitude: float):
        self._left = 0.0 if motion.reduced() else SHAKE_TIME  # reduced motion: the refusal's message alone
        self._phase = self._rng.uniform(0, math.pi)
        self._amplitude = amplitude * self._rng.uniform(0.85, 1.15)

    @property
    def active(self) -> bool:
        return self._left > 0

    def update(self, dt: float):
        self._left = max(0.0, self._left - motion.paced(dt))

    @property
    def offset(self) -> int:
        if self._left <= 0:
            return 0
        t = 1 - self._left / SHAKE_TIME
        return round(self._amplitude * (1 - t) * math.sin(self._phase + t * SHAKE_CYCLES * 2 * math.pi))
