#!/usr/bin/env python3
"""Where a FITS level loses points: per round, its score next to the clairvoyant
bound of the same deal (tools/bound.py), and what each side's board shows
(pieces set aside and their cells, holes, open cells above the tops, cells
sticking out above the grid, complete rows, bonus fields covered, -5 fields
left open, symbol pairs split).

With --compare N, every N-th decision of the level is also decided by a much
more expensive fair search (--heavy, as in levels.py's settings), to see how
often more search would change the move and by how much the heavy search
itself values the difference. With --holes instead, the heavy search judges
the decisions where the level's drop made a hole while a drop without a new
hole existed, weighing every such hole-free drop too: whether more search
would avoid the hole (hole_kept: its best move makes one too; free_gap: by how
much it values the level's move above the best hole-free drop).

With --exact K, every decision with at most K cards to come is also valued
exactly (game/ai/ramp_endgame.py, every legal move): the points the level's
move gives away in expectation there, per round and cards to come. --endgame N
plays the level with its exact endgame for at most N cards to come instead
(0: without it, as the level played before it had one).

    python tools/diagnose_fits.py --level hard --seeds 3000-3019 [--compare 8 | --holes] [--exact 3 --endgame 0] [--json]
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
from collections import defaultdict

from game.ai import make_bot, observe
from game.ai.ramp_bot import _View
from game.ai.ramp_endgame import Endgame
from game.ai.think_clock import ThinkClock
from game.content.ramp import load_edition
from game.rules.ramp_actions import Skip
from game.rules.ramp_board import RampBoard
from game.rules.ramp_deal import deal_from_seed
from game.rules.ramp_scoring import score_board
from tools.arg_types import seed_range
from tools.bench_ai import heavy_bot, new_game
from tools.bound import round_best

GAME = "fits"


def board_facts(board_def, board: RampBoard, aside: list[str], pieces) -> dict:
    """What a round's final board shows, in points and counts."""
    w, h = board.width, board.height
    facts = dict.fromkeys(("holes", "open_above", "bonus_covered", "minus5_open"), 0)
    facts.update({"pts_" + rule: 0 for rule in board_def.rules})
    for line in score_board(board_def, board):
        facts["pts_" + line.rule] = facts.get("pts_" + line.rule, 0) + line.points
    facts["aside"] = len(aside)
    facts["aside_cells"] = sum(len([ch for row in pieces[p].rows for ch in row if ch == "#"]) for p in aside)
    tops = [max(t, 0) for t in board.tops]
    for c in range(w):
        for r in range(h):
            empty = board.cells[r * w + c] is None
            field = board_def.fields.get((r, c))
            if empty and field is None:
                facts["holes" if r >= tops[c] else "open_above"] += 1
            if field is not None and field.kind == "bonus" and not empty:
                facts["bonus_covered"] += field.value
            if field is not None and field.kind == "negative" and empty:
                facts["minus5_open"] += 1
    facts["rows_complete"] = sum(all(board.cells[r * w + c] is not None or
                                     (r, c) in board_def.fields for c in range(w)) for r in range(h))
    placed = sum(1 for ch in board.cells if ch is not None)
    facts["cells_above"] = 72 - facts["aside_cells"] - placed if w * h == 72 else 0
    return dict(facts)


def holes(board_def, board: RampBoard) -> int:
    """Ordinary fields left empty under a column's top: no piece can reach them any
    more (a bonus or symbol field kept open under a piece is no hole)."""
    w = board.width
    return sum(board.cells[r * w + c] is None and (r, c) not in board_def.fields
               for c in range(w) for r in range(max(board.tops[c], 0), board.height))


def new_holes(board_def, board: RampBoard, action) -> int:
    """The holes a move makes (none when the piece is set aside)."""
    if isinstance(action, Skip):
        return 0
    after = board.copy()
    after.drop(action.shape, action.column)
    return holes(board_def, after) - holes(board_def, board)


def hole_free_drops(board_def, board: RampBoard, legal) -> tuple:
    """The drops of the revealed piece that make no new hole."""
    return tuple(a for a in legal if not isinstance(a, Skip) and not new_holes(board_def, board, a))


