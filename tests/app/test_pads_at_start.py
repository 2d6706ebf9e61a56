"""A pad plugged in before the window's first picture: SDL's joystick support starts after it
(issue 47) or at a pad announced before, and the pad plays from the first frames."""
import pygame
import pytest

from game.shell.input.input_map import open_real_pad
from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.title import TitleScene
from tests.app.virtual_pads import A, VirtualPad, sdl_library, unplug_all
from tests.dummy_app import open_app


@pytest.fixture
def sdl():
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("no SDL library found beside pygame-ce to make virtual joysticks with")
    pygame.joystick.quit()  # as at a start: another test's window may have started it
    sdl.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")  # no window has focus on the dummy driver
    return sdl


def test_the_joystick_support_starts_after_the_first_picture(tmp_path, sdl):
    app = open_app(tmp_path, open_pad=open_real_pad)
    app.stack.push(TitleScene(app))
    assert not pygame.joystick.get_init()
    app.step_frame()
    assert pygame.joystick.get_init()
    app.close()


@pytest.mark.parametrize("mapped", [True, False], ids=["game controller", "plain joystick"])
def test_a_pad_plugged_in_before_the_first_picture_chooses_on_the_title(tmp_path, sdl, mapped):
    app = open_app(tmp_path, open_pad=open_real_pad)
    pad = VirtualPad(sdl, None, mapped=mapped)  # SDL announces a virtual pad at once
    try:
        app.stack.push(TitleScene(app))
        pad.app = app
        pad.frame()  # the first picture: the pad announced is opened
        assert len(app.input.pads) == 1
        pad.instance_id = max(app.input.pads)
        pad.button(A)  # A in SDL's order and in a plain joystick's (the Xbox order): Play, the first line
        assert isinstance(app.stack.top, GameChoiceScene)
    finally:
        unplug_all(sdl, [pad])
        app.close()
