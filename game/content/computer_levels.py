"""The work of each computer level per game, from `levels/<game>/computer-levels.toml`:
one table per level ([easy], [normal], [hard], [master]) of the bot's settings
(see RampBot and PilusBot for their meaning), and in a ramp game the solo
rating band the level plays in (`plays_like`: a rating title of the edition, or
of the edition whose game it plays, for one without ratings), which the table
setup and the results name. A file may begin with `extends = "<game>"`: its levels
are then that game's, each setting the file gives replacing the other's (BITS pro plays
as BITS, one copy of the values). An edition without the file plays with the levels of
the game its game.toml extends. Provisional values are data, so a level is
recalibrated by editing the file; how they were measured is in docs/ai-lab.md.
"""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR, resolve
from game.content.toml_files import DECK_FILE, checked, read_toml
from game.untrusted import excerpt

LEVELS_FILE = "computer-levels.toml"
BAND = "plays_like"  # the one setting that is words for the table, not work for the bot
EXTENDS = "extends"


def load_level_settings(game_id: str, level: str, root=None) -> dict[str, int | float]:
    """The bot's settings the file gives `level` of `game_id` (every value a number)."""
    table = _load(game_id, LEVELS_DIR if root is None else Path(root)).get(level, {})
    return {key: value for key, value in table.items() if key != BAND}


def level_band(game_id: str, level: str, root=None) -> str | None:
    """The rating title (a message key) of the solo band `level` of `game_id` plays in; None if the file names none."""
    return _load(game_id, LEVELS_DIR if root is None else Path(root)).get(level, {}).get(BAND)


@lru_cache(maxsize=None)
def _load(game_id: str, root: Path, seen: tuple[str, ...] = ()) -> dict[str, dict[str, int | float | str]]:
    if not (root / game_id / LEVELS_FILE).exists():
        parent = _extended(game_id, root)
        if parent is not None and parent not in seen + (game_id,):
            return _load(parent, root, seen + (game_id,))
    path = resolve(root, f"{game_id}/{LEVELS_FILE}")
    data = read_toml(path, root)
    found = {}
    if EXTENDS in data:
        parent = checked(data.pop(EXTENDS), str, EXTENDS, path)
        if parent in seen + (game_id,):
            raise ContentError(path, f"{EXTENDS} {excerpt(parent)} leads back to itself")
        found = {level: dict(table) for level, table in _load(parent, root, seen + (game_id,)).items()}
    for level, table in data.items():
        table = checked(table, dict, f"level {excerpt(level)}", path)
        for key, value in table.items():
            if key == BAND:
                checked(value, str, f"{level}: {BAND}", path)
            elif type(value) not in (int, float) or not math.isfinite(value):
                raise ContentError(path, f"{level}: {key} must be a number, not {excerpt(value)}")
        found[level] = {**found.get(level, {}), **table}
    return found


def _extended(game_id: str, root: Path) -> str | None:
    """The game whose edition `game_id`'s game.toml extends, if it has such a file and says so."""
    if not (root / game_id / DECK_FILE).exists():
        return None
    path = resolve(root, f"{game_id}/{DECK_FILE}")
    parent = read_toml(path, root).get(EXTENDS)
    return None if parent is None else checked(parent, str, EXTENDS, path)
