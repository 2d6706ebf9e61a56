"""A round and a piece in the words of each box: the German BITS rulebook plays 'Durchgänge'
where FITS plays 'Runden'. An edition's data names its word set (`words` in its
game.toml, Edition.words): '' speaks the plain words, 'BITS' the texts with the
context 'BITS', so a language words them apart where its rulebooks do (the
others translate both alike). Each set is written out in full, literal texts
only, so that the catalogues' extraction finds every one. Its pieces are called
as its data says too (`piece`, Edition.piece_noun): pieces or dominoes."""
from typing import Callable, NamedTuple

from game.i18n import _, ngettext, npgettext, pgettext


# Word sets are NamedTuples rather than frozen dataclasses: the title imports this module (its
# Continue line says the round), and a frozen dataclass costs a start five times as much to make.
class RoundWords(NamedTuple):
    round_of: Callable[[int, int], str]        # 'Round 2 of 4'
    round_progress: Callable[[int, int], str]  # within a line: 'FITS  ·  round 2 of 4  ·  Ann'
    round_count: Callable[[int], str]          # '4 rounds'
    round_named: Callable[[int], str]          # 'Round 2'
    round_over: Callable[[], str]
    round_scoring: Callable[[int], str]        # 'Round 2: scoring'
    round_points: Callable[[int], str]         # a player's points of the round just scored, beside their name
    this_round: Callable[[int], str]           # 'This round: +3'
    round_by_round: Callable[[], str]          # the results' item that opens each round's boards
    lead_after: Callable[[str, int], str]      # a race's lead: '+3 after round 2'


_SETS = {
    "": RoundWords(
        round_of=lambda number, total: _("Round {number} of {total}", number=number, total=total),
        round_progress=lambda number, total: _("round {number} of {total}", number=number, total=total),
        round_count=lambda count: ngettext("{count} round", "{count} rounds", count, count=count),
        round_named=lambda number: _("Round {number}", number=number),
        round_over=lambda: _("Round over"),
        round_scoring=lambda number: _("Round {number}: scoring", number=number),
        round_points=lambda points: _("Round {points:+d}", points=points),
        this_round=lambda points: _("This round: {points:+d}", points=points),
        round_by_round=lambda: _("Round by round"),
        lead_after=lambda lead, number: _("{lead} after round {number}", lead=lead, number=number),
    ),
    "BITS": RoundWords(
        round_of=lambda number, total: pgettext("BITS", "Round {number} of {total}", number=number, total=total),
        round_progress=lambda number, total: pgettext("BITS", "round {number} of {total}", number=number,
                                                      total=total),
        round_count=lambda count: npgettext("BITS", "{count} round", "{count} rounds", count, count=count),
        round_named=lambda number: pgettext("BITS", "Round {number}", number=number),
        round_over=lambda: pgettext("BITS", "Round over"),
        round_scoring=lambda number: pgettext("BITS", "Round {number}: scoring", number=number),
        round_points=lambda points: pgettext("BITS", "Round {points:+d}", points=points),
        this_round=lambda points: pgettext("BITS", "This round: {points:+d}", points=points),
        round_by_round=lambda: pgettext("BITS", "Round by round"),
        lead_after=lambda lead, number: pgettext("BITS", "{lead} after round {number}", lead=lead, number=number),
    ),
}


def round_words(words: str) -> RoundWords:
    """The round words of an edition's word set (Edition.words, GameDef.words)."""
    return _known(_SETS, words, "round words for the word set")


def _known(table: dict, key: str, what: str):
    """table[key]; a KeyError naming what is missing and what there is (a data word no screen knows)."""
    try:
        return table[key]
    except KeyError:
        raise KeyError(f"no {what} {key!r} (scenes/shared/round_words.py knows {', '.join(map(repr, table))})") from None


class PieceWords(NamedTuple):
    drop_start: Callable[[], str]  # the start step's call to everyone
    next_title: Callable[[], str]  # over the revealed build card


_PIECES = {
    "piece": PieceWords(lambda: _("Everyone: drop your start piece"), lambda: _("Next piece")),
    "domino": PieceWords(lambda: _("Everyone: drop your start domino"), lambda: _("Next domino")),
}


def piece_words(noun: str) -> PieceWords:
    """The words for an edition's pieces (Edition.piece_noun)."""
    return _known(_PIECES, noun, "words for pieces called")
