"""`--install-desktop` / `--uninstall-desktop`: the game in a Linux desktop's menu.

Installing writes, under the user's data folder ($XDG_DATA_HOME, else
~/.local/share), an XDG desktop entry applications/slide-and-stack.desktop and
the icons icons/hicolor/<N>x<N>/apps/slide-and-stack.png; and, so that a
double-click on a challenge file opens it (`--challenge FILE`), the file type
mime/packages/slide-and-stack.xml (*.sschallenge) and a hidden entry
applications/slide-and-stack-challenge.desktop that opens that type. The entry starts the
game from where it lies now (the app folder's program, or Python with
main.py), so after moving the folder, install again. Nothing here needs pygame:
a Python without it can still install the entry for the project's .venv.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from game import APP_ID, games
from game.content.paths import icon_file
from game.message_keys import TEXTS

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
CHALLENGE_TYPE = "application/x-slide-and-stack-challenge"
CHALLENGE_GLOB = "*.sschallenge"  # game.saved.challenges.SUFFIX (not imported: installing needs no game libraries)
_RESERVED_IN_QUOTES = '\\"`$'
# The entry's comment line naming the folders installing created (relative to the data
# folder, as JSON), so uninstalling removes those, once empty, and no others.
_CREATED = "# Folders created by --install-desktop: "
# What update-desktop-database writes into applications/ (which type opens with which entry).
_DESKTOP_CACHE = "mimeinfo.cache"


def data_home(environ=os.environ) -> Path:
    # The XDG spec ignores a relative XDG_DATA_HOME.
    value = environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def entry_file(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}.desktop"


def challenge_entry_file(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}-challenge.desktop"


def mime_file(home: Path) -> Path:
    return home / "mime" / "packages" / f"{APP_ID}.xml"


def icon_files(home: Path) -> dict[int, Path]:
    return {size: home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png" for size in ICON_SIZES}


def _escape_string(value: str) -> str:
    """A desktop entry string value: a backslash is written twice; a line break cannot be written."""
    if "\n" in value or "\r" in value:
        raise ValueError(f"a desktop entry cannot hold a path with a line break: {value!r}")
    return value.replace("\\", "\\\\")


def exec_line(argv: list[str]) -> str:
    """The Exec= value that runs argv: every argument in double quotes with
    \\ " ` $ escaped, '%' doubled (else it reads as a field code), then the
    value escaped as a string (the spec's two layers of escaping)."""
    quoted = []
    for arg in argv:
        inner = "".join("\\" + ch if ch in _RESERVED_IN_QUOTES else ch for ch in arg).replace("%", "%%")
        quoted.append(f'"{inner}"')
    return _escape_string(" ".join(quoted))


def entry_text(launcher: list[str]) -> str:
    daily = games.desktop_daily()
    daily_name = TEXTS[f"games.{daily.id}.name"]  # a box's name is the same in every language
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Slide & Stack",
        "GenericName=Puzzle games",
        "Comment=FITS, FITS compact, BITS and PILUS for 1-4 players",
        # The menu hides the entry once the program it starts is gone.
        f"TryExec={_escape_string(launcher[0])}",
        f"Exec={exec_line(launcher)}",
        f"Icon={APP_ID}",
        f"StartupWMClass={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=FITS;BITS;PILUS;Knizia;puzzle;",
        "Actions=daily;",
        "",
        # A right-click on the menu entry goes straight into today's challenge of the game
        # its definition names (game.games.desktop_daily), under the box's own name.
        "[Desktop Action daily]",
        f"Name=Daily challenge ({daily_name})",
        f"Name[de]=Tagesaufgabe ({daily_name})",
        f"Name[fr]=Défi du jour ({daily_name})",
        f"Name[nl]=Dagopdracht ({daily_name})",
        f"Exec={exec_line([*launcher, '--daily', daily.id])}",
        "",
    ])


