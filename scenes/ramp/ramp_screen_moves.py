"""One move of a ramp game, from the engine to the ramps on screen: shared by
the game scene (moves from the seats) and the replay viewer (moves from a file).
"""
from __future__ import annotations

from game.rules.ramp_actions import DropReport


def play_move(game, views, player: int, action) -> bool:
    """Apply `action` (IllegalMove passes through, nothing changed) and start its
    slide on the player's ramp. True when the move ended the round: the engine
    has then scored it and cleared the boards, and the views keep showing the
    finished ones until the scene starts the next round."""
    report = game.apply_action(player, action)
    if isinstance(report, DropReport):  # the engine's own landing row: the ghost showed it, the slide ends there
        views[player].drop(report.shape, report.column, report.row, report.cells)
    if report.ended_round:
        for view, result in zip(views, game.results[-1]):
            view.show_rows(result.rows)
        return True
    views[player].show_rows(game.board(player).to_rows())
    return False


def start_round(game, views):
    """Empty ramps with the board of the engine's current round."""
    for view in views:
        view.new_round(game.edition.boards[game.round_index])
