"""Notices said at one start and not at every start after it: what the player was already
told of, by topic ('newer_games': the names of the games in progress a newer version
saved), and the questions asked once ever that the player answered ('learn_offer': the
first start's offer of the tutorials), kept in <data dir>/said.json. It is written atomically (Storage.save_json); a
missing, damaged or unwritable file costs nothing but a notice said once more, so it is
read quietly, never kept aside, and written over whole.
"""
from __future__ import annotations

from game.saved.storage import Storage
from game.untrusted import parse_json, read_limited

FILE = "said"
LEARN_OFFER = "learn_offer"  # the question of the first start: learn to play (scenes.menus.learn_pages)
VERSION = 1
MAX_BYTES = 64 * 1024  # names of a few files; anything larger is not this file's


class SaidOnce:
    def __init__(self, storage: Storage):
        self.storage = storage

    def first_time(self, topic: str, names) -> bool:
        """Whether the player is to be told of `names` (things of `topic`) now: some of them
        were not told of at an earlier start. Remembers `names` as told (those gone are forgotten)."""
        data = self._read()
        told = data.get(topic)
        told = {name for name in told if isinstance(name, str)} if isinstance(told, list) else set()
        names = set(names)
        if told != names:
            # Refused (a full disk, a newer version's file): said again at the next start, nothing worse.
            self.storage.save_json(FILE, {**data, "version": VERSION, topic: sorted(names)})
        return not names <= told

    def answered(self, question: str) -> bool:
        """Whether the player answered the question asked once ever (see remember_answer)."""
        return self._read().get(question) is True

    def remember_answer(self, question: str):
        """The player answered `question`: it is not asked again (unless this cannot be written)."""
        self.storage.save_json(FILE, {**self._read(), "version": VERSION, question: True})

    def _read(self) -> dict:
        try:
            data = parse_json(read_limited(self.storage.path(FILE), MAX_BYTES))
        except (OSError, ValueError):  # none yet, or damaged: told of nothing
            return {}
        return data if isinstance(data, dict) else {}
