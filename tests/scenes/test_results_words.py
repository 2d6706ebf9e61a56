"""The end screen's words in the game's own words."""
from game import i18n
from game.shell.input import KEYS_LEFT, Seat
from scenes.ramp.final_results import FinalResultsScene
from tests.scenes.test_daily_best import finished

SEATS = [Seat("Ann", KEYS_LEFT)]


def test_the_results_open_the_rounds_in_the_games_own_word_for_a_round(app):
    """German BITS plays 'Durchgänge', FITS 'Runden': the item on the end screen says the game's."""
    labels = {}
    with i18n.speaking("de"):
        for game_id in ("bits", "fits-mini"):
            replay, state = finished(game_id)
            scene = FinalResultsScene(app, game_id, state, SEATS, replay=replay)
            labels[game_id] = [item.label for item in scene.menu.items]
    assert "Durchgang für Durchgang" in labels["bits"] and "Runde für Runde" not in labels["bits"]
    assert "Runde für Runde" in labels["fits-mini"]
