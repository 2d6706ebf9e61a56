"""What the player in turn is choosing: which tile of the hand, turned how,
over which spot, and then where the pawn goes.

A choice is the player's intention only; `action()` turns it into a Lay for
the engine, which decides whether it is legal.
"""
from __future__ import annotations

from game.rules.pilus_actions import Lay

Cell = tuple[int, int]


class Choice:
    def __init__(self, hand: tuple[str, ...], spot: Cell):
        self.hand = tuple(hand)
        self.index = 0
        self.rotations = dict.fromkeys(self.hand, 0)  # each tile keeps its own turn
        self.x, self.y = spot
        self.pawn_options: list[Cell | None] | None = None  # during the pawn step: None (leave it), then cells
        self.pawn_focus = 0

    # The tile and the spot ------------------------------------------------------
    @property
    def tile(self) -> str:
        return self.hand[self.index]

    @property
    def rotation(self) -> int:
        return self.rotations[self.tile]

    @property
    def spot(self) -> Cell:
        return self.x, self.y

    def select(self, index: int):
        self.index = index % len(self.hand)

    def next_tile(self):
        self.select(self.index + 1)

    def turn(self):
        self.rotations[self.tile] = (self.rotation + 1) % 4

    def move(self, dx: int, dy: int):
        self.x += dx
        self.y += dy

    def point_at(self, spot: Cell):
        self.x, self.y = spot

    # The pawn -------------------------------------------------------------------
    @property
    def choosing_pawn(self) -> bool:
        return self.pawn_options is not None

    def start_pawn(self, targets: tuple[Cell, ...]):
        """The spot is taken: the pawn may go to `targets`; leaving it comes first."""
        self.pawn_options = [None, *targets]
        self.pawn_focus = 0

    def back_to_spot(self):
        self.pawn_options = None

    def step_pawn(self, step: int):
        self.pawn_focus = (self.pawn_focus + step) % len(self.pawn_options)

    def focus_pawn(self, cell: Cell | None) -> bool:
        """Focus the option for `cell` (None: leave the pawn); False when it is no option."""
        if cell not in self.pawn_options:
            return False
        self.pawn_focus = self.pawn_options.index(cell)
        return True

    @property
    def pawn(self) -> Cell | None:
        return self.pawn_options[self.pawn_focus] if self.pawn_options else None

    def action(self) -> Lay:
        return Lay(self.tile, self.rotation, self.x, self.y, self.pawn)
