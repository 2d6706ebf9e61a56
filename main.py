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

import game  # noqa: E402,F401  (first: it quiets pygame's greeting, which would spoil the referee's JSON)


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="slide-and-stack", description="FITS, BITS and PILUS")
    parser.add_argument("--replay", metavar="FILE", help="a replay file to watch (or referee with --headless)")
    parser.add_argument("--headless", action="store_true", help="no window: print the replay's result as JSON")
    args = parser.parse_args(argv)
    if args.headless and not args.replay:
        parser.error("--headless needs --replay FILE")
    return args


def _project_venv_python() -> str | None:
    """The README installs into .venv beside this file: its Python, unless it runs us already."""
    venv = os.path.join(os.path.dirname(os.path.abspath(__file__)), ".venv")
    if os.path.realpath(sys.prefix) == os.path.realpath(venv):
        return None
    for rel in ("bin/python", "Scripts/pythonw.exe", "Scripts/python.exe"):
        path = os.path.join(venv, rel)
        if os.path.exists(path):
            return path
    return None


def _ensure_libraries(argv) -> None:
    """A double-click runs the system Python: hand over to the project's .venv when the
    libraries are only there, else say what to install instead of a traceback."""
    from importlib.util import find_spec

    # Found, not imported: the window imports them when it needs them, and the start stays quick.
    missing = next((name for name in ("pygame", "pytmx") if find_spec(name) is None), None)
    if missing:
        venv_python = _project_venv_python()
        if venv_python:
            os.execv(venv_python, [venv_python, os.path.abspath(__file__), *argv])
        message = (f"Slide & Stack needs {missing}. Install it with:\n"
                   f"  python3 -m pip install -r requirements.txt")
        print(message, file=sys.stderr)
        _show_without_terminal(message)
        sys.exit(1)


def _show_without_terminal(message: str) -> None:
    # Started from a file manager nobody reads stderr; tkinter ships with most Pythons.
    try:
        import tkinter
        from tkinter import messagebox
        root = tkinter.Tk()
        root.withdraw()
        messagebox.showerror("Slide & Stack", message)
        root.destroy()
    except Exception:
        pass


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    _ensure_libraries(argv)
    if args.headless:
        from game.replay.headless import run_headless
        return run_headless(args.replay)
    import scenes  # noqa: F401  (registers the screens by name)
    from game.app import run
    # The first screen: the title, or the replay given (which goes on to the title).
    return run("title") if args.replay is None else run("replay", args.replay)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing
        multiprocessing.freeze_support()  # a frozen build's bot worker must not start the app again
    sys.exit(main())
