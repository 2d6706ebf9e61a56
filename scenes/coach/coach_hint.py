"""A practice game's Hint: the master's move from the position on screen, asked off
the frame loop (the master thinks up to about a second and a half) through the app's
BotWorker, whose answer wakes the sleeping loop as a computer's does. The hint
stays until the position changes (a move by anyone), and asking again while the
master thinks changes nothing.

Where hints are not given (a game for the high scores, the daily challenge) the
Hint input says so briefly and asks nothing.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from game.coach.hint import Hint, hint
from game.i18n import language, speaking
from game.message_keys import keyed

_log = logging.getLogger(__name__)
NOT_HERE_TIME = 1.8  # seconds 'hints are for practice games' stays up


@dataclass(frozen=True)
class MastersHint:
    """The BotWorker's 'bot' for a hint: it decides from (replay so far, player), which a
    worker process can take (a rules state cannot be pickled), and answers a Hint whose
    reason is plain text in `language` (the worker process speaks the game's language
    only when told)."""

    language: str

    def choose(self, asked) -> Hint:
        replay, player = asked
        with speaking(self.language):
            found = hint(replay.play(), player)
            return Hint(found.move, str(found.reason))


class HintAsker:
    """One scene's hints: the question under way, and the answer for the position it was asked in."""

    def __init__(self, app):
        self.app = app
        self._request = None
        self._asked_at: int | None = None  # how many moves the game had when asked
        self.shown: Hint | None = None
        self.player: int | None = None

    def ask(self, replay, player: int):
        """Ask for `player`'s hint in the game `replay` has reached (unless asked already)."""
        if self._request is not None or (self.shown is not None and self._asked_at == len(replay.moves)):
            return
        self.shown, self.player, self._asked_at = None, player, len(replay.moves)
        self._request = self.app.bot_worker().request(player, MastersHint(language()), (replay, player))

    @property
    def thinking(self) -> bool:
        return self._request is not None

    @property
    def waiting(self) -> bool:
        """Asked, and the answer not in: nothing shows until it wakes the loop."""
        return self._request is not None and not self._request.done()

    def update(self, moves: int):
        """Collect an answer that is in; forget the hint once the game has moved on (`moves` played)."""
        if self._asked_at is not None and moves != self._asked_at:
            self.clear()
        if self._request is not None and self._request.done():
            request, self._request = self._request, None
            try:
                self.shown = request.result()
            except Exception:  # a hint is a help: its failure costs the player nothing but the hint
                _log.exception("The hint failed")
                self.shown = None

    def clear(self):
        if self._request is not None:
            self._request.cancel()
        self._request, self.shown, self._asked_at = None, None, None


def not_here() -> str:
    """What the Hint input says in a game without hints."""
    return keyed("coach.hint.not_here")


def thinking_line() -> str:
    return keyed("coach.hint.thinking")


def hint_line(shown: Hint) -> str:
    return keyed("coach.hint.line", reason=shown.reason)
