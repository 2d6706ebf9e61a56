"""Review a finished game: the coach weighs every decision in the background
(game.coach.review: the master's search, with only what the player knew), the
screen says how far it has come and can be left at any time (Back); asked again in the
same session (the app's kept_work), it goes on from the decision it had come to; then it steps
through the decisions where the master would have chosen otherwise, worst
first, the worst three under their own heading. Each shows the player's board
(PILUS: the table) just before the move, with the move played (see-through,
white outline, 'You') and the master's (striped, sky-blue outline, 'The
master'), the points the master expects the choice to cost, and the round and
card it was made on.

The source is a replay file's path (main.py --review FILE, the high-score
table) or a Replay in memory (the results screen). A file that cannot be read
says why, in one line, with a way back.
"""
from __future__ import annotations

import logging
import threading

import pygame

from game import games
from game.coach.review import position_before, review
from game.content.content_error import ContentError
from game.i18n import _, number
from game.message_keys import keyed
from scenes.shared.device_text import reader_says
from game.replay import Replay, ReplayError, load_replay
from game.shell.scene_stack import Scene
from scenes.ramp.card_column import CardColumn
from scenes.ramp.ramp_hud import MARGIN, hint_height, sidebar_width
from scenes.shared.review_board import ReviewBoard, ReviewPage
from sprites import menu_widgets, palette, ui


BUTTON_H = 48  # design pixels

_log = logging.getLogger(__name__)


def button_height(surface) -> int:
    """A button's height: the design's, or its line of text and a margin where a large text size needs more."""
    return max(ui.px(surface, BUTTON_H), ui.font(ui.text_size(surface, ui.SMALL)).get_linesize() + ui.px(surface, 8))


def loss_words(decision) -> str:
    """The points the master expects the decision to cost ('1.5 points': a fraction is counted as several)."""
    loss = round(decision.loss, 1)
    return keyed("coach.review.loss", points=number(loss), count=int(loss) if loss == int(loss) else 2)


class Weighing:
    """review() in a thread of its own: its progress, its decisions once done, and a stop
    it checks between decisions (leaving the screen sets it: the thread then ends). The
    answers weighed so far are kept: started again, it goes on from there."""

    def __init__(self, replay: Replay):
        self.replay = replay
        self.done, self.total = 0, len(replay.moves)
        self.weighed: list = []  # review()'s answers so far, in order
        self.decisions: list | None = None
        self.failed = False
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None

    def start(self):
        """Weigh on from the last answer in (at once, or once a thread stopped before has ended)."""
        if self.finished or (self.thread is not None and self.thread.is_alive() and not self._stop.is_set()):
            return
        before, self._stop = self.thread, threading.Event()
        self.thread = threading.Thread(target=self._run, args=(before, self._stop), name="review", daemon=True)
        self.thread.start()

    def stop(self):
        self._stop.set()

    @property
    def finished(self) -> bool:
        return self.decisions is not None or self.failed

    def _progress(self, done: int, total: int):
        self.done, self.total = done, total

    def _run(self, before: threading.Thread | None, stop: threading.Event):
        if before is not None:
            before.join()  # a thread stopped meanwhile adds the answer it was weighing first
        try:
            decisions = review(self.replay, progress=self._progress, stop=stop.is_set, weighed=self.weighed)
        except Exception:  # the review is a help: its failure is said on screen, never a crash
            if stop.is_set():
                return  # stopped as asked (review() may end by raising): the screen is gone
            _log.exception("The review of %s failed", self.replay.game_id)
            self.failed = True
            return
        if not stop.is_set():
            self.decisions = list(decisions)


