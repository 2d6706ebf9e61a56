#!/usr/bin/env python3
"""Play seeded games between computer opponents and print how well each level does.

Survey mode, per game and level: solo scores (ramp games: mean, median and the
edition's rating bands), win rates of each level against the others in
2-player games, and think time per decision (mean and worst).

  python tools/bench_ai.py                          every game, a few games each
  python tools/bench_ai.py --only fits --solo 20 --duels 0
  python tools/bench_ai.py --solo 2 --duels 2 --jobs 2   quicker: two games at once

Seed mode, for outside checks: one game per seed, each seed's result and the
mean as JSON (--json) or a table; --replays DIR keeps every game as a replay
file with its full deal, so it replays without the seed
(python main.py --replay FILE --headless).

  python tools/bench_ai.py --game fits --level hard --seeds 1000-1019 --jobs 2 --replays DIR --json
  python tools/bench_ai.py --game pilus --level master --against hard --seeds 5000-5039 --jobs 2 --json

--round N measures one round of a solo ramp game: a round starts on an empty
board with its own cards, whatever was played before, so the rounds before it
are played quickly by the normal level and each seed's total is that round's
score (think times are that round's too). A quarter of the time of whole FITS
games, for experiments on one board:

  python tools/bench_ai.py --game fits --level hard --seeds 3000-3039 --round 1 --json

--heavy SCALE plays master's search with SCALE times its work (the heavy
search of tools/diagnose_fits.py, FITS games, solo): no level thinks that
long, so it shows what more thinking would buy:

  python tools/bench_ai.py --game fits --level master --heavy 8 --seeds 12000-12015 --round 1 --json

A level is an amount of work, so scores do not depend on --jobs or on how busy
the machine is; think times do (CPU time is the thread's own, wall time is
what a player waits). Each computer player loads its data (FITS: the learned
values) before its first decision, as the window's worker does, so a think
time is thinking only.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import itertools
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game import games
from game.ai import GAMES, LEVELS, make_bot, observe
from game.ai.levels import CAP
from game.ai.ramp_bot import RampBot
from game.boards.board_text import read_board, share_code
from game.content.computer_levels import load_level_settings
from game.content.ramp import load_edition
from game.message_keys import english
from game.replay import ReplayError, dumps_replay, parse_replay, replay_json
from tools.arg_types import positive_int, positive_number, seed_range


def new_replay(game_id: str, players: int, seed: int, board_order=None):
    """A seeded game with no moves yet, dealt exactly as a replay file with that seed deals
    it; board_order: the boards chosen, as a replay file holds them (None: as printed)."""
    players = [f"Bot {seat + 1}" for seat in range(players)]
    data = {"format": "replay", "version": 1, "game": game_id, "players": players, "seed": seed}
    if board_order is not None:
        data["board_order"] = list(board_order)
    return parse_replay(data)


def board_order(text: str) -> tuple:
    """--boards: printed board numbers and board files (a player's own, see
    docs/board-files.md), comma-separated, as a replay's board_order holds them."""
    order = []
    for entry in text.split(","):
        if entry.strip().isdigit():
            order.append(int(entry))
            continue
        try:
            game_id, board = read_board(Path(entry).read_bytes(), entry)
        except (OSError, ValueError) as err:
            raise argparse.ArgumentTypeError(f"{entry}: {err}") from None
        order.append(share_code(game_id, board))
    return tuple(order)


def new_game(game_id: str, players: int, seed: int):
    return new_replay(game_id, players, seed).new_state()


def heavy_bot(game_id: str, seed: int, scale: float) -> RampBot:
    """A fair search with `scale` times master's work: too slow for a level, it shows what
    more thinking than any level gets would change (its safety net scaled alike)."""
    return RampBot(game_id, "heavy", seed, cap=CAP["master"] * scale * 4, **heavy_settings(game_id, scale))


def heavy_settings(game_id: str, scale: float) -> dict:
    master = load_level_settings(game_id, "master")
    master["steps"] = int(master["steps"] * scale)
    master["rollouts"] = int(master["rollouts"] * scale)
    master["look_ahead"] = 30
    master["finalists"] = 12
    master["boards"] = int(master["boards"] * scale)  # else master's boards cap the scaled rollouts
    return master


