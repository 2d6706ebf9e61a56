"""A round's score explained: the rules engine's score lines of each board as
rows of 'what counted' and 'points', kept beside the board until the player
moves on. A focused row lights the cells it counted on its board.

One row per engine line, except that lines saying the same thing one after
another (three complete rows) share a row that counts them ('3 × Complete row').
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext, signed
from game.message_keys import keyed
from sprites import palette, text_audit, ui
from sprites.score_highlight import draw_counted

ROW_SIZE = ui.SMALL - 2   # design size of a row's words
NAME_SIZE = ui.SMALL

# Score line parameters that are ids of words the catalogue holds: translated too.
_WORD_PARAMS = {"colour": "ramp.colour", "symbol": "ramp.symbol"}


def line_caption(line) -> str:
    """What a score line counted, in the player's language."""
    params = {name: keyed(f"{_WORD_PARAMS[name]}.{value}") if name in _WORD_PARAMS else value
              for name, value in line.params.items()}
    return keyed(line.key, **params)


@dataclass(frozen=True)
class BreakdownRow:
    lines: tuple          # the engine's score lines this row stands for, in its order
    caption: str          # what one of them counted, in the player's language

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)

    @property
    def cells(self) -> tuple:
        return tuple(cell for line in self.lines for cell in line.cells)

    @property
    def words(self) -> str:
        count = len(self.lines)
        if count == 1:
            return self.caption
        return ngettext("{count} × {caption}", "{count} × {caption}", count, count=count, caption=self.caption)


def breakdown_rows(lines) -> list[BreakdownRow]:
    rows: list[BreakdownRow] = []
    for line in lines:
        caption = line_caption(line)
        if rows and rows[-1].caption == caption:
            rows[-1] = BreakdownRow(rows[-1].lines + (line,), caption)
        else:
            rows.append(BreakdownRow((line,), caption))
    return rows


