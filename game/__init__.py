"""Slide & Stack: the core packages (rules, content, replays, app loop)."""
import os

# pygame's greeting on stdout would spoil the headless referee's JSON (pytmx imports pygame).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The computer players' networks are small: numpy's threaded BLAS would add a thread per
# core that costs more CPU than it saves and takes it from the window's frame loop, and a
# level's think time (the deciding thread's CPU) would not count it.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # numpy's wheels for Linux and Windows
os.environ.setdefault("VECLIB_MAXIMUM_THREADS", "1")  # and for macOS (Accelerate)
