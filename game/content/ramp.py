"""The ramp games (FITS, FITS compact, BITS) from levels/<game id>/: an Edition per game id.

Each game folder holds a deck file, game.toml (pieces, decks, task cards,
ratings, the board list), and its boards as Tiled maps (see tmx_boards).
Everything is checked on load; a broken file raises one ContentError that
names the file and the problem.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR, resolve
from game.content.ratings import rating_bands
from game.content.tmx_boards import load_board
from game.content.ramp_deck import WORDS, board_files, one_of
from game.content.toml_files import DeckFile, checked, item, text_list, unknown_key
from game.message_keys import has
from game.games import RAMP, of_rules
from game.rules.polyomino import is_connected, parse_rows, to_rows
from game.rules.ramp_data import BoardDef, Edition, PieceDef, TaskCard

# The games played on ramps, as registered in game.games (menu order).
RAMP_GAME_IDS = of_rules(RAMP)
# What a piece's cells are written with, per kind of game.
CELLS = {"fits": "#", "bits": "RYBPK"}
SHAPE_CELL = "#"     # task card shapes: bare shapes, no colours
NEUTRAL_CELL = "N"
MAX_SIDE = 32    # cells along a board's side (the printed boards have 6 to 12)
KEYS = ("id", "extends", "name", "kind", "width", "height", "allow_above", "rounds", "board", "boards",
        "pieces", "build", "start", "shapes", "tasks", "neutral", "neutral_uses", "rating", "unrated", "provisional",
        "compulsory", "board_choice", "words", "piece")
# What its box calls a piece (`piece`). The screens hold one set of words per entry.
PIECE_NOUNS = ("piece", "domino")
TASK_KEYS = ("id", "deck", "shape", "colour", "points", "other4")


def ramp_game_ids() -> tuple[str, ...]:
    return RAMP_GAME_IDS


def load_edition(game_id: str, root=None) -> Edition:
    """The edition of `game_id`, read from `root` (default: the game's levels/ folder)."""
    return _load(game_id, LEVELS_DIR if root is None else Path(root))


def _check_known(game_id: str, root: Path):
    if game_id not in RAMP_GAME_IDS:
        raise ContentError(root / game_id, f"unknown game {game_id!r}; known games: {', '.join(RAMP_GAME_IDS)}")


@lru_cache(maxsize=None)
def _load(game_id: str, root: Path) -> Edition:
    _check_known(game_id, root)
    deck = DeckFile(root, game_id)
    stray = unknown_key(deck.keys(), KEYS)
    if stray:
        raise deck.error(stray, f"unknown key {stray!r}")
    kind = deck.get("kind", str)
    if kind not in CELLS:
        raise deck.error("kind", f"unknown kind {kind!r}; known kinds: {', '.join(CELLS)}")
    width, height = deck.get("width", int), deck.get("height", int)
    if width < 1 or height < 1:
        raise deck.error("width", f"a board of {width}x{height} cells has no cells")
    if max(width, height) > MAX_SIDE:
        raise deck.error("width", f"a board of {width}x{height} cells is too large; at most {MAX_SIDE} a side")
    pieces = _shapes(deck, "pieces", "piece", CELLS[kind])
    boards, notes = _boards(deck, width, height, root)
    tasks = _tasks(deck, _shapes(deck, "shapes", "shape", SHAPE_CELL) if "shapes" in deck.keys() else {})
    if tasks:  # every round reveals a task card of its own deck
        for r in range(1, len(boards) + 1):
            if not any(card.deck == r for card in tasks):
                raise deck.error("rounds", f"round {r} needs a task card of deck {r}, there is none")
    neutral = deck.get("neutral", list, None)
    if neutral is not None:
        neutral = PieceDef("neutral", _shape(neutral, NEUTRAL_CELL, "'neutral'", deck.origin("neutral")))
    return Edition(
        game_id=game_id,
        name=deck.get("name", str),
        kind=kind,
        coloured=CELLS[kind] != SHAPE_CELL,
        compulsory=deck.get("compulsory", bool, False),
        board_choice=deck.get("board_choice", bool, False),
        words=one_of(deck, "words", WORDS, ""),
        piece_noun=one_of(deck, "piece", PIECE_NOUNS, "piece"),
        width=width,
        height=height,
        rounds=len(boards),
        allow_above=deck.get("allow_above", bool),
        pieces=MappingProxyType({pid: PieceDef(pid, rows) for pid, rows in pieces.items()}),
        build=_piece_ids(deck, "build", pieces),
        start=_piece_ids(deck, "start", pieces),
        boards=boards,
        tasks=tasks,
        neutral=neutral,
        neutral_uses=_neutral_uses(deck),
        ratings=rating_bands(deck.get("rating", list), deck.origin("rating")),
        unrated=_unrated(deck),
        provisional=text_list(deck.get("provisional", list), "'provisional'", deck.origin("provisional")) + notes,
    )


def _unrated(deck: DeckFile) -> str:
    """The message key of why a game without ratings has none ('' where it has some)."""
    key = deck.get("unrated", str, "")
    if key and not has(key):
        raise deck.error("unrated", f"{key!r} has no English text in game/message_keys.py")
    if key and deck.get("rating", list):
        raise deck.error("unrated", "a game with rating bands is rated: 'unrated' says why one has none")
    return key


def _boards(deck: DeckFile, width: int, height: int, root: Path) -> tuple[tuple[BoardDef, ...], tuple[str, ...]]:
    """The board of each round, and the boards' own notes on what is provisional."""
    key, files = board_files(deck)
    # Paths are relative to the file that lists them, so an extending game reuses the other's boards.
    folder = deck.origin(key).parent
    loaded = {name: load_board(resolve(folder, name), width, height, root) for name in dict.fromkeys(files)}
    notes = tuple(f"{b.board.name}: {b.provisional}" for b in loaded.values() if b.provisional)
    return tuple(loaded[name].board for name in files), notes


def _neutral_uses(deck: DeckFile) -> int:
    uses = deck.get("neutral_uses", int, 0)
    if uses < 0:
        raise deck.error("neutral_uses", f"'neutral_uses' must be 0 or more, not {uses}")
    return uses


def _shapes(deck: DeckFile, key: str, noun: str, cells: str) -> dict[str, tuple[str, ...]]:
    path = deck.origin(key)
    return {name: _shape(rows, cells, f"{noun} {name!r}", path) for name, rows in deck.get(key, dict).items()}


def _shape(value, cells: str, what: str, path: Path) -> tuple[str, ...]:
    """Text rows of one connected polyomino whose cells are written with `cells`."""
    rows = text_list(value, what, path)
    if len({len(row) for row in rows}) > 1:
        raise ContentError(path, f"{what}: rows of different lengths {list(rows)}")
    stray = sorted(set("".join(rows)) - set(cells) - {"."})
    if stray:
        raise ContentError(path, f"{what}: stray character {stray[0]!r}; "
                                 f"a cell is written {' or '.join(cells)}, no cell '.'")
    if not is_connected(parse_rows(rows)):
        raise ContentError(path, f"{what} is not one connected shape")
    if to_rows(parse_rows(rows)) != rows:
        # A drop's column is the left edge of the shape's bounding box: no empty border.
        raise ContentError(path, f"{what} has an empty row or column at its edge")
    return rows


def _piece_ids(deck: DeckFile, key: str, pieces: dict) -> tuple[str, ...]:
    path = deck.origin(key)
    ids = text_list(deck.get(key, list), f"'{key}'", path)
    for pid in ids:
        if pid not in pieces:
            raise ContentError(path, f"'{key}' names unknown piece {pid!r}")
        if ids.count(pid) > 1:
            raise ContentError(path, f"'{key}' names piece {pid!r} {ids.count(pid)} times; one card per piece")
    return ids


def _tasks(deck: DeckFile, shapes: dict[str, tuple[str, ...]]) -> tuple[TaskCard, ...]:
    path = deck.origin("tasks")
    cards = []
    for n, entry in enumerate(deck.get("tasks", list, []), 1):
        entry = checked(entry, dict, f"task card {n}", path)
        what = f"task card {item(entry, 'id', str, f'the id of task card {n}', path)!r}"
        stray = unknown_key(entry, TASK_KEYS)
        if stray:
            raise ContentError(path, f"{what} has unknown key {stray!r}")
        shape = item(entry, "shape", str, f"the shape of {what}", path)
        if shape not in shapes:
            raise ContentError(path, f"{what} names unknown shape {shape!r}; known shapes: {', '.join(shapes)}")
        colour = item(entry, "colour", str, f"the colour of {what}", path, None)
        if colour is not None and colour not in CELLS["bits"]:
            raise ContentError(path, f"{what} has unknown colour {colour!r}; colours: {' '.join(CELLS['bits'])}")
        cards.append(TaskCard(entry["id"], item(entry, "deck", int, f"the deck of {what}", path), shapes[shape],
                              colour, item(entry, "points", int, f"the points of {what}", path),
                              item(entry, "other4", int, f"'other4' of {what}", path, 0)))
    ids = [card.id for card in cards]
    twice = next((i for i in ids if ids.count(i) > 1), None)
    if twice:
        raise ContentError(path, f"task card {twice!r} is listed twice")
    return tuple(cards)
