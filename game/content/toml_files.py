"""Deck files in TOML: reading them, typed access with one-line errors, and `extends`.

A game's `game.toml` may say `extends = "<other game>"`: it then holds only
what differs, and every other key comes from the other game's file. Each key
remembers the file it came from, so an error names the file to fix.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from game.content.content_error import ContentError
from game.untrusted import excerpt
from game.content.paths import read_data, resolve

DECK_FILE = "game.toml"
TYPE_NAMES = {bool: "true or false", int: "a whole number", str: "text", list: "a list", dict: "a table"}
REQUIRED = object()
# No count or score in the game's data comes near this; a bigger one is a typo or an attack.
MAX_WHOLE_NUMBER = 10 ** 6


def read_toml(path: Path, root: Path) -> dict:
    """The TOML file at `path` inside the data folder `root`."""
    try:
        return tomllib.loads(read_data(path, root).decode("utf-8"))
    except UnicodeDecodeError:
        raise ContentError(path, "malformed TOML: not UTF-8 text") from None
    except RecursionError:  # tomllib's bound on nesting
        raise ContentError(path, "malformed TOML: nested too deep") from None
    except ValueError as exc:  # TOMLDecodeError, or an integer too long to convert
        raise ContentError(path, f"malformed TOML: {exc}") from None


def checked(value, kind: type, what: str, path: Path):
    """`value` when it is of type `kind`, else a ContentError. Exact types: TOML's
    `true` must not pass for a whole number."""
    if type(value) is not kind:
        raise ContentError(path, f"{what} must be {TYPE_NAMES[kind]}, not {excerpt(value)}")
    if kind is int and abs(value) > MAX_WHOLE_NUMBER:
        raise ContentError(path, f"{what} is out of range: {excerpt(value)}")
    return value


def item(table: dict, key: str, kind: type, what: str, path: Path, default=REQUIRED):
    """table[key] checked against `kind`; `default` when absent, or an error if there is none."""
    if key not in table:
        if default is REQUIRED:
            raise ContentError(path, f"{what} is missing")
        return default
    return checked(table[key], kind, what, path)


def text_list(value, what: str, path: Path) -> tuple[str, ...]:
    return tuple(checked(v, str, f"every entry of {what}", path) for v in checked(value, list, what, path))


class DeckFile:
    """A game's deck file merged over the one it extends (a key set here wins)."""

    def __init__(self, root: Path, game_id: str):
        self.path = resolve(root, f"{game_id}/{DECK_FILE}")
        self._values: dict = {}
        self._origin: dict[str, Path] = {}
        chain = _chain(root, game_id, self.path)
        for path, data in chain:
            self._values.update(data)
            self._origin.update(dict.fromkeys(data, path))
        # The id is never inherited: each file names its own game.
        own_id = item(chain[-1][1], "id", str, "'id'", self.path)
        if own_id != game_id:
            raise ContentError(self.path, f"id {own_id!r} does not match its folder {game_id!r}")

    def keys(self):
        return self._values.keys()

    def origin(self, key: str) -> Path:
        """The file the key came from (this game's file for a missing key)."""
        return self._origin.get(key, self.path)

    def get(self, key: str, kind: type, default=REQUIRED):
        return item(self._values, key, kind, f"'{key}'", self.origin(key), default)

    def error(self, key: str, problem: str) -> ContentError:
        return ContentError(self.origin(key), problem)


def _chain(root: Path, game_id: str, path: Path, seen: tuple[str, ...] = ()) -> list[tuple[Path, dict]]:
    """(file, keys) of a game and of what it extends, the most basic first."""
    data = read_toml(path, root)
    parent = item(data, "extends", str, "'extends'", path, None)
    if parent is None:
        return [(path, data)]
    if parent in seen + (game_id,):
        raise ContentError(path, f"'extends' loops back to {parent!r}")
    return _chain(root, parent, resolve(root, f"{parent}/{DECK_FILE}"), seen + (game_id,)) + [(path, data)]


def unknown_key(keys, known) -> str | None:
    """The first key not in `known` (a misspelt key would otherwise be silently ignored)."""
    return next((key for key in keys if key not in known), None)
