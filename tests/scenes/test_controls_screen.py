"""Settings → Controls through the real loop: an action is rebound by pressing
its new key, a key already taken is refused with the reason, the choice is in
settings.json and back after a restart, a reset brings the defaults back, a
damaged entry falls back to its default with a message, and a FITS round is
played with the new keys while the old ones do nothing."""
import json

import pygame

from game.shell.app import App
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Bindings, Seat, controls
from game.shell.input.bindings import DEFAULTS, KEY, MOUSE_BUTTON, PAD, PAD_BUTTON, SCAN, TABLES, key_of
from game.rules.ramp_actions import Skip
from scenes.menus.controls import ControlsScene
from scenes.shared.device_text import menu_hint
from scenes.ramp.round_results import RoundResultsScene
from tests.app.conftest import click, tap
from tests.inline_executor import InlineExecutor
from tests.scenes.driving import ZONE_KEYS, lowest_drop, play, press_until, run_until
from tests.scenes.test_pilus_game import start, take_controls

NEW_KEYS = {"left": pygame.K_j, "right": pygame.K_l, "rotate": pygame.K_i, "drop": pygame.K_x,
            "flip": pygame.K_u, "skip": pygame.K_o}


def open_controls(app) -> ControlsScene:
    """Settings, then its Controls item, as a player gets there."""
    app.stack.push("settings")
    app.step_frame()
    settings = app.stack.top
    press_until(lambda: settings.menu.focused is settings.controls, lambda: app.step_frame(tap(pygame.K_DOWN)))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    screen = app.stack.top
    assert isinstance(screen, ControlsScene)
    return screen


def focus(app, screen, action):
    """The arrows to the action's line: across to its column, then down or up (the focus goes where they point)."""
    item = screen.action_items[list(DEFAULTS[screen.table]).index(action)]
    app.step_frame()  # laid out
    for __ in range(40):
        here = screen.menu.focused.rect
        if screen.menu.focused is item:
            return item
        key = pygame.K_RIGHT if item.rect.left > here.right else pygame.K_LEFT if item.rect.right < here.left \
            else pygame.K_DOWN if item.rect.top > here.top else pygame.K_UP
        app.step_frame(tap(key))
    raise AssertionError(f"the arrows never reach {action}")


def rebind(app, screen, action, *events):
    """Choose the action, confirm it, then press the new input."""
    item = focus(app, screen, action)
    app.step_frame(tap(pygame.K_RETURN))
    assert screen.waiting == action
    app.step_frame(list(events))
    return item


def saved(app) -> dict:
    return json.loads((app.storage.folder / "settings.json").read_text(encoding="utf-8"))


def test_an_action_is_rebound_by_pressing_its_new_key(app):
    screen = open_controls(app)
    item = rebind(app, screen, "drop", *tap(pygame.K_x))
    assert screen.waiting is None and item.text == "Drop: X"
    assert screen.message[0] == "Drop is now X."
    assert saved(app)["bindings"] == {KEYS_LEFT: {"drop": [f"key:{pygame.K_x}"]}}  # what was changed, no more
    # The setup panel and the rules pages name the new key.
    assert ("drop", ["X"]) in controls(KEYS_LEFT, app.input.bindings)


def test_a_key_another_action_or_another_zone_uses_is_refused_with_the_reason(app):
    screen = open_controls(app)
    rebind(app, screen, "drop", *tap(pygame.K_a))
    assert screen.message[0] == "A is already Move left. Choose another one, or change Move left first."
    rebind(app, screen, "drop", *tap(pygame.K_UP))
    assert screen.message[0] == "Up arrow is already Turn for Keyboard right (arrows). Choose another one."
    rebind(app, screen, "drop", *tap(pygame.K_f))  # the mouse player's other hand
    assert "already Flip for Mouse" in screen.message[0]
    rebind(app, screen, "drop", *tap(pygame.K_HOME))
    assert "zooms and centres the PILUS table" in screen.message[0]
    assert app.input.bindings.inputs(KEYS_LEFT, "drop") == ((SCAN, pygame.KSCAN_S),)
    assert app.input.bindings.tables == DEFAULTS  # nothing refused was taken
    # Flip and PILUS's turn share Q: no screen reads both.
    assert app.input.bindings.refusal(KEYS_LEFT, "pilus_turn", (KEY, pygame.K_q)) is None


def test_esc_cancels_the_wait_and_is_never_bound(app):
    screen = open_controls(app)
    rebind(app, screen, "pause", *tap(pygame.K_ESCAPE))
    assert screen.waiting is None and app.input.bindings.inputs(KEYS_LEFT, "pause") == ((SCAN, pygame.KSCAN_TAB),)
    assert app.stack.top is screen  # the Esc that cancelled did not leave the screen
    assert "Back and pause: Esc (always)" in [item.text for item in screen.fixed_items]
    assert "always goes back and pauses" in app.input.bindings.refusal(KEYS_LEFT, "pause", (KEY, pygame.K_ESCAPE))
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is not screen


