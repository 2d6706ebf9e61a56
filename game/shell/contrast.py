"""Whether the game is drawn in its high-contrast palette (Settings → High contrast):
held here, in the shell, so the App sets it from the saved settings and the sprites
(sprites.palette) read it without the shell importing them, as game.shell.motion."""
from __future__ import annotations

_high = False


def set_high_contrast(on: bool):
    global _high
    _high = on


def high() -> bool:
    return _high
