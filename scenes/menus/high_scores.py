"""The high-score tables: pick a game (left and right), see its ten best
(place, name, score, rating, date, deal number), pick an entry to watch the
replay of that game, or its Review button for the coach's review of it. A damaged table file is said on screen; the fresh table
that replaces it works as any other.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import pygame

from game import games
from game.saved.highscores import Entry, HighScores, saved_replays
from game.shell.scene_stack import Scene
from game import i18n
from game.i18n import _, join, ngettext
from game.message_keys import keyed
from scenes.shared.device_text import reader_says
from scenes.shared.finished_game import ordinal
from sprites import menu_widgets, palette, ui

# Each column: its key, its left and right edge (design pixels from the table's
# left) and the edge its text keeps to.
COLUMNS = (("place", 16, 100, "left"), ("name", 110, 410, "left"), ("score", 410, 500, "right"),
           ("rating", 540, 780, "left"), ("date", 790, 940, "left"), ("seed", 950, 1130, "left"))
TABLE_W = 1250
REVIEW_W = 110  # design pixels: the Review button at a row's end
ROW_H, ROW_GAP = 32, 3
CHART_H = 96  # design pixels: the progress chart under the table
TOP_ROW_H = 54


@dataclass
class EntryRow:
    entry: Entry
    item: menu_widgets.MenuItem
    review: menu_widgets.MenuItem


class HighScoresScene(Scene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_index = games.ids().index(game_id) if game_id else 0
        # (game id, table key, the board set in words or None): each game's table, then its board sets'.
        self.tables = [(game, game, None) for game in games.ids()]
        self.game_item = menu_widgets.MenuItem("", on_change=self.change_game)
        self.back_item = menu_widgets.MenuItem(_("Back"), app.stack.pop)
        self.rows: list[EntryRow] = []
        self.menu = menu_widgets.MenuList([], play=app.audio.play)
        # The progress chart as last drawn: its line's points and where band titles went (the line crosses none).
        self.chart_line: list[tuple[int, int]] = []
        self.chart_labels: list[pygame.Rect] = []

    def on_enter(self):
        # When shown, not when made: a damaged table is set aside as it is read.
        self.scores, self.problem = HighScores.load(self.app.storage)
        shown = self.tables[self.game_index]
        self.tables = [table for game in games.ids() for table in
                       [(game, game, None), *((game, key, words) for key, words in self.scores.board_sets(game))]]
        self.game_index = self.tables.index(shown)
        self._show_game()

    @property
    def game_id(self) -> str:
        return self.tables[self.game_index][0]

    @property
    def table_key(self) -> str:
        """The table shown: the game's, or one of its board sets' (game.saved.highscores.table_key)."""
        return self.tables[self.game_index][1]

    def change_game(self, step: int):
        self.game_index = (self.game_index + step) % len(self.tables)
        self._show_game()

    def _show_game(self):
        game, __, board_set = self.tables[self.game_index]
        name = keyed(f"games.{game}.name")
        self.game_item.label = name if board_set is None else \
            _("{game}: boards {boards}", game=name, boards=join(board_set))
        replays = saved_replays(self.app.storage)
        self.rows = []
        for entry in self.scores.table(self.table_key):
            path = replays.get(entry.replay)
            item = menu_widgets.MenuItem("", on_activate=lambda path=path: self.watch(path), enabled=path is not None)
            review = menu_widgets.MenuItem(keyed("coach.review.button"), on_activate=lambda path=path: self.review(path),
                                 enabled=path is not None)
            self.rows.append(EntryRow(entry, item, review))
        self.menu.items = [self.game_item] + [item for row in self.rows for item in (row.item, row.review)] + \
            [self.back_item]
        self.menu.focus = 0

    def watch(self, path):
        self.app.stack.push("replay", path)

    def review(self, path):
        self.app.stack.push("review", path)

    # Input --------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        inp = self.app.input
        if inp.menu_pressed("back"):
            self.app.stack.pop()
        elif inp.menu_pressed("left") or inp.menu_pressed("right"):
            # Left and right switch games from any line, not only the game's own.
            self.change_game(-1 if inp.menu_pressed("left") else 1)
            self.app.audio.play("click")
        else:
            self.menu.update(inp)

    # Drawing ------------------------------------------------------------------
    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("High scores"))
        w = surface.get_width()

        def p(design):
            return ui.px(surface, design)

        table = pygame.Rect((w - p(TABLE_W)) // 2, top, p(TABLE_W), 0)
        # The game's name (a set of boards' is long) widens its button as far as Back leaves room.
        need = menu_widgets.button_width(surface, self.game_item.text) + p(60)  # and its arrows
        top_h = max(p(TOP_ROW_H), ui.font(ui.text_size(surface, ui.BODY)).get_linesize() + p(4))  # a line of its text
        self.game_item.rect = pygame.Rect(table.x, top, min(max(p(440), need), table.w - p(260)), top_h)
        self.back_item.rect = pygame.Rect(table.right - p(240), top, p(240), top_h)
        for item in (self.game_item, self.back_item):
            menu_widgets.draw_button(surface, item.rect, item.text, focused=item is self.menu.focused,
                           arrows=item.on_change is not None)
        y = self.game_item.rect.bottom + p(14)
        if self.rows:
            heads = {key: keyed(f"scores.{key}") for key, *__ in COLUMNS}
            edges = column_edges(surface, [heads] + [self._cells(place, row) for place, row in enumerate(self.rows)])
            self._draw_cells(surface, table.x, y, heads, palette.TEXT_DIM, edges)
            y += row_height(surface)
            for place, row in enumerate(self.rows):
                row.item.rect = pygame.Rect(table.x, y, table.w - p(REVIEW_W + 10), row_height(surface))
                row.review.rect = pygame.Rect(table.right - p(REVIEW_W), y, p(REVIEW_W), row_height(surface))
                self._draw_entry(surface, place, row, edges)
                menu_widgets.draw_button(surface, row.review.rect, row.review.text, focused=row.review is self.menu.focused,
                               enabled=row.review.enabled, design_size=ui.SMALL - 4)
                y += row_height(surface) + p(ROW_GAP)
            if not all(row.item.enabled for row in self.rows):
                y = ui.draw_notes(surface, [(_("A dimmed game has no replay to watch: it could not be saved, or it was deleted."), palette.TEXT_DIM)], (w // 2, y + p(6)), table.w)
        else:
            empty = "scores.empty" if games.get(self.game_id).solo else "scores.empty_pilus"
            text = keyed(empty, game=keyed(f"games.{self.game_id}.name"))
            y = ui.draw_notes(surface, [(text, palette.TEXT_DIM)], (w // 2, y + p(40)), table.w - p(200), ui.BODY)
        if self.problem:
            y = ui.draw_notes(surface, [(self.problem, palette.WARNING)], (w // 2, y + p(10)), table.w)
        recent = self.scores.recent(self.table_key)
        if recent:
            # Tall enough for its three lines of summary at their size (larger in a small window).
            chart_h = max(p(CHART_H), 3 * ui.font(ui.text_size(surface, ui.SMALL - 4)).get_linesize() + p(16))
            chart = pygame.Rect(table.x, ui.above_hint(surface) - chart_h, table.w, chart_h)
            self._draw_progress(surface, chart.clip(chart.x, max(chart.y, y + p(8)), chart.w, chart.h), recent)
        ui.draw_hint(surface, _("Left and right: game  ·  Up and down: entry  ·  {confirm}: watch its replay  ·  "
                                "{back}: back", confirm=reader_says(self.app, "confirm"),
                                back=reader_says(self.app, "back")))

    def _draw_progress(self, surface, rect: pygame.Rect, totals: list[int]):
        """The player's last totals as a line over the game's rating bands (each
        band a shade, its title at its left), with personal best and average beside."""
        if rect.h < ui.px(surface, 40):
            return
        ui.draw_panel(surface, rect)
        inner = rect.inflate(-ui.px(surface, 24), -ui.px(surface, 16))
        best = max(self.scores.table(self.table_key)[0].score if self.scores.table(self.table_key) else max(totals),
                   max(totals))
        average = sum(totals) / len(totals)
        summary = [(_("Your last game") if len(totals) == 1 else
                    ngettext("Your last {count} game", "Your last {count} games", len(totals), count=len(totals))), _("Personal best: {score}", score=i18n.number(best)),
                   _("Average: {score}", score=i18n.number(round(average, 1)))]
        size = ui.text_size(surface, ui.SMALL - 4)
        text_w = max([ui.px(surface, 260)] + [ui.text_width(line, size) + ui.px(surface, 12) for line in summary])
        y = inner.y
        for i, line in enumerate(summary):
            y = ui.draw_text(surface, line, ui.SMALL - 4, palette.ACCENT if i == 1 else palette.TEXT_DIM,
                             (inner.x, y)).bottom
        plot = pygame.Rect(inner.x + text_w, inner.y, inner.w - text_w, inner.h)
        # The ratings are for the boards as printed: a board set's chart has none.
        ratings = games.get(self.game_id).content().ratings \
            if games.get(self.game_id).solo and self.table_key == self.game_id else ()
        low, high = chart_range(totals, ratings)
        radius = ui.px(surface, 4)
        # The points' centres stay a point's size inside the plot: none sits on its border.
        span = plot.inflate(0, -4 * radius)

        def y_of(total: float) -> int:
            return round(span.bottom - (min(high, max(low, total)) - low) / (high - low) * span.h)

        step = plot.w / max(1, len(totals) - 1)
        points = [(plot.x + round(i * step) if len(totals) > 1 else plot.centerx, y_of(t))
                  for i, t in enumerate(totals)]
        self.chart_line, self.chart_labels = points, []
        size = ui.text_size(surface, ui.SMALL - 8)
        for i, band in enumerate(ratings):
            top = plot.top if band.high is None else y_of(band.high + 1)
            bottom = plot.bottom if band.low is None else y_of(band.low)
            if bottom <= top:
                continue
            shade = palette.BACKGROUND if i % 2 else palette.BACKGROUND_LIGHT
            surface.fill(shade, (plot.x, top, plot.w, bottom - top))
            title = keyed(band.title)
            # Only where the title fits with room to spare (titles of bands exactly a line tall
            # touch), and where the line and its points leave it whole: a title it crosses goes.
            if bottom - top > ui.font(size).get_height() + ui.px(surface, 1):
                image = ui.render(title, size, palette.TEXT_DIM)
                place = free_place(label_places(image.get_size(), pygame.Rect(plot.x, top, plot.w, bottom - top),
                                                ui.px(surface, 4)), points, ui.px(surface, 3) + 2 * radius)
                if place is not None:
                    ui.draw_text(surface, title, ui.SMALL - 8, palette.TEXT_DIM, place.topleft)
                    self.chart_labels.append(place)
        if len(points) > 1:
            pygame.draw.lines(surface, palette.ACCENT, False, points, ui.px(surface, 3))
        for total, point in zip(totals, points):
            beyond = not low <= total <= high
            # A game beyond the scale: a ring at its edge, with its total beside it.
            pygame.draw.circle(surface, palette.ACCENT, point, radius + (radius // 2 if beyond else 0),
                               ui.px(surface, 2) if beyond else 0)
            if beyond:
                anchor = "midleft" if point[0] < plot.right - ui.px(surface, 60) else "midright"
                shift = 2 * radius if anchor == "midleft" else -2 * radius
                ui.draw_text(surface, i18n.number(total), ui.SMALL - 8, palette.ACCENT,
                             (point[0] + shift, point[1]), anchor)

    def _draw_entry(self, surface, place: int, row: EntryRow, edges):
        item = row.item
        focused = item is self.menu.focused
        menu_widgets.draw_button(surface, item.rect, "", focused=focused, enabled=item.enabled)
        colour = palette.TEXT_DARK if focused else (palette.TEXT if item.enabled else palette.DISABLED)
        self._draw_cells(surface, item.rect.x, item.rect.y, self._cells(place, row), colour, edges)

    @staticmethod
    def _cells(place: int, row: EntryRow) -> dict[str, str]:
        entry = row.entry
        return {"place": ordinal(place), "name": entry.name, "score": i18n.number(entry.score),
                "rating": keyed(entry.rating) if entry.rating else _("—"), "date": shown_date(entry.date),
                "seed": "" if entry.seed is None else str(entry.seed)}

    @staticmethod
    def _draw_cells(surface, left: int, top: int, cells: dict[str, str], colour, edges):
        """One line of the table: each column's text fitted between its edges (column_edges)."""
        mid = top + row_height(surface) // 2
        for key, start, end, edge in edges:
            x = left + (start if edge == "left" else end)
            ui.draw_text(surface, cells[key], ui.SMALL, colour, (x, mid), f"mid{edge}", width=end - start,
                         elide=key == "name")


