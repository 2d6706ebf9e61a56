"""Where a pawn may go after its player has laid a tile.

The pawn step comes after the tile is laid, so regions are read from the
table as it is with the new tile on it.
"""
from __future__ import annotations

from operator import itemgetter

from game.rules.rule_errors import Problem
from game.rules.pilus_placement import PROTECTED, Placement, PlacementRules
from game.rules.pilus_regions import neighbours, protected_cells, with_tile
from game.rules.pilus_table import Table
from game.rules.pilus_tileset import Cell

_reading_order = itemgetter(1, 0)  # (y, x) of a cell


class PawnRules:
    """The pawn rules for `player` right after `placement`, in the position `rules`
    describes (the tile not yet laid)."""

    def __init__(self, rules: PlacementRules, player: int, placement: Placement):
        self.table = rules.table
        self.current = rules.pawns[player]
        self.new = {cell for cell, _ in placement.cells}
        guarded = rules.guarded(player)
        if _reshapes(self.table, guarded, placement.cells):
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
        options = {cell for cell in self.new if cell not in self._guarded}
        options.update(_steps(self.table, self.current, self._guarded, options))
        options.discard(self.current)
        return tuple(sorted(options, key=_reading_order))


class PawnSteps:
    """PawnRules.targets() for every placement of one turn, cheaply: most tiles
    leave the other players' regions as they are, so the targets depend only on
    the cells the tile covers."""

    def __init__(self, rules: PlacementRules, player: int):
        self.rules = rules
        self.player = player
        self.current = rules.pawns[player]
        self.guarded = rules.guarded(player)
        self.near = rules.near_guarded(player)  # other players' regions and the cells next to them
        self._steps = set(_steps(rules.table, self.current, self.guarded, ()))

    def on(self, cells: tuple[Cell, ...]) -> tuple[Cell, ...] | None:
        """The targets after any tile laid on these cells, or None when that depends
        on the tile's colours (it lies next to another player's region: ask after())."""
        if self.near and not self.near.isdisjoint(cells):
            return None
        options = self._steps.union(cells)  # no cell of the tile is guarded: none is near
        options.discard(self.current)
        return tuple(sorted(options, key=_reading_order))

    def after(self, placement: Placement) -> tuple[Cell, ...]:
        """The targets after this placement."""
        if _reshapes(self.rules.table, self.guarded, placement.cells):
            return PawnRules(self.rules, self.player, placement).targets()
        options = self._steps.union(cell for cell, _ in placement.cells)
        options.discard(self.current)
        return tuple(sorted(options, key=_reading_order))


def _steps(table: Table, current: Cell | None, guarded, new) -> list[Cell]:
    """The cells next to the pawn it may step to: on a tile (already there or in
    `new`, the new tile's unguarded cells) and outside other players' regions."""
    if current is None:
        return []
    return [cell for cell in neighbours(current) if cell not in guarded and (cell in new or table.height(cell))]


def _reshapes(table: Table, guarded, cells) -> bool:
    """Whether laying these ((x, y), colour) may change the other players' regions
    (`guarded`): only by covering one of their cells or by showing a colour next to
    one of their cells of that colour."""
    for cell, colour in cells:
        if cell in guarded:
            return True
        for n in neighbours(cell):
            if n in guarded and table.top_colour(n) == colour:
                return True
    return False
