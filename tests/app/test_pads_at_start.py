"""A pad plugged in before the window's first picture: SDL's joystick support starts after it
(issue 47) or at a pad announced before, and the pad plays from the first frames. Each case runs
in a process of its own, as a start does: a test process's joystick support stays started once
any window started it (SDL counts the game controllers' use of it too). The process is forked
from one that imported the game and pygame without starting any of SDL (tests/app/forked_windows.py)."""
from pathlib import Path

import pytest

from tests.app.forked_windows import script as forked_script
from tests.app.virtual_pads import sdl_library

ROOT = Path(__file__).resolve().parents[2]
START = """
import sys
sys.path.insert(0, {root!r})
import pygame
from game.shell.input.input_map import open_real_pad
from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.title import TitleScene
from tests.app.virtual_pads import A, VirtualPad, sdl_library, unplug_all
from tests.dummy_app import open_app

sdl = sdl_library()
sdl.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")  # no window has focus on the dummy driver
app = open_app({folder!r}, open_pad=open_real_pad)
app.stack.push(TitleScene(app))
before = pygame.joystick.get_init()
pad = VirtualPad(sdl, None, mapped={mapped}) if {plug} else None  # SDL announces a virtual pad at once
app.step_frame(pygame.event.get())  # the first picture
print("support before the first picture:", before, "after:", pygame.joystick.get_init())
if pad is not None:
    pad.app = app
    print("pads opened:", len(app.input.pads))
    pad.instance_id = max(app.input.pads)
    pad.button(A)  # A in SDL's order and in a plain joystick's (the Xbox order): Play, the first line
    print("Play chosen:", isinstance(app.stack.top, GameChoiceScene))
    unplug_all(sdl, [pad])
app.close()
"""


def start(folder, plug: bool, mapped: bool = True) -> str:
    if sdl_library() is None:
        pytest.skip("no SDL library found beside pygame-ce to make virtual joysticks with")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = forked_script(START.format(root=str(ROOT), folder=str(folder), plug=plug, mapped=mapped), env, ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_joystick_support_starts_after_the_first_picture(tmp_path):
    assert "support before the first picture: False after: True" in start(tmp_path, plug=False)


@pytest.mark.parametrize("mapped", [True, False], ids=["game controller", "plain joystick"])
def test_a_pad_plugged_in_before_the_first_picture_chooses_on_the_title(tmp_path, mapped):
    said = start(tmp_path, plug=True, mapped=mapped)
    assert "pads opened: 1" in said and "Play chosen: True" in said
