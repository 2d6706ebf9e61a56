"""Small checks of JSON values that name the field in their one-line message.

Names and ids end up in messages, on screen and in the referee's output, so
they are bounded and printable: a message quotes them on one line.
"""
from __future__ import annotations

from game.i18n import _, ngettext
from game.replay.replay_error import ReplayError
from game.untrusted import excerpt

MAX_NAME = 100  # characters of a player's name (the window lets players type 20)
MAX_ID = 40     # characters of a piece, tile or task card id, and of a shape row


def need(value, kind, where: str, what: str):
    """`value` if it is of `kind` (bool is never a number here), else ReplayError('where: what')."""
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise ReplayError(f"{where}: {what}")
    return value


def short_text(value, limit: int, where: str, what: str, words=None) -> str:
    """Text of 1 to `limit` printable characters (no line breaks or other controls); words:
    a function of the text that says for the player what is wrong with it."""
    need(value, str, where, what)
    if not 0 < len(value) <= limit or not value.isprintable():
        raise ReplayError(f"{where}: {what}; {excerpt(value)} is not 1 to {limit} printable characters",
                          words and (lambda: words(value)))
    return value


def name(value, where: str) -> str:
    return short_text(value, MAX_NAME, where, "must be a name (text)", _name_words)


def _name_words(value: str) -> str:
    """What is wrong with a player's name, in the player's words (never quoting it: it may be huge)."""
    if not value:
        return _("a player's name is empty")
    if len(value) > MAX_NAME:
        return ngettext("a player's name is longer than {count} character",
                        "a player's name is longer than {count} characters", MAX_NAME, count=MAX_NAME)
    return _("a player's name holds characters that are not allowed (line breaks or other control characters)")


def ident(value, where: str, what: str) -> str:
    return short_text(value, MAX_ID, where, what)


def text_rows(value, where: str, name: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not 0 < len(value) <= MAX_ID \
            or not all(isinstance(row, str) and 0 < len(row) <= MAX_ID and row.isprintable() for row in value):
        raise ReplayError(f"{where}: {name} must be a list of text rows")
    return tuple(value)


def id_list(value, where: str) -> tuple[str, ...]:
    need(value, list, where, "must be a list of ids")
    for i, item in enumerate(value):
        ident(item, f"{where}[{i}]", "must be an id (text)")
    return tuple(value)
