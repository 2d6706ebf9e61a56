"""A game waiting for a person to move lets the window sleep (a laptop left on a
player's turn keeps its battery), only slow things (a pulse, a computer thinking)
are drawn at the calm rate, and what moves (a sliding piece, a gliding camera, a
tile laid) keeps the full rate. Through the real loop (game.shell.app.FrameLoop) on
SDL's event queue, headless: what a player does wakes it and shows in that frame. The
loop runs in a time that passes as it waits (tests/app/virtual_time.py): its seconds
of sleep and of frames held to their rate cost the test no wall time."""
import threading
from concurrent.futures import Executor, Future
from functools import partial

import pygame
import pytest

from game.content.pilus import load_tileset
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.shell.app import FrameLoop, Pace
from game.shell.input import KEYS_LEFT, MOUSE, Seat
from game.shell.input.bindings import ZOOM_IN_KEYS
from scenes.shared.computer_seats import MIN_THINK
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.ramp.ramp_screen import RampGameScene
from tests.app.conftest import tap
from tests.app.virtual_time import VirtualTime
from tests.dummy_app import open_app
from tools.screen_states import ScreenStates
from tools.screen_states.shared_results import kept
from tools.screen_states.states_pilus import _pilus_position
from tools.screen_states.states_shared import PILUS_SEED

COMPUTER = "ai:easy"


@pytest.fixture
def loop(app):
    pygame.event.clear()  # the window's own events from opening it
    return FrameLoop(app, VirtualTime())


def picture(app):
    return pygame.image.tobytes(app.surface, "RGB")


def post(events):
    for event in events:
        pygame.event.post(event)


def until(loop, pace: Pace, frames: int = 300) -> list[Pace]:
    """Frames until one runs at `pace`; the paces of those before it."""
    before = []
    for __ in range(frames):
        shown = loop.frame()
        if shown is pace:
            return before
        before.append(shown)
    raise AssertionError(f"no {pace} frame in {frames}: {before[-5:]}")


def moving_frames(loop, moving) -> list[Pace]:
    """The paces of the frames while moving() holds."""
    paces = []
    while moving():
        paces.append(loop.frame())
        assert len(paces) < 600, "still moving after 10 s"
    return paces


@pytest.mark.parametrize("game_id, seats", [
    ("fits", [Seat("Ann", KEYS_LEFT)]),
    ("bits", [Seat("Ann", KEYS_LEFT), Seat("Ben", "keys-right")]),
])
def test_a_ramp_turn_sleeps_a_key_acts_in_its_frame_and_a_slide_runs_at_the_full_rate(app, loop, game_id, seats):
    game = RampGameScene(app, game_id, seats, 5)
    app.stack.push(game)
    until(loop, Pace.REST)
    shown, column = picture(app), game.hands[0].column
    assert loop.frame() is Pace.REST and picture(app) == shown  # a wake-up draws nothing new
    post(tap(pygame.K_d))  # Ann moves her piece right
    assert loop.frame() is Pace.REST  # the frame her key woke
    assert game.hands[0].column == column + 1 and picture(app) != shown
    post(tap(pygame.K_s))  # and drops it
    loop.frame()
    assert game.views[0].busy
    assert set(moving_frames(loop, lambda: game.views[0].busy)) == {Pace.FULL}
    until(loop, Pace.REST)  # landed: the next decision waits for the players


def test_a_drop_woken_from_rest_is_drawn_from_the_top_of_its_slide(app, loop):
    """However long the window slept, the slide starts in the frame the key woke:
    drawn as far along as one update step after the key, like a drop at the full rate."""
    def fits():
        return RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], 5)

    app.stack.push(fits())
    for __ in range(3):
        app.step_frame()
    app.step_frame(tap(pygame.K_s), app.clock.step)  # the drop and one step of its slide
    one_step = picture(app)
    game = fits()
    app.stack.clear_to(game)
    until(loop, Pace.REST)
    down, up = tap(pygame.K_s)
    loop.frame_time.post_after(150, down)  # pressed while the window sleeps
    while not game.moves:
        assert loop.frame() is Pace.REST
    post([up])
    assert game.views[0].busy and picture(app) == one_step


