"""A shipped game's computer-levels file damaged: the table setup says the file's
problem where the level's strength would be, Start gives a page saying why the game
cannot start, and Back leads to a working title, never a closed window. The same
page for a damaged file of the computer's board estimate (bot-weights.toml)."""
import pygame
import pytest

import game.content.bot_weights as bot_weights
import game.content.computer_levels as computer_levels
from game import games
from game.content.content_error import ContentError
from game.shell.input import KEYS_LEFT, Seat
from scenes.menus.rules_screen import TextPageScene
from scenes.menus.title import TitleScene
from scenes.shared.level_words import about_line, level_line, played_like
from tests.app.conftest import tap
from scenes.ramp.ramp_screen import RampGameScene


@pytest.fixture
def damaged(tmp_path, monkeypatch):
    """Every game's computer-levels file, with a level's setting written as words."""
    root = tmp_path / "levels"
    for game_id in ("fits", "pilus"):
        (root / game_id).mkdir(parents=True)
        (root / game_id / "computer-levels.toml").write_text('[easy]\nnoise = "much"\n[normal]\nnoise = "much"\n',
                                                             encoding="utf-8")
    monkeypatch.setattr(computer_levels, "LEVELS_DIR", root)
    return root


def test_the_table_says_the_files_problem_for_a_level(damaged):
    line = level_line("fits", "easy")
    assert line == f"{damaged / 'fits' / 'computer-levels.toml'}: easy: noise must be a number, not 'much'"
    with pytest.raises(ContentError):
        computer_levels.load_level_settings("fits", "easy")
    assert about_line("fits", "easy") == ""


def test_results_name_no_level_when_the_levels_cannot_be_read(damaged):
    assert played_like("fits", games.get("fits").content().ratings[0]) == ""


def test_the_setup_draws_with_a_computer_seat_focused(app, damaged):
    app.stack.push("table_setup", "fits")
    app.step_frame()
    setup = app.stack.top
    setup.add_computer()
    setup.menu.focus = setup.menu.items.index(setup.rows[-1].device_item)
    assert setup.focused_device() == "ai:normal"
    app.step_frame()  # the right panel says the file's problem instead of the level's strength
    assert app.stack.top is setup


@pytest.mark.parametrize("game_id", ["fits", "pilus"])
def test_a_computer_seat_on_damaged_levels_gives_a_page_then_the_title(app, damaged, game_id):
    app.stack.replace("title")
    app.step_frame()
    seats = [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")]
    app.stack.push(games.get(game_id).part("game_screen"), game_id, seats, 5)
    app.step_frame()
    page = app.stack.top
    assert isinstance(page, TextPageScene) and page.heading == "This game cannot start"
    assert "computer-levels.toml: easy: noise must be a number" in page.body
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_a_computer_seat_on_damaged_estimate_weights_gives_a_page_then_the_title(app, tmp_path, monkeypatch):
    (tmp_path / "fits").mkdir()
    (tmp_path / "fits" / "bot-weights.toml").write_text("[[round]]\nfil = 1.0\n", encoding="utf-8")
    monkeypatch.setattr(bot_weights, "LEVELS_DIR", tmp_path)
    app.stack.replace("title")
    app.step_frame()
    app.stack.push(RampGameScene, "fits", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (hard)", "ai:hard")], 5)
    app.step_frame()
    page = app.stack.top
    assert isinstance(page, TextPageScene) and page.heading == "This game cannot start"
    assert "bot-weights.toml: round 1: unknown weight 'fil'" in page.body
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)
