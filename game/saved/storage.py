"""Player data as JSON files in the platform's user data folder (after Pygame
Zero's storage). SLIDE_AND_STACK_DATA_DIR overrides the folder (tests).

Writes are atomic (game.saved.atomic_files), so a crash or kill mid-write leaves the
old file whole; the temporary files a kill leaves are swept at start. A file two
windows of the game may both change is read, changed and written under a lock
(Storage.update_json, with the `filelock` library): the second waits, then adds
its change to the first's. Every OS error of the player's data is put in words
here (unwritable_reason, folder_problem, save_problem; why a file could not be read
is game.unreadable's, which replays share): the player reads
what went wrong with which file, never a traceback; a data folder the game
cannot use at all is said once and the game plays on without saving. Files
are read strictly and bounded (game.untrusted). A file that cannot be read is
renamed *.damaged-<timestamp> and the problem is returned for the screen to
show: the player's data is never dropped in silence. A file a newer version of
the game wrote (a "version" above this build's) is read as far as it can be and
never renamed nor written over.
"""
from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
import time
from contextlib import suppress
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from game import i18n
from game.saved.atomic_files import sweep, write_atomic
from game.saved.system_folder import user_data_folder
from game.i18n import N_, Said, _
from game.logs import logger
from game.unreadable import unreadable_reason
from game.untrusted import newer_version, parse_json, printable, read_limited

if TYPE_CHECKING:
    import filelock

APP_NAME = "slide-and-stack"
ENV_DIR = "SLIDE_AND_STACK_DATA_DIR"
MAX_FILE_BYTES = 1024 * 1024  # the high-score tables of every game fill a few KiB
# Below this much free room the start warns that saves may soon fail. A game in progress
# or its replay takes about 30 KiB (a save needs the room twice, briefly), the other
# files a few KiB each: 10 MiB is an evening's play many times over, and a disk with less
# is full by any measure.
LOW_SPACE_BYTES = 10 * 1024 * 1024
FIRST_VERSION = 1  # every player file's format is still at its first version
# How long a window waits for another to finish changing a shared file (a write takes milliseconds).
LOCK_WAIT_SECONDS = 3.0
LOCKS = ".locks"  # the lock files of the files two windows may change
# A path quoted in a message is cut to about this many characters (its middle left out).
SHOWN_PATH_CHARS = 200

# Per file that could not be saved, the reason last written to the log: a game on a full disk
# fails at every move, and says so in the log once (again only when the reason changes).
_logged_save_failures: dict[str, tuple] = {}


def data_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    return Path(override) if override else Path(user_data_folder(APP_NAME))


class Holds(NamedTuple):  # not a frozen dataclass: made at every start, for a fifth of the CPU (issue 47)
    """What a player file holds, as the notice of a damaged one names it, and what
    the game does without it (English, marked with N_, translated when said)."""

    what: str
    instead: str


def unwritable_reason(exc: Exception) -> str:
    """Why a file could not be written, in words a player understands."""
    if getattr(exc, "errno", None) in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("the disk is full")
    if isinstance(exc, PermissionError) or getattr(exc, "errno", None) == errno.EROFS:
        return _("the system does not let the game write there")
    if getattr(exc, "errno", None) == errno.ENAMETOOLONG:
        return _("its name is too long for the system")
    if isinstance(exc, TimeoutError):  # filelock.Timeout, the lock another window held
        return _("another window of the game kept it busy")
    return _("the system refused to write it")


def shown(path) -> str:
    """A path as a message quotes it: at most about SHOWN_PATH_CHARS characters, the middle left out."""
    text = str(path)
    if len(text) <= SHOWN_PATH_CHARS:
        return text
    half = (SHOWN_PATH_CHARS - 1) // 2
    return f"{text[:half]}…{text[-half:]}"


