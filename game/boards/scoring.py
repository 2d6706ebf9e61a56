"""What a player's board may hold, read from an edition's printed boards.

A scoring kind is one way the printed boards of an edition score a round (FITS:
rows, bonus and minus fields, symbol pairs; FITS compact: rows, colour sets):
the rules, their point values and the special fields those boards carry. A
board of the player's own must score like one printed board and hold only the
fields of its kind, so every check here is one the printed boards pass.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.i18n import Said, _, ngettext
from game.rules.field_kinds import field_kind, symbol_name
from game.rules.ramp_data import BoardDef, Edition, Field

MAX_TITLE = 40  # characters of a board's name, as the setup screen lists it
# The rules whose round scores special fields: 'fields' needs one scored alone worth
# points (a bonus), the others fields scored in groups (symbols).
NEEDS = {"fields": "bonus", "symbol-pairs": "symbol", "colour-sets": "symbol", "rows-with-symbols": "symbol"}


@dataclass(frozen=True)
class ScoringKind:
    """rules and values as a BoardDef has them; fields: every special field the printed
    boards of this kind carry, the editor's palette in its order; example: the number
    (from 1) of the first printed board of this kind, which says the kind to a player."""

    rules: tuple[str, ...]
    values: tuple[tuple[str, int], ...]
    fields: tuple[Field, ...]
    example: int

    def matches(self, board: BoardDef) -> bool:
        return board.rules == self.rules and tuple(sorted(board.values.items())) == self.values


def scoring_kinds(edition: Edition) -> tuple[ScoringKind, ...]:
    """The edition's scoring kinds in the order of its printed boards."""
    kinds: dict[tuple, list] = {}
    for number, board in enumerate(edition.boards, 1):
        key = (board.rules, tuple(sorted(board.values.items())))
        example, fields = kinds.setdefault(key, [number, []])
        fields += sorted(set(board.fields.values()) - set(fields), key=_order)
    return tuple(ScoringKind(rules, values, tuple(sorted(fields, key=_order)), example)
                 for (rules, values), (example, fields) in kinds.items())


def _order(field: Field):
    return field.kind, field.value, field.colour, field.symbol


def kind_of(edition: Edition, board: BoardDef) -> ScoringKind | None:
    return next((kind for kind in scoring_kinds(edition) if kind.matches(board)), None)


def problems(edition: Edition, board: BoardDef) -> list[str]:
    """Why `board` is not a board of `edition` to play, one line each in the player's
    language (Said: they follow a change of language); [] when it is one."""
    found = []
    title = board.name.strip()
    if not title or len(board.name) > MAX_TITLE or not board.name.isprintable():
        found.append(Said(lambda: ngettext("Give the board a name of 1 to {count} letter.",
                                           "Give the board a name of 1 to {count} letters.", MAX_TITLE,
                                           count=MAX_TITLE)))
    if (board.width, board.height) != (edition.width, edition.height):
        found.append(Said(lambda: _("The board measures {width}×{height}; this edition's boards measure "
                                    "{edition_width}×{edition_height}.", width=board.width, height=board.height,
                                    edition_width=edition.width, edition_height=edition.height)))
        return found
    found += outside(board)
    kind = kind_of(edition, board)
    if kind is None:
        found.append(Said(lambda: _("It scores in a way no board of this edition does.")))
        return found
    for (row, column), field in sorted(board.fields.items()):
        if field not in kind.fields and _on_board(board, (row, column)):
            found.append(Said(lambda row=row, column=column: _(
                "The field in column {column}, row {row} is not one this scoring uses.", column=column + 1, row=row + 1)))
    found += _pairs(kind, board) + _needed(kind, board)
    return found


def _on_board(board: BoardDef, cell) -> bool:
    row, column = cell
    return 0 <= row < board.height and 0 <= column < board.width


def outside(board: BoardDef) -> list[str]:
    """One line per special field off the board's grid: its file could not hold it, so
    the board written would lose it."""
    return [Said(lambda row=row, column=column: _(
                "The field in column {column}, row {row} lies outside the board, which measures {width}×{height}.",
                column=column + 1, row=row + 1, width=board.width, height=board.height))
            for row, column in sorted(board.fields) if not _on_board(board, (row, column))]


def _pairs(kind: ScoringKind, board: BoardDef) -> list[str]:
    if "symbol-pairs" not in kind.rules:
        return []
    counts = Counter(f.symbol for f in board.fields.values() if field_kind(f.kind).grouped)
    return [Said(lambda symbol=symbol, n=n: ngettext(
                "The symbol {symbol} is on {count} field; each symbol needs its pair: exactly two.",
                "The symbol {symbol} is on {count} fields; each symbol needs its pair: exactly two.",
                n, symbol=symbol_name(symbol), count=n))
            for symbol, n in sorted(counts.items()) if n != 2]


def _needed(kind: ScoringKind, board: BoardDef) -> list[str]:
    need = {NEEDS[rule] for rule in kind.rules if rule in NEEDS}
    have = {"symbol" if field_kind(f.kind).grouped else "bonus" if field_kind(f.kind).points(f) > 0 else ""
            for f in board.fields.values() if f in kind.fields}
    if "bonus" in need and "bonus" not in have:
        return [Said(lambda: _("This scoring needs at least one bonus field."))]
    if "symbol" in need and "symbol" not in have:
        return [Said(lambda: _("This scoring needs symbol fields."))]
    return []


def field_name(field: Field) -> str:
    """A special field in words, as the editor's palette says it."""
    return field_kind(field.kind).words(field)
