"""Keyboard zones, mouse and gamepads become actions per seat."""
import pygame
import pytest

from game.shell.input import InputMap, Seat
from game.shell.input.input_map import REPEAT_DELAY, REPEAT_INTERVAL
from game.shell.input.pads import Pad
from tests.app.conftest import key_down, key_up, pad_added, pad_axis, pad_button, pad_hat, pad_removed

STEP = 1 / 120


def feed(inputs, *events):
    for event in events:
        inputs.process(event)


def step(inputs):
    """One fixed step: what a scene sees, then the step ends."""
    inputs.tick(STEP)
    seen = {(i, a) for i in range(len(inputs.seats)) for a in ("left", "right", "up", "down", "rotate", "flip",
                                                               "drop", "skip", "confirm", "back", "pause")
            if inputs.pressed(i, a)}
    inputs.end_step()
    return seen


@pytest.fixture
def inputs():
    inputs = InputMap(open_pad=lambda index: Pad(100 + index, f"Pad {index}"))
    return inputs


def test_both_keyboard_zones_at_the_same_time(inputs):
    inputs.set_seats([Seat("Ann", "keys-left"), Seat("Ben", "keys-right")])
    feed(inputs, key_down(pygame.K_a), key_down(pygame.K_UP), key_down(pygame.K_q), key_down(pygame.K_SLASH))
    assert step(inputs) == {(0, "left"), (0, "flip"), (1, "rotate"), (1, "up"), (1, "skip")}
    assert inputs.held(0, "left") and inputs.held(1, "rotate")
    assert step(inputs) == set()  # a press is seen once
    feed(inputs, key_up(pygame.K_a))
    assert not inputs.held(0, "left") and inputs.held(1, "rotate")


def test_each_zone_has_all_game_actions_and_no_shared_keys():
    from game.shell.input.bindings import DEFAULTS, KEY
    tables = {device: DEFAULTS[device] for device in ("keys-left", "keys-right", "mouse")}
    for device in ("keys-left", "keys-right"):
        assert {"left", "right", "rotate", "flip", "drop", "skip", "pause"} <= {a for a, keys in tables[device].items() if keys}
    keys = [{source for sources in table.values() for source in sources if source[0] == KEY} for table in tables.values()]
    assert all(not (a & b) for i, a in enumerate(keys) for b in keys[i + 1:])


def test_a_press_waits_for_the_next_step(inputs):
    inputs.set_seats([Seat("Ann", "keys-left")])
    feed(inputs, key_down(pygame.K_s), key_up(pygame.K_s))
    # A frame that ran no step leaves the press for the next one.
    assert step(inputs) == {(0, "drop"), (0, "down")}


def test_held_move_repeats_after_a_delay(inputs):
    inputs.set_seats([Seat("Ann", "keys-right")])
    feed(inputs, key_down(pygame.K_RIGHT))
    presses = [(0, "right") in step(inputs) for _ in range(int((REPEAT_DELAY + 2 * REPEAT_INTERVAL) / STEP) + 2)]
    assert presses[0]
    first_repeat = presses.index(True, 1)
    assert first_repeat * STEP == pytest.approx(REPEAT_DELAY, abs=2 * STEP)
    assert sum(presses) == 4  # the press, the first repeat, two more
    feed(inputs, key_up(pygame.K_RIGHT))
    assert all((0, "right") not in step(inputs) for _ in range(60))


def test_drop_does_not_repeat(inputs):
    inputs.set_seats([Seat("Ann", "keys-left")])
    feed(inputs, key_down(pygame.K_s))
    assert sum((0, "drop") in step(inputs) for _ in range(120)) == 1


def test_mouse_seat(inputs):
    inputs.set_seats([Seat("Ann", "mouse")])
    feed(inputs, pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 200), rel=(1, 1), buttons=(0, 0, 0)))
    assert inputs.mouse_pos == (300, 200)
    feed(inputs, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(310, 200), button=1))
    assert (0, "drop") in step(inputs)
    feed(inputs, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert step(inputs) == {(0, "rotate")}
    feed(inputs, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(310, 200), button=3))
    assert step(inputs) == {(0, "rotate")}
    feed(inputs, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(310, 200), button=2), key_down(pygame.K_f))
    assert step(inputs) == {(0, "flip")}


