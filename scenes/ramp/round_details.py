"""One cell of a score table opened: that player's board as the round left it,
beside every line the rules engine scored on it (scenes.ramp.round_breakdown).

Up and Down (or the pointer) focus a line and light its cells; Left and Right
go to the previous or next score of the table (the players of a round, then
the next round); Back, confirm or a click elsewhere go back to the table.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.shell.scene_stack import Scene
from scenes.shared.device_text import menu_hint
from scenes.ramp.ramp_hud import screen_layout
from scenes.ramp.round_breakdown import Breakdown
from scenes.shared.round_words import round_words
from sprites import palette, ui
from sprites.piece import piece_image
from sprites.ramp_board_view import RampBoardView


class RoundDetailsScene(Scene):
    at_rest = True

    def __init__(self, app, state, names, round_index: int, player: int):
        super().__init__(app)
        self.state = state
        self.names = list(names)
        self.round_index = round_index
        self.player = player
        self.breakdown = self._breakdown()

    def _breakdown(self) -> Breakdown:
        result = self.state.results[self.round_index][self.player]
        return Breakdown([result], [self.names[self.player]], [self.player])

    def _step(self, step: int):
        """The previous or next played score of the table."""
        cells = [(r, p) for r in range(len(self.state.results)) for p in range(len(self.names))]
        at = cells.index((self.round_index, self.player))
        self.round_index, self.player = cells[(at + step) % len(cells)]
        self.breakdown = self._breakdown()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.breakdown.point_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            if not self.breakdown.point_at(event.pos):
                self.app.stack.pop()
            return True
        return False

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back") or inp.menu_pressed("confirm"):
            self.app.stack.pop()
            return
        for step, action in ((-1, "up"), (1, "down")):
            if inp.menu_pressed(action):
                self.breakdown.move(step)
        for step, action in ((-1, "left"), (1, "right")):
            if inp.menu_pressed(action):
                self._step(step)

    def draw(self, surface):
        ui.fill_background(surface)
        edition = self.state.edition
        (geometry,), side = screen_layout(surface, edition, 1)
        title = _("{name}: {round}", name=self.names[self.player],
                  round=round_words(edition.words).round_named(self.round_index + 1))
        ui.draw_text(surface, title, ui.HEADING, palette.player_colour(self.player),
                     (geometry.panel.centerx, geometry.panel.y), "midtop", width=geometry.panel.w)
        result = self.state.results[self.round_index][self.player]
        view = RampBoardView(edition, self.player)
        view.new_round(edition.boards[self.round_index])
        view.place(geometry)
        view.draw_art(surface)
        # The board as the round left it, with the cells sticking out above it over the lane
        # as in play: as one lying shape (a snapshot keeps no pieces).
        top = geometry.grid.y - len(result.above) * geometry.cell
        surface.blit(piece_image(result.above + tuple(result.rows), geometry.cell, self.player), (geometry.grid.x, top))
        self.breakdown.draw_focus(surface, [geometry])
        ui.draw_panel(surface, side)
        pad = ui.px(surface, 12)
        self.breakdown.draw(surface, side.inflate(-2 * pad, -2 * pad))
        ui.draw_hint(surface, menu_hint(self.app))
