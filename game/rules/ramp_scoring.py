"""Itemised round scoring of a ramp board: one ScoreLine per thing that scored,
so the window can highlight the board rule by rule and say, in the player's
language, what scored and which rule or task card it was."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.rules.field_kinds import field_kind
from game.rules.polyomino import Cell, parse_rows, shape_key
from game.rules.ramp_board import RampBoard
from game.rules.ramp_data import BoardDef, TaskCard

NEUTRAL = "N"


@dataclass(frozen=True)
class ScoreLine:
    rule: str                    # a BoardDef rule name, or 'task' / 'task-other4'
    points: int
    cells: tuple[Cell, ...]      # the cells that earned (or cost) the points
    key: str                     # what happened, as a message key ...
    params: Mapping[str, object]  # ... and its plain values (colour and symbol ids, counts)
    source: str                  # what scored: the board rule's name, or the task card's id


def score_board(board_def: BoardDef, board: RampBoard) -> list[ScoreLine]:
    """The board's rules in their order; lines worth nothing are left out."""
    lines: list[ScoreLine] = []
    for rule in board_def.rules:
        lines += _RULES[rule](board_def, board)
    return [line for line in lines if line.points]


def score_tasks(tasks: Sequence[TaskCard], board: RampBoard) -> list[ScoreLine]:
    """Every open BITS task card against the board's colour areas."""
    if not tasks:
        return []
    areas = colour_areas(board)
    lines = []
    for card in tasks:
        for colour, cells in areas:
            rule = task_rule(card, colour, cells)
            if rule == "task":
                lines.append(ScoreLine("task", card.points, cells, "ramp.rule.task",
                                       {"deck": card.deck, "colour": colour, "count": len(cells)}, card.id))
            elif rule == "task-other4":
                lines.append(ScoreLine("task-other4", card.other4, cells, "ramp.rule.task-other4",
                                       {"deck": card.deck, "colour": colour, "count": len(cells)}, card.id))
    return [line for line in lines if line.points]


def task_rule(card: TaskCard, colour: str, cells) -> str | None:
    """How a task card scores one colour area: 'task' when the area is exactly the
    card's shape (in the card's colour, if it names one), 'task-other4' when the
    card pays for every other area of four cells, None when it does not score."""
    size, key = _card_key(card.shape)
    if len(cells) == size and shape_key(cells) == key and card.colour in (None, colour):
        return "task"
    if card.other4 and len(cells) == 4:
        return "task-other4"
    return None


def task_points(card: TaskCard, colour: str, cells) -> int:
    """What a task card pays for one colour area (see task_rule)."""
    rule = task_rule(card, colour, cells)
    return card.points if rule == "task" else card.other4 if rule == "task-other4" else 0


def colour_areas(board: RampBoard) -> list[tuple[str, tuple[Cell, ...]]]:
    """Maximal edge-connected groups of one colour; neutral and empty cells bound
    them and belong to none. In reading order of their first cell."""
    return [(colour, cells_of(area, board.width)) for colour, area in colour_area_masks(board)]


def colour_area_masks(board: RampBoard) -> list[tuple[str, int]]:
    """colour_areas with each area as a mask (bit r * width + c): an area grows by
    whole rows of bits at once, which is what lets the computers weigh thousands of
    boards a move."""
    found = []
    for colour, bits in board.label_bits.items():
        if colour != NEUTRAL:
            found += [(area & -area, colour, area) for area in _areas(bits, board.width, board.height)]
    found.sort()
    return [(colour, area) for _, colour, area in found]


@lru_cache(maxsize=1 << 16)
def _areas(bits: int, width: int, height: int) -> tuple[int, ...]:
    """The edge-connected groups of the cells of `bits`. Kept: a move changes one or two
    colours of a board, so the boards a computer weighs share most colours' cells."""
    not_first, not_last = side_masks(width, height)
    areas = []
    left = bits
    while left:
        area = left & -left
        while True:
            grown = (area | area << width | area >> width | area << 1 & not_first | area >> 1 & not_last) & left
            if grown == area:
                break
            area = grown
        left &= ~area
        areas.append(area)
    return tuple(areas)