def save_problem(path, exc: Exception) -> str:
    """The message for a file that could not be written (what exactly went wrong goes to the log)."""
    reason = (type(exc).__name__, getattr(exc, "errno", None))  # not the text: it may name a new temporary file
    if _logged_save_failures.get(str(path)) != reason:
        _logged_save_failures[str(path)] = reason
        logger(__name__).warning("%s could not be saved (%s)", path, _detail(exc))
    return Said(lambda: _("Could not save {file}: {reason}.", file=shown(path), reason=unwritable_reason(exc)))


def _folder_reason(exc: OSError) -> str:
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        return _("there is a file by that name, not a folder")
    return unwritable_reason(exc)


def _folder_advice(exc: OSError) -> str:
    """What the player can do about a data folder the game cannot use."""
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        return _("Move or rename that file, then start the game again.")
    if getattr(exc, "errno", None) in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("Free some space on that disk, then start the game again.")
    if getattr(exc, "errno", None) == errno.ENAMETOOLONG:
        return _("Set {variable} to a shorter folder, then start the game again.", variable=ENV_DIR)
    return _("Let your user account read and write that folder (or set {variable} to another one), "
             "then start the game again.", variable=ENV_DIR)


def newer_file(path) -> str:
    """The message for a player file that a newer version of the game wrote."""
    return Said(lambda: _("{file} was saved by a newer version of Slide & Stack: this version uses what it can "
                          "of it, leaves it as it is and saves no changes to it.", file=shown(path)))


def _written_by_newer(path: Path, version: int) -> bool:
    try:
        return newer_version(parse_json(read_limited(path, MAX_FILE_BYTES)), version)
    except (OSError, ValueError):  # none there, or damaged: nothing a newer version would miss
        return False


def _stays(path: Path, exc: Exception, holds: "Holds") -> str:
    return Said(lambda: _("{what}: {file} could not be read: {reason}. The file stays where it is. {instead}",
                          what=_(holds.what), file=shown(path), reason=unreadable_reason(exc), instead=_(holds.instead)))


def _detail(exc: Exception) -> str:
    return f"{type(exc).__name__}: {exc}"


