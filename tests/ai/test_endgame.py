"""The exact end of a FITS round (game/ai/ramp_endgame.py): its values are the
expected final scores the rules give, found by brute force on the real game,
and they use the cards to come as a set only."""
import dataclasses
import itertools
import math
import random
import statistics

import pytest

from game.ai import make_bot, observe, ramp_bot
from game.ai.ramp_endgame import Endgame
from game.ai.think_clock import ThinkClock
from tests.ai.games import deal, new_game, play, replay

UNLIMITED = 10 ** 9


def endgame_position(game_id: str, seed: int, cards: int):
    """(deal, moves, state) where the solo player of a normal-level game first has
    `cards` cards to come that bring a decision (its start piece's card already
    passed over, so every card to come is one)."""
    the_deal = deal(game_id, 1, seed)
    state = new_game(game_id, 1, the_deal)
    bot = make_bot(game_id, "normal", 0)

    def waiting(s):
        seen = observe(s, 0)
        return seen.step != "start" and seen.start_piece not in seen.to_come and len(seen.to_come) == cards

    moves = []
    while not waiting(state):
        moves += play(state, [bot], decisions=1)
    return the_deal, moves, state


def exact_values(state, budget=UNLIMITED):
    """Endgame values of every legal move, in the order of the legal moves."""
    seen = observe(state, 0)
    view = ramp_bot._View(seen)
    return Endgame(view, budget, ThinkClock(math.inf)).values([view.option(a)[1:] for a in seen.legal]), view


def best_score(state, round_index: int) -> int:
    """The best round score the rules give from here with the deal's order known:
    every legal move for every card left (the engine's own moves and scoring)."""
    if len(state.results) > round_index:
        return state.results[round_index][0].total
    best = -math.inf
    for action in state.legal_actions(0):
        after = state.clone()
        after.apply_action(0, action)
        best = max(best, best_score(after, round_index))
    return best


def with_order(the_deal, round_index: int, order):
    """The deal with this round's cards to come in `order` (the revealed ones kept)."""
    this = the_deal[round_index]
    build = this.build[:len(this.build) - len(order)] + tuple(order)
    return the_deal[:round_index] + (dataclasses.replace(this, build=build),) + the_deal[round_index + 1:]


def test_with_two_cards_to_come_the_value_is_the_mean_of_the_best_the_rules_give_in_each_order():
    # With two cards to come, the second is known once the first is revealed: the
    # exact value of a move is the mean, over both orders, of the best total the
    # engine can reach by trying every move for both cards.
    the_deal, moves, state = endgame_position("fits", 11, 2)
    seen = observe(state, 0)
    values, _ = exact_values(state)
    round_index = seen.round
    # A few moves, not all: the brute force tries every move for both cards in both orders.
    checked = random.Random(1).sample(range(len(seen.legal)), 4)
    for i in checked:
        scores = []
        for order in itertools.permutations(seen.to_come):
            twin = replay(new_game("fits", 1, with_order(the_deal, round_index, order)), moves)
            twin.apply_action(0, seen.legal[i])
            scores.append(best_score(twin, round_index))
        assert values[i] == pytest.approx(statistics.mean(scores))
    assert len(set(values)) > 1  # the moves differ, so the check compares something


def greedy_total(view, board, left, order) -> float:
    """A fair fixed policy: the best answer by the estimate to each card as it comes."""
    return view.rollout(board, left, order)


def clairvoyant_total(view, board, left, order) -> float:
    """The best final score knowing the order: every answer to every card."""
    if not order:
        return view.evaluator.final(board)
    return max(clairvoyant_total(view, after, n, order[1:]) for after, n in view.placements(board, left, order[0]))


