"""The player's own boards: Tiled maps under <data dir>/boards/ (docs/board-files.md).

Every file is read as a shipped board is, then checked as the printed boards
are (game.boards); one that fails is set aside (*.damaged-<time>) with a
message, like every player file. A board is written whole or not at all
(game.saved.atomic_files), under the folder's lock, so two windows saving at once
lose nothing; a new board never takes another board's file name, and a board
the player has already (the same fields and scoring, whatever its name) is
recognised instead of copied again.
"""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from game.saved.atomic_files import write_atomic, write_new
from game.boards.board_text import NotABoard, board_key, from_code, read_board, to_tmx
from game.i18n import N_
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
    board: BoardDef
    path: Path
    version: str = ""  # the fingerprint of its file's bytes as read or written: what a save replaces

    @property
    def key(self) -> str:
        return board_key(self.game_id, self.board)


class BoardShelf:
    def __init__(self, storage: Storage):
        self.storage = storage
        self.folder = storage.folder / FOLDER

    def load(self) -> tuple[list[SavedBoard], list[str]]:
        """The boards there in name order, and a message per file set aside."""
        boards, problems = [], []
        try:
            names = sorted(name for name in os.listdir(self.folder) if name.endswith(SUFFIX))  # all: no board is left out
        except OSError:  # no folder yet (or none the game may read: Storage.folder_problem says so)
            return boards, problems
        for name in names:
            path = self.folder / name
            if not self.storage.inside(path):
                continue
            try:
                data = read_limited(path, MAX_BOARD_BYTES)
                game_id, board = read_board(data, name)
            except (OSError, ValueError) as exc:  # NotABoard and the untrusted reader's errors are ValueErrors
                problems.append(self.storage.keep_aside(path, exc, HOLDS))
                continue
            boards.append(SavedBoard(game_id, board, path, fingerprint(data)))
        boards.sort(key=lambda saved: (saved.board.name.casefold(), saved.path.name))
        return boards, problems

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
                if same is not None:
                    return same, None
                text = to_tmx(game_id, board)
                if over is not None:
                    write_atomic(over.path, text)
                    path = over.path
                else:
                    path = write_new(self.folder, file_stem(board.name), SUFFIX, text)
        except OSError as exc:  # filelock.Timeout is an OSError too
            return None, save_problem(self.folder, exc)
        return SavedBoard(game_id, board, path, fingerprint(text.encode("utf-8"))), None

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


def export(saved: SavedBoard, folder: Path) -> Path:
    """Write the board as one small file in `folder` (a new name, never over another file); OSError when refused."""
    folder.mkdir(parents=True, exist_ok=True)
    return write_new(folder, file_stem(saved.board.name), SUFFIX, to_tmx(saved.game_id, saved.board), again=True)