def play(job):
    """One game: job = (game id, levels by seat, seed, cap, round, heavy, board order). Returns the final
    totals, the winners, each seat's think times as (CPU, wall) per decision, and the
    game as replay-file content (with its full deal, no seed). round (1 first, ramp
    solo): only that round counts; the normal level plays the rounds before it, the
    game stops after it, and the totals are its scores (no winners, no replay).
    heavy: the seats play master's search with this many times its work."""
    game_id, levels, seed, cap, only, heavy, order = job
    replay = new_replay(game_id, len(levels), seed, order)
    state = replay.new_state()
    bots = [heavy_bot(game_id, seed * 10 + seat, heavy) if heavy else make_bot(game_id, level, seed * 10 + seat, cap)
            for seat, level in enumerate(levels)]
    for bot in bots:
        bot.warm_up()
    quick = make_bot(game_id, "normal", seed * 10) if only else None
    times = [[] for _ in levels]
    moves = []
    while not state.is_terminal() and not (only and len(state.results) == only):
        seat = state.pending()[0]
        if only and state.round_index < only - 1:
            state.apply_action(seat, quick.choose(observe(state, seat)))
            continue
        cpu, wall = time.thread_time(), time.perf_counter()
        action = bots[seat].choose(observe(state, seat))
        times[seat].append((time.thread_time() - cpu, time.perf_counter() - wall))
        state.apply_action(seat, action)
        moves.append((seat, action))
    if only:
        return [result.total for result in state.results[only - 1]], [], times, None
    players = [f"Computer {seat + 1} ({level})" for seat, level in enumerate(levels)]
    return state.scores(), state.winners(), times, replay_json(game_id, players, None, replay.deal, moves, order)


class Figures:
    def __init__(self):
        self.scores: dict[tuple[str, str], list[int]] = {}
        self.times: dict[tuple[str, str], list[tuple[float, float]]] = {}
        self.duels: dict[tuple[str, str, str], Counter] = {}

    def think(self, game_id: str, level: str, times) -> None:
        self.times.setdefault((game_id, level), []).extend(times)


def jobs_for(args) -> list[tuple[str, tuple]]:
    """(what it is for, job) of every game to play in survey mode."""
    jobs = []
    for game_id in args.only:
        if games.get(game_id).solo:
            for level, n in itertools.product(args.levels, range(args.solo)):
                jobs.append((("solo", game_id, level), (game_id, (level,), 1000 + n, args.cap, None, None, None)))
        for a, b in itertools.combinations(args.levels, 2):
            for n in range(args.duels):
                # Swap seats every other game: the first player's edge (PILUS) evens out.
                seats = (a, b) if n % 2 == 0 else (b, a)
                jobs.append((("duel", game_id, a, b), (game_id, seats, 5000 + n, args.cap, None, None, None)))
    return jobs


def collect(args) -> Figures:
    figures = Figures()
    jobs = jobs_for(args)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = pool.map(play, [job for _, job in jobs])
        for (purpose, job), (scores, winners, times, _) in zip(jobs, results):
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
                line += (f"  think mean {statistics.mean(t[0] for t in times) * 1000:6.1f} ms"
                         f"  worst {max(t[0] for t in times) * 1000:6.1f} ms CPU"
                         f" ({max(t[1] for t in times) * 1000:6.1f} ms wall)")
            print(line)
            if scores and games.get(game_id).ratings():
                edition = games.get(game_id).content()
                bands = Counter(edition.rating(s).title for s in scores)
                spread = ", ".join(f"{english(r.title)} {bands[r.title]}" for r in reversed(edition.ratings)
                                   if bands[r.title])
                print(f"         ratings: {spread}")
        for (game, a, b), tally in figures.duels.items():
            if game == game_id:
                n = sum(tally.values())
                print(f"  {a} vs {b}, 2 players, {n} games: {a} wins {tally['first']}, {b} wins {tally['second']}, "
                      f"shared {tally['tie']}  ({a} {100 * tally['first'] / n:.0f}%)")


