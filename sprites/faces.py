"""The game's typefaces, opened for SDL_ttf from memory.

SDL_ttf reads a glyph's outline from the face's file when it first draws it, through stdio a
seek and a read each: 2,700 system calls to the title's first frame, about 1 ms of the start's
CPU (issue 47). From a mapping of the file they are reads from memory the system shares.
"""
from __future__ import annotations

import mmap


def opened(path) -> mmap.mmap:
    """The face at `path` mapped into memory: a view of its own for each font, which reads at its own place."""
    with open(path, "rb") as file:
        return mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
