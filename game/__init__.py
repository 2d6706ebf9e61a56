"""Slide & Stack: the core packages (rules, content, replays, app loop)."""
import os

APP_ID = "slide-and-stack"  # the desktop entry's name (game.shell.desktop_entry) and the window's class


# pygame's greeting on stdout would spoil the headless referee's JSON (pytmx imports pygame).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The computer players' networks are small: numpy's threaded BLAS would add a thread per
# core that costs more CPU than it saves and takes it from the window's frame loop, and a
# level's think time (the deciding thread's CPU) would not count it.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # numpy's wheels for Linux and Windows
os.environ.setdefault("VECLIB_MAXIMUM_THREADS", "1")  # and for macOS (Accelerate)
# The window's class, as the desktop entry's StartupWMClass names it, so docks match window and
# entry: set before pygame is imported, which would set it to the script's name ('main.py').
for _variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
    os.environ.setdefault(_variable, APP_ID)
