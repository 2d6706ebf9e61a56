"""The computer levels' work is read from levels/<game>/computer-levels.toml."""
import pytest

from game import games
from game.content.computer_levels import load_level_settings
from game.content.content_error import ContentError


def test_every_game_gives_hard_and_master_more_work_than_normal():
    for game_id in games.ids():
        assert load_level_settings(game_id, "normal") == {}
        for level in ("hard", "master"):
            assert load_level_settings(game_id, level), (game_id, level)


def test_a_setting_that_is_not_a_number_names_the_file(tmp_path):
    (tmp_path / "fits").mkdir()
    (tmp_path / "fits" / "computer-levels.toml").write_text('[hard]\nsteps = "many"\n', encoding="utf-8")
    with pytest.raises(ContentError, match="steps must be a number"):
        load_level_settings("fits", "hard", root=tmp_path)

