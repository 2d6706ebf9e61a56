"""The end of a round: every board scored line by line from the engine's
itemised score lines, then the table of rounds and totals.

Confirm (or a click) first shows every line at once (once all are shown the
boards stay in view until the player asks for the table), then goes on. The scene
pops itself; the game scene below starts the next round or the final results.
"""
from __future__ import annotations

import time
from functools import partial
from itertools import accumulate

import pygame

from game.shell.scene_stack import Scene
from game.i18n import N_, _, join, signed
from scenes.ramp.card_column import CardColumn, draw_board_rules, draw_task_cards
from scenes.ramp.ramp_hud import (STATUS_SIZE, draw_header, draw_ramps_art, hint_region, score_fits_beside, screen_layout, second_line_y)
from scenes.shared.device_text import confirm_keys, reader, reader_says
from scenes.ramp.round_breakdown import Breakdown, line_caption
from scenes.shared.round_words import round_words
from scenes.shared.score_table import draw_score_table, round_cell_at
from sprites import menu_widgets, palette, ui
from sprites.score_highlight import ScoreSequence
from sprites.static_layer import Region, StaticLayer



# Where a header says its board's points this round (RoundResultsScene._where_points_fit).
BESIDE, UNDER, AS_NUMBER = "beside", "under", "as number"
# CPU seconds of the first picture drawn a frame, at most one part more (see _drawing_ahead).
AHEAD_BUDGET = 0.002
# Said over the focused board's lines where everyone's do not fit the column.
EVERY_BOARD = N_("Up and Down: every board's lines")


