"""The robot (tests/app/robot.py) walks every screen from a fresh data folder through SDL
events only, and lists what a player would trip over."""
import gc
from pathlib import Path

import pygame
import pytest

from game.shell.input import KEYS_LEFT, KEYS_RIGHT, Seat
from game.shell.input.input_map import open_real_pad
from game.shell.scene_stack import SceneStack, scene_names
from game import games, i18n
from game.i18n import _
from game.message_keys import keyed
from game.boards.board_text import share_code
from game.content.ramp import load_edition
from game.replay.files import load_replay
from game.saved.boards import BoardShelf
from game.saved.challenges import write_challenge
from game.saved.in_progress import GameInProgress, InProgressFiles
from game.ghost.sources import refereed_ghost
from scenes.menus.board_delete import board_words
from scenes.shared.round_words import round_words
from tests.app.robot import PAD_B, Robot, scene_name
from tests.app.test_tutorials import Person, play_tutorial
from tests.app.virtual_pads import plug_in, sdl_library, unplug_all
from tests.dummy_app import open_app
from tests.scenes.driving import play, press_until
from tools.ramp_play import solo_bot_game

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


def walk_the_menus(robot, depth: int = 7):
    """From the offer of the first start, every screen the menus open, each button pressed."""
    quit_words = _("Quit")
    assert robot.top is not None and robot.app.stack.scenes[0] is not robot.top  # the offer over the title
    robot.walk(["<offer>"], 0)
    robot.key(pygame.K_ESCAPE)
    robot.walk([], depth, skip=lambda text: text == quit_words)


def computers_play(robot, game_id: str) -> bool:
    """From the title: the game's setup, its first seat made a computer, Start; on to its final results."""
    robot.to_title()
    if not robot.choose(_("Play"), keyed(f"games.{game_id}.name")):
        return False
    press_until(lambda: robot.button(_("Make computer")) is None, lambda: robot.click(robot.button(_("Make computer"))))
    robot.choose(_("Start"))
    return robot.wait_for({"final_results", "pilus_results"}, 2000, go_on={"round_results"})


def opened_as_main_does(robot, name: str, *args):
    """A screen the command line opens (main.py's run(name, *args)), over the title here."""
    robot.to_title()
    robot.app.stack.push(name, *args)
    robot.frame()
    robot.check_screen(f"--{name}")


def the_editor_asks_before_work_is_lost(robot):
    """A new board with a field placed: Esc, the pad's B and Back each ask first, Keep editing first."""
    robot.to_title()
    robot.choose(_("Create"), _("Boards"), _("New board"))
    editor = robot.top
    robot.choose(_("Name: {name}", name=""))
    robot.type_text("Ann")
    robot.key(pygame.K_RETURN)
    for leave in (lambda: robot.key(pygame.K_ESCAPE), lambda: robot.pad_button(PAD_B),
                  lambda: robot.click(robot.button(_("Back")))):
        leave()
        if scene_name(robot.top) != "board_unsaved":
            robot.found.append(f"the board editor: left with a field placed, unasked ({scene_name(robot.top)} on top)")
            return
        if robot.menu().focused.text != _("Keep editing"):
            robot.found.append("the editor's question: the focus is not on Keep editing")
        robot.check_screen("the editor's question")
        robot.key(pygame.K_ESCAPE)
        if robot.top is not editor:
            robot.found.append("the editor's question: Esc does not keep editing")
            return
    robot.click(robot.button(_("Back")))
    robot.choose(_("Discard the changes"))
    if scene_name(robot.top) != "board_shelf":
        robot.found.append(f"the editor's question: Discard leads to {scene_name(robot.top)}")


def a_board_changed_elsewhere(robot):
    """A board of the player's: deleted by another window while edited, then saved here; then deleted."""
    edition = load_edition("fits")
    saved, __, problem = BoardShelf(robot.app.storage).take(share_code("fits", edition.boards[0]), "a test")
    assert problem is None
    robot.to_title()
    robot.choose(_("Create"), _("Boards"))
    robot.choose(board_words(saved), _("Edit"))  # the board, then its page's Edit
    robot.click(robot.buttons()[0])  # a field changed
    saved.path.unlink()  # another window
    robot.choose(_("Save"))
    robot.check_screen("the board changed elsewhere")
    robot.choose(_("Keep both"))
    robot.leave_by_esc("the board editor")
    if robot.button(_("Delete a board")) is not None:
        robot.choose(_("Delete a board"))
        robot.check_screen("delete a board")
        robot.leave_by_esc("delete a board")


def play_tutorial_to_its_end(robot):
    """Learn to play → FITS, played as it asks with the arrow keys, to its end page."""
    robot.to_title()
    robot.choose(_("Play"), _("Learn to play"))
    play_tutorial(robot.app, Person(robot.app, KEYS_RIGHT), "fits", wrong_first=False)
    robot.check_screen("the tutorial's end")
    robot.leave_by_esc("the tutorial's end")


