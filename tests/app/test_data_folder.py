"""A data folder where nothing can be kept (a file by its name, a read-only disk): the
game starts, plays, says once and plainly on the title screen that nothing is saved,
and touches nothing that is there."""
import errno
import json
import shutil

import pygame
import pytest

from game import i18n
from game.saved import storage
from game.saved.save_writer import wait_for_saves
from tests.app.conftest import tap
from tests.dummy_app import open_app
from sprites import text_audit
from tests.scenes.driving import run_until


def play_a_drop_then_the_title(app):
    """--new fits as a player starts it, one drop, then back to the title."""
    app.stack.push("new_game", "fits", 5)
    app.step_frame()
    game = app.stack.top
    app.step_frame(tap(pygame.K_s))
    run_until(app, lambda: len(game.moves) == 1)
    wait_for_saves()
    app.stack.clear_to("title")
    app.step_frame()
    return app.stack.top


@pytest.mark.parametrize("where", ["the folder", "a folder above it"])
def test_a_file_where_the_data_folder_should_be_is_said_plainly_and_left_alone(tmp_path, where):
    blocker = tmp_path / "slide-and-stack"
    blocker.write_text("my notes", encoding="utf-8")
    folder = blocker if where == "the folder" else blocker / "data"
    app = open_app(folder)
    try:
        assert len(app.notices) == 1  # one notice for the cause, not one per file it holds
        assert app.notices[0].startswith(f"Nothing can be saved in {folder}: there is a file by that name, "
                                         "not a folder.")
        play_a_drop_then_the_title(app)
        assert app.running and blocker.read_text(encoding="utf-8") == "my notes"
    finally:
        app.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slide-and-stack"]


def test_a_folder_the_game_may_not_write_in_is_said_at_the_start(tmp_path, monkeypatch):
    def refused(*args, **kwargs):
        raise PermissionError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage.tempfile, "mkstemp", refused)
    app = open_app(tmp_path)
    try:
        assert app.notices == [f"Nothing can be saved in {tmp_path}: the system does not let the game write there. "
                               "Settings, scores and games in progress last only until the game closes. Let your "
                               "user account read and write that folder (or set SLIDE_AND_STACK_DATA_DIR to another "
                               "one), then start the game again."]
    finally:
        app.close()


def test_a_writable_folder_gets_no_notice_and_no_litter(tmp_path):
    app = open_app(tmp_path / "new")
    try:
        assert app.notices == []
    finally:
        app.close()
    assert not [p for p in (tmp_path / "new").iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("game_id", ["fits", "pilus"])
def test_a_game_that_cannot_be_saved_says_so_where_the_players_look(tmp_path, game_id):
    """Started straight in (no title screen first), the game itself says that it is not
    kept, so nobody closes the window believing it is; it goes on all the same."""
    blocker = tmp_path / "data"
    blocker.write_text("", encoding="utf-8")
    app = open_app(blocker)
    try:
        app.stack.push("new_game", game_id, 5)
        app.step_frame()
        game = app.stack.top
        said = game.messages[0] if game_id == "fits" else game.message
        assert said[0] == "This game could not be saved: the title screen says why."
        assert any(notice.startswith("Could not save") for notice in app.notices)  # the why, for the title
        app.step_frame()
        assert app.running and app.stack.top is game
    finally:
        app.close()


def test_a_full_disk_is_logged_once_per_game_not_at_every_move(app, monkeypatch, caplog):
    """Every move of a game on a full disk fails to save: the log says so once, and again
    only when the reason changes (the disk full, then the folder made read-only)."""
    from game.saved import save_writer
    refusal = [errno.ENOSPC]

    def refused(path, text):
        raise OSError(refusal[0], "refused")

    monkeypatch.setattr(save_writer, "write_atomic", refused)
    app.stack.push("new_game", "fits", 5)
    app.step_frame()
    game = app.stack.top

    def drops(count):
        for _ in range(count):
            moves = len(game.moves)
            app.step_frame(tap(pygame.K_s))
            run_until(app, lambda: len(game.moves) == moves + 1)
            wait_for_saves()  # each move's save is tried, not replaced by the next one

    def failures_logged():
        return sum("could not be saved" in record.getMessage() for record in caplog.records)

    drops(3)
    assert failures_logged() == 1 and app.running
    refusal[0] = errno.EACCES
    drops(2)
    assert failures_logged() == 2


# At the start, a disk with little room left: the words that begin the title's notice, free room said in MiB.
ALMOST_FULL = {"en": "The disk holding {folder} is almost full (3.5\xa0MiB free): games in progress, scores and replays",
               "de": "Auf dem Datenträger mit {folder} ist kaum noch Platz (noch 3,5\xa0MiB frei)",
               "fr": "Le disque qui contient {folder} est presque plein (encore 3,5\xa0Mio libres)\xa0:",
               "nl": "De schijf met {folder} is bijna vol (nog 3,5\xa0MiB vrij)"}


def free_room(monkeypatch, free=None, problem=None):
    """The data folder's disk as shutil.disk_usage sees it: `free` bytes left, or `problem` raised."""
    real = shutil.disk_usage

    def disk_usage(path):
        if problem:
            raise problem
        return real(path)._replace(free=free)
    monkeypatch.setattr(shutil, "disk_usage", disk_usage)


@pytest.mark.parametrize("language", ALMOST_FULL)
def test_a_disk_almost_full_is_said_on_the_title_at_the_start_and_the_game_plays_on(tmp_path, monkeypatch, language):
    (tmp_path / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    free_room(monkeypatch, free=int(3.5 * 2 ** 20))
    app = open_app(tmp_path)
    try:
        title = play_a_drop_then_the_title(app)  # never in the way of playing
        assert app.running and title is app.stack.top
        text_audit.start_audit(app.surface)
        app.step_frame()
        drawn = " ".join(note.text for note in text_audit.stop_audit() if note.on_screen)
        assert ALMOST_FULL[language].format(folder=tmp_path) in drawn, repr(drawn[:300])
        assert len([notice for notice in app.notices if str(tmp_path) in notice]) == 1  # said once
    finally:
        app.close()
        i18n.set_language("en")


@pytest.mark.parametrize("free, problem", [(storage.LOW_SPACE_BYTES, None), (None, PermissionError(errno.EACCES, "no"))])
def test_a_disk_with_room_or_one_that_cannot_be_asked_gets_no_notice(tmp_path, monkeypatch, free, problem):
    free_room(monkeypatch, free, problem)
    app = open_app(tmp_path)
    try:
        assert app.notices == []
        play_a_drop_then_the_title(app)
    finally:
        app.close()
