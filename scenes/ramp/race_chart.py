"""After a race against a ghost: the player's lead card by card (game.ghost.race.lead_by_card),
a line over the cards of every round, above zero where the player led, with the cards
where the lead changed hands marked. Back, confirm or a click go back to the results.

The labels sit outside the plotted area (the rounds under it, the scale left of it), so
they never cross the line.
"""
from __future__ import annotations

import pygame

from game import games, i18n
from game.i18n import _
from game.shell.scene_stack import Scene
from scenes.shared.device_text import menu_hint
from scenes.shared.round_words import round_words
from sprites import menu_widgets, palette, ui

LINE_W = 3
MARK = 7  # design radius of a change of lead's mark


class RaceChartScene(Scene):
    at_rest = True  # drawn once; it changes only on input

    def __init__(self, app, points, names, totals, words: str):
        """points: LeadPoints over the player's cards; names and totals: (player, ghost);
        words: the edition's word set."""
        super().__init__(app)
        self.points = list(points)
        self.totals = tuple(totals)
        self.names = list(names)
        self.words = words
        self.plot = pygame.Rect(0, 0, 0, 0)
        self.labels: list[pygame.Rect] = []  # every label drawn (a test checks none crosses the plot)

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back") or inp.menu_pressed("confirm"):
            self.app.stack.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            self.app.stack.pop()
            return True
        return False

    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        top = ui.screen_title(surface, _("The race card by card"))
        self.labels = []
        ahead, behind = self.names
        caption = _("Above the line: {player} ahead of {ghost}. Dots: the lead changed hands.", player=ahead,
                    ghost=behind)
        self.labels.append(ui.draw_text(surface, caption, ui.SMALL, palette.TEXT_DIM, (w // 2, top), "midtop",
                                        width=w - ui.px(surface, 80)))
        line = ui.text_size(surface, ui.SMALL)
        scale_w = ui.text_width(i18n.signed(-88), line) + ui.px(surface, 12)
        plot = self.plot = pygame.Rect(ui.px(surface, 40) + scale_w, self.labels[0].bottom + ui.px(surface, 24),
                                       w - 2 * ui.px(surface, 40) - scale_w,
                                       h - self.labels[0].bottom - ui.px(surface, 24) - line * 3 - ui.px(surface, 40))
        pygame.draw.rect(surface, palette.PANEL, plot, border_radius=ui.px(surface, 6))
        if not self.points:
            return
        leads = [p.lead for p in self.points]
        high, low = max(1, max(leads)), min(-1, min(leads))

        def y_of(lead):
            return plot.bottom - (lead - low) / (high - low) * plot.h

        def x_of(index):
            return plot.x + (index + 0.5) * plot.w / len(self.points)

        zero = round(y_of(0))
        pygame.draw.line(surface, palette.PANEL_EDGE, (plot.x, zero), (plot.right, zero), 1)
        line_h = ui.font(ui.text_size(surface, ui.SMALL)).get_linesize()
        for value in (high, 0, low):
            if value and abs(y_of(value) - zero) < line_h:
                continue  # too close to the zero's label to be read beside it (a large text size, a small lead)
            self.labels.append(ui.draw_text(surface, i18n.signed(value) if value else "0", ui.SMALL, palette.TEXT_DIM,
                                            (plot.x - ui.px(surface, 8), round(y_of(value))), "midright"))
        rounds = round_words(self.words)
        starts = [i for i, p in enumerate(self.points) if i == 0 or p.key[0] != self.points[i - 1].key[0]]
        for n, start in enumerate(starts):
            end = starts[n + 1] if n + 1 < len(starts) else len(self.points)
            x = round(x_of(start - 0.5))
            if start:
                pygame.draw.line(surface, palette.PANEL_EDGE, (x, plot.y), (x, plot.bottom), 1)
            middle = round((x_of(start - 0.5) + x_of(end - 0.5)) / 2)
            self.labels.append(ui.draw_text(surface, rounds.round_named(self.points[start].key[0] + 1), ui.SMALL,
                                            palette.TEXT_DIM, (middle, plot.bottom + ui.px(surface, 6)), "midtop"))
        corners = [(round(x_of(i)), round(y_of(p.lead))) for i, p in enumerate(self.points)]
        if len(corners) > 1:
            pygame.draw.lines(surface, palette.ACCENT, False, corners, ui.px(surface, LINE_W))
        for corner, point in zip(corners, self.points):
            if point.changed_hands:
                pygame.draw.circle(surface, palette.TEXT, corner, ui.px(surface, MARK))
        final = self.totals[0] - self.totals[1]
        ending = (_("{player} won the race by {points}", player=ahead, points=i18n.number(final)) if final > 0 else
                  _("{ghost} won the race by {points}", ghost=behind, points=i18n.number(-final)) if final < 0 else
                  _("A dead heat"))
        self.labels.append(ui.draw_text(surface, ending, ui.BODY, palette.ACCENT,
                                        (w // 2, plot.bottom + line + ui.px(surface, 12)), "midtop",
                                        width=w - ui.px(surface, 80)))
        ui.draw_hint(surface, menu_hint(self.app))


def race_items(app, race, replay, game, watch: bool) -> list[menu_widgets.MenuItem]:
    """On a race's results: the chart of the lead, and the ghost's game to watch (watch:
    unless the challenge's items offer it already)."""
    names = (replay.players[0], race.ghost.name)
    totals = (game.scores()[0], race.run.state.scores()[0])
    chart = menu_widgets.MenuItem(_("The race card by card"), lambda: app.stack.push(
        "race_chart", race.lead(replay.moves), names, totals, race.edition.words))
    if not watch:
        return [chart]
    viewer = games.get(replay.game_id).part("replay_viewer")
    return [chart, menu_widgets.MenuItem(_("Watch {name}'s game", name=race.ghost.name), elide=True,
                                         on_activate=lambda: app.stack.push(viewer, race.replay(replay.seed)))]
