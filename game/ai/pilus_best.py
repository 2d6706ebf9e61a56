"""The most a player can score now with each kind of tile, for computer players.

Tiles that look alike however they are turned are one kind (the set holds six
kinds, five tiles each), so what a hidden hand can do depends only on its
kinds: asking once per kind what it scores covers every hand. A fast count
bounds each placement's points from above; only the best few are scored
exactly by the rules.
"""
from __future__ import annotations

from typing import Sequence

from game.rules.pilus_game import PilusGame
from game.rules.pilus_placement import Placement
from game.rules.pilus_regions import region, with_tile
from game.rules.pilus_scoring import score_regions

# Placements per kind scored exactly, best bound first, before the best bound found is taken.
EXACT = 4


def kind_of(tileset, tile: str) -> int:
    """The same number for tiles that look alike in some turn."""
    return min(tileset.face_bit(tile, rotation) for rotation in range(4))


class Best:
    """The best placement per kind of tile for `player` in `state` (their turn)."""

    def __init__(self, state: PilusGame, player: int):
        self.state = state
        self.player = player
        self.colour = state.table.top_colours()
        self.region: dict = {}       # cell -> index of its region
        self.size: list[int] = []    # region index -> cells
        for cell in self.colour:
            if cell not in self.region:
                cells = region(cell, self.colour.get)
                self.region.update(dict.fromkeys(cells, len(self.size)))
                self.size.append(len(cells))
        self.guarded = {self.region[cell] for cell, owner in state.protected_regions().items() if owner != player}

    def by_kind(self, tiles: Sequence[str]) -> dict[int, tuple[int, Placement]]:
        """kind -> (points, placement) of the best placement of a tile of that kind
        among `tiles`; kinds that fit nowhere are left out."""
        tileset = self.state.tileset
        kinds = {}
        for tile in dict.fromkeys(tiles):
            kind = kind_of(tileset, tile)
            for rotation in range(4):
                kinds[tile, rotation] = kind
        found: dict[int, list] = {}
        # The same list of faces serves spot after spot (wherever the whole hand fits): each
        # is read once, into its faces' colours and the list of their kind. Held by `spots`
        # for the whole loop, so an id names one list.
        read: dict[int, list] = {}
        # A placement bounded by 0 is chosen only as its kind's first (_exact_best: one
        # with a bound above 0 goes first, then none bounded by 0 can beat it), so later
        # ones are not kept.
        for x, y, level, cells, faces in self.state.spots(self.player, tiles):
            rows = read.get(id(faces))
            if rows is None:
                rows = read[id(faces)] = [(found.setdefault(kinds[where], []), where, colours, *colours)
                                          for where, colours in faces]
            g0, g1, g2, g3 = self._gains(cells)
            if g0 or g1 or g2 or g3:
                for options, where, colours, a, b, c, d in rows:
                    bound = (g0.get(a, 0) + g1.get(b, 0) + g2.get(c, 0) + g3.get(d, 0)) * level
                    if bound or not options:
                        options.append((bound, x, y, level, where, colours))
            else:  # no cell of this spot gains anything: every face's bound is 0
                for options, where, colours, *_ in rows:
                    if not options:
                        options.append((0, x, y, level, where, colours))
        return {kind: self._exact_best(options) for kind, options in found.items()}

    def _gains(self, cells) -> list[dict[str, int]]:
        """Per cell of a tile position, colour -> the size of the region a new cell of
        that colour would make there (left out below 2, or when an opponent's pawn
        protects it): the regions of that colour it covers or touches, joined, less
        the cells the tile covers. Only a region the tile cuts in two is overcounted."""
        colour_at, region_of, sizes, guarded = self.colour.get, self.region, self.size, self.guarded
        under = [region_of.get(cell) for cell in cells]
        gains = []
        for cell in cells:
            x, y = cell
            by_colour: dict[str, set] = {}
            own = colour_at(cell)
            if own is not None:
                by_colour[own] = {region_of[cell]}
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                colour = colour_at(n)
                if colour is not None and n not in cells:
                    by_colour.setdefault(colour, set()).add(region_of[n])
            gain = {}
            for colour, joined in by_colour.items():
                if joined & guarded:
                    continue
                size = 1
                for r in joined:
                    size += sizes[r]
                for r in under:
                    if r in joined:
                        size -= 1
                if size >= 2:
                    gain[colour] = size
            gains.append(gain)
        return gains

    def _exact_best(self, options: list) -> tuple[int, Placement]:
        options.sort(key=lambda o: -o[0])
        best = None
        for bound, x, y, level, (tile, rotation), colours in options[:EXACT]:
            if best is not None and bound <= best[0]:
                break
            placement = Placement(tile, rotation, x, y, level, colours)
            points = self.points(placement) if bound else 0
            if best is None or points > best[0]:
                best = (points, placement)
        return best

    def points(self, placement: Placement) -> int:
        """What the placement scores, exactly as the rules count it."""
        game = self.state
        regions = score_regions(with_tile(game.table, placement.cells), game.pawns, self.player, placement)
        return sum(r.points for r in regions)
