"""Results that explain (issue 45, point 5): a solo game's results name the band scored with its
points and the next band's threshold; BITS names each round's open task cards and the points
each scored; a game without ratings says it is unrated and why."""
import pytest

from game import games, i18n
from game.content.ramp import load_edition
from game.message_keys import keyed
from game.shell.input import KEYS_LEFT, Seat
from scenes.ramp.final_results import FinalResultsScene, task_lines
from scenes.shared.rating_words import band_words
from scenes.shared.score_table import outcome_line
from tests.scenes.test_daily_best import finished

SEATS = [Seat("Ann", KEYS_LEFT)]


@pytest.mark.parametrize("game_id", ["fits", "fits-mini", "bits"])
def test_every_band_says_its_points_and_the_next_bands_threshold(game_id):
    edition = load_edition(game_id)
    ordered = sorted(edition.ratings, key=lambda r: r.low if r.low is not None else -10 ** 6)
    for band, above in zip(ordered, ordered[1:] + [None]):
        total = band.high if band.high is not None else band.low + 3
        words = band_words(edition, total)
        assert keyed(band.title) in words
        assert all(str(bound) in words for bound in (band.low, band.high) if bound is not None)
        if above is None:
            assert "highest rating" in words and "Next" not in words
        else:
            assert f"Next: “{keyed(above.title)}” from {above.low} points." in words


def test_bits_solo_results_name_each_rounds_task_cards_and_their_points(app):
    replay, state = finished("bits")
    lines = task_lines(state)
    assert len(lines) == state.edition.rounds
    for r, line in enumerate(lines):
        cards = state.tasks_of_round(r)
        assert len(cards) == r + 1 and line.count("Deck") == len(cards)
        scored = sum(scored.points for scored in state.results[r][0].lines if scored.rule.startswith("task"))
        said = sum(int(part.split(": ")[-1].split()[0].replace("\u2212", "-")) for part in line.split("  ·  "))
        assert said == scored, line
    scene = FinalResultsScene(app, "bits", state, SEATS, replay=replay)
    assert scene.explained()[0] == band_words(state.edition, state.scores()[0])
    assert [text for text, __ in scene.notes()] == lines
    assert outcome_line(state, ["Ann"]).startswith("Rating: ")


def test_fits_has_no_task_card_lines():
    assert task_lines(finished("fits-mini")[1]) == []


def test_bits_pro_says_it_is_unrated_and_why_in_every_language(app):
    replay, state = finished("bits-pro")
    assert state.rating(0) is None and not games.get("bits-pro").content().ratings
    for language in i18n.languages():
        with i18n.speaking(language):
            scene = FinalResultsScene(app, "bits-pro", state, SEATS, replay=replay)
            assert outcome_line(state, ["Ann"]) == i18n._("Unrated")
            assert scene.explained() == [keyed("rating.unrated.basic-game-only")]
    assert "basic game" in keyed("rating.unrated.basic-game-only")


def test_boards_chosen_say_why_they_are_unrated():
    edition = load_edition("fits").with_boards([2, 1])
    assert band_words(edition, 30) == keyed("rating.unrated.boards-chosen")
