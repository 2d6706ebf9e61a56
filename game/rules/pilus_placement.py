"""Where a PILUS tile may be laid: every placement rule, and fast legal-move generation.

A placement is checked in steps so that move generation can share work: the
ground (the four table cells under the tile: level, gaps, tiles underneath)
depends on the table alone, so Sites keeps it from turn to turn and a laid tile
changes only the positions on or next to it; the pawns are checked per position
and turn; the colours (matches, joining pawns' regions) per tile. Problems carry
a reason key; their English names no player.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from operator import itemgetter
from typing import Iterable, NamedTuple, Sequence

from game.rules.rule_errors import Problem
from game.rules.pilus_regions import neighbours, protected_cells, region, with_tile
from game.rules.pilus_table import Table
from game.rules.pilus_tileset import OFFSETS, Cell

MAX_LEVEL = 5  # a level-L tile needs L-1 colour matches from its four cells
_COUNT = ("no", "one", "two", "three", "four", "five")
PROTECTED = Problem("pilus.refusal.protected", "that region is protected by another player's pawn")


@dataclass(frozen=True)
class Placement:
    """A legal way to lay a tile: (x, y) is its top-left cell; colours are the four
    it shows from above, in OFFSETS order."""

    tile: str
    rotation: int
    x: int
    y: int
    level: int
    colours: str

    @cached_property
    def cells(self) -> tuple[tuple[Cell, str], ...]:
        """The four ((x, y), colour) of the tile on the table."""
        return tuple(((self.x + dx, self.y + dy), c) for (dx, dy), c in zip(OFFSETS, self.colours))


class _Ground:
    """A tile position as the table alone decides it, with what was worked out there
    already: placements: (tile, rotation) -> its Placement here."""

    __slots__ = ("cells", "under", "level", "fits", "placements")

    def __init__(self, cells: tuple[Cell, ...], under: tuple[str | None, ...], level: int, fits: int):
        self.cells = cells    # in OFFSETS order
        self.under = under    # top colour under each cell, None on bare table
        self.level = level
        self.fits = fits      # the faces (TileSet.face_bit) with enough colour matches here
        self.placements: dict[tuple[str, int], Placement] = {}


class _Site(NamedTuple):
    ground: _Ground
    near_two_pawns: bool  # regions of two players' pawns on or next to it


def _reached() -> tuple[Cell, ...]:
    """The positions (x, y) a tile laid with its top-left cell on (0, 0) brings on or
    next to the table: those with a cell on it or next to it."""
    cells = [(dx, dy) for dx, dy in OFFSETS]
    near = {n for cell in cells for n in neighbours(cell)}.union(cells)
    return tuple({(cx - dx, cy - dy) for cx, cy in near for dx, dy in OFFSETS})


_REACHED = _reached()
# The cells next to a tile's cells, for a tile on (0, 0).
_AROUND = tuple({n for cell in OFFSETS for n in neighbours(cell)}.difference(OFFSETS))
# Around a tile laid on (0, 0): the positions sharing a cell with it, and those two steps away.
_UNDER = tuple((dx, dy) for dx in range(-1, 2) for dy in range(-1, 2))
_BESIDE = tuple((dx, dy) for dx in range(-2, 3) for dy in range(-2, 3) if (dx, dy) not in _UNDER)
_READING = itemgetter(1, 0)  # (x, y) in reading order: by row, then column


class Sites:
    """Every tile position next to or over the table with its ground (or why no tile
    can go there, whoever lays it), kept from one position to the next: laying a tile
    changes only the grounds on or next to it. PlacementRules catches up with the
    tiles laid since it last looked; copy() it along with its table."""

    def __init__(self, table: Table):
        self.table = table
        self._grounds: dict[Cell, _Ground | Problem] = {}
        self._origins: set[Cell] = set()
        self._sorted: list[Cell] = []
        self._seen = 0  # tiles of the table taken into account

    def copy(self, table: Table) -> "Sites":
        """The same sites for `table`, a copy of this one's table."""
        twin = Sites.__new__(Sites)
        twin.table = table
        twin._grounds = dict(self._grounds)
        twin._origins = self._origins  # both shared: catch_up makes new ones, never changes them
        twin._sorted = self._sorted
        twin._seen = self._seen
        return twin

    def catch_up(self) -> None:
        laid = self.table.laid_count()
        if laid == self._seen:
            return
        grounds = self._grounds
        reached = set()
        for tile in self.table.laid()[self._seen:]:
            x, y = tile.x, tile.y
            reached.update([(x + dx, y + dy) for dx, dy in _REACHED])
            # A ground reads the stacks under its own cells (positions one step from
            # the tile share cells with it) and, on bare table, whether a tile lies
            # next to them: a position two steps away can only stop being "not next
            # to any tile".
            for dx, dy in _UNDER:
                grounds.pop((x + dx, y + dy), None)
            for dx, dy in _BESIDE:
                if isinstance(grounds.get((x + dx, y + dy)), Problem):
                    del grounds[x + dx, y + dy]
        self._seen = laid
        reached -= self._origins
        if reached:
            # Merged as two sorted runs; a clone may share the old set and list.
            self._origins = self._origins | reached
            self._sorted = sorted(self._sorted + sorted(reached, key=_READING), key=_READING)

    def origins(self) -> list[Cell]:
        """Top-left cells of every tile position that touches or overlaps the table:
        a tile cell must be on or next to an occupied cell. Sorted for a stable order."""
        return self._sorted

    def ground(self, x: int, y: int) -> _Ground | Problem:
        found = self._grounds.get((x, y))
        if found is None:
            found = self._grounds[x, y] = _ground(self.table, x, y)
        return found


