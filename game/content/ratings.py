"""Solo rating bands from a deck file: every total must get exactly one title,
named by a message key the English catalogue holds."""
from __future__ import annotations

import math
from pathlib import Path

from game.content.content_error import ContentError
from game.content.toml_files import checked, item, unknown_key
from game.message_keys import has
from game.rules.ramp_data import Rating

BAND_KEYS = ("low", "high", "title")


def rating_bands(entries: list, path: Path) -> tuple[Rating, ...]:
    """The bands from lowest to highest totals; an error when they overlap or leave a gap."""
    bands = sorted((_band(checked(entry, dict, "every entry of 'rating'", path), path) for entry in entries),
                   key=lambda band: -math.inf if band.low is None else band.low)
    if not bands:
        return ()
    if bands[0].low is not None:
        raise ContentError(path, f"no rating band covers the totals {_span(None, bands[0].low - 1)}")
    if bands[-1].high is not None:
        raise ContentError(path, f"no rating band covers the totals {_span(bands[-1].high + 1, None)}")
    for a, b in zip(bands, bands[1:]):
        if a.high is None or b.low is None or b.low <= a.high:
            raise ContentError(path, f"rating bands {_span(a.low, a.high)} and {_span(b.low, b.high)} overlap")
        if b.low > a.high + 1:
            raise ContentError(path, f"no rating band covers the totals {_span(a.high + 1, b.low - 1)}")
    return tuple(bands)


def _band(entry: dict, path: Path) -> Rating:
    low = item(entry, "low", int, "'low' of a rating band", path, None)
    high = item(entry, "high", int, "'high' of a rating band", path, None)
    what = f"rating band {_span(low, high)}"
    stray = unknown_key(entry, BAND_KEYS)
    if stray:
        raise ContentError(path, f"{what} has unknown key {stray!r}")
    if low is not None and high is not None and low > high:
        raise ContentError(path, f"{what} holds no total: 'low' is above 'high'")
    title = item(entry, "title", str, f"the title of {what}", path)
    if not has(title):
        raise ContentError(path, f"{what}: title {title!r} has no English text in game/message_keys.py")
    return Rating(low, high, title)


def _span(low: int | None, high: int | None) -> str:
    if low is None:
        return "all totals" if high is None else f"<= {high}"
    if high is None:
        return f">= {low}"
    return str(low) if low == high else f"{low}-{high}"
