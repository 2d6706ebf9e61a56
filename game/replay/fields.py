"""Small checks of JSON values that name the field in their one-line message."""
from __future__ import annotations

from game.replay.errors import ReplayError


def need(value, kind, where: str, what: str):
    """`value` if it is of `kind` (bool is never a number here), else ReplayError('where: what')."""
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise ReplayError(f"{where}: {what}")
    return value


def text_rows(value, where: str, name: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or not all(isinstance(row, str) and row for row in value):
        raise ReplayError(f"{where}: {name} must be a list of text rows")
    return tuple(value)


def id_list(value, where: str) -> tuple[str, ...]:
    need(value, list, where, "must be a list of ids")
    for i, item in enumerate(value):
        need(item, str, f"{where}[{i}]", "must be an id (text)")
    return tuple(value)
