"""From the command line to the first screen: the options read, the libraries found (or the
project's .venv handed the start over), the Windows app's console, and the game's window run
on its first scene. main.py keeps only what must come before all this (the Python version's
check, the frozen app's worker processes) and the opening of the window, which registers the
screens (nothing under game/ imports them): Python compiles a script at every start but a
module once (about 1 ms of every start's CPU, issue 47).
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable

# The folder main.py is in: the checkout, the installed package or the app's folder.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAIN = os.path.join(ROOT, "main.py")


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
    venv = os.path.join(ROOT, ".venv")
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
    return [sys.executable, MAIN]


def _ensure_libraries(argv) -> None:
    """A double-click runs the system Python: hand over to the project's .venv when the
    libraries are only there, else say what to install instead of a traceback."""
    from importlib.util import find_spec

    # Found, not imported: the window imports them when it needs them, and the start stays quick.
    missing = next((name for name in ("pygame", "pytmx", "babel") if find_spec(name) is None), None)
    if missing:
        venv_python = _project_venv_python()
        if venv_python:
            os.execv(venv_python, [venv_python, MAIN, *argv])
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


def run(argv: list[str], open_window: Callable[..., int]) -> int:
    """What the command line `argv` asks; a window is opened by `open_window(first_scene, *args)`
    (main.py's: it registers the screens, which nothing under game/ imports)."""
    _print_to_starting_console()
    if not argv:  # a double-click: the title, no option to read (argparse's first parse cost the start 2-3 ms, issue 47)
        _ensure_libraries(argv)
        return open_window("title", True)
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
        return open_window("review", args.review)
    if args.new is not None:
        return open_window("new_game", args.new, args.seed, args.ghost)
    if args.daily is not None:
        return open_window("daily_game", args.daily, args.ghost)
    if args.challenge is not None:
        return open_window("challenge", args.challenge)
    return open_window("title", True) if args.replay is None else open_window("replay", args.replay)

