"""The PILUS tutorial's file: the shipped lesson plays through the rules, and a
lesson that could not be played is refused with one line naming the step."""
import shutil
from pathlib import Path

import pytest

from game.content.content_error import ContentError
from game.content.pilus_tutorial import load_tutorial

LEVELS = Path(__file__).resolve().parents[2] / "levels"
REAL = (LEVELS / "pilus" / "tutorial.toml").read_text(encoding="utf-8")


def test_the_shipped_lesson_teaches_each_rule_by_a_move_of_the_person():
    steps = load_tutorial().steps
    kinds = [step.kind for step in steps]
    assert kinds[0] == "look" and "read" in kinds and "computer" in kinds
    laid = [step.move for step in steps if step.kind == "lay"]
    assert any(move.pawn is None for move in laid) and any(move.pawn is not None for move in laid)


@pytest.mark.parametrize("old, new, problem", [
    ('tile = "T06"', 'tile = "T07"', "step 5: an illegal move: tile T07 is not in your hand"),
    ('x = 0\ny = -1', 'x = 9\ny = 9', "step 5: an illegal move"),  # alone on the table
    ('do = "computer"\ntext = "tutorial.pilus.computer_lays"', 'do = "lay"\ntext = "tutorial.pilus.computer_lays"',
     "step 3: 'pawn_text' is missing"),
    ('text = "tutorial.pilus.protection"', 'text = "tutorial.pilus.nowhere"', "no words under the message key"),
    ('start = "T01"', 'start = "T18"', "[deal]: deal.hands[0][0]: tile T18 is used twice"),
])
def test_a_lesson_that_could_not_be_played_names_the_step(tmp_path, old, new, problem):
    shutil.copytree(LEVELS / "pilus", tmp_path / "pilus")
    assert old in REAL
    (tmp_path / "pilus" / "tutorial.toml").write_text(REAL.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_tutorial(root=tmp_path)
    assert problem in str(caught.value) and "tutorial.toml" in str(caught.value)
