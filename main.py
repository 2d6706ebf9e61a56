#!/usr/bin/env python3
"""Slide & Stack. No arguments: open the game window.

  python main.py                          the title screen
  python main.py --replay FILE            watch a replay in the window
  python main.py --replay FILE --headless play it through the rules, print JSON
"""
from __future__ import annotations

import argparse
import os
import sys

# A double-click may start us from any working directory: import our own packages.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="slide-and-stack", description="FITS, BITS and PILUS")
    parser.add_argument("--replay", metavar="FILE", help="a replay file to watch (or referee with --headless)")
    parser.add_argument("--headless", action="store_true", help="no window: print the replay's result as JSON")
    args = parser.parse_args(argv)
    if args.headless and not args.replay:
        parser.error("--headless needs --replay FILE")
    return args


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.headless:
        from game.replay.headless import run_headless
        return run_headless(args.replay)
    from game.app import run
    return run(replay=args.replay)


if __name__ == "__main__":
    sys.exit(main())
