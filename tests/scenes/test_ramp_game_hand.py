"""The hand a seat steers: turning and flipping reach exactly the engine's orientations."""
import pytest

from game.content.ramp import load_edition
from game.rules.polyomino import mirrored, orientations, turned
from game.rules.ramp_actions import Neutral, Place
from scenes.ramp.ramp_hand import Hand


@pytest.mark.parametrize("game_id", ["fits", "bits"])
def test_turns_and_flips_reach_every_orientation_and_nothing_else(game_id):
    edition = load_edition(game_id)
    for piece in edition.pieces.values():
        reached = set()
        for start in (piece.rows, mirrored(piece.rows)):
            shape = start
            for _ in range(4):
                reached.add(shape)
                shape = turned(shape)
            assert shape == start  # four quarter turns come back round
        assert reached == set(orientations(piece.rows)), piece.id


def test_hand_stays_on_the_board_and_becomes_a_move():
    hand = Hand(6)
    hand.take("I3", ("###",))
    hand.move(10)
    assert hand.column == 3
    hand.turn()
    assert hand.shape == ("#", "#", "#") and hand.column == 3
    hand.point_at(0)
    assert hand.column == 0
    assert hand.action() == Place("I3", ("#", "#", "#"), 0)


def test_neutral_swaps_in_and_back_out():
    hand = Hand(6)
    hand.take("RY", ("RY",))
    hand.turn()
    hand.swap_neutral(("NN",))
    assert hand.neutral and hand.action() == Neutral(("NN",), hand.column)
    hand.swap_neutral(("NN",))
    assert hand.action() == Place("RY", ("R", "Y"), hand.column)
