"""The master's move in a practice game's position, with one line of why."""
from __future__ import annotations

from dataclasses import dataclass

from game.ai import observe
from game.coach.master import master
from game.coach.reasons import reason


@dataclass(frozen=True)
class Hint:
    """move: the master's action, exactly what its choose() returns from the player's
    observation; reason: one line in the player's language (a Said: again() makes
    it anew after the language changes)."""

    move: object
    reason: str


def hint(state, player: int) -> Hint:
    """The master's move for `player`, who has a decision pending in `state`, decided
    from what that player sees (never the cards or tiles still hidden)."""
    observation = observe(state, player)
    return explained(observation, master(state.game_id).choose(observation))


def explained(observation, move) -> Hint:
    """The master's `move` from `observation` with its line of why, in the language of the moment."""
    return Hint(move, reason(observation, move))
