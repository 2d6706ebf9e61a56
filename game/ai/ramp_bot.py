"""Computer opponent for the ramp games (every FITS and BITS edition).

Every level ranks the legal moves by the board estimate (ramp_eval). A level
with noise adds random error to that ranking; without look-ahead it takes the
best so ranked.

The levels that look ahead differ only in how much work they do (each game's
levels/<game>/computer-levels.toml, calibrated so that each level plays in a
solo band of its own). The cards still to come are known as a set, so for
the best moves by the estimate they first weigh the next card: for each card
that may come, the best answer to it (setting the piece aside in FITS,
spending the neutral domino in BITS, where the estimate says so), averaged.
With rollouts in their work, the best few then play the round out many times: each rollout deals the rest of the deck in a sampled
order (every order, once there are few enough) and a greedy policy places it.
A rollout's greedy play undervalues positions only careful play exploits, so
the final choice adds the next-card value to the mean rollout score. The same
orders serve every finalist, so the comparison is between moves, not between
lucky and unlucky deals. With few cards to come, the best finalists get their
exact expected final score instead of rollouts (ramp_endgame), when that fits
in its work.
"""
from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from game.ai.learned_value import round_value
from game.ai.observation import RampObservation, fingerprint
from game.ai.ramp_endgame import Endgame
from game.ai.ramp_eval import BitsValue, FitsValue, FitsWeights
from game.ai.think_clock import CPU_TIME, ThinkClock, no_collector_pauses
from game.content.bot_weights import load_bot_weights
from game.content.ramp import load_edition
from game.rules.polyomino import orientations
from game.rules.ramp_data import BoardDef
from game.rules.ramp_actions import Neutral, Skip
from game.rules.ramp_board import DOMINOES, RampBoard, slide_shape
from game.rules.ramp_game import START


