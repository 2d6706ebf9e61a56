"""The title reads the games in progress each time it shows, and parses only the files that
changed since (game/saved/in_progress_reads.py): a game another window played on is said as far as
it is now, a computer's name follows the language, and a game whose file stayed as it was is not
parsed again."""
import os
import time

import pytest

import game.saved.in_progress as in_progress
from game.saved.in_progress import GameInProgress, InProgressFiles
from game.saved.save_writer import wait_for_saves
from game.saved.storage import Storage
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Seat
from game.shell.input.seats import computer_seat
from tools.bench_start import four_players_played

SETTLED = 10 * 10**9  # ns: a file saved this long ago (younger ones are read again at each title anyway)


@pytest.fixture
def reads(monkeypatch) -> list:
    """The paths of the in-progress files parsed from now on."""
    paths, read = [], in_progress.read_game
    monkeypatch.setattr(in_progress, "read_game", lambda path: (paths.append(path), read(path))[1])
    return paths


def saved_game(app, rounds_played: int) -> GameInProgress:
    """Four players' FITS game (the last a computer) on deal 7, saved `rounds_played` rounds in, its file
    settled: written some seconds ago."""
    deal, game, moves = four_players_played(rounds_played, 7)
    seats = (Seat("Ann", KEYS_LEFT), Seat("Ben", KEYS_RIGHT), Seat("Cy", MOUSE), computer_seat(4, "easy"))
    saved = GameInProgress("fits", seats, 7, deal)
    saved.state = game
    files = InProgressFiles(app.storage)
    assert files.save(saved, moves) is None
    files.let_go(saved)
    wait_for_saves()
    settle(saved.path)
    return saved


def settle(path, at=None):
    at = time.time_ns() - SETTLED if at is None else at
    os.utime(path, ns=(at, at))


def continue_line(app) -> str:
    title = app.stack.top
    title.on_resume()  # back on the title from another screen
    app.step_frame()
    return title.menu.items[0].label


def test_a_game_played_on_in_another_window_is_read_again_at_the_next_title(app, reads, tmp_path):
    saved = saved_game(app, rounds_played=1)
    app.stack.push("title")
    app.step_frame()
    assert continue_line(app).startswith("Continue: FITS  ·  round 2 of 4")
    assert reads == [saved.path]  # the second showing parsed nothing
    # Another window plays two rounds more and saves (its own file, moved over this one), within the same
    # tick of the file's clock as before.
    before = saved.path.stat().st_mtime_ns
    other = GameInProgress("fits", saved.seats, 7, saved.deal)
    __, other.state, moves = four_players_played(3, 7)
    elsewhere = InProgressFiles(Storage(tmp_path / "elsewhere"))
    assert elsewhere.save(other, moves) is None
    elsewhere.let_go(other)
    wait_for_saves()
    os.replace(other.path, saved.path)
    settle(saved.path, before)
    assert continue_line(app).startswith("Continue: FITS  ·  round 4 of 4")
    assert reads == [saved.path, saved.path]
    assert continue_line(app).startswith("Continue: FITS  ·  round 4 of 4") and len(reads) == 2


def test_a_computers_name_follows_the_language_the_title_is_shown_in(app, reads):
    saved_game(app, rounds_played=1)
    app.stack.push("title")
    app.step_frame()
    [game], __ = InProgressFiles(app.storage).load_all()
    assert game.seats[3].name == "Computer 4 (easy)"
    app.set_language("de")
    [game], __ = InProgressFiles(app.storage).load_all()
    assert game.seats[3].name == computer_seat(4, "easy").name != "Computer 4 (easy)"
    app.set_language("en")
    [game], __ = InProgressFiles(app.storage).load_all()
    assert game.seats[3].name == "Computer 4 (easy)"


def test_each_reading_hands_out_a_game_of_its_own(app, reads):
    """What a screen does with the game it was handed (a game screen sets its live state) is not
    what the next title reads."""
    saved = saved_game(app, rounds_played=1)
    [first], __ = InProgressFiles(app.storage).load_all()
    [second], __ = InProgressFiles(app.storage).load_all()
    assert first is not second and first == second and len(reads) == 1
    first.state = four_players_played(2, 7)[1]
    first.moves = ()
    [third], __ = InProgressFiles(app.storage).load_all()
    assert third.moves == saved.moves and third._state is None and third.progress == saved.progress


def test_a_game_saved_just_now_is_parsed_at_each_reading(app, reads):
    """Its file's time may not yet tell it from a save within the same tick of the file system's clock."""
    saved = saved_game(app, rounds_played=1)
    settle(saved.path, time.time_ns())
    for __ in range(2):
        InProgressFiles(app.storage).load_all()
    assert reads == [saved.path, saved.path]
