"""Issue 46.4: a replay cannot claim more boards than its edition plays (each printed
board once, the players' own named A to Z), refused in one line before any code is unpacked."""
import pytest

from game import games
from game.boards.board_text import share_code
from game.replay import ReplayError, parse_replay
from game.rules.ramp_data import MAX_OWN_BOARDS


def replay_on(order):
    return parse_replay({"format": "replay", "version": 1, "game": "fits", "players": ["Ann"], "seed": 1,
                         "board_order": order})


def test_one_board_code_repeated_four_thousand_times_is_refused_in_one_line():
    code = share_code("fits", games.get("fits").content().boards[0])
    with pytest.raises(ReplayError) as err:
        replay_on([code] * 4000)
    most = len(games.get("fits").content().boards) + MAX_OWN_BOARDS
    assert str(err.value) == f"board_order: 4000 boards chosen, a game of fits plays at most {most}"
    assert "\n" not in str(err.value)


def test_the_same_own_board_twice_is_refused_as_the_setup_refuses_it():
    code = share_code("fits", games.get("fits").content().boards[0])
    with pytest.raises(ReplayError, match="is chosen twice"):
        replay_on([code, code])
    assert replay_on([code, 2]).board_order == (code, 2)
