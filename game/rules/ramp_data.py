"""Immutable data of a ramp-game edition (FITS, FITS compact, BITS), built by game.content.

Everything the rulebooks leave to the physical components lives here as data,
so the engine holds no provisional values of its own.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Mapping

MAX_OWN_BOARDS = 26  # the setup screen names the players' own boards by letter, A to Z

Cell = tuple[int, int]  # (row, column); row 0 is the top row


@dataclass(frozen=True)
class PieceDef:
    """A piece in its printed orientation. rows: top row first; '.' no cell,
    '#' a cell (FITS) or a colour letter R Y B P K / N for neutral (BITS)."""

    id: str
    rows: tuple[str, ...]


@dataclass(frozen=True)
class Field:
    """A special field of a board. kind: the name of its FieldKind (game/rules/field_kinds.py,
    which says what it scores): 'bonus' or 'negative' (value is the points it scores
    while uncovered), or 'symbol' (symbol names the pair or picture, colour the
    symbol colour of FITS compact)."""

    kind: str
    value: int = 0
    symbol: str = ""
    colour: str = ""


@dataclass(frozen=True)
class BoardDef:
    """One board (round) of an edition.

    rules: the scoring rules of this board, applied in this order:
      'dots'              values['dot'] per uncovered ordinary field (-1)
      'rows'              values['row'] per complete row (+1)
      'rows-with-symbols' like 'rows', but an uncovered symbol field counts as filled
      'fields'            every uncovered bonus/negative field scores its value
      'symbol-pairs'      per symbol: both fields uncovered values['pair_both'] (+3),
                          exactly one uncovered values['pair_one'] (-3)
      'colour-sets'       values['colour_set'] (+3) per symbol colour whose fields
                          are all uncovered
    """

    id: str
    name: str
    width: int
    height: int
    fields: Mapping[Cell, Field] = field(default_factory=lambda: MappingProxyType({}))
    rules: tuple[str, ...] = ()
    values: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    def as_key(self) -> tuple:
        """The board as a tuple that hashes and pickles (its mappings do neither): what a
        computer player's observation carries of a board of the players' own."""
        return (self.id, self.name, self.width, self.height, self.rules, tuple(sorted(self.values.items())),
                tuple(sorted(self.fields.items())))

    @classmethod
    def from_key(cls, key: tuple) -> "BoardDef":
        board_id, name, width, height, rules, values, fields = key
        return cls(board_id, name, width, height, MappingProxyType(dict(fields)), rules, MappingProxyType(dict(values)))


@dataclass(frozen=True)
class TaskCard:
    """A BITS task card. colour None means any colour. other4: points for every
    other area of exactly four cells (deck 1 cards only, else 0)."""

    id: str
    deck: int
    shape: tuple[str, ...]
    colour: str | None
    points: int
    other4: int = 0


@dataclass(frozen=True)
class Rating:
    """A solo rating band: totals from low to high inclusive (None = unbounded)."""

    low: int | None
    high: int | None
    title: str  # the title's message key, e.g. 'rating.bits.master-builder'

    def matches(self, total: int) -> bool:
        return (self.low is None or total >= self.low) and (self.high is None or total <= self.high)


@dataclass(frozen=True)
class Edition:
    """Everything the engine needs to run one ramp game id."""

    game_id: str                  # as registered in game.games
    kind: str                     # 'fits' or 'bits': how its data writes a piece's cells (game.content.ramp)
    width: int
    height: int
    rounds: int
    allow_above: bool             # FITS: cells may stick out above row 0; BITS: never
    pieces: Mapping[str, PieceDef]  # every piece id the game knows (build and start pieces)
    build: tuple[str, ...]        # the build deck: one card per piece id
    start: tuple[str, ...]        # the start cards (piece ids)
    boards: tuple[BoardDef, ...]  # one per round, in round order
    tasks: tuple[TaskCard, ...] = ()   # BITS: all task cards; round r reveals one of deck r+1
    neutral: PieceDef | None = None    # BITS: the neutral domino (cells 'N')
    neutral_uses: int = 0              # BITS: neutral drops allowed per round
    ratings: tuple[Rating, ...] = ()   # solo rating bands; empty when the game has none
    unrated: str = ""                  # without ratings: the message key of why (the results say it)
    provisional: tuple[str, ...] = ()  # what the data file marks provisional (for About/Rules screens)
    name: str = ""                     # the name menus show, e.g. 'FITS compact'
    # The printed board (0.. in printed order) each round is played on, when chosen
    # (with_boards); empty: the boards as printed, round r on board r.
    chosen_boards: tuple[int | None, ...] = ()
    # What differs within the family, as the edition's data says (game.toml):
    coloured: bool = False      # its pieces' cells carry colours (BITS's dominoes), not bare shapes
    compulsory: bool = False    # every card's piece must be placed: no setting aside
    board_choice: bool = False  # the players may choose which printed boards to play (FITS's variant)
    words: str = ""             # the message context of its round words ('' plain, 'BITS' the box's own)
    piece_noun: str = "piece"   # what its box calls a piece: 'piece' or 'domino'

    def rating(self, total: int) -> Rating | None:
        return next((r for r in self.ratings if r.matches(total)), None)

    def with_boards(self, numbers) -> "Edition":
        """The FITS rulebook's variant: these boards (numbered 1.. in printed order, or a
        BoardDef of the players' own of this edition's size), in this order, one round
        each. A shorter or reordered game has no solo rating: the ratings are for the
        full game. ValueError says why a choice is not one."""
        numbers = tuple(numbers)
        if not self.board_choice:
            raise ValueError(f"{self.game_id} plays its boards as printed")
        if not numbers:
            raise ValueError("choose one board at least")
        self.check_board_count(len(numbers))
        for number in numbers:
            if isinstance(number, BoardDef):
                if (number.width, number.height) != (self.width, self.height):
                    raise ValueError(f"board {number.name!r} is {number.width}x{number.height}, "
                                     f"{self.game_id} plays on {self.width}x{self.height}")
                if sum(other == number for other in numbers) > 1:
                    raise ValueError(f"board {number.name!r} is chosen twice")
                continue
            if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self.boards):
                raise ValueError(f"{number!r} is not a board of {self.game_id} (1 to {len(self.boards)})")
            if numbers.count(number) > 1:
                raise ValueError(f"board {number} is chosen twice")
        boards = tuple(n if isinstance(n, BoardDef) else self.boards[n - 1] for n in numbers)
        return replace(self, boards=boards, rounds=len(numbers), ratings=(), unrated="rating.unrated.boards-chosen",
                       chosen_boards=tuple(None if isinstance(n, BoardDef) else self.printed_board(n - 1)
                                           for n in numbers))

    def check_board_count(self, count: int) -> None:
        """ValueError when `count` boards are more than a game of this edition plays: each
        printed board once and the players' own, named A to Z on the setup screen."""
        most = len(self.boards) + MAX_OWN_BOARDS
        if count > most:
            raise ValueError(f"{count} boards chosen, a game of {self.game_id} plays at most {most}")

    def printed_board(self, round_index: int) -> int | None:
        """The printed board (0.. in printed order) round `round_index` is played on:
        the computer players' learned values and weights belong to a printed board.
        None: a board of the players' own."""
        return self.chosen_boards[round_index] if self.chosen_boards else round_index

    def printed_order(self) -> tuple[int, ...]:
        return tuple(range(1, len(self.boards) + 1))
