#!/usr/bin/env python3
"""Speed of the ramp-game rules engine, one line of figures per game id:
random legal games per second, legal_actions calls per second (the hot path of
computer opponents, on positions taken from random games) and clones per second,
per second of CPU time, each the best of five slices of the time given.

    python tools/bench_ramp.py [--players N] [--seconds S] [--json]

--json prints one JSON object instead: {"fits": {"players": 1,
"random_games_per_s": ..., "legal_actions_per_s": ..., "clones_per_s": ...}, ...}.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import json
import random
import sys
import time

from game import games
from game.content.ramp import load_edition, ramp_game_ids
from game.rules.ramp_deal import deal_from_seed
from game.rules.ramp_game import RampGame
from tools.arg_types import positive_int, positive_number


def new_game(edition, players: int, seed: int) -> RampGame:
    return RampGame(edition, players, deal_from_seed(edition, players, seed))


def play_random(game: RampGame, rng: random.Random, positions: list | None = None) -> None:
    while not game.is_terminal():
        for player in game.pending():
            if positions is not None:
                positions.append((game.clone(), player))
            game.apply_action(player, rng.choice(game.legal_actions(player)))


def rate(seconds: float, step, slices: int = 5) -> float:
    """Things done per CPU second by step() (which returns how many it did): the best
    of a few slices of `seconds` in all, so a busy machine disturbs the figure less."""
    best = 0.0
    for _ in range(slices):
        done, start = 0, time.process_time()
        while (elapsed := time.process_time() - start) < seconds / slices:
            done += step()
        best = max(best, done / elapsed)
    return best


def bench(game_id: str, players: int, seconds: float) -> dict:
    edition = load_edition(game_id)
    rng = random.Random(1)
    seeds = iter(range(10**9))
    games = rate(seconds, lambda: play_random(new_game(edition, players, next(seeds)), rng) or 1)

    positions: list = []
    play_random(new_game(edition, players, 0), rng, positions)
    calls = rate(seconds, lambda: sum(1 for game, player in positions if game.legal_actions(player) is not None))
    clones = rate(seconds, lambda: sum(1 for game, _ in positions if game.clone() is not None))
    return {"players": players, "random_games_per_s": round(games, 1),
            "legal_actions_per_s": round(calls), "clones_per_s": round(clones)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=positive_int, default=1, help="players per game (default: solo)")
    parser.add_argument("--seconds", type=positive_number, default=1.0, help="time per figure")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    most = min(games.get(game_id).max_players for game_id in ramp_game_ids())
    if args.players > most:
        parser.error(f"--players: the ramp games take 1 to {most} players, not {args.players}")
    if args.json:
        print(json.dumps({game_id: bench(game_id, args.players, args.seconds) for game_id in ramp_game_ids()}))
        return
    print(f"Python {sys.version.split()[0]}")
    for game_id in ramp_game_ids():
        f = bench(game_id, args.players, args.seconds)
        print(f"{game_id:9}  {f['players']} players  {f['random_games_per_s']:8.1f} random games/s  "
              f"{f['legal_actions_per_s']:9.0f} legal_actions/s  {f['clones_per_s']:9.0f} clones/s", flush=True)


if __name__ == "__main__":
    main()
