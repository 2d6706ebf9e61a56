"""Shared set-up for the bot tests: new games from a seed, and bots playing them."""
from __future__ import annotations

from game import games
from game.ai import observe


def deal(game_id: str, players: int, seed: int):
    return games.get(game_id).deal(players, seed)


def new_game(game_id: str, players: int, the_deal):
    return games.get(game_id).new_state(players, the_deal)


def play(state, bots, decisions: int | None = None, check=None) -> list:
    """Let bots[p] decide for every pending player p, `decisions` times (default:
    to the end). check(state, player, action) sees every decision before it is
    applied. Returns the moves as (player, action)."""
    moves = []
    while not state.is_terminal() and (decisions is None or len(moves) < decisions):
        player = state.pending()[0]
        action = bots[player].choose(observe(state, player))
        if check is not None:
            check(state, player, action)
        state.apply_action(player, action)
        moves.append((player, action))
    return moves


def replay(state, moves):
    for player, action in moves:
        state.apply_action(player, action)
    return state
