"""The writer of the games in progress (game.saved.in_progress): each save on a thread of its
own, so the frame loop never waits for the disk."""
from __future__ import annotations

import atexit
import os
from pathlib import Path

from game.saved.atomic_files import write_atomic


class SaveWriter:
    """Writes the in-progress files on a thread, so a move never waits for the
    disk (a save takes a few to tens of milliseconds, most of it flushing).

    Each file holds the whole game, so only the newest snapshot of a file counts:
    a newer one replaces one still waiting. A snapshot is handed over when the
    move is made and is on disk within one write's time; wait_idle() (closing
    the window, leaving the program, reading the folder, removing a file) waits
    for what is pending. A forked process starts a thread of its own. A snapshot the file
    already holds as this thread wrote it, untouched since, is not written again (a game
    entered again saves at once)."""

    def __init__(self):
        self._pid = None  # the process whose thread writes (its lock made with it: a start loads no threading)

    def _ensure_thread(self):
        if self._pid != os.getpid():  # first use, or a forked copy whose thread stayed behind
            import threading
            self._pid = os.getpid()
            self._changed = threading.Condition()
            self._pending: dict[Path, tuple] = {}  # path -> (InProgressFiles, newest snapshot not yet taken)
            self._writing: Path | None = None
            self._problems: list[str] = []
            self._written: dict[Path, tuple[str, tuple]] = {}  # path -> (the text written there, the file's stat after)
            threading.Thread(target=self._run, name="in-progress saves", daemon=True).start()

    def put(self, files, snapshot) -> str | None:
        """Queue `snapshot` (a GameInProgress) for its path, `files` (its InProgressFiles) saying what a
        write it cannot make means; the problems of earlier writes, if any."""
        self._ensure_thread()
        with self._changed:
            self._pending[snapshot.path] = (files, snapshot)
            self._changed.notify_all()
            return self._take_problems()

    def drop(self, path: Path) -> None:
        """Forget the waiting snapshot of `path` and wait out a write of it going on."""
        if self._pid != os.getpid():
            return  # nothing handed over in this process
        with self._changed:
            self._pending.pop(path, None)
            self._changed.wait_for(lambda: self._writing != path)
            self._written.pop(path, None)

    def wait_idle(self) -> str | None:
        """Every snapshot handed over is on disk (or refused): the problems, if any."""
        if self._pid != os.getpid():
            return None  # nothing handed over in this process
        with self._changed:
            self._changed.wait_for(lambda: not self._pending and self._writing is None)
            return self._take_problems()

    def _take_problems(self) -> str | None:
        problems, self._problems = self._problems, []
        return "\n".join(dict.fromkeys(problems)) or None

    def _run(self):
        from game.replay import dumps_replay
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending)
                path = next(iter(self._pending))
                files, snapshot = self._pending.pop(path)
                self._writing = path
            try:
                text = dumps_replay(snapshot.to_json())
                if self._written.get(path) != (text, _stat_key(path)):
                    write_atomic(path, text)
                    self._written[path] = (text, _stat_key(path))
            except Exception as exc:  # noqa: BLE001 (the thread must live on: a save it cannot make is said)
                problem = files.storage_problem(snapshot, exc)
                with self._changed:
                    self._problems.append(problem)
            finally:
                with self._changed:
                    self._writing = None
                    self._changed.notify_all()


def _stat_key(path: Path) -> tuple | None:
    """What tells a file's content changed without reading it (None: no file to be had)."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size, stat.st_ino


WRITER = SaveWriter()
# Leaving the program (the window closed, or an error) writes what is pending first.
atexit.register(WRITER.wait_idle)


def wait_for_saves() -> str | None:
    """Every game handed to save() is on disk: None, or the problems of the writes."""
    return WRITER.wait_idle()
