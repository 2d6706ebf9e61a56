"""Round flow of the ramp games: who decides when, what is refused, who wins."""
import random
from dataclasses import replace

import pytest

from game.message_keys import english, has
from game.rules.rule_errors import IllegalMove
from game.rules.polyomino import orientations
from game.rules.ramp_actions import DropReport, Neutral, Place, Skip, SkipReport
from game.rules.ramp_deal import RoundDeal, deal_from_seed
from game.rules.ramp_game import DECIDED, DECIDING, OUT, OWN_START, START, RampGame
from tests.rules.ramp_helpers import (
    GAME_IDS, by_player, edition, highest_drop, lowest_drop, most_holes, play_out, play_step,
    random_choice, skip_or_first,
)


def first(game, player, actions):
    return actions[0]


def deal_with(e, starts, first_cards=(), tasks=None):
    """Every round: these start cards, the build deck with `first_cards` on top."""
    build = tuple(first_cards) + tuple(p for p in e.build if p not in first_cards)
    tasks = tasks or [None] * e.rounds
    return [RoundDeal(tuple(starts), build, t) for t in tasks]


def seeded_tasks(e):
    return [d.task for d in deal_from_seed(e, 1, 0)]


def refused(game, player, action, reason, key, /, **params):
    """The move is refused: the English sentence says `reason`, and the refusal
    carries its message key and parameters, which the English catalogue words."""
    with pytest.raises(IllegalMove) as err:
        game.apply_action(player, action)
    assert reason in str(err.value)
    assert (err.value.key, err.value.params) == (key, params)
    assert has(key) and "{" not in english(key, **params)


# ---- pieces ----

FITS_ORIENTATIONS = {"I3": 2, "V3": 4, "O4": 1, "T4": 4, "S4": 4, "L4": 8, "F5": 8, "L5": 8,
                     "N5": 8, "P5": 8, "T5": 4, "U5": 4, "V5": 4, "W5": 4, "X5": 1, "Y5": 8}


def expected_orientations(game_id, piece_id, rows):
    if game_id.startswith("fits"):
        return FITS_ORIENTATIONS[piece_id]
    colours = rows[0]
    return 2 if colours[0] == colours[1] else 4  # a double looks the same turned round


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_piece_can_be_dropped_in_each_of_its_orientations(game_id):
    e = edition(game_id)
    assert set(e.build) | set(e.start) == set(e.pieces)
    for piece in e.build:
        start = next(s for s in e.start if s != piece)
        game = RampGame(e, 1, deal_with(e, [start], [piece], seeded_tasks(e)))
        start_shapes = {a.shape for a in game.legal_actions(0)}
        assert len(start_shapes) == expected_orientations(game_id, start, e.pieces[start].rows)
        play_step(game, first)
        assert game.revealed == piece
        shapes = {a.shape for a in game.legal_actions(0) if isinstance(a, Place)}
        assert len(shapes) == expected_orientations(game_id, piece, e.pieces[piece].rows)


def test_neutral_domino_has_two_orientations():
    e = edition("bits")
    game = RampGame(e, 1, deal_from_seed(e, 1, 0))
    play_step(game, first)
    assert len({a.shape for a in game.legal_actions(0) if isinstance(a, Neutral)}) == 2
    assert len(orientations(e.neutral.rows)) == 2


# ---- FITS flow ----

def test_fits_round_starts_with_every_player_placing_their_start_piece():
    e = edition("fits")
    game = RampGame(e, 3, deal_with(e, ["L5", "P5", "T5"]))
    assert game.step == START and game.revealed is None and game.pending() == (0, 1, 2)
    assert {a.piece for a in game.legal_actions(1)} == {"P5"}
    refused(game, 0, Skip(), "start piece must be placed", "ramp.refused.start_piece")
    refused(game, 0, Place("P5", e.pieces["P5"].rows, 0), "start piece of player 0 is L5, not P5",
            "ramp.refused.wrong_start_piece", player=0, piece="L5", played="P5")
    game.apply_action(2, game.legal_actions(2)[0])  # any order within a step
    assert game.pending() == (0, 1) and game.status(2) == DECIDED
    refused(game, 2, game.legal_actions(0)[0], "no decision pending for player 2", "ramp.refused.decided", player=2)
    play_step(game, first)
    assert game.step == 0 and game.revealed == game.deal[0].build[0]


def test_own_start_piece_is_skipped_without_a_decision():
    e = edition("fits")
    game = RampGame(e, 2, deal_with(e, ["L5", "P5"], ["L5"]))
    play_step(game, first)
    assert game.revealed == "L5"
    assert game.status(0) == OWN_START and game.pending() == (1,)
    assert game.legal_actions(0) == []
    refused(game, 0, Skip(), "no decision pending for player 0", "ramp.refused.own_start", player=0)
    game.apply_action(1, Skip())
    assert game.step == 1 and game.pending() == (0, 1)


