"""A ramp game in the window: FITS, FITS compact, BITS and BITS pro.

Every seat steers a hand over their own ramp at the same time. A drop or a skip becomes a move
for the engine; the scene animates what the engine reports (where the piece landed) and asks it
again for everything it shows: whose decision is open, the revealed card, each ramp's ghost.
A computer seat decides through the app's BotWorker, off the frame loop, and its move goes
through the same play_action as a person's drop. Every move is kept, so the finished game is
saved as a replay. In a practice game the Hint input (or the Hint button) shows the master's
move as a ghost (scenes.coach.coach_hint).
"""
from __future__ import annotations

import random
import sys
from dataclasses import replace
from datetime import date

import pygame

from game.boards.board_text import with_chosen
from game.content.content_error import ContentError
from game.content.ramp import load_edition
from game.ghost.sources import GhostRefused, challenge_ghost
from game.saved.best_ghost import find_ghost
from game.saved.in_progress import NOT_SAVED, GameInProgress, InProgressFiles
from game.shell.input import MOUSE, controls, is_computer
from game.replay import Replay
from game.rules.rule_errors import DealError, IllegalMove
from game.rules.ramp_actions import Skip, SkipReport
from game.rules.ramp_deal import deal_from_seed
from game.rules.ramp_game import DECIDING, START, RampGame
from game import games
from game.i18n import _, join
from game.message_keys import keyed
from scenes.coach.coach_hint import NOT_HERE_TIME, HintAsker, not_here
from scenes.shared.computer_seats import computer_seats
from scenes.shared.finished_game import keep_finished_game
from scenes.shared.game_scene import GameScene, of_the_game
from scenes.ramp.ramp_screen_draw import RampTableDrawing, RampTableNow
from scenes.ramp.ghost_beside import GhostBeside
from scenes.ramp.ramp_hand import Hand
from scenes.ramp.ramp_spoken import ramp_state_words
from scenes.ramp.ramp_screen_moves import play_move, start_round
from scenes.ramp.ramp_play_mode import LivePlay
from sprites import palette, ui
from sprites.ramp_board_view import RampBoardView
from sprites.slide_animation import Shake

MESSAGE_TIME = 1.8  # seconds a refusal stays up
NOT_SAVED_TIME = 4.0  # seconds a failed save stays said
GHOST_REFUSED_TIME = 6.0  # seconds the ghost the command line asked for is said to be refused
# FITS: setting a piece aside takes the set-aside action twice (its key sits next to others;
# a piece set aside is gone for the round), with no hurry: any of these between starts over.
UNDO_SET_ASIDE_OFFER = ("left", "right", "rotate", "flip", "drop", "undo", "hint")
SEED_RANGE = 1_000_000  # random deal numbers stay short enough to read out and type in


