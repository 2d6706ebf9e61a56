"""The real App on SDL's dummy drivers, as the tests open it: a data folder of its own,
a 1280x720 window, and computer players deciding at once in this process."""
import pygame
import pytest

import scenes  # noqa: F401  (registers the screens by name, as main.py does)
from game.shell.app import App
from tests.inline_executor import InlineExecutor


def open_app(folder, open_pad=lambda index: None, bot_executor=None, settle: float = 0, check_executor=None) -> App:
    """open_pad(index): what the pad plugged in as device `index` is (default: none opens);
    bot_executor: where computers decide (default: at once, in this thread); settle: the
    seconds a new screen takes no confirm (default none: these tests press faster than a
    person; tests/app/test_new_press.py checks the game's own); check_executor: where what
    is handed to the game is refereed (default: at once, in this thread)."""
    # The mixer's music is the process's: a window closed before left its last piece playing,
    # or fading out, and loading the new window's first piece would wait out that fade (up to
    # 0.9 s, asleep). A player's process starts with none.
    if pygame.mixer.get_init():
        pygame.mixer.music.stop()
    return App(size=(1280, 720), settings_dir=folder, open_pad=open_pad, bot_processes=False,
               bot_executor=bot_executor or InlineExecutor(), settle=settle, check_executor=check_executor or InlineExecutor())


@pytest.fixture
def app(tmp_path):
    app = open_app(tmp_path)
    yield app
    app.close()
