"""A game of PILUS in the window: 2-4 seats take turns at one screen.

The player in turn picks a tile, turns it and holds it over the table; the engine says at once
whether the spot is legal, at which level the tile would lie and what it would score, or why not.
Taking the spot leads to the pawn step; then the move goes to the engine, and the scene animates
what it reports (the tile glides and settles, the pawn hops, the scored regions light up).
A computer seat ('ai:<level>') decides through the app's BotWorker (a ComputerController) unless
`controllers[seat]` gives it another. Between two people's turns a curtain hides the table and
hands. Every move is kept in `moves`; the finished game is saved as a replay without a click.
A daily challenge (`daily`, its UTC day) is one person against the day's computer seats: the
first finished attempt of the day counts (scenes.shared.finished_game).
"""
from __future__ import annotations

import random
from datetime import date

import pygame

from game import games
from game.content.content_error import ContentError
from game.content.pilus import load_tileset
from game.saved.in_progress import NOT_SAVED, GameInProgress, InProgressFiles
from game.shell.input import MOUSE, is_computer
from game.replay import Replay
from game.rules.rule_errors import DealError, IllegalMove
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.i18n import _, join
from scenes.pilus import pilus_controls as controls
from scenes.coach.coach_hint import NOT_HERE_TIME, HintAsker, not_here
from scenes.shared.computer_seats import ComputerController, computer_seats
from scenes.shared.device_text import device_label, taking_a_seat, waiting_seat
from scenes.shared.finished_game import keep_finished_game
from scenes.shared.game_scene import GameScene, of_the_game
from scenes.pilus.pilus_spoken import pilus_state_words
from scenes.pilus.pilus_choice import Choice
from scenes.pilus.pilus_screen_draw import PilusTableDrawing, PilusTableNow
from scenes.pilus.pilus_screen_input import FOLLOW_MARGIN, PilusTableInput, SeatController, SeatTurn, reason_words
from scenes.pilus.pilus_hud import rise_at, screen_layout, usual_cell
from scenes.pilus.pilus_play_mode import LivePlay
from sprites import ui
from sprites.camera import Camera
from sprites.pilus_pawn import targets_unchanged_for
from sprites.pilus_table_view import TableView
from sprites.pilus_tile import LayMotion
from sprites.slide_animation import Shake

SEED_RANGE = 1_000_000  # random deal numbers stay short enough to read out and type in
MESSAGE_TIME = 2.5  # seconds a refusal stays up


