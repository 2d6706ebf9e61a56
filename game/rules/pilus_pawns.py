"""Where a pawn may go after its player has laid a tile.

The pawn step comes after the tile is laid, so regions are read from the
table as it is with the new tile on it.
"""
from __future__ import annotations

from game.rules.errors import Problem
from game.rules.pilus_placement import PROTECTED, Placement, PlacementRules
from game.rules.pilus_regions import neighbours, protected_cells, with_tile
from game.rules.pilus_tileset import Cell


class PawnRules:
    """The pawn rules for `player` right after `placement`, in the position `rules`
    describes (the tile not yet laid)."""

    def __init__(self, rules: PlacementRules, player: int, placement: Placement):
        self.table = rules.table
        self.current = rules.pawns[player]
        self.new = {cell for cell, _ in placement.cells}
        guarded = rules.guarded(player)
        # Other players' regions change only where the new tile lies on or next to them;
        # elsewhere every tile laid on the same spot leaves the pawn the same targets.
        near = rules.near_guarded(player)
        self.reads_colours = bool(near) and any(cell in near for cell in self.new)
        if self.reads_colours:
            others = [None if p == player else pawn for p, pawn in enumerate(rules.pawns)]
            guarded = protected_cells(others, with_tile(self.table, placement.cells))
        self._guarded = guarded

    def problem(self, target: Cell) -> Problem | None:
        """Why the pawn may not go to `target`, or None when it may (staying put is
        always allowed)."""
        if target == self.current:
            return None
        if target not in self.new:
            if self.current is None:
                return Problem("pilus.refusal.pawn_first", "the first time, your pawn goes on the tile you just played")
            if target not in neighbours(self.current):
                return Problem("pilus.refusal.pawn_step",
                               "your pawn goes onto the tile you just played or to a cell next to where it stands")
            if self.table.height(target) == 0:
                return Problem("pilus.refusal.pawn_off_table", "your pawn must stand on a tile")
        if target in self._guarded:
            return PROTECTED
        return None

    def targets(self) -> tuple[Cell, ...]:
        """Every cell the pawn may move to (its own cell excluded: that is staying)."""
        near = neighbours(self.current) if self.current is not None else ()
        options = (self.new | set(near)) - {self.current}
        return tuple(sorted((c for c in options if self.problem(c) is None), key=_reading_order))


def _reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]
