"""The FITS variant with chosen boards: the computer players and the coach weigh
and describe the board a round is played on, not the printed board of that round."""
import dataclasses

from game.ai import make_bot, observe
from game.coach.reasons import reason
from game.content.ramp import load_edition
from game.replay import parse_replay
from game.rules.polyomino import orientations
from game.rules.ramp_actions import Place, Skip
from game.rules.ramp_board import RampBoard

GAME = {"format": "replay", "version": 1, "game": "fits", "players": ["Ann", "Bob"], "seed": 5}


def first_round_views():
    """Ann's observation at the start of round 1 with boards 3 then 1 chosen, and as printed."""
    chosen = parse_replay(GAME | {"board_order": [3, 1]}).new_state()
    printed = parse_replay(GAME).new_state()
    return observe(chosen, 0), observe(printed, 0)


def at(obs, rows, piece, to_come, legal=None):
    """`obs` with Ann's board, the revealed card and the cards to come set to a position."""
    if legal is None:
        board = RampBoard.from_rows(rows, True)
        legal = tuple(Place(piece, o, c) for o in orientations(load_edition("fits").pieces[piece].rows)
                      for c in board.legal_columns(o)) + (Skip(),)
    return dataclasses.replace(obs, boards=(tuple(rows),) + obs.boards[1:], step=3, piece=piece,
                               to_come=tuple(sorted(to_come)), legal=tuple(legal))


def test_a_computer_player_sees_which_board_each_round_is_played_on():
    state = parse_replay(GAME | {"board_order": [3, 1]}).new_state()
    seen = []
    while state.pending():
        player = state.pending()[0]
        obs = observe(state, player)
        seen.append((obs.round, obs.printed_board))
        state.apply_action(player, obs.legal[-1])
    assert sorted(set(seen)) == [(0, 2), (1, 0)]
    _, printed = first_round_views()
    assert (printed.round, printed.printed_board) == (0, 0)


def test_the_bot_covers_a_minus_five_field_of_the_board_chosen_first():
    # Board 3's bottom row has a -5 field in column 2; the I3 lying flat covers it.
    # Played first, board 3 is still valued as board 3; round 1 as printed (board 1) is not.
    rows = ("......",) * 11 + ("##...#",)
    to_come = ("O4", "T4", "F5", "W5")
    chosen, printed = first_round_views()
    flat = Place("I3", ("###",), 2)
    assert make_bot("fits", "normal", 0).choose(at(chosen, rows, "I3", to_come)) == flat
    assert make_bot("fits", "normal", 0).choose(at(printed, rows, "I3", to_come)) != flat


def test_the_coach_names_the_minus_field_of_the_board_chosen_first():
    # Board 3: a -5 field at row 6, column 1 (counted from 1), just above the pile.
    rows = ["......"] * 6 + ["######"] * 6
    three = Place("I3", ("###",), 0)
    chosen, printed = first_round_views()
    assert reason(at(chosen, rows, "I3", (), [three, Skip()]), three) == "covers the \u22125 field"
    assert "field" not in reason(at(printed, rows, "I3", (), [three, Skip()]), three)
