"""The bots' board (the rules' own RampBoard, with its fast primitives) slides and
scores like the plain model of the rules in tests/rules."""
import random

from hypothesis import given, settings, strategies as st

from game.ai.ramp_eval import FitsValue
from game.content.ramp import RAMP_GAME_IDS, load_edition
from game.rules.polyomino import orientations
from game.rules.ramp_board import RampBoard, slide_shape
from game.rules.ramp_scoring import score_board, score_tasks
from tests.rules.test_ramp_properties import board_points, may_drop, slide, task_points


def total(lines):
    return sum(line.points for line in lines)


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(RAMP_GAME_IDS), seed=st.integers(0, 2 ** 32 - 1))
def test_random_drops_land_and_score_like_the_plain_model(game_id, seed):
    rng = random.Random(seed)
    edition = load_edition(game_id)
    sim = RampBoard(edition.width, edition.height, edition.allow_above)
    occupied = {}  # the model: (row, column) -> label, rows above the grid negative
    for _ in range(rng.randrange(1, 30)):
        rows = rng.choice(orientations(edition.pieces[rng.choice(edition.build)].rows))
        shape = slide_shape(rows)
        drops = sim.drops(shape)
        assert [column for column, _ in drops] == [
            column for column in range(edition.width) if may_drop(edition, occupied, rows, column)]
        assert sim.fits_any([shape]) == bool(drops)
        if not drops:
            continue
        column, row = rng.choice(drops)
        landed = slide(occupied, rows, column, edition.height)
        assert row == min(r for r, _ in landed)
        sim.place(shape, column, row)
        occupied.update(landed)
        grid = {cell: label for cell, label in occupied.items() if cell[0] >= 0}
        assert sim.to_rows() == tuple("".join(grid.get((y, x), ".") for x in range(edition.width))
                                      for y in range(edition.height))
    if min(sim.tops) >= 0:
        # Read back from the rows a player sees: the same board, as long as nothing sticks out above.
        assert RampBoard.from_rows(sim.to_rows(), edition.allow_above).tops == sim.tops
    grid = {cell: label for cell, label in occupied.items() if cell[0] >= 0}
    board_def = edition.boards[rng.randrange(edition.rounds)]
    assert total(score_board(board_def, sim)) == board_points(board_def, edition.width, edition.height, grid)
    assert total(score_tasks(edition.tasks, sim)) == task_points(edition.tasks, grid)
    if edition.kind == "fits":
        # With nothing left to come, the estimate is the exact score.
        assert FitsValue(board_def).estimate(sim, 0) == total(score_board(board_def, sim))
