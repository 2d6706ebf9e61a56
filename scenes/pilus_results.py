"""The end of a PILUS game: the finished table beside the scores, who won (a
shared win names everyone in it), and play again / save the replay / title.
"""
from __future__ import annotations

import pygame

from game.replay import save_replay
from game.rules.pilus_actions import Lay
from game.scene_stack import Scene
from sprites import palette, ui
from sprites.camera import Camera
from sprites.pilus_table import TableView

REPLAY_FOLDER = "replays"  # in the player's data folder
ROW_H = 62  # design pixels


class PilusResultsScene(Scene):
    def __init__(self, app, game, seats, replay, view: TableView, play_again):
        """replay: the game as a Replay, or None (nothing to save); view: the table as
        it was drawn; play_again: starts a new deal for the same seats."""
        super().__init__(app)
        self.game = game
        self.seats = seats
        self.replay = replay
        self.view = view
        self.camera = Camera()
        self.notice: tuple[str, tuple] | None = None
        tr = app.tr
        items = [ui.MenuItem(tr("pilus.final.play_again"), play_again)]
        if replay is not None:
            items.append(ui.MenuItem(tr("pilus.final.save_replay"), self.save))
        items.append(ui.MenuItem(tr("pilus.final.title"), self.to_title))
        self.menu = ui.MenuList(items, play=app.audio.play)

    def on_enter(self):
        self.app.audio.play("win")

    def to_title(self):
        from scenes.title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

    def save(self):
        """Write the replay into the data folder, under a name no earlier save has."""
        tr = self.app.tr
        folder = self.app.storage.folder / REPLAY_FOLDER
        number = 1
        while (path := folder / f"pilus-{self.replay.seed}-{number}.json").exists():
            number += 1
        try:
            folder.mkdir(parents=True, exist_ok=True)
            save_replay(path, self.replay)
        except OSError as exc:
            self.notice = (tr("pilus.final.not_saved", problem=exc), palette.WARNING)
            return
        self.notice = (tr("pilus.final.saved", path=path), palette.TEXT_DIM)

    def winner_line(self) -> str:
        tr = self.app.tr
        names = [self.seats[p].name for p in self.game.winners()]
        if len(names) == 1:
            return tr("pilus.final.winner", name=names[0])
        return tr("pilus.final.shared", names=tr("app.list_separator").join(names))

    def tiles_laid(self, player: int) -> int | None:
        if self.replay is None:
            return None
        return sum(1 for p, action in self.replay.moves if p == player and isinstance(action, Lay))

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        self.view.update(dt)  # a pawn still hopping when the game ended lands
        if self.app.input.menu_pressed("back"):
            self.to_title()
        else:
            self.menu.update(self.app.input)

    def draw(self, surface):
        ui.fill_background(surface)
        tr = self.app.tr
        w, h = surface.get_size()
        margin = ui.px(surface, 24)
        top = ui.screen_title(surface, tr("pilus.final.heading"))
        panel = pygame.Rect(w // 2 + margin // 2, top, w // 2 - 2 * margin, h - top - ui.px(surface, 50))
        table = pygame.Rect(margin, top, w // 2 - margin, panel.h)
        self.camera.viewport = pygame.FRect(table)
        self.camera.fit(self.view.bounds.inflate(2, 2))
        self.camera.jump()
        self.view.draw(surface, self.camera)
        pygame.draw.rect(surface, palette.PANEL_EDGE, table, ui.px(surface, 2))
        ui.draw_panel(surface, panel, highlight=True)
        y = ui.draw_text(surface, self.winner_line(), ui.HEADING - 8, palette.ACCENT,
                         (panel.centerx, panel.y + ui.px(surface, 16)), "midtop").bottom + ui.px(surface, 12)
        y = self._draw_scores(surface, panel, y)
        if self.notice:
            text, colour = self.notice
            size = ui.fit_text(surface, text, ui.SMALL - 6, panel.w - 2 * margin)
            y = ui.draw_text(surface, text, size, colour, (panel.centerx, y), "midtop").bottom
        menu_w = panel.w - 2 * margin
        menu_h = self.menu.height(surface, row_height=54, gap=10)
        self.menu.draw(surface, pygame.Rect(panel.centerx - menu_w // 2, panel.bottom - margin - menu_h, menu_w,
                                            menu_h), design_size=ui.BODY - 4, row_height=54, gap=10)
        ui.draw_hint(surface, tr("hint.menu"))

    def _draw_scores(self, surface, panel: pygame.Rect, y: int) -> int:
        """One row per player: symbol, name, points and tiles laid, winners' points in the accent colour."""
        tr = self.app.tr
        pad = ui.px(surface, 20)
        row_h = ui.px(surface, ROW_H)
        symbol = ui.px(surface, 30)
        winners = set(self.game.winners())
        for player, seat in enumerate(self.seats):
            row = pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, row_h)
            palette.draw_player_cell(surface, pygame.Rect(row.x, row.centery - symbol // 2, symbol, symbol), player)
            points = ui.draw_text(surface, tr("pilus.final.points", points=self.game.scores()[player]), ui.BODY,
                                  palette.ACCENT if player in winners else palette.TEXT, (row.right, row.centery),
                                  "midright")
            name_x = row.x + symbol + ui.px(surface, 12)
            size = ui.fit_text(surface, seat.name, ui.BODY, points.x - name_x - pad)
            ui.draw_text(surface, seat.name, size, palette.player_colour(player), (name_x, row.y), "topleft")
            laid = self.tiles_laid(player)
            if laid is not None:
                ui.draw_text(surface, tr("pilus.final.tiles", count=laid), ui.SMALL - 6, palette.TEXT_DIM,
                             (name_x, row.bottom), "bottomleft")
            y = row.bottom + ui.px(surface, 6)
        return y + ui.px(surface, 8)