class PilusGameScene(GameScene):
    """The table screen: its turns, moves and camera here; a person's inputs and its drawing
    objects it holds (scenes.pilus.pilus_screen_input, scenes.pilus.pilus_screen_draw); what a
    tutorial or a replay does otherwise in its mode (scenes.pilus.pilus_play_mode)."""

    def __init__(self, app, game_id: str, seats, seed: int | None = None,
                 controllers: list[SeatController | None] | None = None, position: PilusGame | None = None,
                 deal=None, saved: GameInProgress | None = None, daily: date | None = None,
                 mode: LivePlay | None = None):
        """controllers[p]: where seat p's moves come from, None for a person at the
        seat's device or a computer seat's own bot; position: a game set up by hand
        to go on from (tools and tests), which has no deal to replay; deal: the deal
        to play as it is (a replay's), instead of the seed's; saved: a game in
        progress to go on with, from its state as read (GameInProgress.state: its moves are not
        played again), which is the game (its seed, deal and day: those parameters are a new game's); daily: the UTC day whose daily
        challenge this game is an attempt at; mode: what varies the screen (scenes.pilus.pilus_play_mode),
        a game people play when None."""
        super().__init__(app)
        self.mode = mode or LivePlay()
        self.game_id = game_id
        self.music = games.get(game_id).music
        self.seats = list(seats)
        self._given = list(controllers) if controllers is not None else [None] * len(self.seats)
        self.controllers = list(self._given)
        self._own: list[ComputerController] = []  # made here for computer seats: cancelled on leaving
        self.problem: str | None = None
        # The game as its file keeps it; a deal number drawn here is shown on screen so the deal can be replayed.
        self.played = saved or GameInProgress(
            game_id, tuple(self.seats), random.Random().randrange(1, SEED_RANGE) if seed is None and deal is None
            else seed, deal, daily=daily)
        self.moves: list[tuple[int, Lay | Pass]] = list(self.played.moves)
        try:
            self.tileset = load_tileset(game_id)
            if saved is not None:
                self.state = saved.state
            else:
                if position is None and deal is None:
                    self.played.deal = deal_from_seed(self.tileset, len(self.seats), self.seed)
                self.state = self.played.state = position or PilusGame(self.tileset, len(self.seats), self.deal)
        except (ContentError, DealError, ValueError) as exc:
            self.problem = str(exc)
            return
        # Only a game played from a deal is written down to continue and kept when
        # finished (not a position set up by hand, a lesson, or a replay being watched).
        self.on_disk = None if self.deal is None or not self.mode.keeps else self.played
        self.kept = None  # what keeping the finished game did (scenes.shared.finished_game.Kept)
        try:
            bots = computer_seats(app, game_id, self.seats, self.seed or 0)
        except ContentError as exc:  # the computer levels' file
            self.problem = str(exc)
            return
        for p, computer in bots.items():
            if self.controllers[p] is None:
                self.controllers[p] = ComputerController(computer)
                self._own.append(self.controllers[p])
        unplayed = [seat.name for seat, c in zip(self.seats, self.controllers) if c is None and is_computer(seat.device)]
        if unplayed:
            self.problem = _("Nobody plays for {names}: there is no computer player of that kind.", names=join(unplayed))
            return
        self.humans = [p for p, c in enumerate(self.controllers) if c is None]
        self.view = TableView(self.tileset, self.state.pawns)
        self.view.sync(self.state)
        self.view.sync_pawns(self.state)
        self.camera = Camera(centre=(1.0, 1.0), cell=usual_cell(app.surface))
        self.layout_key = None
        self.lay_out(app.surface)
        self.choice: Choice | None = None
        self.curtain_for: int | None = None
        # Whose hand the screen may show: the one person playing, or the last to take the controls.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.motion: tuple | None = None  # (ShownTile, LayMotion) of the tile being laid
        self.report = None  # the engine's report of the move being animated
        self.turn_open = False  # the player in turn may decide (animations are over)
        self.message: tuple[str, float] | None = None
        self._fx = random.Random(0)  # the shake only (the deal never sees it), seeded: one picture of it
        self.shake = Shake(self._fx)
        self._legal: dict = {}  # this turn's legal placements by the cells they show
        self.table_input = PilusTableInput(app, self.state, self.tileset, self.camera, self.mode, self)
        self.time = 0.0
        self._results_open = False
        self.hints = HintAsker(app)
        self.drawing = PilusTableDrawing(app, game_id, self.tileset, self.view, self.camera, self.mode, self.seed,
                                         self.daily)
        if not self.state.is_terminal():
            self._begin_turn()
        self.mode.attach(self)

    seed, deal, daily = map(of_the_game, ("seed", "deal", "daily"))

    # Scene ------------------------------------------------------------------
    def draw(self, surface):
        if self.problem:
            ui.fill_background(surface)
            return
        self.mode.before_draw(surface)
        self.lay_out(surface)
        self.drawing.draw(surface, self.now())
        self.mode.after_draw(surface)

    def lay_out(self, surface):
        """Lays the screen out again for a new window, text floor or people's controls (the bottom line fits them)."""
        wanted = ui.layout_key(surface), controls.people_hints(map(self.device, self.humans), self.app.input.bindings)
        if wanted != self.layout_key:
            self.layout_key, self.layout = wanted, screen_layout(surface, len(self.seats), hints=wanted[1])
            self.camera.viewport = pygame.FRect(self.layout.table)

    def now(self) -> PilusTableNow:
        """What the table shows now, for its drawing."""
        choosing = self.choice is not None and not self.must_pass
        return PilusTableNow(
            self.state, self.seats, [self.device(p) for p in range(len(self.seats))], self.layout, self.curtain_for,
            self.choice, self.turn_open, self.mine, self.must_pass, self.table_input.preview(self.choice, len(self.moves)) if choosing else None,
            self.pawn_targets(), self.shown_player, self.shown_scores(), self.motion,
            [c is not None for c in self.controllers], self.viewer, len(self.humans) == 1, self.shown_hint(),
            self.hints.thinking, self._hint_button_shown(self.mine), self.message, self.shake.offset, self.time)

    def turn(self) -> SeatTurn:
        """What a person's inputs act on now."""
        return SeatTurn(self.choice, self._legal, self.must_pass, self.layout,
                        [self.device(p) for p in range(len(self.seats))], self.mouse_turn(), self.curtain_for,
                        self._hint_button_shown(self.mine), len(self.moves))

    def handle_event(self, event) -> bool:
        return False if self.problem else self.table_input.handle_event(event, self.turn())

    def mouse_turn(self) -> int | None:
        """The mouse seat's player while they may act."""
        player = self.state.current_player
        if player is None or self.busy or not self.turn_open or self.device(player) != MOUSE:
            return None
        return player if self.controllers[player] is None else None

    @property
    def mine(self) -> bool:
        """A person at the screen chooses now: their hand shows, with what the held tile would do."""
        return self.choice is not None and self.turn_open and self.curtain_for is None

    def pawn_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The pawn step's targets on screen: (the option's index, its cell's rectangle); none outside it."""
        if self.choice is None or not self.choice.choosing_pawn:
            return []
        player = self.state.current_player
        targets = [(index, cell if cell is not None else self.state.pawns[player])
                   for index, cell in enumerate(self.choice.pawn_options)]
        return [(index, self.camera.rect(*cell)) for index, cell in targets if cell is not None]

    def on_pause(self):
        self.message = None  # a refusal is said for its moment: it does not stay up under the pause menu

    def on_exit(self):
        super().on_exit()
        for controller in self._own:
            controller.cancel()
        if not self.problem:
            self.drawing.release()
            self.hints.clear()
        if self.on_disk is not None:
            InProgressFiles(self.app.storage).let_go(self.on_disk)  # another window may continue it now

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

    def _keep_finished(self, again: bool = False):
        """Results first, then the in-progress file goes, once they are all on disk:
        closing the window between the two, or a save that failed, leaves the game to
        continue, never lost."""
        if self.on_disk is not None and self.kept is None:
            # A daily challenge resumed after its day is practice: no record, no high score.
            self.kept = keep_finished_game(self.app, self.replay(), self.state, self.seats, self.daily,
                                           ranked=not self.on_disk.practice, stem=self.on_disk.stem, again=again)
            if self.kept.stored:  # else the file stays: the game is offered to continue, and kept from there
                self.abandon()

    def replay(self) -> Replay | None:
        """The game so far as a replay (save it with game.saved.replay_files.save_replay); None
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
        if self.problem is not None:
            return False
        rest = self.mode.at_rest()
        if rest is not None:
            return rest
        if self.curtain_for is not None:
            return True
        if not self.calm or self.message is not None or (self.hints.thinking and not self.hints.waiting):
            return False
        computer = self.controllers[self.state.current_player]
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
        return targets_unchanged_for([rect.w for __, rect in self.pawn_targets()], self.time, self.app.clock.step)

    @property
    def busy(self) -> bool:
        """A move is still being shown."""
        return self.motion is not None or self.view.busy

    def update(self, dt):
        if self.problem:
            return  # on its way to the message page
        dt = self.mode.before_step(dt)
        if dt is None:
            return
        self._step(dt)
        self.mode.after_step()

    def _step(self, dt):
        inp = self.app.input
        if inp.menu_pressed("pause"):
            self._pause()
            return
        lost = self.lost_seat()
        if lost is not None:
            if not self.app.stack.has_pending:  # a second step of this frame must not pause twice
                self._pause(self.waiting_message(lost), waiting_seat=lost)
            return
        if any(inp.pressed(player, "say") for player in self.humans):
            self.app.speech.say(pilus_state_words(self))
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
        if self.state.is_terminal():
            self._open_results()
            return
        if not self.turn_open:
            self._begin_turn()
        player = self.state.current_player
        if self.curtain_for is not None:
            if inp.pressed(player, "confirm"):
                self.lift_curtain()
            return
        controller = self.controllers[player]
        if controller is not None:
            action = controller.poll(self.state, player)
            if action is not None:
                self.play(player, action, lifted=False)
            return
        self.table_input.control(player, self.turn())

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
                and self.device(self.state.current_player) == MOUSE)

    def shown_hint(self):
        """The hint for the person choosing now, None when there is none."""
        shown = self.hints.shown
        return shown if shown is not None and self.mine and self.hints.player == self.state.current_player else None

    def waiting_message(self, player: int) -> str:
        """What the pause says while `player`'s seat waits for a device."""
        return _("{why}. {how} Then choose Resume.", why=waiting_seat(self.seats[player]),
                 how=taking_a_seat(unplugged=self.app.input.unplugged(player)))

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
        player = self.state.current_player
        if self.controllers[player] is not None:
            self.choice = None
            return
        if player != self.viewer:
            self.curtain_for = player
        self._legal = {placement.cells: placement for placement in self.state.legal_placements(player)}
        # The held tile starts beside the last tile laid, not hiding it.
        last = self.state.table.laid()[-1]
        self.choice = Choice(self.state.hand(player), (last.x + 2, last.y))

    def lift_curtain(self):
        self.viewer, self.curtain_for = self.curtain_for, None
        self.app.audio.play("click")

    def _open_results(self):
        if self._results_open:
            return
        self._results_open = True
        if self.mode.open_results():
            return
        self._keep_finished(again=True)  # a game resumed finished was not kept (whole) yet
        self.app.stack.replace("pilus_results", self.state, self.seats, self.replay(), self.view, self.play_again,
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
        return self.state.current_player

    def shown_scores(self) -> list[int]:
        """The engine's scores, the points of a tile still on its way not yet counted."""
        scores = self.state.scores()
        if self.motion is not None:
            scores[self.report.player] -= self.report.points
        return scores

    @property
    def must_pass(self) -> bool:
        return self.choice is not None and not self._legal

    # Moves ------------------------------------------------------------------
    def play(self, player: int, action, lifted: bool):
        """Hand the move to the engine, then show what it reports."""
        if not self.mode.allows(player, action):
            return
        try:
            report = self.state.apply_action(player, action)
        except IllegalMove as exc:
            self.refuse(reason_words(exc))
            return
        self.moves.append((player, action))
        self._save()
        if self.state.is_terminal():
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
        self.view.sync(self.state)
        shown = next(t for t in self.view.tiles if t.tile == report.tile)
        start = (action.x, action.y) if lifted else rise_at(self.layout, self.camera, player)
        self.motion = (shown, LayMotion(start, (action.x, action.y), lifted))
        self.camera.keep_in_view(pygame.FRect(action.x, action.y, 2, 2), FOLLOW_MARGIN * self.camera.scale)
        self.app.audio.play("slide")
        self.mode.played(player, action)

    def refuse(self, reason: str):
        self.say(_("Not here: {reason}", reason=reason))
        self.shake.start(self.camera.scale * 0.3)
        self.app.audio.play("refused")

    def say(self, words: str):
        self.message = (words, MESSAGE_TIME)

    def _animate(self, dt: float):
        __, motion = self.motion
        if motion.update(dt):
            self.app.audio.play("land")
        if motion.done:
            self.motion = None
            self.view.sync_pawns(self.state)
            self.view.show_scoring(self.report.regions)
            if self.report.points:
                self.app.audio.play("card")

    def recentre(self):
        """Show the whole table, with room around it for the next tile."""
        self.camera.fit(self.view.bounds.inflate(4, 4), usual_cell(self.app.surface))
        self.mode.recentred()
