"""Writing a file so that a crash, a full disk or a kill never leaves half of it.

The text goes to a temporary file in the same folder, is flushed to disk, then
renamed over the target in one step (write_atomic), or linked under a name no
other process holds yet (write_new: a new file never replaces another's). The
temporary file is removed on every failure this process sees; one left by a
process that was killed mid-write is swept up by sweep() when the game next
starts. Its writer holds a lock on it until it is renamed (POSIX), so a sweep
takes only a file whose writer is gone (process ids are reused after a reboot:
they say nothing); where no lock can be asked, only one older than
STALE_SECONDS, which no write takes.
"""
from __future__ import annotations

import errno
import os
import re
import tempfile
import time
from contextlib import suppress
from pathlib import Path

from game.untrusted import read_limited

try:
    import fcntl
except ImportError:  # Windows: temporary files are swept by age only
    fcntl = None

# .<target>.<writer's pid>.<random>.tmp
_TEMP = r"\..+\.(\d+)\.[a-z0-9_]+\.tmp"
# What earlier versions left: .<name>-<random>.tmp beside the player files, <replay>.json.tmp in replays/.
_OLD_TEMP = r"\.[a-z]+-[a-z0-9_]+\.tmp|.+\.json\.tmp"
# A temporary file this old is litter whoever wrote it: a write takes milliseconds.
STALE_SECONDS = 600
# write_new tries this many names (<stem>, <stem>-2, ...) before it gives up.
MAX_NAMES = 1000


def write_atomic(path, text: str) -> None:
    """Write `text` (UTF-8) to `path` whole or not at all; OSError when the disk refuses."""
    path = Path(path)
    _write_temp(path, text, lambda temp: os.replace(temp, path))
    _sync_folder(path.parent)


def write_new(folder, stem: str, suffix: str, text: str, again: bool = False, claim=None) -> Path:
    """Write `text` whole to a new file <stem><suffix> in `folder`, or <stem>-2<suffix>,
    ... when another file (another window's) has that name: the path written. again:
    a file there with the very same text is this one, written at an earlier try.
    claim(path, take): take (True) a name's lock before it is written, False when another
    holds it; let it go again (take False) when the name turns out taken."""
    folder = Path(folder)
    chosen = []

    def link(temp):
        for n in range(1, MAX_NAMES + 1):
            path = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
            if again and _holds(path, text):
                break
            if claim is not None and not claim(path, True):
                continue
            try:
                _link_exclusive(temp, path, text)
                break
            except FileExistsError:
                if claim is not None:
                    claim(path, False)
        else:
            raise FileExistsError(errno.EEXIST, "no free name", str(folder / f"{stem}{suffix}"))
        chosen.append(path)
        os.unlink(temp)

    _write_temp(folder / f"{stem}{suffix}", text, link)
    _sync_folder(folder)
    return chosen[0]


def _write_temp(path: Path, text: str, finish) -> None:
    """Write `text` to a temporary file beside `path`, flushed, locked for sweep() to leave
    alone, then finish(temp) while it is still locked; the temporary file goes on any failure."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            if fcntl is not None:
                fcntl.flock(file.fileno(), fcntl.LOCK_EX)
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
            finish(temp)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise


def _link_exclusive(temp: str, path: Path, text: str) -> None:
    """Give the written temporary file the name `path` unless that exists (FileExistsError)."""
    try:
        os.link(temp, path)  # whole at once: another window never reads half a file
        return
    except FileExistsError:
        raise
    except (OSError, AttributeError):  # a file system without hard links (FAT): create exclusively, then write
        pass
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
    except BaseException:
        with suppress(OSError):
            os.unlink(path)
        raise


def _holds(path: Path, text: str) -> bool:
    """`path` is a file of `text`: read no more than that, and never a FIFO, a device or a
    link (another program's file by that name is taken, not this one)."""
    data = text.encode("utf-8")
    try:
        return read_limited(path, len(data)) == data
    except (OSError, ValueError):  # TooLarge, NotAFile: the untrusted reader's ValueErrors
        return False


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
    if not name.endswith(".tmp"):
        return False  # most names: a start that finds no litter compiles no pattern (issue 47)
    if re.fullmatch(_OLD_TEMP, name):
        return True
    if not re.fullmatch(_TEMP, name):
        return False
    try:
        if time.time() - path.stat().st_mtime >= STALE_SECONDS:
            return True
    except OSError:
        return False
    return fcntl is not None and not _locked(path)


def _locked(path: Path) -> bool:
    """Whether a writer holds `path` locked (a file that cannot be opened counts as held)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # and with it the lock just taken
    return False
