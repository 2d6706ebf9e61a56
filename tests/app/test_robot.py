"""The robot (tests/app/robot.py) walks every screen from a fresh data folder through SDL
events only, and lists what a player would trip over."""
import gc

import pygame
import pytest

from game.shell.input.input_map import open_real_pad
from game.shell.scene_stack import SceneStack, scene_names
from game.i18n import _
from tests.app.robot import Robot
from tests.app.virtual_pads import plug_in, sdl_library, unplug_all
from tests.dummy_app import open_app

collect = gc.collect


@pytest.fixture
def robot(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # no challenge files of the machine's own
    made = []
    real_make = SceneStack.make

    def spy(stack, name, *args, **kwargs):
        made.append(name)
        return real_make(stack, name, *args, **kwargs)
    monkeypatch.setattr(SceneStack, "make", spy)
    # At each change of screen the app collects all garbage (App.tidy_memory), a pass over every object of
    # the test process: the youngest generation is enough for the robot's hundreds of screens.
    monkeypatch.setattr(gc, "collect", lambda generation=0: collect(0))
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("no SDL library found beside pygame-ce to make virtual joysticks with")
    app = open_app(tmp_path / "data", open_pad=open_real_pad)
    app.stack.push("title", True)  # as main.py opens it
    robot = Robot(app, made)
    robot.frame()
    pads = plug_in(sdl, app, 1)
    robot.pad = pads[0]
    try:
        yield robot
    finally:
        unplug_all(sdl, pads)
        app.close()


def test_the_robot_walks_every_screen(robot):
    quit_words = _("Quit")
    assert robot.top is not None and robot.app.stack.scenes[0] is not robot.top  # the offer over the title
    robot.walk(["<offer>"], 0)
    robot.key(pygame.K_ESCAPE)
    robot.walk([], 7, skip=lambda text: text == quit_words)
    print("\n".join(robot.trace))
    print("entries:", robot.entries)
    print("reached:", sorted(robot.reached))
    print("\n".join("FOUND " + line for line in robot.found))
    assert robot.found == []
    assert set(scene_names()) - robot.reached == set()
