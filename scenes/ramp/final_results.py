"""The end of a ramp game: the round table with totals, who won (a shared win
names everyone in it), the solo rating title, what keeping the game did (the
high-score place, the daily challenge attempt, where the replay went), and
play again / review (a solo game: the coach's review of its decisions) / title screen.

A solo game on a seeded deal also offers the master level's score on that deal as a
target (scenes.shared.master_target, worked out when asked) and, last, to challenge a friend
(scenes.menus.challenge); a game that answered a challenge shows both players' rounds
and totals and lets both games be watched. Where the notes beside the table are taller than the
window (a daily challenge's at a large text size), their column scrolls (scenes.ramp.scrolled_column).
"""
from __future__ import annotations

import pygame

from game import games
from game.saved.daily import daily_seed
from scenes.shared.round_words import round_words
from game.i18n import _, ngettext
from game.message_keys import keyed
from game.saved.finished_games import solo_seat
from scenes.shared.game_end import GameEndScene
from scenes.menus.challenge import challenge_items, offer_item
from scenes.shared.challenge_pair import PairedGames
from scenes.ramp.race_chart import race_items
from scenes.ramp.ramp_screen import RampGameScene
from scenes.shared.master_target import MasterTarget, target_for
from scenes.shared.level_words import played_like
from scenes.shared.rating_words import band_words
from scenes.ramp.card_column import task_card_texts
from scenes.ramp.scrolled_column import ScrolledColumn
from scenes.shared.score_table import draw_score_table, outcome_line, round_cell_at, score_table_size
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, text_audit, ui


def task_lines(game, player: int = 0) -> list[str]:
    """Each round's open task cards and the points each scored on `player`'s board, a line a
    round ('Round 2: Deck 1, any colour: 3 points · Deck 2, red: 0 points'); [] without task cards."""
    words = round_words(game.edition.words)
    lines = []
    for r, results in enumerate(game.results):
        scored = results[player].lines
        cards = []
        for card in game.tasks_of_round(r):
            deck, colour, __ = task_card_texts(card)
            points = sum(line.points for line in scored if line.source == card.id)
            cards.append(ngettext("{card}: {count} point", "{card}: {count} points", points,
                                  card=_("{deck}, {colour}", deck=deck, colour=colour), count=points))
        if cards:
            lines.append(_("{round}: {cards}", round=words.round_named(r + 1), cards="  ·  ".join(cards)))
    return lines


