"""The computer levels' work is read from levels/<game>/computer-levels.toml."""
import pytest

from game import games
from game.content.computer_levels import load_level_settings
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

