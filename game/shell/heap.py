"""Giving freed memory back to the system, and when the collector runs (Tidying).

glibc's malloc keeps memory a program freed for its next requests, and moves its
threshold for mapping big blocks of their own up to the largest block freed: after a
few big pictures (a zoomed PILUS table, a frame's layers) come and go, later ones are
carved from the heap, whose top stays as high as the busiest moment (docs/ai-lab.md,
issue 37). `give_back` returns the free top and free pages once the collector has run.
Other C libraries (Windows, macOS, musl) give back on their own: there it does nothing.
"""
from __future__ import annotations

import functools
import gc
import time

# A frame that took less CPU (seconds) has room for a step of tidying after a scene left:
# a step takes a few milliseconds, a frame of play one to five.
SLACK = 0.003
# Frames a step of that tidying waits for room at most: a machine too slow for any frame to
# leave room still frees a game left within a fraction of a second.
TIDY_WITHIN = 10


@functools.cache
def _malloc_trim():
    """glibc's malloc_trim, looked up at the first tidy rather than at the start."""
    try:
        import ctypes

        return ctypes.CDLL(None).malloc_trim  # the C library the game already runs on
    except (ImportError, OSError, TypeError, AttributeError):  # no ctypes, no such handle (Windows), or not glibc
        return None


def give_back() -> bool:
    """Return the heap's free memory to the system; False where the C library has no way."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


def hold_collector():
    """Until the first Tidying: the window's start makes only what lives as long as the program
    (modules, tables, the first screen), which the collector would only walk again and again for
    nothing (about 5 ms of a start's CPU, issue 47)."""
    gc.disable()


class Tidying:
    """When the frame loop collects and gives memory back. What the program loaded to start,
    and what survives the full collection made when the screen rests (nobody sees it take
    10-25 ms), are frozen out of the collector's sight: a collection in the middle of play
    walks only what came since. A scene let go is freed with its reference cycles by such a
    pass, then the heap given back, not at the next rest, which a long evening of play may
    never reach (docs/ai-lab.md, issue 37); each at the end of a later frame that left room
    for it, not in the frame that builds the new screen, so no frame of play pays for all
    three (issue 47)."""

    def __init__(self):
        gc.freeze()
        gc.enable()  # held since the start (hold_collector)
        self.due = False  # a full collection is due at the next rest
        self._steps: list = []  # the steps left of tidying after a scene left, one a frame
        self._waited = 0  # frames the next of them has waited for room

    def screen_changed(self, scene_left: bool):
        self.due = True
        if scene_left:
            self._steps, self._waited = [gc.collect, give_back], 0

    def frame_end(self, frame_start: float):
        """After a frame begun at process_time `frame_start`: a step of tidying if it left room."""
        if self._steps:
            self._waited += 1
            if time.process_time() - frame_start < SLACK or self._waited > TIDY_WITHIN:
                self._steps.pop(0)()
                self._waited = 0

    def at_rest(self):
        """Collect everything once at a moment nobody sees, then freeze what survives."""
        if self.due:
            gc.unfreeze()
            gc.collect()
            gc.freeze()
            give_back()
            self.due = False
            self._steps = []
