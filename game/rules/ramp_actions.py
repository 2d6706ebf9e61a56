"""The moves of a ramp game and the reports the engine gives back for animation."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.polyomino import Cell


@dataclass(frozen=True)
class Place:
    """Drop `piece` in the orientation `shape` (text rows) with its leftmost column at `column`."""

    piece: str
    shape: tuple[str, ...]
    column: int


@dataclass(frozen=True)
class Skip:
    """FITS: set the revealed piece aside for the rest of the round."""


@dataclass(frozen=True)
class Neutral:
    """BITS: drop the neutral domino instead of the revealed piece."""

    shape: tuple[str, ...]
    column: int


# A report is made on every move, so its __init__ writes the instance's dict directly:
# the one dataclass writes for a frozen class sets each field through object.__setattr__,
# which costs a random game about a tenth of its time. Written key by key in field
# order, the instances still share one table of keys (dict.update would give each its own).

@dataclass(frozen=True, init=False)
class DropReport:
    player: int
    piece: str                  # piece id, 'N' for the neutral domino
    shape: tuple[str, ...]
    column: int
    cells: tuple[Cell, ...]     # where it came to rest, inside the grid
    row: int                    # the board row its top row came to rest on (above the grid: negative)
    ended_round: bool = False   # it was the round's last decision: the round is scored (or the game over)

    def __init__(self, player: int, piece: str, shape: tuple[str, ...], column: int, cells: tuple[Cell, ...],
                 row: int, ended_round: bool = False):
        fields = self.__dict__
        fields["player"], fields["piece"], fields["shape"], fields["column"] = player, piece, shape, column
        fields["cells"], fields["row"], fields["ended_round"] = cells, row, ended_round

    def ending_round(self) -> "DropReport":
        return _ending_round(self)


@dataclass(frozen=True, init=False)
class SkipReport:
    player: int
    piece: str
    ended_round: bool = False   # as DropReport's

    def __init__(self, player: int, piece: str, ended_round: bool = False):
        fields = self.__dict__
        fields["player"], fields["piece"], fields["ended_round"] = player, piece, ended_round

    def ending_round(self) -> "SkipReport":
        return _ending_round(self)


def _ending_round(report):
    """The report of a move that ended the round (dataclasses.replace, without its checks)."""
    return type(report)(**{**report.__dict__, "ended_round": True})
