"""A couch with four gamepads and no keyboard, from the title through a whole FITS game and a
whole PILUS game to their results, on the real loop at the game's own pace, the pads SDL's
virtual joysticks (tests/app/virtual_pads.py)."""
import random

import pytest

from game.shell.input import pad_device
from game.shell.input.input_map import SETTLE
from game.rules.ramp_actions import Skip
from scenes.ramp.final_results import FinalResultsScene
from scenes.menus.game_choice import GameChoiceScene
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_results import PilusResultsScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.round_results import RoundResultsScene
from scenes.menus.table_setup import TableSetupScene
from scenes.menus.title import TitleScene
from tests.app.virtual_pads import A, B, START, X, Y, room_of_pads
from tests.scenes.driving import lowest_drop, play, press_until
from tests.scenes.test_pilus_game import plan

FRAMES = 40000


@pytest.fixture
def couch(tmp_path):
    with room_of_pads(tmp_path, 4) as (app, __, pads):
        yield app, pads


def seen(app, seconds=SETTLE + 0.1):
    """Frames for as long as a person takes to look at a new screen; drawn, the last (the picture
    the person sees, its buttons and table laid out): the screens these tests meet work nothing
    else out while drawing (a computer seated would answer only in that last frame)."""
    frames = round(seconds * 60)
    for frame in range(frames):
        app.step_frame(draw=frame == frames - 1)


def choose(app, pad, index):
    """The D-pad down to a menu's line, then A."""
    menu = app.stack.top.menu
    press_until(lambda: menu.focus == index, lambda: pad.hat(0, -1 if menu.focus < index else 1))
    pad.button(A)
    seen(app)


def pad_actions(pads, draw: bool = True):
    """Each pad's ramp-game actions, pressed on it (tests/scenes/driving.py plays with them);
    draw=False: their frames stepped undrawn (a ramp game works nothing out while drawing)."""
    buttons = {"rotate": X, "flip": Y, "drop": A, "skip": B}
    hats = {"left": (-1, 0), "right": (1, 0)}

    def actions(pad):
        return lambda action: pad.button(buttons[action], draw) if action in buttons else pad.hat(*hats[action], draw)
    return {pad_device(instance): actions(pad) for pad, instance in zip(pads, pads[0].app.input.pads)}


def play_fits(app, pads, scene):
    """The game played to its final results; its own frames undrawn, the results' drawn."""
    game, keys = scene.state, pad_actions(pads, draw=False)
    for __ in range(FRAMES):
        top = app.stack.top
        if isinstance(top, FinalResultsScene):
            return top
        if isinstance(top, RoundResultsScene):
            seen(app)
            pads[0].button(A)  # every line at once
            pads[0].button(A)  # then on
            seen(app)
        elif top is scene and not scene.round_over and game.pending():
            player = min(game.pending())
            play(app, scene, player, lowest_drop(game, player) or Skip(), keys)
        else:
            app.step_frame(draw=top is not scene)
    raise AssertionError("the FITS game did not end")


def play_pilus(app, pads, scene):
    game, rng = scene.state, random.Random(5)
    for __ in range(FRAMES):
        top = app.stack.top
        if isinstance(top, PilusResultsScene):
            return top
        if top is not scene or scene.busy or not scene.turn_open:
            # A move shown, or a screen between: stepped undrawn (the pads' own frames are drawn, the
            # table laid out in them), as is the results screen's first frame, which no pad touches.
            app.step_frame(dt=0.05, draw=False)
            continue
        player = game.current_player
        pad = pads[player]
        if scene.curtain_for is not None:
            pad.button(A)  # takes the controls
            continue
        if scene.must_pass:
            pad.button(A)
            continue
        # The presses that steer the tile and the pawn are stepped undrawn (the table was laid out
        # in the game's first frame, for these seats' controls); the presses that lay them are drawn.
        action, choice = plan(game, player, rng), scene.choice
        press_until(lambda: choice.tile == action.tile, lambda: pad.button(Y, draw=False))
        press_until(lambda: choice.rotation == action.rotation, lambda: pad.button(X, draw=False))
        press_until(lambda: choice.x == action.x, lambda: pad.hat(1 if action.x > choice.x else -1, 0, draw=False))
        press_until(lambda: choice.y == action.y, lambda: pad.hat(0, 1 if action.y < choice.y else -1, draw=False))
        pad.button(A)
        press_until(lambda: not choice.choosing_pawn or choice.pawn == action.pawn, lambda: pad.hat(1, 0, draw=False))
        pad.button(A)
    raise AssertionError("the PILUS game did not end")


