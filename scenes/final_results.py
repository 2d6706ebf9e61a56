"""The end of a ramp game: the round table with totals, who won (a shared win
names everyone in it), the solo rating title, what keeping the game did (the
high-score place, the daily challenge attempt, where the replay went), and
play again / title screen.
"""
from __future__ import annotations

from game import games
from game.daily import daily_seed
from game.i18n import _
from scenes.game_end import GameEndScene
from scenes.score_table import draw_score_table, outcome_line
from scenes.device_text import menu_hint
from sprites import palette, ui


class FinalResultsScene(GameEndScene):
    def __init__(self, app, game_id: str, game, seats, kept=None, daily=None):
        """kept: what keeping the finished game did (scenes.finished_game.Kept);
        daily: the day of the daily challenge played, whose deal 'Play again' deals again."""
        super().__init__(app, [ui.MenuItem(_("High scores"), lambda: self.show_high_scores(game_id)),
                               ui.MenuItem(_("Play again"), self.play_again),
                               ui.MenuItem(_("Title screen"), self.to_title)])
        self.game_id = game_id
        self.music = games.get(game_id).music  # the game's music plays on over its results
        self.game = game
        self.seats = seats
        self.kept = kept
        self.daily = daily

    def play_again(self):
        seed = daily_seed(self.game_id, self.daily) if self.daily else None  # the day's deal again: practice
        self.app.stack.replace("ramp_game", self.game_id, self.seats, seed, self.daily)

    def draw(self, surface):
        ui.fill_background(surface)
        w = surface.get_width()
        top = ui.screen_title(surface, _("Final results"))
        names = [seat.name for seat in self.seats]
        line = outcome_line(self.game, names)
        y = ui.draw_text(surface, line, ui.HEADING, palette.ACCENT, (w // 2, top), "midtop",
                         width=w - ui.px(surface, 80)).bottom if line else top
        panel = draw_score_table(surface, names, self.game,
                                 (w // 2, y + ui.px(surface, 16)), "midtop")
        y = panel.bottom + ui.px(surface, 10)
        if self.kept:
            y = self.kept.draw(surface, (w // 2, y), w - ui.px(surface, 160))
        ui.draw_centred_menu(surface, self.menu, y, surface.get_height() - ui.px(surface, 40), row_height=54,
                             gap=10)
        ui.draw_hint(surface, menu_hint(self.app.input.bindings))
