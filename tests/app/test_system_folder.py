"""The player's data folder where no folder is given: the folder platformdirs names, found on
Linux by the XDG rule without it (game.saved.system_folder)."""
import sys

import platformdirs
import pytest

from game.saved import system_folder
from game.saved.storage import APP_NAME, ENV_DIR, data_dir

UNSET = None


@pytest.mark.skipif(not system_folder._xdg_system(), reason="the XDG rule is this system's only on Linux and the BSDs")
@pytest.mark.parametrize("xdg_data_home", [UNSET, "", "   ", "/srv/data", "/srv/data/", "relative/data"])
@pytest.mark.parametrize("home", [UNSET, "", "/home/player", "/home/player/", "/", "relative-home"])
def test_the_data_folder_is_where_platformdirs_puts_it(monkeypatch, xdg_data_home, home):
    """Whatever $XDG_DATA_HOME and $HOME say (unset, empty, relative, with a slash at the end): the
    same folder as platformdirs', so a player's saves are where they always were."""
    for name, value in (("XDG_DATA_HOME", xdg_data_home), ("HOME", home)):
        if value is UNSET:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    monkeypatch.delenv(ENV_DIR, raising=False)
    assert system_folder.user_data_folder(APP_NAME) == platformdirs.user_data_dir(APP_NAME, appauthor=False)
    assert data_dir() == data_dir().absolute()


def test_other_systems_ask_platformdirs(monkeypatch):
    """Windows, macOS, iOS and Android apps keep data in places of their own: platformdirs names them."""
    asked = []
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda name, appauthor: asked.append(name) or "/elsewhere")
    for system in ("win32", "darwin", "ios"):
        monkeypatch.setattr(sys, "platform", system)
        assert system_folder.user_data_folder(APP_NAME) == "/elsewhere"
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("ANDROID_DATA", "/data")
    monkeypatch.setenv("ANDROID_ROOT", "/system")
    assert system_folder.user_data_folder(APP_NAME) == "/elsewhere"
    assert asked == [APP_NAME] * 4


def test_the_variable_given_wins(monkeypatch, tmp_path):
    monkeypatch.setenv(ENV_DIR, str(tmp_path))
    assert data_dir() == tmp_path
