"""The small ways saved data could still be lost or misread: a data folder the player cannot
read, long paths in messages, links out of the data folder, names with control characters,
saved controls that clash now, and files written at a start nobody asked for."""
import copy
import errno
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.saved import storage as storage_module
from game.saved.highscores import Entry, HighScores, replays_folder, saved_replays
from game.shell.input import KEYS_LEFT, KEYS_RIGHT
from game.saved.storage import Settings, Storage, save_problem, shown
from tests.dummy_app import open_app

ROOT = Path(__file__).resolve().parents[2]
NO_READ = "Nothing can be saved in {folder}: the system does not let the game write there."


def title_of(app):
    app.stack.push("title", True)
    for __ in range(2):
        app.step_frame()
    return app.stack.top


def test_a_data_folder_that_cannot_be_read_is_said_once_and_the_game_plays(tmp_path, monkeypatch):
    """As a folder of mode 000 is to its owner (root reads everything, so refused here by hand):
    the title is shown with one notice and what to do, and a game is played."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text('{"volume": 0.1}', encoding="utf-8")
    real_listdir = os.listdir

    def refused(path="."):
        if Path(path) == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_listdir(path)
    monkeypatch.setattr(storage_module.os, "listdir", refused)
    monkeypatch.setattr(storage_module.os, "access", lambda path, mode: Path(path) != folder)
    app = open_app(folder)
    try:
        title = title_of(app)
        assert app.stack.top is title  # no tutorials offered over the notice: nothing tells of earlier starts
        [notice] = app.notices
        assert notice.startswith(NO_READ.format(folder=folder)) and "then start the game again" in notice
        app.stack.push("new_game", "fits", 3)
        app.step_frame()
        assert app.running
    finally:
        app.close()
    assert json.loads((folder / "settings.json").read_text(encoding="utf-8")) == {"volume": 0.1}


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="file modes are a POSIX thing")
def test_a_data_folder_of_mode_000_as_its_owner_sees_it(tmp_path):
    """The real case, run as someone the folder's mode binds: this user when not root; as root,
    root without its power to read and write past file modes (setpriv drops it), so the
    folder's owner meets mode 000 as a player does."""
    folder = tmp_path / "data"
    folder.mkdir()
    command = [sys.executable, "-m", "tests.app.window_child", "title", str(folder)]
    if os.geteuid() == 0:
        assert shutil.which("setpriv"), "setpriv (util-linux) runs this test as root without DAC override"
        command = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--", *command]
    folder.chmod(0o000)
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120,
                              env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    finally:
        folder.chmod(0o700)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    said = json.loads(done.stdout.splitlines()[-1])
    assert [n[:len(NO_READ.format(folder=folder))] for n in said["notices"]] == [NO_READ.format(folder=folder)]
    assert said["menu"][0] == "Play"


def test_a_long_path_in_a_message_is_cut_in_the_middle_and_the_reason_named(tmp_path):
    long = tmp_path / ("x" * 300) / "highscores.json"
    assert len(shown(long)) <= 200 and shown(long).startswith(str(tmp_path)) and shown(long).endswith("highscores.json")
    message = save_problem(long, OSError(errno.ENAMETOOLONG, "File name too long"))
    assert len(message) < 300 and message.endswith("its name is too long for the system.")
    storage = Storage(tmp_path / ("y" * 300))
    problem = storage.folder_problem()
    assert "its name is too long for the system" in problem and "to a shorter folder" in problem
    assert "OSError" not in problem and len(problem) < 500


def test_a_link_out_of_the_data_folder_is_neither_offered_nor_read(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = outside / "notes.json"
    secret.write_text('{"version": 1, "games": {}}', encoding="utf-8")
    storage = Storage(tmp_path / "data")
    replays_folder(storage).mkdir(parents=True)
    (replays_folder(storage) / "fits-20261128-120000.json").symlink_to(secret)
    assert saved_replays(storage) == {}
    storage.folder.joinpath("highscores.json").symlink_to(secret)
    assert HighScores.load(storage)[1] is None  # not read: a fresh table, the file left alone
    assert secret.read_text(encoding="utf-8") == '{"version": 1, "games": {}}'


def test_names_with_tabs_line_breaks_and_control_characters_are_cleaned_when_loaded(tmp_path):
    storage = Storage(tmp_path)
    storage.save_json("settings", {"last_seats": [{"name": "Ann\tB\nC\x07", "device": KEYS_LEFT},
                                                  {"name": "\n\t", "device": KEYS_RIGHT}]})
    assert Settings.load(storage)[0].last_seats == [{"name": "AnnBC", "device": KEYS_LEFT}]
    storage.save_json("highscores", {"version": 1, "games": {"fits": [
        {"name": "Zoë\r\n", "score": 3, "rating": None, "date": "2026-11-28T10:00:00+00:00", "seed": 1,
         "replay": None}]}})
    assert [e.name for e in HighScores.load(storage)[0].table("fits")] == ["Zoë"]


def test_typed_names_take_no_control_characters(app):
    from sprites.menu_widgets import TextField
    field = TextField()
    field.start()
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="A\tn\nn\x1b"))
    assert field.text == "Ann"


def test_a_saved_control_that_clashes_now_is_kept_until_the_player_changes_it(tmp_path):
    saved = {KEYS_RIGHT: {"left": [f"key:{pygame.K_a}"]}}  # A is the left zone's: it clashes
    (tmp_path / "settings.json").write_text(json.dumps({"bindings": saved}), encoding="utf-8")
    app = open_app(tmp_path)
    try:
        assert app.settings.bindings == saved
        app.set_volume(0.2)  # a save for another reason
        app.save_settings()
        assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["bindings"] == saved
        bindings = copy.deepcopy(app.input.bindings)  # as the controls screen hands over a changed set
        bindings.tables[KEYS_LEFT]["flip"] = ((bindings.tables[KEYS_LEFT]["flip"][0][0], pygame.K_x),)
        app.set_bindings(bindings)  # the player changes the left zone: the right one stays as they set it
        written = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["bindings"]
        assert written[KEYS_RIGHT] == saved[KEYS_RIGHT] and KEYS_LEFT in written
    finally:
        app.close()


def test_nothing_is_saved_at_a_start_without_a_player_action(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"fullscreen": True, "volume": 0.3}), encoding="utf-8")
    before = (tmp_path / "settings.json").stat().st_mtime_ns, (tmp_path / "settings.json").read_bytes()
    app = open_app(tmp_path)
    try:
        app.stack.push("title")
        app.step_frame()
    finally:
        app.close()
    assert ((tmp_path / "settings.json").stat().st_mtime_ns, (tmp_path / "settings.json").read_bytes()) == before


def test_two_windows_changing_different_settings_keep_both(tmp_path):
    storage = Storage(tmp_path)
    first, second = Settings.load(storage)[0], Settings.load(storage)[0]
    first.volume = 0.1
    assert first.save(storage) is None
    second.music_volume = 0.9
    assert second.save(storage) is None
    again = Settings.load(storage)[0]
    assert (again.volume, again.music_volume) == (0.1, 0.9)


def test_a_score_whose_save_failed_is_not_claimed(tmp_path, monkeypatch):
    storage = Storage(tmp_path)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(storage_module, "write_atomic", full)
    place, problem = HighScores(storage).add("fits", Entry("Ann", 3, None, "2026-11-28T10:00:00+00:00", 1, None))
    assert place is None and "the disk is full" in problem
