"""The PILUS tile-set file: the real one loads, a broken one says clearly what is wrong."""
from collections import Counter

import pytest

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR
from game.content.pilus import load_tileset
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.rules.pilus_tileset import turn

REAL = (LEVELS_DIR / "pilus" / "tiles.toml").read_text(encoding="utf-8")


def test_the_real_tile_set_has_30_tiles_six_layouts_five_times_each_colour_once():
    tiles = load_tileset()
    assert len(tiles.tiles) == 30
    assert set(tiles.colours) == {"B", "Y", "G", "A"} and tiles.colours["A"] == "grey"
    for layout in tiles.tiles.values():
        assert sorted(layout[0] + layout[1]) == sorted(tiles.colours)
    # Up to rotation: name each layout by its smallest turn.
    shapes = Counter(min(turn(layout, r) for r in range(4)) for layout in tiles.tiles.values())
    assert sorted(shapes.values()) == [5] * 6
    assert tiles.provisional


def test_a_game_laid_with_the_set_is_that_set_s_game_and_a_game_of_other_rules_has_none():
    tileset = load_tileset("pilus")
    assert PilusGame(tileset, 2, deal_from_seed(tileset, 2, 1)).game_id == "pilus"
    with pytest.raises(ContentError, match="unknown game 'fits'; PILUS games: pilus"):
        load_tileset("fits")


def write(tmp_path, text, name="tiles.toml"):
    (tmp_path / "pilus").mkdir()
    (tmp_path / "pilus" / name).write_text(text, encoding="utf-8")
    return tmp_path / "pilus" / "tiles.toml"


@pytest.mark.parametrize("old, new, problem", [
    ('B = "blue"', 'B = "blue', "malformed TOML: Illegal character"),
    ('rows = ["BG", "YA"]', 'rows = ["BGY", "YA"]',
     'layout 1: rows must be 2 x 2, two rows of two colour letters like ["BG", "YA"], not [\'BGY\', \'YA\']'),
    ('rows = ["BG", "YA"]', 'rows = ["BG"]', "layout 1: rows must be 2 x 2"),
    ('rows = ["BG", "YA"]', 'rows = ["BG", "YR"]', "layout 1: unknown colour 'R' (colours: A, B, G, Y)"),
    ('"T10"]', '"T05"]', "layout 2: tile T05 is listed twice"),
    (', "T30"]', "]", "a PILUS set has 30 tiles, this file lists 29"),
    ('[colours]', '[hues]', "unknown key 'hues'"),
    ('tiles = ["T01"', 'tile = ["T01"', "layout 1: unknown key 'tile'"),
])
def test_a_broken_file_names_itself_and_the_problem(tmp_path, old, new, problem):
    assert old in REAL
    path = write(tmp_path, REAL.replace(old, new, 1))
    with pytest.raises(ContentError) as caught:
        load_tileset(root=tmp_path)
    message = str(caught.value)
    assert message.startswith(f"{path}: {problem}")
    assert "\n" not in message


def test_a_missing_folder_or_file_is_named(tmp_path):
    with pytest.raises(ContentError) as caught:
        load_tileset(root=tmp_path)
    assert str(caught.value) == f"{tmp_path / 'pilus'}: folder is missing"
    (tmp_path / "pilus").mkdir()
    with pytest.raises(ContentError) as caught:
        load_tileset(root=tmp_path)
    assert str(caught.value) == f"{tmp_path / 'pilus' / 'tiles.toml'}: file is missing"


def test_a_file_name_in_the_wrong_case_is_refused(tmp_path):
    write(tmp_path, REAL, name="Tiles.toml")
    with pytest.raises(ContentError, match="case differs"):
        load_tileset(root=tmp_path)
