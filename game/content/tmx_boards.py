"""Boards as Tiled maps (.tmx), read with pytmx without loading any image.

The map's properties name the scoring rules (`rules`, space-separated
BoardDef rule names), their point values (`dot`, `row`, ...), the board's
`title` and, when some of it is our reconstruction, `provisional`. The tile
layer `fields` marks the special fields: each non-empty cell is one, and its
tile's properties say what it is (`kind`, `value`, `symbol`, `colour`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from xml.etree import ElementTree

import pytmx

from game.content.errors import ContentError
from game.rules.ramp_data import BoardDef, Cell, Field

FIELD_LAYER = "fields"
KINDS = ("bonus", "negative", "symbol")
# The map properties each BoardDef rule scores with.
RULE_VALUES = {
    "dots": ("dot",),
    "rows": ("row",),
    "rows-with-symbols": ("row",),
    "fields": (),
    "symbol-pairs": ("pair_both", "pair_one"),
    "colour-sets": ("colour_set",),
}


@dataclass(frozen=True)
class TmxBoard:
    board: BoardDef
    provisional: str  # what of this board is our reconstruction; '' when nothing is


def load_board(path: Path, width: int, height: int) -> TmxBoard:
    tmx = _read_map(path)
    if tmx.orientation != "orthogonal":
        raise ContentError(path, f"the map is {tmx.orientation}, boards are orthogonal")
    if (tmx.width, tmx.height) != (width, height):
        raise ContentError(path, f"the board is {tmx.width}x{tmx.height} cells, "
                                 f"this game's boards are {width}x{height}")
    props = tmx.properties
    if "rules" not in props:
        raise ContentError(path, "map property 'rules' is missing (leave it empty for a board that scores nothing)")
    rules = tuple((props["rules"] or "").split())  # pytmx reads an empty property as None
    for rule in rules:
        if rule not in RULE_VALUES:
            raise ContentError(path, f"unknown rule {rule!r} in map property 'rules'; "
                                     f"known rules: {', '.join(RULE_VALUES)}")
    values = {name: _whole_number(props.get(name), f"map property {name!r}", path)
              for rule in rules for name in RULE_VALUES[rule]}
    fields = _fields(tmx, path)
    if "symbol-pairs" in rules:
        _check_pairs(fields, path)
    title = props.get("title")
    if not title:
        raise ContentError(path, "map property 'title' is missing")
    board = BoardDef(id=path.stem, name=str(title), width=width, height=height,
                     fields=MappingProxyType(fields), rules=rules, values=MappingProxyType(values))
    return TmxBoard(board, str(props.get("provisional") or ""))


def _read_map(path: Path) -> pytmx.TiledMap:
    try:
        return pytmx.TiledMap(str(path))
    except ElementTree.ParseError as exc:
        raise ContentError(path, f"malformed XML: {exc}") from None
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError, AttributeError on odd maps
        raise ContentError(path, f"not a Tiled map the game can read: {str(exc) or type(exc).__name__}") from None


def _fields(tmx: pytmx.TiledMap, path: Path) -> dict[Cell, Field]:
    layer = next((layer for layer in tmx.layers
                  if isinstance(layer, pytmx.TiledTileLayer) and layer.name == FIELD_LAYER), None)
    if layer is None:
        raise ContentError(path, f"no tile layer named {FIELD_LAYER!r}")
    fields = {}
    for x, y, gid in layer.iter_data():
        if not gid:
            continue
        where = f"the field at column {x}, row {y}"
        if x >= tmx.width or y >= tmx.height:
            raise ContentError(path, f"{where} lies outside the {tmx.width}x{tmx.height} grid")
        fields[(y, x)] = _field(tmx.get_tile_properties_by_gid(gid) or {}, where, path)
    return fields


def _field(props: dict, where: str, path: Path) -> Field:
    kind = props.get("kind")
    if kind is None:
        raise ContentError(path, f"{where} is a tile without a 'kind' property")
    if kind not in KINDS:
        raise ContentError(path, f"{where} has unknown kind {kind!r}; known kinds: {', '.join(KINDS)}")
    value = _whole_number(props.get("value", 0), f"the value of {where}", path)
    symbol, colour = str(props.get("symbol") or ""), str(props.get("colour") or "")
    if kind == "bonus" and value <= 0:
        raise ContentError(path, f"{where} is a bonus field worth {value}; a bonus is worth more than 0")
    if kind == "negative" and value >= 0:
        raise ContentError(path, f"{where} is a negative field worth {value}; a negative field is worth less than 0")
    if kind == "symbol" and not (symbol or colour):
        raise ContentError(path, f"{where} is a symbol field without a 'symbol' or 'colour' property")
    return Field(kind, value, symbol, colour)


def _whole_number(value, what: str, path: Path) -> int:
    if value is None:
        raise ContentError(path, f"{what} is missing")
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ContentError(path, f"{what} is not a whole number: {value!r}")
    try:
        return int(value)  # a str when the property was written without type="int"
    except ValueError:
        raise ContentError(path, f"{what} is not a whole number: {value!r}") from None


def _check_pairs(fields: dict[Cell, Field], path: Path) -> None:
    counts = Counter(f.symbol for f in fields.values() if f.kind == "symbol")
    for symbol, n in counts.items():
        if n != 2:
            raise ContentError(path, f"symbol {symbol!r} is on {n} fields; "
                                     "rule 'symbol-pairs' needs each symbol exactly twice")
