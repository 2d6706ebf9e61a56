"""Player data as JSON files in the platform's user data folder (after Pygame
Zero's storage). SLIDE_AND_STACK_DATA_DIR overrides the folder (tests).

Writes are atomic: a temporary file in the same folder, flushed to disk, then
os.replace, so a crash mid-write leaves the old file whole. A file that cannot
be read is renamed *.damaged-<timestamp> and the problem is returned for the
screen to show: the player's data is never dropped in silence.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from game.i18n import _

APP_NAME = "slide-and-stack"
ENV_DIR = "SLIDE_AND_STACK_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class Storage:
    def __init__(self, folder: Path | str | None = None):
        self.folder = Path(folder) if folder is not None else data_dir()

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def load_json(self, name: str, default, parse=None):
        """(data, problem): `default` and None when there is no file yet; `default`
        and a message naming the file kept aside when it was damaged. `parse`, when
        given, turns the JSON into the caller's record and raises ValueError when it
        is valid JSON but not such a record (kept aside the same way)."""
        path = self.path(name)
        try:
            with open(path, encoding="utf-8") as file:
                data = json.load(file)
            return (data if parse is None else parse(data)), None
        except FileNotFoundError:
            return default, None
        except (OSError, ValueError) as exc:
            return default, self._keep_aside(path, exc)

    def _keep_aside(self, path: Path, exc: Exception) -> str:
        stamp = time.strftime('%Y%m%d-%H%M%S')
        aside = path.with_name(f"{path.name}.damaged-{stamp}")
        n = 1
        while aside.exists():  # a second damaged copy in the same second must not replace the first
            n += 1
            aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        try:
            os.replace(path, aside)
        except OSError:
            return _("Your saved {file} could not be read ({problem}). The defaults are used for now.", file=path, problem=exc)
        return _("Your saved {file} could not be read ({problem}). It was kept as {aside}, and the defaults are used.", file=path, problem=exc, aside=aside.name)

    def save_json(self, name: str, data) -> str | None:
        """Write atomically; return None, or a message when the disk refused."""
        path = self.path(name)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=f".{name}-", suffix=".tmp", dir=self.folder)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as file:
                    json.dump(data, file, indent=2, ensure_ascii=False)
                    file.flush()
                    os.fsync(file.fileno())
                os.replace(temp, path)
            except BaseException:
                os.unlink(temp)
                raise
        except OSError as exc:
            return _("Could not save {file}: {problem}", file=path, problem=exc)
        return None


@dataclass
class Settings:
    volume: float = 0.7  # 0..1
    fullscreen: bool = False
    language: str = ""  # "" until the player chooses: the system's language
    last_seats: list[dict] = field(default_factory=list)  # [{"name": ..., "device": ...}]

    FILE = "settings"

    @classmethod
    def load(cls, storage: Storage) -> tuple["Settings", str | None]:
        """Settings from disk; a value of the wrong type falls back to its default."""
        data, problem = storage.load_json(cls.FILE, {})
        settings = cls()
        if not isinstance(data, dict):
            return settings, problem
        if isinstance(data.get("volume"), (int, float)):
            settings.volume = min(1.0, max(0.0, float(data["volume"])))
        if isinstance(data.get("fullscreen"), bool):
            settings.fullscreen = data["fullscreen"]
        if isinstance(data.get("language"), str):
            settings.language = data["language"]
        seats = data.get("last_seats")
        if isinstance(seats, list):
            settings.last_seats = [
                {"name": seat["name"], "device": seat["device"]} for seat in seats
                if isinstance(seat, dict) and isinstance(seat.get("name"), str) and isinstance(seat.get("device"), str)
            ]
        return settings, problem

    def save(self, storage: Storage) -> str | None:
        return storage.save_json(self.FILE, asdict(self))
