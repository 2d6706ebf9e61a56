"""High scores: a top-10 table per game id, and a replay of every finished game.

The tables live in one JSON file in the user data folder (game.saved.storage writes
it atomically, so a crash at any moment leaves the old table whole). A file
that cannot be read, or holds something that is not a table, is kept aside
and the problem is handed to the window to show; the game goes on with a
fresh table. One a newer version of the game wrote is shown as far as it can
be read and left as it is (game.saved.storage): no score is entered in it. Each
entry names the replay of its game in the replays folder, so the table can
play it back: the name is looked up among the files in the replays folder,
never used as a path (nor a link out of the folder followed).

A score is entered under the file's lock, into the table as it is on disk then
(another window's score entered meanwhile stays). The file remembers the replays
of the last games entered ("entered"), so a finished game whose keeping failed
half-way and is tried again is entered once.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from game.boards.board_text import from_code
from game.message_keys import TEXTS, english
from game.saved.atomic_files import write_new
from game.replay import Replay, dumps_replay, result_json
from game.replay.fields import MAX_NAME
from game.i18n import N_
from game.saved.storage import Holds, Storage, save_problem
from game.untrusted import excerpt, excerpt_text, printable, readable_version

TABLE_SIZE = 10
RECENT_SIZE = 20  # the totals of the last games per game, for the progress chart
ENTERED_SIZE = 100  # the replays of the last games entered: a game kept again is not entered twice
FILE = "highscores"
HOLDS = Holds(N_("High scores"), N_("The high-score tables start afresh."))
VERSION = 1
REPLAY_FOLDER = "replays"


@dataclass(frozen=True)
class Entry:
    """rating: the solo rating title's message key, None where the game has none;
    date: UTC, ISO 8601; replay: the file name in the replays folder (None when
    it could not be saved)."""

    name: str
    score: int
    rating: str | None
    date: str
    seed: int | None
    replay: str | None


# Each field's JSON types, to tell a table from a damaged file.
_FIELD_TYPES = {"name": (str,), "score": (int,), "rating": (str, type(None)), "date": (str,),
                "seed": (int, type(None)), "replay": (str, type(None))}


@dataclass
class GameRecord:
    """What recording a finished game did: the replay's file name (None if it
    could not be saved), each entered seat's place in the table (0 = best; None
    when it did not make the table or could not be stored), any problem for the
    window to show, and whether the replay and every score are on disk (stored)."""

    replay: str | None
    places: dict[int, int | None] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    stored: bool = True


def table_key(game_id: str, board_order) -> str:
    """The table a game's scores go to: its game's, or, played on a choice of boards
    (a replay's board_order: printed numbers and the codes of the player's own), that
    board set's own table, "<game> <digest>"."""
    if board_order is None:
        return game_id
    digest = hashlib.blake2b(json.dumps(list(board_order)).encode(), digest_size=5).hexdigest()
    return f"{game_id} {digest}"


def board_set_words(board_order) -> list[str]:
    """A board set as its table names it: printed boards by number, the player's own by name."""
    return [str(board) if isinstance(board, int) else from_code(board)[1].name for board in board_order]