def column_edges(surface, lines: list[dict[str, str]]) -> list[tuple[str, int, int, str]]:
    """COLUMNS in pixels: a column whose texts would not fit it even at the readable floor (a
    larger text size) widens to them, the ones after it move right, and the name gives up
    the room (a name is cut short with '…', and whole on its replay)."""
    size, floor = ui.text_size(surface, ui.SMALL), ui.min_text_px(surface)

    def least_width(text: str) -> int:  # as small as ui.draw_text shrinks it
        return ui.text_width(text, ui.shrink_to_width(text, size, 0, least=floor))

    need = {key: max(least_width(line[key]) for line in lines) - ui.px(surface, end) + ui.px(surface, start)
            for key, start, end, __ in COLUMNS if key != "name"}
    taken = sum(max(0, more) for more in need.values())
    edges, shift = [], 0
    for key, start, end, edge in COLUMNS:
        left = ui.px(surface, start) + shift
        shift += -taken if key == "name" else max(0, need[key])
        edges.append((key, left, ui.px(surface, end) + shift, edge))
    return edges


def row_height(surface) -> int:
    """A table row: the design's, taller where a larger text size needs it."""
    return max(ui.px(surface, ROW_H), ui.font(ui.text_size(surface, ui.SMALL)).get_linesize() + ui.px(surface, 2))


