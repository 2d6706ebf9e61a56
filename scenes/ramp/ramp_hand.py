"""What one seat holds over its ramp before deciding: a piece (or, in BITS,
the neutral domino), the orientation it is turned to, and a column.

A hand is the player's intention only; it becomes a move (Place / Neutral)
that the scene hands to the engine.
"""
from __future__ import annotations

from game.rules.polyomino import mirrored, turned
from game.rules.ramp_actions import Neutral, Place
from game.rules.ramp_scoring import NEUTRAL


class Hand:
    def __init__(self, board_width: int):
        self.board_width = board_width
        self.piece: str | None = None
        self.shape: tuple[str, ...] = ()
        self.column = 0
        self._card: tuple[str, tuple[str, ...]] | None = None  # the card's piece, while holding the neutral

    def take(self, piece: str, rows: tuple[str, ...]):
        """A new card: hold its piece as printed, over the column the player was at."""
        self.piece, self.shape = piece, tuple(rows)
        self._card = None
        self._clamp()

    @property
    def neutral(self) -> bool:
        return self.piece == NEUTRAL

    def swap_neutral(self, neutral_rows: tuple[str, ...]):
        """BITS: hold the neutral domino instead of the card's piece, or go back to it."""
        if self._card is None:
            self._card = (self.piece, self.shape)
            self.piece, self.shape = NEUTRAL, tuple(neutral_rows)
        else:
            (self.piece, self.shape), self._card = self._card, None
        self._clamp()

    @property
    def width(self) -> int:
        return len(self.shape[0])

    def move(self, step: int):
        self.column += step
        self._clamp()

    def point_at(self, column: int):
        """Centre the piece on the pointed column (the mouse seat)."""
        self.column = column - (self.width - 1) // 2
        self._clamp()

    def turn(self):
        self.shape = turned(self.shape)
        self._clamp()

    def flip(self):
        self.shape = mirrored(self.shape)

    def action(self):
        if self.neutral:
            return Neutral(self.shape, self.column)
        return Place(self.piece, self.shape, self.column)

    def _clamp(self):
        if self.shape:
            self.column = min(max(self.column, 0), self.board_width - self.width)
