#!/usr/bin/env python3
"""Slide & Stack. No arguments: open the game window.

  python main.py                          the title screen
  python main.py --replay FILE            watch a replay in the window
  python main.py --replay FILE --headless play it through the rules, print JSON
  python main.py --review FILE            review a replay in the window: where the master would differ
  python main.py --review FILE --headless the review as JSON: the decisions the master marks, worst first
  python main.py --new GAME [--seed N]    start a game at once (one person, left keys)
  python main.py --daily GAME             start today's daily challenge at once
  python main.py --challenge FILE         open a friend's challenge file: its score checked, then its deal
  python main.py --version                the version
  python main.py --self-check             check what the game needs here, one line each
  python main.py --install-desktop        add the game to the desktop's menu (Linux)
  python main.py --uninstall-desktop      take it out again
The app folder's `slide-and-stack` program, and the `slide-and-stack` command that
`pip install .` gives, take the same arguments.
"""
import os
import platform
import sys

# First, before any import that needs 3.11 (tomllib): one line instead of a traceback later.
if sys.version_info < (3, 11):
    sys.exit(f"Slide & Stack needs Python 3.11 or newer; this is {platform.python_version()}")

# A double-click may start us from any working directory: import our own packages.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from game.shell import launch  # noqa: E402  (first: the game package quiets pygame's greeting, which would spoil the referee's JSON)


def main(argv=None) -> int:
    return launch.run(sys.argv[1:] if argv is None else argv, _run_window)


def _run_window(first_scene: str, *args) -> int:
    """The game's window, opened on the scene named `first_scene` (made with `args`), until it closes."""
    from game.shell import heap
    heap.hold_collector()  # until the App is made
    import scenes  # noqa: F401  (registers the screens by name)
    from game.shell.run_window import run
    return run(first_scene, *args)


if __name__ == "__main__":
    if getattr(sys, "frozen", False) and {"--multiprocessing-fork", "-c"} & set(sys.argv):
        # The app started again by multiprocessing, as a computer player's worker process or
        # its resource tracker: PyInstaller's runtime hook for multiprocessing (which the
        # spec runs here instead of at every start) makes freeze_support() run that and exit.
        import multiprocessing

        import pyi_rth_multiprocessing  # noqa: F401
        multiprocessing.freeze_support()
    sys.exit(main())
