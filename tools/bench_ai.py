#!/usr/bin/env python3
"""Play seeded games between computer opponents and print how well each level does.

Per game and level: solo scores (ramp games: mean, median and the edition's
rating bands), win rates of each level against the others in 2-player games,
and think time per decision (mean and worst).

  python tools/bench_ai.py                          every game, a few games each
  python tools/bench_ai.py --only fits --solo 20 --duels 0
  python tools/bench_ai.py --solo 2 --duels 2 --jobs 2   quicker: two games at once

Hard thinks for up to its budget per decision, so a ramp game with a hard
player takes about budget x decisions (fits: 64 decisions, ~30 s).
--jobs plays games in parallel; with more jobs than cores the think times
(and hard's strength, which depends on them) suffer.
"""
from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import games  # noqa: E402
from game.ai import GAMES, LEVELS, make_bot, observe  # noqa: E402
from game.content.ramp import load_edition  # noqa: E402
from game.message_keys import english  # noqa: E402
from game.replay import parse_replay  # noqa: E402


def new_game(game_id: str, players: int, seed: int):
    """A seeded game, dealt exactly as a replay file with that seed deals it."""
    players = [f"Bot {seat + 1}" for seat in range(players)]
    return parse_replay({"format": "replay", "version": 1, "game": game_id, "players": players,
                         "seed": seed}).new_state()


def play(job):
    """One game: job = (game id, levels by seat, seed, hard's budget). Returns the
    final totals, the winners, and each seat's think times."""
    game_id, levels, seed, budget = job
    state = new_game(game_id, len(levels), seed)
    bots = [make_bot(game_id, level, seed * 10 + seat, budget if level == "hard" else None)
            for seat, level in enumerate(levels)]
    times = [[] for _ in levels]
    while not state.is_terminal():
        seat = state.pending()[0]
        start = time.perf_counter()
        action = bots[seat].choose(observe(state, seat))
        times[seat].append(time.perf_counter() - start)
        state.apply_action(seat, action)
    return state.scores(), state.winners(), times


class Figures:
    def __init__(self):
        self.scores: dict[tuple[str, str], list[int]] = {}
        self.times: dict[tuple[str, str], list[float]] = {}
        self.duels: dict[tuple[str, str, str], Counter] = {}

    def think(self, game_id: str, level: str, times: list[float]) -> None:
        self.times.setdefault((game_id, level), []).extend(times)


def jobs_for(args) -> list[tuple[str, tuple]]:
    """(what it is for, job) of every game to play."""
    jobs = []
    for game_id in args.only:
        if games.get(game_id).solo:
            for level, n in itertools.product(args.levels, range(args.solo)):
                jobs.append((("solo", game_id, level), (game_id, (level,), 1000 + n, args.budget)))
        for a, b in itertools.combinations(args.levels, 2):
            for n in range(args.duels):
                # Swap seats every other game: the first player's edge (PILUS) evens out.
                seats = (a, b) if n % 2 == 0 else (b, a)
                jobs.append((("duel", game_id, a, b), (game_id, seats, 5000 + n, args.budget)))
    return jobs


def collect(args) -> Figures:
    figures = Figures()
    jobs = jobs_for(args)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = pool.map(play, [job for _, job in jobs])
        for (purpose, job), (scores, winners, times) in zip(jobs, results):
            game_id, levels = job[0], job[1]
            for level, seat_times in zip(levels, times):
                figures.think(game_id, level, seat_times)
            if purpose[0] == "solo":
                figures.scores.setdefault((game_id, levels[0]), []).append(scores[0])
            else:
                a = purpose[2]
                tally = figures.duels.setdefault(purpose[1:], Counter())
                a_seat = levels.index(a)
                tally["tie" if len(winners) > 1 else "first" if winners == [a_seat] else "second"] += 1
            print(".", end="", flush=True)
    print()
    return figures


def report(args, figures: Figures) -> None:
    for game_id in args.only:
        print(f"\n== {game_id} ==")
        for level in args.levels:
            line = f"  {level:6}"
            scores = figures.scores.get((game_id, level))
            if scores:
                line += (f" solo over {len(scores)} games: mean {statistics.mean(scores):6.2f}"
                         f"  median {statistics.median(scores):5.1f}  range {min(scores)}..{max(scores)}")
            times = figures.times.get((game_id, level))
            if times:
                line += f"  think mean {statistics.mean(times) * 1000:6.1f} ms  worst {max(times) * 1000:6.1f} ms"
            print(line)
            edition = load_edition(game_id) if games.get(game_id).simultaneous else None
            if scores and edition.ratings:
                bands = Counter(edition.rating(s).title for s in scores)
                spread = ", ".join(f"{english(r.title)} {bands[r.title]}" for r in reversed(edition.ratings)
                                   if bands[r.title])
                print(f"         ratings: {spread}")
        for (game, a, b), tally in figures.duels.items():
            if game == game_id:
                n = sum(tally.values())
                print(f"  {a} vs {b}, 2 players, {n} games: {a} wins {tally['first']}, {b} wins {tally['second']}, "
                      f"shared {tally['tie']}  ({a} {100 * tally['first'] / n:.0f}%)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", type=lambda s: s.split(","), default=list(GAMES),
                        help=f"comma-separated game ids (default: all: {','.join(GAMES)})")
    parser.add_argument("--levels", type=lambda s: s.split(","), default=list(LEVELS),
                        help="comma-separated levels (default: easy,normal,hard)")
    parser.add_argument("--solo", type=int, default=3, help="solo games per ramp game and level (default 3)")
    parser.add_argument("--duels", type=int, default=2, help="2-player games per pair of levels (default 2)")
    parser.add_argument("--budget", type=float, default=None, help="hard's seconds per decision (default: its own)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (default 1: honest think times)")
    args = parser.parse_args(argv)
    for game_id in args.only:
        if game_id not in GAMES:
            parser.error(f"unknown game {game_id!r}; games: {', '.join(GAMES)}")
    for level in args.levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    start = time.perf_counter()
    figures = collect(args)
    report(args, figures)
    print(f"\n{len(jobs_for(args))} games in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
