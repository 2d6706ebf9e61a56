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
from functools import lru_cache

import numpy as np

from game.rules.field_kinds import field_kind
from game.rules.polyomino import orientations, parse_rows
from game.rules.ramp_board import RampBoard, slide_shape
from game.rules.ramp_data import BoardDef, TaskCard
from game.rules.ramp_scoring import (cells_of, colour_area_masks, score_board, score_tasks, side_masks,
                                     task_points)


# Masks of cards to come remembered per board value: a worker lives all evening and
# meets new masks every game (2 ** cards of them), so a full memo starts over (issue 37).
REMEMBERED_RESTS = 1024
# Colour areas whose facts the BITS estimates keep, all open task cards together: each
# round's cards are an estimate of their own, kept all evening, so one bounded memo
# (about 10 MB at most) serves them all and starts over when full.
REMEMBERED_AREAS = 1 << 15
_AREA_FACTS: dict = {}  # (BitsValue, colour, area's mask) -> BitsValue._area_facts


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
        # What each cell scores if it stays uncovered (fields of kinds scored in groups,
        # the symbols, are scored by their groups).
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
                kind = None if f is None else field_kind(f.kind)
                if kind is None:
                    self.uncovered[i] = dot
                elif kind.grouped:
                    self.symbol[i] = True
                    self.wanted.append(i)
                    groups["symbol"].setdefault(f.symbol, []).append(i)
                    groups["colour"].setdefault(f.colour, []).append(i)
                elif "fields" in rules:  # what the rules score it: its kind's points
                    self.uncovered[i] = kind.points(f)
                    if self.uncovered[i] > 0:
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
        self._widest = max((max(len(rows), len(rows[0])) for rows in pieces), default=0)  # turned either way
        self._volumes: dict[int, int] = {}
        # Per row, by the bits of its uncovered cells: what they score.
        self._row_points = []
        for r in range(h):
            points = [0] * (1 << w)
            for bits in range(1, 1 << w):
                low = bits & -bits  # the lowest cell's points plus the others'
                points[bits] = points[bits ^ low] + self.uncovered[r * w + low.bit_length() - 1]
            self._row_points.append(points)
        self._tables = _Tables(self, pieces)

    def final(self, board: RampBoard) -> int:
        """The round score if the round ended now (the engine's own scoring)."""
        return sum(line.points for line in score_board(self.board_def, board))

    def volume(self, rest: int) -> int:
        """The cells of the pieces in the mask."""
        found = self._volumes.get(rest)
        if found is None:
            if len(self._volumes) >= REMEMBERED_RESTS:
                self._volumes.clear()
            found = self._volumes[rest] = sum(s for j, s in enumerate(self.sizes) if rest >> j & 1)
        return found

    def estimate(self, board: RampBoard, rest: int) -> float:
        """Expected final round score with the pieces of the mask `rest` still to come."""
        return self.estimate_many([board], [rest])[0]

    def estimate_many(self, boards, rests) -> list[float]:
        """estimate() of each board with the cards of its mask to come."""
        return self.judge(boards, rests).values.tolist()

    def judge(self, boards, rests) -> "Judged":
        """The estimate of many boards at once, with what it read of them (the learned
        value's input reuses it). The bots weigh thousands of boards per decision, so
        each step is done for all of them at once by numpy; every board's sum takes
        the same float operations in the same order as one board's would, so a value
        does not depend on the boards it is weighed with, to the bit."""
        w, h, wt, t = self.width, self.height, self.weights, self._tables
        n = len(boards)
        batch = Judged()
        batch.rests = rests
        raw = np.array([board.tops for board in boards], dtype=np.int64).reshape(n, w)
        batch.tops = tops = np.maximum(raw, 0)  # clipped to the grid
        volume = np.array([self.volume(rest) for rest in rests], dtype=np.int64)
        batch.volume = volume
        uncovered = np.frombuffer(b"".join([board.uncovered_bits(t.grid).to_bytes(t.nbytes, "little")
                                            for board in boards]), dtype=np.uint8).reshape(n, t.nbytes)
        uncovered = np.unpackbits(uncovered, axis=1, count=w * h, bitorder="little").reshape(n, h, w).astype(bool)
        # Below a column's top every cell is settled: an uncovered one there is a hole for good.
        settled = t.rows[None, :, None] >= tops[:, None, :]
        open_cells = (~settled).sum(axis=2)  # per row, the columns still open
        batch.holes = holes = uncovered & settled
        batch.open_wanted = open_wanted = t.wanted_rows[None, :] < tops[:, t.wanted_columns]
        batch.holes_wanted = holes_wanted = holes[:, t.wanted_rows, t.wanted_columns]
        free = open_wanted | holes_wanted  # the wanted fields that end uncovered
        # The water: the volume to come fills the open cells from the bottom; it stops
        # in the lowest row with more open cells than the water left for it.
        opened = tops.sum(axis=1)
        water = wt.fill * volume
        done = water >= opened  # it reaches above the grid
        with np.errstate(divide="ignore", invalid="ignore"):
            fill = np.where(done, np.where(opened > 0, 1.0, 0.0), water / opened)
            # What is left for each row once the rows under it are full: up to the row it
            # stops in, whole cells taken from what is left, so exact as one by one.
            left = water[:, None] - ((open_cells[:, ::-1].cumsum(axis=1))[:, ::-1] - open_cells)
            stops = (open_cells > left)[:, ::-1]
            stopped = ~done & stops.any(axis=1)
            waterline = np.where(stopped, h - 1 - stops.argmax(axis=1), -1)
            on_waterline = np.maximum(waterline, 0)[:, None]
            partial = np.where(stopped, 1.0 - np.take_along_axis(left, on_waterline, axis=1)[:, 0]
                               / np.take_along_axis(open_cells, on_waterline, axis=1)[:, 0], 0.0)
        # An open cell of row r stays uncovered for sure above the waterline, with
        # chance `partial` on it, and never below it. First what the holes score.
        row_bits = (holes * t.column_bits).sum(axis=2)
        value = t.row_points[t.rows[None, :], row_bits].sum(axis=1).astype(float)
        dead = (holes & t.spoil).any(axis=2)  # rows a hole keeps from being complete
        line = waterline[:, None]
        dry = np.where(tops < line, tops, line)
        dry_points = np.where(dry > 0, t.plain_above[t.columns, np.maximum(dry, 0)], 0)
        wet_points = np.where((line >= 0) & (line < tops), partial[:, None] * t.plain[on_waterline, t.columns], 0.0)
        for c in range(w):  # added column by column, as one board's sum would be
            value += dry_points[:, c]
            value += wet_points[:, c]
        # Bonus and symbol fields still open count as kept: the player can build over them.
        kept_points = np.where(open_wanted, t.wanted_points, 0)
        risks = np.where(open_wanted, t.wanted_worth, 0.0)
        at_risk = np.zeros(n)
        for k in range(len(self.wanted)):
            value += kept_points[:, k]
            at_risk += risks[:, k]
        wanted_open = open_wanted.astype(np.int64) @ t.wanted_in_row  # open wanted fields per row
        blocked = (open_wanted & t.blocking).astype(np.int64) @ t.wanted_in_row > 0  # rows they keep from complete
        if self.row_points:
            # Rows that end complete: 1 each for sure (no hole, no open wanted field, no
            # open cell or all of them under water), the row the water stops in by chance.
            counts = ~dead & ~blocked
            cells = open_cells - wanted_open
            line = waterline[:, None]
            certain = counts & ((cells == 0) | (t.rows > line))
            at_line = (counts & ~certain & (t.rows == line)).any(axis=1)
            rows = certain.sum(axis=1).astype(float)
            if at_line.any():
                # Summed as one by one, top row first: those above, the chance, those below.
                chance = np.zeros(n)
                for k in np.flatnonzero(at_line).tolist():  # Python's power: numpy's may differ in the last bit
                    chance[k] = (1.0 - float(partial[k])) ** int(cells[k, waterline[k]])
                below = (certain & (t.rows > line)).sum(axis=1)
                rows = np.where(at_line, (certain & (t.rows < line)).sum(axis=1) + chance, rows)
                for j in range(int(below[at_line].max())):
                    rows = np.where(at_line & (j < below), rows + 1.0, rows)
            value += self.row_points * rows
        if t.pairs is not None:
            kept = free.astype(np.int64) @ t.pairs
            pairs = (self.pair_both * np.where(kept == t.pairs.sum(axis=0), 1.0, 0.0)
                     + self.pair_one * np.where(kept == 1, 1.0, 0.0))
            for g in range(t.pairs.shape[1]):
                value += pairs[:, g]
        if t.sets is not None:
            kept = free.astype(np.int64) @ t.sets
            sets = self.set_points * np.where(kept == t.sets.sum(axis=0), 1.0, 0.0)
            for g in range(t.sets.shape[1]):
                value += sets[:, g]
        more = np.array(rests, dtype=np.int64) != 0
        if more.any():
            flaws = holes.sum(axis=(1, 2)) - holes_wanted.sum(axis=1)  # a kept wanted field is no flaw
            value = np.where(more, value - (fill * self._ragged(tops) + wt.holes * flaws + wt.risk * at_risk), value)
            value = np.where(more, value - wt.full * (tops == 0).sum(axis=1), value)
            if wt.unfit:
                flat = self.lies_flat(raw)
                fits = np.array([self.volume(mask & rest) for mask, rest in zip(flat.tolist(), rests)])
                with np.errstate(divide="ignore", invalid="ignore"):
                    value = np.where(more, value - wt.unfit * (1.0 - fits / volume), value)
        batch.values = value
        return batch

    def lies_flat(self, tops: np.ndarray) -> np.ndarray:
        """Per row of column tops, the mask of the pieces that can lie on that surface
        somewhere, wholly in the grid, without closing off an empty cell."""
        w, t = self.width, self._tables
        steps = np.clip(tops[:, 1:] - tops[:, :-1], -t.step_limit, t.step_limit) + t.step_limit
        base = np.clip(tops, 0, self.height)
        found = np.zeros(len(tops), dtype=np.int64)
        for span, (codes, masks) in enumerate(t.flat):
            if not len(codes) or span >= w:
                continue
            # The step pattern under each window of span + 1 columns, as one number.
            code = np.zeros((len(tops), w - span), dtype=np.int64)
            for j in range(span):
                code = code * (2 * t.step_limit + 1) + steps[:, j:j + w - span]
            at = np.minimum(np.searchsorted(codes, code), len(codes) - 1)
            fits = np.where(codes[at] == code, masks[at, base[:, :w - span]], 0)
            found |= np.bitwise_or.reduce(fits, axis=1)
        return found

    def _ragged(self, tops: np.ndarray) -> np.ndarray:
        wt = self.weights
        bump = np.abs(tops[:, 1:] - tops[:, :-1]).sum(axis=1)
        # tops grow downwards: a well is a column whose top lies below both neighbours'.
        edge = np.full((len(tops), 1), -1, dtype=np.int64)
        sides = np.maximum(np.hstack([edge, tops[:, :-1]]), np.hstack([tops[:, 1:], edge]))
        depth = tops - sides
        deep = (depth > 1).sum(axis=1)
        wells = np.where(depth > 2, depth - 2, 0).sum(axis=1)
        spread = tops.max(axis=1) - tops.min(axis=1)
        return wt.bump * bump + wt.well * wells + wt.wells * deep + wt.spread * spread


