"""The time the frame loop (game.shell.app.FrameLoop) runs in: SDL's milliseconds, a clock
that holds a frame to its rate, and the wait for events. The loop takes it from its caller:
the window's is the real one (RealTime); a test may pass one that moves on by what the loop
waits, without sleeping (tests/app/virtual_time.py)."""
from __future__ import annotations

import time

import pygame

# While the loop sleeps it looks for events this often (milliseconds): one 60 Hz frame, so an
# event is seen as soon as in a frame drawn. pygame.event.wait would look every millisecond
# (it polls SDL's queue in a loop of 1 ms sleeps): 3% of a core for a title nobody touches.
POLL_MS = 16


def wait_for_events(ms: int, poll_ms: int = POLL_MS) -> list:
    """The events that have come, looked for every `poll_ms`, once some have or `ms` milliseconds
    have passed (none then)."""
    end = pygame.time.get_ticks() + ms
    while not (events := pygame.event.get()) and (left := end - pygame.time.get_ticks()) > 0:
        time.sleep(min(left, poll_ms) / 1000)
    return events


class RealTime:
    """The real time: what passes while the frames are worked out and the loop sleeps."""

    def __init__(self):
        self._clock = pygame.time.Clock()

    @staticmethod
    def ticks() -> int:
        """Milliseconds since SDL started."""
        return pygame.time.get_ticks()

    def tick(self, framerate: int = 0) -> int:
        """Milliseconds since the last tick, first waiting so that there are no more than
        `framerate` a second (0: no wait)."""
        return self._clock.tick(framerate)

    @staticmethod
    def wait_for_events(ms: int, poll_ms: int = POLL_MS) -> list:
        return wait_for_events(ms, poll_ms)