def test_the_mouse_and_the_gamepads_take_their_own_buttons(app):
    screen = open_controls(app)
    screen.menu.focus = 0
    app.step_frame(tap(pygame.K_RIGHT))
    app.step_frame(tap(pygame.K_RIGHT))
    assert screen.table == MOUSE
    rebind(app, screen, "undo", *click((10, 10), pygame.BUTTON_X2))
    assert "already Set aside" in screen.message[0]
    rebind(app, screen, "undo", *tap(pygame.K_j))
    assert app.input.bindings.inputs(MOUSE, "undo") == ((KEY, pygame.K_j),)
    screen.menu.focus = 0
    app.step_frame(tap(pygame.K_RIGHT))
    assert screen.table == PAD
    rebind(app, screen, "pilus_next", *tap(pygame.K_y))  # a key is no gamepad button: still waiting
    assert screen.waiting == "pilus_next"
    # A pad SDL cannot map: its raw button past the ones the Xbox order names, kept by that name.
    app.step_frame([pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, joy=0, button=12)])
    assert app.input.bindings.inputs(PAD, "pilus_next") == ((PAD_BUTTON, "button12"),)
    assert screen.message[0] == "PILUS: next tile is now Button 12."


def test_controls_are_kept_after_a_restart_and_reset_brings_the_defaults_back(app, tmp_path):
    screen = open_controls(app)
    rebind(app, screen, "drop", *tap(pygame.K_x))
    again = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
                bot_executor=InlineExecutor(), settle=0)
    try:
        assert again.notices == []
        assert again.input.bindings.inputs(KEYS_LEFT, "drop") == ((KEY, pygame.K_x),)
        screen = open_controls(again)
        screen.menu.focus = screen.menu.items.index(screen.reset_item)
        again.step_frame(tap(pygame.K_RETURN))
        assert again.input.bindings.inputs(KEYS_LEFT, "drop") == ((SCAN, pygame.KSCAN_S),)
        assert screen.message[0] == "The defaults of Keyboard left (WASD) are back."
        assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["bindings"] == {}
    finally:
        again.close()


def test_a_damaged_bindings_entry_falls_back_to_its_default_with_a_message(tmp_path):
    saved_bindings = {
        KEYS_LEFT: {"drop": ["key:banana"], "flip": [f"key:{pygame.K_x}"], "jump": ["key:32"]},
        KEYS_RIGHT: {"confirm": [f"key:{pygame.K_ESCAPE}"], "left": [f"key:{pygame.K_a}"]},
        "pad": 7, "toaster": {},
    }
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 0.5, "bindings": saved_bindings}),
                                            encoding="utf-8")
    app = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        bindings = app.input.bindings
        assert bindings.inputs(KEYS_LEFT, "drop") == ((SCAN, pygame.KSCAN_S),)  # its default
        assert bindings.inputs(KEYS_LEFT, "flip") == ((KEY, pygame.K_x),)  # a good entry stays
        assert bindings.inputs(KEYS_RIGHT, "confirm") == DEFAULTS[KEYS_RIGHT]["confirm"]  # Esc is never bound
        assert bindings.inputs(KEYS_RIGHT, "left") == ((SCAN, pygame.KSCAN_LEFT),)  # A is the left zone's
        assert app.settings.volume == 0.5
        assert app.notices == ["settings.json: 6 saved controls could not be used; their defaults are used "
                               "(Settings → Controls shows each device's controls)."]
        assert Bindings.from_json(saved_bindings)[1] == [
            "settings.json: the control Drop for Keyboard left could not be used; its default is used.",
            "settings.json: the controls for Keyboard left name an unknown action ('jump'); it is left out.",
            "settings.json: the control Confirm for Keyboard right could not be used; its default is used.",
            "settings.json: the controls for Gamepads could not be read; the defaults are used.",
            "settings.json: the controls name an unknown device ('toaster'); it is left out.",
            "settings.json: the control Move left for Keyboard right clashes with another; its default is used.",
        ]
        app.stack.push("title")
        app.step_frame()  # the title shows the notices and the game goes on
    finally:
        app.close()


def test_one_damaged_entry_is_named_on_the_title_screen(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"bindings": {MOUSE: {"skip": "G"}}}), encoding="utf-8")
    app = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        assert app.notices == ["settings.json: the control Set aside (press twice) / neutral for Mouse could not be "
                               "used; its default is used."]
        assert app.input.bindings.inputs(MOUSE, "skip") == DEFAULTS[MOUSE]["skip"]
    finally:
        app.close()


def test_the_defaults_never_clash_and_the_right_zone_needs_no_right_ctrl():
    bindings = Bindings()
    for table in TABLES:
        for action, sources in DEFAULTS[table].items():
            assert all(bindings.refusal(table, action, source) is None for source in sources), (table, action)
    right = {key_of(source) for sources in DEFAULTS[KEYS_RIGHT].values() for source in sources}
    assert not right & {pygame.K_RCTRL, pygame.K_RSHIFT, pygame.K_RALT, pygame.K_MENU}
    assert bindings.inputs(MOUSE, "drop") == ((MOUSE_BUTTON, pygame.BUTTON_LEFT),)


