"""Learn to play FITS and BITS on the real loop: reached from the game choice with each
kind of device, played to the end page with that device's own inputs, wrong moves
answered with a hint at every step, left at any time without a trace, and offered
once at the very first start."""
import pygame
import pytest

from game.content.tutorials import ANY, NEUTRAL, PLACE, SET_ASIDE
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE
from game.rules.ramp_actions import Place
from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.learn_pages import LearnOfferScene, TutorialEndScene
from scenes.ramp.ramp_lesson import RampLesson
from scenes.ramp.round_results import RoundResultsScene
from scenes.menus.title import TitleScene
from tests.app.conftest import click, pad_button, pad_hat, tap
from tests.scenes.driving import press_until

PAD = "pad:5"
KEYS = {
    KEYS_LEFT: {"left": pygame.K_a, "right": pygame.K_d, "rotate": pygame.K_w, "flip": pygame.K_q,
                "drop": pygame.K_s, "skip": pygame.K_e, "down": pygame.K_s, "confirm": pygame.K_SPACE},
    KEYS_RIGHT: {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "rotate": pygame.K_UP, "flip": pygame.K_PERIOD,
                 "drop": pygame.K_DOWN, "skip": pygame.K_SLASH, "down": pygame.K_DOWN, "confirm": pygame.K_RETURN},
}
PAD_BUTTONS = {"rotate": 2, "flip": 3, "drop": 0, "skip": 1, "confirm": 0}
PAD_HAT = {"left": (-1, 0), "right": (1, 0), "down": (0, -1)}
MOUSE_BUTTONS = {"rotate": pygame.BUTTON_RIGHT, "flip": pygame.BUTTON_MIDDLE, "drop": pygame.BUTTON_LEFT,
                 "skip": pygame.BUTTON_X1}
DEVICES = (KEYS_LEFT, KEYS_RIGHT, MOUSE, PAD)


