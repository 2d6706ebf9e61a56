"""A level is an amount of work, not of time: the same position, level and bot seed
give the same move whether the thinking clock stands still (nothing but the
work ends the thinking) or runs ten times slower than the thread's CPU time
(a machine ten times faster)."""
import dataclasses

import pytest

from game.ai import GAMES, LEVELS, make_bot, observe, ramp_bot
from game.ai.think_clock import CPU_TIME
from tests.ai.games import deal, new_game, play


def frozen_clock():
    return 0.0


def slow_clock():
    return CPU_TIME() / 10


def position(game_id: str, players: int, decisions: int):
    state = new_game(game_id, players, deal(game_id, players, 2024))
    play(state, [make_bot(game_id, "normal", p) for p in range(players)], decisions=decisions)
    return state


@pytest.mark.parametrize("game_id, level, players, decisions", [
    ("fits", "hard", 1, 3), ("fits-mini", "hard", 2, 8), ("bits", "hard", 1, 5), ("bits-pro", "hard", 2, 20),
    ("pilus", "hard", 2, 4), ("fits", "master", 1, 20), ("pilus", "master", 2, 6),
    ("fits", "master", 1, 12)])  # the exact endgame: three cards to come, one the own start card
def test_a_slower_clock_changes_no_move(game_id, level, players, decisions):
    state = position(game_id, players, decisions)
    player = state.pending()[0]
    seen = observe(state, player)
    move = make_bot(game_id, level, 5, clock=frozen_clock).choose(seen)
    assert move in state.legal_actions(player)
    assert make_bot(game_id, level, 5, clock=slow_clock).choose(seen) == move


@pytest.mark.parametrize("level", [level for level in LEVELS if level != "master"])  # master: above, shortened
@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_plays_the_same_game_whatever_the_clock_says(game_id, level):
    """Whole stretches of play, every seat the level: a clock that stands still and one
    that runs ten times slower give the same moves, decision after decision."""
    players = 2
    games_played = []
    for clock in (frozen_clock, slow_clock):
        state = new_game(game_id, players, deal(game_id, players, 77))
        games_played.append(play(state, [make_bot(game_id, level, p, clock=clock) for p in range(players)],
                                 decisions=24))
    assert len(games_played[0]) == 24 and games_played[0] == games_played[1]


def test_a_level_weighs_no_more_boards_than_its_work_allows(monkeypatch):
    # The round's second card: the most cards to come and many moves, the slowest
    # kind of decision. Without its limit master would weigh more boards.
    views = []
    start = ramp_bot._View.__init__

    def recorded(view, observation):
        start(view, observation)
        views.append(view)

    state = position("fits", 1, 1)
    seen = observe(state, 0)
    monkeypatch.setattr(ramp_bot._View, "__init__", recorded)
    bot = make_bot("fits", "master", 5, clock=frozen_clock)
    move = bot.choose(seen)
    unlimited = dataclasses.replace(bot, boards=0)
    unlimited.choose(seen)
    assert move in state.legal_actions(0)
    limited, free = views
    # It stops between rollout orders, so one order's boards may go past the limit.
    assert bot.boards <= limited.work < bot.boards * 1.25
    assert free.work > limited.work
