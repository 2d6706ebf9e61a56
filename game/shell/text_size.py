"""The text size Settings has (game.saved.storage.TEXT_SIZES): every text is drawn that much
larger than the design, its readable floor too, and layouts make room for it. Held here, in the
shell, so the App sets it from the saved settings and the sprites (sprites.ui) read it without
the shell importing them, as game.shell.motion."""
from __future__ import annotations

_factor = 1.0


def set_factor(factor: float):
    global _factor
    _factor = factor


def factor() -> float:
    return _factor