class Person:
    """One person at one device, pressing what the tutorial asks for."""

    def __init__(self, app, device):
        self.app, self.device = app, device
        self.pointer = (640, 360)
        if device == PAD:
            app.input.add_pad(5, "Test pad")

    def frames(self, count=1):
        for __ in range(count):
            self.app.step_frame()

    def press(self, action):
        if self.device in KEYS:
            events = tap(KEYS[self.device][action])
        elif self.device == PAD:
            events = ([pad_hat(5, PAD_HAT[action]), pad_hat(5, (0, 0))] if action in PAD_HAT
                      else [pad_button(5, PAD_BUTTONS[action]), pad_button(5, PAD_BUTTONS[action], down=False)])
        else:
            events = click(self.pointer, MOUSE_BUTTONS[action])
        # The press's frame is not drawn: the next one is, before anything else is pressed or
        # clicked (a click aims at what was drawn last), and no test looks at the picture between.
        self.app.step_frame(events, draw=False)
        self.frames()

    def point(self, pos):
        self.pointer = pos
        self.app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])

    def choose(self, menu, index):
        """Pick a menu's line as this device does: down to it and confirm, or a click on it."""
        if self.device == MOUSE:
            self.app.step_frame(click(menu.items[index].rect.center))
        else:
            for __ in range(index - menu.focus):
                self.press("down")
            self.press("confirm")
        self.frames()

    def go_on(self):
        """Past a round's scores: confirm, or a click anywhere."""
        if self.device == MOUSE:
            self.app.step_frame(click((640, 360)))
        else:
            self.press("confirm")

    # Playing ---------------------------------------------------------------------------------
    def aim(self, scene, shape, column):
        """Turn (flipping first where turns alone cannot) and move the hand to shape and column."""
        hand = scene.hands[0]
        for __ in range(8):
            if hand.shape == shape:
                break
            self.press("rotate" if shape in _turns(hand.shape) else "flip")
        assert hand.shape == shape
        if self.device == MOUSE:
            if hand.column != column and scene.mode.wanted().wants != ANY:
                assert scene.mode.next_thing(scene.mode.wanted()) == "Point the mouse at the outline"
            self.point_at_column(scene, column)
            return
        press_until(lambda: hand.column == column, lambda: self.press("left" if hand.column > column else "right"))

    def point_at_column(self, scene, column):
        """The mouse over the ramp where the hand comes to `column`."""
        hand = scene.hands[0]
        g = scene.views[0].geometry
        pointed = column + (hand.width - 1) // 2
        self.point((g.grid.x + pointed * g.cell + g.cell // 2, g.panel.centery))
        assert hand.column == column

    def do(self, scene, step):
        """The move the step asks for, as the guide says it."""
        hand = scene.hands[0]
        if step.wants == SET_ASIDE:
            assert scene.mode.keys()["skip"] in scene.mode.next_thing(step)
            self.press("skip")
            self.press("skip")
            return
        if step.wants == ANY:
            place = next(a for a in scene.state.legal_actions(0) if isinstance(a, Place))
            shape, column = place.shape, place.column
        else:
            if hand.neutral != (step.wants == NEUTRAL):
                assert scene.mode.keys()["skip"] in scene.mode.next_thing(step)
                self.press("skip")
                assert scene.mode.hint is None  # the right key: the red words of a wrong move go (issue 44)
            shape, column = step.shape, step.column
        self.aim(scene, shape, column)
        if step.wants != ANY:
            assert scene.mode.next_thing(step) == _drop_line(scene)
        self.press("drop")

    def wrong(self, scene, step):
        """Moves the step does not want (a drop elsewhere; in FITS, setting a piece aside that
        is to be placed): each is refused with a hint, and nothing is played."""
        hand, played = scene.hands[0], len(scene.moves)
        if step.wants == SET_ASIDE:
            self.press("drop")
        else:
            if (hand.shape, hand.column) == (step.shape, step.column):
                if self.device == MOUSE:
                    self.point_at_column(scene, 0 if hand.column else 1)
                else:
                    self.press("left" if hand.column else "right")
            self.press("drop")
        assert scene.mode.hint and len(scene.moves) == played and scene.mode.wanted() == step
        if step.wants == PLACE and scene.edition.neutral is None:
            scene.mode.hint = None
            self.press("skip")
            assert scene.mode.hint and len(scene.moves) == played and scene.mode.wanted() == step


def _turns(shape):
    from game.rules.polyomino import turned
    turns = [shape]
    for __ in range(3):
        turns.append(turned(turns[-1]))
    return turns


def _drop_line(scene):
    from game.i18n import _
    return _("Drop it: {keys}", keys=scene.mode.keys()["drop"])


def open_learn_choice(app, person):
    """Title → Play → Learn to play, with the person's device."""
    app.stack.push(TitleScene(app))
    app.step_frame()
    person.choose(app.stack.top.menu, 0)  # Play
    choice = app.stack.top
    assert isinstance(choice, GameChoiceScene)
    person.choose(choice.menu, len(choice.listed))  # Learn to play, after the games
    choice = app.stack.top
    assert isinstance(choice, GameChoiceScene) and choice.purpose == "learn"
    assert [game.id for game in choice.listed] == ["fits", "bits", "pilus"]  # the games with a tutorial
    return choice


def play_tutorial(app, person, game_id, wrong_first: bool, until=lambda top: isinstance(top, TutorialEndScene)):
    """From the learn choice to the end page (or the screen `until` says); returns that screen."""
    choice = app.stack.top
    person.choose(choice.menu, [game.id for game in choice.listed].index(game_id))
    scene = app.stack.top
    assert isinstance(scene.mode, RampLesson) and scene.problem is None
    assert scene.seats[0].device == person.device  # the device that chose plays
    for __ in range(200):
        top = app.stack.top
        if until(top):
            return top
        if isinstance(top, RoundResultsScene):
            person.go_on()
            continue
        step = scene.mode.wanted()
        if step is None:
            person.frames()
            continue
        if wrong_first and step.wants != ANY:
            person.wrong(scene, step)
        person.do(scene, step)
    raise AssertionError("the tutorial did not end")


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("game_id", ["fits", "bits"])
def test_each_tutorial_is_played_to_its_end_with_each_device(app, game_id, device):
    person = Person(app, device)
    open_learn_choice(app, person)
    end = play_tutorial(app, person, game_id, wrong_first=False)
    assert end.game_id == game_id
    person.choose(end.menu, 1)  # Back: to the list of tutorials
    assert isinstance(app.stack.top, GameChoiceScene) and app.stack.top.purpose == "learn"


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("game_id", ["fits", "bits"])
def test_a_wrong_move_at_every_step_gets_a_hint_and_the_tutorial_goes_on(app, game_id, device):
    person = Person(app, device)
    open_learn_choice(app, person)
    end = play_tutorial(app, person, game_id, wrong_first=True)
    person.choose(end.menu, 0)  # on to a real game of it
    assert app.stack.top.definition.id == game_id


def test_learn_to_play_opens_the_pilus_tutorial_too(app):
    from scenes.pilus.pilus_lesson import PilusLesson
    person = Person(app, KEYS_RIGHT)
    choice = open_learn_choice(app, person)
    person.choose(choice.menu, 2)
    assert isinstance(app.stack.top.mode, PilusLesson) and app.stack.top.problem is None


def test_the_guide_names_the_keys_of_the_device_last_pressed(app):
    person = Person(app, KEYS_LEFT)
    open_learn_choice(app, person)
    person.choose(app.stack.top.menu, 0)
    scene = app.stack.top
    assert scene.mode.next_thing(scene.mode.wanted()) == "Drop it: S"
    app.step_frame(tap(pygame.K_RIGHT))  # the arrows' side of the keyboard takes over (and moves the piece)
    app.step_frame()
    assert scene.seats[0].device == KEYS_RIGHT
    assert scene.mode.next_thing(scene.mode.wanted()) == "Move it over the outline: Left arrow or Right arrow"


def data_files(folder):
    return {path.relative_to(folder): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


@pytest.mark.parametrize("game_id", ["fits", "bits"])
def test_leaving_mid_way_returns_to_the_title_and_keeps_nothing(app, tmp_path, game_id):
    person = Person(app, KEYS_LEFT)
    open_learn_choice(app, person)
    before = data_files(tmp_path)
    person.choose(app.stack.top.menu, ["fits", "bits"].index(game_id))
    scene = app.stack.top
    person.do(scene, scene.mode.wanted())
    person.do(scene, scene.mode.wanted())
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    pause = app.stack.top
    leave = next(i for i, item in enumerate(pause.menu.items) if item.label == "Leave the tutorial")
    person.choose(pause.menu, leave)
    assert isinstance(app.stack.top, TitleScene)
    assert app.stack.top.in_progress == []  # nothing to continue
    assert data_files(tmp_path) == before  # no game in progress, replay or high score was written


def test_the_first_start_offers_the_tutorials_once(app, tmp_path):
    app.stack.push(TitleScene(app, offer_tutorials=True))
    app.step_frame()
    app.step_frame()
    offer = app.stack.top
    assert isinstance(offer, LearnOfferScene)
    app.step_frame(tap(pygame.K_ESCAPE))  # no, thanks
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)
    app.stack.clear_to(TitleScene(app, offer_tutorials=True))  # the next start
    app.step_frame()
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_the_offer_leads_to_the_tutorials_and_is_not_made_to_a_player_with_settings(app, tmp_path):
    app.stack.push(TitleScene(app, offer_tutorials=True))
    app.step_frame()
    app.step_frame()
    person = Person(app, KEYS_RIGHT)
    person.choose(app.stack.top.menu, 0)  # Learn to play
    assert isinstance(app.stack.top, GameChoiceScene) and app.stack.top.purpose == "learn"

    (tmp_path / "said.json").unlink()
    app.save_settings()  # a player from before the tutorials: settings, no answer
    app.stack.clear_to(TitleScene(app, offer_tutorials=True))
    app.step_frame()
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_the_pilus_guide_names_the_keys_of_the_device_that_plays_not_the_last_setups(app):
    """Seated at the arrows' side the last time, opened with Enter, played with WASD: the
    guide's words follow the keys in the person's hands."""
    from scenes.pilus.pilus_lesson import PilusLesson
    from sprites import text_audit

    def hint_line():
        text_audit.start_audit(app.surface)
        app.stack.draw(app.surface)
        return next(note.text for note in text_audit.stop_audit() if ": move" in note.text)

    app.settings.last_seats = [{"name": "Zoë", "device": MOUSE}]
    person = Person(app, KEYS_RIGHT)
    choice = open_learn_choice(app, person)
    person.choose(choice.menu, 2)
    scene = app.stack.top
    assert isinstance(scene.mode, PilusLesson) and scene.seats[0].name == "Zoë"
    assert hint_line().startswith("Arrows: move")
    app.step_frame(tap(pygame.K_d))
    app.step_frame()
    assert hint_line().startswith("WASD: move")
    assert "Space: lay" in hint_line()
