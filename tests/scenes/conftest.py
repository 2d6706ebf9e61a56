"""The real App on the dummy drivers, for scenes driven by injected events."""
import pytest

from game.shell.input.pads import Pad
from tests.dummy_app import open_app

PAD_IDS = 40  # a pad plugged in as device index i gets instance id PAD_IDS + i


@pytest.fixture
def app(tmp_path):
    app = open_app(tmp_path, open_pad=lambda index: Pad(PAD_IDS + index, "Test pad"))
    yield app
    app.close()