@pytest.mark.parametrize("game_id, seed", [("fits", 5), ("fits-mini", 8)])
def test_with_three_cards_to_come_the_value_lies_between_a_fair_policy_and_knowing_the_order(game_id, seed):
    _, _, state = endgame_position(game_id, seed, 3)
    values, view = exact_values(state)
    seen = observe(state, 0)
    orders = list(itertools.permutations(view.to_come))
    above = 0
    for action, value in list(zip(seen.legal, values))[:6]:
        _, board, left = view.option(action)
        fair = statistics.mean(greedy_total(view, board, left, order) for order in orders)
        knowing = statistics.mean(clairvoyant_total(view, board, left, order) for order in orders)
        assert fair - 1e-9 <= value <= knowing + 1e-9
        above += value > fair + 1e-9
    assert above  # the exact play beats the greedy one somewhere: the lower bound is not the value


def test_the_exact_values_do_not_depend_on_the_order_of_the_cards_to_come():
    original, moves, state = endgame_position("fits", 21, 3)
    seen = observe(state, 0)
    coming = original[seen.round].build[-len(seen.to_come):]
    twin = replay(new_game("fits", 1, with_order(original, seen.round, coming[::-1])), moves)
    assert observe(twin, 0) == seen
    values, _ = exact_values(state)
    assert values is not None
    assert exact_values(twin)[0] == values


# Master is the level that values the round's end exactly (FITS hard weighs only the next card).
@pytest.mark.parametrize("level", ["master"])
def test_a_level_plays_the_move_of_best_exact_value_near_the_end_of_a_round(level):
    _, _, state = endgame_position("fits", 13, 2)
    bot = make_bot("fits", level, 3)
    assert bot.endgame >= 2
    seen = observe(state, 0)
    values, _ = exact_values(state)
    chosen = bot.choose(seen)
    assert values[seen.legal.index(chosen)] == max(values)


def test_past_its_budget_the_endgame_leaves_the_decision_to_the_usual_search():
    _, _, state = endgame_position("fits", 5, 3)
    seen = observe(state, 0)
    assert exact_values(state, budget=50)[0] is None
    bot = make_bot("fits", "master", 3)
    starved = dataclasses.replace(bot, endgame_boards=50)
    without = dataclasses.replace(bot, endgame=0)
    assert starved.choose(seen) == without.choose(seen)


@pytest.mark.parametrize("level, seed", [("master", 32)])
def test_a_levels_endgame_move_does_not_depend_on_the_hidden_order(level, seed, monkeypatch):
    bot = make_bot("fits", level, 9)
    original, moves, state = endgame_position("fits", seed, bot.endgame)
    seen = observe(state, 0)
    coming = original[seen.round].build[-len(seen.to_come):]
    # The cards to come in reverse order: the next card differs.
    twin = replay(new_game("fits", 1, with_order(original, seen.round, coming[::-1])), moves)
    assert observe(twin, 0) == seen
    valued = []
    values = Endgame.values
    monkeypatch.setattr(Endgame, "values", lambda self, starts: valued.append(values(self, starts)) or valued[-1])
    move = bot.choose(observe(state, 0))
    assert bot.choose(observe(twin, 0)) == move
    # Both decisions were the endgame's, the same values from either deal.
    assert len(valued) == 2 and valued[0] is not None and valued[0] == valued[1]


@pytest.mark.parametrize("game_id, level", [("fits", "hard"), ("fits-mini", "master")])
def test_on_a_rounds_last_card_the_search_judges_each_move_by_the_score_the_rules_give(game_id, level):
    # No card left to come: nothing to average over, so a move is worth the round
    # score the rules give after it (tools/diagnose_fits.py judges such decisions too).
    _, _, state = endgame_position(game_id, 7, 0)
    seen = observe(state, 0)
    judged = make_bot(game_id, level, 3).judge(seen, extra=tuple(seen.legal))
    assert set(judged) == set(seen.legal)
    scores = []
    for action in seen.legal:
        after = state.clone()
        after.apply_action(0, action)
        scores.append(after.results[seen.round][0].total)
    assert [judged[action] for action in seen.legal] == scores
    assert len(set(scores)) > 1  # the moves differ, so the values tell them apart
