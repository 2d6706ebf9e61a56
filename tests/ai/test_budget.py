"""The safety net: with no thinking time at all, every level still answers with a legal move."""
import pytest

from game.ai import GAMES, LEVELS, make_bot, observe
from tests.ai.games import deal, new_game, play


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_cap_of_zero_still_gives_a_legal_move(game_id, level):
    state = new_game(game_id, 2, deal(game_id, 2, 99))
    play(state, [make_bot(game_id, "normal", p) for p in range(2)], decisions=6)
    player = state.pending()[0]
    action = make_bot(game_id, level, 1, cap=0).choose(observe(state, player))
    assert action in state.legal_actions(player)


def test_unknown_games_and_levels_are_refused():
    with pytest.raises(ValueError, match="level"):
        make_bot("fits", "grandmaster", 1)
    with pytest.raises(ValueError, match="tetris"):
        make_bot("tetris", "easy", 1)
