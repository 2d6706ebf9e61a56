"""The coach at the table, on the real loop headless: the cards still to come beside
the ramps, and the Hint input of a practice game (FITS, BITS, PILUS)."""
import pygame
import pytest

from game.coach.hint import hint
from game.shell.input import KEYS_LEFT, MOUSE, Seat
from game.rules.ramp_actions import Neutral, Skip
from game.rules.ramp_game import START
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.ramp.ramp_screen import RampGameScene
from tests.app.conftest import click, tap
from tests.chosen_once import each_choice_once
from tests.scenes.driving import lowest_drop, play, run_until

SOLO = [Seat("Ann", KEYS_LEFT)]
HINT_KEY = pygame.K_r  # the left keyboard zone's Hint


@pytest.fixture(autouse=True, scope="module")
def each_position_thought_over_once():
    """Each test asks hint() for the move it expects and has the screen ask the master for it
    too, and the games' first positions recur: each is thought over once per run
    (tests/chosen_once.py). That hint() is the master's move is tests/coach/test_hint.py's to check."""
    with each_choice_once():
        yield


def start(app, game_id, seats=SOLO, seed=5, practice=True):
    scene = RampGameScene(app, game_id, seats, seed, practice=practice)
    app.stack.push(scene)
    app.step_frame()
    return scene


def unrevealed(game):
    """The build cards of this round the deck has not shown yet, read from the deal itself."""
    build = game.deal[game.round_index].build
    return sorted(build if game.step == START else build[game.step + 1:])


def test_the_panel_shows_exactly_the_cards_still_to_come_and_follows_each_reveal(app):
    for game_id in ("fits", "bits"):
        scene = start(app, game_id)
        game = scene.state
        seen = []
        while game.round_index == 0 and not scene.round_over:
            app.step_frame()
            shown = [piece for piece, __ in scene.drawing.to_come_shown]
            assert shown == unrevealed(game)
            side = scene.drawing.side
            for __, rect in scene.drawing.to_come_shown:
                assert side.contains(rect)
                assert not any(rect.colliderect(view.geometry.panel) for view in scene.views)
            seen.append(len(shown))
            play(app, scene, 0, lowest_drop(game, 0) or lowest_drop(game, 0, Neutral) or Skip())
            run_until(app, lambda: scene.round_over or 0 in game.pending())
        # The whole deck before the first card, then fewer after every reveal.
        assert seen[0] == len(game.edition.build)
        assert all(later < earlier for earlier, later in zip(seen, seen[1:]))
        app.stack.clear_to("title")
        app.step_frame()


def test_the_hint_shows_the_masters_move_as_a_ghost_and_goes_with_the_next_move(app):
    for game_id in ("fits", "bits"):
        scene = start(app, game_id, seed=8)
        game = scene.state
        play(app, scene, 0, lowest_drop(game, 0))  # the start piece
        run_until(app, lambda: 0 in game.pending() and game.step != START)
        expected = hint(game.clone(), 0)
        app.step_frame(tap(HINT_KEY))
        run_until(app, lambda: scene.drawing.hint_drawn is not None)
        player, move, where = scene.drawing.hint_drawn
        assert (player, move) == (0, expected.move)
        assert expected.reason in scene.drawing.bottom_line([scene.shown_hint(0)], scene.hints.thinking)
        geometry = scene.views[0].geometry
        if hasattr(move, "column"):
            assert where.x == geometry.grid.x + move.column * geometry.cell
            assert where.y == geometry.grid.y + game.board(0).landing(move.shape, move.column) * geometry.cell
        moves = len(scene.moves)
        play(app, scene, 0, lowest_drop(game, 0) or expected.move)
        assert len(scene.moves) == moves + 1
        app.step_frame()
        assert scene.hints.shown is None and scene.drawing.hint_drawn is None
        app.stack.clear_to("title")
        app.step_frame()


