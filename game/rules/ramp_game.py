"""The ramp games (FITS, FITS compact, BITS) behind the shared GameState door.

Each round has a start step (every player drops their start piece) and then
one step per build card. All players still in the step decide at once and in
any order; only the current step is ever pending, so a move for a later card
cannot be made while an earlier decision is open. A step nobody has to decide
is passed over by the engine itself.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.rule_errors import IllegalMove, Problem
from game.rules.polyomino import orientations
from game.rules.ramp_actions import DropReport, Neutral, Place, Skip, SkipReport
from game.rules.ramp_board import RampBoard, columns_of, slide_shape
from game.rules.ramp_data import Edition, Rating, TaskCard
from game.rules.ramp_deal import MAX_PLAYERS, RoundDeal, check_deal
from game.rules.ramp_scoring import NEUTRAL, ScoreLine, score_board, score_tasks

START = "start"
# Player status within the current step.
DECIDING = "deciding"
DECIDED = "decided"
OWN_START = "own start"  # FITS: the card shows their start piece, skipped by the rules
OUT = "out"              # BITS: their board takes no domino, out for the rest of the round

SKIP = Skip()

# Why a player has no decision pending: (reason key, English) per status.
_NOT_PENDING = {
    DECIDED: ("ramp.refused.decided", "already decided in this step"),
    OWN_START: ("ramp.refused.own_start", "the card shows their own start piece"),
    OUT: ("ramp.refused.out", "out for the rest of the round"),
}


@dataclass(frozen=True)
class PlayerRoundResult:
    rows: tuple[str, ...]          # the board at the end of the round
    lines: tuple[ScoreLine, ...]
    total: int
    # (shape, column, row) of its drops that rest partly above the grid (FITS): the board keeps
    # those cells only as blocked columns. Their rows are worked out when asked (above).
    sticking: tuple[tuple[tuple[str, ...], int, int], ...] = ()

    @property
    def above(self) -> tuple[str, ...]:
        """Its cells sticking out above the grid, as rows_above gives them."""
        return rows_above(self.sticking, len(self.rows[0]))


def rows_above(drops, width: int) -> tuple[str, ...]:
    """The cells of `drops` ((shape, column, row)) above the grid, as text rows `width` wide:
    the highest first, the last just above row 0; () when none sticks out."""
    cells = [(row + r, column + c, label) for shape, column, row in drops
             for r, line in enumerate(shape) for c, label in enumerate(line) if label != "." and row + r < 0]
    if not cells:
        return ()
    top = min(r for r, __, __ in cells)
    lines = [["."] * width for __ in range(-top)]
    for r, c, label in cells:
        lines[r - top][c] = label
    return tuple("".join(line) for line in lines)


class _Drops:
    """Every orientation of every piece, prepared for sliding, with its Place (or
    Neutral) per column. Built once per edition and shared by all its games."""

    def __init__(self, edition: Edition):
        geometry = (edition.width, edition.height, edition.allow_above)
        # piece id -> {orientation: its slide shape}
        self.shapes = {pid: _prepared(p.rows) for pid, p in edition.pieces.items()}
        self.places = {
            pid: _PieceDrops(geometry, p.rows, lambda rows, c, pid=pid: Place(pid, rows, c))
            for pid, p in edition.pieces.items()
        }
        # Setting a piece aside reports only who and which: one report each, shared.
        self.skipped = {pid: tuple(SkipReport(p, pid) for p in range(MAX_PLAYERS)) for pid in edition.pieces}
        if edition.neutral is not None:
            self.shapes[NEUTRAL] = _prepared(edition.neutral.rows)
            self.places[NEUTRAL] = _PieceDrops(geometry, edition.neutral.rows, Neutral)
        for shapes in self.shapes.values():
            for shape in shapes.values():
                shape.land_everywhere(*geometry)


_REMEMBERED = 512  # legal-move lists kept per piece; bounds the memory of long sessions (docs/ai-lab.md, issue 37)


class _PieceDrops:
    """The drops of one piece. Where a piece may go depends only on a few of the
    board's depth bits (RampBoard.depth_bits), so the legal moves are remembered per
    value of those masks: a random game meets few of them (in FITS, only boards
    built up to the top row differ at all)."""

    def __init__(self, geometry, rows, make):
        width = geometry[0]
        demands = [(slide_shape(o).demands(*geometry), tuple(make(o, c) for c in range(width - len(o[0]) + 1)))
                   for o in orientations(rows)]
        # The depth bits its demands read (each shift reads as many as its span has), and no
        # others: boards that differ only in the others share one remembered list.
        read = 0
        for (span, needs), _ in demands:
            for shift in needs:
                read |= span << shift
        self._low = low = max((read & -read).bit_length() - 1, 0)
        self._mask = read >> low
        # Per orientation that fits the width (its span, its shifts from bit `low` on: see
        # RampBoard.allows) and its drops by column: the legal columns are worked out on those
        # bits alone, a small number.
        self._orientations = tuple(((span, tuple(shift - low for shift in needs)), moves)
                                   for (span, needs), moves in demands if span)
        self._legal: dict[int, tuple] = {}  # tuples: a list's spare room times hundreds of boards

    def legal(self, board: RampBoard) -> tuple:
        """The piece's legal drops on the board."""
        key = board.depth_bits >> self._low & self._mask
        found = self._legal.get(key)
        if found is None:
            if len(self._legal) >= _REMEMBERED:
                self._legal.clear()
            found = []
            for (mask, needs), moves in self._orientations:
                for shift in needs:  # RampBoard.allows on the bits read, without a call per orientation
                    mask &= key >> shift
                if mask:
                    found += map(moves.__getitem__, columns_of(mask))
            found = self._legal[key] = tuple(found)
        return found