def test_a_computer_thinking_beside_a_person_is_calm_and_its_move_slides_at_the_full_rate(app, loop):
    game = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (easy)", COMPUTER)], 5)
    app.stack.push(game)
    until(loop, Pace.CALM)  # it thinks (shown a moment at least)
    while not game.moves:  # its decision arrives in a calm frame: its piece slides from that frame on
        assert loop.frame() is Pace.CALM
    assert game.views[1].busy and {Pace.FULL} == set(moving_frames(loop, lambda: game.views[1].busy))
    until(loop, Pace.REST)  # Ann has yet to drop


@pytest.fixture
def states(app):
    """Screen states whose PILUS game mid-way (greedy moves, the same at every show) is played
    once per run and shared by the tests that show it."""
    moves = kept(f"screen states' PILUS game of 2 players mid-way, seed {PILUS_SEED}",
                 lambda: _pilus_position(ScreenStates(None))[3])
    tileset = load_tileset()
    deal = deal_from_seed(tileset, 2, PILUS_SEED)
    game = PilusGame(tileset, 2, deal)
    for player, action in moves:
        game.apply_action(player, action)
    states = ScreenStates(app)
    states.pilus_games[2] = (tileset, deal, game, moves)
    return states


def test_a_pilus_turn_sleeps_and_the_mouse_moves_the_held_tile_in_its_frame(app, loop, states):
    states.show("pilus mid-game")  # Annemarie, the mouse, holds a tile over the table
    scene = app.stack.top
    until(loop, Pace.REST)
    shown, spot = picture(app), scene.choice.spot
    assert loop.frame() is Pace.REST and picture(app) == shown
    x, y = scene.camera.world_to_screen(spot[0] - 1, spot[1] + 1)  # two cells to the left of the tile's middle
    post([pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0))])
    assert loop.frame() is Pace.REST
    assert scene.choice.spot == (spot[0] - 2, spot[1]) and picture(app) != shown


def test_a_gliding_pilus_camera_runs_at_the_full_rate_then_rests(app, loop, states):
    states.show("pilus mid-game")
    scene = app.stack.top
    until(loop, Pace.REST)
    post(tap(ZOOM_IN_KEYS[0]))
    loop.frame()
    assert not scene.camera.settled
    assert set(moving_frames(loop, lambda: not scene.camera.settled)) == {Pace.FULL}
    until(loop, Pace.REST)


def test_the_pulsing_pawn_targets_are_calm_and_drawn_at_the_calm_rate(app, loop, states):
    states.show("pilus pawn step")
    scene = app.stack.top
    until(loop, Pace.CALM)
    shown = picture(app)
    for __ in range(10):  # the targets pulse, about once a second
        assert loop.frame() is Pace.CALM
        if picture(app) != shown:
            break
    assert picture(app) != shown and scene.choice.choosing_pawn


def test_the_pawn_targets_stand_still_as_long_as_the_scene_says_then_pulse(app, states):
    """Drawn at every update step, the picture stays as it is for Scene.unchanged_for
    (how long the loop may wait for the next calm frame, App.calm_wait_ms), then a ring
    grows or shrinks a pixel."""
    states.show("pilus pawn step")
    scene = app.stack.top
    app.step_frame((), app.clock.step)
    for __ in range(4):  # the rings grow and shrink a pixel at a time
        steps, shown = round(scene.unchanged_for / app.clock.step), picture(app)
        for __ in range(steps - 1):
            app.step_frame((), app.clock.step)
            assert picture(app) == shown
        app.step_frame((), app.clock.step)
        assert picture(app) != shown