def test_solo_player_passes_their_own_start_card_automatically():
    e = edition("fits")
    game = RampGame(e, 1, deal_with(e, ["T5"], ["T5"]))
    play_step(game, first)
    assert game.step == 1 and game.pending() == (0,)


def test_set_aside_piece_leaves_the_board_as_it_was():
    e = edition("fits")
    game = RampGame(e, 2, deal_with(e, ["L5", "P5"], ["I3", "O4"]))
    play_step(game, first)
    before = game.board(0).to_rows()
    assert Skip() in game.legal_actions(0)
    assert game.apply_action(0, Skip()) == SkipReport(0, "I3")
    game.apply_action(1, game.legal_actions(1)[0])
    assert game.board(0).to_rows() == before and game.revealed == "O4"


def test_player_places_the_revealed_piece_where_it_slides_to():
    e = edition("fits")
    game = RampGame(e, 1, deal_with(e, ["T5"], ["I3"]))
    refused(game, 0, Place("T5", ("###", ".#.", ".#."), 5), "T5 does not fit in column 5", "ramp.refused.no_fit",
            piece="T5", column=5)
    refused(game, 0, Place("T5", ("#.", "##"), 0), "that is not an orientation of T5",
            "ramp.refused.orientation", piece="T5")
    report = game.apply_action(0, Place("T5", [".#.", ".#.", "###"], 0))  # a shape given as a list
    assert report == DropReport(0, "T5", (".#.", ".#.", "###"), 0, report.cells, report.row)
    assert set(report.cells) == {(9, 1), (10, 1), (11, 0), (11, 1), (11, 2)}
    assert report.row == 9 and not report.ended_round  # the top row rests on row 9; one card more to come
    refused(game, 0, Place("T5", ("###",), 3), "the revealed card is I3, not T5", "ramp.refused.wrong_piece",
            piece="I3", played="T5")
    report = game.apply_action(0, Place("I3", ("###",), 1))
    assert set(report.cells) == {(8, 1), (8, 2), (8, 3)}


def test_fits_player_whose_board_takes_nothing_can_only_set_aside():
    e = edition("fits")
    game = RampGame(e, 1, deal_from_seed(e, 1, 3))
    play_out(game, highest_drop, until=lambda g: g.round_index > 0 or g.legal_actions(0) == [Skip()])
    assert game.round_index == 0, "the towers should have closed the board within a round"
    refused(game, 0, Neutral(("NN",), 0), "has no neutral domino", "ramp.refused.no_neutral_domino", game="fits")


def test_results_of_a_round_are_kept_after_the_game_moves_on():
    e = edition("fits")
    game = RampGame(e, 2, deal_from_seed(e, 2, 5))
    last = len(game.deal[0].build) - 1
    play_out(game, random_choice(random.Random(5)), until=lambda g: g.step == last)
    boards = [game.board(p).to_rows() for p in range(2)]
    play_step(game, skip_or_first)  # both set the last card aside
    assert game.round_index == 1 and game.step == START
    assert game.board(0).to_rows() == ("......",) * 12
    play_out(game, first, until=lambda g: g.round_index == 2)
    round_0 = game.results[0]
    assert [r.rows for r in round_0] == boards
    assert [sum(line.points for line in r.lines) for r in round_0] == [r.total for r in round_0]
    assert game.scores() == [round_0[p].total + game.results[1][p].total for p in range(2)]


def highest(game):
    """The drop that rests highest (FITS pieces then stick out above the grid), else Skip."""
    drops = [a for a in game.legal_actions(0) if isinstance(a, Place)]
    return min(drops, key=lambda a: (game.board(0).landing(a.shape, a.column), a.column), default=Skip())


def test_a_rounds_result_keeps_the_cells_sticking_out_above_the_grid():
    """The board keeps cells above row 0 only as blocked columns; the round's result keeps
    them as the drops left them (every labelled cell of a drop that rests above the grid),
    and a clone's do not leak into the game it came from."""
    e = edition("fits-mini")
    game = RampGame(e, 1, deal_from_seed(e, 1, 7))
    expected = {}
    while game.round_index == 0:
        action = highest(game)
        report = game.apply_action(0, action)
        if not isinstance(action, Place):
            continue
        expected.update({(report.row + r, action.column + c): label for r, line in enumerate(action.shape)
                         for c, label in enumerate(line) if label != "." and report.row + r < 0})
        if game.round_index == 0 and expected:  # a clone's moves stay the clone's
            before, copy = game.above(0), game.clone()
            copy.apply_action(0, highest(copy))
            assert game.above(0) == before
    above = game.results[0][0].above
    assert expected and len(above) == -min(r for r, __ in expected)
    assert {(r - len(above), c): label for r, line in enumerate(above) for c, label in enumerate(line)
            if label != "."} == expected
    assert game.above(0) == ()  # the next round starts with nothing above its grid


