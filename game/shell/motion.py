"""How the animations move, as the player set it in Settings: reduced motion (every
slide, glide, zoom, hop, shake and fading highlight ends in the step it starts, so its
end state shows at once, and nothing pulses) and the animation speed (a factor on the
animations' time). Only the animations consult it: the game's rules, the computer's
thinking and how long a message stays up keep their own time.

Held here, in the shell, so the App sets it from the saved settings and the sprites
read it without the shell importing them."""
from __future__ import annotations

SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0)  # the animation speeds Settings offers
# Under reduced motion, the animation time of any step (seconds): longer than any
# animation lasts, so one step takes each to its end.
AT_ONCE = 1e6

_reduced = False
_speed = 1.0


def set_motion(reduced: bool, speed: float):
    global _reduced, _speed
    _reduced, _speed = reduced, speed


def reduced() -> bool:
    return _reduced


def speed() -> float:
    return _speed


def paced(dt: float) -> float:
    """The animation time of a step of `dt` seconds: all of it at once under reduced motion,
    else dt at the animation speed."""
    return AT_ONCE if _reduced else dt * _speed


def timed(dt: float) -> float:
    """The time of a sequence shown step by step whose steps carry what the player reads
    (the round's score lines): at the animation speed, never skipped."""
    return dt * _speed