def per_seed(args) -> dict:
    """Seed mode: one game per seed, solo or (--against) the level against another,
    seats swapped every other seed."""
    jobs = []
    for n, seed in enumerate(args.seeds):
        if args.against:
            levels = (args.level, args.against) if n % 2 == 0 else (args.against, args.level)
        else:
            levels = (args.level,)
        jobs.append((args.game, levels, seed, args.cap, args.round, args.heavy, args.boards))
    games, times = [], []
    with ProcessPoolExecutor(min(args.jobs, len(jobs))) as pool:
        for job, (scores, winners, seat_times, replay) in zip(jobs, pool.map(play, jobs)):
            seed, levels = job[2], job[1]
            seat = levels.index(args.level)
            times.extend(seat_times[seat])
            game = {"seed": seed, "total": scores[seat]}
            if args.against:
                game.update(seat=seat, opponent_total=scores[1 - seat],
                            result="shared" if len(winners) > 1 else "win" if winners == [seat] else "loss")
            if args.replays:
                path = args.replays / f"{args.game}-{args.level}-{seed}.json"
                try:
                    path.write_text(dumps_replay(replay), encoding="utf-8")
                except OSError as err:  # a full disk: say so now, not after every game is played
                    pool.shutdown(cancel_futures=True)
                    raise SystemExit(f"bench_ai.py: {path} cannot be written ({err.strerror or err})") from None
                game["replay"] = str(path)
            games.append(game)
            if not args.json:
                print(json.dumps(game), flush=True)
    totals = [g["total"] for g in games]
    summary = {"game": args.game, "level": args.level, "games": games,
               "mean": round(statistics.mean(totals), 3), "min": min(totals), "max": max(totals),
               "think_s": {"decisions": len(times), "mean_cpu": round(statistics.mean(t[0] for t in times), 4),
                           "worst_cpu": round(max(t[0] for t in times), 4),
                           "worst_wall": round(max(t[1] for t in times), 4)}}
    if args.round:
        summary["round"] = args.round
    if args.heavy:
        summary["heavy"] = args.heavy
    if args.against:
        results = Counter(g["result"] for g in games)
        summary.update(against=args.against, wins=results["win"], losses=results["loss"],
                       shared=results["shared"], win_rate=round(results["win"] / len(games), 3))
        # Who plays first matters in PILUS: the same tally per seat of the level measured.
        summary["by_seat"] = {}
        for seat, name in enumerate(("first", "second")):
            results = Counter(g["result"] for g in games if g["seat"] == seat)
            summary["by_seat"][name] = {"games": sum(results.values()), "wins": results["win"],
                                        "losses": results["loss"], "shared": results["shared"]}
    return summary


