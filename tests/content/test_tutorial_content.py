"""The tutorials' data (levels/<game>/tutorial.toml): the shipped files load and every
step's move is one the rules allow; a broken copy is refused naming the file and what is wrong."""
import pytest

from game import games
from game.content.content_error import ContentError
from game.content.tutorials import ANY, load_tutorial
from game.message_keys import has
from game.rules.ramp_game import RampGame
from tests.content.test_ramp_content import copy_games, edit


@pytest.mark.parametrize("game_id", ["fits", "bits"])
def test_each_tutorial_plays_to_the_end_through_the_engine_and_says_something_at_every_step(game_id):
    tutorial = load_tutorial(game_id)
    assert games.get(game_id).tutorial
    game, steps = RampGame(tutorial.edition, 1, tutorial.deal), 0
    while not game.is_terminal():
        step = tutorial.step(game.round_index, game.step)
        assert has(step.say)
        assert step.wants == ANY or step.allows(tutorial.move(game))
        game.apply_action(0, tutorial.move(game))
        steps += 1
    assert steps == tutorial.count


def test_the_fits_tutorial_teaches_a_complete_row_and_a_special_field_on_their_boards():
    tutorial = load_tutorial("fits")
    assert [board.rules for board in tutorial.edition.boards] == [("dots", "rows"), ("dots", "fields")]
    assert [tutorial.edition.printed_board(r) for r in range(2)] == [0, 2]  # boards 1 and 3 as printed
    game = RampGame(tutorial.edition, 1, tutorial.deal)
    for __ in range(2):  # the start piece and the I3 beside it
        game.apply_action(0, tutorial.move(game))
    assert game.board(0).to_rows()[-1] == "######"  # the bottom row is complete


BROKEN = [
    pytest.param("fits", [('shape = ["###"], column = 3', 'shape = ["###"], column = 4')], "column 4",
                 id="a-move-the-rules-refuse"),
    pytest.param("fits", [('{ say = "tutorial.fits.free_last" },\n', "")], "needs a step for its start piece",
                 id="a-step-missing"),
    pytest.param("bits", [('order = ["RR1", "RR2", "RB", "YY1"]', 'order = ["RR1", "RR2", "RB"]'),
                          ('    { say = "tutorial.bits.free" },\n', "")],
                 "missing build cards", id="a-card-missing"),
    pytest.param("fits", [("column = 0 }", "colum = 0 }")], "unknown key 'colum'", id="unknown-key"),
]


@pytest.mark.parametrize("game_id, edits, problem", BROKEN)
def test_a_broken_tutorial_is_refused_naming_its_file_and_the_problem(tmp_path, game_id, edits, problem):
    copy_games(tmp_path, game_id)
    for old, new in edits:
        edit(tmp_path / game_id / "tutorial.toml", old, new)
    with pytest.raises(ContentError) as caught:
        load_tutorial(game_id, tmp_path)
    assert "tutorial.toml" in str(caught.value) and problem in str(caught.value)
