"""Writing a file so that a crash, a full disk or a kill never leaves half of it.

The text goes to a temporary file in the same folder, is flushed to disk, then
renamed over the target in one step. The temporary file is removed on every
failure this process sees; one left by a process that was killed mid-write is
swept up by sweep() when the game next starts. Its name carries the writer's
process id, so a second copy of the game never loses a file it is writing.
"""
from __future__ import annotations

import os
import re
import tempfile
import time
from contextlib import suppress
from pathlib import Path

# .<target>.<writer's pid>.<random>.tmp
_TEMP = re.compile(r"\..+\.(\d+)\.[a-z0-9_]+\.tmp")
# What earlier versions left: .<name>-<random>.tmp beside the player files, <replay>.json.tmp in replays/.
_OLD_TEMP = re.compile(r"\.[a-z]+-[a-z0-9_]+\.tmp|.+\.json\.tmp")
# Where a process cannot be asked whether it lives: a temporary file this old is litter.
STALE_SECONDS = 600


def write_atomic(path, text: str) -> None:
    """Write `text` (UTF-8) to `path` whole or not at all; OSError when the disk refuses."""
    path = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    # The rename lives in the folder's entry: flush it too, so a power cut right
    # after cannot bring the old file back (POSIX; Windows cannot open a folder).
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sweep(folder) -> list[str]:
    """Remove the temporary files that killed writers left in `folder`; the names removed."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    removed = []
    for name in names:
        path = Path(folder, name)
        if _is_litter(name, path):
            with suppress(OSError):
                path.unlink()
                removed.append(name)
    return removed


def _is_litter(name: str, path: Path) -> bool:
    if _OLD_TEMP.fullmatch(name):
        return True
    match = _TEMP.fullmatch(name)
    return match is not None and not _writer_alive(int(match[1]), path)


def _writer_alive(pid: int, path: Path) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        with suppress(OSError):
            return time.time() - path.stat().st_mtime < STALE_SECONDS
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True
