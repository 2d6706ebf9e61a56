"""After any screen change a confirm must be a new press, made once the screen is seen
(game.shell.input.input_map.SETTLE): the real loop at the game's own pace, keys, a pad and clicks."""
import pygame

from game.shell.input import KEYS_LEFT
from game.shell.input.input_map import SETTLE
from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.learn_pages import TutorialEndScene
from scenes.ramp.round_results import RoundResultsScene
from scenes.menus.table_setup import TableSetupScene
from scenes.menus.title import TitleScene
from tests.app.conftest import click, key_down, key_up, pad_button, tap
from tests.app.test_tutorials import Person, open_learn_choice, play_tutorial
from tests.dummy_app import open_app

FRAME = 1 / 60


def wait(app, seconds):
    for __ in range(round(seconds / FRAME)):
        app.step_frame()


def on_title(tmp_path):
    app = open_app(tmp_path, settle=SETTLE)
    app.stack.push(TitleScene(app))
    wait(app, 1)
    return app


def test_a_double_tap_chooses_on_one_screen_only(tmp_path):
    app = on_title(tmp_path)
    try:
        app.step_frame(tap(pygame.K_RETURN))  # Play
        wait(app, 0.35)
        app.step_frame(tap(pygame.K_RETURN))  # meant for the title too: the game choice is not chosen from
        wait(app, 0.1)
        assert isinstance(app.stack.top, GameChoiceScene)
        app.step_frame(tap(pygame.K_RETURN))  # a press once the screen is seen chooses
        wait(app, 0.1)
        assert isinstance(app.stack.top, TableSetupScene)
    finally:
        app.close()


def test_two_presses_in_one_frame_choose_once(tmp_path):
    app = on_title(tmp_path)
    try:
        app.step_frame(tap(pygame.K_SPACE) + tap(pygame.K_SPACE))
        wait(app, 1)
        assert isinstance(app.stack.top, GameChoiceScene)
    finally:
        app.close()


def test_a_key_held_across_the_change_does_not_choose_when_the_wait_is_over(tmp_path):
    app = on_title(tmp_path)
    try:
        app.step_frame([key_down(pygame.K_RETURN)])
        wait(app, 1)  # still held, long after the screen appeared
        app.step_frame([key_up(pygame.K_RETURN)])
        wait(app, 0.1)
        assert isinstance(app.stack.top, GameChoiceScene)
    finally:
        app.close()


def test_a_pad_and_a_mouse_double_tap_too(tmp_path):
    app = open_app(tmp_path, settle=SETTLE)
    try:
        app.input.add_pad(3, "Test pad")
        app.stack.push(TitleScene(app))
        wait(app, 1)
        app.step_frame([pad_button(3, 0), pad_button(3, 0, down=False)])
        wait(app, 0.3)
        app.step_frame([pad_button(3, 0), pad_button(3, 0, down=False)])
        wait(app, 0.1)
        choice = app.stack.top
        assert isinstance(choice, GameChoiceScene)
        app.step_frame()
        where = choice.menu.items[0].rect.center
        app.step_frame(click(where))
        wait(app, 0.2)
        setup = app.stack.top
        assert isinstance(setup, TableSetupScene)
        app.step_frame(click(where))  # lands on a seat's button of the setup that just came
        wait(app, 0.1)
        assert app.stack.top is setup and setup.editing is None and len(setup.rows) == 1
    finally:
        app.close()


def test_the_tutorials_last_page_is_seen_after_space_space(app):
    """Space to wave the last round's table through, Space again 0.35 s later: 'You are ready' stays."""
    person = Person(app, KEYS_LEFT)
    open_learn_choice(app, person)
    last_table = play_tutorial(app, person, "fits", wrong_first=False, until=lambda top: isinstance(
        top, RoundResultsScene) and top.show_table and top.state.is_terminal())
    assert last_table is app.stack.top
    app.settle = SETTLE  # from here at the game's own pace
    app.step_frame(tap(pygame.K_SPACE))
    wait(app, 0.35)
    app.step_frame(tap(pygame.K_SPACE))
    wait(app, 0.1)
    assert isinstance(app.stack.top, TutorialEndScene)
