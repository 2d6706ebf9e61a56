#!/usr/bin/env python3
"""How quickly the window opens, how quietly the title waits and how quickly a
game in progress goes on.

Prints, each the median of several runs:

  start:  CPU seconds from process start to the title's first frame of `python main.py`,
          beside the CPU seconds of `python -c "import pygame"` measured in the same
          runs, and their ratio (goal: at most 1.4x, issue 47);
  idle:   the share of one core the title uses while nobody touches anything (goal: at most 1%);
  resume: with a four-player FITS game in progress in round 4 of 4, the CPU seconds to the
          title's first frame (it reads the game), and from Continue to the resumed game's
          first frame.

Everything runs the real main.py in child processes (SDL's dummy video and audio
drivers, so no window is needed), each with a data folder of its own; the start's CPU is
the system's own accounting of the child, the rest is read in the child.

  python tools/bench_start.py                    this checkout
  python tools/bench_start.py --compare DIR      and another checkout (e.g. a `git worktree`
                                                 of an older commit) side by side, runs interleaved
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
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.arg_types import positive_int, positive_number

HERE = Path(__file__).resolve().parent.parent

# Runs main.py as a double-click would and watches App._draw (wherever the checkout keeps
# the App), from the moment main.py's own imports bring the App's module: the start does all
# it does in its own order (importing the App ahead of main.py would, for one, come before
# what main.py does first). The driver itself loads nothing a double-click would not: main.py
# is compiled and run as `python main.py` does (runpy would load pkgutil), and threading
# only for the idle watch. start: ends at the first frame; prepare: saves the settings
# first (so later starts go straight to the title); idle: prints the share of a core used
# while the title waits; resume: prints the CPU seconds to the title's first frame, then
# chooses Continue and prints those to the next frame drawn.
_DRIVER = r"""
import os, sys, time
root, mode, settle, watch = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
sys.argv = [os.path.join(root, "main.py")]
sys.path.insert(0, root)
App = draw = None
marks = []

class WatchTheApp:
    def find_spec(self, name, path=None, target=None):
        if name not in ("game.shell.app", "game.app"):
            return None
        sys.meta_path.remove(self)
        spec = next(spec for finder in sys.meta_path
                    if hasattr(finder, "find_spec") and (spec := finder.find_spec(name, path, target)))
        run_module = spec.loader.exec_module

        def run_and_watch(module):
            global App, draw
            run_module(module)
            App = module.App
            draw = App._draw
            App._draw = watched
        spec.loader.exec_module = run_and_watch
        return spec

sys.meta_path.insert(0, WatchTheApp())

def label(item):
    return item.label() if callable(item.label) else item.label

def watched(self):
    draw(self)
    marks.append(time.process_time())
    if mode == "start":
        os._exit(0)
    if mode == "prepare":
        self.save_settings()
        os._exit(0)
    if mode == "resume":
        if len(marks) == 1:
            print(marks[0], flush=True)
            item = next(item for item in self.stack.top.menu.items if label(item).startswith("Continue"))
            marks.append(time.process_time())
            item.on_activate()
            return
        print(marks[-1] - marks[1], type(self.stack.top).__name__, flush=True)
        os._exit(0)
    App._draw = draw
    import threading
    def measure():
        time.sleep(settle)
        cpu, wall = time.process_time(), time.perf_counter()
        time.sleep(watch)
        print((time.process_time() - cpu) / (time.perf_counter() - wall), flush=True)
        os._exit(0)
    threading.Thread(target=measure, daemon=True).start()
with open(sys.argv[0], "rb") as source:
    code = compile(source.read(), sys.argv[0], "exec")
exec(code, {"__name__": "__main__", "__file__": sys.argv[0], "__builtins__": __builtins__})
"""


def child_cpu(args: list[str], env: dict, cwd: Path) -> tuple[float, str]:
    """CPU seconds (user + system) a child process used, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out


def four_players_played(rounds_played: int, seed: int):
    """(deal, game, moves) of a four-player FITS game on deal `seed`, `rounds_played` rounds
    played with random legal moves."""
    from game.content.ramp import load_edition
    from game.rules.ramp_deal import deal_from_seed
    from game.rules.ramp_game import RampGame

    edition = load_edition("fits")
    deal = deal_from_seed(edition, 4, seed)
    game, rng, moves = RampGame(edition, 4, deal), random.Random(seed), []
    while game.round_index < rounds_played:
        for player in game.pending():
            action = rng.choice(game.legal_actions(player))
            game.apply_action(player, action)
            moves.append((player, action))
    return deal, game, moves


