"""Boards as Tiled maps (.tmx), read with pytmx without loading any image.

The map's properties name the scoring rules (`rules`, space-separated
BoardDef rule names), their point values (`dot`, `row`, ...), the board's
`title` and, when some of it is our reconstruction, `provisional`. The tile
layer `fields` marks the special fields: each non-empty cell is one, and its
tile's properties say what it is (`kind`, `value`, `symbol`, `colour`).

A map is checked before pytmx sees it (see _read_map): pytmx reads no file
itself, and inflates no layer that could hold more than the board's cells.
"""
from __future__ import annotations

import base64
import binascii
import logging
import os
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from xml.etree import ElementTree

import pytmx

from game.content.content_error import ContentError
from game.content.paths import inside, read_data, resolve
from game.content.toml_files import MAX_WHOLE_NUMBER
from game.untrusted import excerpt, excerpt_text
from game.rules.field_kinds import field_kind, kind_names
from game.rules.ramp_data import BoardDef, Cell, Field

# pytmx logs what it refuses before raising; the ContentError says it once, in one line.
logging.getLogger(pytmx.__name__).addHandler(logging.NullHandler())

FIELD_LAYER = "fields"
GID_BYTES = 4  # a cell of base64 layer data: one little-endian 32-bit tile id
WBITS = {"zlib": zlib.MAX_WBITS, "gzip": 16 + zlib.MAX_WBITS}
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


def load_board(path: Path, width: int, height: int, root: Path) -> TmxBoard:
    """The board in the map at `path`, a file inside the data folder `root`."""
    return _board(_parse_xml(read_data(path, root), path), path, width, height, root)


def board_from_text(text: str | bytes, where: str, width: int, height: int) -> TmxBoard:
    """The board in the text of a map that lies in no data folder (a player's board file,
    a share code, a replay), checked as a shipped board is: it may name no tileset file.
    `where` names it in a ContentError, and its last part is the board's id."""
    path = Path(where)
    return _board(_parse_xml(text, path), path, width, height, None)


def _board(node: ElementTree.Element, path: Path, width: int, height: int, root: Path | None) -> TmxBoard:
    tmx = _read_map(node, path, width, height, root)
    if tmx.orientation != "orthogonal":
        raise ContentError(path, f"the map is {tmx.orientation}, boards are orthogonal")
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


def _read_map(node: ElementTree.Element, path: Path, width: int, height: int, root: Path | None) -> pytmx.TiledMap:
    if node.tag != "map":
        raise ContentError(path, f"not a Tiled map: the document is <{excerpt(node.tag)}>, not <map>")
    if node.get("infinite", "0") != "0" or node.find(".//chunk") is not None:
        raise ContentError(path, f"the map is infinite; a board is a fixed {width}x{height} map")
    if (node.get("width"), node.get("height")) != (str(width), str(height)):
        raise ContentError(path, f"the board is {_size(node)} cells, "
                                 f"this game's boards are {width}x{height}")
    for layer in node.iter("layer"):
        _check_layer(layer, width, height, path)
    for tileset in list(node.iter("tileset")):
        if tileset.get("source") is not None:
            if root is None:
                raise ContentError(path, "the map names a tileset file; a board of its own holds its tileset")
            _inline_tileset(tileset, path, root)
    try:
        tmx = pytmx.TiledMap()
        tmx.filename = str(path)
        return tmx.parse_xml(node)
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError, AttributeError on odd maps
        raise ContentError(path, f"not a Tiled map the game can read: {str(exc) or type(exc).__name__}") from None


def _parse_xml(text: str | bytes, path: Path) -> ElementTree.Element:
    try:
        return ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise ContentError(path, f"malformed XML: {exc}") from None


def _check_layer(layer: ElementTree.Element, width: int, height: int, path: Path) -> None:
    """A tile layer must hold exactly the board's cells; its data is measured without
    inflating more than that, so a small file cannot unpack into gigabytes."""
    what = f"layer {excerpt(layer.get('name', ''))}"
    if (layer.get("width"), layer.get("height")) != (str(width), str(height)):
        raise ContentError(path, f"{what} is {_size(layer)} cells, "
                                 f"the board {width}x{height}")
    data = layer.find("data")
    encoding, compression = (None, None) if data is None else (data.get("encoding"), data.get("compression"))
    text = "" if data is None else (data.text or "")
    cells = width * height
    if encoding == "csv" and compression is None:
        found = text.count(",") + 1 if text.strip() else 0
    elif encoding == "base64":
        found = _base64_cells(text, compression, cells, what, path)
    else:
        raise ContentError(path, f"{what}: the data must be csv or base64 (with zlib, gzip or no compression)")
    if found != cells:
        raise ContentError(path, f"{what} holds {found} cells, the board {width}x{height} = {cells}")


