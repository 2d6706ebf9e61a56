"""Giving freed memory back to the system.

glibc's malloc keeps memory a program freed for its next requests, and moves its
threshold for mapping big blocks of their own up to the largest block freed: after a
few big pictures (a zoomed PILUS table, a frame's layers) come and go, later ones are
carved from the heap, whose top stays as high as the busiest moment (docs/ai-lab.md,
issue 37). `give_back` returns the free top and free pages once the collector has run.
Other C libraries (Windows, macOS, musl) give back on their own: there it does nothing.
"""
from __future__ import annotations

import functools


@functools.cache
def _malloc_trim():
    """glibc's malloc_trim, looked up at the first tidy rather than at the start."""
    try:
        import ctypes

        return ctypes.CDLL(None).malloc_trim  # the C library the game already runs on
    except (ImportError, OSError, TypeError, AttributeError):  # no ctypes, no such handle (Windows), or not glibc
        return None


def give_back() -> bool:
    """Return the heap's free memory to the system; False where the C library has no way."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