class Judged:
    """A batch of boards as FitsValue.judge read them (one row per board): rests,
    volume (cells to come), tops (clipped to the grid), holes (per row and column),
    open_wanted and holes_wanted (per wanted field: open above the tops; a hole),
    values (the estimates)."""

    __slots__ = ("rests", "volume", "tops", "holes", "open_wanted", "holes_wanted", "values")


class _Tables:
    """FitsValue's per-board facts as arrays, for judging many boards at once."""

    def __init__(self, value: "FitsValue", pieces):
        w, h = value.width, value.height
        self.grid = (1 << w * h) - 1
        self.nbytes = (w * h + 7) // 8
        self.rows = np.arange(h)
        self.column_bits = 1 << np.arange(w)
        self.row_points = np.array(value._row_points, dtype=np.int64)
        self.spoil = np.array([[not (value.symbols_fill_rows and value.symbol[r * w + c]) for c in range(w)]
                               for r in range(h)])
        self.plain = np.array(value.plain, dtype=np.int64).reshape(h, w)
        self.plain_above = np.array(value.plain_above, dtype=np.int64)  # column, top
        self.columns = np.arange(w)
        self.wanted_points = np.array([value.uncovered[i] for i in value.wanted], dtype=np.int64)
        self.wanted_worth = np.array([value.worth[i] for i in value.wanted], dtype=float)
        self.wanted_rows = np.array([i // w for i in value.wanted], dtype=np.int64)
        self.wanted_columns = np.array([i % w for i in value.wanted], dtype=np.int64)
        self.wanted_in_row = np.array([[i // w == r for r in range(h)] for i in value.wanted],
                                      dtype=np.int64).reshape(len(value.wanted), h)
        self.blocking = np.array([not (value.symbols_fill_rows and value.symbol[i]) for i in value.wanted], dtype=bool)
        # Per wanted field and group of pairs or sets, 1 where the field belongs to it.
        self.pairs = np.array([[i in group for group in value.pairs] for i in value.wanted],
                              dtype=np.int64).reshape(len(value.wanted), len(value.pairs)) if value.pairs else None
        self.sets = np.array([[i in group for group in value.sets] for i in value.wanted],
                             dtype=np.int64).reshape(len(value.wanted), len(value.sets)) if value.sets else None
        # lies_flat: per pattern length, the patterns as numbers (sorted) and per pattern
        # and top of its first column (clipped to the grid) the mask of pieces that lie there.
        patterns = _flat_fits(pieces)
        self.step_limit = max((abs(s) for steps in patterns for s in steps), default=0) + 1
        self.flat = []
        for span in range(value._widest):
            coded = {}
            for steps, fits in patterns.items():
                if len(steps) == span:
                    code = 0
                    for s in steps:
                        code = code * (2 * self.step_limit + 1) + s + self.step_limit
                    coded[code] = [sum({bit for bit, low in fits if top >= low}) for top in range(h + 1)]
            codes = sorted(coded)
            self.flat.append((np.array(codes, dtype=np.int64),
                              np.array([coded[c] for c in codes], dtype=np.int64).reshape(len(codes), h + 1)))


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


class BitsValue:
    """Scores a BITS board against the open task cards."""

    def __init__(self, tasks: tuple[TaskCard, ...], weights: BitsWeights = BitsWeights()):
        self.tasks = tasks
        self.weights = weights
        self._cards = [(len(parse_rows(card.shape)), card.colour, card.points, card.other4) for card in tasks]
        self._points: dict = {}   # (colour, area's mask in the corner) -> points, as the cards score it
        self._growth: dict = {}   # (colour, size) -> what growing could still score

    def final(self, board: RampBoard) -> int:
        return sum(line.points for line in score_tasks(self.tasks, board))

    def estimate(self, board: RampBoard, neutral_left: int, more_cards: bool) -> float:
        value = self.weights.neutral * neutral_left if more_cards else 0.0
        reachable = _reachable_empty(board)
        known = _AREA_FACTS
        for colour, area in colour_area_masks(board):
            facts = known.get((self, colour, area))
            if facts is None:
                if len(known) >= REMEMBERED_AREAS:
                    known.clear()
                facts = known[self, colour, area] = self._area_facts(colour, area, board.width, board.height)
            points, around, growth = facts
            value += points
            # Growing: it touches an empty cell above a column's top, which a later
            # domino can still reach.
            if around & reachable:
                value += growth
        return value

    def _area_facts(self, colour: str, area: int, w: int, h: int) -> tuple:
        """(points as the cards score it, mask of the cells next to it, what growing could add)."""
        # The cards score a shape wherever it lies: its points are kept by the
        # area moved to the board's corner.
        key = (colour, _in_corner(area, w, h))
        points = self._points.get(key)
        if points is None:
            cells = cells_of(area, w)
            points = self._points[key] = sum(task_points(card, colour, cells) for card in self.tasks)
        not_first, not_last = side_masks(w, h)
        around = area << w | area >> w | area << 1 & not_first | area >> 1 & not_last
        return points, around, self._growth_value(colour, area.bit_count())

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


def _reachable_empty(board: RampBoard) -> int:
    """Mask of the empty cells above each column's top."""
    columns = _columns(board.width, board.height)
    mask = 0
    for column, top in zip(columns, board.tops):
        if top > 0:
            mask |= column & (1 << top * board.width) - 1
    return mask


@lru_cache(maxsize=1 << 16)
def _in_corner(area: int, width: int, height: int) -> int:
    """The area's mask moved up and left until it touches the first row and column."""
    low = (area & -area).bit_length() - 1
    first_column = next(c for c, column in enumerate(_columns(width, height)) if area & column)
    return area >> low - low % width + first_column


@lru_cache(maxsize=None)
def _columns(width: int, height: int) -> tuple[int, ...]:
    """Mask of each column's cells (bit r * width + c)."""
    first = sum(1 << r * width for r in range(height))
    return tuple(first << c for c in range(width))
