"""Learn to play FITS or BITS: the real ramp game scene, with its real engine and
controls, on the fixed deal of levels/<game id>/tutorial.toml, for one person.

Each decision is a step of the tutorial: a panel beside the ramp says the rule that
matters now and the one next thing to do, named with the keys of the device the
person plays with (the one they last pressed); the move the step waits for is
outlined on the board. Any other move is refused kindly with what to do instead,
so the tutorial cannot get stuck. Nothing is kept on disk: leaving loses nothing.
After the last round's scores a short page (scenes.menus.learn_pages) leads to a real game or back.
The lesson is a mode of the game's own screen (scenes.ramp.ramp_play_mode), not a screen of its own.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.content.content_error import ContentError
from game.content.tutorials import ANY, NEUTRAL, SET_ASIDE, load_tutorial
from game.i18n import _, join
from game.shell.input import MOUSE, Seat, controls
from game.message_keys import keyed
from game.rules.polyomino import turned
from game.rules.ramp_game import DECIDING
from scenes.shared.person_device import first_device, taken_over
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.card_column import draw_board_rules, draw_revealed, draw_task_cards, game_column
from scenes.ramp.ramp_hud import STATUS_SIZE
from scenes.ramp.ramp_play_mode import LivePlay
from sprites import palette, ui
from sprites.ramp_board_view import layout_ramps

GUIDE_W = 340  # design pixels: the guide panel's widest, left of the ramp (wider as its text is drawn larger)
GUIDE_GAP = 24  # design pixels on either side of it
GUIDE_LEAST_EMS = 10  # the guide's least width in its text's ems (the design gives 13)


def guide_width(surface) -> int:
    """The guide panel's widest: the design's, grown as its text (ui.text_growth), so a larger
    text size wraps its words as designed where the room beside the ramp allows."""
    return round(ui.px(surface, GUIDE_W) * ui.text_growth(surface))


def tutorial_scene(app, game_id: str, device: str | None = None):
    """The tutorial of `game_id` on the ramp game's screen. device: the person's (default: the one
    they pressed last, else the left keys). A tutorial file that cannot be read shows why instead."""
    device = first_device(app, device)
    try:
        tutorial = load_tutorial(game_id)
    except ContentError as exc:
        return app.stack.make("text_page", _("This game cannot start"), str(exc))
    return RampGameScene(app, game_id, [Seat(_("You"), device)], seed=0, mode=RampLesson(tutorial))


class RampLesson(LivePlay):
    """The tutorial's guide on the ramp game's screen (scenes.ramp.ramp_play_mode): the tutorial's
    boards, deck and deal, the moves held to the step, the guide panel beside the ramp."""

    keeps = False  # nothing is kept: no game to continue, no replay, no high score
    shows_controls = False  # the guide names each key as its step comes

    def __init__(self, tutorial):
        self.tutorial = tutorial
        self.hint: str | None = None  # why the last move was not taken, and what to do instead
        self._guide_bottom: int | None = None  # how low the guide may reach, where not the ramp's foot

    def table(self):
        return self.tutorial.edition, self.tutorial.deal

    def again(self):
        scene = self.scene
        return tutorial_scene(scene.app, scene.game_id, scene.seats[0].device)

    def pause_options(self) -> dict:
        return {"leave": _("Leave the tutorial")}

    def resumed(self):
        self.scene.drawing.lay_out_again()  # the round's results laid the ramp out where a game has it

    def game_over(self) -> bool:
        self.scene.app.stack.replace("tutorial_end", self.scene.game_id)
        return True

    def before_step(self):
        # The person plays with whatever they pressed last: its keys are the ones the guide names.
        scene = self.scene
        device = taken_over(scene.app, scene.seats[0].device)
        if not scene.problem and device:
            scene.take_seats([Seat(scene.seats[0].name, device)])
            self.hint = None

    # The steps ------------------------------------------------------------------
    def wanted(self):
        """The step of the decision open now, None while nothing is asked (pieces landing, a round's end)."""
        scene = self.scene
        if scene.problem or scene.round_over or scene.state.status(0) != DECIDING:
            return None
        return self.tutorial.step(scene.state.round_index, scene.state.step)

    def allows(self, player: int, action) -> bool:
        step = self.wanted()
        if step is not None and not step.allows(action):
            self._guide(player, _("Not quite: this step wants another move."))
            return False
        self.hint = None
        return True

    def allows_skip(self, player: int) -> bool:
        step = self.wanted()
        if self.scene.edition.neutral is None and step is not None and step.wants not in (SET_ASIDE, ANY):
            self._guide(player, _("Not now: this piece is to be placed."))
            return False
        self.hint = None  # the right key (the neutral domino taken, a piece set aside): the red words go
        return True

    def _guide(self, player: int, why: str):
        """A move the step does not want: the ramp shakes and the guide says what to do instead."""
        scene = self.scene
        scene.shakes[player].start(scene.views[player].geometry.cell * 0.4 if scene.views[player].geometry else 8)
        self.hint = why
        scene.app.audio.play("refused")

    def keys(self) -> dict[str, str]:
        """Action -> the names of the person's device's inputs for it ('W or Up arrow')."""
        return {action: join(names, style="or")
                for action, names in controls(self.scene.seats[0].device, self.scene.app.input.bindings)}

    def next_thing(self, step) -> str:
        """The one thing to do next, with the device's own keys."""
        scene = self.scene
        keys, hand = self.keys(), scene.hands[0]
        if step.wants == SET_ASIDE:
            return _("Set it aside: {keys}, twice", keys=keys["skip"])
        if step.wants == ANY and scene.edition.neutral is None:
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
        if hand.column != step.column and scene.seats[0].device == MOUSE:
            return _("Point the mouse at the outline")
        if hand.column != step.column:
            return _("Move it over the outline: {keys}", keys=keys["move"])
        return _("Drop it: {keys}", keys=keys["drop"])

    # Drawing ------------------------------------------------------------------------
    def after_draw(self, surface):
        step = self.wanted()
        if step is not None and step.shape:
            self._draw_target(surface, step.shape, step.column)
        self._draw_guide(surface, step)

    def _draw_target(self, surface, shape, column: int):
        """The outline of where the step wants the piece to land."""
        row = self.scene.state.board(0).landing(shape, column)
        if row is None:
            return
        geometry = self.scene.views[0].geometry
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

    def laid_out(self, surface, side):
        """The game's layout, the ramp moved right (towards the card column) as far as the guide
        left of it needs, so a wide ramp (BITS) leaves it room; where that leaves the guide fewer
        than GUIDE_LEAST_EMS of its letters across (a large text size), the ramp is made smaller."""
        view = self.scene.views[0]
        g = view.geometry
        gap = ui.px(surface, GUIDE_GAP)
        wanted = guide_width(surface) + 2 * gap - g.panel.left
        shift = max(0, min(wanted, side.x - gap - g.panel.right))
        least = min(guide_width(surface), round(GUIDE_LEAST_EMS * ui.text_size(surface, ui.SMALL)))
        self._guide_bottom = None
        if g.panel.left + shift - 2 * gap < least:  # a smaller ramp at the top, the guide as tall as the column
            edition = self.scene.edition
            area = pygame.Rect(least + 2 * gap, side.y, side.x - 3 * gap - least, side.h)
            status_h = ui.font(ui.text_size(surface, STATUS_SIZE)).get_linesize()  # room to wrap the status
            g = layout_ramps(area, 1, edition.width, edition.height, g.hover_rows, g.header.h + status_h, gap)[0]
            shift, self._guide_bottom = 0, side.bottom
            g = replace(g, panel=g.panel.move(0, side.y - g.panel.y), header=g.header.move(0, side.y - g.panel.y),
                        grid=g.grid.move(0, side.y - g.panel.y))
        view.place(replace(g, panel=g.panel.move(shift, 0), header=g.header.move(shift, 0),
                           grid=g.grid.move(shift, 0)))

    def guide_rect(self, surface) -> pygame.Rect:
        """Left of the ramp, at most as tall as it (or the card column, beside a ramp made smaller)."""
        panel = self.scene.views[0].geometry.panel
        gap = ui.px(surface, GUIDE_GAP)
        width = min(guide_width(surface), panel.left - 2 * gap)
        return pygame.Rect(panel.left - gap - width, panel.top, width, (self._guide_bottom or panel.bottom) - panel.top)

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
            number = self.tutorial.number(self.scene.state.round_index, self.scene.state.step)
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

    def draw_cards(self, surface, side) -> bool:
        """The card column of the game, with 'Learn to play' where a game has its deal number."""
        scene = self.scene
        column = game_column(surface, side, scene.state, scene.round_shown)
        if not scene.round_over:
            draw_revealed(column, scene.state, [seat.name for seat in scene.seats])
        draw_board_rules(column, scene.edition.boards[scene.round_shown])
        draw_task_cards(column, scene.state.open_tasks[:scene.round_shown + 1])
        column.bottom_line(_("Learn to play"))
        return True
