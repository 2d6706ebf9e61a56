#!/usr/bin/env python3
"""The clairvoyant bound: the best solo total a search finds for a seed when it
knows the order of every card in advance (no fair player can know it).

Each round is searched on its own (boards start empty every round): a beam of
the `--beam` best boards by the bots' estimate, every answer to the next card
(drops of every orientation, setting aside, the neutral domino) from each, the
best total at the end. A legal play, so a lower bound of the true optimum; the
levels' solo means are reported as a share of it.

    python tools/bound.py --game fits --seeds 1000-1019 --beam 60 --jobs 2 [--json]
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

from game.ai.ramp_bot import round_view
from game.content.ramp import RAMP_GAME_IDS, load_edition
from game.rules.ramp_deal import deal_from_seed
from tools.arg_types import seed_range


def round_bound(game_id: str, round_index: int, deal, beam: int) -> int:
    """The best score of one round the beam finds with the build order known."""
    return round_best(game_id, round_index, deal, beam)[0]


def round_best(game_id: str, round_index: int, deal, beam: int):
    """(score, board, cards set aside) of the best round the beam finds with the
    build order known (tools/diagnose_fits.py compares it with a level's board)."""
    tasks = tuple(d.task for d in deal[:round_index + 1] if d.task is not None)
    this = deal[round_index]
    view = round_view(game_id, round_index, this.start[0], this.build, tasks)
    order = view.to_come_in(this.build)
    # (board, neutral left, value, pieces set aside)
    states = [(board, view.neutral_left, value, ()) for board, value in view.starts()]
    rest = view.rest
    for piece in order:
        rest &= ~view.bit[piece]
        children = {}
        for board, left, _, aside in states:
            for after, after_left, value in view.answers(board, left, piece, rest):
                key = (tuple(after.cells), after_left)
                if key not in children or children[key][2] < value:
                    children[key] = (after, after_left, value, aside + (piece,) * (after is board))
        states = sorted(children.values(), key=lambda s: -s[2])[:beam]
    return max(((view.evaluator.final(board), board, aside) for board, _, _, aside in states), key=lambda s: s[0])


def bound(job) -> dict:
    game_id, seed, beam = job
    edition = load_edition(game_id)
    deal = deal_from_seed(edition, 1, seed)
    rounds = [round_bound(game_id, r, deal, beam) for r in range(edition.rounds)]
    return {"seed": seed, "total": sum(rounds), "rounds": rounds}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fits", choices=RAMP_GAME_IDS)
    parser.add_argument("--seeds", type=seed_range, required=True, help="FIRST-LAST, one solo game per seed")
    parser.add_argument("--beam", type=int, default=60, help="boards kept per card (default 60)")
    parser.add_argument("--jobs", type=int, default=1, help="seeds searched at once")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(bound, [(args.game, seed, args.beam) for seed in args.seeds]))
    totals = [g["total"] for g in games]
    summary = {"game": args.game, "beam": args.beam, "games": games, "mean": round(statistics.mean(totals), 3),
               "min": min(totals), "max": max(totals)}
    if args.json:
        print(json.dumps(summary))
    else:
        for g in games:
            print(f"seed {g['seed']}: {g['total']}  (rounds {', '.join(map(str, g['rounds']))})")
        print(f"mean {summary['mean']} ({summary['min']}..{summary['max']}), beam {args.beam}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