class ReviewScene(Scene):
    def __init__(self, app, source: Replay | str):
        super().__init__(app)
        self.problem: str | None = None
        self.index = 0
        self.buttons: dict[str, pygame.Rect] = {}
        self._shown = None  # (index, views, state) of the decision on screen
        try:
            self.replay = source if isinstance(source, Replay) else load_replay(source)
        except (ReplayError, ContentError) as exc:
            _log.warning("The replay %s cannot be reviewed: %s", source, exc)
            reason = exc.in_words() if isinstance(exc, ReplayError) else _(
                "the game's own data files could not be read (the log names the file)")
            self.problem = keyed("coach.review.cannot", file=str(source), reason=reason)
        if self.problem is None:
            game = games.get(self.replay.game_id)
            self.music = game.music
            self.board: ReviewBoard = game.part("review")
            self.kept = ("review", repr(self.replay))  # the same game reviewed again goes on where it was
            self.weighing = app.kept_work.pop(self.kept, None) or Weighing(self.replay)

    # Scene ------------------------------------------------------------------
    def on_enter(self):
        if self.problem is None:
            self.weighing.start()  # when shown, not when made

    def on_exit(self):
        if self.problem is None:
            self.weighing.stop()
            if not self.weighing.failed:
                self.app.kept_work[self.kept] = self.weighing

    @property
    def decisions(self) -> list | None:
        return None if self.problem else self.weighing.decisions

    @property
    def at_rest(self) -> bool:
        """Still pages once weighed (or a problem said); the progress moves while weighing."""
        return self.problem is not None or self.weighing.finished

    @property
    def calm(self) -> bool:
        return True  # the progress reads as well at a lower frame rate

    def leave(self):
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:  # from the command line: on to the title screen
            self.app.stack.replace("title")

    def step(self, by: int):
        decisions = self.decisions
        if decisions and 0 <= self.index + by < len(decisions):
            self.index += by
            self.app.audio.play("click")

    # Input ------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != pygame.BUTTON_LEFT:
            return False
        for name, rect in self.buttons.items():
            if rect.collidepoint(event.pos):
                {"previous": lambda: self.step(-1), "next": lambda: self.step(1), "back": self.leave}[name]()
                return True
        return False

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back"):
            self.leave()
        elif inp.menu_pressed("left") or inp.menu_pressed("up"):
            self.step(-1)
        elif inp.menu_pressed("right") or inp.menu_pressed("down") or inp.menu_pressed("confirm"):
            self.step(1)

    # Drawing ----------------------------------------------------------------
    def draw(self, surface):
        ui.fill_background(surface)
        self.buttons = {}
        if self.problem is not None:
            self._draw_words(surface, self.problem, palette.WARNING)
        elif self.weighing.failed:
            self._draw_words(surface, keyed("coach.review.failed"), palette.WARNING)
        elif self.decisions is None:
            self._draw_progress(surface)
        elif not self.decisions:
            self._draw_words(surface, keyed("coach.review.none"), palette.TEXT)
        else:
            self._draw_decision(surface)
        back = _("{back}: back", back=reader_says(self.app, "back"))
        h = surface.get_height()
        band = pygame.Rect(0, h - ui.px(surface, MARGIN) - hint_height(surface), surface.get_width(), 0)
        band.h = h - band.y  # under the card column, as the decision's page leaves it (a long hint wraps there)
        ui.draw_hint(surface, keyed("coach.review.keys") + "  ·  " + back if self.decisions else back, band)

    def _draw_words(self, surface, text: str, colour):
        w, h = surface.get_size()
        top = ui.screen_title(surface, keyed("coach.review.title"))
        y = ui.draw_notes(surface, [(text, colour)], (w // 2, max(top, h // 3)), w - ui.px(surface, 160), ui.BODY)
        self._draw_buttons(surface, [("back", _("Back"))], y + ui.px(surface, 30))

    def _draw_progress(self, surface):
        w, h = surface.get_size()
        top = ui.screen_title(surface, keyed("coach.review.title"))
        done, total = self.weighing.done, max(1, self.weighing.total)
        y = ui.draw_text(surface, keyed("coach.review.weighing", done=min(done + 1, total), total=total), ui.BODY,
                         palette.TEXT, (w // 2, max(top, h // 3)), "midtop", width=w - ui.px(surface, 160)).bottom
        bar = pygame.Rect(0, 0, ui.px(surface, 600), ui.px(surface, 18))
        bar.midtop = (w // 2, y + ui.px(surface, 20))
        pygame.draw.rect(surface, palette.PANEL, bar, border_radius=bar.h // 2)
        filled = bar.copy()
        filled.w = max(bar.h, round(bar.w * done / total))
        pygame.draw.rect(surface, palette.ACCENT, filled, border_radius=bar.h // 2)
        y = ui.draw_notes(surface, [(keyed("coach.review.leave_any_time"), palette.TEXT_DIM)],
                          (w // 2, bar.bottom + ui.px(surface, 20)), w - ui.px(surface, 160), ui.SMALL)
        self._draw_buttons(surface, [("back", _("Back"))], y + ui.px(surface, 20))

    def _draw_buttons(self, surface, buttons: list[tuple[str, str]], y: int, centre: int | None = None,
                      width: int | None = None):
        """A row of buttons centred on `centre` (default: the window's), from `y` down."""
        w = surface.get_width()
        centre = w // 2 if centre is None else centre
        gap = ui.px(surface, 12)
        size = ui.text_size(surface, ui.SMALL)
        each = max([ui.px(surface, 150)] + [ui.text_width(label, size) + ui.px(surface, 30) for __, label in buttons])
        if width is not None:  # in a column: the row as wide as the column
            each = (width - gap * (len(buttons) - 1)) // len(buttons)
        x = centre - (each * len(buttons) + gap * (len(buttons) - 1)) // 2
        for name, label in buttons:
            rect = pygame.Rect(x, y, each, button_height(surface))
            menu_widgets.draw_button(surface, rect, label, design_size=ui.SMALL)
            self.buttons[name] = rect
            x += each + gap

    def _position(self, index: int):
        """The board (a ramp game's views; PILUS's table) just before the decision's move, and the state."""
        if self._shown is None or self._shown[0] != index:
            decision = self.decisions[index]
            state = position_before(self.replay, decision.move)
            self._shown = (index, self.board.views(self.replay, decision, state), state)
        return self._shown[1], self._shown[2]

    def _column_foot(self, surface, column, side, decision):
        """The loss, the legend and the buttons at the card column's foot."""
        column.line(loss_words(decision), ui.SMALL, palette.WARNING)
        column.paragraph(keyed("coach.review.legend"))
        row = button_height(surface) + ui.px(surface, 10)
        width = side.w - ui.px(surface, 16)
        rows = self._button_rows(surface, width)
        y = max(column.y, side.bottom - len(rows) * row)
        for buttons in rows:
            self._draw_buttons(surface, buttons, y, side.centerx, width)
            y += row

    def _foot_height(self, surface, column, decision) -> int:
        """How tall _column_foot draws in `column`: the loss and the legend as wrapped there, the rows of buttons."""
        def lines_h(text, design_size):
            return len(column.wrapped(text, design_size)) * ui.font(ui.text_size(surface, design_size)).get_linesize()
        rows = self._button_rows(surface, column.rect.w - ui.px(surface, 16))
        return (lines_h(loss_words(decision), ui.SMALL) + lines_h(keyed("coach.review.legend"), ui.SMALL - 4)
                + 2 * ui.px(surface, 6) + len(rows) * (button_height(surface) + ui.px(surface, 10)))

    @staticmethod
    def _button_rows(surface, width: int) -> list[list[tuple[str, str]]]:
        """Previous and Next side by side (each a row where their labels do not fit: a narrow
        panel at a large text size), then Back."""
        steps = [("previous", keyed("coach.review.previous")), ("next", keyed("coach.review.next"))]
        each = (width - ui.px(surface, 12)) // 2
        size = ui.text_size(surface, ui.SMALL)
        side_by_side = all(ui.text_width(label, size) + ui.px(surface, 30) <= each for __, label in steps)
        return ([steps] if side_by_side else [[step] for step in steps]) + [[("back", _("Back"))]]

    def _draw_decision(self, surface):
        """The decision's page, drawn by its engine's review board (EngineScreens.review) beside the card column."""
        decision = self.decisions[self.index]
        views, state = self._position(self.index)
        w, h = surface.get_size()
        margin, width = ui.px(surface, MARGIN), sidebar_width(surface)
        side = pygame.Rect(w - width - margin, margin, width, h - 2 * margin - hint_height(surface))
        page = ReviewPage(tuple(self.replay.players), self.index, len(self.decisions),
                          pygame.Rect(margin, margin, side.x - 2 * margin, side.h),
                          lambda surface: CardColumn(surface, side), self._column_foot, self._foot_height)
        self.marks = self.board.draw(surface, page, decision, views, state)