def _ground(table: Table, x: int, y: int) -> _Ground | Problem:
    """The rules that depend on the table alone; a problem or the ground."""
    stacks = table.stacks
    get = stacks.get
    cells = tuple([(x + dx, y + dy) for dx, dy in OFFSETS])
    below = [get(cell, ()) for cell in cells]
    level = 1 + max(map(len, below))
    if level == 1:  # its own cells are bare: a tile next to them is on one of those around
        if not any([(x + dx, y + dy) in stacks for dx, dy in _AROUND]):
            return Problem("pilus.refusal.alone", "not next to any tile")
    else:
        resting = [stack for stack in below if len(stack) == level - 1]
        gaps = 4 - len(resting)
        if gaps > 1:
            return Problem("pilus.refusal.gap", f"{_COUNT[gaps]} cells over a gap: only one cell may hang over a gap",
                           cells=gaps)
        if len({stack[-1][0] for stack in resting}) < 2:
            return Problem("pilus.refusal.one_tile", "it would lie squarely on one tile")
        if level > MAX_LEVEL:
            return Problem("pilus.refusal.too_high", f"no tile can go above level {MAX_LEVEL}: "
                           "it would need more colour matches than it has cells", level=MAX_LEVEL)
    under = tuple(stack[-1][1] if stack else None for stack in below)
    return _Ground(cells, under, level, _matching_faces(table.tileset, under, level - 1))


def _matching_faces(tileset, under: tuple[str | None, ...], needed: int) -> int:
    """The faces with at least `needed` colour matches on `under` (-1: every face)."""
    if needed == 0:
        return -1
    a, b, c, d = (tileset.showing(i, colour) for i, colour in enumerate(under))
    if needed == 1:
        return a | b | c | d
    if needed == 2:
        return (a | b) & (c | d) | a & b | c & d
    if needed == 3:
        return a & b & (c | d) | c & d & (a | b)
    return a & b & c & d


def _match_problem(matches: int, level: int) -> Problem:
    words = "colour matches" if matches <= 1 else "colours match"
    only = "" if matches == 0 else "only "
    return Problem("pilus.refusal.matches", f"{only}{_COUNT[matches]} {words}; level {level} needs {_COUNT[level - 1]}",
                   matches=matches, level=level, needed=level - 1)