def test_the_hint_button_asks_with_the_mouse_and_drops_nothing(app):
    scene = start(app, "fits", seats=[Seat("Ann", MOUSE)], seed=8)
    game = scene.state
    app.step_frame()
    assert scene.drawing.hint_button is not None
    expected = hint(game.clone(), 0)
    app.step_frame(click(scene.drawing.hint_button.center))
    run_until(app, lambda: scene.drawing.hint_drawn is not None)
    assert scene.drawing.hint_drawn[1] == expected.move
    assert scene.moves == []


def test_the_hint_key_does_nothing_in_a_high_score_game(app):
    scene = start(app, "fits", practice=False)
    app.step_frame()
    assert scene.drawing.hint_button is None
    app.step_frame(tap(HINT_KEY))
    for __ in range(30):
        app.step_frame()
        assert not scene.hints.thinking and scene.hints.shown is None and scene.drawing.hint_drawn is None
    assert scene.moves == []


def pilus_against_easy(app, device: str, ready, **options) -> PilusGameScene:
    """Ann (on `device`) against an easy computer, deal 7, run until ready(scene) or 40 s."""
    from game.shell.input import computer_device
    scene = PilusGameScene(app, "pilus", [Seat("Ann", device), Seat("Ben", computer_device("easy"))], 7, **options)
    app.stack.push(scene)
    for __ in range(400):
        app.step_frame(dt=0.1)
        if ready(scene):
            break
    return scene


def test_a_pilus_hint_shows_the_masters_tile_and_pawn(app):
    scene = pilus_against_easy(app, KEYS_LEFT, lambda scene: scene.turn_open and not scene.busy
                               and scene.state.current_player == 0 and len(scene.moves) >= 2)
    expected = hint(scene.state.clone(), 0)
    app.step_frame(tap(HINT_KEY))
    run_until(app, lambda: scene.drawing.hint_drawn is not None)
    assert scene.drawing.hint_drawn[0] == expected.move
    assert expected.reason in scene.drawing.bottom_line(scene.now())


def test_the_pilus_daily_challenge_gives_no_hint(app):
    from datetime import date
    scene = pilus_against_easy(app, KEYS_LEFT, lambda scene: scene.turn_open and scene.state.current_player == 0,
                               daily=date(2026, 11, 27))
    app.step_frame(tap(HINT_KEY))
    app.step_frame()
    assert not scene.hints.thinking and scene.drawing.hint_drawn is None


def test_the_pilus_mouse_player_asks_with_the_hint_button(app):
    scene = pilus_against_easy(app, MOUSE, lambda scene: scene.turn_open and not scene.busy
                               and scene.state.current_player == 0 and scene.camera.settled)
    expected = hint(scene.state.clone(), 0)
    moves = len(scene.moves)
    app.step_frame(click(scene.layout.button.center))
    run_until(app, lambda: scene.drawing.hint_drawn is not None)
    assert scene.drawing.hint_drawn[0] == expected.move
    assert len(scene.moves) == moves and scene.state.current_player == 0  # the click laid nothing


def test_the_hint_is_rebound_like_any_control(app):
    from game.shell.input.bindings import KEY
    from tests.scenes.test_controls_screen import open_controls, rebind
    screen = open_controls(app)
    rebind(app, screen, "hint", *tap(pygame.K_x))
    assert app.input.bindings.inputs(KEYS_LEFT, "hint") == ((KEY, pygame.K_x),)
    app.stack.clear_to("title")
    app.step_frame()
    scene = start(app, "fits", seed=8)
    app.step_frame(tap(HINT_KEY))  # the old key: nothing now
    app.step_frame()
    assert not scene.hints.thinking and scene.hints.shown is None
    expected = hint(scene.state.clone(), 0)
    app.step_frame(tap(pygame.K_x))
    run_until(app, lambda: scene.drawing.hint_drawn is not None)
    assert scene.drawing.hint_drawn[1] == expected.move