def test_clicks_do_not_confirm_menus(inputs):
    feed(inputs, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1))
    inputs.tick(STEP)
    assert not inputs.menu_pressed("confirm")


def test_gamepad_buttons_hat_and_stick(inputs):
    inputs.add_pad(7, "Test pad")
    inputs.set_seats([Seat("Ann", "pad:7")])
    feed(inputs, pad_button(7, 0))
    assert step(inputs) == {(0, "drop"), (0, "confirm")}
    feed(inputs, pad_hat(7, (-1, 0)))
    assert step(inputs) == {(0, "left")}
    assert inputs.held(0, "left")
    feed(inputs, pad_hat(7, (0, 0)))
    assert not inputs.held(0, "left")
    feed(inputs, pad_axis(7, 0, 0.3))  # inside the dead zone
    assert step(inputs) == set()
    feed(inputs, pad_axis(7, 0, 0.9), pad_axis(7, 0, 0.95))  # one lean is one press
    assert step(inputs) == {(0, "right")}
    feed(inputs, pad_axis(7, 0, 0.0), pad_axis(7, 1, -1.0))
    assert step(inputs) == {(0, "up")}
    feed(inputs, pad_button(7, 7))
    assert step(inputs) == {(0, "pause")}


def test_other_pads_move_no_seat_and_reach_menus_only_when_no_game_is_played(inputs):
    inputs.add_pad(7, "Mine")
    inputs.add_pad(8, "Other")
    inputs.set_seats([Seat("Ann", "pad:7")])
    feed(inputs, pad_button(8, 0))
    inputs.tick(STEP)
    assert not inputs.pressed(0, "drop")
    assert not inputs.menu_pressed("confirm")  # the game's menus are its players'
    inputs.end_step()
    inputs.set_seats([])
    feed(inputs, pad_button(8, 0))
    assert inputs.menu_pressed("confirm")


def test_pad_pulled_out_mid_game_and_plugged_in_again(inputs):
    feed(inputs, pad_added(0), pad_added(1))
    assert {i: pad.name for i, pad in inputs.pads.items()} == {100: "Pad 0", 101: "Pad 1"}
    inputs.set_seats([Seat("Ann", "keys-left"), Seat("Ben", "pad:101")])
    feed(inputs, pad_button(101, 3))
    feed(inputs, pad_removed(101))
    assert inputs.seat_disconnected(1) and not inputs.seat_disconnected(0)
    assert step(inputs) == set()  # nothing from the pulled pad, and no crash
    feed(inputs, pad_button(101, 0))  # a late event from the gone pad
    assert step(inputs) == set()
    feed(inputs, pad_added(2))  # a pad comes back (with a new instance id)
    assert not inputs.seat_disconnected(1)
    assert inputs.seats[1] == Seat("Ben", "pad:102")
    feed(inputs, pad_button(102, 0))
    assert (1, "drop") in step(inputs)


def test_a_pad_that_fails_to_open_is_ignored():
    inputs = InputMap(open_pad=lambda index: None)
    feed(inputs, pad_added(0))
    assert inputs.pads == {}


def test_menu_actions_from_any_device(inputs):
    for events, action in [((key_down(pygame.K_w),), "up"), ((key_down(pygame.K_DOWN),), "down"),
                           ((key_down(pygame.K_RETURN),), "confirm"), ((key_down(pygame.K_ESCAPE),), "back"),
                           ((pad_button(9, 1),), "back"), ((pad_hat(9, (1, 0)),), "right")]:
        feed(inputs, *events)
        inputs.tick(STEP)
        assert inputs.menu_pressed(action), action
        inputs.end_step()


def test_focus_loss_releases_held_keys(inputs):
    inputs.set_seats([Seat("Ann", "keys-left")])
    feed(inputs, key_down(pygame.K_a))
    inputs.release_all()
    assert not inputs.held(0, "left")
