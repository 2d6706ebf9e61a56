"""The guided first game of PILUS on the real loop, headless: played to its end
with every kind of device, with a wrong input tried at every step first (each
gets a word on what to do instead, and the lesson still ends), and left
half-way without a trace in the player's files."""
from pathlib import Path

import pygame
import pytest

from game.content.pilus_tutorial import load_tutorial
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Seat, pad_device
from game.message_keys import keyed
from scenes.menus.pause import PauseScene
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_lesson import PilusLesson, PilusTutorialEndScene, tutorial_scene
from tests.app.conftest import pad_button, pad_hat, tap
from tests.scenes.conftest import PAD_IDS
from tests.scenes.test_pilus_game import mouse_click, point_to

ZONES = {
    KEYS_LEFT: {"left": pygame.K_a, "right": pygame.K_d, "up": pygame.K_w, "down": pygame.K_s,
                "turn": pygame.K_q, "next": pygame.K_e, "confirm": pygame.K_SPACE, "look": pygame.K_KP_PLUS},
    KEYS_RIGHT: {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
                 "turn": pygame.K_PERIOD, "next": pygame.K_SLASH, "confirm": pygame.K_RETURN, "look": pygame.K_HOME},
}
PAD_BUTTONS = {"confirm": 0, "turn": 2, "next": 3, "look": 5}  # A, X, Y, RB (zooms in)
PAD_HAT = {"left": (-1, 0), "right": (1, 0), "up": (0, 1), "down": (0, -1)}
DEVICES = (KEYS_LEFT, KEYS_RIGHT, MOUSE, "pad")
MAX_FRAMES = 600


class Person:
    """One person at one device, doing what the lesson asks the way a player would."""

    def __init__(self, app, scene, device):
        self.app, self.scene, self.device = app, scene, device

    def press(self, name):
        if self.device == "pad":
            if name in PAD_HAT:
                self.app.step_frame([pad_hat(PAD_IDS, PAD_HAT[name]), pad_hat(PAD_IDS, (0, 0))])
            else:
                button = PAD_BUTTONS[name]
                self.app.step_frame([pad_button(PAD_IDS, button), pad_button(PAD_IDS, button, down=False)])
        else:
            self.app.step_frame(tap(ZONES[self.device][name]))

    def look(self):
        if self.device == MOUSE:
            self.app.step_frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
        else:
            self.press("look")

    def go_on(self):
        if self.device == MOUSE:
            mouse_click(self.app, self.scene.layout.button.center)
        else:
            self.press("confirm")

    def lay(self, move):
        scene, choice = self.scene, self.scene.choice
        if self.device == MOUSE:
            if choice.tile != move.tile:
                mouse_click(self.app, scene.layout.slots[choice.hand.index(move.tile)].center)
            while choice.rotation != move.rotation:
                mouse_click(self.app, scene.layout.slots[choice.index].center)  # a click on the held tile turns it
            mouse_click(self.app, point_to(self.app, scene, move.x + 1, move.y + 1))
        else:
            while choice.tile != move.tile:
                self.press("next")
            while choice.rotation != move.rotation:
                self.press("turn")
            while choice.x != move.x:
                self.press("left" if choice.x > move.x else "right")
            while choice.y != move.y:
                self.press("up" if choice.y > move.y else "down")
            self.press("confirm")

    def pawn(self, move):
        scene, choice = self.scene, self.scene.choice
        if self.device == MOUSE:
            if move.pawn is None:
                mouse_click(self.app, scene.layout.button.center)
            else:
                mouse_click(self.app, point_to(self.app, scene, move.pawn[0] + 0.5, move.pawn[1] + 0.5))
            return
        while choice.pawn != move.pawn:
            self.press("right")
        self.press("confirm")

    # Wrong tries: each must leave the step as it was, with a word on what to do instead.
    def wrong_before_looking(self):
        if self.device == MOUSE:
            mouse_click(self.app, self.scene.layout.slots[1].center)
        else:
            self.press("confirm")

    def wrong_while_reading(self):
        if self.device == MOUSE:
            mouse_click(self.app, self.scene.layout.slots[0].center)
        else:
            self.press("turn")

    def wrong_spot(self, move):
        """Lay the tile in hand where it is held (beside the last tile laid), not on the outline."""
        if self.device == MOUSE:
            choice = self.scene.choice
            mouse_click(self.app, point_to(self.app, self.scene, choice.x + 3, choice.y + 1))
        else:
            self.press("confirm")

    def wrong_pawn(self, move):
        scene, choice = self.scene, self.scene.choice
        wrong = next(option for option in choice.pawn_options if option != move.pawn)
        if self.device == MOUSE:
            if wrong is None:
                mouse_click(self.app, scene.layout.button.center)
            else:
                mouse_click(self.app, point_to(self.app, scene, wrong[0] + 0.5, wrong[1] + 0.5))
            return
        while choice.pawn != wrong:
            self.press("right")
        self.press("confirm")


