"""Deals and moves of the ramp games (the FITS and BITS editions) as replay JSON."""
from __future__ import annotations

import dataclasses

from game.boards.board_text import with_chosen
from game.content.ramp import load_edition
from game.content.versions import ramp_version
from game.message_keys import english
from game.replay.replay_error import ReplayError
from game.replay.fields import id_list, ident, need, text_rows
from game.rules.ramp_actions import Neutral, Place, Skip
from game.rules.ramp_deal import RoundDeal, deal_from_seed
from game.rules.ramp_game import RampGame


def rules_data(game_id: str):
    return load_edition(game_id)


def content_version(rules) -> str:
    return ramp_version(rules)


def choose_boards(edition, numbers):
    """The edition playing the boards `numbers` (1.. in printed order, or the share code
    of a board of the players' own: game.boards.board_text) in that order."""
    try:
        return with_chosen(edition, numbers)
    except ValueError as err:
        raise ReplayError(f"board_order{'' if str(err).startswith('[') else ': '}{err}") from None


def max_moves(edition, num_players: int) -> int:
    """The most moves a game can hold: each player decides once on the start card and once
    per build card of each round (a neutral drop takes a card's place, never adds a move)."""
    return edition.rounds * num_players * (1 + len(edition.build))


def make_deal(edition, num_players: int, seed, deal: dict | None):
    """The seeded deal with whatever `deal` fixes laid over it."""
    rounds_json = []
    if deal is not None:
        need(deal, dict, "deal", "must be an object")
        rounds_json = need(deal.get("rounds", []), list, "deal.rounds", "must be a list of rounds")
        if len(rounds_json) > edition.rounds:
            raise ReplayError(f"deal.rounds: {edition.game_id} has {edition.rounds} rounds, not {len(rounds_json)}")
    if seed is None:
        seeded = [None] * edition.rounds
    else:
        seeded = list(deal_from_seed(edition, num_players, seed))
    rounds = []
    for r in range(edition.rounds):
        fixed = need(rounds_json[r], dict, f"deal.rounds[{r}]", "must be an object") if r < len(rounds_json) else {}
        base = seeded[r]
        values = {}
        for key in ("start", "build", "task"):
            where = f"deal.rounds[{r}].{key}"
            if key in fixed:
                value = fixed[key]
                if key == "task":
                    values[key] = None if value is None else ident(value, where, "must be a task card id")
                else:
                    values[key] = id_list(value, where)
            elif base is not None:
                values[key] = getattr(base, key)
            elif key == "task" and not edition.tasks:
                values[key] = None
            else:
                raise ReplayError(f"{where}: missing, and there is no seed to deal it")
        rounds.append(RoundDeal(**values))
    return tuple(rounds)


def new_state(edition, num_players: int, deal):
    return RampGame(edition, num_players, deal)


def parse_move(move: dict, where: str):
    """(player, action) of one move object."""
    kinds = [k for k in ("place", "skip", "neutral") if k in move]
    if len(kinds) != 1:
        raise ReplayError(f"{where}: needs exactly one of 'place', 'skip', 'neutral'")
    kind = kinds[0]
    if kind == "skip":
        if move["skip"] is not True:
            raise ReplayError(f"{where}: 'skip' must be true")
        return Skip()
    body = need(move[kind], dict, where, f"'{kind}' must be an object")
    shape = text_rows(body.get("shape"), where, f"'{kind}.shape'")
    column = need(body.get("column"), int, where, f"'{kind}.column' must be a whole number")
    if kind == "neutral":
        return Neutral(shape, column)
    piece = ident(body.get("piece"), where, "'place.piece' must be a piece id")
    return Place(piece, shape, column)


def move_json(player: int, action) -> dict:
    if isinstance(action, Skip):
        return {"player": player, "skip": True}
    body = {"shape": list(action.shape), "column": action.column}
    if isinstance(action, Neutral):
        return {"player": player, "neutral": body}
    return {"player": player, "place": {"piece": action.piece, **body}}


def deal_json(deal) -> dict:
    rounds = []
    for round_deal in deal:
        entry = {k: list(v) if isinstance(v, tuple) else v for k, v in dataclasses.asdict(round_deal).items()}
        if entry["task"] is None:
            del entry["task"]
        rounds.append(entry)
    return {"rounds": rounds}


def result_fields(state, names) -> dict:
    """The ramp-game part of the headless output: players with rounds and rating, boards."""
    players = []
    for p, name in enumerate(names):
        entry = {"name": name, "total": state.scores()[p],
                 "rounds": [results[p].total for results in state.results]}
        rating = state.rating(p)
        if rating is not None:
            entry["rating"] = english(rating.title)  # the referee speaks English
        players.append(entry)
    boards = [list(state.board(p).to_rows()) for p in range(len(names))]
    return {"players": players, "boards": boards}
