"""Daily challenges and seeded games.

The daily seed comes from the UTC date and the game id through a fixed hash
(blake2b, not Python's hash(), which is salted per run), so everyone plays the
same cards on the same day. A game for two at least (PILUS) seats the person
against its fixed computer levels (games.GameDef.daily_computers), whose
moves follow from the deal: the same opponents for everyone. The first
finished attempt of a day counts; later ones are practice. Attempts are kept
in the user data folder: the score, and against computers whether it won.
An attempt is recorded under the file's lock into the record as it is on disk
then (another window's attempt stays), once per replay ("entered": a finished
game kept again after a failed save is not counted twice).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game import games
from game.i18n import N_, _, ngettext
from game.shell.input.seats import Seat, computer_seat
from game.message_keys import keyed
from game.saved.storage import Holds, Storage
from game.untrusted import readable_version

if TYPE_CHECKING:
    from datetime import date

FILE = "daily"
HOLDS = Holds(N_("Daily challenge"), N_("The record of your daily challenges starts afresh."))
VERSION = 1
SEED_BITS = 32
# Typed digits up to this stay the seed as typed; JSON readers elsewhere keep them exact.
MAX_TYPED_SEED = 2 ** 53
# How a daily game against computers ended for the person, as saved and as said.
OUTCOMES = {"won": N_("won"), "lost": N_("lost"), "shared": N_("shared win")}


def utc_today() -> date:
    from datetime import datetime, timezone  # here, as below: the title imports this module, most starts ask no date

    return datetime.now(timezone.utc).date()


def daily_seed(game_id: str, day: date) -> int:
    """The seed of `game_id`'s challenge on `day` (a UTC date)."""
    return _stable_hash(f"daily/{day.isoformat()}/{game_id}")


def daily_seats(game_id: str, person: Seat) -> list[Seat]:
    """The table of `game_id`'s daily challenge: the person, then its fixed computer seats."""
    return [person] + [computer_seat(n, level) for n, level in enumerate(games.get(game_id).daily_computers, 1)]


def outcome_of(state, player: int = 0) -> str:
    """'won', 'lost' or 'shared' (a first place with others) for `player` at a finished game."""
    winners = state.winners()
    if player not in winners:
        return "lost"
    return "won" if len(winners) == 1 else "shared"


def parse_seed(text: str) -> int:
    """The seed a player typed: digits are the seed itself, any other text is hashed
    (after trimming spaces, so ' 42 ' is 42 and 'Banana ' is 'Banana')."""
    import unicodedata

    text = unicodedata.normalize("NFC", text.strip())
    if not text:
        raise ValueError("type a number or a word as the seed")
    if text.isascii() and text.isdigit() and int(text) < MAX_TYPED_SEED:
        return int(text)
    return _stable_hash(f"seed/{text}")


def _stable_hash(text: str) -> int:
    import hashlib  # here: its OpenSSL costs a start about 8 ms of CPU, and the title needs no seed
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=SEED_BITS // 8).digest()
    return int.from_bytes(digest, "big")


@dataclass(frozen=True)
class Attempt:
    """counted: this attempt is the day's result; score: the day's result (the first
    attempt's); number: 1 for the first attempt of the day, 2 for the next...;
    problem: saving failed (the window shows it), else None."""

    counted: bool
    score: int
    number: int
    problem: str | None = None
    stored: bool = True


ENTERED_SIZE = 100  # the replays of the last attempts recorded


