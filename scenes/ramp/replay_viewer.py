"""Watch a replay file in the window: the moves played one by one through the
rules engine onto the same ramps as a live game, with pause and speed.
open_replay() opens the file in its game's viewer (its engine's screens: PILUS has its own).

A file that cannot be read, or a move the rules refuse, becomes one line on
screen in the player's words with a way back, never a traceback; the referee's
English line (docs/replay.md) goes to the log.
"""
from __future__ import annotations

import logging
from functools import partial

import pygame

from game import games
from game.content.content_error import ContentError
from game.replay import Replay, ReplayError, load_replay
from game.replay.files import not_their_turn, refused_move
from game.rules.rule_errors import IllegalMove
from game.shell.scene_stack import Scene
from game.i18n import _, number
from scenes.menus.checking import checked
from scenes.ramp.card_column import draw_revealed, draw_task_cards, game_column
from scenes.ramp.ramp_hud import MARGIN, Backdrop, draw_header, draw_ramps_backdrop, screen_layout
from scenes.ramp.ramp_screen_moves import play_move, start_round
from scenes.shared.device_text import replay_hint
from scenes.shared.replay_controls import Playback, leave_replay
from scenes.shared.round_words import round_words
from scenes.shared.score_table import draw_score_table, outcome_line, round_cell_at, score_table_size
from sprites import menu_widgets, palette, ui
from sprites.ramp_board_view import RampBoardView

MOVE_TIME = 0.5    # seconds between moves at 1x
ROUND_HOLD = 2.5   # seconds the finished boards stay up between rounds at 1x

_log = logging.getLogger(__name__)


def open_replay(app, path) -> Scene:
    """The scene that shows the replay at `path` (the "replay" scene): the viewer of its
    game's engine (GameDef.part); a file that cannot be read shows why in this viewer. It is read
    (and, for a viewer that needs every move checked first, refereed) off the window's thread."""
    then = None if len(app.stack) else "title"  # from the command line: on to the title screen
    return checked(app, _("Replay"), partial(_checked_replay, path), lambda done: _viewer_for(app, path, done, then))


def _checked_replay(path) -> Replay:
    replay = load_replay(path)
    if games.get(replay.game_id).part("replay_viewer") is not ReplayViewerScene:
        replay.play()  # another game's viewer opens on moves the rules accept: the first refused is named here
    return replay


def _viewer_for(app, path, done, then) -> Scene:
    try:
        replay = done.result()
        return app.stack.make(games.get(replay.game_id).part("replay_viewer"), replay)
    except (ReplayError, ContentError) as exc:
        _log.warning("The replay %s cannot be shown: %s", path, exc)
        return ReplayViewerScene(app, path, refused=exc)
    except Exception as exc:  # any reason the file cannot be shown becomes a message, not a traceback
        _log.exception("The replay %s cannot be shown", path)
        return app.stack.make("text_page", _("Replay"), cannot_show(path, exc), then=then)


def cannot_show(path, exc: Exception) -> str:
    """One line in the player's words: which replay, and what is wrong with it."""
    if isinstance(exc, ReplayError):
        reason = exc.in_words()
    elif isinstance(exc, ContentError):
        reason = _("the game's own data files could not be read (the log names the file)")
    else:
        reason = _("something unexpected went wrong (the log has the details)")
    return _("The replay {file} cannot be shown: {reason}.", file=path, reason=reason)