def _size(node: ElementTree.Element) -> str:
    return "x".join(excerpt_text(node.get(side, "?"), quote=False) for side in ("width", "height"))


def _base64_cells(text: str, compression: str | None, cells: int, what: str, path: Path) -> int:
    try:
        packed = base64.b64decode("".join(text.split()), validate=True)
    except binascii.Error:
        raise ContentError(path, f"{what}: the data is not base64") from None
    if compression is None:
        raw = packed
    elif compression in WBITS:
        inflate = zlib.decompressobj(WBITS[compression])
        try:
            raw = inflate.decompress(packed, cells * GID_BYTES + 1)  # one byte more tells "too many"
        except zlib.error:
            raise ContentError(path, f"{what}: the {compression} data is damaged") from None
        if len(raw) > cells * GID_BYTES or inflate.unused_data:
            raise ContentError(path, f"{what} holds more than the board's {cells} cells")
        if not inflate.eof:
            raise ContentError(path, f"{what}: the {compression} data is cut short")
    else:
        raise ContentError(path, f"{what}: compression {excerpt(compression)} is not supported (zlib or gzip)")
    if len(raw) % GID_BYTES:
        raise ContentError(path, f"{what}: the data is not a whole number of cells")
    return len(raw) // GID_BYTES


def _inline_tileset(tileset: ElementTree.Element, path: Path, root: Path) -> None:
    """Read a tileset file ourselves (a regular file inside the data folder) and put
    its content in the map, so pytmx opens no file at all."""
    source = tileset.get("source")
    target = Path(os.path.normpath(path.parent / source))
    if not inside(target, root):
        raise ContentError(path, f"tileset {excerpt(source)} lies outside the game's data folder")
    source_path = resolve(root, target.relative_to(os.path.realpath(root)).as_posix())
    own = _parse_xml(read_data(source_path, root), source_path)
    if own.tag != "tileset":
        raise ContentError(path, f"tileset {excerpt(source)} is no Tiled tileset")
    first_gid = tileset.get("firstgid")
    tileset.attrib.clear()
    tileset.attrib.update(own.attrib)
    tileset.set("firstgid", first_gid or "1")
    tileset[:] = list(own)


def _fields(tmx: pytmx.TiledMap, path: Path) -> dict[Cell, Field]:
    layer = next((layer for layer in tmx.layers
                  if isinstance(layer, pytmx.TiledTileLayer) and layer.name == FIELD_LAYER), None)
    if layer is None:
        raise ContentError(path, f"no tile layer named {FIELD_LAYER!r}")
    fields = {}
    for x, y, gid in layer.iter_data():
        if not gid:
            continue
        fields[(y, x)] = _field(tmx.get_tile_properties_by_gid(gid) or {}, f"the field at column {x}, row {y}", path)
    return fields


def _field(props: dict, where: str, path: Path) -> Field:
    kind = props.get("kind")
    if kind is None:
        raise ContentError(path, f"{where} is a tile without a 'kind' property")
    if kind not in kind_names():
        raise ContentError(path, f"{where} has unknown kind {kind!r}; known kinds: {', '.join(kind_names())}")
    value = _whole_number(props.get("value", 0), f"the value of {where}", path)
    field = Field(kind, value, str(props.get("symbol") or ""), str(props.get("colour") or ""))
    problem = field_kind(kind).problem(field)
    if problem is not None:
        raise ContentError(path, f"{where} {problem}")
    return field


def _whole_number(value, what: str, path: Path) -> int:
    if value is None:
        raise ContentError(path, f"{what} is missing")
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ContentError(path, f"{what} is not a whole number: {excerpt(value)}")
    try:
        number = int(value)  # a str when the property was written without type="int"
    except ValueError:
        raise ContentError(path, f"{what} is not a whole number: {excerpt(value)}") from None
    if abs(number) > MAX_WHOLE_NUMBER:
        raise ContentError(path, f"{what} is out of range: {excerpt(value)}")
    return number


def _check_pairs(fields: dict[Cell, Field], path: Path) -> None:
    counts = Counter(f.symbol for f in fields.values() if field_kind(f.kind).grouped)
    for symbol, n in counts.items():
        if n != 2:
            raise ContentError(path, f"symbol {symbol!r} is on {n} fields; "
                                     "rule 'symbol-pairs' needs each symbol exactly twice")
