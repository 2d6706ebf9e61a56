"""Learn to play FITS or BITS: the real ramp game scene, with its real engine and
controls, on the fixed deal of levels/<game id>/tutorial.toml, for one person.

Each decision is a step of the tutorial: a panel beside the ramp says the rule that
matters now and the one next thing to do, named with the keys of the device the
person plays with (the one they last pressed); the move the step waits for is
outlined on the board. Any other move is refused kindly with what to do instead,
so the tutorial cannot get stuck. Nothing is kept on disk: leaving loses nothing.
After the last round's scores a short page (scenes.learn_pages) leads to a real game or back.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.content.errors import ContentError
from game.content.tutorials import ANY, NEUTRAL, SET_ASIDE, load_tutorial
from game.i18n import _, join
from game.input import MOUSE, Seat, controls
from game.message_keys import keyed
from game.rules.polyomino import turned
from game.rules.ramp_game import DECIDING, RampGame
from scenes.person_device import first_device, taken_over
from scenes.ramp_game import RampGameScene
from scenes.ramp_game_hand import Hand
from scenes.ramp_game_hud import draw_board_rules, draw_revealed, draw_task_cards, game_column
from sprites import palette, ui
from sprites.ramp_board import RampBoardView

GUIDE_W = 340  # design pixels: the guide panel's widest, left of the ramp
GUIDE_GAP = 24  # design pixels on either side of it


class RampTutorialScene(RampGameScene):
    def __init__(self, app, game_id: str, device: str | None = None):
        """device: the person's (default: the one they pressed last, else the left keys)."""
        super().__init__(app, game_id, [Seat(_("You"), first_device(app, device))], seed=0)
        self.hint: str | None = None  # why the last move was not taken, and what to do instead
        if self.problem:
            return
        try:
            self.tutorial = load_tutorial(game_id)
        except ContentError as exc:
            self.problem = str(exc)
            return
        # The tutorial's boards, deck and deal in place of the random game the scene dealt.
        self.edition, self.deal = self.tutorial.edition, self.tutorial.deal
        self.game = RampGame(self.edition, 1, self.deal)
        self.views = [RampBoardView(self.edition, 0)]
        self.hands = [Hand(self.edition.width)]
        self._deal_hands()

    # Nothing is kept: no game to continue, no replay, no high score.
    def _save(self):
        pass

    def _keep_finished(self, again: bool = False):
        pass

    def abandon(self):
        pass

    def restart(self):
        self.app.stack.replace(RampTutorialScene(self.app, self.game_id, self.seats[0].device))

    def on_resume(self):
        if self._results_open and self.game.is_terminal():
            self.app.stack.replace("tutorial_end", self.game_id)
            return
        self._layout_key = None  # the round's results laid the ramp out where a game has it
        super().on_resume()

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("pause"):
            self.app.stack.push("pause", on_restart=self.restart, game_id=self.game_id,
                                leave=_("Leave the tutorial"))
            return
        # The person plays with whatever they pressed last: its keys are the ones the guide names.
        device = taken_over(self.app, self.seats[0].device)
        if not self.problem and device:
            self.take_seats([Seat(self.seats[0].name, device)])
            self.hint = None
        super().update(dt)

    # The steps ------------------------------------------------------------------
    def wanted(self):
        """The step of the decision open now, None while nothing is asked (pieces landing, a round's end)."""
        if self.problem or self.round_over or self.game.status(0) != DECIDING:
            return None
        return self.tutorial.step(self.game.round_index, self.game.step)

    def play_action(self, player: int, action):
        step = self.wanted()
        if step is not None and not step.allows(action):
            self._guide(player, _("Not quite: this step wants another move."))
            return
        self.hint = None
        super().play_action(player, action)

    def _skip(self, player: int):
        step = self.wanted()
        if self.edition.neutral is None and step is not None and step.wants not in (SET_ASIDE, ANY):
            self._guide(player, _("Not now: this piece is to be placed."))
            return
        super()._skip(player)

    def _guide(self, player: int, why: str):
        """A move the step does not want: the ramp shakes and the guide says what to do instead."""
        self.shakes[player].start(self.views[player].geometry.cell * 0.4 if self.views[player].geometry else 8)
        self.hint = why
        self.app.audio.play("refused")

    def keys(self) -> dict[str, str]:
        """Action -> the names of the person's device's inputs for it ('W or Up arrow')."""
        return {action: join(names, style="or")
                for action, names in controls(self.seats[0].device, self.app.input.bindings)}

    def next_thing(self, step) -> str:
        """The one thing to do next, with the device's own keys."""
        keys, hand = self.keys(), self.hands[0]
        if step.wants == SET_ASIDE:
            return _("Set it aside: {keys}, twice", keys=keys["skip"])
        if step.wants == ANY and self.edition.neutral is None:
            return _("Your choice: move ({move}), turn ({turn}), flip ({flip}), then drop ({drop}); "
                     "or set it aside ({skip}, twice)", move=keys["move"], turn=keys["rotate"], flip=keys["flip"],
                     drop=keys["drop"], skip=keys["skip"])
        if step.wants == ANY:
            return _("Your choice: move ({move}), turn ({turn}), flip ({flip}), then drop ({drop})",
                     move=keys["move"], turn=keys["rotate"], flip=keys["flip"], drop=keys["drop"])
        if hand.neutral != (step.wants == NEUTRAL):
            return (_("Take the neutral domino: {keys}", keys=keys["skip"]) if step.wants == NEUTRAL
                    else _("Put the neutral domino back: {keys}", keys=keys["skip"]))
        if hand.shape != step.shape:
            turns = [hand.shape]
            for __ in range(3):
                turns.append(turned(turns[-1]))
            if step.shape in turns:
                return _("Turn it to match the outline: {keys}", keys=keys["rotate"])
            return _("Flip it: {keys}", keys=keys["flip"])
        if hand.column != step.column and self.seats[0].device == MOUSE:
            return _("Point the mouse at the outline")
        if hand.column != step.column:
            return _("Move it over the outline: {keys}", keys=keys["move"])
        return _("Drop it: {keys}", keys=keys["drop"])

    # Drawing ------------------------------------------------------------------------
    def draw(self, surface):
        super().draw(surface)
        if self.problem:
            return
        step = self.wanted()
        if step is not None and step.shape:
            self._draw_target(surface, step.shape, step.column)
        self._draw_guide(surface, step)

    def _draw_target(self, surface, shape, column: int):
        """The outline of where the step wants the piece to land."""
        row = self.game.board(0).landing(shape, column)
        if row is None:
            return
        geometry = self.views[0].geometry
        cells = {(row + r, column + c) for r, line in enumerate(shape) for c, ch in enumerate(line) if ch != "."}
        width = max(2, geometry.cell // 9)
        for r, c in cells:
            rect = geometry.cell_rect(r, c)
            for (dr, dc), start, end in (((-1, 0), rect.topleft, rect.topright),
                                         ((1, 0), rect.bottomleft, rect.bottomright),
                                         ((0, -1), rect.topleft, rect.bottomleft),
                                         ((0, 1), rect.topright, rect.bottomright)):
                if (r + dr, c + dc) not in cells:
                    pygame.draw.line(surface, palette.TEXT, start, end, width)

    def _place_ramps(self, surface) -> pygame.Rect:
        """The game's layout, the ramp moved right (towards the card column) as far as the guide
        left of it needs, so a wide ramp (BITS) leaves it room."""
        fresh = self._layout_key != ui.layout_key(surface)
        side = super()._place_ramps(surface)
        if fresh:
            g = self.views[0].geometry
            gap = ui.px(surface, GUIDE_GAP)
            wanted = ui.px(surface, GUIDE_W) + 2 * gap - g.panel.left
            shift = max(0, min(wanted, side.x - gap - g.panel.right))
            self.views[0].place(replace(g, panel=g.panel.move(shift, 0), header=g.header.move(shift, 0),
                                        grid=g.grid.move(shift, 0)))
        return side

    def guide_rect(self, surface) -> pygame.Rect:
        """Left of the ramp, at most as tall as it."""
        panel = self.views[0].geometry.panel
        gap = ui.px(surface, GUIDE_GAP)
        width = min(ui.px(surface, GUIDE_W), panel.left - 2 * gap)
        return pygame.Rect(panel.left - gap - width, panel.top, width, panel.h)

    def _draw_guide(self, surface, step):
        """The panel left of the ramp: the step's number, its rule, then what to do (and why
        the last move was not taken), as tall as they need, at most as tall as the ramp."""
        rect = self.guide_rect(surface)
        pad, gap = ui.px(surface, 18), ui.px(surface, 14)
        width = rect.w - 2 * pad
        if step is None:
            parts = [(_("Watch the piece land."), palette.TEXT_DIM)]
            heading = ""
        else:
            number = self.tutorial.number(self.game.round_index, self.game.step)
            heading = _("Step {number} of {count}", number=number, count=self.tutorial.count)
            parts = [(text, colour) for text, colour in ((keyed(step.say), palette.TEXT),
                                                         (self.hint, palette.WARNING),
                                                         (self.next_thing(step), palette.ACCENT)) if text]
        heading_h = ui.font(ui.text_size(surface, ui.SMALL)).get_linesize() + gap if heading else 0
        heights = [ui.paragraphs_height(surface, text, ui.SMALL, width) for text, __ in parts]
        room = rect.h - 2 * pad - heading_h - gap * (len(parts) - 1)
        if sum(heights) > room:  # the rule gives way (shrinks) to what to do
            heights[0] = max(room - sum(heights[1:]), room // 2)
            heights[1:] = [min(h, (room - heights[0]) // max(1, len(heights) - 1)) for h in heights[1:]]
        rect.h = 2 * pad + heading_h + sum(heights) + gap * (len(parts) - 1)
        ui.draw_panel(surface, rect, highlight=self.hint is not None)
        y = rect.y + pad
        if heading:
            ui.draw_text(surface, heading, ui.SMALL, palette.TEXT_DIM, (rect.x + pad, y), width=width, box=rect)
            y += heading_h
        for (text, colour), height in zip(parts, heights):
            ui.draw_paragraphs(surface, text, ui.SMALL, colour, pygame.Rect(rect.x + pad, y, width, height))
            y += height + gap

    def _draw_cards(self, surface, side):
        """The card column of the game, with 'Learn to play' where a game has its deal number."""
        column = game_column(surface, side, self.game, self.round_shown)
        if not self.round_over:
            draw_revealed(column, self.game, [seat.name for seat in self.seats])
        draw_board_rules(column, self.edition.boards[self.round_shown])
        draw_task_cards(column, self.game.open_tasks[:self.round_shown + 1])
        column.bottom_line(_("Learn to play"))
