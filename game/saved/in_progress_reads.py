"""The games in progress as last read, kept while their files stay as they were.

The title reads the in-progress folder each time it is shown (a game may have been started, finished
or abandoned meanwhile, here or in another window), and parsing a file and refereeing it again is
most of what showing the title costs. A file is read again once its size, time or inode changed
(every save replaces it, game.saved.atomic_files). What is read is kept for each language apart (a
computer's default name follows it, game.shell.input.seats.named_now): a title shown in one language,
then in another and back (the screen checks show every screen in each language in turn) reads no file again.

Kept: only a game whose state waits until asked for (its file keeps its progress), and each caller
gets a copy of its own (a game screen sets the live state of the one it plays). A file changed less
than SETTLING ago is read again each time: its time may not yet tell a later change within the
same tick of the file system's clock from it. A file that cannot be read is never kept: it raises
each time, as read_game does.
"""
from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

from game import i18n

SETTLING_NS = 2_000_000_000  # the coarsest file time in use (FAT's two seconds)

_KEPT: dict[tuple[Path, str], tuple[tuple, object]] = {}  # (path, language) -> (what the file was, the game read)


def read_kept(path: Path, read: Callable, keep: Callable):
    """read(path), or a copy of what it gave in this language when the file is as it was then;
    keep(game): the game read may be kept."""
    key = path, i18n.language()
    try:
        stat = path.stat()
    except OSError:
        _forget(lambda kept: kept == path)
        return read(path)  # the read says what is wrong, as it did without the kept games
    seen = (stat.st_mtime_ns, stat.st_size, stat.st_ino)
    kept = _KEPT.get(key)
    if kept is not None and kept[0] == seen:
        return replace(kept[1])
    _KEPT.pop(key, None)
    game = read(path)
    if keep(game) and time.time_ns() - stat.st_mtime_ns >= SETTLING_NS:
        _KEPT[key] = (seen, replace(game))
    return game


def forget_others(folder: Path, paths) -> None:
    """Let go of the games kept from `folder` whose files are no longer among `paths`."""
    listed = set(paths)
    _forget(lambda path: path.parent == folder and path not in listed)


def _forget(which: Callable[[Path], bool]) -> None:
    """Let go of the games kept, in every language, from the files `which` names."""
    for key in [key for key in _KEPT if which(key[0])]:
        del _KEPT[key]


def newest_first(paths) -> list[Path]:
    """`paths`, the file changed last first (one that cannot be asked, last)."""
    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0
    return sorted(paths, key=modified, reverse=True)