class Storage:
    def __init__(self, folder: Path | str | None = None):
        self.folder = Path(folder) if folder is not None else data_dir()
        # Set by folder_problem: nothing can be read there (None: it can, or it was not asked).
        self.unreadable: str | None = None

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def has(self, name: str) -> bool:
        """Whether the player file `name` is there (False when the folder cannot be looked in)."""
        try:
            return self.path(name).exists()
        except OSError:
            return False

    def inside(self, path: Path) -> bool:
        """`path` is in the data folder itself: not a link leading out of it (to another
        file of the player's, or anyone's), which the game neither reads nor offers."""
        try:
            return not path.is_symlink() or path.resolve().is_relative_to(self.folder.resolve())
        except (OSError, RuntimeError):  # a loop of links, or a folder that cannot be looked in
            return False

    def lock(self, name: str, timeout: float | None = None) -> filelock.FileLock:
        """The lock under which `name` is read, changed and written, as a file in the
        hidden folder LOCKS (left there: removing a lock file races the next window's lock).
        timeout: how long acquiring it waits (None: LOCK_WAIT_SECONDS, read now, so a test
        may shorten it). OSError on acquiring when that folder cannot be made."""
        folder = self.folder / LOCKS
        folder.mkdir(exist_ok=True)
        import filelock  # here: a start that writes nothing loads no locking (about 25 modules)
        return filelock.FileLock(folder / f"{name}.lock", timeout=LOCK_WAIT_SECONDS if timeout is None else timeout)

    def held_elsewhere(self, name: str) -> bool:
        """Another window holds the lock of `name` (Storage.lock). The title asks it of every
        game in progress: filelock's primitive on a descriptor answers in microseconds, where a
        FileLock taken and let go costs a quarter of a millisecond; a file system without flock
        gets the FileLock's own answer (its soft lock)."""
        from filelock import lock_descriptor, unlock_descriptor
        try:
            fd = os.open(self.folder / LOCKS / f"{name}.lock", os.O_RDWR)
        except OSError:
            return False  # no lock file: no window took it
        try:
            if not lock_descriptor(fd, blocking=False):
                return True
            unlock_descriptor(fd)
            return False
        except OSError:
            pass  # no flock here
        finally:
            os.close(fd)
        try:
            with self.lock(name, timeout=0):
                return False
        except TimeoutError:  # filelock.Timeout: another window holds it
            return True
        except OSError:
            return False

    def drop_lock(self, name: str) -> None:
        """Remove the lock file of `name`, a file that is gone for good (nobody locks it again)."""
        with suppress(OSError):
            (self.folder / LOCKS / f"{name}.lock").unlink()

    def sweep(self) -> None:
        """Remove what writes killed mid-way left here and in the folders below (replays)."""
        sweep(self.folder)
        try:
            folders = [entry.path for entry in os.scandir(self.folder) if entry.is_dir(follow_symlinks=False)]
        except OSError:
            return
        for folder in folders:
            sweep(folder)

    def folder_problem(self) -> str | None:
        """None when files can be read and written in the data folder (made if missing);
        else the message that nothing the player does is kept, why, and what to do."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            os.listdir(self.folder)
            # Named as write_atomic names its temporary files, so sweep() takes one a kill left.
            fd, probe = tempfile.mkstemp(prefix=f".write-check.{os.getpid()}.", suffix=".tmp", dir=self.folder)
            os.close(fd)
            os.unlink(probe)
        except OSError as exc:
            logger(__name__).warning("nothing can be saved in %s (%s)", self.folder, _detail(exc))
            problem = Said(lambda exc=exc: _("Nothing can be saved in {folder}: {reason}. Settings, scores and games "
                                             "in progress last only until the game closes.", folder=shown(self.folder),
                                             reason=_folder_reason(exc)) + " " + _folder_advice(exc))
            if not os.access(self.folder, os.R_OK | os.X_OK):
                self.unreadable = problem
            return problem
        return None

    def space_problem(self) -> str | None:
        """None, or the warning that the disk holding the data folder is almost full (so the
        first save that fails is not the first word of it); playing goes on either way."""
        try:
            free = shutil.disk_usage(self.folder).free
        except OSError:
            return None  # no folder to ask about: folder_problem says why
        if free >= LOW_SPACE_BYTES:
            return None
        logger(__name__).warning("%s has %d bytes free", self.folder, free)
        # The number and its unit never part at a line's end (a no-break space).
        return Said(lambda: _("The disk holding {folder} is almost full ({size}\u00a0MiB free): games in progress, "
                              "scores and replays may soon fail to save. Free some space to keep them.",
                              folder=shown(self.folder), size=i18n.number(round(free / 2 ** 20, 1))))

    def load_json(self, name: str, default, holds: "Holds", parse=None, version: int = FIRST_VERSION):
        """(data, problem): `default` and None when there is no file yet; `default`
        and a message naming the file kept aside when it was damaged (`holds` says
        what the file held). `parse`, when given, turns the JSON into the caller's
        record and raises ValueError when it is valid JSON but not such a record
        (kept aside the same way). A file whose "version" is above `version` (the
        newest this build reads) was written by a newer version of the game: what
        `parse` makes of it, or `default`, and a message; the file stays as it is
        and save_json never writes over it."""
        path = self.path(name)
        if self.unreadable or not self.inside(path):  # said once at the start (folder_problem); a link: not read
            return default, None
        try:
            data = parse_json(read_limited(path, MAX_FILE_BYTES))
        except (FileNotFoundError, NotADirectoryError):  # a file where the folder should be: folder_problem says it
            return default, None
        except (OSError, ValueError) as exc:  # untrusted.InputError is a ValueError
            return default, self.keep_aside(path, exc, holds)
        if newer_version(data, version):
            logger(__name__).warning("%s was written by a newer version of the game (format version %s); left as it is",
                         path, data["version"])
            try:
                value = data if parse is None else parse(data)
            except ValueError:
                value = default
            return value, newer_file(path)
        try:
            return (data if parse is None else parse(data)), None
        except ValueError as exc:
            return default, self.keep_aside(path, exc, holds)

    def keep_aside(self, path: Path, exc: Exception, holds: "Holds") -> str:
        """Rename a file that cannot be read to *.damaged-<timestamp> (so it is not
        read again, nor lost) and return the message saying so in the player's
        words; what exactly was wrong goes to the log. A file the system refused to read
        (no permission, a name too long) is no damage: it stays where it is."""
        if isinstance(exc, OSError):
            logger(__name__).warning("%s could not be read (%s); left where it is", path, _detail(exc))
            return _stays(path, exc, holds)
        stamp = time.strftime('%Y%m%d-%H%M%S')
        try:
            taken = set(os.listdir(path.parent))
            aside = f"{path.name}.damaged-{stamp}"
            n = 1
            while aside in taken:  # a second damaged copy in the same second must not replace the first
                n += 1
                aside = f"{path.name}.damaged-{stamp}-{n}"
            os.replace(path, path.with_name(aside))
        except OSError as rename_problem:
            logger(__name__).warning("%s could not be read (%s) nor renamed (%s)", path, _detail(exc), _detail(rename_problem))
            return _stays(path, exc, holds)
        logger(__name__).warning("%s could not be read (%s); kept as %s", path, _detail(exc), aside)
        return Said(lambda: _("{what}: {file} could not be read: {reason}. The file was kept under the name {aside}. "
                              "{instead}", what=_(holds.what), file=shown(path), reason=unreadable_reason(exc), aside=aside,
                              instead=_(holds.instead)))

    def save_json(self, name: str, data) -> str | None:
        """Write atomically; return None, or a message when the disk refused or the
        file there was written by a newer version of the game (it is left as it is:
        a newer "version" than `data` has)."""
        path = self.path(name)
        ours = data.get("version", FIRST_VERSION) if isinstance(data, dict) else FIRST_VERSION
        if _written_by_newer(path, ours):
            return newer_file(path)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False))
        except OSError as exc:
            return save_problem(path, exc)
        return None

    def update_json(self, name: str, change, default, holds: "Holds", parse=None, version: int = FIRST_VERSION):
        """Read `name` as load_json does, hand it to change(value) -> (data to write, result),
        and write that, all under the file's lock: another window changing the same file
        meanwhile waits, then changes what this one wrote (nothing of either is lost).
        (result, [problems]): result is None when nothing was written (a newer version's
        file, a lock another window held too long, a disk that refused), with the reason."""
        try:
            with self.lock(name):
                value, problem = self.load_json(name, default, holds, parse, version)
                if problem is not None and _written_by_newer(self.path(name), version):
                    return None, [problem]
                data, result = change(value)
                refused = self.save_json(name, data)
                problems = [p for p in (problem, refused) if p]
                return (None if refused else result), problems
        except OSError as exc:  # the lock file cannot be made, or another window held it (filelock.Timeout)
            return None, [save_problem(self.path(name), exc)]


# What Settings offers for the animation speed (a factor on the animations' time, game.shell.motion)
# and the time a key or button must stay down to count (seconds, for tremors; game.shell.input.input_map).
ANIMATION_SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0)
KEY_SETTLE_TIMES = (0.0, 0.1, 0.2, 0.3)
# The text sizes every screen has been checked to fit at (tests/app/test_text_size.py; 200 %
# from 1920 x 1080 up, game.shell.text_size.CHECKED_FROM).
TEXT_SIZES = (1.0, 1.25, 1.5, 2.0)


_ABSENT = object()


def merged_changes(theirs: dict, base: dict, ours: dict) -> dict:
    """What changed from `base` (the file as this window read it) to `ours`, laid over
    `theirs` (the file as it is now, another window's changes in it): objects key by key,
    however deep, so only the values this window changed are written; a key it removed
    goes unless the other window changed it."""
    out = dict(theirs)
    for key in ours.keys() | base.keys():
        mine, before, now = ours.get(key, _ABSENT), base.get(key, _ABSENT), theirs.get(key, _ABSENT)
        if mine == before:
            continue  # not changed here: theirs stays, whatever it is
        if mine is _ABSENT and isinstance(before, dict) and isinstance(now, dict):
            kept = merged_changes(now, before, {})  # what the other window added to it stays
            if kept:
                out[key] = kept
            else:
                del out[key]
        elif mine is _ABSENT:
            if now == before:
                out.pop(key, None)
        elif isinstance(mine, dict) and isinstance(now, dict):
            out[key] = merged_changes(now, before if isinstance(before, dict) else {}, mine)
        else:
            out[key] = mine
    return out


@dataclass
class Settings:
    volume: float = 0.7  # the effects' volume, 0..1 (the name from before there was music)
    music_volume: float = 0.5  # 0..1
    fullscreen: bool = False
    ghosts: bool = True  # a solo game's setup offers ghosts to race (game.ghost), a challenge races the friend's game
    language: str = ""  # "" until the player chooses: the system's language
    last_seats: list[dict] = field(default_factory=list)  # [{"name": ..., "device": ...}]
    # The player's own controls over the defaults, as read (game.shell.input.bindings.Bindings.from_json checks them).
    bindings: dict = field(default_factory=dict)
    reduced_motion: bool = False  # every animation shows its end at once, nothing pulses
    animation_speed: float = 1.0  # one of ANIMATION_SPEEDS
    sound_captions: bool = False  # the sounds that say something are also written (game.shell.captions)
    key_settle: float = 0.0  # one of KEY_SETTLE_TIMES
    speech: bool = False  # menus and, on request, the game's state said aloud (game.shell.speech)
    text_size: float = 1.0  # one of TEXT_SIZES
    high_contrast: bool = False  # the palette where every text and piece edge stands out 7:1 (sprites.palette)

    FILE = "settings"
    HOLDS = Holds(N_("Settings"), N_("The default settings are used."))
    VERSION = FIRST_VERSION  # written into the file since newer versions' files are told apart

    @classmethod
    def load(cls, storage: Storage) -> tuple["Settings", str | None]:
        """Settings from disk; a value of the wrong type falls back to its default."""
        data, problem = storage.load_json(cls.FILE, {}, cls.HOLDS, version=cls.VERSION)
        settings = cls()
        if not isinstance(data, dict):
            return settings, problem
        for name in ("volume", "music_volume"):
            value = data.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool):  # True is an int to Python
                setattr(settings, name, min(1.0, max(0.0, float(value))))
        for name in ("fullscreen", "ghosts", "reduced_motion", "sound_captions", "speech", "high_contrast"):
            if isinstance(data.get(name), bool):
                setattr(settings, name, data[name])
        for name, choices in (("animation_speed", ANIMATION_SPEEDS), ("key_settle", KEY_SETTLE_TIMES),
                              ("text_size", TEXT_SIZES)):
            value = data.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and value in choices:
                setattr(settings, name, float(value))
        if data.get("language") in i18n.languages():  # a name among the game's own, never a path
            settings.language = data["language"]
        settings.bindings = data.get("bindings", {})
        seats = data.get("last_seats")
        if isinstance(seats, list):
            settings.last_seats = [
                {"name": printable(seat["name"]), "device": seat["device"]} for seat in seats
                if isinstance(seat, dict) and isinstance(seat.get("name"), str) and isinstance(seat.get("device"), str)
                and printable(seat["name"])
            ]
        settings._as_loaded = asdict(settings)
        return settings, problem

    def save(self, storage: Storage) -> str | None:
        """Write what this window changed since it read the file into the file as it is now,
        under its lock: another window's change to another setting, another device's controls
        or another action's stays (merged_changes). The same setting changed in both: this
        window's, the player's latest choice, is saved."""
        ours = asdict(self)
        loaded = getattr(self, "_as_loaded", {})

        def change(on_disk):
            data = merged_changes(on_disk if isinstance(on_disk, dict) else {}, loaded, ours)
            return {**data, "version": self.VERSION}, True
        saved, problems = storage.update_json(self.FILE, change, {}, self.HOLDS, version=self.VERSION)
        if saved:
            self._as_loaded = ours
        return "\n".join(problems) or None
