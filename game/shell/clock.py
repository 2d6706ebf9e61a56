"""Fixed-timestep clock (after PursuedPyBear's clocks).

Real frame time is accumulated and spent in equal steps, so animation and
key repeat run at the same speed at 30 or 240 frames a second, and a headless
run fed the same frame times gives the same result.
"""
from __future__ import annotations

STEP = 1 / 120
# After a stall (window dragged, laptop asleep) skip ahead instead of
# running hundreds of catch-up steps in one frame.
MAX_CATCH_UP = 0.25


class FixedClock:
    def __init__(self, step: float = STEP, max_catch_up: float = MAX_CATCH_UP):
        self.step = step
        self.max_catch_up = max_catch_up
        self._pending = 0.0

    def advance(self, real_dt: float) -> int:
        """Add a frame's real time; return how many fixed steps to run now."""
        self._pending = min(self._pending + max(real_dt, 0.0), self.max_catch_up)
        steps = int(self._pending / self.step + 1e-9)
        self._pending -= steps * self.step
        return steps
