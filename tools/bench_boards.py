#!/usr/bin/env python3
"""CPU time a FITS computer player spends per board it weighs, over the decisions
of seeded solo games: the figure a level's `boards` setting is priced in
(game/ai/levels.py). With --against DIR it runs the same decisions in another
checkout of the game too (for example the main branch), alternately, so the two
figures come from one run on one machine under the same load; the moves must be
the same in both, and the tool says whether they are.

    python tools/bench_boards.py --level master --seeds 3001,3002 --decisions 8
    python tools/bench_boards.py --level hard --seeds 3003 --decisions 32 --against ../main --repeat 3
    python tools/bench_boards.py --level master --boards 15000 --against ../main   # main's limit on both sides
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import dataclasses
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(checkout: Path, level: str, seeds: list[int], decisions: int, most: int | None = None) -> dict:
    """Play the first decisions of each seed's solo FITS game with a checkout's code."""
    sys.path.insert(0, str(checkout))
    from game.ai import make_bot, observe, ramp_bot
    from tools.bench_ai import new_game

    views = []
    start_view = ramp_bot._View.__init__

    def counted(view, observation):  # every view a decision makes counts its boards in view.work
        start_view(view, observation)
        views.append(view)

    ramp_bot._View.__init__ = counted
    cpu, boards, moves = 0.0, 0, []
    try:
        for seed in seeds:
            state = new_game("fits", 1, seed)
            bot = make_bot("fits", level, seed * 10)
            if most is not None:  # the same limit in checkouts whose levels differ
                bot = dataclasses.replace(bot, boards=most)
            bot.warm_up()
            for _ in range(decisions):
                if state.is_terminal():
                    break
                observation = observe(state, 0)
                views.clear()
                t = time.thread_time()
                action = bot.choose(observation)
                cpu += time.thread_time() - t
                boards += sum(view.work for view in views)
                moves.append(repr(action))
                state.apply_action(0, action)
    finally:
        ramp_bot._View.__init__ = start_view
    return {"us_per_board": round(cpu / max(boards, 1) * 1e6, 2), "boards": boards, "cpu_s": round(cpu, 3),
            "moves": hashlib.sha256(repr(moves).encode()).hexdigest()[:12]}


def run(checkout: Path, args) -> dict:
    command = [sys.executable, str(Path(__file__).resolve()), "--level", args.level, "--seeds",
               ",".join(map(str, args.seeds)), "--decisions", str(args.decisions), "--json", "--here", str(checkout)]
    if args.boards is not None:
        command += ["--boards", str(args.boards)]
    done = subprocess.run(command, cwd=checkout, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="master", choices=("easy", "normal", "hard", "master"))
    parser.add_argument("--seeds", type=lambda s: [int(x) for x in s.split(",")], default=[3001])
    parser.add_argument("--decisions", type=int, default=8, help="decisions per seed (default 8: a round's slowest)")
    parser.add_argument("--against", type=Path, help="another checkout to measure alternately with this one")
    parser.add_argument("--repeat", type=int, default=1, help="with --against: rounds of one run each (default 1)")
    parser.add_argument("--boards", type=int, help="most boards per decision instead of the level's own "
                        "(so that checkouts whose levels differ make the same moves)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--here", type=Path, help=argparse.SUPPRESS)  # one measurement of that checkout, in this process
    args = parser.parse_args(argv)
    if args.here or not args.against:
        found = measure(args.here or ROOT, args.level, args.seeds, args.decisions, args.boards)
        print(json.dumps(found) if args.json else f"{found['us_per_board']} us per board over {found['boards']} boards")
        return 0
    if not (args.against / "game" / "ai" / "ramp_bot.py").is_file():
        parser.error(f"{args.against} is not a checkout of the game")
    figures = {"this": [], "against": []}
    for _ in range(args.repeat):
        figures["this"].append(run(ROOT, args))
        figures["against"].append(run(args.against.resolve(), args))
    same = {f["moves"] for side in figures.values() for f in side}
    summary = {side: min(f["us_per_board"] for f in found) for side, found in figures.items()}
    summary.update(boards=figures["this"][0]["boards"], same_moves=len(same) == 1, runs=figures)
    print(json.dumps(summary) if args.json else
          f"{summary['this']} us per board here, {summary['against']} in {args.against} (best of {args.repeat}), "
          f"{summary['boards']} boards; same moves: {summary['same_moves']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