class HighScores:
    def __init__(self, storage: Storage, tables: dict[str, list[Entry]] | None = None,
                 recent: dict[str, list[int]] | None = None, entered: list[str] | None = None,
                 sets: dict[str, list[str]] | None = None):
        self.storage = storage
        self._tables = tables or {}
        self._recent = recent or {}
        self._entered = entered or []
        self._sets = sets or {}  # a board set's table key: its boards in words (board_set_words)

    @classmethod
    def load(cls, storage: Storage) -> tuple["HighScores", str | None]:
        """The tables on disk, or fresh ones and the problem when the file was damaged
        (it is kept aside, never dropped)."""
        (tables, recent, entered, sets), problem = storage.load_json(FILE, ({}, {}, [], {}), HOLDS, _parse, VERSION)
        return cls(storage, tables, recent, entered, sets), problem

    def board_sets(self, game_id: str) -> list[tuple[str, list[str]]]:
        """The tables of `game_id`'s board sets played: (table key, the boards in words)."""
        return sorted((key, words) for key, words in self._sets.items()
                      if key.split(" ")[0] == game_id and key in self._tables)

    def recent(self, game_id: str) -> list[int]:
        """The totals of the last solo games entered (made the table or not), oldest first."""
        return list(self._recent.get(game_id, ()))

    def table(self, game_id: str) -> list[Entry]:
        """Best first; equal scores in the order they were made."""
        return list(self._tables.get(game_id, ()))

    def place_for(self, game_id: str, score: int) -> int | None:
        """The place (0 = best) a new score would take, None when it misses the table.
        A tie goes below the scores already there: the earlier entry ranks first."""
        entries = self._tables.get(game_id, [])
        place = sum(1 for e in entries if e.score >= score)
        return place if place < TABLE_SIZE else None

    def add(self, game_id: str, entry: Entry) -> tuple[int | None, str | None]:
        """Enter a score and save: (its place or None, a problem saving or None)."""
        place, problems, __ = self.enter(game_id, entry)
        return place, "\n".join(problems) or None

    def enter(self, game_id: str, entry: Entry, board_set: list[str] | None = None) -> tuple[int | None, list[str], bool]:
        """Enter a score into the table on disk and save: (its place or None, the problems,
        whether it is stored). Every score entered counts among the recent ones, table or
        not; one whose replay was entered before (a game kept again) is not entered twice.
        game_id: a table key (table_key); board_set: that board set's words, for its table."""
        def change(tables_recent_entered):
            self._tables, self._recent, self._entered, self._sets = tables_recent_entered
            if board_set is not None:
                self._sets = {**self._sets, game_id: board_set}
            if entry.replay is None or entry.replay not in self._entered:
                self._enter(game_id, entry)
            place = next((n for n, e in enumerate(self._tables.get(game_id, ())) if e == entry), None)
            return self._json(), (place,)
        stored, problems = self.storage.update_json(FILE, change, ({}, {}, [], {}), HOLDS, _parse, VERSION)
        return (stored[0] if stored else None), problems, stored is not None

    def _enter(self, game_id: str, entry: Entry):
        recent = self._recent.setdefault(game_id, [])
        recent.append(entry.score)
        del recent[:-RECENT_SIZE]
        if entry.replay is not None:
            self._entered = [*self._entered, entry.replay][-ENTERED_SIZE:]
        place = self.place_for(game_id, entry.score)
        if place is not None:
            entries = self._tables.setdefault(game_id, [])
            entries.insert(place, entry)
            del entries[TABLE_SIZE:]

    def _json(self) -> dict:
        return {"version": VERSION,
                "games": {game: [asdict(e) for e in entries] for game, entries in self._tables.items()},
                "recent": self._recent, "entered": self._entered,
                **({"board_sets": self._sets} if self._sets else {})}

    def save(self) -> str | None:
        return self.storage.save_json(FILE, self._json())

    def record_game(self, replay: Replay, state, seats=None, now: datetime | None = None,
                    stem: str | None = None, again: bool = False) -> GameRecord:
        """A finished game: save its replay, then enter the score of each seat in
        `seats` (default: every player; leave out computer opponents). stem: the
        replay's file name without .json (default: the game and the time); again: the
        game was kept before under that stem, maybe in part: its replay there is reused
        and its score entered once. No score is entered without its replay on disk."""
        now = now or datetime.now(timezone.utc)
        name, problem = save_game_replay(self.storage, replay, now, stem, again)
        if name is None:
            return GameRecord(None, problems=[problem], stored=False)
        record = GameRecord(name)
        players = result_json(replay, state)["players"]
        table = table_key(replay.game_id, replay.board_order)
        words = None if replay.board_order is None else board_set_words(replay.board_order)
        for seat in range(len(players)) if seats is None else seats:
            player = players[seat]
            entry = Entry(player["name"], player["total"], rating_key(replay.game_id, player.get("rating")),
                          now.isoformat(timespec="seconds"), replay.seed, record.replay)
            place, problems, stored = self.enter(table, entry, words)
            record.places[seat] = place
            record.problems += problems
            record.stored = record.stored and stored
        return record


