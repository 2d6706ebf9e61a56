"""A game of PILUS in the window: 2-4 seats take turns at one screen.

The player in turn picks a tile from their hand, turns it and holds it over
the table; the engine says at once whether the spot is legal, at which level
the tile would lie and what it would score, or why not. Taking the spot leads
to the pawn step (the engine's pawn targets, or leave the pawn); then the move
goes to the engine, and the scene animates what the engine reports: the tile
glides and settles, the pawn hops, the scored regions light up.

A seat plays through its device, unless `controllers[seat]` is set: then its
moves come from that object instead. A computer seat ('ai:<level>') without
one gets a ComputerController, which decides through the app's BotWorker.
Between two people's turns a curtain hides the table and hands until the next
player takes the controls. Every move is kept in `moves`, and the finished
game is saved as a replay of `deal` without a click. A daily challenge
(`daily`, its UTC day) is one person against the day's computer seats: the
first finished attempt of the day counts (scenes.finished_game).
"""
from __future__ import annotations

import random
from datetime import date
from functools import partial
from typing import Protocol

import pygame

from game import games, i18n
from game.content.errors import ContentError
from game.content.pilus import load_tileset
from game.in_progress import NOT_SAVED, GameInProgress, InProgressFiles
from game.input import MOUSE, is_computer
from game.replay import Replay
from game.rules.errors import DealError, IllegalMove
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.i18n import _, join, ngettext
from game.message_keys import keyed
from scenes import pilus_controls as controls
from scenes.coach_hint import NOT_HERE_TIME, HintAsker, hint_line, not_here, thinking_line
from scenes.computer_seats import ComputerController, computer_seats
from scenes.device_text import device_label, taking_a_seat, waiting_seat
from scenes.finished_game import keep_finished_game
from scenes.game_scene import GameScene
from scenes.pilus_choice import Choice
from scenes.pilus_curtain import draw_curtain
from scenes.pilus_play_mode import LivePlay
from scenes.pilus_hud import (PlayerLine, draw_banner, draw_button, draw_info, draw_label, draw_side, draw_tray,
                              screen_layout)
from sprites import palette, ui
from sprites.coach_marks import MASTER, draw_master_frame, draw_spot, draw_tag
from sprites.camera import DEFAULT_CELL, WHEEL_STEPS, Camera
from sprites.pilus_pawn import draw_target, targets_unchanged_for
from sprites.pilus_table import TableView
from sprites.pilus_tile import HELD_ALPHA, LayMotion, draw_tile
from sprites.slide_animation import Shake
from sprites.static_layer import Region, StaticLayer, blit_around

SEED_RANGE = 1_000_000  # random deal numbers stay short enough to read out and type in
MESSAGE_TIME = 2.5  # seconds a refusal stays up
FOLLOW_MARGIN = 1.2  # cells kept between the last tile laid (or the held one) and the table's edge
CROSS = (255, 90, 70)


class SeatController(Protocol):
    """Where a seat's moves come from when not from its device (a computer opponent)."""

    def poll(self, game: PilusGame, player: int) -> Lay | Pass | None:
        """The seat's move once decided, None while still thinking. Called every update
        step of the seat's turn; `game` is the live game: read it, never change it."""


