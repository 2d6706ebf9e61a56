#!/usr/bin/env python3
"""What keeping a game in progress costs per move: the time of one atomic save
(write, flush to disk, rename, flush the folder) of a game's in-progress file,
at its start and at its end (the file grows with the moves), in milliseconds of
wall time: the median and the slowest of the saves timed. The disk decides
most of it.

    python tools/bench_save.py [--game fits] [--players 4] [--saves 30]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import games  # noqa: E402
from game.in_progress import GameInProgress, InProgressFiles  # noqa: E402
from game.input import Seat  # noqa: E402
from game.storage import Storage  # noqa: E402


def whole_game(game_id: str, players: int, seed: int):
    """(deal, moves) of a random legal game played to its end."""
    definition = games.get(game_id)
    deal = definition.deal(players, seed)
    state, rng, moves = definition.new_state(players, deal), random.Random(seed), []
    while not state.is_terminal():
        player = state.pending()[0]
        action = rng.choice(state.legal_actions(player))
        state.apply_action(player, action)
        moves.append((player, action))
    return deal, moves


def timed_saves(files: InProgressFiles, game: GameInProgress, moves, count: int) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        problem = files.save(game, moves)
        times.append((time.perf_counter() - start) * 1000)
        assert problem is None, problem
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fits")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--saves", type=int, default=30)
    args = parser.parse_args()
    deal, moves = whole_game(args.game, args.players, 1)
    with tempfile.TemporaryDirectory() as folder:
        files = InProgressFiles(Storage(folder))
        seats = tuple(Seat(f"Player {n}", "keys-left") for n in range(1, args.players + 1))
        game = GameInProgress(args.game, seats, 1, deal)
        for label, so_far in (("start", moves[:1]), ("end", moves)):
            times = timed_saves(files, game, so_far, args.saves)
            size = game.path.stat().st_size
            print(f"{args.game} {args.players}p {label:5} ({len(so_far):3} moves, {size / 1024:5.1f} KiB): "
                  f"median {statistics.median(times):6.2f} ms, slowest {max(times):6.2f} ms")


if __name__ == "__main__":
    main()
