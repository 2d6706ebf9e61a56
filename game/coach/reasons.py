"""One line of why the master's move is good, in the player's language.

Each reason is checked on the boards before and after the move, with the
rules' own scoring: it is true of the position, never a guess about the
cards to come. The first that holds is said; when none does, the plain line
that the master expects the most from the move.
"""
from __future__ import annotations

from game.ai.observation import PilusObservation
from game.content.pilus import load_tileset
from game.content.ramp import load_edition
from game.i18n import Said, join, number
from game.message_keys import keyed
from game.rules.pilus_actions import Lay
from game.rules.pilus_game import PilusGame
from game.rules.pilus_regions import region, with_tile
from game.rules.pilus_table import Table
from game.rules.ramp_data import BoardDef
from game.rules.polyomino import orientations
from game.rules.ramp_actions import Neutral, Place, Skip
from game.rules.ramp_board import RampBoard
from game.rules.ramp_scoring import NEUTRAL, colour_areas, score_board, score_tasks

PLAIN = "coach.reason.plain"


def reason(observation, move) -> Said:
    """Why `move` (the master's, from `observation`) is good, as one line."""
    if isinstance(observation, PilusObservation):
        key, params = _pilus(observation, move)
    else:
        key, params = _ramp(observation, move)
    return Said(lambda: keyed(key, **{name: value() if callable(value) else value
                                      for name, value in params.items()}))


def _ramp(obs, move) -> tuple[str, dict]:
    edition = load_edition(obs.game_id)
    before = RampBoard.from_rows(obs.board, edition.allow_above)
    if isinstance(move, Skip):
        places = [action for action in obs.legal if isinstance(action, Place)]
        if places and all(_gaps(_after(before, p)) > _gaps(before) for p in places):
            return "coach.reason.skip_gaps", {}
        return "coach.reason.skip", {}
    if isinstance(move, Neutral):
        return "coach.reason.neutral", {}
    after = _after(before, move)
    board_def = BoardDef.from_key(obs.own_board) if obs.own_board else edition.boards[obs.printed_board]
    rows = _new_lines(score_board(board_def, before), score_board(board_def, after), ("rows", "rows-with-symbols"))
    if rows:
        # Counted from the bottom, where a player fills rows first (the rules count from the top).
        numbers = sorted(after.height + 1 - line.params["row"] for line in rows)
        if len(numbers) == 1:
            return "coach.reason.row", {"row": numbers[0]}
        return "coach.reason.rows", {"rows": lambda: join([number(n) for n in numbers])}
    tasks = [card for card in edition.tasks if card.id in obs.tasks]
    scored = [line for line in _new_lines(score_tasks(tasks, before), score_tasks(tasks, after), ("task",))
              if line.points > 0]
    if scored:
        line = scored[0]
        return "coach.reason.task", {"colour": _colour(line.params["colour"]), "deck": line.params["deck"]}
    covered = [line for line in score_board(board_def, before)
               if line.rule == "fields" and line.points < 0 and line not in score_board(board_def, after)]
    if covered:
        return "coach.reason.negative_field", {"value": covered[0].points}
    if edition.coloured:  # coloured pieces grow colour areas; bare shapes keep room or leave gaps
        grown = _grown_area(before, after)
        if grown is not None:
            colour, size = grown
            return "coach.reason.grows", {"colour": _colour(colour), "count": size}
    else:
        kept = _room_kept(edition, obs, before, after, move)
        if kept is not None:
            return "coach.reason.room_kept", {"piece": kept}
        if _gaps(after) == _gaps(before) and any(_gaps(_after(before, p)) > _gaps(before)
                                                 for p in obs.legal if isinstance(p, Place)):
            return "coach.reason.no_gap", {}
    return PLAIN, {}


def _room_kept(edition, obs, before: RampBoard, after: RampBoard, move) -> str | None:
    """A card still to come (the largest first) that can land without a new gap after
    `move`, where most other places for this piece would leave it none (which cards
    are still to come is public, only their order is not). Most, not one: some place
    spoils almost any card, and a reason said at nearly every move says nothing."""
    others = [_after(before, p) for p in obs.legal if isinstance(p, Place) and p != move]
    to_come = {p for p in obs.to_come if p != obs.start_piece}
    for piece in sorted(to_come, key=lambda p: (-_cells(edition.pieces[p].rows), p)):
        shapes = [tuple(rows) for rows in orientations(edition.pieces[piece].rows)]
        if _lands_clean(after, shapes) and 2 * sum(not _lands_clean(b, shapes) for b in others) > len(others):
            return piece
    return None


def _cells(rows) -> int:
    return sum(row.count("#") for row in rows)


def _lands_clean(board: RampBoard, shapes) -> bool:
    """Some orientation of a piece lands somewhere on `board` without a new gap."""
    gaps = _gaps(board)
    for rows in shapes:
        for column in board.legal_columns(rows):
            landed = board.clone()
            landed.drop(rows, column)
            if _gaps(landed) == gaps:
                return True
    return False


def _after(board: RampBoard, action) -> RampBoard:
    after = board.clone()
    after.drop(action.shape, action.column)
    return after


def _gaps(board: RampBoard) -> int:
    """Uncovered fields with a covered one above them in their column: what a piece
    can then reach only by sliding in from the side, if at all."""
    w = board.width
    return sum(1 for c in range(w) for r in range(max(board.tops[c], -1) + 1, board.height)
               if board.cells[r * w + c] is None)


def _new_lines(before, after, rules) -> list:
    """The score lines of `rules` after a move that were not there before it."""
    old = {(line.source, line.cells) for line in before}
    return [line for line in after if line.rule in rules and (line.source, line.cells) not in old]


def _grown_area(before: RampBoard, after: RampBoard):
    """(colour, size) of the largest area the new domino joined to cells already
    there, or None when it joined none."""
    new = {(i // after.width, i % after.width) for i, (old, now) in enumerate(zip(before.cells, after.cells))
           if old is None and now is not None and now != NEUTRAL}
    grown = [(colour, len(cells)) for colour, cells in colour_areas(after)
             if new & set(cells) and len(cells) > len(new & set(cells))]
    return max(grown, key=lambda g: g[1]) if grown else None


def _colour(letter: str):
    return lambda: keyed(f"ramp.colour.{letter}")


def _pilus(obs, move) -> tuple[str, dict]:
    if not isinstance(move, Lay):
        return "coach.reason.pass", {}  # the rules allow a pass only then
    table = Table(load_tileset(obs.game_id))
    for laid in obs.laid:
        table.lay(laid.tile, laid.rotation, laid.x, laid.y)
    hands = [obs.hand if p == obs.player else () for p in range(len(obs.hand_sizes))]
    game = PilusGame.from_position(table, hands, obs.pawns, (), obs.player)
    preview = game.preview(obs.player, move.tile, move.rotation, move.x, move.y)
    if preview.points:
        scoring = [r for r in preview.regions if r.points]
        if len(scoring) == 1:
            return "coach.reason.pilus_region", {"points": preview.points, "size": len(scoring[0].cells),
                                                 "level": preview.level}
        return "coach.reason.pilus_points", {"points": preview.points}
    if move.pawn is not None:
        cells = [(cell, colour) for (dx, dy), colour in table.tileset.cells(move.tile, move.rotation)
                 for cell in [(move.x + dx, move.y + dy)]]
        size = len(region(tuple(move.pawn), with_tile(table, cells)))
        if size >= 2:
            return "coach.reason.pawn", {"count": size}
    return PLAIN, {}