def test_a_pilus_computer_thinks_calm_its_tile_glides_at_the_full_rate_then_the_person_rests(app, loop):
    scene = PilusGameScene(app, "pilus", [Seat("Computer 1 (easy)", COMPUTER), Seat("Ann", MOUSE)], 9)
    app.stack.push(scene)
    until(loop, Pace.CALM)  # the first player, the computer, thinks
    while not scene.moves:  # its decision arrives in a calm frame: its tile is laid from that frame on
        assert loop.frame() is Pace.CALM
    assert scene.motion is not None
    assert set(moving_frames(loop, lambda: scene.busy or not scene.camera.settled)) == {Pace.FULL}
    until(loop, Pace.REST)
    assert scene.state.current_player == 1 and scene.choice is not None


class HeldExecutor(Executor):
    """Computers decide when the test lets them: answer() decides what was asked, in a
    thread of its own, as a worker's answer comes in while the window sleeps."""

    def __init__(self):
        self.asked = []

    def submit(self, fn, /, *args, **kwargs):
        future = Future()
        self.asked.append((future, partial(fn, *args, **kwargs)))
        return future

    def answer(self):
        """The thread deciding (started)."""
        asked, self.asked = self.asked, []
        thread = threading.Thread(target=lambda: [future.set_result(decide()) for future, decide in asked])
        thread.start()
        return thread


def answered_while_asleep(loop, executor) -> Pace:
    """One frame of the loop, the held decision answered once the frame has chosen its
    pace and waits for an event (answered before, the frame would not rest at all)."""
    loop.frame_time.at_next_wait(executor.answer)
    return loop.frame()


@pytest.fixture
def held(tmp_path):
    executor = HeldExecutor()
    app = open_app(tmp_path, bot_executor=executor)
    pygame.event.clear()
    yield app, FrameLoop(app, VirtualTime()), executor
    app.close()


def test_the_window_sleeps_while_a_computer_decides_and_its_answer_slides_in_the_frame_it_wakes(held):
    """Drawn as a frame of one update step shows the move it starts: a move started in
    the steps of the time slept would be under way before it is seen."""
    app, loop, executor = held

    def thinking():
        """A game where the computer has been asked and shown 'thinking' long enough: all it needs is its answer."""
        game = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (easy)", COMPUTER)], 5)
        app.stack.clear_to(game)
        return game, game.computers[1]

    game, computer = thinking()
    while computer.waited < MIN_THINK:
        app.step_frame()
    executor.answer().join()
    app.step_frame((), app.clock.step)  # one update step: the answer's move starts
    one_step = picture(app)
    pygame.event.clear()
    game, computer = thinking()
    until(loop, Pace.REST)  # Ann and the computer decide
    while computer.waited < MIN_THINK:
        assert computer.waiting and loop.frame() is Pace.REST
    assert answered_while_asleep(loop, executor) is Pace.REST  # the frame the answer woke
    assert [player for player, __ in game.moves] == [1] and game.views[1].busy
    assert picture(app) == one_step
    assert set(moving_frames(loop, lambda: game.views[1].busy)) == {Pace.FULL}
    until(loop, Pace.REST)  # Ann has yet to drop


def test_a_pilus_computer_deciding_lets_the_window_sleep_and_its_answer_is_laid_in_the_frame_it_wakes(held):
    app, loop, executor = held
    scene = PilusGameScene(app, "pilus", [Seat("Computer 1 (easy)", COMPUTER), Seat("Ann", MOUSE)], 9)
    app.stack.push(scene)
    until(loop, Pace.REST)  # the first player, the computer, decides
    computer = scene.controllers[0].seat
    while computer.waited < MIN_THINK:
        assert computer.waiting and loop.frame() is Pace.REST
    assert answered_while_asleep(loop, executor) is Pace.REST
    assert [player for player, __ in scene.moves] == [0] and scene.motion is not None
    assert set(moving_frames(loop, lambda: scene.busy or not scene.camera.settled)) == {Pace.FULL}
    until(loop, Pace.REST)
    assert scene.state.current_player == 1 and scene.choice is not None
