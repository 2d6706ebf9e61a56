"""Every bot, at every level, only ever plays moves the rules allow, in whole games."""
import pytest
from hypothesis import given, settings, strategies as st

from game.ai import GAMES, LEVELS, make_bot
from tests.ai.games import deal, new_game, play

# Hard and master stop thinking after a sliver of their work here (their safety
# net, cut short): legality does not depend on it, and whole games stay quick.
CAP = {"easy": None, "normal": None, "hard": 0.002, "master": 0.002}


def legal(state, player, action):
    assert action in state.legal_actions(player)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), players=st.integers(1, 4))
def test_bots_play_whole_games_legally(game_id, level, seed, players):
    if game_id == "pilus":
        players = max(players, 2)
    state = new_game(game_id, players, deal(game_id, players, seed))
    bots = [make_bot(game_id, level, seed + p, CAP[level]) for p in range(players)]
    play(state, bots, check=legal)
    assert state.is_terminal()
