#!/usr/bin/env python3
"""Resident memory over a long evening: FITS (4 seats) or PILUS (4 seats), one
person against three computer players, played game after game through the real
App loop for --frames frames, the computers thinking in their worker processes.

The person's moves are injected (FITS: a random legal drop every few frames, as in
tools/bench_frames.py; PILUS: a random legal move after a moment). The loop paces as
the window's does (game.shell.app.FrameLoop): while the screen is at rest (a computer's
decision under way) it tidies memory and sleeps until the answer wakes it; every
other frame is stepped and drawn, as 1/60 s of play. A new game starts whenever one
ends (results are confirmed at once).

Prints, for the game process and separately for the worker processes (their sum),
the resident size at --checkpoints evenly spaced frames, the peak, and the growth:
the slope of a least-squares line through the checkpoints after --settle frames.
--json prints it as one object: {"game", "level", "frames", "games", "rss_mib",
"peak_rss_mib", "growth_mib_per_100k_frames", "workers": {"rss_mib",
"peak_rss_mib", "growth_mib_per_100k_frames"}}.

    python tools/bench_soak.py [--game fits|pilus|...] [--frames 400000] [--level easy] [--json]
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import json
import os
import random
import resource
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from tools.bench_frames import DROP_EVERY, inject_drop
from tools.frame_figures import window_size
from game import games
from game.ai import LEVELS
from game.shell.app import IDLE_WAKE_MS, App, Pace
from game.shell.frame_time import wait_for_events
from game.shell.input import FIXED_DEVICES, Seat, computer_device
import scenes  # noqa: F401  (registers the screens by name)
from scenes.ramp.round_results import RoundResultsScene

PERSON = 0  # the seat whose moves the benchmark makes; the others are computers
PILUS_THINK = 30  # frames the person takes over a PILUS move


def resident_mib(pid: int | str = "self") -> float:
    """A process's resident size now (not its peak: the slope is what counts)."""
    pages = int(Path(f"/proc/{pid}/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def peak_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def worker_pids(app: App) -> list[int]:
    """The worker processes' ids (none when the computers decide in a thread)."""
    return [pid for pid in app.bot_worker().process_ids() if Path(f"/proc/{pid}").exists()]


def slope_per_100k(frames: list[int], rss: list[float]) -> float:
    n = len(frames)
    if n < 2:
        return 0.0
    mean_f, mean_r = sum(frames) / n, sum(rss) / n
    spread = sum((f - mean_f) ** 2 for f in frames)
    return sum((f - mean_f) * (r - mean_r) for f, r in zip(frames, rss)) / spread * 100_000


def seats(level: str) -> list[Seat]:
    return [Seat("Player 1", FIXED_DEVICES[0])] + [Seat(f"Computer {i}", computer_device(level)) for i in (2, 3, 4)]


class RandomPerson:
    """The PILUS person's moves (the scene's controllers hook): a random legal one after a moment."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.steps = 0

    def poll(self, game, player: int):
        self.steps += 1
        if self.steps < PILUS_THINK:
            return None
        self.steps = 0
        return self.rng.choice(game.legal_actions(player))


class Evening:
    """Games of one kind back to back: what the benchmark does before each frame."""

    def __init__(self, app: App, game_id: str, level: str, rng: random.Random):
        self.app, self.game_id, self.level, self.rng = app, game_id, level, rng
        self.definition = games.get(game_id)
        self.games = 0
        self.scene = None

    def new_game(self):
        """The next game's scene; a turn-by-turn game gets the person's moves through its controllers hook."""
        self.games += 1
        seed = self.rng.randrange(1, 1000)
        more = {} if self.definition.simultaneous else {"controllers": [RandomPerson(self.rng), None, None, None]}
        self.scene = self.app.stack.make(self.definition.part("game_screen"), self.game_id, seats(self.level), seed=seed, **more)
        return self.scene

    def before_frame(self, frame: int):
        top = self.app.stack.top
        if top is self.scene:
            if self.definition.simultaneous and frame % DROP_EVERY == 0:
                inject_drop(top, self.rng, players=(PERSON,))
        elif isinstance(top, RoundResultsScene):
            top.confirm()
        else:  # the final results: the next game
            self.app.stack.clear_to(self.new_game())


def soak(game_id: str, frames: int, checkpoints: int, size, level: str, seed: int):
    """(checkpoint frames, game MiB, workers' MiB, worker peak MiB, games played)."""
    folder = Path(tempfile.mkdtemp(prefix="bench-soak-"))
    app = App(size=size, settings_dir=folder)
    evening = Evening(app, game_id, level, random.Random(seed))
    app.stack.push(evening.new_game())
    every = max(1, frames // checkpoints)
    at, rss, workers, worker_peak = [], [], [], 0.0
    frame = 0
    try:
        while frame < frames:
            if app.pace() is Pace.REST:  # as FrameLoop: tidy, then sleep until an event (the answer) comes
                app.tidy_memory()
                events = wait_for_events(IDLE_WAKE_MS)
            else:
                events = pygame.event.get()
            evening.before_frame(frame)
            app.step_frame(events)
            frame += 1
            if frame % every == 0:
                pids = worker_pids(app)
                at.append(frame)
                rss.append(round(resident_mib(), 1))
                workers.append(round(sum(resident_mib(pid) for pid in pids), 1))
                worker_peak = max([worker_peak] + [peak_mib(pid) for pid in pids])
                print(f"{frame} frames, {evening.games} games: {rss[-1]} MiB, workers {workers[-1]} MiB",
                      file=sys.stderr, flush=True)  # a long run's progress
    finally:
        app.close()
        shutil.rmtree(folder, ignore_errors=True)
    return at, rss, workers, worker_peak, evening.games


def figures(at, rss, settle: int, peak: float) -> dict:
    settled = [(f, r) for f, r in zip(at, rss) if f > settle]
    return {"rss_mib": rss, "peak_rss_mib": round(peak, 1),
            "growth_mib_per_100k_frames": round(slope_per_100k([f for f, _ in settled], [r for _, r in settled]), 2)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=games.ids(), default="fits")
    parser.add_argument("--frames", type=int, default=400_000)
    parser.add_argument("--checkpoints", type=int, default=20)
    parser.add_argument("--settle", type=int, default=20_000, help="frames left out of the slope")
    parser.add_argument("--level", choices=LEVELS, default=LEVELS[0], help="the computers' level")
    parser.add_argument("--size", default="1280x720", help="window size, WxH")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print only the figures as one JSON object")
    args = parser.parse_args(argv)
    at, rss, workers, worker_peak, played = soak(args.game, args.frames, args.checkpoints, window_size(args.size),
                                                args.level, args.seed)
    peak = max([resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024] + rss)  # KiB on Linux
    result = {"game": args.game, "level": args.level, "frames": at, "games": played,
              **figures(at, rss, args.settle, peak), "workers": figures(at, workers, args.settle, worker_peak)}
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.game}, one person against three computers ({args.level}), {played} games in {at[-1] if at else 0} frames")
    print("frames   game MiB   workers MiB")
    for f, r, w in zip(at, rss, workers):
        print(f"{f:>8} {r:>9.1f} {w:>12.1f}")
    for name, part in (("game", result), ("workers", result["workers"])):
        print(f"{name}: peak {part['peak_rss_mib']} MiB, growth {part['growth_mib_per_100k_frames']} MiB "
              f"per 100,000 frames after the first {args.settle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