# ---- BITS flow ----

def test_bits_piece_that_fits_must_be_placed():
    e = edition("bits")
    game = RampGame(e, 2, deal_from_seed(e, 2, 1))
    play_step(game, first)
    actions = game.legal_actions(0)
    assert Skip() not in actions
    assert any(isinstance(a, Place) for a in actions) and any(isinstance(a, Neutral) for a in actions)
    refused(game, 0, Skip(), "BITS: the piece fits, so it must be placed", "ramp.refused.must_place")


def test_neutral_domino_once_per_round():
    e = edition("bits")
    game = RampGame(e, 1, deal_from_seed(e, 1, 2))
    refused(game, 0, Neutral(("NN",), 0), "not the start piece", "ramp.refused.neutral_start")
    play_step(game, first)
    refused(game, 0, Neutral(("NNN",), 0), "that is not an orientation of the neutral domino",
            "ramp.refused.neutral_orientation", piece="N")
    refused(game, 0, Neutral(("NN",), 5), "the neutral domino does not fit in column 5",
            "ramp.refused.neutral_no_fit", piece="N", column=5)
    report = game.apply_action(0, Neutral(("N", "N"), 3))
    assert report.piece == "N" and {game.board(0).label(*cell) for cell in report.cells} == {"N"}
    assert game.neutral_left(0) == 0
    assert not any(isinstance(a, Neutral) for a in game.legal_actions(0))
    refused(game, 0, Neutral(("NN",), 0), "the neutral domino is already used this round",
            "ramp.refused.no_neutral")
    play_out(game, first, until=lambda g: g.round_index == 1 and g.step == 0)
    assert game.neutral_left(0) == 1
    assert any(isinstance(a, Neutral) for a in game.legal_actions(0))


def test_player_whose_board_takes_no_domino_is_out_for_the_round():
    e = edition("bits")
    game = RampGame(e, 2, deal_from_seed(e, 2, 4))
    play_out(game, by_player(most_holes, lowest_drop), until=lambda g: g.status(0) == OUT)
    assert game.round_index == 0
    assert not game.board(0).fits_any_domino()
    assert game.pending() == (1,) and game.legal_actions(0) == []
    refused(game, 0, Neutral(("NN",), 0), "out for the rest of the round", "ramp.refused.out", player=0)
    frozen = game.board(0).to_rows()
    while game.round_index == 0:
        assert game.status(0) == OUT
        play_step(game, lowest_drop)
    assert game.results[0][0].rows == frozen


def test_bits_round_ends_early_when_nobody_can_place():
    e = edition("bits")
    game = RampGame(e, 1, deal_from_seed(e, 1, 4))
    steps = []
    while game.round_index == 0:
        steps.append(game.step)
        play_step(game, lowest_drop)
    assert steps[-1] < len(e.build) - 1
    assert len(game.results) == 1 and game.step == START


# ---- winners and ratings ----

def test_fits_equal_totals_share_the_win_whatever_the_single_rounds():
    e = edition("fits")
    e = replace(e, rounds=2, boards=(e.boards[0], e.boards[0]), build=("I3", "V3"))
    game = RampGame(e, 2, deal_with(e, ["L5", "P5"]))
    plans = {0: ["place", "place", "place", "place", "skip", "skip"],
             1: ["place", "place", "skip", "place", "skip", "place"]}

    def planned(game, player, actions):
        return first(game, player, actions) if plans[player].pop(0) == "place" else Skip()
    play_out(game, planned)
    rounds = [[r[p].total for r in game.results] for p in range(2)]
    assert sum(rounds[0]) == sum(rounds[1]) and max(rounds[0]) != max(rounds[1])
    assert game.winners() == [0, 1]


