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
from __future__ import annotations

import os
import platform
import sys

# First, before any import that needs 3.11 (tomllib): one line instead of a traceback later.
if sys.version_info < (3, 11):
    sys.exit(f"Slide & Stack needs Python 3.11 or newer; this is {platform.python_version()}")

# A double-click may start us from any working directory: import our own packages.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402,F401  (first: it quiets pygame's greeting, which would spoil the referee's JSON)


def _print_to_starting_console() -> None:
    """The Windows app is windowed, so it has no stdout: when it was started from a
    console, print there (the referee, --version), as the source does."""
    if sys.stdout is not None or sys.platform != "win32":
        return
    import ctypes
    if ctypes.windll.kernel32.AttachConsole(-1):  # -1: the console of the parent process
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")


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


def _launcher() -> list[str]:
    """The command that starts this game as it runs now: the app's program, or Python with main.py."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, os.path.abspath(__file__)]


def _ensure_libraries(argv) -> None:
    """A double-click runs the system Python: hand over to the project's .venv when the
    libraries are only there, else say what to install instead of a traceback."""
    from importlib.util import find_spec

    # Found, not imported: the window imports them when it needs them, and the start stays quick.
    missing = next((name for name in ("pygame", "pytmx", "babel") if find_spec(name) is None), None)
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
    _print_to_starting_console()
    if not argv:  # a double-click: the title, no option to read (argparse's first parse cost the start 2-3 ms, issue 47)
        _ensure_libraries(argv)
        return _run_window("title", True)
    from game.command_line import parse_args
    args = parse_args(argv)
    if args.install_desktop or args.uninstall_desktop:
        from game.shell import desktop_entry
        return desktop_entry.main(install=args.install_desktop, launcher=_launcher())
    _ensure_libraries(argv)
    if args.self_check:
        from game.shell import self_check
        return self_check.run()
    if args.headless and args.review is not None:
        from game.coach.review_cli import run_review
        return run_review(args.review)
    if args.headless:
        from game.replay.referee import run_headless
        return run_headless(args.replay)
    # The first screen: the title, the replay given (which goes on to the title), its
    # review or a game at once.
    if args.review is not None:
        return _run_window("review", args.review)
    if args.new is not None:
        return _run_window("new_game", args.new, args.seed, args.ghost)
    if args.daily is not None:
        return _run_window("daily_game", args.daily, args.ghost)
    if args.challenge is not None:
        return _run_window("challenge", args.challenge)
    return _run_window("title", True) if args.replay is None else _run_window("replay", args.replay)


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
