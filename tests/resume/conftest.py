"""The real App on the dummy drivers."""
import pytest

import scenes  # noqa: F401  (registers the screens by name, as main.py does)
from game.app import App
from tests.inline_executor import InlineExecutor


@pytest.fixture
def app(tmp_path):
    app = App(size=(1280, 720), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    yield app
    app.close()
