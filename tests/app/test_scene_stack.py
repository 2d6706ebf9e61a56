"""The scene stack inside the real loop: changes between frames, overlays, events to the top."""
import pygame

from game.shell.scene_stack import Scene
from game.i18n import _
from scenes.menus.pause import PauseScene
from tests.app.conftest import click, tap

RED, BLUE = (200, 30, 30), (30, 30, 200)


class Recorder(Scene):
    def __init__(self, app, colour=RED, name="scene"):
        super().__init__(app)
        self.colour = colour
        self.name = name
        self.calls = []
        self.events = []

    def on_enter(self):
        self.calls.append("enter")

    def on_pause(self):
        self.calls.append("pause")

    def on_resume(self):
        self.calls.append("resume")

    def on_exit(self):
        self.calls.append("exit")

    def handle_event(self, event):
        self.events.append(event.type)
        return True

    def update(self, dt):
        self.calls.append("update")

    def draw(self, surface):
        surface.fill(self.colour)


def test_push_pop_replace_with_paired_calls(app):
    a, b, c = Recorder(app), Recorder(app, BLUE), Recorder(app)
    app.stack.push(a)
    app.step_frame()
    app.stack.push(b)
    app.step_frame()
    assert app.stack.top is b and a.calls[-1] == "pause"
    app.stack.replace(c)
    app.step_frame()
    assert app.stack.scenes == (a, c) and b.calls[-1] == "exit"
    app.stack.pop()
    app.step_frame()
    assert app.stack.top is a and a.calls[-1] == "resume"


def test_changes_wait_for_the_end_of_the_frame(app):
    a, b = Recorder(app), Recorder(app, BLUE)
    app.stack.push(a)
    app.step_frame()

    def push_b(dt):
        app.stack.push(b)
        assert app.stack.top is a  # not yet: the stack is being walked
    a.update = push_b
    app.step_frame()
    assert app.stack.top is b
    assert "update" not in b.calls  # b's first update comes next frame


def test_only_the_top_scene_updates_and_gets_events(app):
    below, top = Recorder(app), Recorder(app, BLUE)
    app.stack.push(below)
    app.stack.push(top)
    app.step_frame()
    below.calls.clear()
    app.step_frame(tap(pygame.K_x))
    assert top.events == [pygame.KEYDOWN, pygame.KEYUP]
    assert below.events == [] and "update" not in below.calls
    assert "update" in top.calls


def test_an_opaque_scene_hides_the_one_below(app):
    app.stack.push(Recorder(app, RED))
    app.stack.push(Recorder(app, BLUE))
    app.step_frame()
    assert app.surface.get_at((5, 5))[:3] == BLUE


def test_pause_overlay_draws_over_the_game_below(app):
    app.stack.push(Recorder(app, RED))
    app.step_frame()
    app.stack.push(PauseScene(app))
    app.step_frame()
    corner = app.surface.get_at((5, 5))[:3]
    # The game shows through the veil: still red, only darker.
    assert corner[0] > corner[1] + 20 and corner[0] < RED[0]
    centre = app.surface.get_at(app.surface.get_rect().center)[:3]
    assert centre != corner  # the pause panel sits on top


def test_pause_resume_by_escape_and_quit_to_title(app):
    from scenes.menus.title import TitleScene
    game = Recorder(app)
    app.stack.push(game)
    app.stack.push(PauseScene(app))
    app.step_frame()
    app.step_frame(tap(pygame.K_ESCAPE))
    assert app.stack.top is game and game.calls[-1] == "resume"
    pause = PauseScene(app)
    app.stack.push(pause)
    app.step_frame()
    app.step_frame(click(pause.menu.items[-1].rect.center))  # Quit to title
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_pause_restart_replaces_the_game(app):
    game = Recorder(app)
    app.stack.push(game)
    fresh = Recorder(app, BLUE)
    pause = PauseScene(app, on_restart=lambda: app.stack.replace(fresh))
    app.stack.push(pause)
    app.step_frame()
    restart = next(item for item in pause.menu.items if item.label == _("Restart"))
    app.step_frame(click(restart.rect.center))
    assert pause.asking and app.stack.scenes == (game, pause)  # asked first: the game so far would be lost
    assert pause.menu.focused.label == _("No, keep it")
    app.step_frame()
    app.step_frame(click(pause.menu.items[1].rect.center))  # 'Yes, start over'
    assert app.stack.scenes == (fresh,)


def test_empty_stack_ends_the_loop(app):
    app.stack.push(Recorder(app))
    app.step_frame()
    app.stack.pop()
    app.step_frame()
    assert not app.running
