"""The keyboard zones on German (QWERTZ) and French (AZERTY) keyboards, through
the real loop: a key is pressed as SDL reports it there (its position, and the
key that layout gives at it), and does what the key at that place does on a US
keyboard; every screen then names the key printed on the player's keyboard,
readably in every language. Saved key-code bindings from before still load."""
import json

import pygame
import pytest

from game import i18n
from game.shell.app import App
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Bindings, Seat, controls
from game.shell.input.bindings import DEFAULTS, KEY, SCAN
from game.shell.input import keyboard_layout
from game.shell.input.keyboard_layout import QWERTY
from game.message_keys import keyed
from game.rules.ramp_actions import Skip
from scenes.pilus import pilus_controls
from scenes.shared.device_text import control_lines
from sprites import text_audit
from tests.app.conftest import key_down, key_up
from tests.inline_executor import InlineExecutor
from tests.scenes.driving import past_the_start_pieces
from tests.scenes.test_pilus_game import start as start_pilus, take_controls
from tests.scenes.test_ramp_game_scene import start as start_ramp

# What each layout gives at the US positions the defaults use, where it differs.
GERMAN = {pygame.KSCAN_Z: pygame.K_y, pygame.KSCAN_SLASH: pygame.K_MINUS}
FRENCH = {pygame.KSCAN_A: pygame.K_q, pygame.KSCAN_Q: pygame.K_a, pygame.KSCAN_W: pygame.K_z,
          pygame.KSCAN_Z: pygame.K_w, pygame.KSCAN_PERIOD: pygame.K_COLON, pygame.KSCAN_SLASH: pygame.K_EXCLAIM,
          pygame.KSCAN_COMMA: pygame.K_SEMICOLON}


def tap_at(scancode, layout):
    """The key at this position pressed and let go, as this layout reports it."""
    key = layout.get(scancode, QWERTY[scancode])
    return [key_down(key, scancode), key_up(key, scancode)]


def test_a_german_keyboard_sets_a_piece_aside_with_the_key_beside_right_shift(app):
    scene = start_ramp(app, "fits")
    past_the_start_pieces(app, scene, 1)
    app.step_frame(tap_at(pygame.KSCAN_SLASH, GERMAN))
    app.step_frame(tap_at(pygame.KSCAN_SLASH, GERMAN))
    assert scene.moves[-1] == (1, Skip())
    # Ben's keyboard said what that key is: every hint names it so.
    assert ("skip", ["Minus"]) in controls(KEYS_RIGHT, app.input.bindings)
    with i18n.speaking("de"):
        assert any(line.endswith(": Minus") for line in control_lines(KEYS_RIGHT, app.input.bindings))


def test_a_french_keyboard_moves_with_zqsd_and_flips_with_a(app):
    scene = start_ramp(app, "fits")
    hand = scene.hands[0]
    app.step_frame(tap_at(pygame.KSCAN_D, FRENCH))
    column, shape = hand.column, hand.shape
    app.step_frame(tap_at(pygame.KSCAN_A, FRENCH))  # the key printed Q, where a US keyboard has A
    assert hand.column == column - 1 and hand.shape == shape
    app.step_frame(tap_at(pygame.KSCAN_W, FRENCH))  # Z turns
    turned = hand.shape
    assert turned != shape
    app.step_frame(tap_at(pygame.KSCAN_Q, FRENCH))  # A flips
    assert hand.column == column - 1 and hand.shape != turned
    assert Bindings().move_keys(KEYS_LEFT) == "ZQSD"


def test_the_german_set_aside_key_takes_the_next_tile_in_pilus_and_zooms_nothing(app):
    scene = start_pilus(app, seats=[Seat("Ben", KEYS_RIGHT), Seat("Cy", KEYS_LEFT)])
    take_controls(app, scene)
    choice, zoom = scene.choice, scene.camera.zoom
    index = choice.index
    assert "Slash: next tile" in scene.drawing.bottom_line(scene.now()) and "+/-: zoom" in scene.drawing.bottom_line(scene.now())  # no key has said otherwise yet
    app.step_frame(tap_at(pygame.KSCAN_SLASH, GERMAN))
    assert choice.index != index and scene.camera.zoom == zoom
    assert "Minus: next tile" in scene.drawing.bottom_line(scene.now())
    # The camera leaves that key to the seat: the hint offers the keypad's minus, which still zooms out.
    assert "+ or Keypad minus: zoom" in scene.drawing.bottom_line(scene.now())
    app.step_frame([key_down(pygame.K_KP_MINUS, pygame.KSCAN_KP_MINUS)])
    assert scene.camera.zoom < zoom
    # What anyone may do with the view (another's turn): the wheel and both keys in one list, no 'or' in an 'or'.
    for language, zooms in VIEW_ZOOMS.items():
        with i18n.speaking(language):
            assert zooms in pilus_controls.view_hint(app.input.bindings)


