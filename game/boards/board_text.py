"""A player's board as text: the Tiled map of its file (the format of levels/, so Tiled
opens it) and the short share code a player can paste (docs/board-files.md).

Whatever the text, it is read by the checks of the shipped boards
(game.content.tmx_boards) and then by those the printed boards pass
(game.boards.scoring): a board that gets through is one to play.
"""
from __future__ import annotations

import base64
import hashlib
import json
import zlib
from types import MappingProxyType
from xml.etree import ElementTree

from game import games
from game.boards.scoring import outside, problems
from game.content.content_error import ContentError
from game.content.tmx_boards import FIELD_LAYER, RULE_VALUES, board_from_text
from game.i18n import Said, _
from game.rules.field_kinds import field_kind
from game.rules.ramp_data import BoardDef, Edition, Field
from game.untrusted import excerpt, parse_json, unpack_code

GAME_PROPERTY = "game"  # the map property naming the edition the board is for
CODE_PREFIX = "SNS-BOARD-1:"
MAX_CODE_CHARS = 8000      # a share code of the largest board fits in about 700
MAX_PACKED_BYTES = 64 * 1024  # what a share code may unpack to
TILE = 32  # pixels of a cell in Tiled


class NotABoard(ValueError):
    """Text that is no board to play. str(): one English line; reasons: why, one line
    each in the player's language."""

    def __init__(self, detail: str, reasons):
        super().__init__(detail)
        self.reasons = list(reasons)


def editions() -> tuple[Edition, ...]:
    """The editions a player may make boards for: those whose data lets players choose boards."""
    found = []
    for game in games.all_games():
        if game.own_boards:
            edition = game.content()
            if edition.board_choice:
                found.append(edition)
    return tuple(found)


def edition_of(game_id) -> Edition:
    for edition in editions():
        if edition.game_id == game_id:
            return edition
    raise NotABoard(f"map property {GAME_PROPERTY!r}: {excerpt(game_id)} is no edition with boards of one's own",
                    [Said(lambda: _("It is a board for no edition of this game."))])


