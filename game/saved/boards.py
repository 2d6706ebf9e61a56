"""The player's own boards: Tiled maps under <data dir>/boards/ (docs/board-files.md).

Every file is read as a shipped board is, then checked as the printed boards
are (game.boards); one that fails is set aside (*.damaged-<time>) with a
message, like every player file. The list knows each board by its entry in the
index (game.saved.board_index), so thousands are listed in a blink; a board is
read whole from its file when it is opened to play, edit or share
(BoardShelf.open). A board is written whole or not at all
(game.saved.atomic_files), under the folder's lock, so two windows saving at once
lose nothing; a new board never takes another board's file name, and a board
the player has already (the same fields and scoring, whatever its name) is
recognised instead of copied again.
"""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.saved.atomic_files import write_atomic, write_new
from game.boards.board_text import NotABoard, board_key, editions, from_code, read_board, share_code, to_tmx
from game.i18n import N_, Said, _
from game.saved.board_index import Entry, read_index, stamp, write_index
from game.rules.ramp_data import BoardDef
from game.saved.storage import Holds, Storage, save_problem
from game.untrusted import read_limited

FOLDER = "boards"
SUFFIX = ".tmx"
MAX_BOARD_BYTES = 64 * 1024  # a board file the game writes takes 1 to 2 KiB
HOLDS = Holds(N_("Your board"), N_("It is not offered until it is mended or made again."))


class BoardChanged(Exception):
    """The file a board was opened from was changed or removed since (by another window):
    saving over it would lose what is there now, so the player is asked."""

    def __init__(self, path: Path, vanished: bool):
        super().__init__(f"{path}: {'removed' if vanished else 'changed'} since it was opened")
        self.path = path
        self.vanished = vanished


@dataclass(frozen=True)
class SavedBoard:
    game_id: str
    name: str
    key: str     # board_key: the same board whatever its name or file
    folder: str  # its file's folder and name (a Path made only when asked: thousands are listed)
    file: str
    version: str = ""  # the fingerprint of its file's bytes as read or written: what a save replaces
    board: BoardDef | None = field(default=None, compare=False)  # read when opened (BoardShelf.open)

    @property
    def path(self) -> Path:
        return Path(self.folder, self.file)


def _saved(game_id: str, board: BoardDef, path: Path, data: bytes) -> SavedBoard:
    return SavedBoard(game_id, board.name, board_key(game_id, board), str(path.parent), path.name, fingerprint(data),
                      board)


