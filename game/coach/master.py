"""The master level as the coach asks it: what it plays, and what it expects a
player's other choice to cost, from one observation."""
from __future__ import annotations

import math
from functools import lru_cache

from game.ai import make_bot
from game.ai.observation import PilusObservation
from game.content.pilus import load_tileset
from game.content.ramp import load_edition
from game.rules.pilus_actions import Lay
from game.rules.pilus_table import Table
from game.rules.ramp_actions import Neutral, Skip
from game.rules.ramp_board import RampBoard

# The coach's own seed for the master's randomness: with the observation, it fixes
# every answer the coach gives.
COACH_SEED = 13


@lru_cache(maxsize=None)
def master(game_id: str):
    """The master level of `game_id`, thinking as long as its work takes (a level is
    an amount of work, so no clock may cut a review short on a loaded machine)."""
    return make_bot(game_id, "master", COACH_SEED, cap=math.inf)


def weigh(observation, played):
    """(the master's move, the points it expects `played` to cost against it, to
    2 decimals), or None when `played` is as good: the same move or outcome, or
    a cost under 0.01 when both are weighed with the same samples."""
    bot = master(observation.game_id)
    better, values = bot.choose_and_judge(observation, played)  # the search for its move often weighs `played` too
    if same_outcome(observation, played, better):
        return None
    if values is None:
        values = bot.judge(observation, extra=(played, better))
    loss = round(values[better] - values[played], 2)
    return (better, loss) if loss >= 0.01 else None


def same_outcome(observation, first, second) -> bool:
    """Whether two moves leave the same position: the same board (a ramp game),
    the same colours and levels on the table and the pawn on the same cell
    (PILUS, where look-alike tiles differ only by name)."""
    if first == second:
        return True
    if isinstance(observation, PilusObservation):
        return _table_after(observation, first) == _table_after(observation, second)
    return _board_after(observation, first) == _board_after(observation, second)


def _board_after(observation, action) -> tuple:
    """The player's board rows after `action`, and whether it spends the neutral domino."""
    if isinstance(action, Skip):
        return observation.board, False
    board = RampBoard.from_rows(observation.board, load_edition(observation.game_id).allow_above)
    board.drop(action.shape, action.column)
    return board.to_rows(), isinstance(action, Neutral)


def _table_after(observation, action) -> tuple:
    if not isinstance(action, Lay):
        return None, observation.laid
    table = Table(load_tileset(observation.game_id))
    for laid in observation.laid:
        table.lay(laid.tile, laid.rotation, laid.x, laid.y)
    table.lay(action.tile, action.rotation, action.x, action.y)
    tops = {cell: (len(stack), stack[-1][1]) for cell, stack in table.stacks.items()}
    pawn = observation.pawns[observation.player] if action.pawn is None else tuple(action.pawn)
    return tops, pawn
