"""A bot decides from what its seat sees: the hidden order of the cards still to come
(ramp games) or of the draw pile and other hands (PILUS) never changes its move."""
import dataclasses
import math
import random

import pytest

from game import games
from game.ai import GAMES, LEVELS, make_bot, observe
from tests.ai.games import deal, new_game, play, replay

# Decisions into the game at which the hidden order is shuffled.
MOMENTS = {"fits": (0, 9), "fits-mini": (4,), "bits": (0, 7), "bits-pro": (12,), "pilus": (0, 5)}
PLAYERS = 2


def affordable(bot):
    """The level as it is, with master's work cut to a tenth (PILUS: a quarter of its
    candidate moves; its search is the same, only shorter), so the test stays quick; no safety net, so nothing but the
    observation can change a decision."""
    bot = dataclasses.replace(bot, cap=math.inf)
    if bot.level != "master":
        return bot
    if bot.game_id == "pilus":
        return dataclasses.replace(bot, candidates=bot.candidates // 4)
    return dataclasses.replace(bot, steps=bot.steps // 10, rollouts=bot.rollouts // 10)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hidden_order_never_changes_a_decision(game_id, level):
    rng = random.Random(7)
    for moment in MOMENTS[game_id]:
        seed = rng.randrange(2 ** 32)
        original = deal(game_id, PLAYERS, seed)
        state = new_game(game_id, PLAYERS, original)
        normal = [make_bot(game_id, "normal", p) for p in range(PLAYERS)]
        moves = play(state, normal, decisions=moment)
        player = state.pending()[0]
        other = games.get(game_id).redeal_unseen(state, original, player, rng)
        assert other != original
        twin = replay(new_game(game_id, PLAYERS, other), moves)

        seen = observe(state, player)
        assert observe(twin, player) == seen
        bot = affordable(make_bot(game_id, level, seed))
        assert bot.choose(observe(twin, player)) == bot.choose(seen)


def test_a_decision_is_reproducible_and_the_bots_own_seed_matters():
    """Same seed, same observation: same move. The check above would pass for a bot
    that ignores its randomness, so also show easy's noise follows its seed."""
    state = new_game("fits", 1, deal("fits", 1, 3))
    seen = observe(state, 0)
    choices = {make_bot("fits", "easy", seed).choose(seen) for seed in range(12)}
    assert len(choices) > 1
    bot = make_bot("fits", "easy", 5)
    assert bot.choose(seen) == bot.choose(observe(state, 0))