def play(job) -> dict:
    level, seed, compare, scale, beam, exact, endgame, hole_moves = job
    edition = load_edition(GAME)
    state = new_game(GAME, 1, seed)
    bot = make_bot(GAME, level, seed * 10)
    if endgame is not None:
        bot = dataclasses.replace(bot, endgame=endgame)
    endgame_moves = []
    # Its own seed: agreeing with the level must not come from sampling the same orders.
    heavy = heavy_bot(GAME, seed * 10 + 1, scale) if compare or hole_moves else None
    aside = defaultdict(list)
    decisions = []
    moves = []
    n = 0
    while not state.is_terminal():
        obs = observe(state, 0)
        action = bot.choose(obs)
        board = state.board(0).copy()
        board_def = edition.boards[obs.printed_board]
        free = hole_free_drops(board_def, board, obs.legal) if obs.step != "start" else ()
        if heavy and obs.step != "start" and len(obs.to_come) > 1 and (
                free and new_holes(board_def, board, action) if hole_moves else n % compare == 0):
            extra = free if hole_moves else ()
            judged = heavy.judge(obs, (action,) + extra)
            mine = judged.get(action)
            best_action = max(judged, key=judged.get)
            decision = {"round": obs.round, "to_come": len(obs.to_come), "same": best_action == action,
                        "regret": None if mine is None else judged[best_action] - mine}
            if hole_moves:
                decision["hole_kept"] = new_holes(board_def, board, best_action) > 0
                decision["free_gap"] = None if mine is None else mine - max(judged.get(a, -math.inf) for a in free)
            decisions.append(decision)
        if exact and obs.step != "start":
            endgame_moves += exact_regret(obs, action, exact)
        n += 1
        if isinstance(action, Skip) and obs.step != "start" and obs.piece != obs.start_piece:
            aside[obs.round].append(obs.piece)
        state.apply_action(0, action)
        if obs.step != "start":
            # The round's last card ends it: its board is then in the results.
            after = (state.board(0) if len(state.results) == obs.round else
                     RampBoard.from_rows(state.results[obs.round][0].rows, edition.allow_above))
            made = holes(board_def, after) - holes(board_def, board)
            kind = ("aside_" + ("hole_free_existed" if free else "forced") if isinstance(action, Skip)
                    else "hole_" + ("hole_free_existed" if free else "forced") if made else "clean")
            moves.append({"round": obs.round, "to_come": len(obs.to_come), "kind": kind, "holes": made})
    deal = deal_from_seed(edition, 1, seed)
    rounds = []
    for r, results in enumerate(state.results):
        board = RampBoard.from_rows(results[0].rows, edition.allow_above)
        # Cells sticking out above the grid are not in the rows; they come from the cell count.
        best, best_board, best_aside = round_best(GAME, r, deal, beam)
        rounds.append({"score": results[0].total, "bound": best,
                       "level": board_facts(edition.boards[r], board, aside[r], edition.pieces),
                       "clairvoyant": board_facts(edition.boards[r], best_board, list(best_aside), edition.pieces)})
    return {"seed": seed, "rounds": rounds, "decisions": decisions, "moves": moves, "endgame": endgame_moves}


def exact_regret(obs, action, most: int) -> list[dict]:
    """With 1 to `most` cards to come: what the move gives away against the best
    move, both valued exactly (as a list of one, else none)."""
    view = _View(obs)
    if not 0 < len(view.to_come) <= most:
        return []
    values = Endgame(view, math.inf, ThinkClock(math.inf)).values([view.option(a)[1:] for a in obs.legal])
    mine = values[obs.legal.index(action)]
    return [{"round": obs.round, "to_come": len(view.to_come), "regret": max(values) - mine}]