def to_tmx(game_id: str, board: BoardDef) -> str:
    """The Tiled map of `board`: one tile per kind of special field, a csv layer."""
    root = ElementTree.Element("map", version="1.10", tiledversion="1.10.2", orientation="orthogonal",
                               renderorder="right-down", width=str(board.width), height=str(board.height),
                               tilewidth=str(TILE), tileheight=str(TILE), infinite="0", nextlayerid="2",
                               nextobjectid="1")
    props = ElementTree.SubElement(root, "properties")
    _property(props, "title", board.name)
    _property(props, GAME_PROPERTY, game_id)
    _property(props, "rules", " ".join(board.rules))
    for name, value in sorted(board.values.items()):
        _property(props, name, value)
    kinds = sorted(set(board.fields.values()), key=lambda f: (f.kind, f.value, f.symbol, f.colour))
    tileset = ElementTree.SubElement(root, "tileset", firstgid="1", name="fields", tilewidth=str(TILE),
                                     tileheight=str(TILE), tilecount=str(len(kinds)), columns="0")
    ElementTree.SubElement(tileset, "grid", orientation="orthogonal", width="1", height="1")
    for n, field in enumerate(kinds):
        tile = ElementTree.SubElement(ElementTree.SubElement(tileset, "tile", id=str(n)), "properties")
        _property(tile, "kind", field.kind)
        if not field_kind(field.kind).grouped:
            _property(tile, "value", field.value)
        for name in ("symbol", "colour"):
            if getattr(field, name):
                _property(tile, name, getattr(field, name))
    layer = ElementTree.SubElement(root, "layer", id="1", name=FIELD_LAYER, width=str(board.width),
                                   height=str(board.height))
    gid = {field: n + 1 for n, field in enumerate(kinds)}
    rows = [",".join(str(gid.get(board.fields.get((r, c)), 0)) for c in range(board.width))
            for r in range(board.height)]
    ElementTree.SubElement(layer, "data", encoding="csv").text = "\n" + ",\n".join(rows) + "\n"
    ElementTree.indent(root, " ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"


def _property(parent, name: str, value) -> None:
    attrs = {"name": name, "value": str(value)}
    if isinstance(value, int):
        attrs = {"name": name, "type": "int", "value": str(value)}
    ElementTree.SubElement(parent, "property", attrs)


def read_board(text: str | bytes, where: str) -> tuple[str, BoardDef]:
    """(game id, board) of a board file's text; NotABoard saying why it is none.
    `where` names the text in the English line."""
    try:
        node = ElementTree.fromstring(text)
    except (ElementTree.ParseError, ValueError) as err:
        raise NotABoard(f"{where}: malformed XML: {err}", [_damaged()]) from None
    game_id = next((p.get("value") for p in node.iterfind("properties/property") if p.get("name") == GAME_PROPERTY),
                   None)
    edition = edition_of(game_id)
    off = outside(_beyond(node, edition))
    if off:
        raise NotABoard(f"{where}: {len(off)} field(s) outside the {edition.width}x{edition.height} board", off)
    try:
        board = board_from_text(text, where, edition.width, edition.height).board
    except ContentError as err:
        raise NotABoard(str(err), [_damaged()]) from None
    found = problems(edition, board)
    if found:
        raise NotABoard(f"{where}: {len(found)} check(s) of the printed boards fail", found)
    return edition.game_id, board


def _beyond(node, edition: Edition) -> BoardDef:
    """The fields of a csv layer `fields` drawn larger than the edition's grid, where it
    runs past the grid (as Tiled draws it: rows of the layer's width), on a board of the
    edition's size, so `outside` names them. Any other oddity is left to the map's checks."""
    layer = next((layer for layer in node.iter("layer") if layer.get("name") == FIELD_LAYER), None)
    data = None if layer is None else layer.find("data")
    fields = {}
    if data is not None and data.get("encoding") == "csv" and data.get("compression") is None:
        try:
            width = int(layer.get("width", ""))
            cells = [int(gid) for gid in (data.text or "").split(",")]
        except ValueError:
            cells, width = [], 1
        if width > 0 and (width, len(cells)) != (edition.width, edition.width * edition.height):
            fields = {divmod(n, width): Field("bonus", 1) for n, gid in enumerate(cells) if gid}
    return BoardDef("beyond", "", edition.width, edition.height, MappingProxyType(fields), (), MappingProxyType({}))


def _damaged():
    return Said(lambda: _("It is not a board map this game can read."))


def board_key(game_id: str, board: BoardDef) -> str:
    """The same for the same board whatever its name or file: how an import knows a
    board the player has already."""
    return hashlib.blake2b(json.dumps(_compact(game_id, board, named=False), sort_keys=True).encode(),
                           digest_size=10).hexdigest()


def _compact(game_id: str, board: BoardDef, named: bool = True) -> dict:
    data = {"game": game_id, "rules": list(board.rules), "values": dict(sorted(board.values.items())),
            "fields": [[r, c, f.kind, f.value, f.symbol, f.colour] for (r, c), f in sorted(board.fields.items())]}
    if named:
        data["name"] = board.name
    return data


def share_code(game_id: str, board: BoardDef) -> str:
    """The board as one line of text to paste: a prefix and its compressed data."""
    packed = zlib.compress(json.dumps(_compact(game_id, board), separators=(",", ":"),
                                      ensure_ascii=False).encode(), 9)
    return CODE_PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def from_code(code: str) -> tuple[str, BoardDef]:
    """(game id, board) of a share code, read as its board file would be; NotABoard saying why it is none."""
    code = "".join(code.split())
    if code[:len(CODE_PREFIX)].upper() == CODE_PREFIX:  # a prefix typed in lower case is the prefix
        code = CODE_PREFIX + code[len(CODE_PREFIX):]
    if not code.startswith(CODE_PREFIX) or len(code) > MAX_CODE_CHARS:
        raise NotABoard(f"share code: does not start with {CODE_PREFIX} or is too long",
                        [Said(lambda: _("It is no board code: a board code starts with {prefix}", prefix=CODE_PREFIX))])
    body = code[len(CODE_PREFIX):]
    try:
        game_id, parts = _parts(parse_json(unpack_code(body, MAX_PACKED_BYTES)))
    except (ValueError, TypeError, KeyError) as err:  # InputError is a ValueError
        raise NotABoard(f"share code: damaged ({err})", [Said(lambda: _("The board code is damaged: "
                                                                         "check that it was copied whole."))]) from None
    edition = edition_of(game_id)
    board = BoardDef(id="shared", width=edition.width, height=edition.height, **parts)
    off = outside(board)  # before its map is written: the map would lose such a field
    if off:
        raise NotABoard(f"share code: {len(off)} field(s) outside the {board.width}x{board.height} board", off)
    return read_board(to_tmx(game_id, board), f"board code {board_key(game_id, board)}")


def _parts(data) -> tuple[str, dict]:
    """The game id and the BoardDef parts of a share code's data, each of its type (their
    values are checked as a file's are); ValueError, TypeError or KeyError when one is not."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    rules, values = data["rules"], data["values"]
    if not isinstance(rules, list) or not isinstance(values, dict) \
            or not all(_is_int(v) and k in _VALUE_NAMES for k, v in values.items()):
        raise ValueError("rules or values")
    fields = {}
    for row, column, kind, value, symbol, colour in data["fields"]:
        if not all(_is_int(n) for n in (row, column, value)):
            raise ValueError("a field's numbers")
        fields[(row, column)] = Field(_text(kind), value, _text(symbol), _text(colour))
    return _text(data["game"]), {"name": _text(data["name"]), "rules": tuple(_text(rule) for rule in rules),
                                 "fields": MappingProxyType(fields), "values": MappingProxyType(values)}


_VALUE_NAMES = {name for names in RULE_VALUES.values() for name in names}


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value) -> str:
    if not isinstance(value, str):
        raise ValueError("text expected")
    return value


def with_chosen(edition: Edition, order) -> Edition:
    """`edition` playing the boards of `order`, as a replay's board_order holds them:
    printed board numbers (1..) and share codes of the players' own boards (so a replay
    carries the boards it was played on). ValueError (NotABoard) says why it cannot."""
    edition.check_board_count(len(order))  # before any code is unpacked: thousands would take seconds
    boards = []
    for i, entry in enumerate(order):
        if isinstance(entry, str):
            try:
                game_id, entry = from_code(entry)
            except NotABoard as err:
                raise NotABoard(f"[{i}]: {err}", err.reasons) from None
            if game_id != edition.game_id:
                raise NotABoard(f"[{i}]: a board of {game_id}, not of {edition.game_id}",
                                [Said(lambda: _("It is a board for another edition."))])
        boards.append(entry)
    return edition.with_boards(boards)