class RampGameScene(GameScene):
    """The ramps' screen: its seats, moves and rounds here, its drawing an object it holds
    (scenes.ramp.ramp_screen_draw); what a tutorial does otherwise in its mode (scenes.ramp.ramp_play_mode)."""

    def __init__(self, app, game_id: str, seats, seed: int | None = None, daily: date | None = None,
                 practice: bool = False, boards: tuple[int, ...] | None = None, saved: GameInProgress | None = None,
                 mode: LivePlay | None = None, challenge=None, ghost=None, race: str | None = None):
        """daily: the UTC day whose daily challenge this game is an attempt at;
        practice: a solo game that may undo and never enters the high scores;
        boards: the FITS variant's boards (1.. as printed) in the order to play
        them, None for all as printed; saved: a game in progress to go on with, from its state as
        read (GameInProgress.state: its moves are not played again), which is the game (its deal,
        seed, kind, boards, challenge and ghost: the parameters above are a new game's); mode: what
        varies the screen (scenes.ramp.ramp_play_mode), a game
        people play when None; challenge: the challenge (game.saved.challenges) this game
        answers, on its deal, whose results show both games; ghost: the game.ghost.sources.Ghost
        a solo game races beside it (scenes.ramp.ghost_beside); race: the command line's ghost
        source instead (game.saved.best_ghost.find_ghost), refused in one line on stderr and on screen."""
        super().__init__(app)
        self.mode = mode or LivePlay()
        self.mode.attach(self)
        self.game_id = game_id
        self.music = games.get(game_id).music
        self.seats = list(seats)
        # The game as its file keeps it (a lesson's too, which writes none). A deal number drawn here is
        # shown on screen so the deal can be replayed.
        self.played = saved or GameInProgress(
            game_id, tuple(self.seats), random.Random().randrange(1, SEED_RANGE) if seed is None else seed, None,
            daily=daily, practice=practice, board_order=boards, challenge=challenge, ghost=ghost)
        self.race: GhostBeside | None = None
        self.problem: str | None = None
        self.moves: list[tuple[int, object]] = list(self.played.moves)
        self.kept = None  # what keeping the finished game did (scenes.shared.finished_game.Kept)
        try:
            if saved is not None:
                self.state = saved.state
                self.edition = self.state.edition
            else:
                self.edition, self.played.deal = self.mode.table() or self._new_table()
                self.state = self.played.state = RampGame(self.edition, len(self.seats), self.deal)
        except (ContentError, DealError, ValueError) as exc:
            self.problem = str(exc)
            return
        refused = None
        if len(self.seats) != 1:  # a race is a solo game's
            self.played.ghost = race = None
        if self.challenge is not None and self.ghost is None and saved is None and app.settings.ghosts:
            self.played.ghost = challenge_ghost(self.challenge)  # the friend's game
        if race is not None:
            try:
                self.played.ghost = find_ghost(race, app.storage, game_id, self.seed, self.deal, self.boards)
            except GhostRefused as err:
                print(err, file=sys.stderr)  # the command line asked: it is told there, in one line
                refused = (err.in_words(), GHOST_REFUSED_TIME)
        # A lesson is written down nowhere: nothing to continue, no replay, no high score.
        self.on_disk = self.played if self.mode.keeps else None
        try:
            self.computers = computer_seats(app, game_id, self.seats, self.seed or 0)
        except ContentError as exc:  # the computer levels' file
            self.problem = str(exc)
            return
        unplayed = [seat.name for p, seat in enumerate(self.seats)
                    if is_computer(seat.device) and p not in self.computers]
        if unplayed:
            self.problem = _("Nobody plays for {names}: there is no computer player of that kind.", names=join(unplayed))
            return
        count = len(self.seats)
        if self.ghost is not None:
            self.race = GhostBeside(app, self.ghost, self.edition, self.deal, self.seed or 0)
        self.views = [RampBoardView(self.edition, p) for p in range(count)]
        self.hands = [Hand(self.edition.width) for __ in range(count)]
        self._fx = random.Random()  # shakes only: the game's deal never sees it
        self.shakes = [Shake(self._fx) for __ in range(count)]
        self.messages: list[tuple[str, float] | None] = [refused] + [None] * (count - 1)
        # The seats whose controls their board still shows: every person's, until they act.
        self.controls_shown = {p for p, seat in enumerate(self.seats)
                               if self.mode.shows_controls and not is_computer(seat.device)}
        self.set_aside_armed = [False] * count  # set-aside pressed once: the next press sets the piece aside
        self.set_aside: list[list[str]] = [[] for __ in range(count)]  # pieces set aside this round
        self.round_shown = 0       # the round on screen (the engine is already in the next one at a round's end)
        self.round_over = False    # the last decision of the round is in; results come when the pieces land
        self._results_open = False
        self.hints = HintAsker(app)
        self.drawing = RampTableDrawing(app, self.edition, self.views, self.mode, self.race, self.seed, self.daily)
        if saved:
            self._go_on()
        self._deal_hands()

    seed, daily, practice, deal, challenge, ghost = map(of_the_game, ("seed", "daily", "practice", "deal",
                                                                     "challenge", "ghost"))
    boards = of_the_game("board_order")  # FITS variant: the boards chosen, None for all

    def _new_table(self):
        """A new game's edition (with the boards chosen) and its deal from the seed."""
        edition = load_edition(self.game_id)
        if self.boards is not None:
            edition = with_chosen(edition, self.boards)
        return edition, deal_from_seed(edition, len(self.seats), self.seed)

    def _go_on(self):
        """The ramps as the saved game's state has them, as if seen: the round being played (the
        last one, when the game is over: killed before leaving in-progress/), its pieces laid
        and the ones set aside in the trays. No move is played again."""
        for player, view in enumerate(self.views):
            view.new_round(self.edition.boards[self.state.round_index])
            view.show_rows(self.state.board(player).to_rows())
            for report in self.state.round_reports(player):
                if isinstance(report, SkipReport):
                    self.set_aside[player].append(report.piece)
                else:
                    view.drop(report.shape, report.column, report.row, report.cells)
            view.finish()
        self.round_shown = self.state.round_index
        self.round_over = self.state.is_terminal()

    # Scene ------------------------------------------------------------------
    def draw(self, surface):
        if self.problem:
            ui.fill_background(surface)
            return
        count, seats = len(self.seats), self.app.input.seats  # a pad plugged in for a pulled one plays the seat
        self.drawing.draw(surface, RampTableNow(
            self.state, self.seats, [(seats[p] if p < len(seats) else self.seats[p]).device for p in range(count)],
            self.round_shown, self.round_over, [self.hand_shown(p) for p in range(count)],
            [hand.neutral for hand in self.hands], [self.shown_hint(p) for p in range(count)], self.hints.thinking,
            self.hints_given, [shake.offset for shake in self.shakes], self.set_aside, self.messages,
            self.set_aside_armed, self.controls_shown, self.lost_seat()))

    def on_enter(self):
        super().on_enter()
        if not self.problem and self.state.is_terminal() and self.kept is None:
            self._keep_finished(again=True)  # when shown, not when made: making a scene changes no files

    def on_exit(self):
        super().on_exit()
        if not self.problem:
            for computer in self.computers.values():
                computer.cancel()
            if self.race is not None:
                self.race.cancel()
            self.hints.clear()
            self.drawing.release()
            if self.on_disk is not None:  # a lesson keeps no file
                InProgressFiles(self.app.storage).let_go(self.on_disk)  # another window may continue it now

    def on_resume(self):
        self.mode.resumed()
        if not self._results_open:
            return  # back from the pause menu
        self._results_open = False
        if self.state.is_terminal():
            if self.mode.game_over():
                return
            self.app.stack.replace("final_results", self.game_id, self.state, self.seats, self.kept, self.daily,
                                   replay=self.replay(), challenge=self.challenge, race=self.race)
            return
        self.round_over = False
        self.round_shown = self.state.round_index
        self.set_aside = [[] for __ in self.seats]
        start_round(self.state, self.views)
        self._deal_hands()
        self.app.audio.play("card")

    def restart(self):
        self.abandon()
        self.app.stack.replace(self.mode.again() or RampGameScene(self.app, self.game_id, self.seats, self.seed,
                                                                  self.daily, self.practice, self.boards,
                                                                  challenge=self.challenge, ghost=self.ghost))

    def abandon(self):
        """The players leave this game for good: it is no longer offered to continue."""
        if self.on_disk is not None:
            self.app.report(InProgressFiles(self.app.storage).discard(self.on_disk))

    @property
    def hints_given(self) -> bool:
        """A practice game gives hints; a game for the high scores or the daily challenge does not."""
        return self.practice and self.daily is None

    def ask_hint(self, player: int):
        """The master's move for `player`, or in a game without hints a word why not."""
        if not self.hints_given:
            self.messages[player] = (not_here(), NOT_HERE_TIME)
            return
        if self.state.status(player) == DECIDING and not self.round_over:
            self.hints.ask(self.replay(), player)
            self.app.audio.play("click")

    def shown_hint(self, player: int):
        """The hint shown over `player`'s ramp now, None when there is none."""
        shown = self.hints.shown
        return shown if shown is not None and self.hints.player == player and self.hand_shown(player) else None

    def hand_shown(self, player: int):
        """(shape, column) of the hand over the player's ramp, None while they are not deciding."""
        if self.round_over or self.state.status(player) != DECIDING or player in self.computers:
            return None
        return self.hands[player].shape, self.hands[player].column

    @property
    def can_undo(self) -> bool:
        """A practice game may take back its moves, one at a time, to the first."""
        return self.practice and bool(self.moves)

    def undo(self):
        """Take back the last move: the game as a replay of the moves before it gives
        it, on disk and on screen (the taken-back move is kept nowhere)."""
        saved = replace(self.played, moves=tuple(self.moves[:-1]), daily=None, practice=True, _state=None)
        self.app.audio.play("turn")
        self.app.stack.replace(RampGameScene(self.app, self.game_id, self.seats, saved=saved))

    def _save(self):
        if self.on_disk is None:
            return
        problem = InProgressFiles(self.app.storage).save(self.on_disk, self.moves)
        self.app.report(problem)
        if problem:  # where the players look, too: they may close the window before the title
            self.messages = [None if p in self.computers else (_(NOT_SAVED), NOT_SAVED_TIME)
                             for p in range(len(self.seats))]

    def _keep_finished(self, again: bool = False):
        """Results first, then the in-progress file goes, once they are all on disk:
        closing the window between the two, or a save that failed, leaves the game to
        continue, never lost."""
        if self.on_disk is None:
            return
        # A practice game keeps its replay, but no high score; a choice of boards has its own table.
        self.kept = keep_finished_game(self.app, self.replay(), self.state, self.seats, self.daily,
                                       ranked=not self.practice, stem=self.on_disk.stem,
                                       again=again)
        if self.boards is not None:
            self.kept.headlines.append((_("Boards played: {boards} (this choice of boards has its own high-score table)",
                                          boards=join([str(board) if isinstance(board, int) else played.name
                                                       for board, played in zip(self.boards, self.edition.boards)])),
                                        palette.TEXT))
        if self.practice:
            self.kept.headlines.append((_("A practice game: no high score"), palette.TEXT))
        if self.kept.stored:  # else the file stays: the game is offered to continue, and kept from there
            self.abandon()

    def replay(self) -> Replay:
        """The game so far as a replay."""
        return Replay(self.game_id, tuple(seat.name for seat in self.seats), self.seed, self.deal,
                      tuple(self.moves), self.boards, ghost=None if self.race is None else self.ghost.fingerprint())

    def lost_seat(self) -> int | None:
        """The first seat whose gamepad is unplugged: the game waits for it."""
        return next((p for p in range(len(self.seats)) if self.app.input.seat_disconnected(p)), None)

    @property
    def at_rest(self) -> bool:
        """Update changes nothing until an event: waiting for a seat's device, or for people's
        decisions and computers' answers with nothing moving (no message or set-aside press
        running out, no computer's answer in and waiting): the players think, the window
        sleeps, and a computer's answer wakes it."""
        if self.problem is not None:
            return False
        if self.lost_seat() is not None:
            return True
        return (self.calm and not any(self.messages)
                and not (self.hints.thinking and not self.hints.waiting)
                and not (self.race is not None and self.race.answer_waiting)
                and not any(player in self.computers and not self.computers[player].waiting
                            for player in self.state.pending()))

    @property
    def calm(self) -> bool:
        """No piece slides and no ramp shakes: a message running out or a computer's
        decision coming shows as well at a lower frame rate."""
        return (self.problem is None and not self.round_over and not any(view.busy for view in self.views)
                and not any(shake.active for shake in self.shakes))

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("pause"):
            self.app.stack.push("pause", on_restart=self.restart, game_id=self.game_id, **self.mode.pause_options())
            return
        self.mode.before_step()
        if self.lost_seat() is not None:
            return
        # A replugged pad may come back under a new id: the input map moved the seat onto it.
        self.seats = list(self.app.input.seats)
        for view in self.views:
            if view.update(dt):
                self.app.audio.play("land")
        for shake in self.shakes:
            shake.update(dt)
        self.messages = [None if m is None or m[1] <= dt else (m[0], m[1] - dt) for m in self.messages]
        self.hints.update(len(self.moves))
        if self.race is not None:
            self.race.update(self.state)
            if inp.pressed(0, "ghost"):
                self.race.toggle()
        for player, seat in enumerate(self.seats):
            if inp.pressed(player, "say"):
                self.app.speech.say(ramp_state_words(self.state, self.hands[player], player, seat.name))
        if self.round_over:
            # The push lands between frames: a second step in this frame must not push again.
            # A master ghost a card behind decides the round's last card first: the results compare both.
            if (not self._results_open and not any(view.busy for view in self.views)
                    and not (self.race is not None and self.race.behind(self.state))):
                self._open_results()
            return
        # Every computer with a decision starts on it before anyone's move of this
        # step lands: it sees the boards as the step began, whoever is quicker.
        for player in self.state.pending():
            if player in self.computers:
                self.computers[player].ask(self.state)
        for player in self.state.pending():
            if player not in self.state.pending():  # an earlier seat's move may have ended the step
                continue
            if player in self.computers:
                self._computer_move(player, dt)
            elif self.app.input.seat_acted(player):
                self.controls_shown.discard(player)
                self._control(player)
            elif self.seats[player].device == MOUSE:  # nothing pressed (most steps): only a pointer moves the hand
                self._control(player)

    def _computer_move(self, player: int, dt: float):
        computer = self.computers[player]
        computer.tick(dt)
        if not self.views[player].busy:  # its last piece lands first
            action = computer.answer()
            if action is not None:
                self.play_action(player, action)

    # Input ------------------------------------------------------------------
    def _control(self, player: int):
        inp, hand, audio = self.app.input, self.hands[player], self.app.audio
        if any(inp.pressed(player, action) for action in UNDO_SET_ASIDE_OFFER):
            self.set_aside_armed[player] = False
        if inp.pressed(player, "undo") and self.can_undo:
            self.undo()
            return
        if inp.pressed(player, "hint"):
            self.ask_hint(player)
        if self.seats[player].device == MOUSE:
            geometry = self.views[player].geometry
            if geometry and geometry.panel.collidepoint(inp.mouse_pos):
                hand.point_at(geometry.column_at(inp.mouse_pos[0]))
        if inp.pressed(player, "left"):
            hand.move(-1)
        if inp.pressed(player, "right"):
            hand.move(1)
        if inp.pressed(player, "rotate"):
            hand.turn()
            audio.play("turn")
        if inp.pressed(player, "flip"):
            hand.flip()
            audio.play("turn")
        if inp.pressed(player, "skip"):
            self._skip(player)
        elif inp.pressed(player, "drop"):
            self._drop(player)

    def _skip(self, player: int):
        """FITS: set the card's piece aside, on the second press. BITS: take the
        neutral domino in hand, or put it back."""
        if not self.mode.allows_skip(player):
            return
        if self.edition.neutral is None:
            if self.set_aside_armed[player] or self.state.step == START:
                self.set_aside_armed[player] = False
                self.play_action(player, Skip())  # the start piece cannot be set aside: the engine says so
            else:
                self.set_aside_armed[player] = True  # said on the ramp until it is pressed again or undone
                self.messages[player] = None
                self.app.audio.play("turn")
            return
        problem = None if self.hands[player].neutral else self.state.neutral_problem(player)
        if problem is not None:
            self._refuse(player, problem)
        else:
            self.hands[player].swap_neutral(self.edition.neutral.rows)
            self.app.audio.play("turn")

    def _drop(self, player: int):
        self.play_action(player, self.hands[player].action())

    def play_action(self, player: int, action):
        """Hand a seat's move to the engine: refused with a shake and a message, or
        animated and answered with the next card when everybody has decided."""
        self.controls_shown.discard(player)  # they know their controls (or a computer played for them)
        if not self.mode.allows(player, action):
            return
        piece = self.state.revealed if isinstance(action, Skip) else None
        try:
            self.round_over = play_move(self.state, self.views, player, action)
        except IllegalMove as exc:
            self._refuse(player, exc)
            return
        self.moves.append((player, action))
        if piece is not None:
            self.set_aside[player].append(piece)
            self.messages[player] = None
        self._save()
        if self.state.is_terminal():
            self._keep_finished()
        self.app.audio.play("click" if isinstance(action, Skip) else "slide")
        if not self.round_over and self.state.step != self._step:
            self.app.audio.play("card")
            self._deal_hands()

    def _refuse(self, player: int, why):
        """Shake the seat's board and show the rules' reason (a Problem or IllegalMove); where
        a FITS piece fits nowhere on the board, the way on instead: setting it aside."""
        self.shakes[player].start(self.views[player].geometry.cell * 0.4 if self.views[player].geometry else 8)
        nowhere = why.key == "ramp.refused.no_fit" and self.edition.neutral is None and all(
            isinstance(action, Skip) for action in self.state.legal_actions(player))
        self.messages[player] = (self.fits_nowhere(player) if nowhere else keyed(why.key, **why.params), MESSAGE_TIME)
        self.app.audio.play("refused")

    def fits_nowhere(self, player: int) -> str:
        """FITS: the card's piece fits in no column, however turned: the seat's own set-aside inputs."""
        keys = dict(controls(self.seats[player].device, self.app.input.bindings)).get("skip", ())
        return _("Fits nowhere: set it aside ({keys}, twice)", keys=join(keys, style="or"))

    def _deal_hands(self):
        """A new step: every seat with a decision takes the card's piece (or their start piece)."""
        self._step = self.state.step
        self.set_aside_armed = [False] * len(self.seats)  # an offer stays with its card
        for player in self.state.pending():
            piece = self.state.start_piece(player) if self._step == START else self.state.revealed
            self.hands[player].take(piece, self.edition.pieces[piece].rows)

    def _open_results(self):
        self._results_open = True
        self.app.stack.push("round_results", self.state, self.views, self.seats, self.round_shown, in_parts=True)

    def handle_event(self, event) -> bool:
        """A click on the Hint button asks for the mouse seat's hint (and drops nothing); a
        click on the ghost hides or shows it."""
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT and self.race is not None
                and self.race.rect and self.race.rect.collidepoint(event.pos)):
            self.race.toggle()
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT and self.drawing.hint_button
                and self.drawing.hint_button.collidepoint(event.pos)):
            mouse = [p for p, seat in enumerate(self.seats) if seat.device == MOUSE]
            self.ask_hint(mouse[0] if mouse else 0)
            return True
        return False