def rating_key(game_id: str, title: str | None) -> str | None:
    """The message key of a rating title given in English (as the replay result
    and tables saved before titles were keys have it); a key stays itself, and a
    title no key matches any more is kept as it is, to show as it was."""
    if title is None:
        return None
    if title in TEXTS:
        return title
    prefix = f"rating.{game_id}."
    return next((key for key in TEXTS if key.startswith(prefix) and english(key) == title), title)


def replays_folder(storage: Storage) -> Path:
    return storage.folder / REPLAY_FOLDER


def saved_replays(storage: Storage) -> dict[str, Path]:
    """The replay files in the replays folder by name (none when it cannot be read; a
    link leading out of the folder is not one of them)."""
    folder = replays_folder(storage)
    try:
        with os.scandir(folder) as entries:
            return {entry.name: folder / entry.name for entry in entries
                    if entry.is_file() and storage.inside(folder / entry.name)}
    except OSError:
        return {}


def save_game_replay(storage: Storage, replay: Replay, now: datetime,
                     stem: str | None = None, again: bool = False) -> tuple[str | None, str | None]:
    """Save a finished game's replay under a name no other file has (again: or the same
    replay saved before under `stem`): (file name, None), or (None, the problem)."""
    folder = replays_folder(storage)
    name = stem or f"{replay.game_id}-{now.astimezone(timezone.utc):%Y%m%d-%H%M%S}"
    text = dumps_replay(replay.to_json())
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = write_new(folder, name, ".json", text, again=again)
    except OSError as fault:
        return None, save_problem(folder, fault)
    return path.name, None


def _parse(data) -> tuple[dict[str, list[Entry]], dict[str, list[int]], list[str], dict[str, list[str]]]:
    """The tables, the recent totals, the replays entered and the board sets' words (the
    last three absent from files written before they were kept)."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        raise ValueError("not a high-score table")
    if not readable_version(data, VERSION):
        raise ValueError(f"version {excerpt(data.get('version'))} is not one this game reads ({VERSION})")
    tables = {}
    for game, entries in data["games"].items():
        if not isinstance(entries, list):
            raise ValueError(f"{excerpt_text(game, quote=False)}: not a list of entries")
        tables[game] = [_entry(game, n, e) for n, e in enumerate(entries)]
    recent = data.get("recent", {})
    if not isinstance(recent, dict) or not all(
            isinstance(totals, list) and len(totals) <= RECENT_SIZE
            and all(isinstance(t, int) and not isinstance(t, bool) for t in totals) for totals in recent.values()):
        raise ValueError("the recent totals are not lists of whole numbers")
    entered = data.get("entered", [])
    if not isinstance(entered, list) or not all(isinstance(name, str) for name in entered):
        raise ValueError("the replays entered are not a list of names")
    sets = data.get("board_sets", {})
    if not isinstance(sets, dict) or not all(isinstance(words, list) and all(isinstance(w, str) for w in words)
                                             for words in sets.values()):
        raise ValueError("the board sets are not lists of board names")
    return (tables, {game: list(totals) for game, totals in recent.items()}, entered[-ENTERED_SIZE:],
            {key: [printable(w) for w in words] for key, words in sets.items()})


def _entry(game_id: str, n: int, data) -> Entry:
    where = f"{excerpt_text(game_id, quote=False)} entry {n + 1}"
    if not isinstance(data, dict) or set(data) != set(_FIELD_TYPES):
        raise ValueError(f"{where}: needs exactly {', '.join(_FIELD_TYPES)}")
    for key, types in _FIELD_TYPES.items():
        value = data[key]
        if isinstance(value, bool) or not isinstance(value, types):
            raise ValueError(f"{where}: {key} {excerpt(value)} is of the wrong kind")
    if len(data["name"]) > MAX_NAME:
        raise ValueError(f"{where}: the name is longer than {MAX_NAME} characters")
    return Entry(**data | {"rating": rating_key(game_id, data["rating"]), "name": printable(data["name"])})
