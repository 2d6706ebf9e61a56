"""Issue 44, points 1 and 2: pads read through SDL's game-controller layer, so every family's
buttons are the same buttons by name, and every hint names the buttons as the reader's own pad
prints them. Driven only through SDL's virtual pads on the real loop (tests/app/virtual_pads.py)."""
import ctypes
import json
from pathlib import Path

import pytest

from game.shell.input.bindings import DEFAULTS, PAD, PAD_BUTTON, Bindings, action_name
from game.shell.input.input_map import SETTLE, open_real_pad
from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.title import TitleScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from sprites import text_audit
from tests.app.test_couch_pads import seat_the_couch, seen
from tests.app.virtual_pads import (A, B, DUALSHOCK4, START, SWITCH_PRO, XBOX_ONE, Y, VirtualPad, plug_in, sdl_library,
                                    unplug_all)
from tests.dummy_app import open_app
from tests.scenes.driving import press_until

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "replays" / "examples"
# A PlayStation pad as a DirectInput driver reports it: its raw numbers are not the Xbox order
# (Cross is 1, Circle 2, Options 9); SDL's mapping names them.
DIRECTINPUT_DUALSHOCK = ("a:b1,b:b2,x:b0,y:b3,back:b8,start:b9,leftshoulder:b4,rightshoulder:b5,leftstick:b10,"
                         "rightstick:b11,dpup:h0.1,dpdown:h0.4,dpleft:h0.8,dpright:h0.2,leftx:a0,lefty:a1")


