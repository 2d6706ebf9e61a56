"""Issue 46: every byte from outside the game's install is read through one door,
game/untrusted.py (bounded size and nesting, FIFOs, devices and links refused). This
scan fails on a parse or read of data anywhere else, unless the allow-list below names
it with the reason it is no outside data (or is bounded before it gets there)."""
import ast
import functools
import os
from pathlib import Path

import pytest

from game.untrusted import IsALink, NotAFile, TooLarge, read_limited

ROOT = Path(__file__).resolve().parent.parent
DOOR = "game/untrusted.py"
# (file, call): why it may read there.
ALLOWED = {
    ("game/i18n.py", "read_bytes"): "the game's own catalogues and the .mo it compiled from them",
    ("game/i18n.py", "read_text"): "levels/i18n/list-patterns.json, the game's own",
    ("game/i18n.py", "json.loads"): "levels/i18n/list-patterns.json, the game's own",
    ("game/content/tmx_boards.py", "ElementTree.fromstring"): "bytes read_data (the door) or a board file bounded by it",
    ("game/content/tmx_boards.py", "b64decode"): "a layer of a map already bounded by the door; measured before inflating",
    ("game/content/tmx_boards.py", "decompressobj"): "inflates no more than the board's cells",
    ("game/content/tmx_boards.py", "decompress"): "the same layer, to at most the board's cells",
    ("game/boards/board_text.py", "ElementTree.fromstring"): "bytes read through the door (MAX_BOARD_BYTES)",
    ("game/shell/desktop_entry.py", "read_text"): "the launcher file the game wrote itself",
    ("game/shell/desktop_entry.py", "json.loads"): "the launcher file the game wrote itself",
    ("game/shell/audio.py", "read_text"): "/proc/asound/cards, the system's",
    ("game/shell/launch.py", "open"): "the Windows console, opened for writing",
    ("game/version.py", "read_text"): "the COMMIT file the app build wrote beside game/",
    ("game/shell/self_check.py", "read_bytes"): "the game's own music files, checked as installed",
    ("game/shell/game_window.py", "open"): "pygame's own icon file, as installed, handed to pygame as pkgdata would",
}
READS = {"loads", "load", "read_text", "read_bytes", "fromstring", "parse", "b64decode", "urlsafe_b64decode",
         "decompress", "decompressobj", "open"}


def _name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name) and func.id == "open":
        return "open"
    if isinstance(func, ast.Attribute) and func.attr in READS:
        owner = func.value.id if isinstance(func.value, ast.Name) else None
        if func.attr in ("loads", "load"):
            return f"json.{func.attr}" if owner == "json" else None
        if func.attr in ("fromstring", "parse"):
            return f"ElementTree.{func.attr}" if owner == "ElementTree" else None
        if func.attr == "open":
            return None  # os.open, Image.open...: os.open is the door's; the others name their own files
        return func.attr
    return None


@functools.cache
def _reads() -> tuple[tuple[str, str, int], ...]:
    """(file, call, line) of every read outside the door; scanned once for both tests (no test changes the files)."""
    files = [ROOT / "main.py", *sorted((ROOT / "game").rglob("*.py")), *sorted((ROOT / "scenes").rglob("*.py"))]
    return tuple((rel, name, node.lineno) for path in files if (rel := path.relative_to(ROOT).as_posix()) != DOOR
                 for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Call) and (name := _name(node)))


def test_outside_data_is_read_only_through_the_door():
    stray = [f"{rel}:{line}: {name}" for rel, name, line in _reads() if (rel, name) not in ALLOWED]
    assert stray == [], "read through game.untrusted instead (or allow it here, saying why):\n" + "\n".join(stray)


def test_the_allow_list_names_only_reads_that_are_there():
    assert set(ALLOWED) <= {(rel, name) for rel, name, __ in _reads()}


def test_the_door_refuses_fifos_devices_links_and_too_much(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(NotAFile):
        read_limited(fifo, 100)
    link = tmp_path / "zero"
    link.symlink_to("/dev/zero")
    with pytest.raises(IsALink):
        read_limited(link, 100)
    with pytest.raises(NotAFile):
        read_limited(link, 100, links=True)  # followed: a device, still refused
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(TooLarge):
        read_limited(big, 100)
    assert read_limited(big, 101) == b"x" * 101
