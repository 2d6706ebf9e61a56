"""Watch a PILUS replay in the window: the game scene itself, every seat's
moves handed out one by one from the file at the replay's speed. Nobody plays,
so no curtain, and the hand of the player in turn shows face up. The camera
shows the whole table after each move until the viewer pans or zooms (Home
brings it back). The replay controls are the ramp viewer's
(scenes.replay_controls); a finished game ends on the results screen, with a
way back.
"""
from __future__ import annotations

import pygame

from game.input import REPLAY, Seat
from game.i18n import _
from scenes import pilus_controls as controls
from scenes.pilus_game import PilusGameScene
from scenes.replay_controls import Playback, leave_replay
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


class PilusReplayScene(PilusGameScene):
    def __init__(self, app, replay):
        """replay: a Replay of PILUS whose moves the rules accept (open_replay checks)."""
        self.playback = Playback()
        self.feed = ReplayMoves(replay.moves, lambda: app.clock.step * self.playback.speed)
        seats = [Seat(name, REPLAY) for name in replay.players]
        super().__init__(app, replay.game, seats, replay.seed, [self.feed] * len(seats), deal=replay.deal)
        self.on_disk = None  # watching writes nothing down and keeps nothing
        self.whole_table = True  # the camera fits the table after each move

    @property
    def at_rest(self) -> bool:
        """Paused (or at the end of a replay that stops before the game's end) once the
        camera has arrived; while paused only the camera moves."""
        if self.problem or not self.camera.settled:
            return False
        return self.playback.paused or (self.feed.finished and not self.busy and self.message is None
                                        and not self.shake.active)

    def leave(self):
        leave_replay(self.app)

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back") or inp.menu_pressed("pause") \
                or (self.feed.finished and not self.busy and inp.menu_pressed("confirm")):
            self.leave()
            return
        if self.playback.paused:
            self.camera.update(dt)  # the table may still be panned and zoomed
            return
        super().update(self.playback.game_time(dt))

    def handle_event(self, event) -> bool:
        if self.problem:
            return False
        if self.playback.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT \
                and self.layout.button.collidepoint(event.pos):
            self.leave()
            return True
        kind = event.type
        if kind == pygame.KEYDOWN and event.key in controls.RECENTRE_KEYS \
                or kind == pygame.JOYBUTTONDOWN and event.button == controls.PAD_RECENTRE:
            self.whole_table = True
        elif kind == pygame.MOUSEWHEEL or kind == pygame.MOUSEMOTION and self._drag \
                or kind == pygame.JOYBUTTONDOWN and event.button in controls.PAD_ZOOM:
            self.whole_table = False  # the viewer steers the camera, until they ask for the whole table again
        return super().handle_event(event)

    def _play(self, player: int, action, lifted: bool):
        super()._play(player, action, lifted)
        if self.whole_table:
            self.recentre()

    def _open_results(self):
        """The end of the game: its results, with a way back (nothing is kept again)."""
        if self._results_open:
            return
        self._results_open = True
        self.app.stack.replace("pilus_results", self.game, self.seats, self.replay(), self.view, None)

    def _thinking(self, player: int) -> bool:
        return False

    def _open_hand(self) -> int | None:
        return self.shown_player

    def _hint(self) -> str:
        return _("Space: pause  ·  + and -: speed (1×, 2×, 4×)  ·  Drag: pan  ·  Wheel: zoom  ·  Home: whole table  ·  Esc: back")

    def _info_lines(self, mine: bool) -> tuple[str, tuple, str]:
        if self.message:  # someone passed
            return super()._info_lines(mine)
        if self.feed.finished and not self.busy:
            return _("End of the replay"), palette.ACCENT, ""
        return (_("Move {number} of {total}", number=self.feed.index, total=len(self.feed.moves)), palette.TEXT,
                self.playback.status())

    def _button(self, mine: bool) -> tuple[str, bool]:
        return _("Back"), False