class RoundResultsScene(Scene):
    def __init__(self, app, state, views, seats, round_index: int, in_parts: bool = False):
        """in_parts: the first picture is drawn over a few frames (see _drawing_ahead), as where a
        round ends in play; else whole in the first frame."""
        super().__init__(app)
        self.state = state
        self.views = views
        self.seats = seats
        self.round_index = round_index
        results = state.results[round_index]
        self.tasks = state.open_tasks[:round_index + 1]
        self.captions = [[line_caption(line) for line in result.lines] for result in results]
        self.sequence = ScoreSequence([list(result.lines) for result in results])
        self.show_table = False
        # Every line counted so far stays listed beside the boards until the player goes on.
        self.breakdown = Breakdown(results, [seat.name for seat in seats])
        self._table = pygame.Rect(0, 0, 0, 0)  # where the table of rounds is drawn: its scores open their rounds
        self._still = StaticLayer()
        self._layout_key = None
        self._side: pygame.Rect | None = None
        self._points_place = BESIDE
        self._game_layout = [view.geometry for view in views]
        self._prepared: int | None = 0 if in_parts else None  # the first picture's regions drawn ahead, None: all

    def on_enter(self):
        for view in self.views:
            view.finish()
        self.app.audio.play("round_end")

    def confirm(self):
        if self.show_table:
            self.app.stack.pop()
        else:
            self.sequence.skip()
            self.show_table = True

    @property
    def at_rest(self) -> bool:
        """Every line counted: the boards (or the table) wait for the player."""
        return self.sequence.done

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION and not self.show_table:
            self.breakdown.point_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            cell = round_cell_at(self.app.surface, self.breakdown.names, self.state, self._table, event.pos) \
                if self.show_table else None
            if cell is not None:  # a score of the table: how that round scored
                self.app.stack.push("round_details", self.state, self.breakdown.names, *cell)
            elif self.show_table or not self.breakdown.point_at(event.pos):  # a click on a row focuses it
                self.confirm()
            return True
        return False

    def update(self, dt):
        if self.app.input.menu_pressed("confirm"):
            self.confirm()
            return
        for step, action in ((-1, "up"), (1, "down")):
            if self.app.input.menu_pressed(action):
                self.breakdown.move(step)
        if self.sequence.update(dt):
            self.app.audio.play("click")
        self.breakdown.shown = [len(lines) if self.sequence.done else min(len(lines), self.sequence.step + 1)
                                for lines in self.sequence.lines]
        # When the lines are all shown the boards stay in view as long as the player
        # likes: the table comes on confirm.

    def caption(self, player: int) -> str:
        """What the player's board shows under its header now: the line being
        counted; once all are counted, 'No points' where nothing scored."""
        if self.sequence.current(player) is not None:
            return self.captions[player][self.sequence.step]
        return _("No points") if self.sequence.shown_total(player) == 0 else ""

    def hint(self) -> str:
        """What confirm does now, naming the keyboard zones' confirm keys as bound."""
        keys = reader_says(self.app, "confirm") if reader(self.app) else \
            join(confirm_keys(self.app.input.bindings) + [_("click")], style="or")
        if self.show_table:
            return _("{keys} to go on", keys=keys)
        return _("{keys}: scores table", keys=keys) if self.sequence.done else _("{keys}: show all", keys=keys)

    def lit_cards(self) -> set[str]:
        """The ids of the task cards that scored the lines shown now."""
        lines = (self.sequence.current(player) for player in range(len(self.seats)))
        return {line.source for line in lines if line is not None and line.rule.startswith("task")}

    def on_exit(self):
        self._still.release()
        for view, geometry in zip(self.views, self._game_layout):
            if geometry is not None:
                view.place(geometry)  # as the game has it (a large text size may have grown the headers here)

    def draw(self, surface):
        size = surface.get_size()
        if self._drawing_ahead(surface):
            return  # the game's last picture stays meanwhile (a few sixtieths of a second)
        self._lay_out(surface)
        surface.blit(self._still_picture(size), (0, 0))
        for player, view in enumerate(self.views):
            self.sequence.draw(surface, player, view.geometry)
        if self.sequence.done and not self.show_table:
            self.breakdown.draw_focus(surface, [view.geometry for view in self.views])

    def _lay_out(self, surface):
        """The game's layout; where a scoring line wraps lower than the lane over its board (a
        large text size, four boards), the headers grow for it, and the game's layout comes
        back when the scores are done (on_exit)."""
        if self._layout_key != ui.layout_key(surface):
            header_h = 0
            for __ in range(3):  # a taller header may make narrower boards, their lines wrapping again
                ramps, self._side = screen_layout(surface, self.state.edition, len(self.seats), header_h)
                for view, geometry in zip(self.views, ramps):
                    view.place(geometry)
                self._points_place = self._where_points_fit(surface)
                missing = self._captions_overrun(surface)
                if missing <= 0:
                    break
                header_h = ramps[0].header.h + missing
            self._layout_key = ui.layout_key(surface)

    def _captions_overrun(self, surface) -> int:
        """How many pixels the longest scoring line under a header runs below the lane over its board."""
        size = ui.text_size(surface, STATUS_SIZE)
        line_h = ui.font(size).get_linesize()
        under = 0 if self._points_place == BESIDE else 1  # room for the points in words on the second line
        overrun = 0
        for view, captions in zip(self.views, self.captions):
            g = view.geometry
            lines = max(len(ui.wrap(caption, size, g.header.w - ui.px(surface, 8)))
                        for caption in captions + [_("No points")])
            overrun = max(overrun, second_line_y(surface, g) + (under + lines) * line_h - g.header.union(g.hover).bottom)
        return overrun

    def _drawing_ahead(self, surface) -> bool:
        """The first picture (layout, base, then each region) is drawn in parts, off screen, a few
        milliseconds of them a frame, and shown in the frame after the last, so no frame pays
        for the whole picture (issue 47). True in a frame that drew parts."""
        if self._prepared is None:
            return False
        size, start = surface.get_size(), time.process_time()
        while self._prepared is not None and time.process_time() - start < AHEAD_BUDGET:
            if self._layout_key != ui.layout_key(surface):
                self._lay_out(surface)
                continue
            regions = self._regions(size)
            self._still.get(size, self._layout_key, partial(draw_ramps_art, views=self.views), regions[:self._prepared])
            self._prepared = None if self._prepared >= len(regions) else self._prepared + 1
        return True

    def _still_picture(self, size) -> pygame.Surface:
        """The boards, headers, card column and the table, kept between frames: each
        redrawn only when what it shows changed (the line a board scores now, the lit cards)."""
        return self._still.get(size, self._layout_key, partial(draw_ramps_art, views=self.views), self._regions(size))

    def _regions(self, size) -> list[Region]:
        hint = self.hint()
        regions = []
        for player, view in enumerate(self.views):
            caption = self.caption(player)
            total = self.sequence.shown_total(player)
            points = (round_words(self.state.edition.words).this_round(total), signed(total))
            regions.append(Region(("ramp", player), view.still_area, view.version, view.draw_still))
            # The line being counted may run on over the empty lane above the board.
            g = view.geometry
            regions.append(Region(("header", player), g.header.union(g.hover), (caption, points),
                                  partial(self._draw_header, player, caption, points)))
        lit = frozenset(self.lit_cards())
        regions.append(Region("cards", self._side, (lit, self.breakdown.state()), partial(self._draw_cards, lit)))
        regions.append(hint_region(size, self._side, hint))
        regions.append(Region("table", pygame.Rect((0, 0), size), self.show_table, self._draw_table))
        return regions

    def _where_points_fit(self, surface) -> str:
        """Where every header says its board's points, at every total they count through:
        in words beside the name where they fit beside each; else in words under each name,
        where every caption still has its room under them; else, only in a window forced
        below the smallest, as a bare number beside the name. All headers alike."""
        this_round = round_words(self.state.edition.words).this_round
        in_words = [[this_round(total) for total in accumulate((line.points for line in lines), initial=0)]
                    for lines in self.sequence.lines]
        if all(score_fits_beside(surface, view.geometry, seat.name, words)
               for view, seat, said in zip(self.views, self.seats, in_words) for words in said):
            return BESIDE
        size = ui.text_size(surface, STATUS_SIZE)
        line_h = ui.font(size).get_linesize()  # the height of a line drawn
        for view, captions, said in zip(self.views, self.captions, in_words):
            g, room = view.geometry, view.geometry.header.w - ui.px(surface, 8)
            lines = max(len(ui.wrap(caption, size, room)) for caption in captions + [_("No points")])
            if (any(ui.text_width(words, size) > room for words in said)
                    or second_line_y(surface, g) + (1 + lines) * line_h > g.header.union(g.hover).bottom):
                return AS_NUMBER
        return UNDER

    def _draw_header(self, player: int, caption: str, points: tuple[str, str], surface):
        g = self.views[player].geometry
        words, number = points
        if self._points_place == UNDER:
            y = draw_header(surface, g, player, self.seats[player].name, status=words, status_colour=palette.TEXT)
        else:
            shown = words if self._points_place == BESIDE else number
            y = draw_header(surface, g, player, self.seats[player].name, shown)
        area = g.header.union(g.hover)
        size = ui.text_size(surface, STATUS_SIZE)
        x = g.header.x + ui.px(surface, 4)
        for line in ui.wrap(caption, size, g.header.w - ui.px(surface, 8)) if caption else ():
            y = ui.draw_text(surface, line, STATUS_SIZE, palette.ACCENT, (x, y), box=area).bottom

    def _draw_cards(self, lit, surface):
        column = CardColumn(surface, self._side)
        column.line(round_words(self.state.edition.words).round_scoring(self.round_index + 1), ui.BODY)
        draw_board_rules(column, self.state.edition.boards[self.round_index])
        # The cards leave at least the focused board's first line under them (two cards a row at a large text size).
        note = ui.wrap(_(EVERY_BOARD), ui.text_size(surface, ui.SMALL - 4), column.rect.w - 2 * column.pad)
        leave = (2 * column.pad + len(note) * ui.font(ui.text_size(surface, ui.SMALL - 4)).get_linesize()
                 + ui.px(surface, 6) + self.breakdown.least_height(surface))
        draw_task_cards(column, self.tasks, lit=lit, leave=leave)
        self._draw_breakdown(column)

    def _draw_breakdown(self, column):
        """Under the rules: every board's counted lines; where everyone's do not fit, the
        focused board's (Up and Down walk through every board's lines)."""
        pad = column.pad
        area = pygame.Rect(column.rect.x + pad, column.y + pad, column.rect.w - 2 * pad,
                           column.rect.bottom - column.y - 2 * pad)
        players = None
        if self.breakdown.height(column.surface, area.w) > area.h:
            players = [self.breakdown.focus[0] if self.breakdown.focus else 0]
            column.y = area.y
            column.paragraph(_(EVERY_BOARD))  # wrapped at a readable size
            area.h -= column.y - area.y
            area.y = column.y
        self.breakdown.draw(column.surface, area, players)

    def _draw_table(self, surface):
        if not self.show_table:
            return
        ui.draw_veil(surface)
        centre = (surface.get_width() // 2, surface.get_height() // 2 - ui.px(surface, 30))
        panel = self._table = draw_score_table(surface, [seat.name for seat in self.seats], self.state, centre)
        button = pygame.Rect(0, 0, ui.px(surface, 320), ui.px(surface, 60))
        button.midtop = (panel.centerx, panel.bottom + ui.px(surface, 20))
        menu_widgets.draw_button(surface, button, _("Continue"), focused=True)  # any click goes on
