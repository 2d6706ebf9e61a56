"""Keeping a bot's thinking inside its time budget."""
from __future__ import annotations

import time


class ThinkClock:
    """Stops a loop before a step that would likely end past the deadline: a step
    may take half as long again as the longest so far (the first one is timed from
    the start of the decision, so it includes the bot's preparation)."""

    def __init__(self, budget: float):
        self.last = time.perf_counter()
        self.deadline = self.last + budget
        self.longest = 0.0

    def lap(self) -> None:
        """A step has ended."""
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def time_for_another(self) -> bool:
        return time.perf_counter() + 1.5 * self.longest < self.deadline