def label_places(size: tuple[int, int], band: pygame.Rect, margin: int) -> list[pygame.Rect]:
    """Where a band's title may go, in order of preference: its top left, then along its top
    and bottom edges, left to right."""
    rect = pygame.Rect((0, 0), size)
    places = []
    for edge in ("top", "bottom"):
        for share in (0, 0.25, 0.5, 0.75, 1):
            place = rect.copy()
            place.x = band.x + margin + round(share * (band.w - 2 * margin - rect.w))
            setattr(place, edge, band.top if edge == "top" else band.bottom)
            places.append(place)
    return places


def free_place(places: list[pygame.Rect], points: list[tuple[int, int]], width: int) -> pygame.Rect | None:
    """The first of `places` that the line through `points` (drawn `width` wide, its points
    as discs) leaves clear; None where it crosses every one."""
    for place in places:
        room = place.inflate(width, width)
        if not any(room.clipline(a, b) for a, b in zip(points, points[1:])) \
                and not any(room.collidepoint(point) for point in points):
            return place
    return None


def chart_range(totals: list[int], ratings) -> tuple[float, float]:
    """The totals the progress chart spans: the rating bands, the open ones at the bottom and
    the top as wide as a closed one, so every band is seen whatever one game scored (a game
    beyond is drawn at the edge); without bands, the totals themselves."""
    bounds = sorted([r.low for r in ratings if r.low is not None] + [r.high for r in ratings if r.high is not None])
    if bounds:
        closed = [r.high - r.low + 1 for r in ratings if r.low is not None and r.high is not None]
        margin = max(closed, default=1)
        return bounds[0] - margin, bounds[-1] + margin
    low, high = min(totals), max(totals)
    return (low - 1, high + 1) if low == high else (low, high)


def shown_date(stored: str) -> str:
    """The entry's day as the player's language writes it (the file keeps ISO 8601)."""
    try:
        return i18n.date(date.fromisoformat(stored[:10]))
    except ValueError:
        return stored[:10]