class BoardShelf:
    def __init__(self, storage: Storage):
        self.storage = storage
        self.folder = storage.folder / FOLDER

    def load(self) -> tuple[list[SavedBoard], list[str]]:
        """Every board there in name order (known by the index, their boards not read), and
        a message per file set aside."""
        boards, problems = [], []
        try:
            found = [entry for entry in os.scandir(self.folder) if entry.name.endswith(SUFFIX)]  # all: none left out
        except OSError:  # no folder yet (or none the game may read: Storage.folder_problem says so)
            return boards, problems
        folder = str(self.folder)
        known = read_index(self.storage.folder, {edition.game_id for edition in editions()})
        now = {}
        for found_entry in found:
            try:
                if found_entry.is_symlink() and not self.storage.inside(Path(found_entry.path)):
                    continue
                seen = stamp(found_entry.stat(follow_symlinks=False))
            except OSError:
                continue  # gone since the folder was listed
            entry = known.get(found_entry.name)
            if entry is None or entry.stamp != seen:
                try:
                    saved = self._read(Path(found_entry.path))
                except (OSError, ValueError) as exc:  # NotABoard and the untrusted reader's errors are ValueErrors
                    problems.append(self.storage.keep_aside(Path(found_entry.path), exc, HOLDS))
                    continue
                entry = Entry(seen, saved.game_id, saved.name, saved.key, saved.version)
            now[found_entry.name] = entry
            boards.append(SavedBoard(entry.game_id, entry.name, entry.key, folder, found_entry.name, entry.version))
        if {name: entry for name, entry in now.items() if name.isprintable()} != known:  # what the index can hold
            write_index(self.storage.folder, now)
        boards.sort(key=lambda saved: (saved.name.casefold(), saved.file))
        return boards, problems

    def _read(self, path: Path) -> SavedBoard:
        data = read_limited(path, MAX_BOARD_BYTES)
        game_id, board = read_board(data, path.name)
        return _saved(game_id, board, path, data)

    def open(self, saved: SavedBoard) -> tuple[SavedBoard | None, str | None]:
        """`saved` with its board read from its file now (and the version of what was read):
        (board, None), or (None, the message) when it is gone or was set aside."""
        try:
            return self._read(saved.path), None
        except FileNotFoundError:
            return None, Said(lambda: _("The board {name} was removed in another window.", name=saved.name))
        except (OSError, ValueError) as exc:
            return None, self.storage.keep_aside(saved.path, exc, HOLDS)

    def save(self, game_id: str, board: BoardDef, over: SavedBoard | None = None,
             anyway: bool = False) -> tuple[SavedBoard | None, str | None]:
        """Write `board` (over the file of `over` when it is a board being changed, else to a
        new file): (the board as saved, None), or (the board already there, None) when the
        player has it, or (None, the message) when the disk refused. BoardChanged when the
        file of `over` is no longer the version it was read as (unless `anyway`)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with self.storage.lock(FOLDER):
                if over is not None and not anyway:
                    _check_unchanged(over)
                same = next((saved for saved in self.load()[0] if saved.key == board_key(game_id, board)
                             and (over is None or saved.path != over.path)), None)
                held = None if same is None else self.open(same)[0]
                if held is not None:
                    return held, None
                text = to_tmx(game_id, board)
                if over is not None:
                    write_atomic(over.path, text)
                    path = over.path
                else:
                    path = write_new(self.folder, file_stem(board.name), SUFFIX, text)
        except OSError as exc:  # filelock.Timeout is an OSError too
            return None, save_problem(self.folder, exc)
        return _saved(game_id, board, path, text.encode("utf-8")), None

    def take(self, text: str | bytes, where: str) -> tuple[SavedBoard | None, bool, str | None]:
        """Import a share code or a board file's text: (board, new, None) with new False
        when the player had it already; NotABoard when it is none."""
        # Pasted text that is no XML is meant as a code (a plain or misspelt one is told what a code starts with).
        if isinstance(text, str) and not text.lstrip("\ufeff \t\r\n").startswith("<"):
            game_id, board = from_code(text)
        else:
            game_id, board = read_board(text, where)
        before = {saved.key for saved in self.load()[0]}
        saved, problem = self.save(game_id, board)
        return saved, saved is not None and saved.key not in before, problem

    def take_file(self, path) -> tuple[SavedBoard | None, bool, str | None]:
        """Import the board file at `path` (one dropped on the window, say)."""
        try:
            data = read_limited(path, MAX_BOARD_BYTES, links=True)  # a file the player chose
        except (OSError, ValueError) as exc:
            raise NotABoard(f"{path}: cannot be read ({type(exc).__name__})", []) from None
        return self.take(data, Path(path).name)

    def delete(self, saved: SavedBoard) -> str | None:
        try:
            saved.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            return save_problem(saved.path, exc)
        return None


def fingerprint(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def _check_unchanged(opened: SavedBoard) -> None:
    try:
        now = read_limited(opened.path, MAX_BOARD_BYTES)
    except FileNotFoundError:
        raise BoardChanged(opened.path, vanished=True) from None
    except ValueError:  # now too large, a FIFO, a link: no longer the board opened
        raise BoardChanged(opened.path, vanished=False) from None
    if fingerprint(now) != opened.version:
        raise BoardChanged(opened.path, vanished=False)


def file_stem(name: str) -> str:
    """A file name from a board's name, safe on every system."""
    stem = re.sub(r"[^\w-]+", "-", name.casefold(), flags=re.UNICODE).strip("-._")[:40]
    return stem or "board"


CODE_SUFFIX = ".code.txt"  # beside a board passed on: its share code, to paste or read out


def export(saved: SavedBoard, folder: Path) -> tuple[Path, Path]:
    """Write the board (an opened one: BoardShelf.open) as one small file in `folder` (a new name,
    never over another file) and its share code in a text file beside it: (board file, code
    file); OSError when refused."""
    folder.mkdir(parents=True, exist_ok=True)
    path = write_new(folder, file_stem(saved.board.name), SUFFIX, to_tmx(saved.game_id, saved.board), again=True)
    code_path = path.with_name(path.stem + CODE_SUFFIX)
    write_atomic(code_path, share_code(saved.game_id, saved.board) + "\n")
    return path, code_path
