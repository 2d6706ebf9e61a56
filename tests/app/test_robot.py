"""The robot (tests/app/robot.py) walks every screen from a fresh data folder through SDL
events only, and lists what a player would trip over."""
import gc
from pathlib import Path

import pygame
import pytest

from game.shell.input.input_map import open_real_pad
from game.shell.scene_stack import SceneStack, scene_names
from game import games
from game.i18n import _
from game.message_keys import keyed
from game.replay.files import load_replay
from game.saved.challenges import write_challenge
from scenes.shared.round_words import round_words
from tests.app.robot import Robot
from tests.app.virtual_pads import plug_in, sdl_library, unplug_all
from tests.dummy_app import open_app

collect = gc.collect
EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"


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


def computers_play(robot, game: str) -> bool:
    """From the title: the game's setup, its first seat made a computer, Start; on to its final results."""
    robot.to_title()
    if not robot.choose(_("Play"), keyed(f"games.{game}.name")):
        return False
    while robot.button(_("Make computer")) is not None:
        robot.click(robot.button(_("Make computer")))
    robot.choose(_("Start"))
    return robot.wait_for({"final_results", "pilus_results"}, 2000, go_on={"round_results"})


def opened_as_main_does(robot, name: str, *args):
    """A screen the command line opens (main.py's run(name, *args)), over the title here."""
    robot.to_title()
    robot.app.stack.push(name, *args)
    robot.frame()
    robot.check_screen(f"--{name}")


def test_the_robot_walks_every_screen_to_the_end_of_games_and_from_the_command_line(robot):
    assert computers_play(robot, "fits-mini"), robot.found
    robot.check_screen("FITS compact, final results")
    robot.choose(round_words(games.get("fits-mini").words).round_by_round())
    robot.check_screen("FITS compact, a round's details")
    robot.leave_by_esc("FITS compact, a round's details")
    robot.leave_by_esc("FITS compact, final results")
    for example in ("fits-solo", "pilus-2p"):  # main.py --replay FILE
        opened_as_main_does(robot, "replay", str(EXAMPLES / f"{example}.json"))
        robot.leave_by_esc(f"--replay {example}")
    opened_as_main_does(robot, "review", str(EXAMPLES / "fits-solo.json"))  # --review
    robot.leave_by_esc("--review")
    for name in ("new_game", "daily_game"):  # --new, --daily
        opened_as_main_does(robot, name, "fits", *([None] if name == "new_game" else []))
        robot.leave_by_esc(f"--{name}")  # the pause, over the game
    replay = load_replay(EXAMPLES / "bits-solo.json")
    path, problem = write_challenge(robot.app.storage, replay, replay.play().scores()[0])
    assert problem is None
    robot.to_title()  # a challenge file received: Play → Challenge a friend lists it
    robot.choose(_("Play"), _("Challenge a friend"), path.name)
    robot.check_screen("a challenge file")
    robot.leave_by_esc("a challenge file")
    robot.to_title()  # a file dropped onto the window: SDL's DROPFILE
    robot.frame([pygame.event.Event(pygame.DROPFILE, file=str(path))])
    robot.check_screen("a file dropped")
    robot.to_title()  # the games left by 'Quit to title (continue later)' wait there
    robot.choose(next(item.text for item in robot.buttons() if item.text.startswith(_("Continue")[:4])))
    robot.check_screen("Continue")
    robot.wait_for({"resumed_game"}, 4, go_on={"continue"})
    print("\n".join("FOUND " + line for line in robot.found))
    print("reached:", sorted(robot.reached))
    assert robot.found == []
