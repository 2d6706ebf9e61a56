"""The text size Settings has (game.saved.storage.TEXT_SIZES): every text is drawn that much
larger than the design, its readable floor too, and layouts make room for it. Held here, in the
shell, so the App sets it from the saved settings and the sprites (sprites.ui) read it without
the shell importing them, as game.shell.motion."""
from __future__ import annotations

# The text sizes and the smallest canvas each was checked to fit (tests/app/test_text_size.py),
# as the design's unit: 1 at 1280 x 720, 1.5 at 1920 x 1080. A smaller canvas draws the
# largest size checked for it (below 1280 x 720 the design's own: the floor takes its room).
CHECKED_FROM = ((1.0, 0.0), (1.25, 1.0), (1.5, 1.0), (2.0, 1.5))


def _drawn(chosen: float) -> tuple[tuple[float, float], ...]:
    """(least unit, size drawn from there), largest unit first, for the size `chosen`."""
    units = sorted({least for __, least in CHECKED_FROM}, reverse=True)
    return tuple((unit, max(size for size, least in CHECKED_FROM if least <= unit and size <= chosen + 1e-9))
                 for unit in units)


_factor = 1.0
_factor_drawn = _drawn(_factor)  # worked out once a change: every text asks it (ui.text_factor)


def set_factor(factor: float):
    global _factor, _factor_drawn
    _factor, _factor_drawn = factor, _drawn(factor)


def factor() -> float:
    return _factor


def factor_in(unit: float, chosen: float | None = None) -> float:
    """The text size drawn on a canvas of `unit`: the one `chosen` (default: the setting in use),
    or the largest checked there below it."""
    drawn = _factor_drawn if chosen is None else _drawn(chosen)
    for least, size in drawn[:-1]:
        if least <= unit:
            return size
    return drawn[-1][1]  # the smallest canvas's
