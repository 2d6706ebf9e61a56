"""The kinds of special field a ramp board may carry, each one object in one registry.

A kind says everything the game does with its fields: its name in a board map
(the tile property `kind`), what a field of it scores left uncovered (alone,
under the board rule 'fields', or in groups by its symbol or colour under
'symbol-pairs' and 'colour-sets'), which of its fields a map may hold, how
the board art draws it, its score line, its words in the editor's palette and
on the rules page. The rules' scoring, the computer's estimate (which learns
what a field is worth from the same `points`), the coach (which reads the
score lines), the editor and the board files all ask the kind, so adding one
is one `register(FieldKind(...))`, its words in the catalogues and the boards
that use it (docs/architecture.md, "A new field kind").
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.i18n import N_, _, ngettext, signed
from game.message_keys import TEXTS, has, keyed
from game.rules.ramp_data import Field

# How the board art may draw a field (sprites/ramp_board_view.py draws each):
# a disc or a square with crossed corners in the kind's colour with the points on
# it, or the field's own symbol picture (sprites/ramp_board_symbols.py).
FRAMES = ("circle", "crossed", "symbol")


@dataclass(frozen=True)
class FieldKind:
    name: str
    # What a field of this kind scores while uncovered under the rule 'fields';
    # None: it scores in groups of its symbol or colour instead, and the rule
    # 'rows-with-symbols' counts it as filled.
    points: Callable[[Field], int] | None
    # Why a field of this kind read from a map is not one, as the end of an English
    # sentence ('is a bonus field worth 0; ...'), or None when it is one.
    problem: Callable[[Field], str | None]
    frame: str                                     # one of FRAMES
    colour: tuple[int, int, int] = (0, 0, 0)       # the frame's fill (a symbol has its own colours)
    line: str = ""    # its score line when it scores alone (English, marked with N_)
    legend: str = ""  # the rules page's sentence on how it looks ('' none; kinds sharing one say it once)

    @property
    def grouped(self) -> bool:
        return self.points is None

    @property
    def line_key(self) -> str:
        """The message key of its score line (ScoreLine.key)."""
        return f"ramp.rule.{self.name}"

    def words(self, field: Field) -> str:
        """The field in the player's language, as the editor's palette names it."""
        if self.grouped:
            return symbol_name(field.symbol or field.colour)
        points = self.points(field)
        return ngettext("{points} point", "{points} points", abs(points), points=signed(points))


_KINDS: dict[str, FieldKind] = {}


def register(kind: FieldKind) -> FieldKind:
    """Make `kind` known to the board maps, the rules, the computer and the screens."""
    if kind.frame not in FRAMES:
        raise ValueError(f"field kind {kind.name!r}: frame {kind.frame!r} is none of {', '.join(FRAMES)}")
    if kind.grouped != (kind.frame == "symbol"):
        raise ValueError(f"field kind {kind.name!r}: a kind scored in groups shows its symbol, "
                         "a kind scored alone its points")
    _KINDS[kind.name] = kind
    if kind.line:
        TEXTS[kind.line_key] = kind.line
    return kind


def field_kind(name: str) -> FieldKind:
    return _KINDS[name]


def kind_names() -> tuple[str, ...]:
    return tuple(_KINDS)


def symbol_name(symbol: str) -> str:
    """A symbol or colour in the player's language (an unknown one as written)."""
    key = f"ramp.symbol.{symbol}"
    return keyed(key) if has(key) else symbol


def legends(fields) -> list[str]:
    """The rules page's sentences on how these fields look, each once, in the player's language."""
    return [_(text) for text in dict.fromkeys(field_kind(f.kind).legend for f in fields) if text]


def _value(field: Field) -> int:
    return field.value


_VALUE_LEGEND = N_("A green circle is a bonus field, a red crossed square a minus field; each shows its value.")

register(FieldKind(
    "bonus", _value,
    lambda f: None if f.value > 0 else f"is a bonus field worth {f.value}; a bonus is worth more than 0",
    "circle", (60, 150, 90), N_("Bonus field left free"), _VALUE_LEGEND))
register(FieldKind(
    "negative", _value,
    lambda f: None if f.value < 0 else
    f"is a negative field worth {f.value}; a negative field is worth less than 0",
    "crossed", (170, 50, 50), N_("Minus field left free"), _VALUE_LEGEND))
register(FieldKind(
    "symbol", None,
    lambda f: None if f.symbol or f.colour else "is a symbol field without a 'symbol' or 'colour' property",
    "symbol"))