class PilusGameScene(GameScene):
    def __init__(self, app, game_id: str, seats, seed: int | None = None,
                 controllers: list[SeatController | None] | None = None, position: PilusGame | None = None,
                 deal=None, saved: GameInProgress | None = None, daily: date | None = None, mode: LivePlay | None = None):
        """controllers[p]: where seat p's moves come from, None for a person at the
        seat's device or a computer seat's own bot; position: a game set up by hand
        to go on from (tools and tests), which has no deal to replay; deal: the deal
        to play as it is (a replay's), instead of the seed's; saved: a game in
        progress to go on with (its deal and moves); daily: the UTC day whose daily
        challenge this game is an attempt at; mode: what varies the screen (scenes.pilus_play_mode),
        a game people play when None."""
        super().__init__(app)
        self.mode = mode or LivePlay()
        if saved is not None:
            seed, deal, daily = saved.seed, saved.deal, saved.daily
        self.daily = daily
        self.game_id = game_id
        self.music = games.get(game_id).music
        self.seats = list(seats)
        # A deal number drawn by the scene is shown on screen so the deal can be replayed.
        self.seed = random.Random().randrange(1, SEED_RANGE) if seed is None and deal is None else seed
        self._given = list(controllers) if controllers is not None else [None] * len(self.seats)
        self.controllers = list(self._given)
        self._own: list[ComputerController] = []  # made here for computer seats: cancelled on leaving
        self.problem: str | None = None
        self.moves: list[tuple[int, Lay | Pass]] = []
        self.deal = deal
        try:
            self.tileset = load_tileset(game_id)
            if position is None and deal is None:
                self.deal = deal_from_seed(self.tileset, len(self.seats), self.seed)
            self.game = position or PilusGame(self.tileset, len(self.seats), self.deal)
        except (ContentError, DealError) as exc:
            self.problem = str(exc)
            return
        # Only a game played from a deal is written down to continue and kept when
        # finished (not a position set up by hand, a lesson, or a replay being watched).
        self.on_disk = None if self.deal is None or not self.mode.keeps else saved or GameInProgress(
            game_id, tuple(self.seats), self.seed, self.deal, daily=daily)
        if saved is not None:
            for player, action in saved.moves:
                self.game.apply_action(player, action)
            self.moves = list(saved.moves)
        self.kept = None  # what keeping the finished game did (scenes.finished_game.Kept)
        bots = computer_seats(app, game_id, self.seats, self.seed or 0)
        for p, computer in bots.items():
            if self.controllers[p] is None:
                self.controllers[p] = ComputerController(computer)
                self._own.append(self.controllers[p])
        unplayed = [seat.name for seat, c in zip(self.seats, self.controllers) if c is None and is_computer(seat.device)]
        if unplayed:
            self.problem = _("Nobody plays for {names}: there is no computer player of that kind.", names=join(unplayed))
            return
        self.humans = [p for p, c in enumerate(self.controllers) if c is None]
        self.view = TableView(self.tileset, self.game.pawns)
        self.view.sync(self.game)
        self.view.sync_pawns(self.game)
        self.camera = Camera(centre=(1.0, 1.0), cell=self._usual_cell(app.surface))
        self.layout = screen_layout(app.surface, len(self.seats))
        self.layout_key = ui.layout_key(app.surface)
        self.camera.viewport = pygame.FRect(self.layout.table)
        self.choice: Choice | None = None
        self.curtain_for: int | None = None
        # Whose hand the screen may show: the one person playing, or the last to take the controls.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.motion: tuple | None = None  # (ShownTile, LayMotion) of the tile being laid
        self.report = None  # the engine's report of the move being animated
        self.turn_open = False  # the player in turn may decide (animations are over)
        self.message: tuple[str, float] | None = None
        self._fx = random.Random()  # the shake only: the deal never sees it
        self.shake = Shake(self._fx)
        self.pointer = (0, 0)
        self._drag: dict | None = None
        self._legal: dict = {}  # this turn's legal placements by the cells they show
        self._preview_cache: tuple | None = None
        self.time = 0.0
        self._results_open = False
        self._still = StaticLayer()
        self.hints = HintAsker(app)
        self.hint_drawn: tuple | None = None  # (move, where) of the hint on screen
        if not self.game.is_terminal():
            self._begin_turn()
        self.mode.attach(self)

    # Scene ------------------------------------------------------------------
    def on_exit(self):
        super().on_exit()
        for controller in self._own:
            controller.cancel()
        if not self.problem:
            self._still.release()
            self.hints.clear()

    def restart(self):
        self.abandon()
        self.app.stack.replace(self.mode.again() or PilusGameScene(self.app, self.game_id, self.seats, self.seed,
                                                                   self._given, daily=self.daily))

    def abandon(self):
        """The players leave this game for good: it is no longer offered to continue."""
        if self.on_disk is not None:
            self.app.report(InProgressFiles(self.app.storage).discard(self.on_disk))

    def _save(self):
        if self.on_disk is not None:
            problem = InProgressFiles(self.app.storage).save(self.on_disk, self.moves)
            self.app.report(problem)
            if problem:  # where the players look, too: they may close the window before the title
                self.message = (_(NOT_SAVED), MESSAGE_TIME)

    def _keep_finished(self):
        """Results first, then the in-progress file goes: closing the window between
        the two leaves the game to continue, never lost."""
        if self.on_disk is not None and self.kept is None:
            # A daily challenge resumed after its day is practice: no record, no high score.
            self.kept = keep_finished_game(self.app, self.replay(), self.game, self.seats, self.daily,
                                           ranked=not self.on_disk.practice)
            self.abandon()

    def replay(self) -> Replay | None:
        """The game so far as a replay (save it with game.replay.save_replay); None
        for a game that went on from a position set up by hand."""
        if self.deal is None:
            return None
        return Replay(self.game_id, tuple(seat.name for seat in self.seats), self.seed, self.deal, tuple(self.moves))

    def device(self, player: int) -> str:
        # The input map's seat: a pad plugged in for a pulled one takes its place.
        seats = self.app.input.seats
        return seats[player].device if player < len(seats) else self.seats[player].device

    def lost_seat(self) -> int | None:
        """A person's seat whose gamepad is unplugged: the game waits for it."""
        return next((p for p in self.humans if self.app.input.seat_disconnected(p)), None)

    @property
    def at_rest(self) -> bool:
        """Update changes nothing that shows until an event: the curtain is up (nothing it
        hides shows until the next player takes the controls, an input; the camera may glide
        and a message run out unseen behind it, and the curtain only ever waits for a person,
        so no computer decides meanwhile), or nothing moves or runs out while a person holds a
        tile (the pawn targets pulse: calm only) or a computer decides (its answer wakes the loop)."""
        rest = self.mode.at_rest()
        if rest is not None:
            return rest
        if self.problem is not None:
            return False
        if self.curtain_for is not None:
            return True
        if not self.calm or self.message is not None or (self.hints.thinking and not self.hints.waiting):
            return False
        computer = self.controllers[self.game.current_player]
        if isinstance(computer, ComputerController):
            return computer.seat.waiting
        return self.mine and not self.choice.choosing_pawn

    @property
    def calm(self) -> bool:
        """Nothing glides, hops, lights up or shakes: the pawn targets' pulse, a message
        running out or a computer's decision coming shows as well at a lower frame rate."""
        return (self.problem is None and self.turn_open and not self.busy and self.camera.settled
                and not self.shake.active)

    @property
    def unchanged_for(self) -> float | None:
        """While a person only chooses where the pawn goes (nothing else moves or runs out),
        the seconds until a target's pulsing ring is drawn another size."""
        if not self.calm or not self.mine or not self.choice.choosing_pawn or self.message is not None:
            return None
        return targets_unchanged_for([rect.w for __, rect in self._pawn_targets()], self.time, self.app.clock.step)

    @property
    def busy(self) -> bool:
        """A move is still being shown."""
        return self.motion is not None or self.view.busy

    def update(self, dt):
        dt = self.mode.before_step(dt)
        if dt is None:
            return
        self._step(dt)
        self.mode.after_step()

    def _step(self, dt):
        if self.problem:
            return  # on its way to the message page
        inp = self.app.input
        if inp.menu_pressed("pause"):
            self._pause()
            return
        lost = self.lost_seat()
        if lost is not None:
            if not self.app.stack.has_pending:  # a second step of this frame must not pause twice
                self._pause(self.waiting_message(lost), waiting_seat=lost)
            return
        self.time += dt
        self.camera.update(dt)
        self.view.update(dt)
        self.shake.update(dt)
        if self.message:
            text, left = self.message
            self.message = (text, left - dt) if left > dt else None
        shown = self.hints.shown
        self.hints.update(len(self.moves))
        if self.hints.shown is not None and self.hints.shown is not shown and isinstance(self.hints.shown.move, Lay):
            move = self.hints.shown.move  # the view goes to the master's spot, as to a tile laid
            self.camera.keep_in_view(pygame.FRect(move.x, move.y, 2, 2), FOLLOW_MARGIN * self.camera.scale)
        if self.motion:
            self._animate(dt)
            return
        if self.busy:
            return
        if self.game.is_terminal():
            self._open_results()
            return
        if not self.turn_open:
            self._begin_turn()
        player = self.game.current_player
        if self.curtain_for is not None:
            if inp.pressed(player, "confirm"):
                self._lift_curtain()
            return
        controller = self.controllers[player]
        if controller is not None:
            action = controller.poll(self.game, player)
            if action is not None:
                self._play(player, action, lifted=False)
            return
        self._control(player)

    @property
    def hints_given(self) -> bool:
        """Hints in every game played at the table but the daily challenge's (PILUS keeps no
        other high scores): not in a replay, a tutorial or a position set up by hand."""
        return self.daily is None and self.on_disk is not None

    def ask_hint(self, player: int):
        """The master's move for `player`, or in a game without hints a word why not."""
        if not self.hints_given:
            self.message = (not_here(), NOT_HERE_TIME)
            return
        self.hints.ask(self.replay(), player)
        self.app.audio.play("click")

    def _hint_button_shown(self, mine: bool) -> bool:
        """The mouse player choosing a tile's spot asks for hints with a button where the pass button goes."""
        return (mine and self.hints_given and not self.choice.choosing_pawn and not self.must_pass
                and self.device(self.game.current_player) == MOUSE)

    def shown_hint(self):
        """The hint for the person choosing now, None when there is none."""
        shown = self.hints.shown
        return shown if shown is not None and self.mine and self.hints.player == self.game.current_player else None

    def waiting_message(self, player: int) -> str:
        """What the pause says while `player`'s seat waits for a device."""
        return _("{why}. {how} Then choose Resume.", why=waiting_seat(self.seats[player]), how=taking_a_seat())

    def _pause(self, message: str | None = None, waiting_seat: int | None = None):
        self.app.stack.push("pause", on_restart=self.restart, game_id=self.game_id, message=message,
                            controls=self.pause_controls(), waiting_seat=waiting_seat, **self.mode.pause_options())

    # Turns ------------------------------------------------------------------
    def pause_controls(self) -> list[str]:
        """Every person's own PILUS controls: their name and device, then what each input does."""
        lines = []
        for seat in self.seats:
            if not is_computer(seat.device):
                lines.append(_("{name} · {device}:", name=seat.name, device=device_label(self.app, seat.device)))
                lines += controls.control_lines(seat.device, self.app.input.bindings)
        return lines

    def _begin_turn(self):
        self.turn_open = True
        player = self.game.current_player
        if self.controllers[player] is not None:
            self.choice = None
            return
        if player != self.viewer:
            self.curtain_for = player
        self._legal = {placement.cells: placement for placement in self.game.legal_placements(player)}
        # The held tile starts beside the last tile laid, not hiding it.
        last = self.game.table.laid()[-1]
        self.choice = Choice(self.game.hand(player), (last.x + 2, last.y))

    def _lift_curtain(self):
        self.viewer, self.curtain_for = self.curtain_for, None
        self.app.audio.play("click")

    def _open_results(self):
        if self._results_open:
            return
        self._results_open = True
        if self.mode.open_results():
            return
        self._keep_finished()  # a game resumed finished was not kept yet
        self.app.stack.replace("pilus_results", self.game, self.seats, self.replay(), self.view, self.play_again,
                               self.kept)

    def play_again(self):
        """A new deal for the same seats; after a daily challenge, the day's deal again (practice)."""
        seed = self.seed if self.daily else None
        self.app.stack.replace(PilusGameScene(self.app, self.game_id, self.seats, seed, self._given, daily=self.daily))

    @property
    def shown_player(self) -> int | None:
        """Whose turn the screen shows: the one who moved, until their move has been shown."""
        if self.report is not None and not self.turn_open:
            return self.report.player
        return self.game.current_player

    def shown_scores(self) -> list[int]:
        """The engine's scores, the points of a tile still on its way not yet counted."""
        scores = self.game.scores()
        if self.motion is not None:
            scores[self.report.player] -= self.report.points
        return scores

    @property
    def must_pass(self) -> bool:
        return self.choice is not None and not self._legal

    # A person's controls ----------------------------------------------------
    def _control(self, player: int):
        if self.mode.control(player):
            return
        inp, choice = self.app.input, self.choice

        def pressed(actions) -> bool:
            return any(inp.pressed(player, action) for action in actions)

        if inp.pressed(player, "hint"):
            self.ask_hint(player)

        if choice.choosing_pawn:
            if self.device(player) == MOUSE:
                choice.focus_pawn(self._cell_under_pointer())
            if inp.pressed(player, "pilus_back"):
                choice.back_to_spot()
                self.app.audio.play("turn")
            elif pressed(("left", "up")):
                choice.step_pawn(-1)
            elif pressed(("right", "down")):
                choice.step_pawn(1)
            elif inp.pressed(player, "confirm"):
                self._play(player, choice.action(), lifted=True)
            return
        if self.must_pass:
            if inp.pressed(player, "confirm"):
                self._play(player, Pass(), lifted=False)
            return
        if inp.pressed(player, "pilus_turn"):
            choice.turn()
            self.app.audio.play("turn")
        if inp.pressed(player, "pilus_next"):
            choice.next_tile()
            self.app.audio.play("click")
        step = (pressed(("right",)) - pressed(("left",)), pressed(("down",)) - pressed(("up",)))
        if step != (0, 0):
            choice.move(*step)
            self._follow_held()
        if self.device(player) == MOUSE:
            if self.layout.table.collidepoint(self.pointer):
                choice.point_at(self._spot_under_pointer())
        elif inp.pressed(player, "confirm"):
            self._take_spot(player)

    def _follow_held(self):
        x, y = self.choice.spot
        self.camera.keep_in_view(pygame.FRect(x, y, 2, 2), FOLLOW_MARGIN * self.camera.scale)

    def _spot_under_pointer(self) -> tuple[int, int]:
        """The held tile's top-left cell when its middle is at the pointer (snapped to cell corners)."""
        wx, wy = self.camera.screen_to_world(*self.pointer)
        return round(wx - 1), round(wy - 1)

    def _cell_under_pointer(self) -> tuple[int, int]:
        return self.camera.cell_at(*self.pointer)

    def _take_spot(self, player: int):
        """Confirm the held tile's spot: refused with the engine's reason, or on to the pawn step."""
        if not self.mode.allows_spot(player):
            return
        choice = self.choice
        problem = self.game.placement_problem(player, choice.tile, choice.rotation, choice.x, choice.y)
        if problem is not None:
            self._refuse(self._reason(problem))
            return
        placement = self._legal.get(self._held_cells())
        targets = self.game.pawn_targets(player, placement) if placement else ()
        if targets:
            choice.start_pawn(targets)
            self.app.audio.play("click")
        else:
            self._play(player, choice.action(), lifted=True)

    def _held_cells(self):
        choice = self.choice
        return tuple(((choice.x + dx, choice.y + dy), colour)
                     for (dx, dy), colour in self.tileset.cells(choice.tile, choice.rotation))

    def _reason(self, why) -> str:
        """A rules refusal (Problem or IllegalMove) in the player's language."""
        return keyed(why.key, **why.params)

    def _refuse(self, reason: str):
        self.message = (_("Not here: {reason}", reason=reason), MESSAGE_TIME)
        self.shake.start(self.camera.scale * 0.3)
        self.app.audio.play("refused")

    def preview(self):
        """(level, points, None) for the held tile's spot, or (None, None, why not in words)."""
        choice = self.choice
        key = (len(self.moves), choice.tile, choice.rotation, choice.x, choice.y)
        if self._preview_cache is None or self._preview_cache[0] != key:
            player = self.game.current_player
            problem = self.game.placement_problem(player, *key[1:])
            if problem is None:
                preview = self.game.preview(player, *key[1:])
                result = (preview.level, preview.points, None)
            else:
                result = (None, None, problem)
            self._preview_cache = (key, result)
        level, points, problem = self._preview_cache[1]
        return level, points, None if problem is None else self._reason(problem)  # words in today's language

    # Moves ------------------------------------------------------------------
    def _play(self, player: int, action, lifted: bool):
        """Hand the move to the engine, then show what it reports."""
        if not self.mode.allows(player, action):
            return
        try:
            report = self.game.apply_action(player, action)
        except IllegalMove as exc:
            self._refuse(self._reason(exc))
            return
        self.moves.append((player, action))
        self._save()
        if self.game.is_terminal():
            self._keep_finished()
        self.choice = None
        self.turn_open = False
        if isinstance(action, Pass):
            self.report = None
            self.message = (_("{name} has no tile that fits anywhere and passes", name=self.seats[player].name), MESSAGE_TIME)
            self.app.audio.play("click")
            self.mode.played(player, action)
            return
        self.report = report
        self.view.sync(self.game)
        shown = next(t for t in self.view.tiles if t.tile == report.tile)
        start = (action.x, action.y) if lifted else self._start_of(player)
        self.motion = (shown, LayMotion(start, (action.x, action.y), lifted))
        self.camera.keep_in_view(pygame.FRect(action.x, action.y, 2, 2), FOLLOW_MARGIN * self.camera.scale)
        self.app.audio.play("slide")
        self.mode.played(player, action)

    def _start_of(self, player: int) -> tuple[float, float]:
        """A computer's tile rises at the table's edge beside its line in the side panel
        and glides in from there (cells, top-left)."""
        table, cell = self.layout.table, self.camera.scale
        y = min(max(self.layout.rows[player].centery, table.top + cell), table.bottom - cell)
        wx, wy = self.camera.screen_to_world(table.right - cell, y)
        return wx - 1, wy - 1

    def _animate(self, dt: float):
        __, motion = self.motion
        if motion.update(dt):
            self.app.audio.play("land")
        if motion.done:
            self.motion = None
            self.view.sync_pawns(self.game)
            self.view.show_scoring(self.report.regions)
            if self.report.points:
                self.app.audio.play("card")

    def recentre(self):
        """Show the whole table, with room around it for the next tile."""
        self.camera.fit(self.view.bounds.inflate(4, 4), self._usual_cell(self.app.surface))
        self.mode.recentred()

    @staticmethod
    def _usual_cell(surface) -> float:
        """The zoom to start at and to recentre to: cells as large on any screen as at 1280 x 720."""
        return DEFAULT_CELL * ui.unit(surface)

    # Raw events: the camera, and the mouse seat's clicks --------------------
    def handle_event(self, event) -> bool:
        if self.problem:
            return False
        used = self.mode.handle_event(event)
        if used is not None:
            return used
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            anchor = self.pointer if self.layout.table.collidepoint(self.pointer) else None
            self.camera.zoom_by(WHEEL_STEPS * (1 if event.y > 0 else -1), anchor)
            return True
        if kind == pygame.KEYDOWN and not self.app.input.takes_key(event):  # a seat's key is the seat's
            return self._camera_key(event.key)
        if kind == pygame.JOYBUTTONDOWN and event.button in controls.PAD_ZOOM:
            self.camera.zoom_by(WHEEL_STEPS * controls.PAD_ZOOM[event.button])
            return True
        if kind == pygame.JOYBUTTONDOWN and event.button == controls.PAD_RECENTRE:
            self.recentre()
            return True
        if kind == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
            return False
        if kind == pygame.MOUSEBUTTONDOWN and event.button in controls.PAN_BUTTONS:
            self.pointer = event.pos
            if event.button == pygame.BUTTON_LEFT and self._click(event.pos):
                return True
            if self.layout.table.collidepoint(event.pos):
                self._drag = {"button": event.button, "from": event.pos, "last": event.pos, "moved": False}
            return True  # a left press is a click or a drag here, never the mouse seat's 'confirm'
        if kind == pygame.MOUSEBUTTONUP and self._drag and event.button == self._drag["button"]:
            drag, self._drag = self._drag, None
            self._pointer_moved(event.pos)
            if not drag["moved"] and event.button == pygame.BUTTON_LEFT:
                self._click_table()
            return True
        return False

    def _camera_key(self, key) -> bool:
        if key in controls.ZOOM_IN_KEYS or key in controls.ZOOM_OUT_KEYS:
            self.camera.zoom_by(WHEEL_STEPS if key in controls.ZOOM_IN_KEYS else -WHEEL_STEPS)
            return True
        if key in controls.RECENTRE_KEYS:
            self.recentre()
            return True
        return False

    @property
    def dragging(self) -> bool:
        """A mouse button pans the table."""
        return self._drag is not None

    def _pointer_moved(self, pos):
        self.pointer = pos
        drag = self._drag
        if drag is None:
            return
        fx, fy = drag["from"]
        if abs(pos[0] - fx) + abs(pos[1] - fy) >= controls.DRAG_START:
            drag["moved"] = True
        if drag["moved"]:
            lx, ly = drag["last"]
            self.camera.drag(pos[0] - lx, pos[1] - ly)
            drag["last"] = pos

    def mouse_turn(self) -> int | None:
        """The mouse seat's player while they may act."""
        player = self.game.current_player
        if player is None or self.busy or not self.turn_open or self.device(player) != MOUSE:
            return None
        return player if self.controllers[player] is None else None

    def _click(self, pos) -> bool:
        """A left press on the curtain, the hand or the button; True when used."""
        used = self.mode.click(pos)
        if used is not None:
            return used
        player = self.mouse_turn()
        if player is None:
            return self.curtain_for is not None  # a click never shows through the curtain
        if self.curtain_for is not None:
            self._lift_curtain()
            return True
        choice = self.choice
        for index, slot in enumerate(self.layout.slots[:len(choice.hand)]):
            if slot.collidepoint(pos) and not choice.choosing_pawn:
                if index == choice.index:
                    choice.turn()
                    self.app.audio.play("turn")
                else:
                    choice.select(index)
                    self.app.audio.play("click")
                return True
        if self.layout.button.collidepoint(pos) and self._hint_button_shown(self.mine):
            self.ask_hint(player)
            return True
        if self.layout.button.collidepoint(pos) and (choice.choosing_pawn or self.must_pass):
            if self.must_pass:
                self._play(player, Pass(), lifted=False)
            else:
                choice.focus_pawn(None)
                self._play(player, choice.action(), lifted=True)
            return True
        return False

    def _click_table(self):
        """A left click on the table (no drag): take the spot, or send the pawn there."""
        if not self.mode.table_click():
            return
        player = self.mouse_turn()
        if player is None or self.curtain_for is not None or self.must_pass:
            return
        choice = self.choice
        if not choice.choosing_pawn:
            choice.point_at(self._spot_under_pointer())
            self._take_spot(player)
            return
        cell = self._cell_under_pointer()
        if cell == self.game.pawns[player]:
            cell = None  # the pawn's own cell: it stays
        if choice.focus_pawn(cell):
            self._play(player, choice.action(), lifted=True)
        else:
            self.message = (_("The pawn cannot go there: pick a lit cell, or leave it"), MESSAGE_TIME)
            self.app.audio.play("refused")

    # Drawing ----------------------------------------------------------------
    def draw(self, surface):
        if self.problem:
            ui.fill_background(surface)
            return
        self.mode.before_draw(surface)
        self._draw_table(surface)
        self.mode.after_draw(surface)

    def _draw_table(self, surface):
        if self.layout_key != ui.layout_key(surface):  # laid out again only when the size or text floor changed
            self.layout = screen_layout(surface, len(self.seats))
            self.layout_key = ui.layout_key(surface)
            self.camera.viewport = pygame.FRect(self.layout.table)
        if self.curtain_for is not None:
            seat = self.curtain_for
            draw_curtain(surface, seat, _("{name}, your turn", name=self.seats[seat].name),
                         controls.confirm_prompt(self.device(seat), self.app.input.bindings),
                         _("Everyone else: please look away while {name} plays.", name=self.seats[seat].name))
            self.view.prepare(self.camera)  # nobody sees the table now: its pictures are made for when it shows
            return
        regions = self._still_regions(surface)
        # The table covers its viewport whole, each frame.
        blit_around(surface, self._still.get(surface.get_size(), None, ui.fill_background, regions), self.layout.table)
        hidden = self.motion[0].tile if self.motion else None
        self.view.draw(surface, self.camera, hidden, self.motion)
        self.hint_drawn = None
        if self.shown_hint():
            self._draw_hint(surface, self.shown_hint().move)
        if self.choice is not None and self.turn_open:
            reach = self._draw_choice(surface)
            if reach is not None and not self.layout.table.contains(reach):
                # The held tile reaches past the table: what lies around the table covers it, as it always did,
                # with all that lies on what is drawn again (the words over the tray).
                covering = [region.rect for region in regions if region.rect.colliderect(reach)]
                for region in regions:
                    if region.rect.collidelist(covering) != -1:
                        region.draw(surface)
        player = self.shown_player
        if player is not None:
            draw_banner(surface, self.layout, player, _("{name}'s turn", name=self.seats[player].name))

    def _draw_hint(self, surface, move):
        """The master's move: its tile see-through at its spot in a striped sky-blue frame
        tagged 'Hint', and a sky-blue spot where its pawn goes (passing: the tag alone)."""
        player = self.game.current_player
        table = self.layout.table
        if not isinstance(move, Lay):
            tag = draw_tag(surface, keyed("coach.hint.pass"), MASTER, pygame.Rect(table.centerx, table.y + 40, 0, 0),
                           table)
            self.hint_drawn = (move, tag)
            return
        rect = self.camera.rect(move.x, move.y, 2, 2)
        level = self.game.preview(player, move.tile, move.rotation, move.x, move.y).level
        surface.set_clip(table)  # on the table only, as the tiles lie
        place = draw_tile(surface, self.view.images, self.tileset.layout(move.tile, move.rotation), level, rect,
                          alpha=HELD_ALPHA)
        draw_master_frame(surface, place)
        if move.pawn is not None:
            draw_spot(surface, self.camera.rect(*move.pawn))
        surface.set_clip(None)
        self.hint_drawn = (move, place)
        if table.contains(place):
            draw_tag(surface, keyed("coach.hint.tag"), MASTER, place, table)

    def _still_regions(self, surface) -> list[Region]:
        """What is drawn around the table, each kept between frames until what it shows changes."""
        layout = self.layout
        w, h = surface.get_size()
        side = (keyed(f"games.{self.game_id}.name"), tuple(self._side_lines()), ngettext("Draw pile: {count} tile", "Draw pile: {count} tiles", self.game.draw_size, count=self.game.draw_size),
                _("Daily challenge {date}", date=i18n.date(self.daily)) if self.daily
                else _("Deal number {seed}", seed=self.seed) if self.seed is not None else "")
        tray = self._tray()
        mine = self.mine
        info = self._info_lines(mine)
        button = self.button(mine)
        room = layout.info if button else layout.info_wide  # the words take the button's place when it is not offered
        hint = self._hint()
        band = pygame.Rect(0, layout.side.bottom, w, h - layout.side.bottom)
        return [Region("side", layout.side, side, partial(draw_side, layout=layout, title=side[0], players=list(side[1]),
                                                          pile=side[2], seed=side[3])),
                Region("tray", layout.tray, tray, partial(draw_tray, layout=layout, images=self.view.images,
                                                          tiles=tray[0], slots_shown=tray[1])),
                Region("info", room, info, partial(draw_info, info=room, first=info[0], first_colour=info[1],
                                                   second=info[2])),
                Region("button", layout.button, button,
                       partial(draw_button, layout=layout, label=button[0], focused=button[1]) if button
                       else (lambda surface: None)),
                Region("hint", band, hint, partial(ui.draw_hint, text=hint, band=band))]

    def _hint(self) -> str:
        """The turn's controls while a tile is held; else (another's turn, or the pawn step,
        whose prompt says its own keys) what anyone may do with the view."""
        player = self.game.current_player
        line = self.mode.hint_line()
        if line is not None:
            return line
        if self.shown_hint():
            return hint_line(self.shown_hint())
        if self.hints.thinking:
            return thinking_line()
        if self.choice is not None and player is not None and not self.choice.choosing_pawn:
            return controls.hint(self.device(player), self.app.input.bindings)
        return controls.view_hint(self.app.input.bindings)

    def _draw_choice(self, surface) -> pygame.Rect | None:
        """The held tile (or the pawn's targets); returns an area holding all it drew
        outside the table's labels (those stay on the table), None when nothing shows."""
        if not self.mode.shows_choice():
            return None
        self.mode.draw_under_held(surface)
        reach = self._draw_held(surface)
        self.mode.draw_over_held(surface)
        return reach

    def _draw_held(self, surface) -> pygame.Rect | None:
        choice = self.choice
        if self.must_pass:
            return None
        player = self.game.current_player
        held = self.camera.rect(choice.x, choice.y, 2, 2)
        # A cell round the held tile's square holds its lift, its shadow and its frame.
        reach = held.inflate(held.w, held.h)
        tile_layout = self.tileset.layout(choice.tile, choice.rotation)
        if choice.choosing_pawn:
            level, points, __ = self.preview()
            draw_tile(surface, self.view.images, tile_layout, level, held, lift=0.35)
            for option_index, target_rect in self._pawn_targets():
                draw_target(surface, target_rect, player, option_index == choice.pawn_focus, self.time)
                reach.union_ip(target_rect)
            draw_label(surface, self.layout, _("Level {level} · {points} points", level=level, points=points), palette.ACCENT, held,
                       self._tiles_on_screen())
            return reach
        reach.move_ip(self.shake.offset, 0)
        held = held.move(self.shake.offset, 0)
        level, points, problem = self.preview()
        place = draw_tile(surface, self.view.images, tile_layout, level, held, alpha=HELD_ALPHA)
        width = ui.px(surface, 4)
        if problem is None:
            pygame.draw.rect(surface, palette.ACCENT, place, width)
            draw_label(surface, self.layout, _("Level {level} · {points} points", level=level, points=points), palette.ACCENT, held,
                       self._tiles_on_screen())
        else:
            pygame.draw.rect(surface, CROSS, place, width)
            pygame.draw.line(surface, CROSS, place.topleft, place.bottomright, width)
            pygame.draw.line(surface, CROSS, place.topright, place.bottomleft, width)
            draw_label(surface, self.layout, _("Not here: {reason}", reason=problem), palette.WARNING, held,
                       self._tiles_on_screen())
        return reach

    def _pawn_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The pawn step's targets on screen: (the option's index, its cell's rectangle)."""
        player = self.game.current_player
        targets = [(index, cell if cell is not None else self.game.pawns[player])
                   for index, cell in enumerate(self.choice.pawn_options)]
        return [(index, self.camera.rect(*cell)) for index, cell in targets if cell is not None]

    def _tiles_on_screen(self) -> pygame.Rect:
        """The screen rectangle round every tile on the table, the edges of its stacks included."""
        return self.mode.tiles_on_screen(self.view.screen_bounds(self.camera))

    def _side_lines(self) -> list[PlayerLine]:
        game = self.game
        shown, scores = self.shown_player, self.shown_scores()
        lines = []
        for p, seat in enumerate(self.seats):
            if self._thinking(p):
                status = _("Thinking…")
            else:
                pawn = (_("Pawn on the table") if game.pawns[p] is not None else _("Pawn in hand"))
                status = ngettext("{pawn} · {tiles} tile", "{pawn} · {tiles} tiles", len(game.hand(p)), pawn=pawn, tiles=len(game.hand(p)))
            lines.append(PlayerLine(seat.name, scores[p], status, p == shown))
        return lines

    def _thinking(self, player: int) -> bool:
        """A seat whose moves come from a controller is deciding on its turn."""
        return self.mode.shows_thinking and self.controllers[player] is not None and player == self.shown_player and self.turn_open

    def _open_hand(self) -> int | None:
        """Whose hand the tray shows face up while nobody at the screen chooses: alone
        against computers, your own stays in view while they play; when watched, the hand in turn."""
        if self.mode.open_hands:
            return self.shown_player
        return self.viewer if self.viewer is not None and len(self.humans) == 1 else None

    @property
    def mine(self) -> bool:
        """A person at the screen chooses now: their hand shows, with what the held tile would do."""
        return self.choice is not None and self.turn_open and self.curtain_for is None

    def _tray(self) -> tuple[tuple | None, int]:
        """The hand as draw_tray shows it: (turned layout, selected) per tile or None, and the slots shown."""
        game, choice, player = self.game, self.choice, self.shown_player
        if self.mine:
            return tuple((self.tileset.layout(tile, choice.rotations[tile]), i == choice.index)
                         for i, tile in enumerate(choice.hand)), len(choice.hand)
        if self._open_hand() is not None:
            hand = game.hand(self._open_hand())
            return tuple((self.tileset.layout(tile, 0), False) for tile in hand), len(hand)
        return None, len(game.hand(player)) if player is not None else 0

    def button(self, mine: bool) -> tuple[str, bool] | None:
        """The leave-the-pawn or pass button (label, focused), while it is offered; else
        for a mouse player where hints are given, the Hint button."""
        shown = self.mode.button(mine)
        if shown is not None:
            return shown
        choice, player = self.choice, self.game.current_player
        if not (mine and (choice.choosing_pawn or self.must_pass)):
            return (keyed("coach.hint.button"), False) if self._hint_button_shown(mine) else None
        label = _("Pass") if self.must_pass else (_("Leave the pawn") if self.game.pawns[player] is not None else _("Keep the pawn"))
        return label, self.must_pass or choice.pawn_focus == 0

    def _info_lines(self, mine: bool) -> tuple[str, tuple, str]:
        lines = self.mode.info_lines(mine)
        if lines is not None:
            return lines
        if self.message:
            return self.message[0], palette.WARNING, ""
        player = self.shown_player
        if player is None:
            return "", palette.TEXT, ""
        if not mine:
            return _("{name} is playing", name=self.seats[player].name), palette.TEXT_DIM, ""
        if self.must_pass:
            return _("None of your tiles fits anywhere"), palette.WARNING, _("Confirm to pass; you keep your tiles.")
        if self.choice.choosing_pawn:
            return _("Move your pawn?"), palette.TEXT, controls.pawn_prompt(self.device(player), self.app.input.bindings)
        level, points, problem = self.preview()
        if problem is not None:
            return _("Not here: {reason}", reason=problem), palette.WARNING, _("Choose a tile and a spot. The tile shows at which level it would lie.")
        return _("Level {level} · {points} points", level=level, points=points), palette.ACCENT, _("Choose a tile and a spot. The tile shows at which level it would lie.")
