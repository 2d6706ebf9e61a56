"""PILUS placement, pawn and scoring rules on hand-made tables.

The tile set is the spec's six layouts (five tiles each) written here, so
these tests do not move when the provisional data file is corrected. Tables
are drawn in comments as top colour + height per cell, x to the right.
"""
import pytest

from game.message_keys import english, has
from game.rules.rule_errors import IllegalMove
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_game import PilusGame
from game.rules.pilus_table import Table
from game.rules.pilus_tileset import TileSet, turn

LAYOUTS = [("BG", "YA"), ("BG", "AY"), ("BY", "GA"), ("BY", "AG"), ("BA", "GY"), ("BA", "YG")]
TILES = TileSet({"B": "blue", "Y": "yellow", "G": "green", "A": "grey"},
                {f"T{n:02}": LAYOUTS[(n - 1) // 5] for n in range(1, 31)})


def why(problem) -> str | None:
    """A placement problem's English sentence (its key is checked in test_refusal_keys)."""
    return None if problem is None else str(problem)


def position(*lays, hand=("T30",), pawns=(None, None)) -> PilusGame:
    """Player 0 to play `hand` on a table of (tile, rotation, x, y) laid in order;
    one pawn entry per player; the others hold a tile so the game goes on."""
    assert not set(hand) & {lay[0] for lay in lays}, "a tile can be in one place only"
    table = Table(TILES)
    for lay in lays:
        table.lay(*lay)
    others = [[f"T{29 - p:02}"] for p in range(len(pawns) - 1)]
    return PilusGame.from_position(table, [list(hand)] + others, pawns)


# Two tiles side by side, a third under the left one:
#      0  1  2  3
#  0  B1 G1 B1 G1
#  1  Y1 A1 Y1 A1
#  2  Y1 A1 .  .
#  3  G1 B1 .  .
SIDE_BY_SIDE = (("T01", 0, 0, 0), ("T02", 0, 2, 0), ("T06", 2, 0, 2))

# The table of the rulebook's level-3 example (built by legal play):
#      -2 -1  0  1
#  -1  G1 A2 G1 .
#   0  Y1 B2 Y2 Y1
#   1  .  .  B2 Y2
#   2  .  .  A2 G2
#   3  .  .  G1 B1
LEVEL_3 = (("T14", 0, 0, 0), ("T18", 2, -2, -1), ("T26", 3, -1, -1), ("T01", 2, 0, 2), ("T19", 0, 0, 1))


def test_a_quarter_turn_is_clockwise():
    assert turn(("BG", "YA"), 1) == ("YB", "AG")
    assert turn(("BG", "YA"), 4) == ("BG", "YA")


# --- rulebook examples ----------------------------------------------------------

def test_rulebook_example_a_table_tile_scores_blue_3_and_yellow_2():
    #      -2 -1  0  1          new tile at (-2, -2):  A G
    #   0  Y1 B1 B1 A1                                 Y B
    #   1  A1 G1 Y1 G1
    game = position(("T30", 0, 0, 0), ("T02", 1, -2, 0), hand=("T11",))
    report = game.apply_action(0, Lay("T11", 2, -2, -2))
    assert report.level == 1
    assert sorted((r.colour, len(r.cells), r.points) for r in report.regions) == [("B", 3, 3), ("Y", 2, 2)]
    assert report.points == 5 and game.scores() == [5, 0]


def test_rulebook_example_a_level_3_tile_scores_grey_and_yellow_5_cells_times_3():
    game = position(*LEVEL_3, hand=("T03",))
    preview = game.preview(0, "T03", 2, -1, 0)
    report = game.apply_action(0, Lay("T03", 2, -1, 0))
    assert report.level == preview.level == 3
    assert sorted((r.colour, len(r.cells)) for r in report.regions) == [("A", 2), ("Y", 3)]
    assert report.points == preview.points == 15 == game.scores()[0]
    assert game.table.height((-1, 0)) == 3 and game.table.top_colour((-1, 0)) == "A"


# --- placement rules, each accepted and refused at its edge -----------------------

def test_a_table_tile_must_touch_a_tile_along_an_edge():
    game = position(*SIDE_BY_SIDE)
    assert game.placement_problem(0, "T30", 0, 4, 0) is None          # touches (3, 0)
    assert why(game.placement_problem(0, "T30", 0, 5, 0)) == "not next to any tile"
    assert why(game.placement_problem(0, "T30", 0, 4, 2)) == "not next to any tile"  # corner only


def test_a_tile_may_not_lie_squarely_on_one_tile_even_if_every_colour_matches():
    game = position(*SIDE_BY_SIDE, hand=("T03",))
    assert why(game.placement_problem(0, "T03", 0, 0, 0)) == "it would lie squarely on one tile"
    assert game.placement_problem(0, "T03", 1, 1, 0) is None           # across two tiles


def test_only_one_cell_may_hang_over_a_gap():
    game = position(*SIDE_BY_SIDE, hand=("T11",))
    # At (1, 1) three cells rest on three tiles, (2, 2) hangs over bare table.
    assert game.placement_problem(0, "T11", 0, 1, 1) is None
    assert game.preview(0, "T11", 0, 1, 1).level == 2
    assert why(game.placement_problem(0, "T11", 0, 2, 1)) == "two cells over a gap: only one cell may hang over a gap"


def test_level_2_needs_one_colour_match():
    # Under a tile at (1, 0):  G B / A Y
    game = position(*SIDE_BY_SIDE, hand=("T04", "T16"))
    assert why(game.placement_problem(0, "T04", 0, 1, 0)) == "no colour matches; level 2 needs one"
    assert game.placement_problem(0, "T16", 2, 1, 0) is None           # G A / Y B: just the green


def test_level_3_needs_two_colour_matches():
    game = position(*LEVEL_3, hand=("T03",))
    assert why(game.placement_problem(0, "T03", 0, -1, 0)) == "only one colour matches; level 3 needs two"
    assert game.placement_problem(0, "T03", 2, -1, 0) is None


def test_the_cell_over_a_gap_matches_whatever_lies_lower_down():
    # At (0, 0) the cell (1, 0) hangs over a level-1 yellow; G Y / B A matches it
    # and the blue at (0, 1): two matches, enough for level 3.
    game = position(*LEVEL_3, hand=("T06",))
    assert game.placement_problem(0, "T06", 3, 0, 0) is None
    assert game.preview(0, "T06", 3, 0, 0).level == 3
    # Over bare table nothing matches: at (-1, 0) the gap is (-1, 1).
    assert why(game.placement_problem(0, "T06", 3, -1, 0)) == "only one colour matches; level 3 needs two"


def stacks(height: int):
    """Two stacks side by side, `height` tiles each; the top ones show
    B G B A / Y A Y G, so a tile at (1, 0) sees G B / A Y under it."""
    below = [("T06", "T11"), ("T07", "T12"), ("T08", "T13"), ("T02", "T27")][:height - 1]
    lays = []
    for left, right in below + [("T01", "T26")]:
        lays += [(left, 0, 0, 0), (right, 0, 2, 0)]
    return lays


def test_level_5_is_the_top_and_level_6_is_impossible():
    assert position(*stacks(4), hand=("T14",)).preview(0, "T14", 1, 1, 0).level == 5
    assert (why(position(*stacks(5), hand=("T14",)).placement_problem(0, "T14", 1, 1, 0))
            == "no tile can go above level 5: it would need more colour matches than it has cells")


def test_a_tile_may_not_cover_an_opponents_pawn_but_may_cover_your_own():
    # G B / A Y at (1, 1) covers (1, 2), matching the grey there, and hangs over (2, 2).
    lay = Lay("T14", 1, 1, 1)
    theirs = position(*SIDE_BY_SIDE, hand=("T14",), pawns=(None, (1, 2)))
    assert why(theirs.placement_problem(0, "T14", 1, 1, 1)) == "it would cover another player's pawn"
    with pytest.raises(IllegalMove, match="cover another player's pawn"):
        theirs.apply_action(0, lay)

    mine = position(*SIDE_BY_SIDE, hand=("T14",), pawns=((1, 2), None))
    report = mine.apply_action(0, lay)
    assert report.covered == ((1, 1), (2, 1), (1, 2))
    assert mine.pawns[0] == (1, 2) == report.pawn               # lifted and put back on top
    assert mine.table.height((1, 2)) == 2 and mine.table.top_tile((1, 2)) == "T14"


def test_a_tile_may_not_cover_any_cell_of_a_region_an_opponents_pawn_protects():
    # The pawn on (1, 2) protects the grey region (1, 1)-(1, 2); G A / Y B at (1, 0)
    # would cover (1, 1).
    theirs = position(*SIDE_BY_SIDE, hand=("T16",), pawns=(None, (1, 2)))
    assert why(theirs.placement_problem(0, "T16", 2, 1, 0)) == "that region is protected by another player's pawn"
    mine = position(*SIDE_BY_SIDE, hand=("T16",), pawns=((1, 2), None))
    assert mine.placement_problem(0, "T16", 2, 1, 0) is None


# Two grey cells touching the bare cell (2, 1), from two tiles:
#      0  1  2  3
#  -1  .  .  Y1 B1
#   0  B1 G1 A1 G1
#   1  Y1 A1 .  .
TWO_GREYS = (("T01", 0, 0, 0), ("T02", 1, 2, -1))


@pytest.mark.parametrize("pawns, refused", [
    ((None, (1, 1), (2, 0)), True),    # two opponents' regions
    (((1, 1), (2, 0)), True),          # your own region and an opponent's
    ((None, (1, 1), None), False),     # one pawn: just a bigger region
])
def test_a_tile_may_not_join_regions_of_two_players_pawns(pawns, refused):
    game = position(*TWO_GREYS, hand=("T03",), pawns=pawns)
    joining = game.placement_problem(0, "T03", 2, 2, 1)      # A Y / G B: grey on (2, 1)
    assert why(joining) == ("it would join regions protected by two players' pawns" if refused else None)
    assert game.placement_problem(0, "T03", 0, 2, 1) is None  # B G / Y A: no grey there


# --- pawns -------------------------------------------------------------------------

# On SIDE_BY_SIDE, A Y / G B laid at (2, 2) on the table: its grey joins the
# grey region (1, 1)-(1, 2).
ENLARGE_GREY = Lay("T03", 2, 2, 2)


@pytest.mark.parametrize("pawns, points, protected_by", [
    ((None, None), 3, None),
    ((None, (1, 2)), 0, 1),      # the opponent's pawn protects it
    (((1, 2), None), 3, None),   # your own pawn never limits you
])
def test_a_region_protected_by_an_opponents_pawn_scores_nothing(pawns, points, protected_by):
    game = position(*SIDE_BY_SIDE, hand=("T03",), pawns=pawns)
    assert game.preview(0, "T03", 2, 2, 2).points == points
    (grey,) = game.apply_action(0, ENLARGE_GREY).regions
    assert grey.colour == "A" and grey.cells == {(1, 1), (1, 2), (2, 2)}
    assert (grey.points, grey.protected_by) == (points, protected_by)
    assert game.scores()[0] == points


def test_pawn_targets_after_a_move():
    # Your pawn on (0, 1); the opponent's on (1, 2) protects the grey region,
    # which the new tile enlarges to (2, 2).
    game = position(*SIDE_BY_SIDE, hand=("T03",), pawns=((0, 1), (1, 2)))
    (placement,) = [p for p in game.legal_placements(0) if (p.tile, p.rotation, p.x, p.y) == ("T03", 2, 2, 2)]
    assert game.pawn_targets(0, placement) == ((0, 0), (0, 2), (3, 2), (2, 3), (3, 3))


@pytest.mark.parametrize("target, problem", [
    ((2, 2), "that region is protected by another player's pawn"),   # on the new tile
    ((1, 1), "that region is protected by another player's pawn"),   # next to the pawn
    ((-1, 1), "your pawn must stand on a tile"),
    ((1, 0), "your pawn goes onto the tile you just played or to a cell next to where it stands"),
])
def test_refused_pawn_moves(target, problem):
    game = position(*SIDE_BY_SIDE, hand=("T03",), pawns=((0, 1), (1, 2)))
    with pytest.raises(IllegalMove, match=problem):
        game.apply_action(0, Lay("T03", 2, 2, 2, pawn=target))
    assert game.pawns == ((0, 1), (1, 2)) and game.hand(0) == ("T03",)   # nothing changed


def test_pawn_moves_one_cell_along_or_onto_the_new_tile():
    for target in ((0, 2), (3, 3)):
        game = position(*SIDE_BY_SIDE, hand=("T03",), pawns=((0, 1), (1, 2)))
        assert game.apply_action(0, Lay("T03", 2, 2, 2, pawn=target)).pawn == target
        assert game.pawns[0] == target


def test_the_first_pawn_placement_is_on_the_tile_just_played_and_optional():
    game = position(*SIDE_BY_SIDE, hand=("T03",))
    (placement,) = [p for p in game.legal_placements(0) if (p.tile, p.rotation, p.x, p.y) == ("T03", 2, 2, 2)]
    assert game.pawn_targets(0, placement) == ((2, 2), (3, 2), (2, 3), (3, 3))
    with pytest.raises(IllegalMove, match="the first time, your pawn goes on the tile you just played"):
        game.apply_action(0, Lay("T03", 2, 2, 2, pawn=(1, 1)))
    assert game.clone().apply_action(0, ENLARGE_GREY).pawn is None
    assert game.apply_action(0, Lay("T03", 2, 2, 2, pawn=(3, 3))).pawn == (3, 3)


def test_a_pawn_protects_the_region_it_stands_in_for_its_owner_only():
    game = position(*SIDE_BY_SIDE, hand=("T03",), pawns=(None, (1, 2)))
    assert game.protected_regions() == {(1, 1): 1, (1, 2): 1}


# --- moves out of turn or out of hand -------------------------------------------------

def test_moves_are_refused_out_of_turn_out_of_hand_or_badly_turned():
    game = position(*SIDE_BY_SIDE, hand=("T03",))
    assert why(game.placement_problem(1, "T29", 0, 4, 0)) == "it is not your turn"
    assert game.legal_actions(1) == [] and game.legal_placements(1) == []
    assert why(game.placement_problem(0, "T29", 0, 4, 0)) == "tile T29 is not in your hand"
    assert why(game.placement_problem(0, "T03", 4, 4, 0)) == "rotation must be 0, 1, 2 or 3 quarter turns"
    with pytest.raises(IllegalMove, match="not your turn"):
        game.apply_action(1, Lay("T29", 0, 4, 0))


# --- every refusal names its reason by key ----------------------------------------------

def _pawn_move(target, pawns=((0, 1), (1, 2))):
    return lambda: position(*SIDE_BY_SIDE, hand=("T03",), pawns=pawns).apply_action(0, Lay("T03", 2, 2, 2, pawn=target))


def _spot(*lays, hand=("T30",), pawns=(None, None), player=0, where=("T30", 0, 5, 0)):
    return lambda: position(*lays, hand=hand, pawns=pawns).placement_problem(player, *where)


@pytest.mark.parametrize("ask, key, params", [
    (_spot(*SIDE_BY_SIDE), "pilus.refusal.alone", {}),
    (_spot(*SIDE_BY_SIDE, hand=("T03",), where=("T03", 0, 0, 0)), "pilus.refusal.one_tile", {}),
    (_spot(*SIDE_BY_SIDE, hand=("T11",), where=("T11", 0, 2, 1)), "pilus.refusal.gap", {"cells": 2}),
    (_spot(*SIDE_BY_SIDE, hand=("T04",), where=("T04", 0, 1, 0)), "pilus.refusal.matches",
     {"matches": 0, "level": 2, "needed": 1}),
    (_spot(*LEVEL_3, hand=("T03",), where=("T03", 0, -1, 0)), "pilus.refusal.matches",
     {"matches": 1, "level": 3, "needed": 2}),
    (_spot(*stacks(5), hand=("T14",), where=("T14", 1, 1, 0)), "pilus.refusal.too_high", {"level": 5}),
    (_spot(*SIDE_BY_SIDE, hand=("T14",), pawns=(None, (1, 2)), where=("T14", 1, 1, 1)),
     "pilus.refusal.cover_pawn", {}),
    (_spot(*SIDE_BY_SIDE, hand=("T16",), pawns=(None, (1, 2)), where=("T16", 2, 1, 0)),
     "pilus.refusal.protected", {}),
    (_spot(*TWO_GREYS, hand=("T03",), pawns=(None, (1, 1), (2, 0)), where=("T03", 2, 2, 1)),
     "pilus.refusal.join_pawns", {}),
    (_spot(*SIDE_BY_SIDE, player=1, where=("T29", 0, 4, 0)), "pilus.refusal.not_your_turn", {}),
    (_spot(*SIDE_BY_SIDE, where=("T29", 0, 4, 0)), "pilus.refusal.not_in_hand", {"tile": "T29"}),
    (_spot(*SIDE_BY_SIDE, where=("T30", 4, 4, 0)), "pilus.refusal.rotation", {}),
    (lambda: PilusGame.from_position(Table(TILES), [[], []], current=None).placement_problem(0, "T01", 0, 0, 0),
     "pilus.refusal.game_over", {}),
    (_pawn_move((2, 2)), "pilus.refusal.protected", {}),
    (_pawn_move((-1, 1)), "pilus.refusal.pawn_off_table", {}),
    (_pawn_move((1, 0)), "pilus.refusal.pawn_step", {}),
    (_pawn_move((1, 1), pawns=(None, None)), "pilus.refusal.pawn_first", {}),
    (lambda: position(*SIDE_BY_SIDE).apply_action(0, Pass()), "pilus.refusal.pass", {}),
    (lambda: position(*SIDE_BY_SIDE).apply_action(0, "drop it"), "pilus.refusal.not_a_move", {"move": "'drop it'"}),
])
def test_every_refusal_carries_its_key_and_params(ask, key, params):
    try:
        reason = ask()
    except IllegalMove as refused:
        reason = refused
    assert (reason.key, reason.params) == (key, params)
    assert has(key) and "{" not in english(key, **params)
    assert str(reason)  # the English sentence stays for logs and the referee
