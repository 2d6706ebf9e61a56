"""The high scores' progress chart: every rating band seen whatever one game scored, no game
drawn on the chart's border, one game said as one, and no band title crossed by the line."""
import pygame
import pytest

from game import games
from game.saved.highscores import HighScores
from game.i18n import _
from game.message_keys import keyed
from scenes.menus.high_scores import HighScoresScene, chart_range, free_place, label_places
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


def crossed(label, points, width) -> bool:
    """Whether the line through `points`, `width` pixels wide, touches the label's rectangle."""
    room = label.inflate(width, width)
    return any(room.clipline(a, b) for a, b in zip(points, points[1:]))


@pytest.mark.parametrize("game_id", ["fits", "bits"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_line_crosses_a_band_title(app, game_id, language):
    """The issue's 'Néo-fits' struck through by the line: games that climb through every band
    from its corner (the titles' first place) to the top and back leave each title shown clear."""
    app.set_language(language)
    ratings = games.get(game_id).content().ratings
    totals = [t for r in ratings for t in ((r.high + 1 if r.high is not None else r.low + 6), r.low or -5)][:20]
    HighScores(app.storage, recent={game_id: totals}).save()
    app.stack.push(HighScoresScene(app, game_id))
    app.step_frame()
    text_audit.start_audit(app.surface)
    app.stack.top.draw(app.surface)
    notes = text_audit.stop_audit()
    scene = app.stack.top
    titles = {keyed(r.title) for r in ratings}
    shown_titles = [note for note in notes if note.text in titles and note.rect.h < ui.px(app.surface, 30)]
    assert shown_titles and len(shown_titles) == len(scene.chart_labels)
    width = ui.px(app.surface, 3)
    for note in shown_titles:
        assert not crossed(note.rect, scene.chart_line, width), note.text


def test_a_title_the_line_crosses_everywhere_is_left_out():
    band = pygame.Rect(0, 0, 400, 30)
    places = label_places((80, 20), band, 4)
    zigzag = [(x, 0 if (x // 20) % 2 else 30) for x in range(0, 420, 20)]
    assert free_place(places, zigzag, 3) is None
    assert free_place(places, [(0, 30), (400, 30)], 3) == places[0]  # along the bottom: the top left is clear
