"""The one error a replay file gives."""
from __future__ import annotations

from game.i18n import _


class ReplayError(ValueError):
    """One line naming the move ('move 7: ...') or the field ('players: ...'): English,
    for the referee's stderr and the log. in_words() says what is wrong in the player's
    language, in plain words (`words` makes them, each time in the language of the moment)."""

    def __init__(self, line: str, words=None):
        super().__init__(line)
        self._words = words

    def in_words(self) -> str:
        if self._words is not None:
            return self._words()
        return _("the file is damaged or was changed by hand: it is not a replay this game can play")


class NewerReplay(ReplayError):
    """A replay (or a game in progress) in a format a newer version of the game wrote:
    not damaged, so it is left as it is, for that version."""
