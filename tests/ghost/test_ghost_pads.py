"""Racing a ghost with a gamepad alone (issue 44): SDL's virtual game controllers on the real
loop (tests/app/virtual_pads.py). The seeded setup's and the daily challenge's Ghost lines,
the race (the right stick hides and shows the ghost, and the panel says so in the pad's own
button names), its results and the lead card by card: every screen reached and left with
the pad only."""
import pygame
import pytest

from game.rules.ramp_actions import Skip
from game.saved.highscores import HighScores
from game.shell.input import pad_device
from game.shell.input.bindings import KEY
from game.shell.input.input_map import SETTLE
from scenes.menus.daily_challenge import DailyChallengeScene
from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.table_setup import TableSetupScene
from scenes.menus.title import TitleScene
from scenes.ramp.final_results import FinalResultsScene
from scenes.ramp.race_chart import RaceChartScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.round_results import RoundResultsScene
from sprites import text_audit
from tests.app.test_couch_pads import pad_actions, seen
from tests.app.virtual_pads import room_of_pads
from tests.app.virtual_pads import A, B, DUALSHOCK4, RIGHTSTICK, START, X
from tests.scenes.driving import lowest_drop, play
from tools.screen_states.states_shared import solo_game

GAME, SEED = "fits-mini", 21
FRAMES = 40000


@pytest.fixture
def room(tmp_path):
    """The title, one virtual pad plugged in, and a game of the player's own on deal 21 in
    the high scores (the ghost 'Your best' of the setup)."""
    replay, state = solo_game(GAME, "Zoë", SEED, "easy")
    with room_of_pads(tmp_path, 1) as (app, __, pads):
        HighScores.load(app.storage)[0].record_game(replay, state)
        yield app, pads[0]


def focus(app, pad, item):
    """The D-pad walks the focus to `item` (up and down between rows, then along the row; down
    to an item not drawn yet, in a list scrolled)."""
    menu = app.stack.top.menu
    for __ in range(40):
        here, there = menu.focused.rect, item.rect
        if menu.focused is item:
            return
        if not there.h:  # below the part of a long list shown: down scrolls to it
            pad.hat(0, -1)
        elif there.top != here.top:
            pad.hat(0, 1 if there.top < here.top else -1)
        else:
            pad.hat(1 if there.x > here.x else -1, 0)
    raise AssertionError(f"the D-pad does not reach {item.text!r} (stuck on {menu.focused.text!r})")


def choose(app, pad, text):
    item = next((item for item in app.stack.top.menu.items if item.text == text), None)
    assert item is not None, [item.text for item in app.stack.top.menu.items]
    focus(app, pad, item)
    pad.button(A)
    seen(app)


def type_digits(app, pad, digits: str):
    """On the on-screen keyboard: the digits, then Start (done)."""
    keyboard = app.stack.top
    assert type(keyboard).__name__ == "NameKeyboardScene"
    for __ in range(len(keyboard.field.text)):
        pad.button(X)  # X deletes a letter
    for digit in digits:
        focus(app, pad, next(key for key in keyboard.menu.items if key.text == digit))
        pad.button(A)
    pad.button(START)
    seen(app)


def panel_lines(app) -> list[str]:
    """The texts drawn on the ghost's panel."""
    text_audit.start_audit(app.surface)
    app.step_frame()
    rect = app.stack.top.race.rect
    return [note.text for note in text_audit.stop_audit() if note.on_screen and rect.contains(note.rect)]


