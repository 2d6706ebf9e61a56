"""The end of a PILUS game: the finished table beside the scores, who won (a
shared win names everyone in it), what keeping the game did (where the replay
went), and play again / title. At the end of a replay being watched, the same
screen with a way back instead.
"""
from __future__ import annotations

import pygame

from game import games
from game.rules.pilus_actions import Lay
from game.i18n import _, join, ngettext
from scenes.shared.game_end import GameEndScene
from scenes.shared.replay_controls import leave_replay
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui
from sprites.camera import Camera
from sprites.pilus_table_view import TableView

ROW_H = 62  # design pixels


class PilusResultsScene(GameEndScene):
    def __init__(self, app, state, seats, replay, view: TableView, play_again, kept=None):
        """replay: the game as a Replay, or None (a position set up by hand); view: the
        table as it was drawn; play_again: starts a new deal for the same seats, None
        at the end of a replay being watched; kept: what keeping the finished game
        did (scenes.shared.finished_game.Kept)."""
        self.watching = play_again is None
        if self.watching:
            items = [menu_widgets.MenuItem(_("Back"), self.leave)]
        else:
            game_id = replay.game_id if replay else None
            items = [menu_widgets.MenuItem(_("High scores"), lambda: self.show_high_scores(game_id)),
                     menu_widgets.MenuItem(_("Play again"), play_again),
                     menu_widgets.MenuItem(_("Title screen"), self.to_title)]
        super().__init__(app, items)
        self.state = state
        self.seats = seats
        self.replay = replay
        self.view = view
        self.kept = kept
        if replay is not None:
            self.music = games.get(replay.game_id).music  # the game's music plays on over its results
        self.camera = Camera()

    def leave(self):
        if self.watching:
            leave_replay(self.app)
        else:
            self.to_title()

    def winner_line(self) -> str:
        names = [self.seats[p].name for p in self.state.winners()]
        if len(names) == 1:
            return _("{name} wins!", name=names[0])
        return _("Shared win: {names}", names=join(names))

    def tiles_laid(self, player: int) -> int | None:
        if self.replay is None:
            return None
        return sum(1 for p, action in self.replay.moves if p == player and isinstance(action, Lay))

    @property
    def at_rest(self) -> bool:
        return not self.view.busy  # until the last pawn has landed and the points faded

    def update(self, dt):
        self.view.update(dt)  # a pawn still hopping when the game ended lands
        super().update(dt)

    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        margin = ui.px(surface, 24)
        top = ui.screen_title(surface, (_("End of the replay") if self.watching else _("PILUS: final results")))
        # Text drawn larger than the design (a small window) widens the panel by as much, from the table.
        panel_w = min(round((w // 2 - 2 * margin) * ui.text_growth(surface)), w * 3 // 5)
        panel = pygame.Rect(w - margin - panel_w, top, panel_w, min(h - ui.px(surface, 50), ui.above_hint(surface)) - top)
        table = pygame.Rect(margin, top, panel.x - margin - margin // 2, panel.h)
        kept_under_table = self.kept is not None and not self._kept_fits_in(surface, panel, margin)
        if kept_under_table:  # a larger text size: the notes go under a smaller table, or instead of it
            kept_h = self.kept.height(surface, table.w, ui.SMALL - 2)
            table.h = max(table.h // 3, table.h - kept_h - margin // 2)
            if table.h + margin // 2 + kept_h > panel.h:  # 200 %: the notes need the whole column
                table.h = -margin // 2
            self.kept.draw(surface, (table.centerx, table.bottom + margin // 2), table.w, ui.SMALL - 2)
        if table.h > 0:
            self.camera.viewport = pygame.FRect(table)
            self.camera.fit(self.view.bounds.inflate(2, 2))
            self.camera.jump()
            self.view.draw(surface, self.camera)
            pygame.draw.rect(surface, palette.PANEL_EDGE, table, ui.px(surface, 2))
        ui.draw_panel(surface, panel, highlight=True)
        y = ui.draw_text(surface, self.winner_line(), ui.HEADING - 8, palette.ACCENT,
                         (panel.centerx, panel.y + ui.px(surface, 16)), "midtop", width=panel.w - 2 * margin,
                         box=panel).bottom + ui.px(surface, 12)
        y = self._draw_scores(surface, panel, y)
        if self.kept and not kept_under_table:
            y = self.kept.draw(surface, (panel.centerx, y), panel.w - 2 * margin, ui.SMALL - 2)
        menu_w = panel.w - 2 * margin
        row_height, gap = 54, 10
        if panel.bottom - margin - self.menu.height(surface, row_height, gap) < y:
            row_height, gap = 44, 6  # the choices close up under a long daily challenge note
        menu_h = self.menu.height(surface, row_height=row_height, gap=gap)
        if panel.bottom - margin - menu_h < y:  # a large text size: the rows that fit, the focused among them
            self.menu.draw_window(surface, pygame.Rect(panel.centerx - menu_w // 2, y, menu_w, panel.bottom - margin - y),
                                  ui.BODY - 4, row_height, gap)
        else:
            self.menu.draw(surface, pygame.Rect(panel.centerx - menu_w // 2, panel.bottom - margin - menu_h, menu_w,
                                                menu_h), design_size=ui.BODY - 4, row_height=row_height, gap=gap)
        ui.draw_hint(surface, menu_hint(self.app))

    def _kept_fits_in(self, surface, panel: pygame.Rect, margin: int) -> bool:
        """Whether the winner line, the scores, the kept notes and the closest choices fit the panel."""
        width = panel.w - 2 * margin
        tall = (ui.px(surface, 16 + 12 + 8) + ui.notes_height(surface, [(self.winner_line(), palette.ACCENT)], width, ui.HEADING - 8)
                + len(self.seats) * (self._row_height(surface) + ui.px(surface, 6))
                + self.kept.height(surface, width, ui.SMALL - 2) + self.menu.height(surface, 44, 6) + margin)
        return tall <= panel.h

    def _row_height(self, surface) -> int:
        """A player's row, as tall as the name over the tiles laid need at a larger text size."""
        return max(ui.px(surface, ROW_H), sum(ui.font(ui.text_size(surface, size)).get_linesize()
                                              for size in (ui.BODY, ui.SMALL - 6)))

    def _draw_scores(self, surface, panel: pygame.Rect, y: int) -> int:
        """One row per player: symbol, name, points and tiles laid, winners' points in the accent colour."""
        pad = ui.px(surface, 20)
        row_h = self._row_height(surface)
        symbol = ui.px(surface, 30)
        winners = set(self.state.winners())
        for player, seat in enumerate(self.seats):
            row = pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, row_h)
            palette.draw_player_cell(surface, pygame.Rect(row.x, row.centery - symbol // 2, symbol, symbol), player)
            points = ui.draw_text(surface, ngettext("{points} point", "{points} points", self.state.scores()[player], points=self.state.scores()[player]), ui.BODY,
                                  palette.ACCENT if player in winners else palette.TEXT, (row.right, row.centery),
                                  "midright", box=row)
            name_x = row.x + symbol + ui.px(surface, 12)
            ui.draw_text(surface, seat.name, ui.BODY, palette.player_colour(player), (name_x, row.y), "topleft",
                         width=points.x - name_x - pad, box=row, elide=True)
            laid = self.tiles_laid(player)
            if laid is not None:
                ui.draw_text(surface, ngettext("{count} tile laid", "{count} tiles laid", laid, count=laid), ui.SMALL - 6, palette.TEXT_DIM,
                             (name_x, row.bottom), "bottomleft", width=points.x - name_x - pad, box=row)
            y = row.bottom + ui.px(surface, 6)
        return y + ui.px(surface, 8)
