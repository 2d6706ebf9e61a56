"""Command-line values of the tools that outside checks run (bench_ai, bench_ramp,
bench_pilus, ...): a value that cannot work is a usage error naming it, before
any game is played, never a traceback halfway through."""
from __future__ import annotations

import argparse
import math

from game.untrusted import MAX_DIGITS, MAX_INT, excerpt_text

MAX_SEEDS = 100_000  # a master game takes about a minute: far more than anyone waits for


def seed_range(text: str) -> range:
    """FIRST-LAST (both included) or one number; deal numbers from 0 to MAX_INT,
    the whole numbers a replay file keeps."""
    first, dash, last = text.partition("-")
    if any(part.strip().isdigit() and len(part.strip()) > MAX_DIGITS for part in (first, last)):
        raise argparse.ArgumentTypeError(f"seeds go from 0 to {MAX_INT}, not {excerpt_text(text)}")
    try:
        seeds = range(int(first), int(last if dash else first) + 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds are FIRST-LAST or one number, not {excerpt_text(text)}") from None
    if seeds.start < 0 or seeds.stop - 1 > MAX_INT:
        raise argparse.ArgumentTypeError(f"seeds go from 0 to {MAX_INT}, not {excerpt_text(text)}")
    count = seeds.stop - seeds.start  # len() of a range this long overflows
    if count < 1:
        raise argparse.ArgumentTypeError(f"the first seed is above the last in {excerpt_text(text)}")
    if count > MAX_SEEDS:
        raise argparse.ArgumentTypeError(f"at most {MAX_SEEDS} seeds at once, not {count}")
    return seeds


def _number(text: str, convert, what: str):
    try:
        return convert(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{excerpt_text(text)} is not {what}") from None


def positive_int(text: str) -> int:
    value = _number(text, int, "a whole number")
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def positive_number(text: str) -> float:
    value = _number(text, float, "a number")
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"must be a number above 0, not {excerpt_text(text)}")
    return value
