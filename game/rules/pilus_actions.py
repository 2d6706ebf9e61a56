"""PILUS moves, and what the engine reports back for the window to animate."""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.pilus_scoring import ScoredRegion
from game.rules.pilus_tileset import Cell


@dataclass(frozen=True, slots=True, init=False)  # slots: made in the thousands a turn, half the time each
class Lay:
    """Lay `tile` turned `rotation` clockwise quarter turns with its top-left cell on
    (x, y), then move the pawn to `pawn` (None: leave it where it is, or off the table)."""

    tile: str
    rotation: int
    x: int
    y: int
    pawn: tuple[int, int] | None = None

    def __init__(self, tile: str, rotation: int, x: int, y: int, pawn: tuple[int, int] | None = None):
        # Through the slots' own setters: half the time of a frozen dataclass's
        # object.__setattr__ by name, for the same fields.
        _set_tile(self, tile)
        _set_rotation(self, rotation)
        _set_x(self, x)
        _set_y(self, y)
        _set_pawn(self, pawn)


_set_tile, _set_rotation, _set_x, _set_y, _set_pawn = (Lay.__dict__[name].__set__
                                                        for name in ("tile", "rotation", "x", "y", "pawn"))


class LegalLays(Sequence):
    """The legal moves of a PILUS turn, read like a list: for each placement, the Lay
    that leaves the pawn where it is, then one Lay per pawn target. A turn has
    thousands, and a player or a computer reads few of them, so each Lay is made
    when read. groups: (x, y, placements there as (tile, rotation), the pawn
    targets they all share) in order."""

    __slots__ = ("_groups", "_ends")

    def __init__(self, groups):
        self._groups = groups
        self._ends = []  # per group, the index just past its last move
        end = 0
        for _, _, tiles, targets in groups:
            end += len(tiles) * (1 + len(targets))
            self._ends.append(end)

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("legal move index out of range")
        group = bisect_right(self._ends, index)
        x, y, tiles, targets = self._groups[group]
        placement, k = divmod(index - (self._ends[group - 1] if group else 0), 1 + len(targets))
        tile, rotation = tiles[placement]
        return Lay(tile, rotation, x, y, targets[k - 1] if k else None)

    def __contains__(self, value) -> bool:
        if value.__class__ is not Lay:
            return super().__contains__(value)
        # Where the list would hold it, without making the Lays before it.
        for x, y, tiles, targets in self._groups:
            if (x, y) == (value.x, value.y) and (value.tile, value.rotation) in tiles and \
                    (value.pawn is None or value.pawn in targets):
                return True
        return False

    def __iter__(self):
        for x, y, tiles, targets in self._groups:
            for tile, rotation in tiles:
                yield Lay(tile, rotation, x, y)
                for target in targets:
                    yield Lay(tile, rotation, x, y, target)

    def __eq__(self, other):
        if isinstance(other, LegalLays):
            return list(self) == list(other)
        if isinstance(other, (list, tuple)):
            # As a list of Lays compares, without making ours: a Lay equals only a Lay with the same fields.
            if len(other) != len(self):
                return False
            theirs = iter(other)
            for x, y, tiles, targets in self._groups:
                for tile, rotation in tiles:
                    for pawn in (None, *targets):
                        lay = next(theirs)
                        if lay.__class__ is not Lay or (lay.tile, lay.rotation, lay.x, lay.y, lay.pawn) != \
                                (tile, rotation, x, y, pawn):
                            return False
            return True
        return NotImplemented

    __hash__ = None  # like a list

    def __repr__(self) -> str:
        return repr(list(self))


@dataclass(frozen=True)
class Pass:
    """Only when no tile in hand can be laid anywhere; the hand is kept."""


@dataclass(frozen=True)
class Preview:
    """What a placement would score now (the pawn step cannot change it: only
    opponents' pawns take points away, and they do not move)."""

    level: int
    points: int
    regions: tuple[ScoredRegion, ...]


@dataclass(frozen=True)
class LayReport:
    """cells: the four ((x, y), colour) the tile shows; covered: those that lay on a
    tile before; regions: every region of 2+ cells through the tile, with points 0
    where an opponent's pawn protects it; pawn: where the pawn stands afterwards."""

    player: int
    tile: str
    level: int
    cells: tuple[tuple[Cell, str], ...]
    covered: tuple[Cell, ...]
    regions: tuple[ScoredRegion, ...]
    points: int
    pawn: Cell | None
    drew: bool


@dataclass(frozen=True)
class PassReport:
    player: int
