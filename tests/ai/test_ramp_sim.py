"""The bots' lean board slides and scores exactly like the engine's board."""
import random

from hypothesis import given, settings, strategies as st

from game.ai.ramp_eval import FitsValue
from game.ai.ramp_sim import SimBoard
from game.content.ramp import RAMP_GAME_IDS, load_edition
from game.rules.polyomino import orientations
from game.rules.ramp_board import RampBoard, slide_shape
from game.rules.ramp_scoring import score_board, score_tasks


def total(lines):
    return sum(line.points for line in lines)


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(RAMP_GAME_IDS), seed=st.integers(0, 2 ** 32 - 1))
def test_random_drops_land_and_score_alike(game_id, seed):
    rng = random.Random(seed)
    edition = load_edition(game_id)
    engine = RampBoard(edition.width, edition.height, edition.allow_above)
    sim = SimBoard(edition.width, edition.height, edition.allow_above)
    for _ in range(rng.randrange(1, 30)):
        rows = rng.choice(orientations(edition.pieces[rng.choice(edition.build)].rows))
        shape = slide_shape(rows)
        drops = sim.drops(shape)
        assert [column for column, _ in drops] == engine.legal_columns(rows)
        if not drops:
            continue
        column, row = rng.choice(drops)
        assert engine.landing(rows, column) == row
        engine.drop(rows, column)
        sim.place(shape, column, row)
        assert tuple("".join(ch or "." for ch in sim.cells[r * sim.width:(r + 1) * sim.width])
                     for r in range(sim.height)) == engine.to_rows()
    if min(sim.tops) >= 0:
        # Read back from the rows a player sees: the same board, as long as nothing sticks out above.
        assert SimBoard.from_rows(engine.to_rows(), edition.allow_above).tops == sim.tops
    board_def = edition.boards[rng.randrange(edition.rounds)]
    assert total(score_board(board_def, sim)) == total(score_board(board_def, engine))
    assert total(score_tasks(edition.tasks, sim)) == total(score_tasks(edition.tasks, engine))
    if edition.kind == "fits":
        # With nothing left to come, the estimate is the exact score.
        assert FitsValue(board_def).estimate(sim, 0) == total(score_board(board_def, engine))
