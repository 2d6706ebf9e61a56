"""The FITS board estimate with the weights the game ships (levels/fits/bot-weights.toml):
it plays the moves a careful player would on real boards, its data file is checked
like every data file, and the tuning tool writes a file the game reads back."""
import tomllib

import pytest

from game.ai import make_bot
from game.ai.observation import RampObservation
from game.ai.ramp_bot import fits_value
from game.ai.ramp_eval import FitsWeights
from game.content.bot_weights import WEIGHTS_FILE, load_bot_weights
from game.content.content_error import ContentError
from game.content.ramp import load_edition
from game.rules.polyomino import orientations
from game.rules.ramp_actions import Place
from game.rules.ramp_board import RampBoard
from game.rules.ramp_game import SKIP
from tests.content.test_ramp_content import copy_games
from tools import tune_ramp_eval

EMPTY = "......"


def observation(round_index: int, rows: tuple[str, ...], piece: str, to_come: tuple[str, ...]) -> RampObservation:
    """A solo FITS decision on this board, with the legal moves the rules allow."""
    edition = load_edition("fits")
    board = RampBoard.from_rows(rows, edition.allow_above)
    legal = tuple(Place(piece, o, c) for o in orientations(edition.pieces[piece].rows)
                  for c in board.legal_columns(o)) + (SKIP,)
    return RampObservation("fits", 0, round_index, round_index, 3, piece, "L5", (rows,), tuple(sorted(to_come)), (),
                           0, legal)


def test_board_1_the_square_closes_two_rows_instead_of_leaving_holes():
    rows = (EMPTY,) * 10 + ("####..",) * 2
    seen = observation(0, rows, "O4", ("I3", "T4", "F5", "W5", "Y5"))
    move = make_bot("fits", "normal", 0).choose(seen)
    assert move == Place("O4", ("##", "##"), 4)


def test_board_1_a_hole_under_a_piece_is_worth_less_than_a_flat_surface():
    value = fits_value("fits", 0)
    edition = load_edition("fits")
    rest = sum(1 << j for j, p in enumerate(edition.build) if p in ("I3", "T4", "F5"))
    flat = RampBoard.from_rows((EMPTY,) * 10 + ("###...", "######"), True)
    holed = RampBoard.from_rows((EMPTY,) * 10 + ("###...", "###.##"), True)
    assert value.estimate(flat, rest) > value.estimate(holed, rest)


def test_board_3_the_bot_covers_a_minus_five_field_it_can_reach():
    # Board 3's bottom row has a -5 field in column 2; the I3 lying flat covers it.
    rows = (EMPTY,) * 11 + ("##...#",)
    move = make_bot("fits", "normal", 0).choose(observation(2, rows, "I3", ("O4", "T4", "F5", "W5")))
    assert move == Place("I3", ("###",), 2)


def test_the_shipped_weights_name_only_known_weights_for_every_round():
    tuned = load_bot_weights("fits", FitsWeights.names())
    assert len(tuned) == load_edition("fits").rounds
    assert all(set(round_weights) == set(FitsWeights.names()) for round_weights in tuned)


@pytest.mark.parametrize("text, problem", [
    ("[[round]]\nfil = 1.0\n", "round 1: unknown weight 'fil'"),
    ("[[round]]\nfill = \"much\"\n", "round 1: fill must be a number"),
    ("[[round]]\nfill = nan\n", "round 1: fill must be a number"),
    ("round = 3\n", "'round' must be a list"),
])
def test_a_damaged_weights_file_is_refused_naming_the_file(tmp_path, text, problem):
    copy_games(tmp_path, "fits")
    (tmp_path / "fits" / WEIGHTS_FILE).write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=problem) as caught:
        load_bot_weights("fits", FitsWeights.names(), root=tmp_path)
    assert WEIGHTS_FILE in str(caught.value)


def test_without_a_weights_file_the_estimate_keeps_its_defaults(tmp_path):
    copy_games(tmp_path, "fits")
    (tmp_path / "fits" / WEIGHTS_FILE).unlink()
    assert load_bot_weights("fits", FitsWeights.names(), root=tmp_path) == ()


def test_the_tuning_tool_writes_weights_the_game_reads_back(tmp_path, capsys):
    assert tune_ramp_eval.main(["--game", "fits-mini", "--rounds", "2", "--generations", "1", "--population", "3",
                                "--elite", "2", "--deals", "1", "--check", "1", "--dry-run"]) == 0
    out = capsys.readouterr().out
    text = out[out.index("# The fits-mini"):]
    assert len(tomllib.loads(text)["round"]) == load_edition("fits-mini").rounds
    copy_games(tmp_path, "fits-mini")
    (tmp_path / "fits-mini" / WEIGHTS_FILE).write_text(text, encoding="utf-8")
    tuned = load_bot_weights("fits-mini", FitsWeights.names(), root=tmp_path)
    assert [set(w) for w in tuned] == [set(FitsWeights.names())] * 2
