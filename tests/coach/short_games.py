"""Short replays for the coach's tests: a review weighs every decision with the
master's whole search, so few decisions keep the suite quick."""
from __future__ import annotations

import dataclasses
import random

from game.replay import parse_replay


def random_replay(game_id: str, players: int, seed: int, moves: int):
    """The first `moves` decisions of a seeded game, each a seeded random legal move
    (a player who errs, so the master marks something)."""
    replay = parse_replay({"format": "replay", "version": 1, "game": game_id,
                           "players": [f"P{p + 1}" for p in range(players)], "seed": seed, "moves": []})
    state, rng, played = replay.new_state(), random.Random(seed), []
    for _ in range(moves):
        player = state.pending()[0]
        action = rng.choice(list(state.legal_actions(player)))
        state.apply_action(player, action)
        played.append((player, action))
    return dataclasses.replace(replay, moves=tuple(played))
