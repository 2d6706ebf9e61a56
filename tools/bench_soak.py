#!/usr/bin/env python3
"""Resident memory over a long evening: the 4-player FITS game of bench_frames.py
run through the real App loop for --frames frames (a new game whenever one ends),
the process's resident size read at --checkpoints evenly spaced frames.

Prints one JSON object: {"rss_mib": [...], "frames": [...], "growth_mib_per_100k_frames": G},
G the slope of a least-squares line through the checkpoints after --settle frames.
Only FITS without computer players so far (see docs/ai-lab.md, "Memory over a long evening").

    python tools/bench_soak.py [--frames 400000] [--checkpoints 20] [--settle 20000]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_frames import new_app, play  # noqa: E402
from frame_figures import window_size  # noqa: E402


def resident_mib() -> float:
    """The resident size now (not the peak: the slope is what counts)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * 4096 / 2 ** 20


def slope_per_100k(frames: list[int], rss: list[float]) -> float:
    n = len(frames)
    if n < 2:
        return 0.0
    mean_f, mean_r = sum(frames) / n, sum(rss) / n
    spread = sum((f - mean_f) ** 2 for f in frames)
    return sum((f - mean_f) * (r - mean_r) for f, r in zip(frames, rss)) / spread * 100_000


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=400_000)
    parser.add_argument("--checkpoints", type=int, default=20)
    parser.add_argument("--settle", type=int, default=20_000, help="frames left out of the slope")
    parser.add_argument("--size", default="1280x720", help="window size, WxH")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    app = new_app(window_size(args.size), args.seed)
    rng = random.Random(args.seed)
    every = max(1, args.frames // args.checkpoints)
    at, rss = [], []
    for frame, _ in enumerate(play(app, args.frames, rng), start=1):
        if frame % every == 0:
            at.append(frame)
            rss.append(round(resident_mib(), 1))
    app.close()
    settled = [(f, r) for f, r in zip(at, rss) if f > args.settle]
    print(json.dumps({"frames": at, "rss_mib": rss,
                      "growth_mib_per_100k_frames": round(slope_per_100k([f for f, _ in settled],
                                                                         [r for _, r in settled]), 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