def _neutral(piece: str) -> str:
    """The neutral domino has refusals of its own: its name is English words, not a piece id."""
    return "neutral_" if piece == NEUTRAL else ""


def _prepared(rows) -> dict:
    return {o: slide_shape(o) for o in orientations(rows)}


def _drops(edition: Edition) -> _Drops:
    """The edition's _Drops (editions are frozen but not hashable, so keyed by identity)."""
    found = _DROPS.get(id(edition))
    if found is None or found[0] is not edition:
        found = _DROPS[id(edition)] = (edition, _Drops(edition))
    return found[1]


_DROPS: dict[int, tuple[Edition, _Drops]] = {}


class RampGame:
    """One game of a ramp edition (FITS or BITS, see game.games) from a checked deal."""

    def __init__(self, edition: Edition, num_players: int, deal):
        check_deal(edition, num_players, deal)
        self.edition = edition
        self.game_id = edition.game_id
        self.num_players = num_players
        self.deal: tuple[RoundDeal, ...] = tuple(deal)
        self._drops = _drops(edition)
        self._compulsory = edition.compulsory
        self._results: list[tuple[PlayerRoundResult, ...]] = []
        self._totals = [0] * num_players
        self._everyone = tuple(range(num_players))
        self._finished = False
        self._begin_round(0)

    # --- the GameState door -------------------------------------------------

    def pending(self) -> tuple[int, ...]:
        return self._deciding

    def legal_actions(self, player: int) -> list:
        if player not in self._deciding:  # the players with DECIDING status; nobody once finished
            return []
        board = self._boards[player]
        if self._card is None:  # the start step
            return list(self._drops.places[self._deal.start[player]].legal(board))
        legal = self._places.legal(board)
        if not self._compulsory:
            return [*legal, SKIP]
        if self._neutral_left[player]:
            return [*legal, *self._drops.places[NEUTRAL].legal(board)]
        return list(legal)

    def apply_action(self, player: int, action) -> DropReport | SkipReport:
        deciding = self._deciding
        if player not in deciding:
            self._check_pending(player)  # says why not
        piece = self._card or self._deal.start[player]
        if isinstance(action, Place):
            if action.piece != piece:
                raise self._wrong_piece(player, piece, action)
            report = self._drop(player, piece, piece, action.shape, action.column)
        elif isinstance(action, Skip):
            if self._card is None or self._compulsory:
                raise self._may_not_skip()
            report = self._drops.skipped[piece][player]
        elif isinstance(action, Neutral):
            report = self._neutral(player, action)
        else:
            raise IllegalMove("ramp.refused.not_a_move", f"{action!r} is not a move of {self.game_id}",
                              move=repr(action), game=self.game_id)
        self._status[player] = DECIDED
        self._reported[player] = (report, self._reported[player])  # linked, not copied: clones share it
        if len(deciding) == 1:  # the last to decide (a solo game's every move)
            self._deciding = deciding = ()
        else:
            at = deciding.index(player)
            self._deciding = deciding = deciding[:at] + deciding[at + 1:]
        if not deciding and self._advance():
            return report.ending_round()
        return report

    def is_terminal(self) -> bool:
        return self._finished

    def scores(self) -> list[int]:
        """Totals of the completed rounds."""
        return list(self._totals)

    def winners(self) -> list[int]:
        if not self._finished:
            return []
        best = max(self._totals)
        tied = [p for p, t in enumerate(self._totals) if t == best]
        if len(tied) > 1 and self._compulsory:
            # BITS: among the tied, the best single round wins; still tied, they share.
            top_round = {p: max(result[p].total for result in self._results) for p in tied}
            best_round = max(top_round.values())
            tied = [p for p in tied if top_round[p] == best_round]
        return tied

    def clone(self) -> "RampGame":
        copy = RampGame.__new__(RampGame)
        copy.__dict__.update(self.__dict__)  # immutable parts are shared
        copy._boards = [b.clone() for b in self._boards]
        copy._status = self._status[:]
        copy._neutral_left = self._neutral_left[:]
        copy._reported = self._reported[:]
        copy._totals = self._totals[:]
        copy._results = self._results[:]
        return copy

    # --- read-only views for the window and the AI --------------------------

    @property
    def round_index(self) -> int:
        return self._round

    @property
    def step(self) -> str | int:
        """'start', or the index of the revealed build card in this round's deck."""
        return START if self._card is None else self._step

    @property
    def revealed(self) -> str | None:
        """The revealed build card's piece id; None during the start step."""
        return self._card

    def start_piece(self, player: int) -> str:
        return self._deal.start[player]

    def board(self, player: int) -> RampBoard:
        """The player's board (the last round's when finished). Do not change it: clone() first."""
        return self._boards[player]

    def above(self, player: int) -> tuple[str, ...]:
        """The cells of the player's pieces sticking out above the grid this round (rows_above)."""
        return rows_above(self._sticking(player), self.edition.width)

    def _sticking(self, player: int) -> tuple:
        if not self._above:
            return ()
        return tuple((shape, column, row) for p, shape, column, row in self._above if p == player)

    def status(self, player: int) -> str:
        """DECIDING, DECIDED, OWN_START or OUT (DECIDED for everyone once finished)."""
        return DECIDED if self._finished else self._status[player]

    def neutral_left(self, player: int) -> int:
        return self._neutral_left[player]

    def round_reports(self, player: int) -> tuple[DropReport | SkipReport, ...]:
        """What the player's moves of this round did (the last round's once finished), in order:
        the drops and the pieces set aside, for a screen that goes on from this state."""
        reports, link = [], self._reported[player]
        while link is not None:
            report, link = link
            reports.append(report)
        return tuple(reversed(reports))

    @property
    def open_tasks(self) -> tuple[TaskCard, ...]:
        return self._open_tasks

    @property
    def results(self) -> tuple[tuple[PlayerRoundResult, ...], ...]:
        """Per completed round, per player: board snapshot, score lines, round total."""
        return tuple(self._results)

    def standing(self, player: int) -> int:
        """The player's total if the round ended now: the completed rounds' and what the
        board of the round being played would score (a race compares games card by card)."""
        if self._finished:
            return self._totals[player]
        return self._totals[player] + sum(line.points for line in self._round_lines(player))

    def rating(self, player: int) -> Rating | None:
        """The solo rating band of a finished one-player game, if the edition rates."""
        if self.num_players != 1 or not self._finished:
            return None
        return self.edition.rating(self._totals[player])

    # --- moves ----------------------------------------------------------------

    def neutral_problem(self, player: int) -> Problem | None:
        """Why `player` may not take the neutral domino now, or None when they may
        (so a window can offer it before a column is chosen)."""
        return self._pending_problem(player) or self._neutral_problem(player)

    def _check_pending(self, player: int) -> None:
        problem = self._pending_problem(player)
        if problem is not None:
            raise problem.refusal()

    def _pending_problem(self, player: int) -> Problem | None:
        if self._finished:
            return Problem("ramp.refused.game_over", "the game is over")
        if not 0 <= player < self.num_players:
            return Problem("ramp.refused.no_player", f"there is no player {player} in this game", player=player)
        status = self._status[player]
        if status != DECIDING:
            key, why = _NOT_PENDING[status]
            return Problem(key, f"no decision pending for player {player}: {why}", player=player)
        return None

    def _wrong_piece(self, player: int, piece: str, action: Place) -> IllegalMove:
        if self._card is None:  # the start step
            return IllegalMove("ramp.refused.wrong_start_piece",
                               f"the start piece of player {player} is {piece}, not {action.piece}",
                               player=player, piece=piece, played=action.piece)
        return IllegalMove("ramp.refused.wrong_piece", f"the revealed card is {piece}, not {action.piece}",
                           piece=piece, played=action.piece)

    def _neutral_problem(self, player: int) -> Problem | None:
        if not self._compulsory:
            return Problem("ramp.refused.no_neutral_domino", f"{self.game_id} has no neutral domino",
                           game=self.game_id)
        if self._card is None:  # the start step
            return Problem("ramp.refused.neutral_start",
                           "the neutral domino replaces a build card's piece, not the start piece")
        if not self._neutral_left[player]:
            return Problem("ramp.refused.no_neutral", "the neutral domino is already used this round")
        return None

    def _neutral(self, player: int, action: Neutral) -> DropReport:
        problem = self._neutral_problem(player)
        if problem is not None:
            raise problem.refusal()
        report = self._drop(player, NEUTRAL, "the neutral domino", action.shape, action.column)
        self._neutral_left[player] -= 1
        return report

    def _may_not_skip(self) -> IllegalMove:
        if self._card is None:  # the start step
            return IllegalMove("ramp.refused.start_piece", "the start piece must be placed")
        return IllegalMove("ramp.refused.must_place", "BITS: the piece fits, so it must be placed")

    def _drop(self, player: int, piece: str, name: str, shape, column: int) -> DropReport:
        if type(shape) is not tuple:
            shape = tuple(shape)
        prepared = self._drops.shapes[piece].get(shape)
        if prepared is None:
            raise IllegalMove(f"ramp.refused.{_neutral(piece)}orientation", f"that is not an orientation of {name}",
                              piece=piece)
        if not isinstance(column, int):
            raise IllegalMove("ramp.refused.column", f"the column must be a whole number, not {column!r}",
                              column=repr(column))
        board = self._boards[player]
        row = board.rest(prepared, column)
        if row is None:
            raise IllegalMove(f"ramp.refused.{_neutral(piece)}no_fit", f"{name} does not fit in column {column}",
                              piece=piece, column=column)
        if row < 0:  # kept for the round's result: the round by round boards draw them as play did
            self._above += ((player, shape, column, row),)
        return DropReport(player, piece, shape, column, board.place(prepared, column, row), row)

    # --- round flow -------------------------------------------------------------

    def _begin_round(self, r: int) -> None:
        e = self.edition
        self._round = r
        self._deal = self.deal[r]
        self._step = -1  # the index of the revealed build card, -1 before the first (step: START)
        self._card: str | None = None  # the revealed build card's piece id
        self._places: _PieceDrops | None = None  # its drops
        self._boards = [RampBoard(e.width, e.height, e.allow_above) for _ in range(self.num_players)]
        self._status = [DECIDING] * self.num_players
        self._deciding = self._everyone  # the players with DECIDING status: pending()
        self._neutral_left = [e.neutral_uses] * self.num_players
        self._reported: list[tuple | None] = [None] * self.num_players  # (last report, the ones before) per player
        # (player, shape, column, row) of each drop this round that rests partly above the grid;
        # immutable, so clones share it.
        self._above: tuple[tuple[int, tuple[str, ...], int, int], ...] = ()
        self._open_tasks = self.tasks_of_round(r)

    def tasks_of_round(self, r: int) -> tuple[TaskCard, ...]:
        """The task cards open in round r (from 0): those revealed in it and in the rounds before."""
        cards = {t.id: t for t in self.edition.tasks}
        return tuple(cards[d.task] for d in self.deal[:r + 1] if d.task is not None)

    def _advance(self) -> bool:
        """Move to the next step somebody has to decide, ending rounds and the game on the way:
        whether a round ended."""
        compulsory = self._compulsory  # only then is anybody ever OUT
        ended = False
        while not self._deciding:
            if compulsory:
                self._status = [OUT if s == OUT or not b.fits_any_domino() else s
                                for s, b in zip(self._status, self._boards)]
            deal = self._deal
            step = self._step + 1
            if step == len(deal.build) or compulsory and self._status.count(OUT) == self.num_players:
                self._end_round()
                if self._finished:
                    return True
                ended = True
                continue
            self._step = step
            card = self._card = deal.build[step]
            self._places = self._drops.places[card]
            if card in deal.start or compulsory and OUT in self._status:
                status = self._status = [s if s == OUT else OWN_START if start == card else DECIDING
                                         for s, start in zip(self._status, deal.start)]
                self._deciding = tuple([p for p, s in enumerate(status) if s == DECIDING])
            else:  # the usual step: everyone decides
                self._status = [DECIDING] * self.num_players
                self._deciding = self._everyone
        return ended

    def _round_lines(self, player: int) -> tuple[ScoreLine, ...]:
        """What the player's board scores in this round as it lies now."""
        board = self._boards[player]
        return tuple(score_board(self.edition.boards[self._round], board) + score_tasks(self._open_tasks, board))

    def _end_round(self) -> None:
        result = []
        for p, board in enumerate(self._boards):
            lines = self._round_lines(p)
            total = sum(line.points for line in lines)
            result.append(PlayerRoundResult(board.to_rows(), lines, total, self._sticking(p)))
            self._totals[p] += total
        self._results.append(tuple(result))
        if self._round + 1 == self.edition.rounds:
            self._finished = True
            self._deciding = ()
        else:
            self._begin_round(self._round + 1)
