"""What the board list and the setup screen need of each board file of the player's
(its name, edition, board key and the fingerprint of its bytes), kept in one small
file beside the boards so that thousands of them are listed without reading each:
<data dir>/board-index.txt, a line per file, each entry valid while its file's size,
modification time and inode are what they were when it was read.

It is a cache and nothing more: an entry whose file changed is read again, a
damaged or foreign index is simply rebuilt, and it is written whole or not at
all (game.saved.atomic_files); a board played or edited is always read from its
own file. Written by any window that finds it out of date, without a lock: the
last whole one wins, and either is true of the files it names.

Lines of tab-separated text rather than JSON: reading 5,000 entries must take a few
milliseconds, and no field of it can hold a tab or a line break (a file name that
does is not indexed: that board is read each time).
"""
from __future__ import annotations

import os
from contextlib import suppress
from dataclasses import dataclass

from game.boards.scoring import MAX_TITLE
from game.saved.atomic_files import write_atomic
from game.untrusted import read_limited

FILE = "board-index.txt"  # in the data folder
HEAD = "slide-and-stack board index 1"
MAX_INDEX_BYTES = 32 * 1024 * 1024  # an entry takes about 120 bytes: 250,000 boards


@dataclass(frozen=True)
class Entry:
    stamp: tuple[str, str, str]  # the file's size, modification time (ns) and inode when it was read, as text
    game_id: str
    name: str
    key: str      # game.boards.board_text.board_key: the same board whatever its name
    version: str  # the fingerprint of the file's bytes (game.saved.boards.fingerprint)


def stamp(stat_result) -> tuple[str, str, str]:
    return str(stat_result.st_size), str(stat_result.st_mtime_ns), str(stat_result.st_ino)


def read_index(folder, game_ids) -> dict[str, Entry]:
    """The well-formed entries of the index in `folder` (the data folder), by file name;
    {} when there is none or it is no index (then the boards are read and it is written anew)."""
    try:
        lines = read_limited(os.path.join(folder, FILE), MAX_INDEX_BYTES).decode("utf-8").split("\n")
    except (OSError, ValueError):  # none, a link, too large, not UTF-8
        return {}
    if lines[0] != HEAD:
        return {}
    found = {}
    for line in lines[1:]:
        parts = line.split("\t")
        if len(parts) == 8:
            file_name, size, mtime, inode, game_id, key, version, name = parts
            # The key and fingerprint are only compared with others: any text is harmless there.
            if game_id in game_ids and 0 < len(key) <= 64 and 0 < len(version) <= 64 \
                    and 0 < len(name) <= MAX_TITLE and name.isprintable():
                found[file_name] = Entry((size, mtime, inode), game_id, name, key, version)
    return found


def write_index(folder, entries: dict[str, Entry]) -> None:
    """Write the index whole; a disk that refuses leaves the old one (or none): it is only a cache."""
    lines = [HEAD] + ["\t".join((file_name, *entry.stamp, entry.game_id, entry.key, entry.version, entry.name))
                      for file_name, entry in sorted(entries.items()) if file_name.isprintable()]
    with suppress(OSError):
        write_atomic(os.path.join(folder, FILE), "\n".join(lines))