class ReplayViewerScene(Scene):
    def __init__(self, app, source: Replay | str, refused: Exception | None = None):
        """source: a replay file's path, or the Replay read from it; refused: why the
        file at that path cannot be shown, when that is known already."""
        super().__init__(app)
        self.problem: str | None = None
        self.state = None
        self.playback = Playback(app)
        self.finished = False
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)  # the score table at the end: its cells open their rounds
        replay = source if isinstance(source, Replay) else None
        if replay is None and refused is None:
            try:
                replay = load_replay(source)
            except (ReplayError, ContentError) as exc:
                _log.warning("The replay %s cannot be shown: %s", source, exc)
                refused = exc
        if refused is not None:
            self.problem = cannot_show(source, refused)
            return
        self.music = games.get(replay.game_id).music
        self.names = replay.players
        self.moves = replay.moves
        self.state = replay.new_state()
        self.views = [RampBoardView(self.state.edition, p) for p in range(len(self.names))]
        self.index = 0             # the next move to play
        self.wait = MOVE_TIME      # seconds (at 1x) until it is played
        self.round_shown = 0
        self.holding = False       # a round just ended: its boards stay up for a moment
        self._backdrop = Backdrop()

    @property
    def paused(self) -> bool:
        return self.playback.paused

    @property
    def speed(self) -> int:
        return self.playback.speed

    @property
    def at_rest(self) -> bool:
        """Nothing plays on: a file that could not be read, a paused replay, or the end
        (or a refused move) once the last piece has landed."""
        return (self.state is None or self.paused
                or (self.finished or self.problem is not None) and not any(view.busy for view in self.views))

    def leave(self):
        leave_replay(self.app)

    # Input ------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT \
                and self.back_rect.collidepoint(event.pos):
            self.leave()
            return True
        if self.finished and event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            cell = round_cell_at(self.app.surface, self.names, self.state, self.table, event.pos)
            if cell is not None:
                self.open_round(*cell)
                return True
        return self.playback.handle_event(event)

    def open_round(self, round_index: int, player: int):
        self.app.stack.push("round_details", self.state, self.names, round_index, player)

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back") or ((self.problem or self.finished) and inp.menu_pressed("confirm")):
            self.leave()
            return
        if self.finished and self.state.results and inp.menu_pressed("down"):  # the table's first score opened
            self.open_round(0, 0)
            return
        dt = self.playback.game_time(dt)
        if self.state is None or not dt:
            return
        for view in self.views:
            if view.update(dt):
                self.app.audio.play("land")
        if self.problem or self.finished:
            return
        self.wait -= dt
        if self.wait > 0 or any(view.busy for view in self.views):
            return
        if self.holding:
            self.holding = False
            self.round_shown = self.state.round_index
            start_round(self.state, self.views)
            self.app.audio.play("card")
        else:
            self._play_next()
        self.wait = ROUND_HOLD if self.holding else MOVE_TIME

    def _play_next(self):
        if self.index == len(self.moves):
            self.finished = True
            self.app.audio.play("win" if self.state.is_terminal() else "round_end")
            return
        player, action = self.moves[self.index]
        try:
            if player not in self.state.pending():
                raise not_their_turn(self.index, player, self.state.pending())
            try:
                round_over = play_move(self.state, self.views, player, action)
            except IllegalMove as exc:
                raise refused_move(self.index, exc) from None
        except ReplayError as exc:  # the moves so far stay on the boards
            _log.warning("The replay stops: %s", exc)
            self.problem = _("The replay stops here: {reason}.", reason=exc.in_words())
            return
        self.index += 1
        self.app.audio.play("slide")
        if round_over:
            self.app.audio.play("round_end")
            # The last round's end is the replay's end: nothing more to deal.
            self.holding = not self.state.is_terminal()

    # Drawing ----------------------------------------------------------------
    def draw(self, surface):
        if self.state is None:
            ui.fill_background(surface)
            self._draw_problem(surface, surface.get_height() // 2)
            return
        # Headers as tall as a round's points need between rounds (a sign and two digits at most),
        # all through the replay, so the ramps stay where they are.
        widest_points = round_words(self.state.edition.words).round_points(-99)
        ramps, side = screen_layout(surface, self.state.edition, len(self.names), statuses=(widest_points,))
        for view, geometry in zip(self.views, ramps):
            view.place(geometry)
        hint = replay_hint(self.app)
        # The ramps move where the card column widens; the hint is drawn anew in another language.
        key = (self.round_shown, tuple(side), hint)
        surface.blit(self._backdrop.get(surface.get_size(), key,
                                        lambda backdrop: draw_ramps_backdrop(backdrop, self.views, hint)), (0, 0))
        between_rounds = self.holding or (self.finished and self.state.is_terminal())
        for player, view in enumerate(self.views):
            view.draw_pieces(surface)
            status = ""
            if between_rounds and self.state.results:
                status = round_words(self.state.edition.words).round_points(self.state.results[-1][player].total)
            draw_header(surface, view.geometry, player, self.names[player], number(self.state.scores()[player]), status,
                        palette.ACCENT)
        self._draw_cards(surface, side)
        if self.problem:  # over the boards as they stand, dimmed so the words read
            ui.draw_veil(surface)
            self._draw_problem(surface, surface.get_height() // 2)
        elif self.finished:
            self._draw_end(surface)

    def _draw_cards(self, surface, side):
        game = self.state
        column = game_column(surface, side, game, self.round_shown)
        column.pair(_("Move {number} of {total}", number=self.index, total=len(self.moves)), self.playback.status())
        if not self.holding and not game.is_terminal():
            draw_revealed(column, game, self.names)
        draw_task_cards(column, game.open_tasks[:self.round_shown + 1])

    def _draw_problem(self, surface, bottom: int):
        """The problem in as many lines as it takes at a readable size (it names a file), ending at `bottom`."""
        w = surface.get_width()
        width = w - ui.px(surface, 80)
        size = ui.text_size(surface, ui.BODY)
        height = len(ui.wrap(self.problem, size, width)) * ui.font(size).get_linesize()
        end = ui.draw_notes(surface, [(self.problem, palette.WARNING)], (w // 2, bottom - height), width, ui.BODY)
        self._draw_back(surface, end + ui.px(surface, 16))

    def _draw_end(self, surface):
        ui.draw_veil(surface)
        w, h = surface.get_size()
        line = outcome_line(self.state, self.names) if self.state.is_terminal() else ""
        heading = ui.draw_text(surface, _("End of the replay"), ui.HEADING, palette.TEXT,
                               (w // 2, self._end_top(surface, line)), "midtop", width=w - ui.px(surface, 80))
        y = heading.bottom + ui.px(surface, 10)
        if line:
            y = ui.draw_text(surface, line, ui.BODY, palette.ACCENT, (w // 2, y), "midtop",
                             width=w - ui.px(surface, 80)).bottom
        panel = self.table = draw_score_table(surface, self.names, self.state, (w // 2, y + ui.px(surface, 16)),
                                              "midtop")
        y = panel.bottom + ui.px(surface, 10)
        if self.state.results:
            y = ui.draw_text(surface, _("Click a score, or press Down, to see how it was scored"), ui.SMALL,
                             palette.TEXT_DIM, (w // 2, y), "midtop", width=w - ui.px(surface, 80)).bottom
        self._draw_back(surface, y + ui.px(surface, 10))

    def _end_top(self, surface, line: str) -> int:
        """Where the end's heading goes: the design's place, higher where the heading, the line,
        the table, the click's line and Back would run past the window's foot (four players at
        a large text size)."""
        def line_h(design_size):
            return ui.font(ui.text_size(surface, design_size), ui.is_bold(design_size)).get_linesize()
        height = (line_h(ui.HEADING) + ui.px(surface, 10) + (line_h(ui.BODY) if line else 0) + ui.px(surface, 16)
                  + score_table_size(surface, self.names, self.state)[1] + ui.px(surface, 10)
                  + (line_h(ui.SMALL) if self.state.results else 0) + ui.px(surface, 10 + 60))
        return max(ui.px(surface, MARGIN), min(ui.px(surface, 60), surface.get_height() - ui.px(surface, MARGIN) - height))

    def _draw_back(self, surface, y: int):
        self.back_rect = pygame.Rect(0, 0, ui.px(surface, 280), ui.px(surface, 60))
        self.back_rect.midtop = (surface.get_width() // 2, y)
        menu_widgets.draw_button(surface, self.back_rect, _("Back"), focused=True)
