"""The FITS computer players judge boards exactly as recorded: the hand-made estimate,
the learned value and its input, to the bit, on boards of every board of both FITS
editions met in seeded random play, and a searching player's moves in a seeded
game's first round. A faster way of judging must change no value, so that every level
keeps its moves. (tools/record_fits_values.py wrote the file from the per-board
code; rerun it only when a value is meant to change.)"""
import json
from pathlib import Path

import pytest

from game.ai.ramp_bot import _board_value, fits_value
from game.content.ramp import load_edition
from game.rules.ramp_board import RampBoard
from tools import record_fits_values

RECORDED = json.loads(Path(record_fits_values.FILE).read_text(encoding="utf-8"))
ROUNDS = [(game_id, r) for game_id, rounds in RECORDED["games"].items() for r in range(len(rounds))]


def boards(game_id: str, recorded: dict) -> tuple[list[RampBoard], list[int]]:
    edition = load_edition(game_id)
    w = edition.width
    made = [RampBoard.from_rows(tuple(text[r * w:(r + 1) * w] for r in range(edition.height)), edition.allow_above)
            for text, _ in recorded["boards"]]
    return made, [rest for _, rest in recorded["boards"]]


def test_both_fits_editions_and_every_board_of_them_are_recorded():
    assert {game_id: len(rounds) for game_id, rounds in RECORDED["games"].items()} == {
        game_id: load_edition(game_id).rounds for game_id in ("fits", "fits-mini")}


@pytest.mark.parametrize("game_id, round_index", ROUNDS)
def test_every_board_is_judged_as_recorded_one_at_a_time_and_in_one_batch(game_id, round_index):
    recorded = RECORDED["games"][game_id][round_index]
    made, rests = boards(game_id, recorded)
    assert len(made) > 200 and 0 in rests  # boards of whole rounds, and their ends
    estimate = fits_value(game_id, round_index)
    assert [estimate.estimate(b, r).hex() for b, r in zip(made, rests)] == recorded["estimate"]
    assert [v.hex() for v in estimate.estimate_many(made, rests)] == recorded["estimate"]
    learned = _board_value(game_id, round_index, ())
    assert [v.hex() for v in learned.estimate_many(made, rests)] == recorded["learned"]
    # A board's value does not depend on the boards it is weighed with.
    assert [learned.estimate_many([b], [r])[0].hex() for b, r in zip(made[::7], rests[::7])] == \
        recorded["learned"][::7]


@pytest.mark.parametrize("game_id, round_index", ROUNDS)
def test_the_learned_value_reads_boards_as_recorded(game_id, round_index):
    recorded = RECORDED["games"][game_id][round_index]
    made, rests = boards(game_id, recorded)
    picked = [(b, r) for b, r in list(zip(made, rests))[::10] if r]
    learned = _board_value(game_id, round_index, ())
    rows = learned.features.many(learned.base.judge([b for b, _ in picked], [r for _, r in picked]))
    assert [[x.hex() for x in row] for row in rows.tolist()] == recorded["features"]


def test_a_searching_player_makes_the_recorded_moves():
    assert record_fits_values.hard_moves() == RECORDED["hard_moves"]["moves"]
