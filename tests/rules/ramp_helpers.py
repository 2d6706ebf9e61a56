"""Shared set-up for the ramp-game tests: the real editions, hand-built boards, and play helpers."""
from __future__ import annotations

from types import MappingProxyType

from game.content.ramp import load_edition, ramp_game_ids
from game.rules.ramp_actions import Neutral, Place, Skip
from game.rules.ramp_board import RampBoard
from game.rules.ramp_data import BoardDef, Field
from game.rules.ramp_game import RampGame

GAME_IDS = ramp_game_ids()
edition = load_edition


FIELD_VALUES = MappingProxyType({"dot": -1, "row": 1, "pair_both": 3, "pair_one": -3, "colour_set": 3})


def board_def(board_id: str, layout, rules) -> BoardDef:
    """A hand-built board: '.' dot, digit bonus, 'x' -5, a-e symbol pair, r/g/b symbol colour."""
    fields = {}
    for r, line in enumerate(layout):
        for c, ch in enumerate(line):
            if ch.isdigit():
                fields[(r, c)] = Field("bonus", int(ch))
            elif ch == "x":
                fields[(r, c)] = Field("negative", -5)
            elif ch in "abcde":
                fields[(r, c)] = Field("symbol", symbol=ch)
            elif ch in "rgb":
                fields[(r, c)] = Field("symbol", colour=ch)
    return BoardDef(board_id, board_id, len(layout[0]), len(layout), MappingProxyType(fields),
                    tuple(rules), FIELD_VALUES)


# ---- boards and play ----

def board(*rows: str, allow_above: bool = False) -> RampBoard:
    return RampBoard.from_rows(rows, allow_above)


def play_step(game: RampGame, choose) -> None:
    """Let every pending player move with choose(game, player, legal actions)."""
    for player in game.pending():
        game.apply_action(player, choose(game, player, game.legal_actions(player)))


def play_out(game: RampGame, choose, until=lambda game: game.is_terminal()) -> None:
    while not until(game):
        play_step(game, choose)


def random_choice(rng):
    return lambda game, player, actions: rng.choice(actions)


def skip_or_first(game, player, actions):
    """FITS: set every build card aside; the first legal drop otherwise."""
    return next((a for a in actions if isinstance(a, Skip)), actions[0])


def _best_drop(game, player, actions, pick, key):
    """pick(drops, key) among the drops; the only other action when nothing drops."""
    board = game.board(player)
    drops = [a for a in actions if isinstance(a, (Place, Neutral))]
    return pick(drops, key=lambda a: key(board, a)) if drops else actions[0]


def lowest_drop(game, player, actions):
    """The drop whose lowest cell comes to rest lowest (fills the board from the bottom)."""
    return _best_drop(game, player, actions, max,
                      lambda board, a: board.landing(a.shape, a.column) + len(a.shape))


def highest_drop(game, player, actions):
    """The drop that comes to rest highest (builds towers and overhangs fast)."""
    return _best_drop(game, player, actions, min, lambda board, a: board.landing(a.shape, a.column))


def _holes(rows) -> int:
    """Uncovered cells with a covered cell somewhere above them."""
    return sum(
        1 for c in range(len(rows[0])) for r in range(1, len(rows))
        if rows[r][c] == "." and any(rows[above][c] != "." for above in range(r))
    )


def most_holes(game, player, actions):
    """The drop that roofs over the most empty cells (wastes the board fast)."""
    def holes_after(board, action):
        board = board.clone()
        board.drop(action.shape, action.column)
        return _holes(board.to_rows())
    return _best_drop(game, player, actions, max, holes_after)


def by_player(*choosers):
    """Player i moves with choosers[i]."""
    return lambda game, player, actions: choosers[player](game, player, actions)
