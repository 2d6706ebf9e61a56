#!/usr/bin/env python3
"""How quickly the window opens, and how quietly the title screen waits.

Prints two figures, each the median of several runs:

  start: CPU seconds from process start to the first frame of `python main.py`,
         beside the CPU seconds of `python -c "import pygame"` measured in the same
         runs, and their ratio (goal: at most 1.6x);
  idle:  the share of one core the title screen uses while nobody touches
         anything (goal: under 5%).

Both run the real main.py in child processes (SDL's dummy video and audio
drivers, so no window is needed); the children's CPU is read from the system's
own accounting, not timed inside the game.

  python tools/bench_start.py                    this checkout
  python tools/bench_start.py --compare DIR      and another checkout (e.g. a
                                                 `git worktree` of an older commit) side by side
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# Runs main.py as a double-click would, and ends the process once the first frame
# is drawn (start) or after watching the idle title screen (idle).
_DRIVER = r"""
import os, runpy, sys, threading, time
root, mode, settle, watch = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
sys.argv = [os.path.join(root, "main.py")]
sys.path.insert(0, root)
import game.app

draw = game.app.App._draw
def first_frame(self):
    draw(self)
    if mode == "start":
        os._exit(0)
    game.app.App._draw = draw
    def measure():
        time.sleep(settle)
        cpu, wall = time.process_time(), time.perf_counter()
        time.sleep(watch)
        print((time.process_time() - cpu) / (time.perf_counter() - wall), flush=True)
        os._exit(0)
    threading.Thread(target=measure, daemon=True).start()
game.app.App._draw = first_frame
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def child_cpu(args: list[str], env: dict, cwd: Path) -> tuple[float, str]:
    """CPU seconds (user + system) a child process used, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compare", metavar="DIR", action="append", default=[],
                        help="another checkout to measure side by side (repeatable)")
    parser.add_argument("--runs", type=int, default=7, help="runs of each start (median shown)")
    parser.add_argument("--idle-runs", type=int, default=3, help="runs of the idle measurement")
    parser.add_argument("--watch", type=float, default=4.0, help="seconds the idle title screen is watched")
    args = parser.parse_args(argv)
    roots = [HERE] + [Path(p).resolve() for p in args.compare]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's second start reads compiled bytecode
    python = sys.executable
    settings = {root: Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-start-{i}" for i, root in enumerate(roots)}

    for root in roots:  # the first start compiles the bytecode the measured ones read
        child_cpu([python, "-c", _DRIVER, str(root), "start", "0", "0"],
                  dict(env, SLIDE_AND_STACK_DATA_DIR=str(settings[root])), root)
    pygame_cpu: list[float] = []
    start_cpu: dict[Path, list[float]] = {root: [] for root in roots}
    for _ in range(args.runs):  # interleaved, so a busy moment weighs on every figure alike
        pygame_cpu.append(child_cpu([python, "-c", "import pygame"], env, HERE)[0])
        for root in roots:
            run_env = dict(env, SLIDE_AND_STACK_DATA_DIR=str(settings[root]))
            start_cpu[root].append(child_cpu([python, "-c", _DRIVER, str(root), "start", "0", "0"],
                                             run_env, root)[0])
    idle: dict[Path, list[float]] = {root: [] for root in roots}
    for _ in range(args.idle_runs):
        for root in roots:
            run_env = dict(env, SLIDE_AND_STACK_DATA_DIR=str(settings[root]))
            out = child_cpu([python, "-c", _DRIVER, str(root), "idle", "1.0", str(args.watch)], run_env, root)[1]
            idle[root].append(float(out.split()[-1]))

    base = statistics.median(pygame_cpu)
    print(f"import pygame alone: {base:.3f} s CPU (median of {args.runs})")
    for root in roots:
        start = statistics.median(start_cpu[root])
        share = statistics.median(idle[root])
        print(f"{root}:")
        print(f"  start to first frame: {start:.3f} s CPU = {start / base:.2f}x import pygame (goal <= 1.6x)")
        print(f"  idle title screen:    {share * 100:.1f}% of one core (goal < 5%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
