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

import argparse
import os
import platform
import sys

# First, before any import that needs 3.11 (tomllib): one line instead of a traceback later.
if sys.version_info < (3, 11):
    sys.exit(f"Slide & Stack needs Python 3.11 or newer; this is {platform.python_version()}")

# A double-click may start us from any working directory: import our own packages.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402,F401  (first: it quiets pygame's greeting, which would spoil the referee's JSON)
from game import games  # noqa: E402  (cheap: the games' rules load when a game is made)
from game.untrusted import MAX_DIGITS, MAX_INT, MIN_INT, excerpt_text  # noqa: E402


def deal_number(text: str) -> int:
    """--seed: a whole number that a replay file, and so the game in progress, can keep."""
    digits = text.strip().removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"{excerpt_text(text)} is not a whole number")
    if len(digits) > MAX_DIGITS or not MIN_INT <= int(text) <= MAX_INT:
        raise argparse.ArgumentTypeError(f"{excerpt_text(text)} is not from {MIN_INT} to {MAX_INT}")
    return int(text)


def game_id(text: str) -> str:
    """--new, --daily: a game id as the registry spells it, however it was typed ('FITS')."""
    return text.strip().lower()


class PrintVersion(argparse.Action):
    """--version: the version, and the commit where this is not the tagged release (asked of git
    only when --version is given, so other starts stay quick)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from game.version import full_version
        print(f"{parser.prog} {full_version()}")
        parser.exit()


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="slide-and-stack", description="FITS, BITS and PILUS")
    parser.add_argument("--version", action=PrintVersion)
    parser.add_argument("--replay", metavar="FILE", help="a replay file to watch (or referee with --headless)")
    parser.add_argument("--review", metavar="FILE", help="a replay file whose decisions the master level weighs "
                        "(with --headless: print the marked ones as JSON, worst first)")
    parser.add_argument("--headless", action="store_true", help="no window: print the replay's result "
                        "(or review) as JSON")
    parser.add_argument("--new", metavar="GAME", type=game_id, help=f"start a game of GAME at once, one person "
                        f"on the left keys (WASD): {', '.join(games.ids())}")
    parser.add_argument("--seed", metavar="N", type=deal_number, help="with --new: the deal number")
    parser.add_argument("--daily", metavar="GAME", type=game_id, help=f"start today's daily challenge of GAME at once: "
                        f"{', '.join(games.daily_games())}")
    parser.add_argument("--ghost", metavar="SOURCE", help="with --new or --daily (a game played alone): race a "
                        "ghost beside you, card by card: a replay FILE of the same deal, 'best' (your best game on "
                        "it) or 'master' (the master level)")
    parser.add_argument("--challenge", metavar="FILE", help="open a challenge file a friend sent: its score is "
                        "checked against its moves, then you play the same deal")
    parser.add_argument("--self-check", action="store_true",
                        help="if the game misbehaves: check its files and its computer players' worker "
                             "process, one line each, no window (exit status 0: all fine)")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="add Slide & Stack to the desktop's applications menu (Linux), started from here")
    desktop.add_argument("--uninstall-desktop", action="store_true", help="take it out of the menu again")
    args = parser.parse_args(argv)
    for option in ("replay", "review", "challenge"):
        if getattr(args, option) == "":
            parser.error(f"--{option} needs a file name")
    if args.headless and args.replay is None and args.review is None:
        parser.error("--headless needs --replay FILE or --review FILE")
    if sum(option is not None for option in (args.replay, args.review, args.new, args.daily, args.challenge)) \
            + args.self_check > 1:
        parser.error("give one of --replay, --review, --new, --daily, --challenge and --self-check")
    if args.ghost is not None and args.new is None and args.daily is None:
        parser.error("--ghost goes with --new GAME or --daily GAME")
    if args.ghost == "":
        parser.error("--ghost needs a replay file, best or master")
    if args.seed is not None and args.new is None:
        parser.error("--seed goes with --new GAME")
    if args.new is not None and args.new not in games.ids():
        parser.error(f"--new: unknown game {args.new!r}; games: {', '.join(games.ids())}")
    if args.daily is not None and args.daily not in games.daily_games():
        parser.error(f"--daily: no daily challenge for {args.daily!r}; "
                     f"games with one: {', '.join(games.daily_games())}")
    return args


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
