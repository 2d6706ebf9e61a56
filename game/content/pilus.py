"""The tile set of a game played by the PILUS rules, from levels/<game id>/tiles.toml:
a rules TileSet.

Everything is checked on load; a broken file raises one ContentError that
names the file and the problem.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR, resolve
from game.content.toml_files import checked, item, read_toml, text_list, unknown_key
from game.games import PILUS, of_rules
from game.rules.pilus_tileset import Layout, TileSet

# The games played by the PILUS rules, as registered in game.games.
PILUS_GAME_IDS = of_rules(PILUS)
TILESET_FILE = "tiles.toml"  # in the game's folder
TILE_COUNT = 30  # confirmed by the rulebook
KEYS = ("provisional", "colours", "layouts")
LAYOUT_KEYS = ("rows", "tiles")


def load_tileset(game_id: str = PILUS_GAME_IDS[0], root=None) -> TileSet:
    """The tile set of `game_id` (default: the first PILUS game, today the only one),
    read from `root` (default: the game's levels/ folder)."""
    return _load(game_id, LEVELS_DIR if root is None else Path(root))


@lru_cache(maxsize=None)
def _load(game_id: str, root: Path) -> TileSet:
    if game_id not in PILUS_GAME_IDS:
        raise ContentError(root / game_id, f"unknown game {game_id!r}; PILUS games: {', '.join(PILUS_GAME_IDS)}")
    path = resolve(root, f"{game_id}/{TILESET_FILE}")
    data = read_toml(path, root)
    stray = unknown_key(data, KEYS)
    if stray:
        raise ContentError(path, f"unknown key {stray!r}")
    colours = _colours(path, item(data, "colours", dict, "[colours]", path))
    tiles = _tiles(path, item(data, "layouts", list, "[[layouts]]", path), colours)
    provisional = text_list(data.get("provisional", []), "'provisional'", path)
    return TileSet(MappingProxyType(colours), MappingProxyType(tiles), provisional, game_id)


def _colours(path: Path, table: dict) -> dict[str, str]:
    if not table:
        raise ContentError(path, "[colours] names no colour")
    for letter, name in table.items():
        checked(name, str, f"the name of colour {letter!r}", path)
        if len(letter) != 1 or letter == ".":
            raise ContentError(path, f"colour {letter!r}: a colour is written with one letter")
    return dict(table)


def _tiles(path: Path, entries: list, colours: dict[str, str]) -> dict[str, Layout]:
    tiles: dict[str, Layout] = {}
    for n, entry in enumerate(entries, 1):
        where = f"layout {n}"
        checked(entry, dict, where, path)
        stray = unknown_key(entry, LAYOUT_KEYS)
        if stray:
            raise ContentError(path, f"{where}: unknown key {stray!r}")
        rows = text_list(item(entry, "rows", list, f"{where}: 'rows'", path), f"{where}: 'rows'", path)
        if len(rows) != 2 or any(len(row) != 2 for row in rows):
            raise ContentError(path, f"{where}: rows must be 2 x 2, two rows of two colour letters "
                                     f"like [\"BG\", \"YA\"], not {list(rows)!r}")
        unknown = sorted(set(rows[0] + rows[1]) - set(colours))
        if unknown:
            raise ContentError(path, f"{where}: unknown colour {unknown[0]!r} (colours: {', '.join(sorted(colours))})")
        for tile in text_list(item(entry, "tiles", list, f"{where}: 'tiles'", path), f"{where}: 'tiles'", path):
            if tile in tiles:
                raise ContentError(path, f"{where}: tile {tile} is listed twice")
            tiles[tile] = (rows[0], rows[1])
    if len(tiles) != TILE_COUNT:
        raise ContentError(path, f"a PILUS set has {TILE_COUNT} tiles, this file lists {len(tiles)}")
    return tiles
