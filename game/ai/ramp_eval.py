"""What a ramp board is worth to a bot: the exact round score at the end, and before
that an estimate of the final score from the board and what may still come.

FITS: below a column's top every cell is settled for good (covered, or a hole
closed from above that no slide can reach), so it scores now what it will
score at the end. Above the tops, the cells still to come fill the board from
the bottom like water; an open cell's chance to stay uncovered follows from
how much volume is left. Open bonus and symbol fields count as kept uncovered
(the player can build over them). Rows, symbol pairs and colour sets are
scored from those chances. A ragged surface is penalised: pieces fit it worse.

BITS: colour areas score through the open task cards as they are, and an area
that can still grow (it touches an empty cell a domino can reach) adds a
small share of what it could become with a few more cells.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from game.ai.ramp_sim import SimBoard
from game.rules.polyomino import orientations, parse_rows
from game.rules.ramp_board import slide_shape
from game.rules.ramp_data import BoardDef, TaskCard
from game.rules.ramp_scoring import colour_areas, score_board, score_tasks, task_points


@dataclass(frozen=True)
class FitsWeights:
    """How a FITS round's estimate weighs what the exact score cannot see yet. One set
    per board (its rules differ), tuned by tools/tune_ramp_eval.py into
    levels/<game>/bot-weights.toml; these defaults are the hand-set ones."""
    fill: float = 1.0     # share of the remaining pieces' cells expected to land in the grid usefully
    bump: float = 0.3     # per row of step between neighbouring column tops
    well: float = 0.9     # per row a column lies deeper than both neighbours, beyond two
    wells: float = 0.0    # per column at least two rows deeper than both neighbours
    spread: float = 0.0   # per row between the highest and the lowest column top
    holes: float = 0.0    # per covered-over empty cell, beyond what it scores
    full: float = 0.0     # per column built up to the top row while pieces are still to come
    unfit: float = 0.0    # share of the cells to come whose piece cannot lie flat anywhere (no new hole)
    risk: float = 0.0     # per point of bonus or symbol fields still open above the tops (to be bridged)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))


@dataclass(frozen=True)
class BitsWeights:
    # Chance an area that can still grow gains exactly 1, 2, 3 cells and scores with them.
    reach: tuple[float, ...] = (0.25, 0.1, 0.05)
    neutral: float = 1.0  # keeping the neutral domino for a bad card later


class FitsValue:
    """Scores a FITS board of one round (any of the board rules). pieces: the rows of
    every build piece; bit j of a `rest` mask stands for pieces[j] still to come."""

    def __init__(self, board_def: BoardDef, pieces: tuple[tuple[str, ...], ...] = (),
                 weights: FitsWeights = FitsWeights()):
        self.board_def = board_def
        self.weights = weights
        w, h = self.width, self.height = board_def.width, board_def.height
        rules, values = board_def.rules, board_def.values
        dot = values["dot"] if "dots" in rules else 0
        # What each cell scores if it stays uncovered (symbols are scored in groups).
        self.uncovered = [0] * (w * h)
        self.symbol = [False] * (w * h)
        # Bonus and symbol fields: the player wants them uncovered.
        self.wanted: list[int] = []
        self.worth: dict[int, float] = {}  # what keeping a wanted field open is worth, roughly
        groups: dict[str, dict[str, list[int]]] = {"symbol": {}, "colour": {}}
        for r in range(h):
            for c in range(w):
                i = r * w + c
                f = board_def.fields.get((r, c))
                if f is None:
                    self.uncovered[i] = dot
                elif f.kind == "symbol":
                    self.symbol[i] = True
                    self.wanted.append(i)
                    groups["symbol"].setdefault(f.symbol, []).append(i)
                    groups["colour"].setdefault(f.colour, []).append(i)
                elif "fields" in rules:
                    self.uncovered[i] = f.value
                    if f.value > 0:
                        self.wanted.append(i)
        # The uncovered value of each other cell, and per column summed over rows 0..t-1.
        self.plain = [0 if i in self.wanted else self.uncovered[i] for i in range(w * h)]
        self.plain_above = []
        for c in range(w):
            sums = [0]
            for r in range(h):
                sums.append(sums[-1] + self.plain[r * w + c])
            self.plain_above.append(sums)
        self.row_points = values["row"] if {"rows", "rows-with-symbols"} & set(rules) else 0
        self.symbols_fill_rows = "rows-with-symbols" in rules
        self.pairs = [tuple(g) for g in groups["symbol"].values()] if "symbol-pairs" in rules else []
        self.pair_both = values.get("pair_both", 0)
        self.pair_one = values.get("pair_one", 0)
        self.sets = [tuple(g) for g in groups["colour"].values()] if "colour-sets" in rules else []
        self.set_points = values.get("colour_set", 0)
        for i in self.wanted:
            self.worth[i] = (self.uncovered[i] if not self.symbol[i] else
                             self.pair_both / 2 if self.pairs else self.set_points / 3)
        self.sizes = tuple(len(parse_rows(rows)) for rows in pieces)
        self._flat = _flat_fits(pieces)
        self._widest = max((max(len(rows), len(rows[0])) for rows in pieces), default=0)  # turned either way
        self._volumes: dict[int, int] = {}
        self._lies_flat: dict[tuple[int, ...], int] = {}
        # Bit masks, so that the settled cells under the tops are read a row at a time:
        # per column and top row, the column's cells from that row down; the cells
        # whose being uncovered spoils their row.
        self._below = [[sum(1 << r * w + c for r in range(t, h)) for t in range(h + 1)] for c in range(w)]
        self._spoil = sum(1 << i for i in range(w * h) if not (self.symbols_fill_rows and self.symbol[i]))
        # Per row, by the bits of its uncovered cells: what they score.
        self._row_points = []
        for r in range(h):
            points = [0] * (1 << w)
            for bits in range(1, 1 << w):
                low = bits & -bits  # the lowest cell's points plus the others'
                points[bits] = points[bits ^ low] + self.uncovered[r * w + low.bit_length() - 1]
            self._row_points.append(points)
        self._surfaces: dict[tuple[int, ...], tuple[tuple[int, ...], int]] = {}

    def final(self, board: SimBoard) -> int:
        """The round score if the round ended now (the engine's own scoring)."""
        return sum(line.points for line in score_board(self.board_def, board))

    def volume(self, rest: int) -> int:
        """The cells of the pieces in the mask."""
        found = self._volumes.get(rest)
        if found is None:
            found = self._volumes[rest] = sum(s for j, s in enumerate(self.sizes) if rest >> j & 1)
        return found

    def estimate(self, board: SimBoard, rest: int) -> float:
        """Expected final round score with the pieces of the mask `rest` still to come.
        (The bots call this thousands of times per decision: it is written for speed.)"""
        w, h, wt = self.width, self.height, self.weights
        volume = self.volume(rest)
        cells, uncovered, symbol = board.cells, self.uncovered, self.symbol
        tops, below = self.surface(board.tops)
        open_cells = self._open_per_row(tops)
        waterline, partial, fill = self._water(open_cells, sum(tops), volume)
        # An open cell of row r stays uncovered for sure above the waterline, with
        # chance `partial` on it, and never below it.
        value = 0.0
        # The holes: uncovered cells under the tops, which nothing can cover any more.
        hole_bits = board.uncovered_bits(below)
        holes = hole_bits.bit_count()
        dead_rows = set()  # rows a hole keeps from being complete
        if hole_bits:
            full, spoil = (1 << w) - 1, hole_bits & self._spoil
            for r in range(min(tops), h):
                row = hole_bits >> r * w & full
                if row:
                    value += self._row_points[r][row]
                    if spoil >> r * w & full:
                        dead_rows.add(r)
        fills = self.symbols_fill_rows
        for c, top in enumerate(tops):
            dry = top if top < waterline else waterline
            if dry > 0:
                value += self.plain_above[c][dry]
            if 0 <= waterline < top:
                value += partial * self.plain[waterline * w + c]
        # Bonus and symbol fields still open count as kept: the player can build over them.
        free = {}  # chance each wanted field ends uncovered
        wanted_open = [0] * h   # open wanted fields per row
        row_blocked = set()     # rows an open wanted field keeps from being complete
        at_risk = 0.0
        for i in self.wanted:
            r, c = divmod(i, w)
            if r < tops[c]:
                free[i] = 1.0
                value += uncovered[i]
                at_risk += self.worth[i]
                wanted_open[r] += 1
                if not (fills and symbol[i]):
                    row_blocked.add(r)
            else:  # settled: scored with the holes above
                free[i] = 1.0 if cells[i] is None else 0.0
                if cells[i] is None:
                    holes -= 1  # a kept field is no flaw
        if self.row_points:
            rows = 0.0
            for r in range(h):
                if r not in dead_rows and r not in row_blocked:
                    n = open_cells[r] - wanted_open[r]
                    if n == 0 or r > waterline:
                        rows += 1.0
                    elif r == waterline:
                        rows += (1.0 - partial) ** n
            value += self.row_points * rows
        for group in self.pairs:
            value += self.pair_both * _all(free, group) + self.pair_one * _exactly_one(free, group)
        for group in self.sets:
            value += self.set_points * _all(free, group)
        if rest:
            value -= fill * self._ragged(tops) + wt.holes * holes + wt.risk * at_risk
            value -= wt.full * tops.count(0)
            if wt.unfit:
                value -= wt.unfit * (1.0 - self.volume(self.lies_flat(board.tops) & rest) / volume)
        return value

    def surface(self, key) -> tuple[tuple[int, ...], int]:
        """The column tops clipped to the grid, and the mask of the cells under them.
        (Tuples: the cycle collector stops tracking them, so a big cache costs it nothing.)"""
        key = tuple(key)
        found = self._surfaces.get(key)
        if found is None:
            if len(self._surfaces) > 50_000:  # bounds memory, and the time one clear() takes
                self._surfaces.clear()
            tops = tuple([t if t > 0 else 0 for t in key])
            below = 0
            for column, t in zip(self._below, tops):
                below |= column[t]
            found = self._surfaces[key] = (tops, below)
        return found

    def lies_flat(self, tops) -> int:
        """The mask of the pieces that can lie on the surface somewhere, wholly in the
        grid, without closing off an empty cell."""
        key = tuple(tops)
        found = self._lies_flat.get(key)
        if found is None:
            if len(self._lies_flat) > 50_000:  # bounds memory, and the time one clear() takes
                self._lies_flat.clear()
            found = 0
            w, flat, widest = self.width, self._flat, self._widest
            steps = tuple([b - a for a, b in zip(key, key[1:])])
            for c in range(w):
                base = key[c]
                for last in range(c, min(c + widest, w)):
                    for bit, low in flat.get(steps[c:last], ()):
                        if base >= low:
                            found |= bit
            self._lies_flat[key] = found
        return found

    def _open_per_row(self, tops: list[int]) -> list[int]:
        """How many columns are still open in each row."""
        ending = [0] * (self.height + 1)
        for t in tops:
            ending[t] += 1
        counts = [0] * self.height
        n = 0
        for r in range(self.height - 1, -1, -1):
            n += ending[r + 1]
            counts[r] = n
        return counts

    def _water(self, open_cells: list[int], opened: int, volume: int) -> tuple[int, float, float]:
        """Fill the open cells from the bottom with the volume still to come: the row
        the water stops in (-1: it reaches above the grid), the share of that row's
        cells left dry, and the share of all open cells filled."""
        water = self.weights.fill * volume
        if water >= opened:
            return -1, 0.0, 1.0 if opened else 0.0
        fill = water / opened
        for r in range(self.height - 1, -1, -1):
            n = open_cells[r]
            if n > water:
                return r, 1.0 - water / n, fill
            water -= n
        return -1, 0.0, fill

    def _ragged(self, tops: list[int]) -> float:
        bump = wells = deep = 0
        last = len(tops) - 1
        for c in range(last + 1):
            top = tops[c]
            left = tops[c - 1] if c else -1
            right = tops[c + 1] if c < last else -1
            if c < last:
                bump += top - right if top > right else right - top
            # tops grow downwards: a well is a column whose top lies below both neighbours'.
            depth = top - (left if left > right else right)
            if depth > 1:
                deep += 1
                if depth > 2:
                    wells += depth - 2
        wt = self.weights
        return wt.bump * bump + wt.well * wells + wt.wells * deep + wt.spread * (max(tops) - min(tops))


def _flat_fits(pieces) -> dict[tuple[int, ...], list[tuple[int, int]]]:
    """For lies_flat: per surface step pattern (the differences between the tops of
    neighbouring columns, over as many columns as the orientation is wide), (piece
    bit, least top of the first column) of every orientation whose underside
    matches it, so that it rests on all those columns at once."""
    found: dict[tuple[int, ...], list[tuple[int, int]]] = {}
    for j, rows in enumerate(pieces):
        for o in orientations(rows):
            bottoms = [bottom for _, bottom in slide_shape(o).supports]
            steps = tuple(b - a for a, b in zip(bottoms, bottoms[1:]))
            # It rests with its top row at row top - bottoms[0] - 1, which must be in the grid.
            found.setdefault(steps, []).append((1 << j, bottoms[0] + 1))
    return found


def _all(free: dict[int, float], group) -> float:
    chance = 1.0
    for i in group:
        chance *= free[i]
    return chance


def _exactly_one(free: dict[int, float], group) -> float:
    total = 0.0
    for i in group:
        chance = free[i]
        for j in group:
            if j != i:
                chance *= 1.0 - free[j]
        total += chance
    return total


class BitsValue:
    """Scores a BITS board against the open task cards."""

    def __init__(self, tasks: tuple[TaskCard, ...], weights: BitsWeights = BitsWeights()):
        self.tasks = tasks
        self.weights = weights
        self._cards = [(len(parse_rows(card.shape)), card.colour, card.points, card.other4) for card in tasks]
        self._points: dict = {}   # (colour, cells from the origin) -> points, as the cards score it
        self._growth: dict = {}   # (colour, size) -> what growing could still score

    def final(self, board: SimBoard) -> int:
        return sum(line.points for line in score_tasks(self.tasks, board))

    def estimate(self, board: SimBoard, neutral_left: int, more_cards: bool) -> float:
        wt = self.weights
        value = wt.neutral * neutral_left if more_cards else 0.0
        for colour, area, growing in _areas(board):
            value += self._area_points(colour, area)
            if growing:
                value += self._growth_value(colour, len(area))
        return value

    def _area_points(self, colour: str, area: list[tuple[int, int]]) -> int:
        r0 = min(r for r, _ in area)
        c0 = min(c for _, c in area)
        key = (colour, tuple(sorted((r - r0, c - c0) for r, c in area)))
        points = self._points.get(key)
        if points is None:
            points = self._points[key] = sum(task_points(card, colour, area) for card in self.tasks)
        return points

    def _growth_value(self, colour: str, size: int) -> float:
        """What an area of this size could still score by growing a little."""
        key = (colour, size)
        best = self._growth.get(key)
        if best is None:
            best = 0.0
            for card_size, card_colour, card_points, other4 in self._cards:
                for target, points in ((card_size, card_points if card_colour in (None, colour) else 0),
                                       (4, other4)):
                    gap = target - size
                    if 0 < gap <= len(self.weights.reach):
                        best = max(best, points * self.weights.reach[gap - 1])
            self._growth[key] = best
        return best


def _areas(board: SimBoard):
    """(colour, cells, growing) of every colour area (the rules' colour_areas);
    growing: it touches an empty cell above a column's top, which a later domino
    can still reach."""
    w, h, cells, tops = board.width, board.height, board.cells, board.tops
    for colour, area in colour_areas(board):
        growing = any(
            0 <= nr < h and 0 <= nc < w and cells[nr * w + nc] is None and nr < tops[nc]
            for r, c in area for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))
        yield colour, area, growing
