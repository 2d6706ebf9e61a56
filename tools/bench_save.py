#!/usr/bin/env python3
"""What keeping a game in progress costs per move, at a game's start and at its
end (the file grows with the moves), in milliseconds of wall time (the median
and the slowest of the saves timed): 'frame', what the frame loop spends handing
the move to the writer thread; 'disk', from then until the file is written
atomically (write, flush to disk, rename, flush the folder). The disk decides
most of the second.

    python tools/bench_save.py [--game fits] [--players 4] [--saves 30]
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import random
import statistics
import tempfile
import time

from game import games
from game.saved.in_progress import GameInProgress, InProgressFiles
from game.saved.save_writer import wait_for_saves
from game.shell.input import Seat
from game.saved.storage import Storage


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


def timed_saves(files: InProgressFiles, game: GameInProgress, moves, count: int) -> tuple[list[float], list[float]]:
    """(frame times, disk times) of `count` saves, each waited for before the next."""
    frame, disk = [], []
    for _ in range(count):
        start = time.perf_counter()
        problem = files.save(game, moves)
        handed = time.perf_counter()
        problem = problem or wait_for_saves()
        frame.append((handed - start) * 1000)
        disk.append((time.perf_counter() - handed) * 1000)
        assert problem is None, problem
    return frame, disk


def figures(times: list[float]) -> str:
    return f"median {statistics.median(times):6.2f} ms, slowest {max(times):6.2f} ms"


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
            frame, disk = timed_saves(files, game, so_far, args.saves)
            size = game.path.stat().st_size
            print(f"{args.game} {args.players}p {label:5} ({len(so_far):3} moves, {size / 1024:5.1f} KiB): "
                  f"frame {figures(frame)}; disk {figures(disk)}")


if __name__ == "__main__":
    main()
