"""PILUS moves, and what the engine reports back for the window to animate."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.pilus_scoring import ScoredRegion
from game.rules.pilus_tileset import Cell


@dataclass(frozen=True)
class Lay:
    """Lay `tile` turned `rotation` clockwise quarter turns with its top-left cell on
    (x, y), then move the pawn to `pawn` (None: leave it where it is, or off the table)."""

    tile: str
    rotation: int
    x: int
    y: int
    pawn: tuple[int, int] | None = None


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
