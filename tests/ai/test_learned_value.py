"""The learned FITS board value (game/ai/learned_value.py) with the networks the game
ships (levels/<game>/value-round-<n>.npz): the computer players use it, it judges
real boards as a careful player would, a damaged file is reported and the round
played with the hand-made estimate, and training is reproducible from its seed."""
import logging

import numpy as np
import pytest

from game.ai.learned_value import BoardFeatures, LearnedFitsValue, round_value
from game.ai.ramp_bot import _board_value, fits_value
from game.ai.ramp_eval import FitsValue
from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR
from game.content.ramp import load_edition
from game.content.value_nets import load_value_nets, value_file
from game.rules.ramp_board import RampBoard
from tests.content.test_ramp_content import copy_games
from tools import train_fits_value, tune_ramp_eval

EMPTY = "......"
SHIPPED = [(game, r) for game in ("fits", "fits-mini") for r in range(load_edition(game).rounds)
           if (LEVELS_DIR / value_file(game, r)).exists()]


def rest_of(game_id: str, pieces) -> int:
    return sum(1 << j for j, p in enumerate(load_edition(game_id).build) if p in pieces)


def test_fits_ships_a_learned_value_for_board_1_and_the_computer_players_use_it():
    assert ("fits", 0) in SHIPPED
    for game_id, r in SHIPPED:
        value = _board_value(game_id, r, ())
        assert isinstance(value, LearnedFitsValue)
        assert set(value.nets) == set(range(1, len(load_edition(game_id).build)))


@pytest.mark.parametrize("game_id, r", SHIPPED)
def test_greedy_play_by_the_learned_value_scores_more_than_by_the_estimate_on_held_out_deals(game_id, r):
    # Seeds the value was never trained on (tools/train_fits_value.py checks on these too).
    learned, estimate = _board_value(game_id, r, ()), fits_value(game_id, r)
    seeds = range(3000, 3030)
    by_learned = sum(tune_ramp_eval.greedy_round(game_id, r, seed, learned) for seed in seeds)
    by_estimate = sum(tune_ramp_eval.greedy_round(game_id, r, seed, estimate) for seed in seeds)
    assert by_learned > by_estimate


@pytest.mark.parametrize("game_id, r", SHIPPED)
def test_the_learned_value_scores_the_end_exactly_and_a_batch_as_one_board_at_a_time(game_id, r):
    value = _board_value(game_id, r, ())
    rows = load_edition(game_id).boards[r].height - 2
    rest = rest_of(game_id, ("I3", "T4", "F5"))
    flat = RampBoard.from_rows((EMPTY,) * rows + ("###...", "######"), True)
    holed = RampBoard.from_rows((EMPTY,) * rows + ("###...", "###.##"), True)
    assert value.estimate(holed, 0) == value.final(holed)
    assert value.estimate_many([flat, holed], [rest, rest]) == pytest.approx(
        [value.estimate(flat, rest), value.estimate(holed, rest)], abs=1e-9)


def damaged(tmp_path, content: bytes):
    copy_games(tmp_path, "fits")
    (tmp_path / value_file("fits", 0)).write_bytes(content)
    return tmp_path


def wrong_shapes() -> bytes:
    from io import BytesIO
    out = BytesIO()
    np.savez(out, n1_mean=np.zeros(3), n1_scale=np.ones(3), n1_w1=np.zeros((3, 2)), n1_b1=np.zeros(2),
             n1_w2=np.zeros(2), n1_b2=np.array(0.0))
    return out.getvalue()


@pytest.mark.parametrize("content, problem", [
    (b"not a zip archive", "not a network archive"),
    (wrong_shapes(), "does not take the board's"),
])
def test_a_damaged_value_file_is_refused_naming_the_file(tmp_path, content, problem):
    root = damaged(tmp_path, content)
    inputs = BoardFeatures(fits_value("fits", 0)).size
    with pytest.raises(ContentError, match=problem) as caught:
        load_value_nets("fits", 0, inputs, root=root)
    assert value_file("fits", 0).split("/")[1] in str(caught.value)


def test_with_a_damaged_value_file_the_round_is_played_by_the_estimate_and_the_problem_reported(tmp_path, caplog):
    root = damaged(tmp_path, b"garbage")
    with caplog.at_level(logging.WARNING):
        value = round_value("fits", 0, fits_value("fits", 0), root=root)
    assert isinstance(value, FitsValue)
    assert "value-round-1.npz" in caplog.text and "hand-made estimate" in caplog.text


def test_without_a_value_file_the_round_is_played_by_the_estimate(tmp_path):
    copy_games(tmp_path, "fits")
    (tmp_path / value_file("fits", 0)).unlink()
    assert isinstance(round_value("fits", 0, fits_value("fits", 0), root=tmp_path), FitsValue)


def test_training_is_reproducible_from_its_seed(tmp_path):
    nets = []
    for run in ("a", "b"):
        # With every source of chance: noisy play, sibling states and targets over drawn cards.
        train_fits_value.main(["--game", "fits-mini", "--round", "1", "--deals", "3", "--epochs", "2",
                               "--hidden", "4", "--siblings", "2", "--cards", "3", "--check", "1",
                               "--work", str(tmp_path / run)])
        nets.append({p.name: np.load(p)["w1"] for p in (tmp_path / run / "fits-mini-round-1").glob("net-*.npz")})
    assert nets[0].keys() == nets[1].keys() and len(nets[0]) == len(load_edition("fits-mini").build) - 1
    assert all(np.array_equal(nets[0][k], nets[1][k]) for k in nets[0])
