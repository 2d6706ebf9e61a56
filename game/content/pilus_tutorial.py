"""The guided first game of PILUS, from levels/pilus/tutorial.toml: its deal and
its steps (scenes/pilus/pilus_lesson.py plays them).

Everything is checked on load, the moves too: they are played through the rules
engine in order, so a file whose lesson could not be played raises one
ContentError naming the step, never a tutorial that gets stuck.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game import games
from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR, resolve
from game.content.pilus import load_tileset
from game.content.toml_files import checked, item, read_toml, text_list, unknown_key
from game.message_keys import TEXTS
from game.rules.rule_errors import DealError, IllegalMove
from game.rules.pilus_actions import Lay
from game.rules.pilus_deal import PilusDeal
from game.rules.pilus_game import PilusGame

TUTORIAL_FILE = "tutorial.toml"  # in the game's levels/ folder
PLAYERS = 2  # the person (seat 0) and the computer (seat 1)
PERSON, COMPUTER = 0, 1
KINDS = ("look", "lay", "computer", "read")
MOVE_KEYS = ("tile", "rotation", "x", "y", "pawn")
STEP_KEYS = {"look": ("do", "text"), "read": ("do", "text"),
             "lay": ("do", "text", "pawn_text", *MOVE_KEYS), "computer": ("do", "text", *MOVE_KEYS)}


@dataclass(frozen=True)
class Step:
    """kind: one of KINDS; text: the message key of its words; move: the Lay of a
    'lay' or 'computer' step; pawn_text: the key of what a 'lay' step's pawn step says."""

    kind: str
    text: str
    move: Lay | None = None
    pawn_text: str = ""


@dataclass(frozen=True)
class Tutorial:
    deal: PilusDeal
    steps: tuple[Step, ...]


def load_tutorial(game_id: str | None = None, root=None) -> Tutorial:
    """The tutorial of `game_id` (default: the game of the PILUS engine), read from `root`
    (default: the levels/ folder), its moves checked on that game's tiles."""
    game_id = games.of_rules(games.PILUS)[0] if game_id is None else game_id
    return _load(game_id, LEVELS_DIR if root is None else Path(root))


@lru_cache(maxsize=None)
def _load(game_id: str, root: Path) -> Tutorial:
    path = resolve(root, f"{game_id}/{TUTORIAL_FILE}")
    data = read_toml(path, root)
    stray = unknown_key(data, ("deal", "steps"))
    if stray:
        raise ContentError(path, f"unknown key {stray!r}")
    deal = _deal(path, item(data, "deal", dict, "[deal]", path))
    entries = item(data, "steps", list, "[[steps]]", path)
    steps = tuple(_step(path, n, entry) for n, entry in enumerate(entries, 1))
    _play_through(path, game_id, root, deal, steps)
    return Tutorial(deal, steps)


def _deal(path: Path, table: dict) -> PilusDeal:
    stray = unknown_key(table, ("start", "hands", "removed", "draw"))
    if stray:
        raise ContentError(path, f"[deal]: unknown key {stray!r}")
    hands = tuple(text_list(hand, "every hand of [deal] 'hands'", path)
                  for hand in item(table, "hands", list, "[deal] 'hands'", path))
    return PilusDeal(item(table, "start", str, "[deal] 'start'", path), hands,
                     text_list(item(table, "removed", list, "[deal] 'removed'", path), "[deal] 'removed'", path),
                     text_list(item(table, "draw", list, "[deal] 'draw'", path), "[deal] 'draw'", path))


def _step(path: Path, n: int, entry) -> Step:
    where = f"step {n}"
    checked(entry, dict, where, path)
    kind = item(entry, "do", str, f"{where}: 'do'", path)
    if kind not in KINDS:
        raise ContentError(path, f"{where}: 'do' must be one of {', '.join(KINDS)}, not {kind!r}")
    stray = unknown_key(entry, STEP_KEYS[kind])
    if stray:
        raise ContentError(path, f"{where}: unknown key {stray!r} for a {kind!r} step")
    text = _text_key(path, where, item(entry, "text", str, f"{where}: 'text'", path))
    if kind in ("look", "read"):
        return Step(kind, text)
    pawn = item(entry, "pawn", list, f"{where}: 'pawn'", path, default=None)
    if pawn is not None:
        if len(pawn) != 2:
            raise ContentError(path, f"{where}: 'pawn' is a cell [x, y], not {pawn!r}")
        pawn = tuple(checked(v, int, f"{where}: 'pawn'", path) for v in pawn)
    move = Lay(item(entry, "tile", str, f"{where}: 'tile'", path),
               item(entry, "rotation", int, f"{where}: 'rotation'", path),
               item(entry, "x", int, f"{where}: 'x'", path), item(entry, "y", int, f"{where}: 'y'", path), pawn)
    pawn_text = ""
    if kind == "lay":
        pawn_text = _text_key(path, where, item(entry, "pawn_text", str, f"{where}: 'pawn_text'", path))
    return Step(kind, text, move, pawn_text)


def _text_key(path: Path, where: str, key: str) -> str:
    if key not in TEXTS:
        raise ContentError(path, f"{where}: no words under the message key {key!r} (game/message_keys.py)")
    return key


def _play_through(path: Path, game_id: str, root: Path, deal: PilusDeal, steps: tuple[Step, ...]) -> None:
    """Every move legal where it comes, each by the seat in turn."""
    try:
        game = PilusGame(load_tileset(game_id, root), PLAYERS, deal)
    except DealError as exc:
        raise ContentError(path, f"[deal]: {exc}") from None
    for n, step in enumerate(steps, 1):
        if step.move is None:
            continue
        player = PERSON if step.kind == "lay" else COMPUTER
        if game.current_player != player:
            raise ContentError(path, f"step {n}: it is not the {'person' if player == PERSON else 'computer'}'s turn")
        try:
            game.apply_action(player, step.move)
        except IllegalMove as exc:
            raise ContentError(path, f"step {n}: an illegal move: {exc}") from None
