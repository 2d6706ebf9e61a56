#!/usr/bin/env python3
"""Records the moves every computer level makes in the first decisions of a few seeded
games (tests/ai/data/level-moves.json), which tests/ai/test_level_moves.py checks: a
faster engine must leave every level's decisions as they are (issue 47). Rerun it only
when a level is meant to play differently.

    python tools/record_level_moves.py
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import json
from pathlib import Path

from game import games
from game.ai import LEVELS, make_bot, observe

FILE = Path(__file__).resolve().parent.parent / "tests" / "ai" / "data" / "level-moves.json"
# (game, players, deal seed): a solo game of each ramp engine's box and a two-player PILUS game.
GAMES = (("fits", 1, 101), ("fits", 1, 202), ("bits", 1, 303), ("pilus", 2, 404))
# The first decisions of each game, every seat played by the level (the master's few: each
# takes about a second of CPU).
DECISIONS = {"easy": 6, "normal": 6, "hard": 6, "master": 1}
BOT_SEED = 7


def level_moves(game_id: str, players: int, seed: int, level: str) -> list[str]:
    """repr() of each move `level` makes, in every seat, in its first DECISIONS[level] decisions."""
    definition = games.get(game_id)
    state = definition.new_state(players, definition.deal(players, seed))
    bots = [make_bot(game_id, level, BOT_SEED + p) for p in range(players)]
    moves = []
    while len(moves) < DECISIONS[level] and not state.is_terminal():
        player = state.pending()[0]
        action = bots[player].choose(observe(state, player))
        state.apply_action(player, action)
        moves.append(repr(action))
    return moves


def record() -> dict:
    return {f"{game_id} {players} {seed}": {level: level_moves(game_id, players, seed, level) for level in LEVELS}
            for game_id, players, seed in GAMES}


if __name__ == "__main__":
    FILE.parent.mkdir(parents=True, exist_ok=True)
    FILE.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")
