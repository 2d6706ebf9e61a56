"""The end of a ramp game: the round table with totals, who won (a shared win
names everyone in it), the solo rating title, and play again / title screen.
"""
from __future__ import annotations

from game.scene_stack import Scene
from scenes.round_results import draw_score_table
from sprites import palette, ui


def outcome_line(tr, game, names, language: str) -> str:
    """Who won ('Ann wins!', or a shared win naming everyone in it); alone, the
    solo rating title in the player's language (English when the data has none)."""
    if len(names) == 1:
        rating = game.rating(0)
        return tr("ramp.final.rating", title=rating.titles.get(language, rating.titles["en"])) if rating else ""
    winners = [names[p] for p in game.winners()]
    if len(winners) == 1:
        return tr("ramp.final.winner", name=winners[0])
    return tr("ramp.final.shared", names=tr("app.list_separator").join(winners))


class FinalResultsScene(Scene):
    def __init__(self, app, game_id: str, game, seats):
        super().__init__(app)
        self.game_id = game_id
        self.game = game
        self.seats = seats
        tr = app.tr
        self.menu = ui.MenuList([
            ui.MenuItem(tr("ramp.final.play_again"), self.play_again),
            ui.MenuItem(tr("ramp.final.title"), self.to_title),
        ], play=app.audio.play)

    def on_enter(self):
        self.app.audio.play("win")

    def play_again(self):
        from scenes.ramp_game import RampGameScene
        self.app.stack.replace(RampGameScene(self.app, self.game_id, self.seats))

    def to_title(self):
        from scenes.title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        if self.app.input.menu_pressed("back"):
            self.to_title()
        else:
            self.menu.update(self.app.input)

    def draw(self, surface):
        ui.fill_background(surface)
        tr = self.app.tr
        w = surface.get_width()
        top = ui.screen_title(surface, tr("ramp.final.heading"))
        names = [seat.name for seat in self.seats]
        line = outcome_line(tr, self.game, names, self.app.settings.language)
        y = ui.draw_text(surface, line, ui.HEADING, palette.ACCENT, (w // 2, top), "midtop").bottom if line else top
        panel = draw_score_table(surface, tr, names, self.game,
                                 (w // 2, y + ui.px(surface, 16)), "midtop")
        ui.draw_centred_menu(surface, self.menu, panel.bottom + ui.px(surface, 12),
                             surface.get_height() - ui.px(surface, 40))
        ui.draw_hint(surface, tr("hint.menu"))