VIEW_ZOOMS = {"en": "· Wheel, +, or Keypad minus: zoom ·", "de": "· Mausrad, + oder Minus (Ziffernblock): zoomen ·",
              "fr": "· Molette, + ou Moins (pavé numérique)\xa0: zoom ·",
              "nl": "· Scrollwiel, + of Min (numeriek): zoomen ·"}


@pytest.mark.parametrize("language, left, right", [
    ("en", "WASD", ["Period", "Slash", "Comma"]),
    ("de", "WASD", ["Punkt", "Minus", "Komma"]),  # guessed QWERTZ until a key says otherwise
    ("fr", "ZQSD", ["Deux-points", "Point d’exclamation", "Point-virgule"]),  # AZERTY
    ("nl", "WASD", ["Punt", "Schuine streep", "Komma"]),
])
def test_every_language_names_the_keys_of_its_usual_keyboard_in_words(language, left, right):
    with i18n.speaking(language):
        bindings = Bindings()
        assert bindings.move_keys(KEYS_LEFT) == left
        assert [bindings.names(KEYS_RIGHT, action)[0] for action in ("flip", "skip", "undo")] == right
        for table in (KEYS_LEFT, KEYS_RIGHT, MOUSE):
            for _action, names in controls(table, bindings):
                assert all(any(ch.isalnum() for ch in name) for name in names), names


def test_a_key_seen_overrides_the_languages_guess(app):
    with i18n.speaking("de"):
        app.step_frame(tap_at(pygame.KSCAN_SLASH, {}))  # a US keyboard, German text
        assert Bindings().names(KEYS_RIGHT, "skip") == ["Schrägstrich"]
        assert Bindings().names(KEYS_LEFT, "undo") == ["Z"]  # QWERTY: Z stays where it is


def test_saved_key_code_bindings_from_before_still_load(tmp_path):
    # As settings.json held them before: every entry of a changed table by key code.
    old = {action: [f"key:{QWERTY[code]}" for _kind, code in sources] for action, sources in DEFAULTS[KEYS_RIGHT].items()}
    old["undo"] = [f"key:{pygame.K_m}"]
    (tmp_path / "settings.json").write_text(json.dumps({"bindings": {KEYS_RIGHT: old}}), encoding="utf-8")
    app = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        assert app.notices == []
        bindings = app.input.bindings
        assert bindings.inputs(KEYS_RIGHT, "undo") == ((KEY, pygame.K_m),)  # the player's choice stays
        assert bindings.inputs(KEYS_RIGHT, "skip") == ((SCAN, pygame.KSCAN_SLASH),)  # a default: by position again
        app.input.set_seats([Seat("Ben", KEYS_RIGHT)])
        app.input.process(key_down(pygame.K_m, pygame.KSCAN_M))
        app.input.process(key_down(pygame.K_MINUS, pygame.KSCAN_SLASH))
        assert app.input.pressed(0, "undo") and app.input.pressed(0, "skip")
    finally:
        app.close()


# A Belgian AZERTY keyboard: the French one, with '=' (and '+' over it) beside right Shift.
BELGIAN = FRENCH | {pygame.KSCAN_SLASH: pygame.K_EQUALS}


def test_a_belgian_keyboard_sets_a_piece_aside_with_its_equals_key_and_is_then_named_zqsd(app):
    scene = start_ramp(app, "fits")
    past_the_start_pieces(app, scene, 1)
    assert Bindings().move_keys(KEYS_LEFT) == "WASD"  # English, no country said: a US keyboard guessed
    app.step_frame(tap_at(pygame.KSCAN_SLASH, BELGIAN))
    app.step_frame(tap_at(pygame.KSCAN_SLASH, BELGIAN))
    assert scene.moves[-1] == (1, Skip())
    # Only a Belgian keyboard has '=' there: the other zone is named by it too.
    assert ("skip", ["Equals sign"]) in controls(KEYS_RIGHT, app.input.bindings)
    assert Bindings().move_keys(KEYS_LEFT) == "ZQSD"
    with i18n.speaking("nl"):
        assert any(line.endswith(": Gelijkteken") for line in control_lines(KEYS_RIGHT, app.input.bindings))


