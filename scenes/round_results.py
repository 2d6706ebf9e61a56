"""The end of a round: every board scored line by line from the engine's
itemised score lines, then the table of rounds and totals.

Confirm (or a click) first shows every line at once, then goes on. The scene
pops itself; the game scene below starts the next round or the final results.
"""
from __future__ import annotations

import pygame

from game.scene_stack import Scene
from scenes.ramp_game_hud import (Backdrop, CardColumn, draw_board_rules, draw_header, draw_ramps_backdrop,
                                  draw_task_cards, screen_layout)
from scenes.score_table import draw_score_table
from sprites import palette, ui
from sprites.score_highlight import ScoreSequence



# Score line parameters that are ids of words the catalogue holds: translated too.
_WORD_PARAMS = {"colour": "ramp.colour", "symbol": "ramp.symbol"}


def line_caption(tr, line) -> str:
    """What a score line counted, in the player's language."""
    params = {name: tr(f"{_WORD_PARAMS[name]}.{value}") if name in _WORD_PARAMS else value
              for name, value in line.params.items()}
    return tr(line.key, **params)


class RoundResultsScene(Scene):
    def __init__(self, app, game, views, seats, round_index: int):
        super().__init__(app)
        self.game = game
        self.views = views
        self.seats = seats
        self.round_index = round_index
        results = game.results[round_index]
        self.tasks = game.open_tasks[:round_index + 1]
        self.captions = [[line_caption(app.tr, line) for line in result.lines] for result in results]
        self.sequence = ScoreSequence([list(result.lines) for result in results])
        self.show_table = False
        self._backdrop = Backdrop()

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

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            self.confirm()
            return True
        return False

    def update(self, dt):
        if self.app.input.menu_pressed("confirm"):
            self.confirm()
            return
        if self.sequence.update(dt):
            self.app.audio.play("click")
        if self.sequence.done:
            self.show_table = True

    def lit_cards(self) -> set[str]:
        """The ids of the task cards that scored the lines shown now."""
        lines = (self.sequence.current(player) for player in range(len(self.seats)))
        return {line.source for line in lines if line is not None and line.rule.startswith("task")}

    def draw(self, surface):
        tr = self.app.tr
        ramps, side = screen_layout(surface, self.game.edition, len(self.seats))
        for view, geometry in zip(self.views, ramps):
            view.place(geometry)
        hint = tr("ramp.results.final_hint" if self.show_table else "ramp.results.skip_hint")
        surface.blit(self._backdrop.get(surface.get_size(), hint,
                                        lambda backdrop: draw_ramps_backdrop(backdrop, self.views, hint)), (0, 0))
        for player, (view, geometry) in enumerate(zip(self.views, ramps)):
            view.draw_pieces(surface)
            self.sequence.draw(surface, player, geometry)
            line = self.sequence.current(player)
            caption = self.captions[player][self.sequence.step] if line is not None else ""
            total = self.sequence.shown_total(player)
            draw_header(surface, geometry, player, self.seats[player].name,
                        tr("ramp.results.round_points", points=total), caption, palette.ACCENT)
        column = CardColumn(surface, side)
        column.line(tr("ramp.results.heading", number=self.round_index + 1), ui.BODY)
        draw_board_rules(column, tr, self.game.edition.boards[self.round_index])
        draw_task_cards(column, tr, self.tasks, share=0.3, lit=self.lit_cards())
        if self.show_table:
            ui.draw_veil(surface)
            centre = (surface.get_width() // 2, surface.get_height() // 2 - ui.px(surface, 30))
            panel = draw_score_table(surface, tr, [seat.name for seat in self.seats], self.game, centre)
            button = pygame.Rect(0, 0, ui.px(surface, 320), ui.px(surface, 60))
            button.midtop = (panel.centerx, panel.bottom + ui.px(surface, 20))
            ui.draw_button(surface, button, tr("ramp.results.continue"), focused=True)  # any click goes on
