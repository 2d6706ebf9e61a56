"""What a laid tile scores: each region through it of two or more cells, size x level."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.rules.pilus_placement import Placement
from game.rules.pilus_regions import ColourAt, region
from game.rules.pilus_tileset import Cell


@dataclass(frozen=True)
class ScoredRegion:
    """A region through the new tile. protected_by: the opponent whose pawn stands
    in it (then it scores nothing), else None."""

    colour: str
    cells: frozenset[Cell]
    points: int
    protected_by: int | None


def score_regions(colour_at: ColourAt, pawns: Sequence[Cell | None], player: int,
                  placement: Placement) -> tuple[ScoredRegion, ...]:
    """The regions `placement` scores for `player`, reading the table (with the tile
    on it) through `colour_at`; `pawns` after the pawn step."""
    regions = []
    seen: set[Cell] = set()
    for cell, colour in placement.cells:
        if cell in seen:
            continue
        x, y = cell
        if colour_at((x + 1, y)) != colour and colour_at((x - 1, y)) != colour and \
                colour_at((x, y + 1)) != colour and colour_at((x, y - 1)) != colour:
            continue  # a region of one cell, which scores nothing: not flooded (previews meet thousands)
        cells = region(cell, colour_at)
        seen |= cells
        if len(cells) < 2:
            continue
        guard = next((p for p, pawn in enumerate(pawns) if p != player and pawn in cells), None)
        points = 0 if guard is not None else len(cells) * placement.level
        regions.append(ScoredRegion(colour, cells, points, guard))
    return tuple(regions)