@pytest.fixture
def room(tmp_path):
    """The game at its title, SDL's virtual pads to plug in; unplugged after the test."""
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("no SDL library found beside pygame-ce to make virtual joysticks with")
    sdl.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")
    made = []

    def open_room(settings: dict | None = None):
        if settings is not None:
            (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        app = open_app(tmp_path, open_pad=open_real_pad, settle=SETTLE)
        made.append(app)
        app.stack.push(TitleScene(app))
        seen(app)
        return app, sdl

    yield open_room, made
    unplug_all(sdl, [])
    for app in made:
        app.close()


def drawn_notes(app):
    text_audit.start_audit(app.surface)
    app.step_frame()
    return [note for note in text_audit.stop_audit() if note.on_screen]


def drawn_texts(app) -> list[str]:
    return [note.text for note in drawn_notes(app)]


def hint_line(app) -> str:
    """The lowest text on screen: the hint line along the bottom."""
    return max(drawn_notes(app), key=lambda note: note.rect.bottom).text


def with_mapping(sdl, ids, mapping: str):
    """A plain joystick SDL knows no mapping for, given one in SDL's database before the game opens it
    (as a line of SDL_GAMECONTROLLERCONFIG or gamecontrollerdb.txt would)."""
    import pygame
    sdl.SDL_GameControllerAddMapping.argtypes = [ctypes.c_char_p]

    class Mapped(VirtualPad):
        def frame(self, draw: bool = True):
            if not getattr(self, "mapped", False):
                self.mapped = True
                guid = pygame.joystick.Joystick(self.index).get_guid()
                assert sdl.SDL_GameControllerAddMapping(f"{guid},Test pad,{mapping}".encode()) >= 0
            super().frame(draw)
    return lambda app: Mapped(sdl, app, ids, mapped=False)


def test_a_pad_whose_raw_numbers_are_not_the_xbox_order_is_read_by_sdls_mapping(room):
    open_room, __ = room
    app, sdl = open_room()
    pad = with_mapping(sdl, DUALSHOCK4, DIRECTINPUT_DUALSHOCK)(app)
    title = app.stack.top
    title.menu.focus = [item.text for item in title.menu.items].index("Play")
    pad.button(1)  # raw 1: this pad's Cross, its A (in the Xbox order: B, back)
    seen(app)
    assert isinstance(app.stack.top, GameChoiceScene)
    assert hint_line(app).endswith("Cross to select  ·  Circle to go back")
    pad.button(2)  # raw 2: its Circle, B (in the Xbox order: X)
    seen(app)
    assert app.stack.top is title
    assert app.input.pads[pad.instance_id].mapped


def test_a_pad_sdl_cannot_map_is_read_by_its_raw_numbers_and_controls_say_so(room):
    open_room, __ = room
    app, sdl = open_room()
    pad = VirtualPad(sdl, app, XBOX_ONE, mapped=False)
    title = app.stack.top
    title.menu.focus = [item.text for item in title.menu.items].index("Play")
    pad.button(0)  # raw 0: A in the Xbox order
    seen(app)
    assert isinstance(app.stack.top, GameChoiceScene)
    app.stack.push("controls")
    seen(app)
    controls = app.stack.top
    assert controls.table == PAD  # opened from a pad: the gamepads' controls first
    assert any("not known to SDL" in item.text and "Gamepad 1" in item.text for item in controls.menu.items)


def test_old_settings_with_raw_numbers_still_read_and_are_saved_by_name(room):
    open_room, __ = room
    # raw 9: the right stick's press (the ghost's in a ramp game; PILUS's pawn step has it free)
    app, sdl = open_room({"bindings": {"pad": {"pilus_back": ["pad:9"]}}})
    assert app.input.bindings.inputs(PAD, "pilus_back") == ((PAD_BUTTON, "rightstick"),) and not app.notices
    assert (Bindings.from_json({"pad": {"pilus_back": ["pad:9"]}})[0].changes_json(DEFAULTS)["pad"]["pilus_back"]
            == ["pad:rightstick"])
    pad = plug_in(sdl, app, 1, DUALSHOCK4)[0]
    pad.hat(0, -1)
    app.stack.push("controls")
    seen(app)
    assert f"{action_name('pilus_back')}: R3" in [item.text for item in app.stack.top.menu.items]


@pytest.mark.parametrize("ids, select, back", [(XBOX_ONE, "A", "B"), (DUALSHOCK4, "Cross", "Circle"),
                                               (SWITCH_PRO, "A", "B")])
def test_the_menus_name_the_readers_own_pad_by_its_family(room, ids, select, back):
    open_room, __ = room
    app, sdl = open_room()
    pad = plug_in(sdl, app, 1, ids)[0]
    pad.hat(0, -1)
    assert hint_line(app) == f"D-pad or stick to choose  ·  {select} to select  ·  {back} to go back"
    assert "Esc" not in hint_line(app)


def test_a_pad_changes_a_replays_speed_and_the_hint_says_with_what(room):
    open_room, __ = room
    app, sdl = open_room()
    pad = plug_in(sdl, app, 1, DUALSHOCK4)[0]
    pad.hat(0, -1)
    viewer = ReplayViewerScene(app, EXAMPLES / "bits-solo.json")
    app.stack.push(viewer)
    seen(app)
    assert viewer.playback.speed == 1
    pad.button(Y)
    assert viewer.playback.speed == 2
    assert "Triangle: speed (1×, 2×, 4×)" in hint_line(app) and "Circle: back" in hint_line(app)
    pad.button(B)
    seen(app)
    assert app.stack.top is not viewer


def test_a_game_begins_with_each_seats_own_controls_on_its_board_until_it_plays(room):
    open_room, __ = room
    app, sdl = open_room()
    xbox, playstation = VirtualPad(sdl, app, XBOX_ONE), VirtualPad(sdl, app, DUALSHOCK4)
    seat_the_couch(app, [xbox, playstation], "fits")
    xbox.button(START)
    seen(app)
    game = app.stack.top
    assert isinstance(game, RampGameScene)
    texts = drawn_texts(app)
    assert {"Gamepad 1", "Gamepad 2", "Drop: A", "Drop: Cross", "Pause: Menu", "Pause: Options"} <= set(texts)
    assert not any("Esc" in text for text in texts)  # nobody here plays at the keyboard
    xbox.hat(1, 0)
    texts = drawn_texts(app)
    assert "Drop: A" not in texts and "Drop: Cross" in texts


@pytest.mark.parametrize("ids, buttons", [(XBOX_ONE, ("A", "X", "B", "Menu")),
                                          (DUALSHOCK4, ("Cross", "Square", "Circle", "Options"))])
def test_the_on_screen_keyboard_names_the_readers_own_pad_buttons(room, ids, buttons):
    """A pad opens the on-screen keyboard on the daily challenge's name: its line of buttons is
    that pad's, and the hint line under it names no key (Enter, Backspace)."""
    open_room, __ = room
    app, sdl = open_room()
    pad = plug_in(sdl, app, 1, ids)[0]
    daily = [item.text for item in app.stack.top.menu.items].index("Daily challenge")
    press_until(lambda: app.stack.top.menu.focus == daily, lambda: pad.hat(0, -1))
    pad.button(A)
    seen(app)
    name = next(n for n, item in enumerate(app.stack.top.menu.items) if item.text.startswith("Name: "))
    press_until(lambda: app.stack.top.menu.focus == name, lambda: pad.hat(0, -1))
    pad.button(A)
    seen(app)
    assert type(app.stack.top).__name__ == "NameKeyboardScene"
    typed, delete, leave, done = buttons
    line = " ".join(drawn_texts(app))
    assert (f"D-pad or stick: choose a key · {typed}: type it · {delete}: delete a letter · {leave}: leave · "
            f"{done}: done") in " ".join(line.split())
    assert not any(word in line for word in ("Enter", "Backspace", "Esc"))
