"""Round scoring, rule by rule, on hand-built boards."""
import pytest

from game.rules.polyomino import parse_rows
from game.rules.ramp_scoring import score_board, score_tasks
from tests.rules.ramp_helpers import board, board_def, edition

TASKS = {card.id: card for card in edition("bits-pro").tasks}


def by_rule(lines):
    found = {}
    for line in lines:
        found.setdefault(line.rule, []).append((line.points, set(line.cells)))
    return found


def test_uncovered_dots_cost_and_complete_rows_score():
    lines = score_board(board_def("b1", ["...", "...", "..."], ("dots", "rows")),
                        board("###", "#.#", ".##"))
    assert by_rule(lines) == {
        "dots": [(-2, {(1, 1), (2, 0)})],
        "rows": [(1, {(0, 0), (0, 1), (0, 2)})],
    }


def test_uncovered_special_fields_score_their_value_and_are_no_dots():
    lines = score_board(board_def("b3", ["2.x", "..3"], ("dots", "fields")), board("#..", "#.."))
    assert by_rule(lines) == {
        "dots": [(-2, {(0, 1), (1, 1)})],
        "fields": [(-5, {(0, 2)}), (3, {(1, 2)})],
    }


def test_symbol_pairs_both_open_score_one_open_costs_both_covered_nothing():
    lines = score_board(board_def("b4", ["a.b", "abc", "c.."], ("dots", "symbol-pairs")),
                        board("..#", ".#.", "#.."))
    assert by_rule(lines) == {
        "dots": [(-3, {(0, 1), (2, 1), (2, 2)})],
        "symbol-pairs": [(3, {(0, 0), (1, 0)}), (-3, {(1, 2), (2, 0)})],
    }


def test_compact_board_1_counts_rows_only_and_gaps_cost_nothing():
    b = board(*["......"] * 8, "###.##", "######")
    lines = score_board(edition("fits-mini").boards[0], b)
    assert by_rule(lines) == {"rows": [(1, {(9, c) for c in range(6)})]}


def total(lines):
    return sum(line.points for line in lines)


def only_fields_open(board_def, also_covered=()):
    """Every cell covered except the special fields (minus `also_covered`)."""
    return board(*("".join("." if (r, c) in board_def.fields and (r, c) not in also_covered else "#"
                           for c in range(board_def.width)) for r in range(board_def.height)))


def test_compact_board_2_maximum_is_19_and_a_covered_symbol_breaks_its_colour():
    board_2 = edition("fits-mini").boards[1]
    assert total(score_board(board_2, only_fields_open(board_2))) == 19
    cell = next(iter(board_2.fields))
    lines = score_board(board_2, only_fields_open(board_2, also_covered={cell}))
    assert total(lines) == 16
    assert all(cell not in line.cells for line in lines if line.rule == "colour-sets")


def test_fits_board_1_empty_and_full():
    board_1 = edition("fits").boards[0]
    assert total(score_board(board_1, board(*["......"] * 12))) == -72
    assert total(score_board(board_1, board(*["######"] * 12))) == 12


def test_fits_boards_2_and_3_score_each_open_special_field_and_no_dot():
    for board_def_ in edition("fits").boards[1:3]:
        lines = score_board(board_def_, only_fields_open(board_def_))
        assert {(line.cells, line.points) for line in lines} == {((cell,), f.value) for cell, f in board_def_.fields.items()}
        assert all(line.rule == "fields" for line in lines)


def test_fits_board_4_five_open_pairs():
    board_4 = edition("fits").boards[3]
    lines = score_board(board_4, only_fields_open(board_4))
    assert [line.points for line in lines] == [3] * 5
    cell = next(iter(board_4.fields))
    lines = score_board(board_4, only_fields_open(board_4, also_covered={cell}))
    assert sorted(line.points for line in lines) == [-3] + [3] * 4


# ---- task cards ----

def paint(grid, shape, colour, row, column):
    for (r, c) in parse_rows(shape):
        grid[row + r][column + c] = colour
    return frozenset((row + r, column + c) for r, c in parse_rows(shape))


def grown(shape):
    """The shape with one more cell right of its bottom row's last cell: contains it, is not it."""
    *upper, last = shape
    end = last.rindex("#") + 1
    last = last[:end] + "#" + last[end + 1:]
    width = max(len(last), *(len(line) for line in upper)) if upper else len(last)
    return tuple(line.ljust(width, ".") for line in (*upper, last))


S4 = (".##", "##.")  # four cells, and the shape of no task card


@pytest.mark.parametrize("card", TASKS.values(), ids=lambda card: card.id)
def test_task_card_scores_areas_of_exactly_its_shape(card):
    colour = card.colour or "R"
    grid = [["."] * 12 for _ in range(12)]
    exact = paint(grid, card.shape, colour, 0, 0)
    other_colour = paint(grid, card.shape, "K", 0, 6)
    paint(grid, grown(card.shape), colour, 5, 0)
    four_cells = paint(grid, S4, "Y", 5, 7)
    lines = score_tasks([card], board(*("".join(row) for row in grid)))

    matched = {frozenset(line.cells) for line in lines if line.rule == "task"}
    assert matched == ({exact, other_colour} if card.colour is None else {exact})
    assert all(line.points == card.points and line.source == card.id for line in lines if line.rule == "task")
    assert (card.points < 0) == (card.deck == 3)
    others = [line for line in lines if line.rule == "task-other4"]
    if card.deck == 1:
        assert [(line.points, frozenset(line.cells)) for line in others] == [(1, four_cells)]
    else:
        assert others == []


def test_neutral_cells_and_gaps_bound_areas_and_diagonals_do_not_join():
    card = TASKS["3-I2"]
    lines = score_tasks([card], board("RNR", "R.R", "NN.", ".B.", "B.."))
    assert sorted(set(line.cells) for line in lines) == [{(0, 0), (1, 0)}, {(0, 2), (1, 2)}]


def test_rulebook_example_totals_6():
    b = board(
        "..P...",
        ".BP...",
        ".BPYYR",
        "BBPYYR",
        "RRBYKK",
        "RRBBKK",
    )
    deck1, deck2, deck3 = TASKS["1-O4"], TASKS["2-B-V3"], TASKS["3-I2"]
    lines = score_tasks([deck1, deck2, deck3], b)
    per_card = {card.id: sorted((line.points, line.rule) for line in lines if line.source == card.id)
                for card in (deck1, deck2, deck3)}
    assert per_card == {
        "1-O4": [(1, "task-other4"), (1, "task-other4"), (2, "task"), (2, "task")],
        "2-B-V3": [(2, "task")],
        "3-I2": [(-2, "task")],
    }
    blue_v3 = next(line for line in lines if line.source == "2-B-V3")
    assert set(blue_v3.cells) == {(4, 2), (5, 2), (5, 3)}
    assert sum(line.points for line in lines) == 6
