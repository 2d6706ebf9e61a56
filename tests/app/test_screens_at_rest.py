"""A screen where nothing changes by itself lets the window sleep (App.at_rest: no
drawing between inputs, a wake-up four times a second), and only such a screen: what
still moves keeps the frames coming until it is done. Through the real loop headless,
on the named screen states of tools/screen_states/."""
import pygame
import pytest

from game.shell.app import Pace
from game.shell.input import KEYS_LEFT, Seat
from scenes.shared.game_end import SETTLE
from scenes.ramp.ramp_screen import RampGameScene
from tests.app.conftest import click, tap
from tests.dummy_app import open_app
from tools.screen_states import ScreenStates

WAKE_UP = 0.25  # seconds between the sleeping loop's wake-ups (game.shell.app.IDLE_WAKE_MS)
# Screens that stand still once what they show on arrival has played out.
RESTING = [
    *(f"setup {game}" for game in ("fits", "fits-mini", "bits", "bits-pro", "pilus")),
    "setup four seats", "setup long names", "setup typing a long name",
    "pilus curtain",
    # A person's turn nobody touches (tests/app/test_turns_at_rest.py: what wakes it).
    "fits start", *(f"{game} mid-round" for game in ("fits", "fits-mini", "bits", "bits-pro")), "pilus mid-game",
    "round scoring", "round scoring table", "round scoring four players",
    "results", "daily results", "pilus results", "pilus daily results",
    "pause", "pause asking to restart", "pilus pause", "pilus pause three players",
    "pilus pause four players", "pilus pause for unknown controls",
    "fits waiting for unknown controls", "bits waiting for unknown controls",
    "daily challenge", "daily challenge pilus",
    "replay viewer four players at the end", "damaged replay",
    "learn offer", "learn choice", "tutorial fits step 3", "tutorial bits step 4", "tutorial refused", "tutorial end",
]


@pytest.fixture(scope="module")
def states(tmp_path_factory):
    """One app and its screen states for the module: the games behind them are played once."""
    app = open_app(tmp_path_factory.mktemp("at-rest"))
    yield ScreenStates(app)
    app.close()


def picture(app):
    return pygame.image.tobytes(app.surface, "RGB")


def sleep(app, seconds: float):
    """The sleeping loop's wake-ups for `seconds`, each drawn here to see what it would show."""
    for __ in range(round(seconds / WAKE_UP)):
        app.step_frame((), WAKE_UP)


def settle(app, seconds: float):
    """Frames for `seconds`, drawn as the real loop draws them (game.shell.app.FrameLoop: the
    first two, then those of a screen not at rest; no one looks at the others), the last drawn:
    the picture the screen shows then."""
    for frame in range(round(seconds / WAKE_UP) - 1):
        app.step_frame((), WAKE_UP, draw=frame < 2 or app.pace() is not Pace.REST)
    app.step_frame((), WAKE_UP)


@pytest.mark.parametrize("screen", RESTING)
def test_a_screen_at_rest_sleeps_and_its_picture_stands_still(states, screen):
    app = states.app
    states.show(screen)
    scene = app.stack.top
    settle(app, 20)  # longer than any scoring or fanfare on arrival
    assert app.stack.top is scene
    assert app.pace() is Pace.REST
    shown = picture(app)
    sleep(app, 2)
    assert picture(app) == shown  # what sleeping does not draw would not have changed


def test_the_round_scoring_stays_awake_while_it_counts(states):
    app = states.app
    states.show("round scoring")
    scene = app.stack.top
    app.step_frame()
    shown = picture(app)
    for __ in range(600):
        if scene.sequence.done:
            break
        assert app.pace() is not Pace.REST
        app.step_frame((), 1 / 30)
    assert scene.sequence.done and app.pace() is Pace.REST
    assert picture(app) != shown  # it counted on while awake


@pytest.mark.parametrize("state, progress", [
    ("replay viewer", lambda viewer: viewer.index),
    ("pilus replay", lambda replay: len(replay.moves)),
])
def test_a_replay_playing_stays_awake_and_rests_while_paused(states, state, progress):
    app = states.app
    states.show(state)
    replay = app.stack.top
    app.step_frame()
    assert app.pace() is not Pace.REST
    app.step_frame(tap(pygame.K_SPACE))
    assert (replay.mode if state == "pilus replay" else replay).playback.paused
    for __ in range(120):  # a PILUS camera arrives where it was going first
        if getattr(replay, "camera", None) is None or replay.camera.settled:
            break
        assert app.pace() is not Pace.REST
        app.step_frame()
    assert app.pace() is Pace.REST
    shown, done = picture(app), progress(replay)
    sleep(app, 3)
    assert progress(replay) == done and picture(app) == shown
    app.step_frame(tap(pygame.K_SPACE))
    assert app.pace() is not Pace.REST


def test_a_key_on_a_resting_results_screen_acts_in_its_frame(states):
    app = states.app
    states.show("results")
    scene = app.stack.top
    sleep(app, SETTLE + WAKE_UP)  # past the moment in which input is not taken
    assert app.pace() is Pace.REST
    shown, focus = picture(app), scene.menu.focus
    app.step_frame(tap(pygame.K_DOWN), 1 / 60)  # the first frame after sleeping
    assert scene.menu.focus == focus + 1
    assert picture(app) != shown


def test_typing_a_name_rests_between_letters_and_each_shows_in_its_frame(states):
    """The name being typed ends in a steady '_' (nothing blinks): the setup sleeps while
    the player thinks, and a letter typed wakes it and is drawn at once."""
    app = states.app
    states.show("setup fits")
    setup = app.stack.top
    app.step_frame()  # drawn: the buttons are where the player sees them
    app.step_frame(click(setup.rows[0].name_item.rect.center))
    app.step_frame()
    assert setup.editing is setup.rows[0].field and app.pace() is Pace.REST
    shown = picture(app)
    app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text="x")], 1 / 60)
    assert setup.rows[0].name_item.label.endswith("x_")
    assert picture(app) != shown
    app.step_frame(tap(pygame.K_RETURN))


def test_a_pause_rests_and_the_game_under_it_waits_with_it(app):
    """A piece sliding when the game is paused stays where it was until the pause closes:
    only the top scene runs, so nothing under the overlay moves while the window sleeps."""
    game = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], 5)
    app.stack.push(game)
    app.step_frame()
    app.step_frame(tap(pygame.K_s))  # drop: the piece slides down the ramp
    assert game.views[0].busy and app.pace() is not Pace.REST
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is not game and app.pace() is Pace.REST
    shown = picture(app)
    sleep(app, 3)
    assert game.views[0].busy and picture(app) == shown
    app.step_frame(tap(pygame.K_ESCAPE))  # resume: the piece lands
    app.step_frame()
    assert app.stack.top is game and app.pace() is not Pace.REST
    for __ in range(120):
        app.step_frame()
    assert not game.views[0].busy