class Breakdown:
    """Every player's rows of one round, and which row has the focus (None: none).
    shown[p]: how many of player p's engine lines are counted so far (all, once the
    count is over); rows appear as their lines are counted."""

    def __init__(self, results, names, seats=None):
        """seats[p]: the seat (its colour) of player p, default p."""
        self.seats = list(seats) if seats is not None else list(range(len(results)))
        self.rows = [breakdown_rows(result.lines) for result in results]
        self.totals = [result.total for result in results]
        self.names = names
        self.shown = [len(result.lines) for result in results]
        self.focus: tuple[int, int] | None = None
        self.row_rects: list[tuple[tuple[int, int], pygame.Rect]] = []

    def visible(self, player: int) -> list[BreakdownRow]:
        rows, counted, seen = [], 0, self.shown[player]
        for row in self.rows[player]:
            if counted >= seen:
                break
            rows.append(row)
            counted += len(row.lines)
        return rows

    def _order(self) -> list[tuple[int, int]]:
        return [(p, i) for p in range(len(self.rows)) for i in range(len(self.visible(p)))]

    def move(self, step: int):
        """Focus the next (+1) or previous (-1) row, across every player's rows."""
        order = self._order()
        if not order:
            return
        at = order.index(self.focus) if self.focus in order else (-1 if step > 0 else len(order))
        self.focus = order[(at + step) % len(order)]

    def point_at(self, pos) -> bool:
        """Focus the row under the pointer; True when there is one."""
        for key, rect in self.row_rects:
            if rect.collidepoint(pos):
                self.focus = key
                return True
        return False

    def state(self) -> tuple:
        """What the drawn panel depends on (for a kept picture)."""
        return tuple(self.shown), self.focus

    def focused_row(self) -> tuple[int, BreakdownRow] | None:
        if self.focus is None:
            return None
        player, index = self.focus
        rows = self.visible(player)
        return (player, rows[index]) if index < len(rows) else None

    def height(self, surface, width: int, player: int | None = None) -> int:
        """How tall draw() is for every player (or one)."""
        players = range(len(self.rows)) if player is None else (player,)
        line_h = ui.font(ui.text_size(surface, ROW_SIZE)).get_linesize()
        name_h = ui.font(ui.text_size(surface, NAME_SIZE)).get_linesize()
        return sum(name_h + ui.px(surface, 4) + line_h * max(1, sum(self._line_count(surface, row, width)
                                                                     for row in self.visible(p)))
                   + ui.px(surface, 10) for p in players)

    def least_height(self, surface) -> int:
        """How tall draw() is at the least: one board's name and one line."""
        line_h = ui.font(ui.text_size(surface, ROW_SIZE)).get_linesize()
        return ui.font(ui.text_size(surface, NAME_SIZE)).get_linesize() + ui.px(surface, 4) + line_h + ui.px(surface, 10)

    def _line_count(self, surface, row: BreakdownRow, width: int) -> int:
        size = ui.text_size(surface, ROW_SIZE)
        return len(ui.wrap(row.words, size, width - self._points_width(surface)))

    def _points_width(self, surface) -> int:
        return ui.px(surface, 64)

    def draw(self, surface, rect: pygame.Rect, players=None) -> int:
        """Each player's name, rows and total, from rect's top; returns the y under them.
        players: whose (default: everyone's)."""
        self.row_rects = []
        size = ui.text_size(surface, ROW_SIZE)
        line_h = ui.font(size).get_linesize()
        points_w = self._points_width(surface)
        y = rect.y
        for player in range(len(self.rows)) if players is None else players:
            shown_total = sum(row.points for row in self.visible(player))
            name = ui.draw_text(surface, self.names[player], NAME_SIZE, palette.player_colour(self.seats[player]), (rect.x, y),
                                width=rect.w - points_w, box=rect, elide=True)
            ui.draw_text(surface, signed(shown_total), NAME_SIZE, palette.ACCENT, (rect.right, y), "topright",
                         box=rect)
            y = name.bottom + ui.px(surface, 4)
            rows = self.visible(player)
            if not rows:
                ui.draw_text(surface, _("No points"), ROW_SIZE, palette.TEXT_DIM, (rect.x, y), box=rect)
                y += line_h
            wrapped = [ui.wrap(row.words, size, rect.w - points_w) for row in rows]
            for index in self._rows_that_fit(player, [len(lines) * line_h for lines in wrapped], rect.bottom - y):
                row, lines = rows[index], wrapped[index]
                band = pygame.Rect(rect.x - ui.px(surface, 4), y, rect.w + ui.px(surface, 8), line_h * len(lines))
                focused = self.focus == (player, index)
                if focused:
                    pygame.draw.rect(surface, palette.FOCUS_BAND, band, border_radius=ui.px(surface, 6))
                self.row_rects.append(((player, index), band))
                colour = palette.TEXT if focused else palette.TEXT_DIM
                for text in lines:
                    drawn = ui.render(text, size, tuple(colour))
                    surface.blit(drawn, (rect.x, y))
                    text_audit.note_text(surface, text, drawn.get_rect(topleft=(rect.x, y)), rect)
                    y += line_h
                ui.draw_text(surface, signed(row.points), ROW_SIZE, palette.ACCENT if row.points > 0 else palette.WARNING,
                             (rect.right, band.y), "topright", box=rect)
            y += ui.px(surface, 10)
        return y

    def _rows_that_fit(self, player: int, heights: list[int], room: int) -> range:
        """The rows drawn in `room`: from the first, or, where they do not all fit, from
        the first that keeps the focused row in view (Up and Down walk through them all)."""
        focus = self.focus[1] if self.focus is not None and self.focus[0] == player else 0
        first = 0
        while first < focus and sum(heights[first:focus + 1]) > room:
            first += 1
        last = first
        while last < len(heights) and sum(heights[first:last + 1]) <= room:
            last += 1
        return range(first, last)

    def draw_focus(self, surface, geometries):
        """The focused row's cells lit on its board (geometries[p]: player p's board)."""
        focused = self.focused_row()
        if focused is not None:
            player, row = focused
            draw_counted(surface, geometries[player], row.cells, row.points > 0)