def summarise(games: list[dict]) -> dict:
    out = {"games": len(games), "rounds": []}
    for r in range(len(games[0]["rounds"])):
        rows = [g["rounds"][r] for g in games]
        keys = sorted({k for x in rows for side in ("level", "clairvoyant") for k in x[side]})
        entry = {"round": r + 1, "score": statistics.mean(x["score"] for x in rows),
                 "bound": statistics.mean(x["bound"] for x in rows)}
        for k in keys:
            entry[k] = (round(statistics.mean(x["level"].get(k, 0) for x in rows), 2),
                        round(statistics.mean(x["clairvoyant"].get(k, 0) for x in rows), 2))
        out["rounds"].append(entry)
    out["total"] = statistics.mean(sum(x["score"] for x in g["rounds"]) for g in games)
    out["bound"] = statistics.mean(sum(x["bound"] for x in g["rounds"]) for g in games)
    moves = defaultdict(lambda: [0, 0])  # (round, kind, part of the round) -> [moves, holes made]
    for g in games:
        for m in g["moves"]:
            part = "early" if m["to_come"] >= 10 else "middle" if m["to_come"] >= 5 else "late"
            entry = moves[(m["round"] + 1, m["kind"], part)]
            entry[0] += 1
            entry[1] += m["holes"]
    out["moves"] = {f"round {r} {kind} {part}": [round(n / len(games), 2), round(h / len(games), 2)]
                    for (r, kind, part), (n, h) in sorted(moves.items())}
    endgame = defaultdict(list)
    for g in games:
        for d in g["endgame"]:
            endgame[(d["round"] + 1, d["to_come"])].append(d["regret"])
    if endgame:
        # Per game: decisions, points given away in expectation, moves not the exact best.
        out["endgame"] = {f"round {r} to_come {m}": [round(len(v) / len(games), 2), round(sum(v) / len(games), 3),
                                                      round(sum(x > 1e-9 for x in v) / len(games), 2)]
                          for (r, m), v in sorted(endgame.items())}
    decisions = [d for g in games for d in g["decisions"]]
    if decisions:
        regrets = [d["regret"] for d in decisions if d["regret"] is not None]
        out["compare"] = {"decisions": len(decisions), "same": sum(d["same"] for d in decisions),
                          "not_judged": sum(d["regret"] is None for d in decisions),
                          "mean_regret": round(statistics.mean(regrets), 3) if regrets else None,
                          "regret_over_0.5": sum(r > 0.5 for r in regrets)}
        by_round = defaultdict(list)
        for d in decisions:
            by_round[d["round"] + 1].append(d)
        out["compare"]["by_round"] = {r: {"n": len(ds), "same": sum(d["same"] for d in ds),
                                          "regret": round(sum(d["regret"] or 0 for d in ds), 2)}
                                      for r, ds in sorted(by_round.items())}
        gaps = [d["free_gap"] for d in decisions if d.get("free_gap") is not None]
        if gaps:
            out["compare"]["hole_kept"] = sum(d["hole_kept"] for d in decisions)
            out["compare"]["mean_free_gap"] = round(statistics.mean(gaps), 3)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seeds", type=seed_range, required=True)
    parser.add_argument("--compare", type=int, default=0, help="judge every N-th decision with the heavy search")
    parser.add_argument("--holes", action="store_true",
                        help="judge with the heavy search the moves making a hole where a hole-free drop existed")
    parser.add_argument("--heavy", type=float, default=10.0, help="heavy search: master's work times this")
    parser.add_argument("--beam", type=int, default=60, help="the clairvoyant search's beam (tools/bound.py)")
    parser.add_argument("--exact", type=int, default=0, help="value decisions with at most K cards to come exactly")
    parser.add_argument("--endgame", type=int, default=None,
                        help="play with the exact endgame for at most N cards to come (0: without it)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = []
    for seed in args.seeds:
        games.append(play((args.level, seed, args.compare, args.heavy, args.beam, args.exact, args.endgame, args.holes)))
        print(json.dumps(games[-1]), file=sys.stderr, flush=True)
    summary = summarise(games)
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{args.level}: mean {summary['total']:.2f}, clairvoyant {summary['bound']:.2f}")
        for entry in summary["rounds"]:
            print(f"round {entry['round']}: {entry['score']:.2f} vs {entry['bound']:.2f}")
            for k, v in entry.items():
                if isinstance(v, tuple):
                    print(f"   {k:14} level {v[0]:6.2f}  clairvoyant {v[1]:6.2f}")
        print("per game: [moves, holes made] by round, kind and part of the round (cards to come >= 10, 5-9, < 5)")
        for k, v in summary["moves"].items():
            print(f"   {k:40} {v}")
        if "endgame" in summary:
            print("per game: [decisions, points given away against the exact best, moves not the best]")
            for k, v in summary["endgame"].items():
                print(f"   {k:40} {v}")
        if "compare" in summary:
            print("heavy search:", json.dumps(summary["compare"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