def cells_of(mask: int, width: int) -> tuple[Cell, ...]:
    """The mask's cells (bit r * width + c) in reading order."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(divmod(low.bit_length() - 1, width))
        mask ^= low
    return tuple(cells)


@lru_cache(maxsize=None)
def side_masks(width: int, height: int) -> tuple[int, int]:
    """Every cell but those of the first column, and but those of the last: a mask
    shifted one bit left (right) lands there, never wrapping into the next row."""
    first = sum(1 << r * width for r in range(height))
    full = (1 << width * height) - 1
    return full & ~first, full & ~(first << width - 1)


@lru_cache(maxsize=None)
def _card_key(shape: tuple[str, ...]) -> tuple[int, tuple[str, ...]]:
    cells = parse_rows(shape)
    return len(cells), shape_key(cells)


def _learnt(board_def: BoardDef, what, make, *args):
    """make(board_def, *args), worked out once per board definition: every round of every game
    scores on the same few. Board definitions are frozen but not hashable, so keyed by identity."""
    key = (id(board_def), what)
    found = _LEARNT.get(key)
    if found is None or found[0] is not board_def:
        found = _LEARNT[key] = (board_def, make(board_def, *args))
    return found[1]


_LEARNT: dict = {}


def _cells_except(board_def: BoardDef, leaving_out: str) -> int:
    """Bit r * width + c set for every cell but the special fields `leaving_out` names:
    'all' of them, the 'grouped' ones (of kinds scored in groups) or 'none'."""
    return _learnt(board_def, ("except", leaving_out), _mask_except, leaving_out)


def _mask_except(board_def: BoardDef, leaving_out: str) -> int:
    mask = (1 << board_def.width * board_def.height) - 1
    for (r, c), f in board_def.fields.items():
        if leaving_out == "all" or leaving_out == "grouped" and field_kind(f.kind).grouped:
            mask &= ~(1 << r * board_def.width + c)
    return mask


def _dots(board_def: BoardDef, board: RampBoard) -> list[ScoreLine]:
    cells = tuple(board.uncovered(_cells_except(board_def, "all")))
    return [ScoreLine("dots", board_def.values["dot"] * len(cells), cells, "ramp.rule.dots", {"count": len(cells)},
                      "dots")]


# The lines of the other rules depend only on which cells are uncovered, so each is made
# once per board definition and handed out again (score lines are frozen).

def _complete_rows(rule: str, counted_as_filled: str):
    """Rows with no uncovered cell, but for the special fields counted as filled ('none' or 'grouped')."""
    def lines(board_def: BoardDef) -> list[tuple[int, ScoreLine]]:
        """(the row's bits, its line) per row."""
        w, row = board_def.width, (1 << board_def.width) - 1
        return [(row << r * w, ScoreLine(rule, board_def.values["row"], tuple((r, c) for c in range(w)),
                                         f"ramp.rule.{rule}", {"row": r + 1}, rule)) for r in range(board_def.height)]

    def score(board_def: BoardDef, board: RampBoard) -> list[ScoreLine]:
        open_cells = board.uncovered_bits(_cells_except(board_def, counted_as_filled))
        return [line for bits, line in _learnt(board_def, rule, lines) if not open_cells & bits]
    return score


def _fields(board_def: BoardDef, board: RampBoard) -> list[ScoreLine]:
    """Every uncovered field of a kind scored alone: what its kind says it scores."""
    labels = board.cells
    return [line for index, line in _learnt(board_def, "fields", _field_lines) if labels[index] is None]


def _field_lines(board_def: BoardDef) -> list[tuple[int, ScoreLine]]:
    found = []
    for (r, c), f in sorted(board_def.fields.items()):
        kind = field_kind(f.kind)
        if not kind.grouped:
            points = kind.points(f)
            found.append((r * board_def.width + c,
                          ScoreLine("fields", points, ((r, c),), kind.line_key, {"value": points}, "fields")))
    return found


def _symbol_groups(board_def: BoardDef, attribute: str) -> list[tuple[str, tuple[Cell, ...], tuple[int, ...]]]:
    """(symbol or colour, its fields, their cell indices) per group of grouped fields."""
    return _learnt(board_def, attribute, _groups_by, attribute)


def _groups_by(board_def: BoardDef, attribute: str) -> list[tuple[str, tuple[Cell, ...], tuple[int, ...]]]:
    groups: dict[str, list[Cell]] = {}
    for cell, f in sorted(board_def.fields.items()):
        if field_kind(f.kind).grouped:
            groups.setdefault(getattr(f, attribute), []).append(cell)
    return [(name, tuple(cells), tuple(r * board_def.width + c for r, c in cells)) for name, cells in groups.items()]


def _symbol_pairs(board_def: BoardDef, board: RampBoard) -> list[ScoreLine]:
    labels, found = board.cells, []
    for indices, size, both, one in _learnt(board_def, "symbol-pairs", _pair_lines):
        open_count = sum(labels[i] is None for i in indices)
        if open_count == size:
            found.append(both)
        elif open_count == 1:
            found.append(one)
    return found


def _pair_lines(board_def: BoardDef) -> list:
    return [(indices, len(cells),
             ScoreLine("symbol-pairs", board_def.values["pair_both"], cells, "ramp.rule.pair_both",
                       {"symbol": symbol}, "symbol-pairs"),
             ScoreLine("symbol-pairs", board_def.values["pair_one"], cells, "ramp.rule.pair_one",
                       {"symbol": symbol}, "symbol-pairs"))
            for symbol, cells, indices in _symbol_groups(board_def, "symbol")]


def _colour_sets(board_def: BoardDef, board: RampBoard) -> list[ScoreLine]:
    labels = board.cells
    return [line for indices, line in _learnt(board_def, "colour-sets", _colour_set_lines)
            if all(labels[i] is None for i in indices)]


def _colour_set_lines(board_def: BoardDef) -> list:
    return [(indices, ScoreLine("colour-sets", board_def.values["colour_set"], cells, "ramp.rule.colour_set",
                                {"symbol": colour}, "colour-sets"))
            for colour, cells, indices in _symbol_groups(board_def, "colour")]


_RULES = {
    "dots": _dots,
    "rows": _complete_rows("rows", "none"),
    "rows-with-symbols": _complete_rows("rows-with-symbols", "grouped"),
    "fields": _fields,
    "symbol-pairs": _symbol_pairs,
    "colour-sets": _colour_sets,
}