def test_a_remapped_zone_plays_a_fits_round_with_its_new_keys_and_not_the_old(app):
    screen = open_controls(app)
    for action, key in NEW_KEYS.items():
        rebind(app, screen, action, *tap(key))
        assert app.input.bindings.inputs(KEYS_LEFT, action) == ((KEY, key),), screen.message
    app.stack.clear_to("new_game", "fits", seed=21)
    app.step_frame()
    scene = app.stack.top
    keys = {KEYS_LEFT: NEW_KEYS}
    old = ZONE_KEYS[KEYS_LEFT]
    # The old keys do nothing now: S drops nothing, A and D move nothing, W turns nothing.
    hand = scene.hands[0]
    before = (hand.column, hand.shape)
    for action in ("drop", "left", "right", "rotate", "flip"):
        app.step_frame(tap(old[action]))
    assert scene.moves == [] and (hand.column, hand.shape) == before
    app.step_frame(tap(NEW_KEYS["right"]))
    assert hand.column == before[0] + 1
    while not isinstance(app.stack.top, RoundResultsScene):
        play(app, scene, 0, lowest_drop(scene.state, 0) or Skip(), keys)
        run_until(app, lambda: scene.round_over or not any(view.busy for view in scene.views))
        if scene.round_over:
            run_until(app, lambda: isinstance(app.stack.top, RoundResultsScene))
    assert len(scene.moves) > 5 and scene.state.round_index == 1


def drawn_texts(app, scene) -> list[str]:
    """Every text the scene draws (the fit check's record of them)."""
    from sprites import text_audit
    text_audit.start_audit(app.surface)
    scene.draw(app.surface)
    return [note.text for note in text_audit.stop_audit()]


def test_a_remapped_zone_is_named_by_its_new_keys_wherever_it_is_named(app):
    from scenes.ramp.ramp_rules_page import controls_blocks
    screen = open_controls(app)
    for action, key in NEW_KEYS.items():
        rebind(app, screen, action, *tap(key))
    name = "Keyboard left (IJXL)"  # turn, left, drop, right: up, left, down, right on the keyboard
    assert screen.device_item.text == f"Controls for: {name}"
    screen.change_table(1)
    rebind(app, screen, "drop", *tap(pygame.K_i))
    assert screen.message[0] == f"I is already Turn for {name}. Choose another one."
    texts = drawn_texts(app, screen)
    app.stack.clear_to("table_setup", "fits")
    app.step_frame()
    setup = drawn_texts(app, app.stack.top)
    assert setup.count(name) == 2  # the seat's device, and the focused seat's controls beside the list
    texts += setup
    app.stack.clear_to("daily_challenge")
    app.step_frame()
    texts += drawn_texts(app, app.stack.top)
    assert f"Controls: {name}" in texts and f"You play as Player 1, with {name}." in texts
    assert name in "\n".join(controls_blocks(app.input.bindings))
    scene = start(app, seats=[Seat("Ann", KEYS_LEFT), Seat("Ben", KEYS_RIGHT)])
    assert f"Ann · {name}:" in scene.pause_controls()
    assert not any("WASD" in text for text in texts + scene.pause_controls() + controls_blocks(app.input.bindings))


def test_menus_take_and_name_the_new_confirm_key_and_not_the_old(app):
    screen = open_controls(app)
    rebind(app, screen, "confirm", *tap(pygame.K_k))
    assert menu_hint(app) == ("WASD to choose  ·  K to select  ·  "
                              "Esc to go back")  # to the player at the keys where K is
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    settings = app.stack.top
    settings.menu.focus = settings.menu.items.index(settings.back)
    app.step_frame(tap(pygame.K_SPACE))
    app.step_frame()
    assert app.stack.top is settings
    app.step_frame(tap(pygame.K_k))
    app.step_frame()
    assert app.stack.top is not settings


def test_pilus_turns_and_names_the_tile_with_the_new_key(app):
    screen = open_controls(app)
    screen.change_table(1)
    assert screen.table == KEYS_RIGHT
    rebind(app, screen, "pilus_turn", *tap(pygame.K_m))
    scene = start(app, seats=[Seat("Ben", KEYS_RIGHT), Seat("Cy", KEYS_LEFT)])
    take_controls(app, scene)
    choice = scene.choice
    app.step_frame(tap(pygame.K_PERIOD))  # the old key: Flip in a ramp game, nothing here now
    assert choice.rotation == 0
    app.step_frame(tap(pygame.K_m))
    assert choice.rotation == 1
    assert scene.drawing.bottom_line(scene.now()).startswith("Arrows: move · M: turn · Slash: next tile · Enter: lay")
    assert "M: turn" in scene.pause_controls()