def start(app, device) -> tuple[PilusGameScene, Person]:
    if device == "pad":
        app.input.add_pad(PAD_IDS, "Test pad")
        seat_device = pad_device(PAD_IDS)
    else:
        seat_device = device
    scene = tutorial_scene(app, seat=Seat("Ann", seat_device))
    app.stack.push(scene)
    app.step_frame()
    return scene, Person(app, scene, device)


def until_the_person_may_act(app, scene):
    for __ in range(MAX_FRAMES):
        if app.stack.top is not scene:
            return
        if scene.turn_open and not scene.busy and scene.state.current_player == 0:
            return
        app.step_frame(dt=0.1)
    raise AssertionError("the lesson never came back to the person")


def refused(scene, at, before_moves) -> bool:
    """The last input was turned down kindly: a word shown, the step and the game as they were."""
    return bool(scene.mode.note) and scene.mode.at == at and len(scene.moves) == before_moves and scene.app.stack.top is scene


def play_through(app, scene, person, wrong_first: bool):
    """The whole lesson; with wrong_first, a wrong input at each of the person's steps before the right one."""
    laid = []
    for __ in range(4 * len(scene.mode.tutorial.steps)):
        until_the_person_may_act(app, scene)
        step = scene.mode.step
        if step is None:
            break
        at, moves = scene.mode.at, len(scene.moves)
        if step.kind == "look":
            if wrong_first:
                person.wrong_before_looking()
                assert refused(scene, at, moves)
            person.look()
        elif step.kind == "read":
            if wrong_first:
                person.wrong_while_reading()
                assert refused(scene, at, moves)
            person.go_on()
        elif step.kind == "lay":
            if wrong_first:
                person.wrong_spot(step.move)
                assert refused(scene, at, moves)
            person.lay(step.move)
            assert scene.choice.choosing_pawn and scene.mode.note == ""
            if wrong_first:
                person.wrong_pawn(step.move)
                assert refused(scene, at, moves) and scene.choice.choosing_pawn
            person.pawn(step.move)
            laid.append(step.move)
        else:
            app.step_frame(dt=0.1)  # the computer's move
            continue
        assert scene.mode.at > at, f"step {at + 1} ({step.kind}) did not go on"
    for __ in range(MAX_FRAMES):
        if isinstance(app.stack.top, PilusTutorialEndScene):
            break
        app.step_frame(dt=0.1)
    assert isinstance(app.stack.top, PilusTutorialEndScene)
    return laid


@pytest.mark.parametrize("device", DEVICES)
def test_the_lesson_is_played_to_its_end_with_every_kind_of_device(app, device):
    scene, person = start(app, device)
    laid = play_through(app, scene, person, wrong_first=False)
    moves = [step.move for step in load_tutorial().steps if step.kind == "lay"]
    assert laid == moves
    assert [move for player, move in scene.moves if player == 0] == moves  # the real engine played them


@pytest.mark.parametrize("device", DEVICES)
def test_a_wrong_input_at_every_step_gets_a_word_and_the_lesson_still_ends(app, device):
    scene, person = start(app, device)
    play_through(app, scene, person, wrong_first=True)


@pytest.mark.parametrize("device, turn_key", [(KEYS_LEFT, "Q"), (KEYS_RIGHT, "Period"), (MOUSE, "Right click"),
                                               ("pad", "X")])
