#!/usr/bin/env python3
"""What the exact endgame (game/ai/ramp_endgame.py) adds to a level, per seed.

Each seed is one solo game of the level. Its decisions are the same with and
without the endgame until a round has no more cards to come than the level's
`endgame`; from there the round is played out twice, once without the endgame
(the level as it was) and once with it. The rounds of a FITS game do not
depend on each other (every board starts empty, the deal is fixed), so the
game goes on from either and its next rounds are the same: the two totals are
those of two whole games, for the price of little more than one. Prints each
seed's totals, the paired difference (mean and standard error) and the worst
think time of the decisions the endgame played.

    python tools/bench_endgame.py --game fits --level hard --seeds 3000-3019 --jobs 1 [--json]
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from game.ai import make_bot, observe
from game.content.ramp import RAMP_GAME_IDS, load_edition
from tools.arg_types import seed_range
from tools.bench_ai import new_game


def cards_to_come(obs) -> int:
    """The cards to come that bring the player a decision (not the own start piece's)."""
    return sum(piece != obs.start_piece for piece in obs.to_come)


def play_round_out(state, bot, round_index: int, times: list) -> int:
    """Let the bot play the round to its end; its score."""
    while len(state.results) == round_index:
        cpu = time.thread_time()
        action = bot.choose(observe(state, 0))
        times.append(time.thread_time() - cpu)
        state.apply_action(0, action)
    return state.results[round_index][0].total


def play(job) -> dict:
    game_id, level, seed = job
    with_endgame = make_bot(game_id, level, seed * 10)
    without = dataclasses.replace(with_endgame, endgame=0)
    with_endgame.warm_up()
    state = new_game(game_id, 1, seed)
    rounds = {"without": [], "with": []}
    times = {"without": [], "with": []}
    while not state.is_terminal():
        obs = observe(state, 0)
        if obs.step != "start" and cards_to_come(obs) <= with_endgame.endgame:
            r = obs.round
            rounds["without"].append(play_round_out(state.clone(), without, r, times["without"]))
            rounds["with"].append(play_round_out(state, with_endgame, r, times["with"]))
        else:
            state.apply_action(0, with_endgame.choose(obs))
    return {"seed": seed, "rounds": rounds, "without": sum(rounds["without"]), "with": sum(rounds["with"]),
            "worst_s": {k: round(max(v, default=0.0), 3) for k, v in times.items()}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fits", choices=[g for g in RAMP_GAME_IDS if not load_edition(g).coloured])
    parser.add_argument("--level", default="hard", choices=("hard", "master"))
    parser.add_argument("--seeds", type=seed_range, required=True, help="FIRST-LAST, one solo game per seed")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(play, [(args.game, args.level, seed) for seed in args.seeds]))
    diffs = [g["with"] - g["without"] for g in games]
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    summary = {"game": args.game, "level": args.level, "games": games,
               "without": statistics.mean(g["without"] for g in games),
               "with": statistics.mean(g["with"] for g in games),
               "difference": round(statistics.mean(diffs), 3), "standard_error": round(se, 3),
               "worst_endgame_s": max(g["worst_s"]["with"] for g in games)}
    if args.json:
        print(json.dumps(summary))
    else:
        for g in games:
            print(f"seed {g['seed']}: without {g['without']}, with {g['with']}  "
                  f"(rounds {g['rounds']['without']} / {g['rounds']['with']})")
        print(f"{args.game} {args.level}: without {summary['without']:.2f}, with {summary['with']:.2f}, "
              f"difference {summary['difference']:+.3f} ± {summary['standard_error']:.3f}; "
              f"worst think time with it after the fork {summary['worst_endgame_s']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