def game_in_progress(folder: Path, rounds_played: int = 3, seed: int = 7) -> Path:
    """A four-player FITS game in progress, `rounds_played` rounds played with random legal
    moves, written as the game writes one (in-progress/ of the data folder `folder`)."""
    from game.replay import dumps_replay
    from game.saved.in_progress import FOLDER, GameInProgress, Progress
    from game.shell.input.seats import FIXED_DEVICES, Seat, pad_device

    deal, game, moves = four_players_played(rounds_played, seed)
    devices = list(FIXED_DEVICES) + [pad_device(0)]
    seats = tuple(Seat(f"Player {i + 1}", device) for i, device in enumerate(devices))
    path = folder / FOLDER / "fits-20260101-120000.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    saved = GameInProgress("fits", seats, seed, deal, tuple(moves), progress=Progress.of("fits", game, len(moves)))
    path.write_text(dumps_replay(saved.to_json()))  # its progress too: an older checkout reads past it
    return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compare", metavar="DIR", action="append", default=[],
                        help="another checkout to measure side by side (repeatable)")
    parser.add_argument("--runs", type=positive_int, default=7, help="runs of each start (median shown)")
    parser.add_argument("--idle-runs", type=positive_int, default=3, help="runs of the idle measurement")
    parser.add_argument("--watch", type=positive_number, default=4.0, help="seconds the idle title is watched")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object, by checkout")
    args = parser.parse_args(argv)
    roots = [HERE] + [Path(p).resolve() for p in args.compare]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's second start reads compiled bytecode
    python = sys.executable

    with tempfile.TemporaryDirectory(prefix="bench-start-") as tmp:
        plain = {root: Path(tmp) / f"plain-{i}" for i, root in enumerate(roots)}
        playing = {root: Path(tmp) / f"playing-{i}" for i, root in enumerate(roots)}

        def run(root, folder, mode, settle=0.0, watch=0.0):
            return child_cpu([python, "-c", _DRIVER, str(root), mode, str(settle), str(watch)],
                             dict(env, SLIDE_AND_STACK_DATA_DIR=str(folder)), root)

        for root in roots:  # settings saved (no first-start offer) and the bytecode compiled
            run(root, plain[root], "prepare")
            shutil.copytree(plain[root], playing[root])
        saved = game_in_progress(playing[HERE])
        for root in roots[1:]:
            shutil.copytree(saved.parent, playing[root] / saved.parent.name)

        pygame_cpu: list[float] = []
        figures = {root: {"start": [], "idle": [], "title_with_game": [], "continue": []} for root in roots}
        for _ in range(args.runs):  # interleaved, so a busy moment weighs on every figure alike
            pygame_cpu.append(child_cpu([python, "-c", "import pygame"], env, HERE)[0])
            for root in roots:
                figures[root]["start"].append(run(root, plain[root], "start")[0])
                lines = run(root, playing[root], "resume")[1].split("\n")
                if not lines[1].endswith("GameScene"):
                    raise SystemExit(f"{root}: Continue led to {lines[1]}, not a game screen")
                figures[root]["title_with_game"].append(float(lines[0]))
                figures[root]["continue"].append(float(lines[1].split()[0]))
        for _ in range(args.idle_runs):
            for root in roots:
                figures[root]["idle"].append(float(run(root, plain[root], "idle", 1.0, args.watch)[1].split()[-1]))

    base = statistics.median(pygame_cpu)
    results = {}
    for root in roots:
        median = {name: statistics.median(values) for name, values in figures[root].items()}
        results[str(root)] = {"import_pygame_s": round(base, 4), "start_s": round(median["start"], 4),
                              "start_ratio": round(median["start"] / base, 3),
                              "idle_core_share": round(median["idle"], 4),
                              "title_with_game_s": round(median["title_with_game"], 4),
                              "continue_to_first_frame_s": round(median["continue"], 4)}
    if args.json:
        print(json.dumps(results))
        return 0
    print(f"import pygame alone: {base:.3f} s CPU (median of {args.runs})")
    for root, f in results.items():
        print(f"{root}:")
        print(f"  start to first frame:    {f['start_s']:.3f} s CPU = {f['start_ratio']:.2f}x import pygame (goal <= 1.4x)")
        print(f"  idle title:              {f['idle_core_share'] * 100:.1f}% of one core (goal <= 1%)")
        print(f"  title with a game:       {f['title_with_game_s']:.3f} s CPU to its first frame")
        print(f"  Continue to first frame: {f['continue_to_first_frame_s']:.3f} s CPU (FITS, 4 players, round 4 of 4)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
