#!/usr/bin/env python3
"""Tune the FITS board estimate's weights (game/ai/ramp_eval.FitsWeights), one
board at a time, by the cross-entropy method: sample weight sets around a mean,
let the greedy policy (the normal level's) play the same dealt rounds with
each, move the mean towards the best quarter, repeat.

    python tools/tune_fits.py --game fits --board 0 --seeds 1-60 --generations 12

Tune on seeds the levels are not measured on (the benchmarks use 1000 and up).
Prints the best weights as a FitsWeights(...) line for game/ai/fits_weights.py.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.ai.ramp_bot import round_view  # noqa: E402
from game.ai.ramp_eval import FitsValue, FitsWeights  # noqa: E402
from game.content.ramp import load_edition  # noqa: E402
from game.rules.ramp_deal import deal_from_seed  # noqa: E402

# Where the search starts and how widely it first looks, per weight.
SPREAD = {"fill": 0.3, "bump": 0.3, "well": 0.5, "well_free": 1.0, "risk": 0.4, "hole": 0.5,
          "rows": 0.3, "edge": 0.3}


def round_score(game_id: str, board: int, seed: int, weights: FitsWeights) -> int:
    """The greedy policy's score on one dealt round of `board` with these weights."""
    edition = load_edition(game_id)
    deal = deal_from_seed(edition, 1, seed)[board]
    view = round_view(game_id, board, deal.start[0], deal.build)
    view.evaluator = FitsValue(edition.boards[board], weights)
    return view.play_round(deal.build)


def fitness(game_id, board, seeds, weights) -> float:
    return statistics.mean(round_score(game_id, board, s, weights) for s in seeds)


def tune(game_id: str, board: int, seeds, generations: int, population: int, start: FitsWeights):
    rng = random.Random(f"{game_id}/{board}")
    names = list(SPREAD)
    mean = [getattr(start, n) for n in names]
    spread = [SPREAD[n] for n in names]
    best = (fitness(game_id, board, seeds, start), start)
    print(f"start {best[0]:.3f}  {start}", flush=True)
    for g in range(generations):
        scored = []
        for _ in range(population):
            values = [max(0.0, rng.gauss(m, s)) for m, s in zip(mean, spread)]
            weights = FitsWeights(**dict(zip(names, values)))
            scored.append((fitness(game_id, board, seeds, weights), values, weights))
        scored.sort(key=lambda x: -x[0])
        elite = scored[:max(2, population // 4)]
        mean = [statistics.mean(e[1][i] for e in elite) for i in range(len(names))]
        # A floor on the spread keeps the search from settling on a lucky sample too early.
        spread = [max(0.05, statistics.pstdev(e[1][i] for e in elite)) for i in range(len(names))]
        if scored[0][0] > best[0]:
            best = (scored[0][0], scored[0][2])
        mean_weights = FitsWeights(**dict(zip(names, mean)))
        print(f"gen {g + 1}: best {scored[0][0]:.3f}, elite mean {statistics.mean(e[0] for e in elite):.3f}; "
              f"mean {_show(mean_weights)}", flush=True)
    final = fitness(game_id, board, seeds, mean_weights)
    return (final, mean_weights) if final >= best[0] else best


def _show(w: FitsWeights) -> str:
    return "FitsWeights(" + ", ".join(f"{f.name}={getattr(w, f.name):.2f}" for f in dataclasses.fields(w)) + ")"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fits", choices=("fits", "fits-mini"))
    parser.add_argument("--board", type=int, required=True, help="round index (0 = first board)")
    parser.add_argument("--seeds", default="1-60", help="deals to tune on, FIRST-LAST")
    parser.add_argument("--generations", type=int, default=12)
    parser.add_argument("--population", type=int, default=24)
    args = parser.parse_args(argv)
    first, last = (int(x) for x in args.seeds.split("-"))
    score, weights = tune(args.game, args.board, range(first, last + 1), args.generations, args.population,
                          FitsWeights())
    print(f"best {score:.3f} per round on seeds {args.seeds}:\n{_show(weights)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