def seat_the_couch(app, pads, game_id):
    """From the title: Play, the game, every pad seated, Start."""
    choose(app, pads[0], 0)  # Play
    assert isinstance(app.stack.top, GameChoiceScene)
    choose(app, pads[0], [game.id for game in app.stack.top.listed].index(game_id))
    setup = app.stack.top
    assert isinstance(setup, TableSetupScene)
    for pad, device in zip(pads, app.input.pads):
        if pad_device(device) not in [row.device for row in setup.rows]:
            pad.button(A)  # any button seats a pad nobody sits at
    assert [row.device for row in setup.rows] == [pad_device(i) for i in list(app.input.pads)[:len(pads)]]
    return setup


def test_four_pads_alone_play_fits_then_pilus_to_the_results(couch):
    app, pads = couch
    assert len(app.input.pads) == 4
    setup = seat_the_couch(app, pads, "fits")
    assert setup.rows[0].field.text == "Player 1"  # the keyboard's default seat went to the first pad
    pads[0].button(START)
    seen(app)
    fits = app.stack.top
    assert isinstance(fits, RampGameScene) and [seat.device for seat in fits.seats] == list(map(pad_device, app.input.pads))
    results = play_fits(app, pads, fits)
    assert fits.state.is_terminal() and fits.state.round_index == fits.edition.rounds - 1
    seen(app, 1)
    choose(app, pads[0], [item.text for item in results.menu.items].index("Title screen"))
    assert isinstance(app.stack.top, TitleScene)
    setup = seat_the_couch(app, pads, "pilus")
    pads[1].button(START)  # any seated pad's Start begins
    seen(app)
    pilus = app.stack.top
    assert isinstance(pilus, PilusGameScene) and len(pilus.seats) == 4
    assert play_pilus(app, pads, pilus).watching is False
    assert pilus.state.is_terminal() and {player for player, __ in pilus.moves} == {0, 1, 2, 3}


def test_start_on_a_pad_says_what_is_missing(couch):
    app, pads = couch
    setup = seat_the_couch(app, pads[:1], "fits")
    setup.boards_field.text = "9 9"  # as if typed: boards that are no choice of FITS's
    pads[0].button(START)
    seen(app)
    assert app.stack.top is setup and setup.pads.missing.startswith("Not ready yet")
    assert setup._boards_problem() in setup.pads.missing
    setup.boards_field.text = "1 2"
    pads[0].button(START)
    seen(app)
    assert isinstance(app.stack.top, RampGameScene) and app.stack.top.edition.boards


def towards(pad, menu, item):
    """The D-pad pressed once from the focused key towards `item`: up or down to its row first."""
    here, there = menu.focused.rect, menu.items[item].rect
    if there.top != here.top:
        pad.hat(0, 1 if there.top < here.top else -1)
    else:
        pad.hat(1 if there.x > here.x else -1, 0)


def test_a_pad_types_a_name_on_the_screen_keyboard(couch):
    app, pads = couch
    setup = seat_the_couch(app, pads[:1], "fits")
    pads[0].button(A)  # on the first seat's name
    seen(app)
    keyboard = app.stack.top
    assert type(keyboard).__name__ == "NameKeyboardScene"
    for __ in range(len("Player 1")):
        pads[0].button(X)  # X deletes a letter
    for letter in "ZOE":
        item = next(i for i, key in enumerate(keyboard.menu.items) if key.text.upper() == letter)
        press_until(lambda: keyboard.menu.focus == item, lambda: towards(pads[0], keyboard.menu, item))
        pads[0].button(A)
    pads[0].button(START)  # done
    seen(app)
    assert app.stack.top is setup and setup.rows[0].field.text == "Zoe" and setup.editing is None
    pads[0].button(A)  # the name again
    seen(app)
    pads[0].button(B)  # B leaves, what was typed kept
    seen(app)
    assert app.stack.top is setup and setup.rows[0].field.text == "Zoe" and setup.editing is None
