#!/usr/bin/env python3
"""What a review (game.coach, `main.py --review FILE --headless`) costs: the
decisions weighed and marked, the CPU time of this process and its workers,
and the wall time. Each decision is weighed by the master with its whole work,
so the CPU time is the same on an idle or a loaded machine; the wall time is not.

    python tools/bench_review.py REPLAY [--jobs 2]
    python tools/bench_review.py --game fits --level hard --seed 4242 [--jobs 1]

The second form first plays a game of that level against itself (not timed)
and reviews its replay.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import dataclasses
import json
import os
import sys
import time

from game import games
from game.ai import make_bot, observe
from game.coach.review import questions, review
from game.replay import load_replay, parse_replay


def played_by(game_id: str, level: str, seed: int, players: int):
    """The replay of a whole game of `level` bots, one per seat."""
    replay = parse_replay({"format": "replay", "version": 1, "game": game_id,
                           "players": [f"P{p + 1}" for p in range(players)], "seed": seed, "moves": []})
    state, moves = replay.new_state(), []
    bots = [make_bot(game_id, level, seed + p) for p in range(players)]
    while not state.is_terminal():
        player = state.pending()[0]
        action = bots[player].choose(observe(state, player))
        state.apply_action(player, action)
        moves.append((player, action))
    return dataclasses.replace(replay, moves=tuple(moves))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("replay", nargs="?", help="a replay file")
    parser.add_argument("--game", choices=games.ids(), help="play a game instead (with --level, --seed)")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--players", type=int, help="default: the game's fewest")
    parser.add_argument("--jobs", type=int, default=1, help="processes weighing decisions (default 1)")
    args = parser.parse_args(argv)
    if (args.replay is None) == (args.game is None):
        parser.error("give a replay file or --game")
    if args.replay is not None:
        replay = load_replay(args.replay)
    else:
        replay = played_by(args.game, args.level, args.seed, args.players or games.get(args.game).min_players)
    weighed = len(questions(replay))
    start, wall = os.times(), time.perf_counter()
    marked = review(replay, jobs=args.jobs)
    end = os.times()
    cpu = sum(end[:4]) - sum(start[:4])  # user and system, this process and its finished workers
    print(json.dumps({"game": replay.game_id, "moves": len(replay.moves), "weighed": weighed, "marked": len(marked),
                      "loss": round(sum(d.loss for d in marked), 2), "jobs": args.jobs,
                      "cpu_s": round(cpu, 1), "wall_s": round(time.perf_counter() - wall, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