class FinalResultsScene(GameEndScene):
    def __init__(self, app, game_id: str, state, seats, kept=None, daily=None, replay=None, challenge=None,
                 race=None):
        """kept: what keeping the finished game did (scenes.shared.finished_game.Kept);
        daily: the day of the daily challenge played, whose deal 'Play again' deals again;
        replay: the game's moves, which a solo game offers to review;
        challenge: the challenge (game.saved.challenges) this game answered;
        race: the ghost it raced (scenes.ramp.ghost_beside), shown beside it round by round."""
        solo = replay is not None and solo_seat(game_id, seats)
        review = [menu_widgets.MenuItem(keyed("coach.review.button"), lambda: app.stack.push("review", replay))] if solo else []
        # After the other items, so that they keep their places: the master's score, then last the challenge.
        offer = [menu_widgets.MenuItem(_("The master's score on this deal"), lambda: self.ask_master(replay)),
                 offer_item(app, replay, state)] if solo and kept is not None and replay.seed is not None else []
        super().__init__(app, [menu_widgets.MenuItem(_("High scores"), lambda: self.show_high_scores(game_id)),
                               menu_widgets.MenuItem(_("Play again"), self.play_again), *review,
                               menu_widgets.MenuItem(_("Title screen"), self.to_title),
                               menu_widgets.MenuItem(round_words(games.get(game_id).words).round_by_round(), lambda: self.open_round(0, 0)),
                               *(challenge_items(app, challenge, replay) if challenge else []), *offer,
                               *(race_items(app, race, replay, state, challenge is None) if race else [])])
        self.game_id = game_id
        self.music = games.get(game_id).music  # the game's music plays on over its results
        self.seats = seats
        self.names = [seat.name for seat in seats]
        self.challenge = challenge
        self.state = state
        if challenge is not None:  # both games side by side: the friend's, then the challenger's
            self.names.append(challenge.player)
            self.state = PairedGames(state, challenge.replay.play())
        elif race is not None:  # the ghost's game beside the player's
            self.names.append(race.ghost.name)
            self.state = PairedGames(state, race.run.state)
        self.kept = kept
        self.daily = daily
        self.target: MasterTarget | None = None  # asked for: the master level plays this deal in the background
        self.table = pygame.Rect(0, 0, 0, 0)  # where the score table was drawn: its cells open their rounds
        self.table_text = ui.BODY  # the design size of its text (smaller where it is too tall beside the notes)
        self.column = ScrolledColumn(app)  # the notes beside the table, where they are taller than the window

    # A page that scrolls, as the text pages (tools/text_fit.py checks it page by page).
    @property
    def scroll(self) -> float:
        return self.column.scroll

    @scroll.setter
    def scroll(self, design_pixels: float):
        self.column.scroll = design_pixels

    @property
    def _max_scroll(self) -> float:
        return self.column.max_scroll

    @property
    def at_rest(self) -> bool:
        """Still, unless the master's next decision is in and not yet taken."""
        return self.target is None or not self.target.working or self.target.waiting

    def ask_master(self, replay):
        if self.target is None or self.target.stopped:
            self.target = target_for(self.app, replay)

    def leave(self):
        """Back while the master's score is worked out stops it, the results staying; else the title."""
        if self.target is not None and self.target.working:
            self.target.cancel()
        else:
            super().leave()

    def on_exit(self):
        if self.target is not None:
            self.target.cancel()  # the player may leave at any time: asked again, it goes on

    def open_round(self, round_index: int, player: int):
        self.app.stack.push("round_details", self.state, self.names, round_index, player)

    def update(self, dt):
        if self.target is not None:
            self.target.update()
        super().update(dt)

    def handle_event(self, event) -> bool:
        if self.column.handle_event(event, [item.rect for item in self.menu.items] if self.menu.cut else []):
            return True
        if self.settling <= 0 and event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            cell = round_cell_at(self.app.surface, self.names, self.state, self.table, event.pos, self.table_text)
            if cell is not None:
                self.open_round(*cell)
                return True
        return super().handle_event(event)

    def play_again(self):
        if self.challenge is not None:  # the challenge's deal again
            self.app.stack.replace(RampGameScene, self.game_id, self.seats, self.challenge.seed,
                                   boards=self.challenge.board_order, challenge=self.challenge)
            return
        seed = daily_seed(self.game_id, self.daily) if self.daily else None  # the day's deal again: practice
        self.app.stack.replace(RampGameScene, self.game_id, self.seats, seed, self.daily)

    def explained(self) -> list[str]:
        """Alone, under the rating: what it means (its points and the next band's threshold, or
        why there is none) and the computer level that plays alike."""
        if len(self.names) != 1:
            return []
        rating = self.state.rating(0)
        lines = [band_words(self.state.edition, self.state.scores()[0]), played_like(self.game_id, rating) if rating else ""]
        return [line for line in lines if line]

    def notes(self) -> list[tuple[str, tuple]]:
        """Alone, where task cards score: each round's cards and their points; the master's
        score on this deal, as a target."""
        found = [(line, palette.TEXT_DIM) for line in task_lines(self.state)] if len(self.names) == 1 else []
        return found + ([(self.target.line(), palette.TEXT)] if self.target is not None else [])

    def _rows(self, surface, space: int) -> tuple[int, int]:
        """The tallest rows (design pixels: height, gap) in which the menu fits `space`: a
        solo game's results offer the master's score and a challenge besides the rest."""
        for rows in ((54, 10), (46, 8), (40, 6), (36, 4)):
            if self.menu.height(surface, row_height=rows[0], gap=rows[1]) <= space:
                return rows
        return 32, 3  # a practice try's notes and every choice: a row still holds a line at the floor

    def _column_size(self, surface, notes, column: pygame.Rect, bottom: int) -> float:
        """The design size of the words beside the table: the body's, smaller where they would
        leave no room for a row of the choices under them (a daily try's notes at 200 %)."""
        def height(size: float) -> int:
            kept_h = self.kept.height(surface, column.w, size) + ui.px(surface, 10) if self.kept else 0
            return kept_h + (ui.notes_height(surface, notes, column.w, size * 0.75) + ui.px(surface, 10) if notes else 0)
        fits = column.y + height(ui.BODY) + menu_widgets.row_px(surface, 32) <= bottom
        return ui.BODY if fits else ui.SMALL

    def _draw_column(self, surface, explained, notes, column: pygame.Rect, top: int, size: float) -> int:
        """Beside the table from `top` down: the rating's explanation where it heads the column, what
        keeping the game did, the notes; returns the bottom."""
        y = top
        if explained:
            y = ui.draw_notes(surface, explained, (column.centerx, y), column.w, size * 0.75) + ui.px(surface, 10)
        if self.kept:
            y = self.kept.draw(surface, (column.centerx, y), column.w, size) + ui.px(surface, 10)
        if notes:
            y = ui.draw_notes(surface, notes, (column.centerx, y), column.w, size * 0.75) + ui.px(surface, 10)
        return y

    def hint(self) -> str:
        """The menu's hint, and how to scroll the notes while they scroll, in the reader's words."""
        return "  ·  ".join(part for part in (menu_hint(self.app), self.column.hint()) if part)

    def draw(self, surface):
        scrolled = self.column.max_scroll > 0
        hint = self.hint()
        self._draw(surface, hint)
        if self.column.max_scroll and not scrolled:  # learnt only now: the hint says how, in its own room
            text_audit.new_layer()  # painted over whole: the fit check reads the second picture alone
            self._draw(surface, self.hint())

    def _draw(self, surface, hint: str):
        ui.fill_background(surface)
        w = surface.get_width()
        top = ui.screen_title(surface, _("Final results"))
        names = self.names
        line = outcome_line(self.state, names)
        y = ui.draw_text(surface, line, ui.HEADING, palette.ACCENT, (w // 2, top), "midtop",
                         width=w - ui.px(surface, 80)).bottom if line else top
        explained = [(text, palette.TEXT) for text in self.explained()]
        bottom = ui.hint_top(surface, hint)  # two lines at the floor where it takes them (the notes' scroll at 200 %)
        table_w, table_h = score_table_size(surface, names, self.state)
        menu_h = self.menu.height(surface, row_height=54, gap=10)
        notes_w = w - ui.px(surface, 160)
        explained_h = ui.notes_height(surface, explained, notes_w, ui.BODY * 0.75) + ui.px(surface, 4) if explained else 0
        kept_h = self.kept.height(surface, notes_w) + ui.px(surface, 10) if self.kept else 0
        notes = self.notes()
        kept_h += ui.notes_height(surface, notes, notes_w, ui.BODY * 0.75) if notes else 0
        self.table_text = ui.BODY
        # Beside the table, the rating's explanation heads the notes' column where above the table
        # it would leave no row of the choices under it (a solo game's results at 200 %).
        row = menu_widgets.row_px(surface, 32)
        in_column = bool(explained) and y + explained_h + ui.px(surface, 32) + table_h + row > bottom
        if explained and not (in_column and y + explained_h + ui.px(surface, 26) + table_h + kept_h + menu_h > bottom):
            y = ui.draw_notes(surface, explained, (w // 2, y + ui.px(surface, 4)), notes_w, ui.BODY * 0.75)
            in_column = False
        if y + ui.px(surface, 26) + table_h + kept_h + menu_h <= bottom:
            panel = self.table = draw_score_table(surface, names, self.state, (w // 2, y + ui.px(surface, 16)),
                                                  "midtop")
            y = panel.bottom + ui.px(surface, 10)
            if self.kept:
                y = self.kept.draw(surface, (w // 2, y), notes_w)
            y = ui.draw_notes(surface, notes, (w // 2, y), notes_w, ui.BODY * 0.75) if notes else y
            menu_widgets.draw_centred_menu(surface, self.menu, y, bottom, row_height=54, gap=10)
        else:  # a long game with a daily challenge's notes: the notes and choices beside the table
            margin = ui.px(surface, 60)
            # A long game at a large text size, or one leaving the choices no row under it even so.
            if y + ui.px(surface, 16) + table_h > bottom or (in_column and y + ui.px(surface, 32) + table_h + row > bottom):
                self.table_text = ui.SMALL
                table_w, table_h = score_table_size(surface, names, self.state, ui.SMALL)
            left = max(margin, (w // 2 - table_w) // 2)
            self.table = draw_score_table(surface, names, self.state, (left, y + ui.px(surface, 16)), "topleft",
                                          self.table_text)
            column = pygame.Rect(left + table_w + margin, y + ui.px(surface, 16), 0, 0)
            column.w = w - margin - column.x
            size = self._column_size(surface, (explained if in_column else []) + notes, column, bottom)
            # Notes alone start where the table's top margin does; under what heads them, at the table's top.
            view = pygame.Rect(column.x, column.y if in_column or self.kept else y, column.w, 0)
            view.h = bottom - view.y
            if in_column or self.kept or notes:  # taller than its room (a daily try's at 200 %), it scrolls
                y = self.column.draw(surface, view, lambda top: self._draw_column(
                    surface, explained if in_column else [], notes, column, top, size))
            under_table = pygame.Rect(left, self.table.bottom + ui.px(surface, 16), column.x - margin - left, 0)
            under_table.h = bottom - under_table.y
            if self.menu.height(surface, row_height=32, gap=3) > bottom - y and under_table.h > bottom - y:
                column = under_table  # the notes fill their column (a large text size): the choices go under the table
                y = column.y
            menu_w = min(column.w, ui.px(surface, 460))
            row_height, gap = self._rows(surface, bottom - y)
            # The rows that fit (all of them but at a larger text size), the focused among them.
            self.menu.draw_window(surface, pygame.Rect(column.centerx - menu_w // 2, y, menu_w, min(
                self.menu.height(surface, row_height=row_height, gap=gap), bottom - y)), row_height=row_height, gap=gap)
        ui.draw_hint(surface, hint, pygame.Rect(0, bottom, w, surface.get_height() - bottom))
