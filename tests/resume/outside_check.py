"""The outside checkers' sequence, for test_outside_check: `main.py --new fits`
run as a player starts it (the real loop, dummy drivers), the left zone's drop
key (S) pressed four times in quick succession, nothing printed about saves.

  python tests/resume/outside_check.py loading   the presses wait in the window's
                                                 queue while the game loads
  python tests/resume/outside_check.py playing   pressed at once as the game shows,
                                                 all four read in one frame

The data folder comes from SLIDE_AND_STACK_DATA_DIR, as for any start.
"""
import os
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

import main  # noqa: E402
from game.shell import app as app_module  # noqa: E402
from game.saved.storage import data_dir  # noqa: E402

DROPS = 4


def press_drop_four_times():
    for __ in range(DROPS):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=pygame.K_s, mod=0, unicode="", scancode=pygame.KSCAN_S))


def press_once_the_game_shows():
    # The game is on screen once its file is there (it is saved as it starts).
    folder = data_dir() / "in-progress"
    while not (folder.is_dir() and any(folder.iterdir())):
        threading.Event().wait(0.01)
    press_drop_four_times()


def press_when_the_window_opens(when):
    opened = app_module.App.__init__

    def opening(app, *args, **kwargs):
        opened(app, *args, **kwargs)
        if when == "loading":
            press_drop_four_times()
        else:
            threading.Thread(target=press_once_the_game_shows, daemon=True).start()

    app_module.App.__init__ = opening


if __name__ == "__main__":
    press_when_the_window_opens(sys.argv[1])
    sys.exit(main.main(["--new", "fits"]))