class PlacementRules:
    """The placement rules for one position (table and pawns, one per player, None
    while off the table). Build it anew after the position changes."""

    def __init__(self, table: Table, pawns: Sequence[Cell | None], sites: Sites | None = None):
        self.table = table
        self.pawns = tuple(pawns)
        self._pawn_at = {cell: p for p, cell in enumerate(self.pawns) if cell is not None}
        self.protected = protected_cells(self.pawns, table.top_colour)
        self._guarded: dict[int, dict[Cell, int]] = {}
        self._blocked_for: dict[int, set[Cell]] = {}
        self._near_guarded: dict[int, set[Cell]] = {}
        # Cell -> the players whose protected regions lie on or next to it, kept only
        # when two players' regions may meet.
        self._near_owners: dict[Cell, set[int]] = {}
        if len(set(self.protected.values())) > 1:
            for cell, owner in self.protected.items():
                for n in (cell, *neighbours(cell)):
                    self._near_owners.setdefault(n, set()).add(owner)
        self._legal: dict[tuple, list] = {}  # fitting()
        self._sites = sites if sites is not None else Sites(table)
        self._sites.catch_up()

    def guarded(self, player: int) -> dict[Cell, int]:
        """The cells protected against `player`: regions of the other players' pawns."""
        if player not in self._guarded:
            self._guarded[player] = {c: p for c, p in self.protected.items() if p != player}
        return self._guarded[player]

    def near_guarded(self, player: int) -> set[Cell]:
        """The cells protected against `player` and the cells next to them."""
        if player not in self._near_guarded:
            guarded = self.guarded(player)
            self._near_guarded[player] = {n for cell in guarded for n in neighbours(cell)}.union(guarded)
        return self._near_guarded[player]

    def _blocked(self, player: int) -> set[Cell]:
        """Cells no tile of `player` may cover (other players' pawns and regions), as a
        quick test before the checks that say why."""
        if player not in self._blocked_for:
            self._blocked_for[player] = {c for c, p in self._pawn_at.items() if p != player}.union(
                self.guarded(player))
        return self._blocked_for[player]

    def problem(self, player: int, tile: str, rotation: int, x: int, y: int) -> Problem | None:
        """Why `player` may not lay `tile` there, or None when they may."""
        site = self._site(player, x, y)
        if isinstance(site, Problem):
            return site
        return self._colour_problem(site, "".join(self.table.tileset.layout(tile, rotation)))

    def placement(self, player: int, tile: str, rotation: int, x: int, y: int) -> Placement:
        """The placement, or IllegalMove saying why not."""
        problem = self.problem(player, tile, rotation, x, y)
        if problem is not None:
            raise problem.refusal()
        level = self._site(player, x, y).ground.level
        return Placement(tile, rotation % 4, x, y, level, "".join(self.table.tileset.layout(tile, rotation)))

    def legal(self, player: int, tiles: Iterable[str]) -> list[Placement]:
        """Every legal placement of the given tiles. Turned layouts that look the
        same (two copies of a tile, or a tile symmetric under a turn) lead to the
        same table, so each is listed once, under the first tile and rotation."""
        legal = []
        for x, y, ground, faces in self.fitting(player, tiles):
            made = ground.placements
            for where, colours in faces:
                placement = made.get(where)
                if placement is None:
                    placement = made[where] = Placement(*where, x, y, ground.level, colours)
                legal.append(placement)
        return legal

    def fitting(self, player: int, tiles: Iterable[str]) -> list[tuple[int, int, _Ground, list]]:
        """legal() by position: (x, y, ground, faces) where faces are the ((tile,
        rotation), colours) that may be laid there, without making Placements."""
        tiles = tuple(tiles)
        found = self._legal.get((player, tiles))
        if found is not None:
            return found
        tileset = self.table.tileset
        hand, faces = 0, []  # faces: (bit, (tile, rotation), colours), the first of each look
        for tile in tiles:
            for rotation in range(4):
                bit = tileset.face_bit(tile, rotation)
                if not hand & bit:
                    hand |= bit
                    faces.append((bit, (tile, rotation), "".join(tileset.layout(tile, rotation))))
        every = [(where, colours) for _, where, colours in faces]
        found = []
        for x, y in self._sites.origins():
            ground = self._sites.ground(x, y)
            if isinstance(ground, Problem):
                continue
            fit = ground.fits & hand
            if not fit:
                continue
            site = self._on_ground(player, ground)
            if isinstance(site, Problem):
                continue
            chosen = every if fit == hand else [(where, c) for bit, where, c in faces if bit & fit]
            if site.near_two_pawns:
                chosen = [(where, c) for where, c in chosen if not self._joins_pawns(tuple(zip(ground.cells, c)))]
            if chosen:
                found.append((x, y, ground, chosen))
        self._legal[player, tiles] = found
        return found

    def origins(self) -> list[Cell]:
        """Top-left cells of every tile position that touches or overlaps the table:
        a tile cell must be on or next to an occupied cell. Sorted for a stable order."""
        return list(self._sites.origins())

    def _site(self, player: int, x: int, y: int) -> _Site | Problem:
        """The rules that do not depend on the tile's colours; a problem or the site."""
        ground = self._sites.ground(x, y)
        if isinstance(ground, Problem):
            return ground
        return self._on_ground(player, ground)

    def _on_ground(self, player: int, ground: _Ground) -> _Site | Problem:
        cells = ground.cells
        blocked = self._blocked(player)
        if blocked and any(cell in blocked for cell in cells):
            for cell in cells:
                if self._pawn_at.get(cell, player) != player:
                    return Problem("pilus.refusal.cover_pawn", "it would cover another player's pawn")
            guarded = self.guarded(player)
            if any(cell in guarded for cell in cells):
                return PROTECTED
        if not self._near_owners:
            return _Site(ground, False)
        near = set()
        for cell in cells:
            near.update(self._near_owners.get(cell, ()))
        return _Site(ground, len(near) > 1)

    def _colour_problem(self, site: _Site, colours: str) -> Problem | None:
        ground = site.ground
        # The cell over a gap counts too: `under` is whatever lies lower down there.
        matches = sum(1 for colour, under in zip(colours, ground.under) if colour == under)
        if matches < ground.level - 1:
            return _match_problem(matches, ground.level)
        if site.near_two_pawns and self._joins_pawns(tuple(zip(ground.cells, colours))):
            return Problem("pilus.refusal.join_pawns", "it would join regions protected by two players' pawns")
        return None

    def _joins_pawns(self, cells: tuple[tuple[Cell, str], ...]) -> bool:
        """Whether the tile would leave two players' pawns in one region."""
        # Quick test: a region through the new cells can only take in pawns standing
        # on them (your own, lifted and put back) or regions of the same colour
        # touching them. Fewer than two owners there means no pawns can meet.
        new = dict(cells)
        owners = {self._pawn_at[cell] for cell in new if cell in self._pawn_at}
        for cell, colour in cells:
            for n in neighbours(cell):
                if n in self.protected and n not in new and self.table.top_colour(n) == colour:
                    owners.add(self.protected[n])
        if len(owners) < 2:
            return False
        colour_at = with_tile(self.table, cells)
        for cell in new:
            joined = region(cell, colour_at)
            if len({p for c, p in self._pawn_at.items() if c in joined}) > 1:
                return True
        return False