class DailyChallenges:
    """Per game id and UTC date: the counted score and the practice scores after it."""

    def __init__(self, storage: Storage, days: dict | None = None, entered: list[str] | None = None):
        self.storage = storage
        self._days: dict[str, dict[str, dict]] = days or {}
        self._entered = entered or []

    @classmethod
    def load(cls, storage: Storage) -> tuple["DailyChallenges", str | None]:
        """The record on disk, or a fresh one and the problem when the file was damaged
        (it is kept aside, never dropped)."""
        (days, entered), problem = storage.load_json(FILE, ({}, []), HOLDS, _parse, VERSION)
        return cls(storage, days, entered), problem

    def result(self, game_id: str, day: date) -> int | None:
        """The counted score of that day's challenge, None before a finished attempt."""
        entry = self._days.get(game_id, {}).get(day.isoformat())
        return None if entry is None else entry["score"]

    def outcome(self, game_id: str, day: date) -> str | None:
        """How the counted game against computers ended (OUTCOMES), None for a game played alone."""
        entry = self._days.get(game_id, {}).get(day.isoformat())
        return None if entry is None else entry.get("outcome")

    def result_text(self, game_id: str, day: date) -> str | None:
        """The counted result in words, 'won, 34 points' or '120 points'; None before one."""
        score = self.result(game_id, day)
        if score is None:
            return None
        points = ngettext("{points} point", "{points} points", score, points=score)
        outcome = self.outcome(game_id, day)
        return points if outcome is None else _("{outcome}, {points}", outcome=_(OUTCOMES[outcome]), points=points)

    def share_line(self, game_id: str, day: date) -> str | None:
        """What a player pastes in a chat to compare: date, game, the counted result
        (and the rating of a game played alone); None before the day's counting game."""
        result = self.result_text(game_id, day)
        if result is None:
            return None
        line = _("Slide & Stack daily {date} · {game}: {result}", date=day.isoformat(),
                 game=keyed(f"games.{game_id}.name"), result=result)
        game = games.get(game_id)
        rating = game.content().rating(self.result(game_id, day)) if game.solo else None
        return line + (_(" · {title}", title=keyed(rating.title)) if rating else "")

    def best(self, game_id: str, day: date) -> int | None:
        """The best score of that day's attempts, counted or practice; None before one."""
        entry = self._days.get(game_id, {}).get(day.isoformat())
        return None if entry is None else max([entry["score"], *entry["practice"]])

    def practice(self, game_id: str, day: date) -> list[int]:
        entry = self._days.get(game_id, {}).get(day.isoformat())
        return [] if entry is None else list(entry["practice"])

    def record_attempt(self, game_id: str, day: date, score: int, outcome: str | None = None,
                       replay: str | None = None) -> Attempt:
        """A finished attempt: the first of the day counts, later ones are practice.
        outcome: against computers, how it ended (OUTCOMES); replay: its replay's file
        name, by which an attempt recorded before is not recorded again."""
        def change(days_entered):
            self._days, self._entered = days_entered
            if replay is None or replay not in self._entered:
                self._record(game_id, day, score, outcome)
                if replay is not None:
                    self._entered = [*self._entered, replay][-ENTERED_SIZE:]
            entry = self._days[game_id][day.isoformat()]
            number = 1 + len(entry["practice"])
            return {"version": VERSION, "games": self._days, "entered": self._entered}, (number == 1, entry["score"],
                                                                                          number)
        stored, problems = self.storage.update_json(FILE, change, ({}, []), HOLDS, _parse, VERSION)
        problem = "\n".join(problems) or None
        if stored is None:
            return Attempt(False, score, 0, problem, stored=False)
        return Attempt(*stored, problem)

    def _record(self, game_id: str, day: date, score: int, outcome: str | None):
        days = self._days.setdefault(game_id, {})
        entry = days.get(day.isoformat())
        if entry is None:
            days[day.isoformat()] = {"score": score, "practice": []}
            if outcome is not None:
                days[day.isoformat()]["outcome"] = outcome
        else:
            entry["practice"].append(score)


def _parse(data) -> tuple[dict, list[str]]:
    if not _valid(data):
        raise ValueError("not a record of daily challenges")
    entered = data.get("entered", [])
    if not isinstance(entered, list) or not all(isinstance(name, str) for name in entered):
        raise ValueError("the replays entered are not a list of names")
    return data["games"], entered


def _valid(data) -> bool:
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict) or \
            not readable_version(data, VERSION):
        return False
    for days in data["games"].values():
        if not isinstance(days, dict):
            return False
        for day, entry in days.items():
            if not (_is_date(day) and isinstance(entry, dict) and set(entry) - {"outcome"} == {"score", "practice"}
                    and _is_int(entry["score"]) and isinstance(entry["practice"], list)
                    and all(_is_int(s) for s in entry["practice"]) and entry.get("outcome", "won") in tuple(OUTCOMES)):
                return False
    return True


def _is_date(text: str) -> bool:
    from datetime import date

    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
