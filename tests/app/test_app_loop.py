"""The real frame loop, headless, driven by injected events."""
import pygame

from game.shell.app import Pace
from game.shell.input import Seat
from game.shell.scene_stack import Scene
from scenes.menus.game_choice import GameChoiceScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.menus.table_setup import TableSetupScene
from scenes.menus.title import TitleScene
from tests.app.conftest import click, key_down, key_up, tap


def start_at_title(app):
    app.stack.push(TitleScene(app))
    app.step_frame()
    return app.stack.top


def test_title_to_game_choice_to_setup_with_keys(app):
    start_at_title(app)
    app.step_frame(tap(pygame.K_RETURN))  # Play
    app.step_frame()
    assert isinstance(app.stack.top, GameChoiceScene)
    app.step_frame(tap(pygame.K_DOWN))  # FITS compact
    app.step_frame(tap(pygame.K_SPACE))
    app.step_frame()
    setup = app.stack.top
    assert isinstance(setup, TableSetupScene)
    assert setup.definition.id == "fits-mini"
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame(tap(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, TitleScene)


def test_title_play_by_mouse_click(app):
    title = start_at_title(app)
    app.step_frame(click(title.menu.items[0].rect.center))
    assert isinstance(app.stack.top, GameChoiceScene)


def test_gamepad_drives_the_menus(app):
    from tests.app.conftest import pad_button, pad_hat
    start_at_title(app)
    for _ in range(4):  # down past High scores, Daily challenge and Settings to Rules
        app.step_frame([pad_hat(5, (0, -1)), pad_hat(5, (0, 0))])
    app.step_frame([pad_button(5, 0), pad_button(5, 0, down=False)])
    app.step_frame()
    assert isinstance(app.stack.top, GameChoiceScene)
    assert app.stack.top.purpose == "rules"


def test_quit_from_title_ends_the_loop(app):
    start_at_title(app)
    app.step_frame(tap(pygame.K_ESCAPE))  # focus moves to Quit, nothing quits yet
    assert app.running
    app.step_frame(tap(pygame.K_RETURN))
    assert not app.running


def test_window_close_ends_the_loop(app):
    start_at_title(app)
    app.step_frame([pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_setup_starts_the_ramp_game_with_the_seats(app, monkeypatch):
    import sys
    import types

    started = {}

    class FakeRampGame(Scene):  # a plain scene: the title hands the seats back when shown
        def __init__(self, app, game_id, seats, seed):
            super().__init__(app)
            started.update(game_id=game_id, seats=seats, seed=seed)

    monkeypatch.setitem(sys.modules, "scenes.ramp.ramp_screen", types.SimpleNamespace(RampGameScene=FakeRampGame))
    app.stack.push(TableSetupScene(app, "bits"))
    app.step_frame()
    setup = app.stack.top
    setup.add_row()
    setup.seed_field.text = "42"
    setup.start()
    app.step_frame()
    assert started == {"game_id": "bits", "seats": [Seat("Player 1", "keys-left"), Seat("Player 2", "keys-right")],
                       "seed": 42}
    assert app.input.seats == started["seats"]
    assert app.settings.last_seats[1] == {"name": "Player 2", "device": "keys-right"}


def test_a_sliver_window_still_draws_at_the_minimum_size(app):
    title = start_at_title(app)
    app.window.minimum_size = (1, 1)  # as if the window manager ignored the minimum
    app.window.size = (480, 120)
    app.step_frame()
    assert app.surface.get_size() == (960, 540)
    # A click on the scaled-down picture lands on the button drawn there.
    scale = min(480 / 960, 120 / 540)
    ox, oy = (480 - int(960 * scale)) // 2, (120 - int(540 * scale)) // 2
    x, y = title.menu.items[0].rect.center
    app.step_frame(click((round(x * scale + ox), round(y * scale + oy))))
    assert isinstance(app.stack.top, GameChoiceScene)


def test_a_menu_rests_between_inputs_and_a_held_key_or_a_scene_change_keeps_it_awake(app):
    """At rest the window sleeps until an event and skips drawing; a held key (it
    repeats) or a queued scene change keeps the frames coming (a game's own rests:
    tests/app/test_turns_at_rest.py)."""
    title = start_at_title(app)
    assert app.pace() is Pace.REST
    app.step_frame([key_down(pygame.K_DOWN)])
    assert app.pace() is not Pace.REST  # held: the focus moves on by itself after a moment
    for _ in range(18):  # 0.3 s: the first repeat is due after 0.22 s
        app.step_frame()
    assert title.menu.focus >= 2
    app.step_frame([key_up(pygame.K_DOWN)])
    app.step_frame()
    assert app.pace() is Pace.REST
    app.stack.push("table_setup", "fits")
    assert app.pace() is not Pace.REST
    app.stack.replace("ramp_game", "fits", [Seat("Ann", "keys-left")], 3)
    assert app.pace() is not Pace.REST
    app.step_frame()
    assert isinstance(app.stack.top, RampGameScene)


def test_a_frame_at_rest_keeps_the_picture(app):
    start_at_title(app)
    app.surface.fill((1, 2, 3))
    app.step_frame(draw=False)
    assert app.surface.get_at((5, 5))[:3] == (1, 2, 3)
    app.step_frame()
    assert app.surface.get_at((5, 5))[:3] != (1, 2, 3)


def test_quick_presses_read_in_one_frame_are_each_a_move(app):
    """Four taps of the drop key in one frame (a fast player, a loaded machine):
    four drops, the first in that frame, none merged into another."""
    scene = RampGameScene(app, "fits", [Seat("Ann", "keys-left")], 5)
    app.stack.push(scene)
    app.step_frame(tap(pygame.K_s) * 4)  # the first frame: the scene takes its first presses too
    assert len(scene.moves) >= 1
    for __ in range(4):
        app.step_frame()
    assert [player for player, __ in scene.moves] == [0] * 4
    app.step_frame()
    assert len(scene.moves) == 4  # nothing more was played


def test_a_second_confirm_in_one_frame_reaches_the_next_screen_not_the_same_one_twice(app):
    start_at_title(app)
    app.step_frame(tap(pygame.K_RETURN) * 2)  # Play, then the game choice's first game
    app.step_frame()
    app.step_frame()
    assert [type(s) for s in app.stack.scenes] == [TitleScene, GameChoiceScene, TableSetupScene]
    assert app.stack.top.definition.id == "fits"
