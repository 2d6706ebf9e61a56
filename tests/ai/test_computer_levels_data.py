"""The computer levels' work is read from levels/<game>/computer-levels.toml."""
import pytest

from game import games
from game.content.computer_levels import level_band, load_level_settings
from game.content.content_error import ContentError


def test_in_every_game_master_looks_ahead_and_easy_and_normal_do_not():
    for game_id in games.ids():
        assert load_level_settings(game_id, "master").get("look_ahead"), game_id
        for level in ("easy", "normal"):
            assert not load_level_settings(game_id, level).get("look_ahead"), (game_id, level)


def test_a_setting_that_is_not_a_number_names_the_file(tmp_path):
    (tmp_path / "fits").mkdir()
    (tmp_path / "fits" / "computer-levels.toml").write_text('[hard]\nsteps = "many"\n', encoding="utf-8")
    with pytest.raises(ContentError, match="steps must be a number"):
        load_level_settings("fits", "hard", root=tmp_path)



def test_bits_pro_plays_with_the_bits_levels_from_one_copy():
    for level in ("easy", "normal", "hard", "master"):
        assert load_level_settings("bits-pro", level) == load_level_settings("bits", level), level
        assert level_band("bits-pro", level) == level_band("bits", level)


def test_a_file_that_extends_another_replaces_only_what_it_gives(tmp_path):
    for game_id, text in (("fits", "[hard]\nnoise = 0.5\nlook_ahead = 3\n[master]\nsteps = 9\n"),
                          ("fits-mini", 'extends = "fits"\n[hard]\nnoise = 1.4\n')):
        (tmp_path / game_id).mkdir()
        (tmp_path / game_id / "computer-levels.toml").write_text(text, encoding="utf-8")
    assert load_level_settings("fits-mini", "hard", root=tmp_path) == {"noise": 1.4, "look_ahead": 3}
    assert load_level_settings("fits-mini", "master", root=tmp_path) == {"steps": 9}
    assert load_level_settings("fits", "hard", root=tmp_path) == {"noise": 0.5, "look_ahead": 3}


def test_a_file_extending_itself_is_refused_with_its_name(tmp_path):
    (tmp_path / "bits").mkdir()
    (tmp_path / "bits" / "computer-levels.toml").write_text('extends = "bits"\n', encoding="utf-8")
    with pytest.raises(ContentError, match="computer-levels.toml.*leads back to itself"):
        load_level_settings("bits", "hard", root=tmp_path)


def test_an_edition_without_its_own_file_plays_with_the_levels_of_the_game_it_extends(tmp_path):
    (tmp_path / "fits").mkdir()
    (tmp_path / "fits" / "computer-levels.toml").write_text('[hard]\nnoise = 0.5\nplays_like = "x"\n',
                                                            encoding="utf-8")
    (tmp_path / "fits-solo").mkdir()
    (tmp_path / "fits-solo" / "game.toml").write_text('id = "fits-solo"\nextends = "fits"\n', encoding="utf-8")
    assert load_level_settings("fits-solo", "hard", root=tmp_path) == {"noise": 0.5}
    assert level_band("fits-solo", "hard", root=tmp_path) == "x"


def test_an_edition_that_extends_nothing_and_has_no_file_says_the_file_is_missing(tmp_path):
    (tmp_path / "fits-solo").mkdir()
    (tmp_path / "fits-solo" / "game.toml").write_text('id = "fits-solo"\n', encoding="utf-8")
    with pytest.raises(ContentError, match="computer-levels.toml: file is missing"):
        load_level_settings("fits-solo", "hard", root=tmp_path)
