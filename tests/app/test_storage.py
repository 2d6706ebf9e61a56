"""Player data: atomic writes, damaged files kept aside and reported."""
import os
import time

import pytest

from game.saved.storage import ENV_DIR, Settings, Storage, data_dir


def test_round_trip(tmp_path):
    storage = Storage(tmp_path)
    assert storage.load_json("scores", {"best": 0}, Settings.HOLDS) == ({"best": 0}, None)
    assert storage.save_json("scores", {"best": 31, "name": "Zoë"}) is None
    assert storage.load_json("scores", {}, Settings.HOLDS) == ({"best": 31, "name": "Zoë"}, None)


def test_a_crash_mid_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    storage.save_json("settings", {"volume": 0.5})

    def crash(src, dst):
        raise OSError("power cut")
    monkeypatch.setattr(os, "replace", crash)
    problem = storage.save_json("settings", {"volume": 0.9})
    assert problem and "settings.json" in problem
    monkeypatch.undo()
    assert storage.load_json("settings", {}, Settings.HOLDS) == ({"volume": 0.5}, None)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left behind


def test_a_damaged_file_is_kept_aside_and_reported(tmp_path):
    storage = Storage(tmp_path)
    (tmp_path / "settings.json").write_text('{"volume": 0.5', encoding="utf-8")
    data, problem = storage.load_json("settings", {"volume": 0.7}, Settings.HOLDS)
    assert data == {"volume": 0.7}
    damaged = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.damaged-")]
    assert len(damaged) == 1 and damaged[0].read_text(encoding="utf-8") == '{"volume": 0.5'
    assert damaged[0].name in problem
    assert not (tmp_path / "settings.json").exists()


def test_settings_survive_a_round_trip_and_bad_values(tmp_path):
    storage = Storage(tmp_path)
    settings = Settings(volume=0.3, music_volume=0.8, fullscreen=True, last_seats=[{"name": "Ann", "device": "mouse"}])
    settings.save(storage)
    assert Settings.load(storage) == (settings, None)
    storage.save_json("settings", {"volume": "loud", "music_volume": True, "fullscreen": 1,
                                   "last_seats": [{"name": 3}, "x"]})
    assert Settings.load(storage) == (Settings(), None)
    # Out of range: the nearest volume; no number, or a file from before the music: the default.
    storage.save_json("settings", {"volume": 7, "music_volume": None})
    assert Settings.load(storage) == (Settings(volume=1.0), None)
    storage.save_json("settings", {"volume": -1})
    assert Settings.load(storage) == (Settings(volume=0.0), None)


def test_damaged_settings_reach_the_title_screen(tmp_path):
    from game.shell.app import App
    (tmp_path / "settings.json").write_text("not json", encoding="utf-8")
    app = App(settings_dir=tmp_path, open_pad=lambda index: None)
    try:
        assert len(app.notices) == 1 and "damaged" in app.notices[0]
    finally:
        app.close()


def test_the_data_folder_can_be_overridden(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_DIR, str(tmp_path))
    assert data_dir() == tmp_path
    assert Storage().folder == tmp_path
    monkeypatch.delenv(ENV_DIR)
    assert data_dir().name == "slide-and-stack"


@pytest.mark.parametrize("content", ["[1, 2", "\udcff"])
def test_unreadable_content_never_raises(tmp_path, content):
    (tmp_path / "x.json").write_bytes(content.encode("utf-8", "surrogateescape"))
    data, problem = Storage(tmp_path).load_json("x", None, Settings.HOLDS)
    assert data is None and problem


def test_a_full_disk_leaves_no_temporary_file_beside_the_table_or_the_replays(tmp_path, monkeypatch, caplog):
    import errno
    from datetime import datetime

    from game.saved.highscores import save_game_replay
    from tools.ramp_play import solo_bot_game
    replay, _ = solo_bot_game("fits", "Ann", 3, "normal")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    storage = Storage(tmp_path)
    assert "highscores.json: the disk is full" in storage.save_json("highscores", {"version": 1, "games": {}})
    name, problem = save_game_replay(storage, replay, datetime(2025, 6, 1))
    assert name is None and "replays: the disk is full" in problem
    assert "No space left" in caplog.text and "No space left" not in problem  # the system's words: in the log
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == []


def test_the_start_sweeps_temporary_files_no_writer_holds_whatever_their_process_ids(tmp_path):
    import fcntl
    (tmp_path / "replays").mkdir()
    # Left by writers gone, one naming this very process's id (ids are reused after a reboot).
    left = [tmp_path / f".highscores.json.{os.getpid()}.abcd1234.tmp",
            tmp_path / ".highscores-k2j4_x9q.tmp",               # as earlier versions named them
            tmp_path / "replays" / "fits-20250601-100000.json.tmp",
            tmp_path / "replays" / f".fits-20250601-100000.json.{os.getpid() + 1}.q1w2e3r4.tmp"]
    writing = tmp_path / f".settings.json.{os.getpid() + 2}.zxcv0987.tmp"  # a save going on right now
    for path in left + [writing]:
        path.write_text("{", encoding="utf-8")
    with open(writing, "rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)  # as write_atomic holds its temporary file
        Storage(tmp_path).sweep()
        assert [p.name for p in tmp_path.rglob("*.tmp")] == [writing.name]
    old = time.time() - 3600  # a lock never asked of (Windows) or never let go: taken by age
    os.utime(writing, (old, old))
    with open(writing, "rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        Storage(tmp_path).sweep()
    assert list(tmp_path.rglob("*.tmp")) == []


def test_a_language_from_the_settings_file_is_one_the_game_has_never_a_folder(tmp_path):
    storage = Storage(tmp_path)
    for language in ("/etc", "../../levels/i18n/en", "en/../en", ["en"]):
        storage.save_json("settings", {"language": language, "volume": 0.2})
        settings, problem = Settings.load(storage)
        assert (settings.language, settings.volume, problem) == ("", 0.2, None)  # "": the system's language


@pytest.mark.parametrize("flock", [True, False], ids=["flock", "no flock"])
def test_a_lock_another_window_holds_is_told_from_one_free_or_never_taken(tmp_path, monkeypatch, flock):
    """Storage.held_elsewhere asks filelock's descriptor lock; where the file system has no flock,
    the FileLock's own answer. Another FileLock on the file (another window's) holds it."""
    import errno

    import filelock
    if not flock:
        def missing(fd, blocking=True):
            raise OSError(errno.ENOSYS, "flock is missing")
        monkeypatch.setattr(filelock, "lock_descriptor", missing)
    storage = Storage(tmp_path)
    assert not storage.held_elsewhere("in-progress-fits-1")  # never taken: no lock file is made to ask
    assert not (tmp_path / ".locks" / "in-progress-fits-1.lock").exists()
    other = filelock.FileLock(storage.lock("in-progress-fits-1").lock_file)
    with other:
        assert storage.held_elsewhere("in-progress-fits-1")
    assert not storage.held_elsewhere("in-progress-fits-1")  # let go: free
