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

from dataclasses import dataclass

from game.ai.ramp_sim import SimBoard
from game.rules.polyomino import parse_rows
from game.rules.ramp_data import BoardDef, TaskCard
from game.rules.ramp_scoring import colour_areas, score_board, score_tasks, task_points


@dataclass(frozen=True)
class FitsWeights:
    fill: float = 1.0     # share of the remaining pieces' cells expected to land in the grid usefully
    bump: float = 0.3     # per row of step between neighbouring column tops
    well: float = 0.9     # per row a column lies deeper than both neighbours, beyond two


@dataclass(frozen=True)
class BitsWeights:
    # Chance an area that can still grow gains exactly 1, 2, 3 cells and scores with them.
    reach: tuple[float, ...] = (0.25, 0.1, 0.05)
    neutral: float = 1.0  # keeping the neutral domino for a bad card later


class FitsValue:
    """Scores a FITS board of one round (any of the board rules)."""

    def __init__(self, board_def: BoardDef, weights: FitsWeights = FitsWeights()):
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

    def final(self, board: SimBoard) -> int:
        """The round score if the round ended now (the engine's own scoring)."""
        return sum(line.points for line in score_board(self.board_def, board))

    def estimate(self, board: SimBoard, volume: int) -> float:
        """Expected final round score with `volume` cells of pieces still to come.
        (The bots call this thousands of times per decision: it is written for speed.)"""
        w, h = self.width, self.height
        cells, uncovered, symbol = board.cells, self.uncovered, self.symbol
        tops = [t if t > 0 else 0 for t in board.tops]
        open_cells = self._open_per_row(tops)
        waterline, partial, fill = self._water(open_cells, sum(tops), volume)
        # An open cell of row r stays uncovered for sure above the waterline, with
        # chance `partial` on it, and never below it.
        value = 0.0
        dead_rows = set()  # rows with a hole that can never be covered
        fills = self.symbols_fill_rows
        for c, top in enumerate(tops):
            for i in range(top * w + c, w * h, w):
                if cells[i] is None:
                    value += uncovered[i]
                    if not (fills and symbol[i]):
                        dead_rows.add(i // w)
            dry = top if top < waterline else waterline
            if dry > 0:
                value += self.plain_above[c][dry]
            if 0 <= waterline < top:
                value += partial * self.plain[waterline * w + c]
        # Bonus and symbol fields still open count as kept: the player can build over them.
        free = {}  # chance each wanted field ends uncovered
        wanted_open = [0] * h   # open wanted fields per row
        row_blocked = set()     # rows an open wanted field keeps from being complete
        for i in self.wanted:
            r, c = divmod(i, w)
            if r < tops[c]:
                free[i] = 1.0
                value += uncovered[i]
                wanted_open[r] += 1
                if not (fills and symbol[i]):
                    row_blocked.add(r)
            else:  # settled: scored with the holes above
                free[i] = 1.0 if cells[i] is None else 0.0
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
        if fill:
            value -= fill * self._ragged(tops)
        return value

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
        bump = wells = 0
        last = len(tops) - 1
        for c in range(last + 1):
            top = tops[c]
            left = tops[c - 1] if c else -1
            right = tops[c + 1] if c < last else -1
            if c < last:
                bump += top - right if top > right else right - top
            # tops grow downwards: a well is a column whose top lies below both neighbours'.
            depth = top - (left if left > right else right)
            if depth > 2:
                wells += depth - 2
        return self.weights.bump * bump + self.weights.well * wells


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
