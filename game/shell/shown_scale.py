"""How large the canvas is on the screen: below 1 when a window forced under the
minimum size gets the minimum-size picture scaled down. The App sets it before
each frame is drawn; text drawing reads it to stay readable on the screen."""
from __future__ import annotations

_scale = 1.0


def set_scale(scale: float):
    global _scale
    _scale = min(1.0, max(scale, 0.1))


def scale() -> float:
    return _scale