def test_a_pad_alone_sets_up_a_race_hides_the_ghost_with_its_stick_and_reaches_the_lead_chart(room):
    app, pad = room
    choose(app, pad, "Play")
    choices = app.stack.top
    assert isinstance(choices, GameChoiceScene)
    choose(app, pad, next(item.text for item, game in zip(choices.menu.items, choices.listed) if game.id == GAME))
    setup = app.stack.top
    assert isinstance(setup, TableSetupScene) and [row.device for row in setup.rows] == [pad_device(pad.instance_id)]
    assert setup.ghost_item not in setup.menu.items  # a random deal: no ghost to race
    focus(app, pad, setup.seed_item)
    pad.button(A)
    seen(app)
    type_digits(app, pad, str(SEED))
    assert app.stack.top is setup and setup.seed() == SEED
    focus(app, pad, setup.ghost_item)
    assert setup.ghost_item.text == "Ghost: none"
    for __ in range(3):  # none, the master, your best: the D-pad steps along them
        if setup.ghost_item.text.startswith("Ghost: Your best"):
            break
        pad.hat(1, 0)
    assert setup.ghost_item.text.startswith("Ghost: Your best")
    pad.button(START)
    seen(app)
    race = app.stack.top
    assert isinstance(race, RampGameScene) and race.race is not None and race.seats[0].device == pad_device(pad.instance_id)
    assert "RS: hide the ghost" in panel_lines(app)  # the pad's own button, not a key
    pad.button(RIGHTSTICK)
    assert not race.race.shown and "RS: show the ghost" in panel_lines(app)
    pad.button(RIGHTSTICK)
    assert race.race.shown
    final = played_with_the_pad(app, pad, race)
    choose(app, pad, "The race card by card")
    chart = app.stack.top
    assert isinstance(chart, RaceChartScene)
    pad.button(B)
    seen(app)
    assert app.stack.top is final
    pad.button(B)  # the results' Back: the title
    seen(app)
    assert isinstance(app.stack.top, TitleScene)


def played_with_the_pad(app, pad, race):
    """The race played to its end by the pad's buttons; round results waved through with A."""
    keys = pad_actions([pad])
    for __ in range(FRAMES):
        top = app.stack.top
        if isinstance(top, FinalResultsScene):
            seen(app, 2)
            return top
        if isinstance(top, RoundResultsScene):
            seen(app)
            pad.button(A)
            pad.button(A)
            seen(app)
        elif top is race and not race.round_over and 0 in race.state.pending():
            play(app, race, 0, lowest_drop(race.state, 0) or Skip(), keys)
        else:
            app.step_frame()
    raise AssertionError("the race did not end")


def test_the_daily_challenges_ghost_line_is_stepped_and_its_game_played_and_left_with_a_pad(room):
    app, pad = room
    choose(app, pad, "Daily challenge")
    daily = app.stack.top
    assert isinstance(daily, DailyChallengeScene)
    assert daily.menu.focused.text == "Play FITS"
    for __ in range(2):  # up from the game it names, round the list's top: Back, then its Ghost line
        pad.hat(0, 1)
    assert daily.menu.focused is daily.ghost_item and daily.ghost_item.text == "Ghost: none"
    pad.hat(1, 0)
    assert daily.ghost_item.text == "Ghost: Master"
    pad.hat(-1, 0)
    assert daily.ghost_item.text == "Ghost: none"
    choose(app, pad, "Play FITS compact")  # the day's game, played with the pad that chose it
    game = app.stack.top
    assert isinstance(game, RampGameScene) and [seat.device for seat in game.seats] == [pad_device(pad.instance_id)]
    pad.button(START)  # its pause
    seen(app)
    assert app.stack.top is not game
    pad.button(B)
    seen(app)
    assert app.stack.top is game
    pad.button(START)
    seen(app)
    choose(app, pad, next(item.text for item in app.stack.top.menu.items if "title" in item.text.lower()))
    assert isinstance(app.stack.top, TitleScene)


def test_a_playstation_pad_reads_its_own_stick_and_the_keyboard_its_key(tmp_path):
    """The panel names the button as the player's pad prints it (R3 on a DualShock), and
    the key a keyboard player bound (C by default, remapped: K)."""
    replay, state = solo_game(GAME, "Zoë", SEED, "easy")
    with room_of_pads(tmp_path, 1, ids=DUALSHOCK4) as (app, __, pads):
        from game.ghost.sources import refereed_ghost
        from game.shell.input import KEYS_LEFT, Seat
        pad = pads[0]
        ghost = refereed_ghost(replay, GAME, replay.deal, None, "a test")
        scene = RampGameScene(app, GAME, [Seat("Ann", pad_device(pad.instance_id))], SEED, ghost=ghost)
        app.stack.clear_to(scene)
        seen(app, SETTLE)
        assert "R3: hide the ghost" in panel_lines(app)
        keys = RampGameScene(app, GAME, [Seat("Ann", KEYS_LEFT)], SEED, ghost=ghost)
        app.stack.clear_to(keys)
        seen(app, SETTLE)
        assert "C: hide the ghost" in panel_lines(app)
        app.input.bindings.tables[KEYS_LEFT]["ghost"] = ((KEY, pygame.K_k),)
        app.input.use_bindings(app.input.bindings)
        assert "K: hide the ghost" in panel_lines(app)