def the_results_are_seen(robot, where: str):
    """Enter tapped on and on as through the last round's scoring, then Esc twice: still the results."""
    results = robot.top
    for __ in range(8):
        robot.key(pygame.K_RETURN, draw=False)
        robot.frame(draw=False, dt=0.25)
    robot.key(pygame.K_ESCAPE)
    robot.key(pygame.K_ESCAPE)
    if robot.top is not results:
        robot.found.append(f"{where}: left unseen by taps and a double Back ({scene_name(robot.top)} on top)")


def the_seats_change_only_on_purpose(robot):
    """Two people at FITS: Right on the second one's device selector keeps a person there; after
    Remove the focus stays on the seats."""
    robot.to_title()
    robot.choose(_("Play"), keyed("games.fits.name"), _("Add a player"))
    robot.frame()
    robot.hover(robot.buttons()[5])  # the second seat's device: name, device, Make computer, Remove, name, device
    for __ in range(4):
        robot.key(pygame.K_RIGHT)
        if robot.button(_("Make person")) is not None:
            robot.found.append("the setup: Right on a person's device selector makes the seat a computer's")
            return
    robot.choose(_("Remove"))
    robot.frame()
    add = robot.button(_("Add a player")) or robot.button(_("Add a computer"))
    if robot.menu().focused.rect.top >= add.rect.top:
        robot.found.append(f"the setup: after Remove the focus leaves the seats for {robot.menu().focused.text!r}")


def a_race_to_its_chart(robot):
    """A race against a ghost kept in progress at its last card: Continue, the last card
    decided with the keys, the results, then the lead card by card."""
    ghost, __ = solo_bot_game("fits-mini", "Zoë", 21, "easy")
    mine, __ = solo_bot_game("fits-mini", "Ann", 21, "hard")
    raced = GameInProgress("fits-mini", (Seat("Ann", KEYS_LEFT),), 21, mine.deal,
                           ghost=refereed_ghost(ghost, "fits-mini", mine.deal, None, "a test"))
    assert InProgressFiles(robot.app.storage).save(raced, mine.moves[:-1]) is None
    robot.to_title()
    robot.choose(next(item.text for item in robot.buttons() if item.text.startswith(_("Continue")[:4])))
    robot.choose(next(item.text for item in robot.buttons() if "Ann" in item.text))
    game = robot.top
    play(robot.app, game, 0, mine.moves[-1][1])
    robot.wait_for({"final_results"}, 2000, go_on={"round_results"})
    robot.choose(_("The race card by card"))
    robot.check_screen("the race, card by card")
    robot.leave_by_esc("the race, card by card")


def test_the_robot_walks_every_screen_and_every_seam(robot):
    walk_the_menus(robot)
    the_seats_change_only_on_purpose(robot)
    the_editor_asks_before_work_is_lost(robot)
    a_board_changed_elsewhere(robot)
    assert computers_play(robot, "fits-mini"), robot.found
    the_results_are_seen(robot, "FITS compact, final results")
    robot.check_screen("FITS compact, final results")
    robot.choose(round_words(games.get("fits-mini").words).round_by_round())
    robot.check_screen("FITS compact, a round's details")
    robot.leave_by_esc("FITS compact, a round's details")
    robot.leave_by_esc("FITS compact, final results")
    opened_as_main_does(robot, "replay", str(EXAMPLES / "fits-solo.json"))  # main.py --replay FILE
    robot.leave_by_esc("--replay fits-solo")
    opened_as_main_does(robot, "replay", str(EXAMPLES / "pilus-2p.json"))
    for __ in range(2):
        robot.key(pygame.K_PLUS)  # faster, to its end: PILUS's results
    robot.wait_for({"pilus_results"}, 3000)
    robot.check_screen("PILUS's results after a replay")
    robot.leave_by_esc("PILUS's results after a replay")
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
    robot.choose(robot.buttons()[0].text)  # the first game in progress, made as resumed_game
    a_race_to_its_chart(robot)
    play_tutorial_to_its_end(robot)
    print("screens reached:", sorted(robot.reached & set(scene_names())))
    print("text entries:", robot.entries)
    assert robot.found == [], "\n".join(robot.found)
    assert set(scene_names()) - robot.reached == set()
    assert [name for maker, name in engine_screens().items() if maker not in robot.reached] == []


def engine_screens() -> dict:
    """Every game's screens that its engine gives (game screen, replay viewer, lesson), each
    its maker -> 'game id: part' (a maker shared by several games is named once)."""
    named = {}
    for game in games.all_games():
        for part in ("game_screen", "replay_viewer", *(["lesson"] if game.tutorial else [])):
            named.setdefault(game.part(part), f"{game.id}: {part}")
    return named


@pytest.mark.parametrize("language", [code for code in i18n.languages() if code != "en"])
def test_the_robot_walks_the_menus_in_every_language(robot, language):
    robot.app.set_language(language)
    walk_the_menus(robot, depth=2)
    assert robot.found == [], "\n".join(robot.found)
