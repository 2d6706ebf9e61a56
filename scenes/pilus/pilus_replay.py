"""Watch a PILUS replay in the window: the game screen itself with a replay's
player for its mode (scenes.pilus.pilus_play_mode), every seat's
moves handed out one by one from the file at the replay's speed. Nobody plays,
so no curtain, and the hand of the player in turn shows face up. The camera
shows the whole table after each move until the viewer pans or zooms (Home
brings it back). The replay controls are the ramp viewer's
(scenes.shared.replay_controls); a finished game ends on the results screen, with a
way back.
"""
from __future__ import annotations

import pygame

from game.shell.input import REPLAY, Seat, table_of
from game.shell.input.bindings import PAD
from game.i18n import _
from scenes.pilus import pilus_controls as controls
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_play_mode import LivePlay
from scenes.shared.device_text import reader, replay_hint
from scenes.shared.replay_controls import Playback, leave_replay
from sprites import palette

MOVE_TIME = 0.6  # seconds of replay time between one move shown and the next, at 1x


class ReplayMoves:
    """Every seat's controller: the file's next move once its time has come."""

    def __init__(self, moves, step_time):
        """step_time(): the replay time one update step stands for (speed included)."""
        self.moves = moves
        self.index = 0  # the next move to hand out
        self.wait = MOVE_TIME
        self._step_time = step_time

    @property
    def finished(self) -> bool:
        return self.index == len(self.moves)

    def poll(self, game, player: int):
        # Polled only while the seat in turn may act: the pause comes after the last move was shown.
        self.wait -= self._step_time()
        if self.wait > 0 or self.finished:
            return None
        __, action = self.moves[self.index]  # the file was played through on loading: it is player's move
        self.index += 1
        self.wait = MOVE_TIME
        return action


def replay_scene(app, replay) -> PilusGameScene:
    """replay: a Replay of PILUS whose moves the rules accept (open_replay checks)."""
    player = ReplayPlayer(replay, app)
    seats = [Seat(name, REPLAY) for name in replay.players]
    return PilusGameScene(app, replay.game_id, seats, replay.seed, [player.feed] * len(seats), deal=replay.deal,
                          mode=player)


class ReplayPlayer(LivePlay):
    """The replay's player on the table screen (scenes.pilus.pilus_play_mode): the moves from
    the file, pause and speed, the camera on the whole table."""

    keeps = False  # watching writes nothing down and keeps nothing
    shows_thinking = False
    open_hands = True

    def __init__(self, replay, app):
        self.playback = Playback(app)
        self.feed = ReplayMoves(replay.moves, lambda: app.clock.step * self.playback.speed)
        self.whole_table = True  # the camera fits the table after each move

    def at_rest(self) -> bool:
        """Paused (or at the end of a replay that stops before the game's end) once the
        camera has arrived; while paused only the camera moves."""
        scene = self.scene
        if not scene.camera.settled:
            return False
        return self.playback.paused or (self.feed.finished and not scene.busy and scene.message is None
                                        and not scene.shake.active)

    def leave(self):
        leave_replay(self.scene.app)

    def before_step(self, dt: float) -> float | None:
        scene = self.scene
        inp = scene.app.input
        if inp.menu_pressed("back") or inp.menu_pressed("pause") \
                or (self.feed.finished and not scene.busy and inp.menu_pressed("confirm")):
            self.leave()
            return None
        if self.playback.paused:
            scene.camera.update(dt)  # the table may still be panned and zoomed
            return None
        return self.playback.game_time(dt)

    def handle_event(self, event) -> bool | None:
        if self.playback.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT \
                and self.scene.layout.button.collidepoint(event.pos):
            self.leave()
            return True
        kind, button = event.type, self.scene.app.input.pad_press(event)
        if kind == pygame.KEYDOWN and event.key in controls.RECENTRE_KEYS or button == controls.PAD_RECENTRE:
            self.whole_table = True
        elif kind == pygame.MOUSEWHEEL or kind == pygame.MOUSEMOTION and self.scene.table_input.dragging \
                or button in controls.PAD_ZOOM:
            self.whole_table = False  # the viewer steers the camera, until they ask for the whole table again
        return None

    def played(self, player: int, action):
        if self.whole_table:
            self.scene.recentre()

    def open_results(self) -> bool:
        """The end of the game: its results, with a way back (nothing is kept again)."""
        scene = self.scene
        scene.app.stack.replace("pilus_results", scene.state, scene.seats, scene.replay(), scene.view, None)
        return True

    def hint_line(self) -> str:
        app = self.scene.app
        device = reader(app)
        if device is not None and table_of(device) == PAD:  # the pad's own zoom and whole-table buttons
            return replay_hint(app, " · ".join(controls.control_lines(device, app.input.bindings)[-3:-1]))
        return replay_hint(app, _("Drag: pan  ·  Wheel: zoom  ·  Home: whole table"))

    def info_lines(self, mine: bool) -> tuple[str, tuple, str] | None:
        if self.scene.message:  # someone passed
            return None
        if self.feed.finished and not self.scene.busy:
            return _("End of the replay"), palette.ACCENT, ""
        return (_("Move {number} of {total}", number=self.feed.index, total=len(self.feed.moves)), palette.TEXT,
                self.playback.status())

    def button(self, mine: bool) -> tuple[str, bool]:
        return _("Back"), False