def _bits_two_yellow_rounds(layouts):
    """Two BITS rounds of two yellow dominoes each; layouts[p][r] drops them as
    'square' (a yellow O4), 'apart' (two 2-areas) or 'row' (a yellow I4)."""
    e = edition("bits")
    e = replace(e, rounds=2, boards=e.boards[:2], build=("YY1", "YY2"))
    game = RampGame(e, 2, deal_with(e, ["S-RY", "S-YB"], tasks=["1-O4", "2-R-I3"]))
    drops = {"square": [(("Y", "Y"), 0), (("Y", "Y"), 1)], "apart": [(("Y", "Y"), 0), (("Y", "Y"), 2)],
             "row": [(("YY",), 0), (("YY",), 2)]}

    def planned(game, player, actions):
        if game.step == START:  # standing in the last column, away from the yellow dominoes
            return next(a for a in actions if a.column == 5)
        shape, column = drops[layouts[player][game.round_index]][game.step]
        return Place(game.revealed, shape, column)
    play_out(game, planned)
    return game, [[r[p].total for r in game.results] for p in range(2)]


def test_bits_tie_goes_to_the_best_single_round():
    game, rounds = _bits_two_yellow_rounds([["row", "row"], ["square", "apart"]])
    assert rounds == [[1, 1], [2, 0]]
    assert game.winners() == [1]


def test_bits_tie_with_equal_best_rounds_is_shared():
    game, rounds = _bits_two_yellow_rounds([["square", "apart"], ["apart", "square"]])
    assert rounds == [[2, 0], [0, 2]]
    assert game.winners() == [0, 1]


@pytest.mark.parametrize("game_id", ["fits", "fits-mini", "bits"])
def test_solo_game_is_rated_by_its_total_once_finished(game_id):
    e = edition(game_id)
    game = RampGame(e, 1, deal_from_seed(e, 1, 8))
    play_out(game, random_choice(random.Random(8)), until=lambda g: g.round_index == e.rounds - 1)
    assert game.rating(0) is None
    play_out(game, skip_or_first)
    rating = game.rating(0)
    assert rating is not None and rating.matches(game.scores()[0]) and rating.title


def test_no_rating_with_several_players_or_without_rating_bands():
    for game_id, players in (("fits", 2), ("bits-pro", 1)):
        e = edition(game_id)
        game = RampGame(e, players, deal_from_seed(e, players, 1))
        play_out(game, first)
        assert game.rating(0) is None


def test_finished_game_takes_no_more_moves():
    e = edition("fits-mini")
    game = RampGame(e, 2, deal_from_seed(e, 2, 9))
    play_out(game, skip_or_first)
    assert game.is_terminal() and game.pending() == () and game.legal_actions(0) == []
    assert game.winners() and all(game.status(p) == DECIDED for p in range(2))
    assert len(game.results) == e.rounds
    refused(game, 0, Skip(), "the game is over", "ramp.refused.game_over")


def test_clone_plays_on_without_touching_the_original():
    e = edition("bits")
    game = RampGame(e, 2, deal_from_seed(e, 2, 6))
    play_step(game, first)
    seen = (game.round_index, game.step, game.pending(), [game.board(p).to_rows() for p in range(2)],
            game.neutral_left(0), game.scores())
    copy = game.clone()
    play_out(copy, first)
    assert copy.is_terminal() and not game.is_terminal()
    assert seen == (game.round_index, game.step, game.pending(), [game.board(p).to_rows() for p in range(2)],
                    game.neutral_left(0), game.scores())
    assert game.results == () and all(game.status(p) == DECIDING for p in range(2))


def test_unknown_player_and_unknown_move_are_refused():
    e = edition("fits")
    game = RampGame(e, 2, deal_from_seed(e, 2, 1))
    refused(game, 2, Skip(), "there is no player 2", "ramp.refused.no_player", player=2)
    refused(game, 0, "drop it", "is not a move of fits", "ramp.refused.not_a_move",
            move="'drop it'", game="fits")
    start = game.legal_actions(0)[0]
    refused(game, 0, Place(start.piece, start.shape, 1.5), "the column must be a whole number", "ramp.refused.column",
            column="1.5")
    assert game.legal_actions(7) == []


@pytest.mark.parametrize("game_id", ["fits-mini", "bits"])
def test_a_move_reports_where_it_landed_and_whether_it_ended_the_round(game_id):
    """The drop report carries what the screen needs (the landing row, the round's end):
    it never has to ask the board before the move, nor compare rounds after it."""
    from game import games
    rng = random.Random(7)
    game = games.get(game_id).new_game(2, seed=3)
    ends = 0
    while not game.is_terminal():
        player = game.pending()[0]
        action = rng.choice(game.legal_actions(player))
        round_before = game.round_index
        landing = None if isinstance(action, Skip) else game.board(player).landing(tuple(action.shape), action.column)
        report = game.apply_action(player, action)
        if landing is not None:
            assert report.row == landing and isinstance(report, DropReport)
        assert report.ended_round == (game.is_terminal() or game.round_index != round_before)
        ends += report.ended_round
    assert ends == game.edition.rounds
