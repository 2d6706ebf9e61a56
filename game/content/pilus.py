"""The PILUS tile set from levels/pilus/tiles.toml: a rules TileSet.

Everything is checked on load; a broken file raises one ContentError that
names the file and the problem.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from game.content.errors import ContentError
from game.content.paths import LEVELS_DIR, resolve
from game.content.toml_files import checked, item, read_toml, text_list, unknown_key
from game.rules.pilus_tileset import Layout, TileSet

TILESET_FILE = "pilus/tiles.toml"
TILE_COUNT = 30  # confirmed by the rulebook
KEYS = ("provisional", "colours", "layouts")
LAYOUT_KEYS = ("rows", "tiles")


def load_tileset(root=None) -> TileSet:
    """The tile set read from `root` (default: the game's levels/ folder)."""
    return _load(LEVELS_DIR if root is None else Path(root))


@lru_cache(maxsize=None)
def _load(root: Path) -> TileSet:
    path = resolve(root, TILESET_FILE)
    data = read_toml(path, root)
    stray = unknown_key(data, KEYS)
    if stray:
        raise ContentError(path, f"unknown key {stray!r}")
    colours = _colours(path, item(data, "colours", dict, "[colours]", path))
    tiles = _tiles(path, item(data, "layouts", list, "[[layouts]]", path), colours)
    provisional = text_list(data.get("provisional", []), "'provisional'", path)
    return TileSet(MappingProxyType(colours), MappingProxyType(tiles), provisional)


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
