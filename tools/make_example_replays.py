#!/usr/bin/env python3
"""Writes the example replays under replays/examples/: one solo game of each ramp
game and a 2-player PILUS game, every move a seeded random legal move.

    python tools/make_example_replays.py
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import random
from pathlib import Path

from game.replay import Replay, parse_replay
from game.saved.replay_files import save_replay

OUT = Path(__file__).resolve().parent.parent / "replays" / "examples"
GAMES = {"fits": ["Ann"], "fits-mini": ["Ann"], "bits": ["Ann"], "bits-pro": ["Ann"], "pilus": ["Ann", "Ben"]}
SEED = 2026


def play_random(game_id: str, players: list[str], seed: int) -> Replay:
    start = parse_replay({"format": "replay", "version": 1, "game": game_id, "players": players,
                          "seed": seed, "moves": []})
    state, rng, moves = start.new_state(), random.Random(seed), []
    while not state.is_terminal():
        player = state.pending()[0]
        action = rng.choice(list(state.legal_actions(player)))
        state.apply_action(player, action)
        moves.append((player, action))
    return Replay(game_id, tuple(players), seed, start.deal, tuple(moves))


def main(argv=None) -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)  # --help writes nothing
    OUT.mkdir(parents=True, exist_ok=True)
    for game, players in GAMES.items():
        path = OUT / f"{game}-{'solo' if len(players) == 1 else f'{len(players)}p'}.json"
        save_replay(path, play_random(game, players, SEED))
        print(path.relative_to(OUT.parent.parent))


if __name__ == "__main__":
    main()
