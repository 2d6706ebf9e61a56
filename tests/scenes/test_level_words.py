"""The table says how strong each computer level plays: every level of every game has
its line, in every language; a ramp level names the solo band of the edition's
rating it plays in (levels/<game>/computer-levels.toml), the bands climb with the
levels, and after a solo game the results name the level that plays like the player."""
import pytest

from game import games, i18n
from game.ai import LEVELS
from game.content.computer_levels import level_band, load_level_settings
from game.content.content_error import ContentError
from game.message_keys import keyed
from game.shell.input import KEYS_LEFT, Seat
from scenes.ramp.final_results import FinalResultsScene
from scenes.shared.level_words import about_line, band, level_line, played_like
from sprites import text_audit
from tools.ramp_play import solo_bot_game


@pytest.mark.parametrize("language", i18n.languages())
@pytest.mark.parametrize("game_id", games.ids())
def test_every_level_of_every_game_says_how_strong_it_plays(game_id, language):
    with i18n.speaking(language):
        lines = [level_line(game_id, level) for level in LEVELS]
        assert all(lines) and len(set(lines)) == len(LEVELS), lines
        abouts = [about_line(game_id, level) for level in LEVELS]
        assert all(abouts) and len(set(abouts)) == len(LEVELS), abouts  # no two levels described alike


@pytest.mark.parametrize("game_id", [game.id for game in games.all_games() if game.simultaneous])
def test_each_ramp_level_plays_in_a_band_above_the_level_below(game_id):
    bands = [band(game_id, level) for level in LEVELS]
    assert None not in bands, game_id
    lows = [rating.low or 0 for rating, _ in bands]
    assert all(lower < upper for lower, upper in zip(lows, lows[1:])), lows


def test_the_line_names_the_band_title_and_its_points():
    assert level_line("fits", "normal") == "Plays like a “Good” solo player: about 21 to 25 points in FITS."
    assert level_line("fits", "master") == "Plays like a “Master” solo player: 31 points or more in FITS."
    with i18n.speaking("de"):
        assert "„Gut“" in level_line("fits", "normal") and "21 bis 25 Punkte" in level_line("fits", "normal")


def test_an_edition_without_a_rating_names_the_band_of_the_game_its_levels_play():
    assert games.get("bits-pro").content().ratings == ()
    assert level_line("bits-pro", "hard") == level_line("bits", "hard")
    assert level_line("bits-pro", "hard") == "Plays like a “Puzzle artist” solo player: about 16 to 20 points in BITS."


def test_the_results_name_the_level_that_plays_in_the_players_band():
    edition = games.get("fits").content()
    assert played_like("fits", edition.rating(23)) == "You played like the normal computer."
    assert played_like("fits", edition.rating(35)) == "You played like the master computer."
    assert played_like("fits", edition.rating(3)) == ""
    with i18n.speaking("fr"):
        assert played_like("fits", edition.rating(28)) == "Vous avez joué comme l’ordinateur «\u00a0difficile\u00a0»."


def test_a_bits_player_above_every_level_hears_it():
    # BITS's levels stop at "Wall builder" (21-25): no level reaches the top bands (docs/ai-lab.md).
    edition = games.get("bits").content()
    assert played_like("bits", edition.rating(8)) == "You played like the easy computer."
    assert played_like("bits", edition.rating(18)) == "You played like the hard computer."
    assert played_like("bits", edition.rating(23)) == "You played like the master computer."
    assert played_like("bits", edition.rating(28)) == "You played better than the master computer."


def test_a_level_that_misjudges_without_looking_ahead_says_so():
    assert about_line("fits", "easy") == keyed("setup.level_about.easy")
    assert about_line("fits", "normal") == keyed("setup.level_about.normal")
    assert about_line("fits", "master") == keyed("setup.level_about.master")


def test_the_band_is_words_for_the_table_not_work_for_the_bot(tmp_path):
    (tmp_path / "fits").mkdir()
    path = tmp_path / "fits" / "computer-levels.toml"
    path.write_text('[hard]\nplays_like = "rating.fits.good"\nlook_ahead = 4\n', encoding="utf-8")
    assert load_level_settings("fits", "hard", root=tmp_path) == {"look_ahead": 4}
    assert level_band("fits", "hard", root=tmp_path) == "rating.fits.good"
    (tmp_path / "bits").mkdir()
    (tmp_path / "bits" / "computer-levels.toml").write_text("[hard]\nplays_like = 3\n", encoding="utf-8")
    with pytest.raises(ContentError, match="plays_like must be"):
        level_band("bits", "hard", root=tmp_path)


def test_the_final_results_of_a_solo_game_say_which_computer_played_like_the_player(app):
    replay, state = solo_bot_game("fits", "Ann", 100, "hard")
    said = played_like("fits", state.rating(0))
    assert said.startswith("You played like the ")
    app.stack.push(FinalResultsScene(app, "fits", state, [Seat("Ann", KEYS_LEFT)], replay=replay))
    text_audit.start_audit(app.surface)
    app.step_frame()
    assert said in [note.text for note in text_audit.stop_audit()]
