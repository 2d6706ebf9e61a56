#!/usr/bin/env python3
"""Frame times of the ramp-game scene: a 4-player FITS game run headless
through the real App loop, with drops injected all the time so pieces are
always sliding, round results skipped as they come, a new game when one ends.

Prints the frame-time median, 99th percentile and worst (one App frame: events,
fixed updates, drawing) and the peak resident memory of the process; --json
prints only the CPU-time figures as one JSON object.

With --solo, one person plays alone; with --race, alone racing a ghost (a computer's
replay of the same deal beside the ramp, game.ghost): the two side by side show what the
ghost costs.

    python tools/bench_frames.py [--frames 900] [--size 1280x720] [--seed 1] [--solo | --race] [--json]
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tools.frame_figures import FrameTimes, add_arguments, report, window_size
from game.shell.app import App
from game.shell.input import FIXED_DEVICES, Seat, pad_device
from game.rules.ramp_actions import Place, Skip
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.round_results import RoundResultsScene
from game.ghost.sources import refereed_ghost
from tools.ramp_play import solo_bot_game

DROP_EVERY = 4  # frames between two injected drops: several pieces slide at any time


def seats() -> list[Seat]:
    devices = list(FIXED_DEVICES) + [pad_device(0)]
    return [Seat(f"Player {i + 1}", device) for i, device in enumerate(devices)]


def inject_drop(scene: RampGameScene, rng: random.Random, players=None):
    """One seat that has not decided yet (of `players`, every seat when None) drops a
    random legal piece (or sets the card aside)."""
    waiting = [p for p in scene.game.pending() if not scene.views[p].busy and (players is None or p in players)]
    if scene.round_over or not waiting:
        return
    player = rng.choice(waiting)
    places = [a for a in scene.game.legal_actions(player) if isinstance(a, Place)]
    scene.play_action(player, rng.choice(places) if places else Skip())


def new_game(app: App, seed: int, table: str) -> RampGameScene:
    """A 4-player FITS game, a solo one, or a solo one racing a computer's game of the same deal."""
    if table != "race":
        return RampGameScene(app, "fits", seats()[:1] if table == "solo" else seats(), seed=seed)
    replay, __ = solo_bot_game("fits", "Ghost", seed, "easy")
    ghost = refereed_ghost(replay, "fits", replay.deal, None, "bench")
    return RampGameScene(app, "fits", seats()[:1], seed=seed, ghost=ghost)


def new_app(size, seed: int, folder: Path, table: str = "four") -> App:
    """The App with a game started (new_game), its first frame (the board art) drawn;
    folder: its data folder (a fresh one: figures must not depend on earlier runs' games)."""
    app = App(size=size, settings_dir=folder)
    app.input.add_pad(0, "Bench pad")
    app.stack.push(new_game(app, seed, table))
    app.step_frame()  # the first frame builds the board art: not a steady frame
    return app


def play(app: App, frames: int, rng: random.Random, table: str = "four"):
    """Run `frames` frames of play; yields each frame's (wall ms, CPU ms)."""
    for frame in range(frames):
        top = app.stack.top
        if isinstance(top, RampGameScene) and frame % DROP_EVERY == 0:
            inject_drop(top, rng)
        elif isinstance(top, RoundResultsScene):
            top.confirm()
        elif not isinstance(top, (RampGameScene, RoundResultsScene)):  # final results: a new game
            app.stack.clear_to(new_game(app, rng.randrange(1000), table))
        start, start_cpu = time.perf_counter(), time.process_time()
        app.step_frame()
        yield (time.perf_counter() - start) * 1000, (time.process_time() - start_cpu) * 1000


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    tables = parser.add_mutually_exclusive_group()
    tables.add_argument("--solo", dest="table", action="store_const", const="solo", help="one person alone")
    tables.add_argument("--race", dest="table", action="store_const", const="race", help="one person racing a ghost")
    args = parser.parse_args(argv)
    table = args.table or "four"
    size = window_size(args.size)
    with tempfile.TemporaryDirectory(prefix="bench-frames-") as folder:
        app = new_app(size, args.seed, Path(folder), table)
        rng = random.Random(args.seed)
        times = FrameTimes()  # wall clock (what a player sees) and CPU time (robust to a busy machine)
        for wall_ms, cpu_ms in play(app, args.frames, rng, table):
            times.add(wall_ms, cpu_ms)
        what = {"four": "4-player FITS", "solo": "solo FITS", "race": "solo FITS racing a ghost"}[table]
        report(f"{len(times)} frames at {size[0]}x{size[1]}, {what}", times, args.json)
        app.close()
    return 0

if __name__ == "__main__":
    sys.exit(main())
