"""The safety net under a bot's thinking.

A level is an amount of work (rollouts, samples, candidates), so its moves are
the same on every machine and under any load. The clock only stops thinking
that runs far past what the level needs on the machine it was tuned on (a much
slower computer): then the bot plays the best move found so far.
"""
from __future__ import annotations

import gc
import time
from contextlib import contextmanager
from typing import Callable

# The thinking thread's own CPU time: other programs on a busy machine do not
# advance it, so load alone never trips the net.
CPU_TIME: Callable[[], float] = time.thread_time


class ThinkClock:
    def __init__(self, cap: float, now: Callable[[], float] = CPU_TIME):
        self.now = now
        self.deadline = now() + cap

    def out_of_time(self) -> bool:
        return self.now() >= self.deadline


@contextmanager
def no_collector_pauses():
    """Thinking without the cycle collector: a decision makes thousands of boards
    that hold no reference cycles (freed at once as they go), and the collector's
    full passes over the bots' caches made the slowest decisions twice as slow.
    It runs again as soon as the decision is made, but no longer scans what
    exists by then (gc.freeze): the caches a decision filled hold no cycles
    either and are freed as usual when dropped, and its passes landed in the
    next decision (0.25 s of a 0.55 s one)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
