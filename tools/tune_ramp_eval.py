#!/usr/bin/env python3
"""Tune the FITS board estimate's weights per round by the cross-entropy method and
write them to levels/<game>/bot-weights.toml, which the computer players read.

A candidate set of weights is judged by the greedy policy it makes (every card
answered by the move the estimate likes best, setting aside included): its mean
round score over seeded deals. Each generation draws candidates from a normal
distribution per weight, plays every candidate on the same fresh deals (so they
are compared on equal luck), and moves the distribution to the best few. Seeds
come from --seeds (keep them away from 1000-1019, the seeds the levels are
judged on). The same arguments give the same weights on any machine.

    python tools/tune_ramp_eval.py --game fits --seeds 5000 --jobs 2
    python tools/tune_ramp_eval.py --game fits --rounds 1,3 --generations 8 --dry-run
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict

from game.ai.ramp_bot import fits_value, round_view
from game.ai.ramp_eval import FitsWeights
from game.content.bot_weights import WEIGHTS_FILE
from game.content.paths import LEVELS_DIR
from game.content.ramp import RAMP_GAME_IDS, load_edition
from game.rules.ramp_deal import deal_from_seed

NAMES = FitsWeights.names()
# Where the search starts, per weight: the spread of the first generation.
SPREAD = {"fill": 0.2}
DEFAULT_SPREAD = 0.5


def greedy_round(game_id: str, round_index: int, seed: int, evaluator) -> int:
    """The score of round `round_index` of the seed's solo deal, played greedily by the
    evaluator (a FitsValue, or tools/train_fits_value.py's learned value)."""
    deal = deal_from_seed(load_edition(game_id), 1, seed)[round_index]
    view = round_view(game_id, round_index, deal.start[0], deal.build, evaluator=evaluator)
    board = max(view.starts(), key=lambda start: start[1])[0]
    return view.rollout(board, view.neutral_left, view.to_come_in(deal.build))


def judge(job) -> float:
    """Mean greedy round score of one candidate over the seeds."""
    game_id, round_index, seeds, values = job
    evaluator = fits_value(game_id, round_index, FitsWeights(**dict(zip(NAMES, values))))
    return statistics.mean(greedy_round(game_id, round_index, s, evaluator) for s in seeds)


def tune_round(pool, args, round_index: int, start: FitsWeights) -> tuple[FitsWeights, float, float]:
    """The tuned weights of one round, with the held-out mean score before and after."""
    rng = random.Random(f"{args.game}/{round_index}/{args.seeds}")
    mean = list(asdict(start).values())
    spread = [SPREAD.get(name, DEFAULT_SPREAD) for name in NAMES]
    next_seed = args.seeds
    for generation in range(args.generations):
        seeds = range(next_seed, next_seed + args.deals)
        next_seed += args.deals
        candidates = [mean] + [[max(m + rng.gauss(0.0, s), 0.05) if name == "fill" else m + rng.gauss(0.0, s)
                                for name, m, s in zip(NAMES, mean, spread)] for _ in range(args.population - 1)]
        scores = list(pool.map(judge, [(args.game, round_index, seeds, c) for c in candidates]))
        ranked = sorted(range(len(candidates)), key=lambda i: -scores[i])[:args.elite]
        elite = [candidates[i] for i in ranked]
        mean = [statistics.mean(column) for column in zip(*elite)]
        # A floor on the spread keeps the search from settling too early on a noisy judgement.
        spread = [max(statistics.pstdev(column), 0.02) for column in zip(*elite)]
        print(f"  round {round_index + 1} generation {generation + 1}: best {scores[ranked[0]]:.2f}, "
              f"mean of all {statistics.mean(scores):.2f}", flush=True)
    held_out = range(next_seed, next_seed + args.check)
    before, after = pool.map(judge, [(args.game, round_index, held_out, list(asdict(start).values())),
                                     (args.game, round_index, held_out, mean)])
    return FitsWeights(**dict(zip(NAMES, (round(m, 3) for m in mean)))), before, after


def toml_text(args, rounds: list[FitsWeights]) -> str:
    lines = [f"# The {args.game} computer players' board estimate, one [[round]] per round (see",
             "# game/ai/ramp_eval.py, FitsWeights, for what each weight means). Written by",
             f"# python tools/tune_ramp_eval.py --game {args.game} --seeds {args.seeds} --generations {args.generations} "
             f"--population {args.population} --elite {args.elite} --deals {args.deals}",
             "# Rerun that to tune again; a missing weight or round falls back to the hand-set default."]
    for weights in rounds:
        lines += ["", "[[round]]"] + [f"{name} = {value}" for name, value in asdict(weights).items()]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fits", choices=[g for g in RAMP_GAME_IDS if not load_edition(g).coloured])
    parser.add_argument("--rounds", type=lambda s: [int(r) - 1 for r in s.split(",")],
                        help="comma-separated rounds to tune, 1 first (default: all); the others keep their weights")
    parser.add_argument("--seeds", type=int, default=5000, help="first seed of the tuning deals (default 5000)")
    parser.add_argument("--generations", type=int, default=12)
    parser.add_argument("--population", type=int, default=24, help="candidates per generation")
    parser.add_argument("--elite", type=int, default=6, help="best candidates the next generation is drawn around")
    parser.add_argument("--deals", type=int, default=24, help="deals every candidate plays per generation")
    parser.add_argument("--check", type=int, default=200, help="held-out deals for the before/after figure")
    parser.add_argument("--jobs", type=int, default=1, help="candidates judged at once")
    parser.add_argument("--dry-run", action="store_true", help="print the file instead of writing it")
    args = parser.parse_args(argv)
    edition = load_edition(args.game)
    current = [fits_value(args.game, r).weights for r in range(edition.rounds)]
    chosen = range(edition.rounds) if args.rounds is None else args.rounds
    with ProcessPoolExecutor(args.jobs) as pool:
        for r in chosen:
            current[r], before, after = tune_round(pool, args, r, current[r])
            print(f"round {r + 1}: greedy mean {before:.2f} -> {after:.2f} on {args.check} held-out deals", flush=True)
    text = toml_text(args, current)
    if args.dry_run:
        print(text)
    else:
        path = LEVELS_DIR / args.game / WEIGHTS_FILE
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
