"""The high scores' progress chart: every rating band seen whatever one game scored, no game
drawn on the chart's border, and one game said as one."""
from game import games
from game.saved.highscores import HighScores
from game.i18n import _
from scenes.menus.high_scores import HighScoresScene, chart_range
from sprites import text_audit, ui


def shown(app, totals):
    scores = HighScores(app.storage, recent={"fits": totals})
    assert scores.save() is None
    app.stack.push(HighScoresScene(app, "fits"))
    app.step_frame()
    text_audit.start_audit(app.surface)
    app.stack.top.draw(app.surface)
    return text_audit.stop_audit()


def test_a_game_far_below_the_bands_squashes_none_of_them():
    ratings = games.get("fits").content().ratings
    low, high = chart_range([-192, 12, 18], ratings)
    closed = [r for r in ratings if r.low is not None and r.high is not None]
    # Each closed band takes at least a ninth of the height (7 bands, the open ones as wide).
    assert all((r.high + 1 - r.low) / (high - low) >= 1 / 9 for r in closed)
    assert low <= min(r.low for r in closed) and high >= max(r.high for r in closed)


def test_a_game_beyond_the_scale_sits_inside_the_chart_with_its_total(app):
    notes = shown(app, [-192, 12, 18])
    texts = [note.text for note in notes]
    assert _("Your last {count} games", count=3) in texts
    label = next(note for note in notes if note.text in ("-192", "\u2212192"))
    surface = app.surface
    # The chart's panel ends 40 design pixels above the window's bottom, its plot 8 above that;
    # the game's ring (and the total beside it) stays a point's size above the plot's edge.
    plot_bottom = surface.get_height() - ui.px(surface, 40) - ui.px(surface, 8)
    assert label.rect.centery <= plot_bottom - ui.px(surface, 4)


def test_one_game_is_said_as_one(app):
    texts = [note.text for note in shown(app, [21])]
    assert "Your last game" in texts and not any("1 game" in text for text in texts)