def challenge_entry_text(launcher: list[str]) -> str:
    """The hidden entry a double-click on a challenge file starts: --challenge and the file (%f)."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Slide & Stack challenge",
        "Name[de]=Slide & Stack: Herausforderung",
        "Name[fr]=Slide & Stack : défi",
        "Name[nl]=Slide & Stack: uitdaging",
        f"TryExec={_escape_string(launcher[0])}",
        f"Exec={exec_line([*launcher, '--challenge'])} %f",
        f"Icon={APP_ID}",
        f"StartupWMClass={APP_ID}",
        "Terminal=false",
        "NoDisplay=true",
        f"MimeType={CHALLENGE_TYPE};",
        "",
    ])


def mime_text() -> str:
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">',
        f'  <mime-type type="{CHALLENGE_TYPE}">',
        "    <comment>Slide &amp; Stack challenge</comment>",
        '    <comment xml:lang="de">Slide &amp; Stack: Herausforderung</comment>',
        '    <comment xml:lang="fr">Slide &amp; Stack : défi</comment>',
        '    <comment xml:lang="nl">Slide &amp; Stack: uitdaging</comment>',
        f'    <glob pattern="{CHALLENGE_GLOB}"/>',
        f"    <icon name=\"{APP_ID}\"/>",
        "  </mime-type>",
        "</mime-info>",
        "",
    ])


def _refresh_caches(home: Path) -> None:
    """Let the desktop see the file type and which entry opens it, where its tools are installed."""
    for tool, folder in (("update-mime-database", home / "mime"), ("update-desktop-database", home / "applications")):
        if shutil.which(tool) and folder.is_dir():
            try:
                subprocess.run([tool, str(folder)], capture_output=True, timeout=60)
            except (OSError, subprocess.SubprocessError):
                pass  # the type is registered all the same at the desktop's next look


def write_entry(launcher: list[str], home: Path) -> list[Path]:
    """Write the entry, the icons and the challenge file type; returns the files written."""
    text = entry_text(launcher)  # first: a path it cannot hold stops us before any file is written
    challenge_text = challenge_entry_text(launcher)
    created = _created_by(entry_file(home))  # those an earlier install created stay ours
    for target in [entry_file(home), mime_file(home), *icon_files(home).values()]:
        folder = target.parent
        while not folder.exists() and (folder == home or home in folder.parents):
            created.add(folder.relative_to(home.parent).as_posix())
            folder = folder.parent
    written = []
    for size, target in icon_files(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icon_file(size), target)
        written.append(target)
    entry = entry_file(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(f"{text}{_CREATED}{json.dumps(sorted(created), ensure_ascii=False)}\n", encoding="utf-8")
    challenge_entry_file(home).write_text(challenge_text, encoding="utf-8")
    mime_file(home).parent.mkdir(parents=True, exist_ok=True)
    mime_file(home).write_text(mime_text(), encoding="utf-8")
    _refresh_caches(home)
    return [entry, challenge_entry_file(home), mime_file(home), *written]


def _created_by(entry: Path) -> set[str]:
    """The folders (relative to the data folder's parent) an installed entry says it created."""
    try:
        lines = entry.read_text(encoding="utf-8").splitlines()
        return {str(name) for line in lines if line.startswith(_CREATED)
                for name in json.loads(line.removeprefix(_CREATED))}
    except (OSError, ValueError, TypeError):
        return set()


def remove_entry(home: Path) -> list[Path]:
    """Remove the entry and the icons (only ours), then the folders installing created,
    where nothing else has come into them; returns the files removed."""
    created = _created_by(entry_file(home))
    removed = []
    for path in [entry_file(home), challenge_entry_file(home), mime_file(home), *icon_files(home).values()]:
        if path.exists():
            path.unlink()
            removed.append(path)
    mime = home / "mime"
    packages = mime / "packages"
    if mime.relative_to(home.parent).as_posix() in created and packages.is_dir() and not any(packages.iterdir()):
        shutil.rmtree(mime, ignore_errors=True)  # ours, and only the caches made of our type are left in it
    if removed:
        _refresh_caches(home)  # a cache left naming our type would send its files nowhere
    cache = entry_file(home).parent / _DESKTOP_CACHE
    if entry_file(home).parent.relative_to(home.parent).as_posix() in created and _names_no_type(cache):
        cache.unlink()  # in a folder installing made, and empty once refreshed: ours too
    for name in sorted(created, key=lambda name: -name.count("/")):  # the deepest first
        folder = home.parent / name
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    return removed


def _names_no_type(cache: Path) -> bool:
    """Whether a desktop cache file is there and says which entry opens no type at all."""
    try:
        return not any("=" in line for line in cache.read_text(encoding="utf-8").splitlines())
    except (OSError, UnicodeDecodeError):
        return False


def main(install: bool, launcher: list[str]) -> int:
    """The command line's side: say what was done, or why not, in one line."""
    if sys.platform in ("win32", "darwin"):
        print("--install-desktop is for Linux desktops; on Windows and macOS start the app from its folder.",
              file=sys.stderr)
        return 1
    home = data_home()
    try:
        files = write_entry(launcher, home) if install else remove_entry(home)
    except (OSError, ValueError) as problem:
        print(f"Could not {'install' if install else 'remove'} the desktop entry: {problem}", file=sys.stderr)
        return 1
    if install:
        print(f"Installed {entry_file(home)} (starts {' '.join(launcher)}), {len(files) - 3} icons and the "
              f"challenge file type ({CHALLENGE_GLOB}, opened with --challenge).")
    else:
        print(f"Removed {len(files)} files from {home}." if files else "No desktop entry was installed.")
    return 0
