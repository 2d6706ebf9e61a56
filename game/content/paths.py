"""Where the game's data lives, wherever the game is installed.

Paths resolve against the package, never the working directory, so a
double-click from a file manager finds the data. In the app folder built by
tools/build_app.py the data folders lie beside the frozen packages too
(PyInstaller sets each module's __file__ to where its source would be). A
path whose case differs from the file on disk is refused: it would work on
Windows and macOS and break on Linux. Data is read only from regular files
inside the data folder in use, and only so much of it (read_data).
"""
from __future__ import annotations

import os
from pathlib import Path

from game.content.content_error import ContentError
from game.untrusted import InputError, read_limited

PROJECT_DIR = Path(__file__).resolve().parent.parent.parent
LEVELS_DIR = PROJECT_DIR / "levels"
SOUNDS_DIR = PROJECT_DIR / "sounds"
ICONS_DIR = PROJECT_DIR / "icons"
FONTS_DIR = PROJECT_DIR / "sprites" / "fonts"
FONT_FILES = {False: FONTS_DIR / "Lato-Regular.ttf", True: FONTS_DIR / "Lato-Bold.ttf"}  # by boldness
ACCENT_ROOM_FILE = FONTS_DIR / "accent-room.json"  # written by tools/measure_accent_room.py
MONO_FONT_FILE = FONTS_DIR / "DejaVuSansMono.ttf"  # codes to copy by hand: every letter as wide, 0 and O apart
MAX_DATA_BYTES = 1024 * 1024  # the largest data file, a deck file, is a few KiB


def icon_file(size: int) -> Path:
    """The game's icon as a size x size PNG (drawn by tools/make_icon.py)."""
    return ICONS_DIR / f"slide-and-stack-{size}.png"


def resolve(root: Path, relpath: str) -> Path:
    """`root/relpath`, checked part by part: it must exist with exactly this case."""
    path = Path(root)
    parts = Path(relpath).parts
    for i, part in enumerate(parts):
        try:
            names = os.listdir(path)
        except OSError:
            raise ContentError(path / part, "folder is missing") from None
        if part not in names:
            near = next((n for n in names if n.lower() == part.lower()), None)
            if near is not None:
                raise ContentError(path / part, f"file name case differs from the file on disk ({near!r})")
            raise ContentError(path / part, "file is missing" if i == len(parts) - 1 else "folder is missing")
        path = path / part
    return path


def read_data(path: Path, root: Path) -> bytes:
    """The bytes of the data file at `path`, which must be a regular file inside
    `root` (the levels folder in use), also when followed through links."""
    if not inside(path, root):
        raise ContentError(path, f"lies outside the game's data folder {root}")
    try:
        return read_limited(path, MAX_DATA_BYTES, links=True)  # inside() followed them
    except InputError as exc:
        raise ContentError(path, exc.problem) from None
    except OSError as exc:
        raise ContentError(path, f"cannot be read: {exc.strerror}") from None


def inside(path: Path, root: Path) -> bool:
    return Path(os.path.realpath(path)).is_relative_to(os.path.realpath(root))
