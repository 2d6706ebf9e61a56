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
from sprites import palette, ui
from sprites.score_highlight import ScoreSequence

TABLE_ROW = 44  # design pixels


# Score line parameters that are ids of words the catalogue holds: translated too.
_WORD_PARAMS = {"colour": "ramp.colour", "symbol": "ramp.symbol"}


def line_caption(tr, line) -> str:
    """What a score line counted, in the player's language."""
    params = {name: tr(f"{_WORD_PARAMS[name]}.{value}") if name in _WORD_PARAMS else value
              for name, value in line.params.items()}
    return tr(line.key, **params)


def draw_score_table(surface, tr, names, game, pos, anchor: str = "center") -> pygame.Rect:
    """Rounds down, players across, totals at the bottom, placed with its `anchor`
    (a pygame.Rect attribute) at `pos`; returns the panel's rect."""
    rounds = game.edition.rounds
    row_h = ui.px(surface, TABLE_ROW)
    first_w = ui.px(surface, 200)
    col_w = ui.px(surface, 170)
    pad = ui.px(surface, 20)
    panel = pygame.Rect(0, 0, first_w + col_w * len(names) + 2 * pad, row_h * (rounds + 2) + 2 * pad)
    setattr(panel, anchor, pos)
    ui.draw_panel(surface, panel, highlight=True)
    x0, y = panel.x + pad, panel.y + pad

    def row(label, values, colour=palette.TEXT):
        ui.draw_text(surface, label, ui.BODY, palette.TEXT_DIM, (x0, y + row_h // 2), "midleft")
        for i, value in enumerate(values):
            ui.draw_text(surface, value, ui.BODY, colour, (x0 + first_w + col_w * i + col_w // 2, y + row_h // 2),
                         "center")

    for i, name in enumerate(names):
        size = ui.fit_text(surface, name, ui.BODY, col_w - ui.px(surface, 8))
        ui.draw_text(surface, name, size, palette.player_colour(i), (x0 + first_w + col_w * i + col_w // 2,
                                                                     y + row_h // 2), "center")
    for r in range(rounds):
        y += row_h
        played = r < len(game.results)
        row(tr("ramp.results.round_row", number=r + 1),
            [str(game.results[r][p].total) if played else tr("ramp.results.not_played") for p in range(len(names))])
    y += row_h
    pygame.draw.line(surface, palette.PANEL_EDGE, (x0, y), (panel.right - pad, y), ui.px(surface, 2))
    row(tr("ramp.results.total"), [str(total) for total in game.scores()], palette.ACCENT)
    return panel


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