@dataclass(frozen=True)
class RampBot:
    """cap: seconds of thinking after which the bot plays the best move found so far,
    whatever its level (a safety net, see think_clock); clock: what measures them;
    noise: easy's random error on each move's value; look_ahead: moves, best by
    the estimate, whose next card is weighed (0: no look-ahead); finalists: moves
    kept for rollouts; steps: simulated card answers the rollouts of one decision
    make in all (so late in a round, with few cards to come, there are more
    rollouts); rollouts: most sampled orders per finalist; depth: cards a rollout
    plays before the estimate judges the board (0: to the round's end);
    boards: most boards weighed per decision, the look-ahead's and the
    rollouts' together (0: no limit). It bounds the slowest decisions (many
    moves, many cards to come) the same on every machine. endgame: with at most
    this many cards to come, the best endgame_moves finalists by the next-card
    value are valued exactly (ramp_endgame) instead of rolled out, when that
    takes at most endgame_boards boards; else the rollouts go on as usual with
    their own share of `boards`."""

    game_id: str
    level: str
    seed: int
    cap: float = math.inf
    noise: float = 0.0
    look_ahead: int = 0
    finalists: int = 3
    steps: int = 0
    rollouts: int = 0
    depth: int = 0
    boards: int = 0
    endgame: int = 0
    endgame_moves: int = 0
    endgame_boards: int = 0
    clock: Callable[[], float] = field(default=CPU_TIME, compare=False, repr=False)

    def __post_init__(self):
        # The estimate's weights file is checked when the bot is made, as its levels' file
        # is (make_bot), so a damaged one keeps the game from starting with a line on
        # screen instead of failing the computer's first decision mid-game.
        load_bot_weights(self.game_id, FitsWeights.names())

    def warm_up(self) -> None:
        """Load the rules data (and FITS's learned values) now, so the first decision does not pay for it."""
        edition = load_edition(self.game_id)
        if not edition.coloured:  # the rows-and-fields editions value boards by what was learned
            for r in range(edition.rounds):
                _board_value(self.game_id, r, ())

    def choose(self, observation: RampObservation):
        return self.choose_and_judge(observation, None)[0]

    def judge(self, observation: RampObservation, extra: tuple = ()) -> dict:
        """The final values the search gives its finalists, and the moves of `extra`
        (weighed as finalists whatever their rank), by move: tools/diagnose_fits.py
        compares a level's moves with a heavier search's this way, and the coach
        (game.coach) a player's move with the master's."""
        with no_collector_pauses():
            clock, rng, view, options, ranked = self._start(observation)
            forced = [i for i, o in enumerate(options) if o[0] in extra]
            scores = self._look_ahead(view, options, ranked, rng, clock, forced)
            return {options[i][0]: v for i, v in scores.items()}

    def choose_and_judge(self, observation: RampObservation, played) -> tuple:
        """(the move chosen, judge(observation, extra=(played, that move)) or None): the coach's two
        questions, the second answered from the first's search where that search already weighed
        both moves as judge would. It does when both are among its finalists (among the first
        `endgame_moves` of them where the endgame was tried): judge's search then takes the same
        steps (no clock cuts the coach's master short), so its values are these; else None."""
        with no_collector_pauses():
            clock, rng, view, options, ranked = self._start(observation)
            if not self.look_ahead or len(ranked) == 1 or not view.to_come:
                return options[ranked[0]][0], None
            scores = self._look_ahead(view, options, ranked, rng, clock)
        if not scores:
            return options[ranked[0]][0], None
        values = {options[i][0]: v for i, v in scores.items()}
        better = options[max(scores, key=scores.get)][0]
        weighed = list(values)[:self.endgame_moves] if len(view.to_come) <= self.endgame else values
        return better, (values if played in weighed and better in weighed else None)

    def _start(self, observation: RampObservation):
        """A decision's clock, randomness, view and options, the options ranked by the
        estimate (with easy's error)."""
        clock = ThinkClock(self.cap, self.clock)
        rng = random.Random(f"{self.seed}/{fingerprint(observation)}")
        view = _View(observation)
        options = [view.option(action) for action in observation.legal]
        # In one batch where the estimate takes one: the same values bit for bit, a tenth of the time.
        values = view._values([option[1:] for option in options], [view.rest] * len(options))
        if self.noise:
            values = [v + rng.gauss(0.0, self.noise) for v in values]
        ranked = sorted(range(len(options)), key=lambda i: -values[i])
        return clock, rng, view, options, ranked

    def _look_ahead(self, view: "_View", options, ranked, rng, clock: ThinkClock, forced=()) -> dict:
        """The finalists' final values by option index (none when out of time at once);
        the options of `forced` are always among them. With few enough cards to come,
        the best `endgame_moves` of them by the next-card value are valued exactly
        instead, when that fits in the endgame's work."""
        ahead = {}
        for i in ranked[:self.look_ahead] + [i for i in forced if i not in ranked[:self.look_ahead]]:
            if clock.out_of_time():
                break
            # Half the boards at most for the look-ahead: the rest is the rollouts'.
            if ahead and i not in forced and 0 < self.boards <= 2 * view.work:
                continue
            _, board, neutral_left = options[i]
            ahead[i] = view.next_card_value(board, neutral_left)
        if not ahead:
            return {}
        finalists = sorted(ahead, key=lambda i: -ahead[i])[:self.finalists]
        finalists += [i for i in forced if i not in finalists]
        if not view.to_come:  # the round's last card: its final scores are exact already
            return {i: ahead[i] for i in finalists}
        before = view.work
        if len(view.to_come) <= self.endgame:
            moves = finalists[:self.endgame_moves] + [i for i in forced if i not in finalists[:self.endgame_moves]]
            exact = Endgame(view, self.endgame_boards, clock).values([options[i][1:] for i in moves])
            if exact is not None:
                return dict(zip(moves, exact))
        spent = view.work - before  # a given-up endgame's boards were its own budget's
        totals = [0.0] * len(finalists)
        starts = [options[i][1:] for i in finalists]
        done = 0
        # Every order serves every finalist alike, so the comparison is between moves,
        # not between lucky and unlucky deals; the clock is only asked between orders.
        for order in self._orders(view.to_come, len(finalists), rng):
            if clock.out_of_time() or 0 < self.boards <= view.work - spent:
                break
            totals = [t + v for t, v in zip(totals, view.rollouts(starts, order))]
            done += 1
        return {i: (t / done if done else 0.0) + ahead[i] for i, t in zip(finalists, totals)}

    def _orders(self, to_come: tuple[str, ...], finalists: int, rng: random.Random):
        """The orders of the next cards (`depth` of them, or all) that the rollouts
        play: every order when there are no more of them than the work allows (exact
        near the round's end), else that many sampled. Each is made when the rollouts
        ask for it: they may stop early (the clock, the boards), and nothing draws from
        `rng` after them, so the orders played are the same as if all were drawn first."""
        if not self.rollouts or not self.steps:
            return
        n = len(to_come)
        played = min(self.depth, n) if self.depth else n
        count = min(self.rollouts, max(1, self.steps // (finalists * played)))
        if math.perm(n, played) <= count:
            yield from itertools.permutations(to_come, played)
            return
        for _ in range(count):
            yield rng.sample(to_come, played)


@lru_cache(maxsize=None)
def _shapes(game_id: str, piece: str) -> tuple:
    """Every orientation of a piece, prepared for sliding."""
    return tuple(slide_shape(rows) for rows in orientations(load_edition(game_id).pieces[piece].rows))


@lru_cache(maxsize=None)
def _neutral_shapes(game_id: str) -> tuple:
    return tuple(slide_shape(rows) for rows in orientations(load_edition(game_id).neutral.rows))


@lru_cache(maxsize=None)
def _board_value(game_id: str, board: int, tasks: tuple[str, ...]):
    """One value per printed board and open cards, kept so BITS remembers scored
    areas and FITS the surfaces it has seen."""
    edition = load_edition(game_id)
    if edition.coloured:  # colour areas scored by task cards
        cards = {card.id: card for card in edition.tasks}
        return BitsValue(tuple(cards[t] for t in tasks))
    return round_value(game_id, board, fits_value(game_id, board))


@lru_cache(maxsize=32)
def _own_board_value(game_id: str, key: tuple):
    """The estimate of a round on a board of the players' own: no learned value knows it,
    so the hand-made estimate judges it, with the tuned weights of the first printed
    board that scores the same way (they weigh the rules, not the fields' places), else
    the hand-set ones (docs/ai-lab.md measures it)."""
    board = BoardDef.from_key(key)
    edition = load_edition(game_id)
    tuned = load_bot_weights(game_id, FitsWeights.names())
    same = next((n for n, printed in enumerate(edition.boards[:len(tuned)])
                 if printed.rules == board.rules and printed.values == board.values), None)
    weights = FitsWeights() if same is None else FitsWeights(**tuned[same])
    return FitsValue(board, tuple(edition.pieces[p].rows for p in edition.build), weights)


def fits_value(game_id: str, board: int, weights: FitsWeights | None = None) -> FitsValue:
    """The estimate of a round on printed board `board` (0..), with these weights or
    else the ones the game's data file sets for that board (tools/tune_ramp_eval.py
    tunes them)."""
    edition = load_edition(game_id)
    if weights is None:
        tuned = load_bot_weights(game_id, FitsWeights.names())
        weights = FitsWeights(**tuned[board]) if board < len(tuned) else FitsWeights()
    return FitsValue(edition.boards[board], tuple(edition.pieces[p].rows for p in edition.build), weights)


_DOMINO_SHAPES = tuple(slide_shape(rows) for rows in DOMINOES)


def round_view(game_id: str, round_index: int, start_piece: str, build, tasks: tuple[str, ...] = (),
               evaluator=None) -> "_View":
    """A solo round of the boards as printed at its start, as a bot sees it (for
    tools/bound.py, which searches it with the card order known, and
    tools/tune_ramp_eval.py, which plays it greedily with the estimate it tries)."""
    edition = load_edition(game_id)
    empty = ("." * edition.width,) * edition.height
    view = _View(RampObservation(game_id, 0, round_index, edition.printed_board(round_index), START, start_piece,
                                 start_piece, (empty,), tuple(sorted(build)), tasks, edition.neutral_uses, ()))
    if evaluator is not None:
        view.evaluator = evaluator
    return view


class _View:
    """The observing player's round as the bot works on it. The cards still to come
    travel as a `rest` mask: bit j for the edition's build card j."""

    def __init__(self, obs: RampObservation):
        edition = load_edition(obs.game_id)
        self.game_id = obs.game_id
        self.coloured = edition.coloured  # dominoes and task cards (BITS), else pieces on rows and fields
        self.board = RampBoard.from_rows(obs.board, edition.allow_above)
        self.neutral_left = obs.neutral_left
        self.evaluator = _board_value(obs.game_id, obs.printed_board, obs.tasks) if obs.printed_board is not None \
            else _own_board_value(obs.game_id, obs.own_board)
        self.bit = {piece: 1 << j for j, piece in enumerate(edition.build)}
        # FITS: the own start piece's card is passed over by the rules, it brings nothing.
        self.start_piece = obs.start_piece
        self.to_come = tuple(p for p in obs.to_come if p != obs.start_piece)
        self.rest = sum(self.bit[p] for p in self.to_come)
        self._best: dict = {}  # see best_answers
        self._coloured: dict = {}  # see value
        self.work = 0  # boards weighed so far

    def to_come_in(self, order) -> list[str]:
        """The cards of `order` that bring this player a decision."""
        return [p for p in order if p != self.start_piece]

    def option(self, action):
        """(action, board after it, neutral dominoes left after it)."""
        if isinstance(action, Skip):
            return action, self.board, self.neutral_left
        shape = slide_shape(action.shape)
        board = self.board.copy()
        # The observed board's tops are never above the engine's, so every legal
        # drop of the engine rests in the copy too.
        board.place(shape, action.column, board.rest(shape, action.column))
        spent = 1 if isinstance(action, Neutral) else 0
        return action, board, self.neutral_left - spent

    def value(self, board: RampBoard, neutral_left: int, rest: int | None = None) -> float:
        """The estimate of the final round score with the cards of `rest` to come
        (default: those after the current card)."""
        rest = self.rest if rest is None else rest
        if self.coloured:
            # A decision meets the same BITS board by many paths (a domino's cells laid in
            # another order): its value is worked out once per view.
            key = (tuple(board.cells), neutral_left, not rest)
            value = self._coloured.get(key)
            if value is None:
                if not rest or not board.fits_any(_DOMINO_SHAPES):
                    value = self.evaluator.final(board)
                else:
                    value = self.evaluator.estimate(board, neutral_left, True)
                self._coloured[key] = value
            return value
        return self.evaluator.estimate(board, rest)

    def next_card_value(self, board: RampBoard, neutral_left: int) -> float:
        """The estimate after the best answer to the next card, averaged over the
        cards that may come; the final score when no card is left to come."""
        if not self.to_come:
            return self.evaluator.final(board)
        questions = [(board, neutral_left, piece, self.rest & ~self.bit[piece]) for piece in self.to_come]
        return sum(best[2] for best in self.best_answers(questions)) / len(questions)

    def rollout(self, board: RampBoard, neutral_left: int, order) -> float:
        """After answering the cards of `order` greedily, starting from `board`: the
        final score, or the estimate when cards are still to come."""
        return self.rollouts([(board, neutral_left)], order)[0]

    def rollouts(self, starts, order) -> list[float]:
        """rollout() from each (board, neutral left) of `starts` with the same order,
        step by step, so that each card's answers on every board are weighed at once."""
        if not order:
            return [self.value(board, left) if self.rest else self.evaluator.final(board) for board, left in starts]
        rest = self.rest
        states = list(starts)
        for piece in order:
            rest &= ~self.bit[piece]
            states = self.best_answers([(board, left, piece, rest) for board, left, *_ in states])
        # The last answer's value is the board's: the estimate, or the final score when no card is left.
        return [value for _, _, value in states]

    def best_answers(self, questions) -> list:
        """answer() to each (board, neutral left, card, rest): FITS values weigh
        the answers to all of them in one batch. A decision meets the same board and
        card many times (the look-ahead's next card is every rollout's first), so
        each answer is worked out once per view."""
        keys = [(id(board), left, piece, rest) for board, left, piece, rest in questions]
        known = self._best
        todo = list({key: q for key, q in zip(keys, questions) if key not in known}.items())
        if todo:
            found = [self.placements(board, left, piece) for _, (board, left, piece, _) in todo]
            boards = [after for placements in found for after in placements]
            rests = [q[3] for (_, q), placements in zip(todo, found) for _ in placements]
            self.work += len(boards)
            values = iter(self._values(boards, rests))
            for (key, (board, _, _, rest)), placements in zip(todo, found):
                # The first best answer, as max() picks it; the board rides along so its id stays its own.
                best = max(((after, left, next(values)) for after, left in placements), key=lambda a: a[2])
                known[key] = (best, board)
        return [known[key][0] for key in keys]

    def starts(self) -> list:
        """(board, value) of every drop of the start piece on the empty board."""
        found = []
        for shape in _shapes(self.game_id, self.start_piece):
            for column, row in self.board.drops(shape):
                after = self.board.copy()
                after.place(shape, column, row)
                found.append((after, self.neutral_left))
        # In one batch, as _start weighs a decision's options: the same values bit for bit.
        return [(after, value) for (after, _), value in zip(found, self._values(found, [self.rest] * len(found)))]

    def answer(self, board: RampBoard, neutral_left: int, piece: str, rest: int):
        """The best answer to a revealed card by the estimate, with the cards of `rest`
        to come after it: (board, neutral left, value)."""
        return self.best_answers([(board, neutral_left, piece, rest)])[0]

    def answers(self, board: RampBoard, neutral_left: int, piece: str, rest: int) -> list:
        """Every answer to a revealed card: (board, neutral left, value by the estimate)."""
        found = self.placements(board, neutral_left, piece)
        values = self._values(found, [rest] * len(found))
        return [(after, left, value) for (after, left), value in zip(found, values)]

    def placements(self, board: RampBoard, neutral_left: int, piece: str) -> list:
        """Every answer to a revealed card: (board, neutral left) after it. FITS may set
        the piece aside; BITS must place it if it fits (or the neutral domino
        instead), and a full board sits the round out."""
        if self.coloured:
            if not board.fits_any(_DOMINO_SHAPES):
                return [(board, neutral_left)]
            found = []
            choices = [(shape, neutral_left) for shape in _shapes(self.game_id, piece)]
            if neutral_left:
                choices += [(shape, neutral_left - 1) for shape in _neutral_shapes(self.game_id)]
        else:
            found = [(board, neutral_left)]  # set aside
            choices = [(shape, neutral_left) for shape in _shapes(self.game_id, piece)]
        for shape, left in choices:
            for column, row in board.drops(shape):
                after = board.copy()
                after.place(shape, column, row)
                found.append((after, left))
        # BITS: a piece that fits nowhere is passed over.
        return found or [(board, neutral_left)]

    def _values(self, found, rests) -> list[float]:
        """value() of each (board, neutral left) with the cards of its rest to come."""
        many = getattr(self.evaluator, "estimate_many", None)
        if many is not None:  # FITS (the estimate, the learned value): a whole batch at once
            return many([after for after, _ in found], rests)
        return [self.value(after, left, rest) for (after, left), rest in zip(found, rests)]
