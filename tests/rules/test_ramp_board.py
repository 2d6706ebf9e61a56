"""The straight slide on a ramp board, as a player sees it."""
import pytest

from game.rules.rule_errors import IllegalMove
from game.rules.polyomino import orientations
from game.rules.ramp_board import RampBoard
from tests.rules.ramp_helpers import board, edition

T5 = ("###", ".#.", ".#.")
T4_FLAT = ("###", ".#.")
I3_UP = ("#", "#", "#")


def test_piece_slides_to_the_bottom_of_an_empty_board():
    b = RampBoard(6, 12, allow_above=True)
    assert set(b.drop(T5, 2)) == {(9, 2), (9, 3), (9, 4), (10, 3), (11, 3)}
    assert b.to_rows()[9:] == ("..###.", "...#..", "...#..")


def test_piece_stops_on_an_overhang_and_leaves_the_gap_under_it():
    b = board(*["......"] * 9, "#.....", "#.....", "#.....", allow_above=True)
    # The left wing meets the tower first; the stem hangs in the air.
    assert set(b.drop(T4_FLAT, 0)) == {(8, 0), (8, 1), (8, 2), (9, 1)}
    assert b.to_rows()[8:] == ("###...", "##....", "#.....", "#.....")


def test_gap_closed_from_above_can_never_be_filled():
    b = board(*["......"] * 10, ".#....", "......", allow_above=True)
    b.drop(("###",), 0)  # rests on the lone cell at (10, 1), roofing the cells around it
    closed = {(10, 0), (11, 0), (11, 1), (10, 2), (11, 2)}
    for piece in edition("fits").pieces.values():
        for shape in orientations(piece.rows):
            for column in b.legal_columns(shape):
                assert not closed & set(b.clone().drop(shape, column))


def test_piece_may_stick_out_above_the_top_and_only_its_grid_cells_count():
    b = board(".#####", *["######"] * 11, allow_above=True)
    assert b.drop(I3_UP, 0) == ((0, 0),)
    assert b.to_rows()[0] == "######"


def test_cell_sticking_out_above_the_grid_still_blocks_the_next_slide():
    b = board("......", *["#....."] * 11, allow_above=True)
    assert b.drop(I3_UP, 0) == ((0, 0),)  # its upper two cells stick out at rows -2 and -1
    # The L's long leg could reach row 2, but its top cell rests on the hidden cell at row -2.
    assert b.drop(("##", ".#", ".#", ".#"), 0) == ((0, 1),)


def test_piece_that_would_rest_wholly_above_the_grid_is_refused():
    b = board(*["#....."] * 12, allow_above=True)
    assert b.landing(I3_UP, 0) is None
    assert 0 not in b.legal_columns(I3_UP)
    with pytest.raises(IllegalMove):
        b.drop(I3_UP, 0)
    assert b.landing(I3_UP, 1) is not None


def test_bits_refuses_any_cell_above_the_top_row():
    b = board("......", *["#....."] * 5)
    assert b.landing(("#", "#"), 0) is None
    assert b.landing(("##",), 0) == 0
    assert board("......", "......", *["#....."] * 4).landing(("#", "#"), 0) == 0


@pytest.mark.parametrize("column", [-1, 4])
def test_cells_outside_the_columns_are_refused(column):
    b = RampBoard(6, 12, allow_above=True)
    assert b.landing(T5, column) is None
    with pytest.raises(IllegalMove) as refused:
        b.drop(T5, column)
    assert (refused.value.key, refused.value.params) == ("ramp.refused.no_fit", {"column": column})


def test_bits_board_with_no_room_for_a_domino():
    assert not board("#.#.#.", *["######"] * 5).fits_any_domino()
    assert board("#..#.#", *["######"] * 5).fits_any_domino()  # two neighbours, one row deep
    assert board("#.####", "#.####", *["######"] * 4).fits_any_domino()  # one column, two deep


def test_clone_is_independent():
    b = RampBoard(6, 6, allow_above=False)
    copy = b.clone()
    copy.drop(("RB",), 0)
    assert b.to_rows() == ("......",) * 6
    assert copy.to_rows()[5] == "RB...."
    assert b.landing(("#", "#"), 0) == 4


def test_colours_are_kept_as_dropped():
    b = RampBoard(6, 6, allow_above=False)
    b.drop(("R", "B"), 5)
    b.drop(("YK",), 4)
    assert b.to_rows()[3:] == ("....YK", ".....R", ".....B")
    assert b.label(3, 5) == "K" and b.label(0, 0) is None
