"""A round in the words of each box: the German BITS rulebook plays 'Durchgänge'
where FITS plays 'Runden'. BITS's texts carry the context 'BITS', so a language
words them apart where its rulebooks do (the others translate both alike).
`kind` is the edition's: 'fits' or 'bits'."""
from __future__ import annotations

from game.i18n import _, ngettext, npgettext, pgettext


def round_of(kind: str, number: int, total: int) -> str:
    if kind == "bits":
        return pgettext("BITS", "Round {number} of {total}", number=number, total=total)
    return _("Round {number} of {total}", number=number, total=total)


def round_progress(kind: str, number: int, total: int) -> str:
    """Within a line: 'FITS  ·  round 2 of 4  ·  Ann'."""
    if kind == "bits":
        return pgettext("BITS", "round {number} of {total}", number=number, total=total)
    return _("round {number} of {total}", number=number, total=total)


def round_count(kind: str, count: int) -> str:
    if kind == "bits":
        return npgettext("BITS", "{count} round", "{count} rounds", count, count=count)
    return ngettext("{count} round", "{count} rounds", count, count=count)


def round_named(kind: str, number: int) -> str:
    if kind == "bits":
        return pgettext("BITS", "Round {number}", number=number)
    return _("Round {number}", number=number)


def round_over(kind: str) -> str:
    return pgettext("BITS", "Round over") if kind == "bits" else _("Round over")


def round_scoring(kind: str, number: int) -> str:
    if kind == "bits":
        return pgettext("BITS", "Round {number}: scoring", number=number)
    return _("Round {number}: scoring", number=number)


def round_points(kind: str, points: int) -> str:
    """A player's points of the round just scored, beside their name."""
    if kind == "bits":
        return pgettext("BITS", "Round {points:+d}", points=points)
    return _("Round {points:+d}", points=points)


def this_round(kind: str, points: int) -> str:
    if kind == "bits":
        return pgettext("BITS", "This round: {points:+d}", points=points)
    return _("This round: {points:+d}", points=points)
