"""The PILUS deal and moves as replay JSON."""
from __future__ import annotations

from game.content.pilus import load_tileset
from game.content.versions import pilus_version
from game.replay.replay_error import ReplayError
from game.replay.fields import id_list, ident, need
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_deal import PilusDeal, deal_from_seed
from game.rules.pilus_game import PilusGame


def rules_data(game_id: str):
    return load_tileset(game_id)


def content_version(rules) -> str:
    return pilus_version(rules)


def max_moves(tileset, num_players: int) -> int:
    """The most moves a game can hold: every tile laid once, and before each, a pass by each
    other player at most (when all of them pass in turn, nothing can change: no lay follows)."""
    return len(tileset.tiles) * num_players


def make_deal(tileset, num_players: int, seed, deal: dict | None):
    """The seeded deal with whatever `deal` fixes laid over it."""
    fixed = {} if deal is None else need(deal, dict, "deal", "must be an object")
    base = None if seed is None else deal_from_seed(tileset, num_players, seed)
    values = {}
    for key in ("start", "hands", "removed", "draw"):
        where = f"deal.{key}"
        if key in fixed:
            value = fixed[key]
            if key == "start":
                values[key] = ident(value, where, "must be a tile id")
            elif key == "hands":
                need(value, list, where, "must be a list of hands")
                values[key] = tuple(id_list(hand, f"{where}[{i}]") for i, hand in enumerate(value))
            else:
                values[key] = id_list(value, where)
        elif base is not None:
            values[key] = getattr(base, key)
        else:
            raise ReplayError(f"{where}: missing, and there is no seed to deal it")
    return PilusDeal(**values)


def new_state(tileset, num_players: int, deal):
    return PilusGame(tileset, num_players, deal)


def _cell(value, where: str, what: str) -> tuple[int, int]:
    need(value, list, where, f"'{what}' must be a cell [x, y]")
    if len(value) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ReplayError(f"{where}: '{what}' must be a cell [x, y]")
    return value[0], value[1]


def parse_move(move: dict, where: str):
    if "pass" in move:
        if move["pass"] is not True or "tile" in move:
            raise ReplayError(f"{where}: a pass is {{\"player\": N, \"pass\": true}}")
        return Pass()
    tile = ident(move.get("tile"), where, "'tile' must be a tile id")
    rotation = need(move.get("rotation", 0), int, where, "'rotation' must be 0, 1, 2 or 3")
    if rotation not in (0, 1, 2, 3):
        raise ReplayError(f"{where}: 'rotation' must be 0, 1, 2 or 3")
    x, y = _cell(move.get("at"), where, "at")
    pawn = move.get("pawn")
    return Lay(tile, rotation, x, y, None if pawn is None else _cell(pawn, where, "pawn"))


def move_json(player: int, action) -> dict:
    if isinstance(action, Pass):
        return {"player": player, "pass": True}
    return {"player": player, "tile": action.tile, "rotation": action.rotation,
            "at": [action.x, action.y], "pawn": None if action.pawn is None else list(action.pawn)}


def deal_json(deal: PilusDeal) -> dict:
    return {"start": deal.start, "hands": [list(h) for h in deal.hands],
            "removed": list(deal.removed), "draw": list(deal.draw)}


def result_fields(state, names) -> dict:
    return {"players": [{"name": name, "total": total} for name, total in zip(names, state.scores())]}