def ladder(args) -> dict:
    """Ladder mode: every level solo on the same seeds, each level's mean, min, max and
    worst think time, and the step from each level to the next paired by seed."""
    rungs = {}
    for level in LEVELS:
        args.level = level
        rungs[level] = per_seed(args)
    steps = {}
    for lower, upper in zip(LEVELS, LEVELS[1:]):
        gains = [b["total"] - a["total"] for a, b in zip(rungs[lower]["games"], rungs[upper]["games"])]
        steps[f"{lower}->{upper}"] = {"mean": round(statistics.mean(gains), 3), "min": min(gains), "max": max(gains)}
    return {"game": args.game, "seeds": f"{args.seeds[0]}-{args.seeds[-1]}",
            "levels": {level: {"mean": r["mean"], "min": r["min"], "max": r["max"],
                               "worst_cpu": r["think_s"]["worst_cpu"]} for level, r in rungs.items()},
            "steps": steps}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", type=lambda s: s.split(","), default=list(GAMES),
                        help=f"survey: comma-separated game ids (default: all: {','.join(GAMES)})")
    parser.add_argument("--levels", type=lambda s: s.split(","), default=list(LEVELS),
                        help=f"survey: comma-separated levels (default: {','.join(LEVELS)})")
    parser.add_argument("--solo", type=int, default=3, help="survey: solo games per ramp game and level (default 3)")
    parser.add_argument("--duels", type=int, default=2, help="survey: 2-player games per pair of levels (default 2)")
    parser.add_argument("--game", help="seed mode: the game to play")
    parser.add_argument("--level", help="seed mode: the level to measure")
    parser.add_argument("--against", help="seed mode: play 2-player games against this level (default: solo)")
    parser.add_argument("--seeds", type=seed_range, help="seed mode: FIRST-LAST, one game per seed")
    parser.add_argument("--round", type=int, help="seed mode, solo ramp games: score only this round (1 first)")
    parser.add_argument("--boards", type=board_order,
                        help="seed mode, FITS and FITS compact: the boards to play, printed numbers and board files, "
                             "comma-separated (e.g. 2,my-board.tmx)")
    parser.add_argument("--replays", type=Path, help="seed mode: write each game's replay file into this folder")
    parser.add_argument("--json", action="store_true", help="seed mode: print one JSON object")
    parser.add_argument("--cap", type=positive_number, default=None,
                        help="seconds of thinking per decision after which every level stops (default: each level's safety net)")
    parser.add_argument("--heavy", type=positive_number, metavar="SCALE",
                        help="seed mode, solo FITS games, --level master: master's search with SCALE times its work")
    parser.add_argument("--ladder", action="store_true",
                        help="with --game and --seeds: every level solo on the same seeds, and the paired steps")
    parser.add_argument("--jobs", type=positive_int, default=1,
                        help="games played at once (default 1: honest think times)")
    args = parser.parse_args(argv)
    if args.ladder:
        if not (args.game and args.seeds) or args.level or args.against or args.round or args.heavy:
            parser.error("--ladder needs --game and --seeds, without --level, --against, --round or --heavy")
        if args.game not in GAMES or not games.get(args.game).simultaneous:
            parser.error(f"--ladder is for the solo ramp games, not {args.game!r}")
        summary = ladder(args)
        print(json.dumps(summary) if args.json else
              "\n".join(f"{level:7} mean {r['mean']} ({r['min']}-{r['max']})" for level, r in summary["levels"].items()))
        return 0
    if args.game or args.level or args.seeds:
        if not (args.game and args.level and args.seeds):
            parser.error("seed mode needs --game, --level and --seeds")
        if args.game not in GAMES:
            parser.error(f"unknown game {args.game!r}; games: {', '.join(GAMES)}")
        for level in filter(None, (args.level, args.against)):
            if level not in LEVELS:
                parser.error(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
        if not games.get(args.game).solo and not args.against:
            parser.error(f"{args.game} has no solo game: give --against LEVEL")
        if args.boards is not None:
            try:
                new_replay(args.game, 1, 0, args.boards)
            except ReplayError as err:
                parser.error(f"--boards: {err}")
        if args.round is not None:
            if not games.get(args.game).simultaneous:
                parser.error(f"--round is for the solo ramp games, not {args.game}")
            rounds = len(args.boards) if args.boards else load_edition(args.game).rounds
            if args.against or args.replays or not 1 <= args.round <= rounds:
                parser.error(f"--round N plays one solo round (N from 1 to {rounds} for {args.game}), "
                             "without --against or --replays")
        if args.heavy and (args.level != "master" or args.against or args.replays
                           or load_edition(args.game).coloured):
            parser.error("--heavy plays master's search longer: solo FITS games with --level master, "
                         "without --against or --replays")
        if args.replays:
            try:
                args.replays.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                parser.error(f"--replays: {args.replays} cannot be made a folder ({err.strerror or err})")
        summary = per_seed(args)
        print(json.dumps(summary) if args.json else
              f"mean {summary['mean']} over {len(summary['games'])} games" +
              (f", win rate {summary['win_rate']}" if args.against else "") +
              "".join(f", as the {name} player {s['wins']} of {s['games']}"
                      for name, s in summary.get("by_seat", {}).items()))
        return 0
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