def test_the_belgian_equals_key_takes_the_next_tile_in_pilus_and_the_keypad_plus_zooms(app):
    scene = start_pilus(app, seats=[Seat("Ben", KEYS_RIGHT), Seat("Cy", KEYS_LEFT)])
    take_controls(app, scene)
    choice, zoom = scene.choice, scene.camera.zoom
    index = choice.index
    app.step_frame(tap_at(pygame.KSCAN_SLASH, BELGIAN))
    assert choice.index != index and scene.camera.zoom == zoom
    assert "Equals sign: next tile" in scene.drawing.bottom_line(scene.now()) and "Keypad plus or -: zoom" in scene.drawing.bottom_line(scene.now())
    app.step_frame([key_down(pygame.K_KP_PLUS, pygame.KSCAN_KP_PLUS)])
    assert scene.camera.zoom > zoom


def drawn_texts(app) -> list[str]:
    text_audit.start_audit(app.surface)
    app.step_frame()
    return [note.text for note in text_audit.stop_audit()]


@pytest.mark.parametrize("system, language, left, skip", [
    ("nl_BE.UTF-8", "nl", "ZQSD", "Gelijkteken"),  # Flemish keyboards are Belgian AZERTY, not Dutch QWERTY
    ("fr_BE.UTF-8", "fr", "ZQSD", "Égal"),
    ("de_BE.UTF-8", "de", "ZQSD", "Gleichheitszeichen"),
    ("fr_CH.UTF-8", "fr", "WASD", "Moins"),  # Swiss keyboards are QWERTZ, in French too
    ("de_CH.UTF-8", "de", "WASD", "Minus"),
    ("fr_LU.UTF-8", "fr", "WASD", "Moins"),
    ("fr_CA.UTF-8", "fr", "WASD", "Barre oblique"),  # Canadian French: QWERTY
    ("fr_FR.UTF-8", "en", "ZQSD", "Exclamation mark"),  # a French system, the game in English
    ("cs_CZ.UTF-8", "en", "WASD", "Minus"),  # a language the game does not speak: Czech QWERTZ
    ("en_US.UTF-8", "fr", "ZQSD", "Point d’exclamation"),  # no country of its own layout: the language guesses
    ("nl_NL.UTF-8", "nl", "WASD", "Schuine streep"),
])
def test_the_systems_country_names_the_keys_before_any_key_is_pressed(app, monkeypatch, system, language, left,
                                                                      skip):
    monkeypatch.setenv("LANG", system)
    keyboard_layout.forget()  # asked anew, as at a start
    app.set_language(language)
    app.stack.push("table_setup", "fits")
    app.step_frame()
    with i18n.speaking(language):
        label = keyed("device.keys-left", keys=left)
    assert any(label in text for text in drawn_texts(app))  # the seat's button names its keys
    assert app.input.bindings.names(KEYS_RIGHT, "skip") == [skip]


def test_lc_all_and_lc_ctype_come_before_lang_then_the_formats_and_windows_says_its_keyboards_language():
    assert keyboard_layout.system_layout({"LC_ALL": "fr_CH.UTF-8", "LANG": "fr_FR.UTF-8"}) is keyboard_layout.QWERTZ
    assert keyboard_layout.system_layout({"LC_CTYPE": "nl_BE@euro", "LANG": "en_GB"}) is keyboard_layout.BELGIAN
    assert keyboard_layout.system_layout({"LANG": "C.UTF-8"}) is None
    # English text with Belgian formats, as a desktop sets them: Belgium; LC_ALL alone counts when set.
    assert keyboard_layout.system_layout({"LANG": "en_US.UTF-8", "LC_MONETARY": "nl_BE.UTF-8"}) is keyboard_layout.BELGIAN
    assert keyboard_layout.system_layout({"LC_ALL": "C", "LC_MONETARY": "nl_BE.UTF-8"}) is None
    assert keyboard_layout.system_layout({"LANG": "fr_FR.UTF-8", "LC_TIME": "de_CH.UTF-8"}) is keyboard_layout.AZERTY
    assert keyboard_layout.system_layout({"LANG": "en_GB.UTF-8", "LC_TIME": "cs_CZ.UTF-8"}) is keyboard_layout.QWERTZ
    assert keyboard_layout.system_layout({}, windows_keyboard="nl_BE") is keyboard_layout.BELGIAN
    assert keyboard_layout.system_layout({}, windows_keyboard="en_US") is None