def test_the_words_name_the_devices_own_keys(app, device, turn_key):
    scene, person = start(app, device)
    person.look()
    until_the_person_may_act(app, scene)
    assert turn_key in scene.mode._do_line()  # the first tile is still to be turned
    person.wrong_spot(scene.mode.step.move)
    assert turn_key in scene.mode._do_line() and scene.mode.note


def files_in(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def first_tile_laid(app):
    """The lesson on the right keys, past its first tile and pawn, the person to act again."""
    scene, person = start(app, KEYS_RIGHT)
    person.look()
    until_the_person_may_act(app, scene)
    person.lay(scene.mode.step.move)
    person.pawn(scene.mode.step.move)
    until_the_person_may_act(app, scene)
    return scene


def test_leaving_half_way_returns_to_the_title_and_changes_no_file(app, tmp_path):
    game = PilusGameScene(app, "pilus", [Seat("Ann", KEYS_RIGHT), Seat("Ben", MOUSE)], seed=5)
    app.stack.clear_to("title")
    app.stack.push(game)
    app.step_frame()
    app.stack.clear_to("title")  # a real game left for later: it waits to be continued
    app.step_frame()
    assert wait_for_saves() is None
    before = files_in(tmp_path)
    first_tile_laid(app)
    app.step_frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41),
                    pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41)])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    # A lesson is not kept to continue: the pause says so in its words.
    assert "Leave the tutorial" in [item.label for item in pause.menu.items]
    assert not any("continue later" in item.label for item in pause.menu.items)
    pause.quit_to_title()
    app.step_frame()
    assert wait_for_saves() is None
    assert type(app.stack.top).__name__ == "TitleScene"
    assert files_in(tmp_path) == before


def test_the_end_page_leads_to_a_real_game_against_the_computer_or_back(app):
    app.stack.clear_to("title")
    app.step_frame()
    title = app.stack.top
    app.stack.push(PilusTutorialEndScene(app, Seat("Ann", MOUSE)))
    app.step_frame()
    app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))  # Back
    app.step_frame()
    assert app.stack.top is title
    app.stack.push(PilusTutorialEndScene(app, Seat("Ann", MOUSE)))
    app.step_frame()
    app.step_frame(tap(pygame.K_RETURN))  # a real game
    app.step_frame()
    game = app.stack.top
    assert isinstance(game, PilusGameScene) and not isinstance(game.mode, PilusLesson)
    assert game.seats[0] == Seat("Ann", MOUSE) and game.seats[1].device.startswith("ai:")


def test_restart_from_the_pause_begins_the_lesson_again(app):
    scene = first_tile_laid(app)
    scene.restart()
    app.step_frame()
    again = app.stack.top
    assert isinstance(again.mode, PilusLesson) and again is not scene
    assert again.mode.at == 0 and again.moves == [] and again.seats[0] == Seat("Ann", KEYS_RIGHT)


def test_the_words_speak_of_the_computers_move_only_while_the_banner_names_the_computer(app):
    """The banner said 'Du bist dran' while the guide said the computer was moving."""
    scene, person = start(app, KEYS_RIGHT)
    computer_words = {keyed(step.text) for step in scene.mode.tutorial.steps if step.kind == "computer"}
    computer_words.add(keyed("tutorial.pilus.do.wait"))
    seen = 0
    for __ in range(4 * len(scene.mode.tutorial.steps)):
        until_the_person_may_act(app, scene)
        step = scene.mode.step
        if step is None or seen >= 2:
            break
        if step.kind == "look":
            person.look()
        elif step.kind == "read":
            person.go_on()
        elif step.kind == "lay":
            person.lay(step.move)
            person.pawn(step.move)
            for ___ in range(MAX_FRAMES):  # the person's move shown, then the computer's
                app.step_frame(dt=0.05)
                if computer_words & set(scene.mode._words_shown):
                    assert scene.shown_player != 0, scene.mode._words_shown
                    seen += 1
                if scene.turn_open and scene.state.current_player == 0 and not scene.busy:
                    break
    assert seen >= 2
