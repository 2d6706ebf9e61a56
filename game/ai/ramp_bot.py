"""Computer opponent for the ramp games (fits, fits-mini, bits, bits-pro).

Every level ranks the legal moves by the board estimate (ramp_eval). Easy adds
random error to that ranking; normal takes the best. Hard keeps the best few
and plays each out to the end of the round many times: the cards still to
come are known as a set, so each rollout deals them in a sampled order and a
fast greedy policy places them (setting pieces aside in FITS, spending the
neutral domino in BITS, when the estimate says so). The move with the best
mean final score wins. The same sampled orders serve every candidate, so the
comparison is between moves, not between lucky and unlucky deals.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from functools import lru_cache

from game.ai.observation import RampObservation, fingerprint
from game.ai.ramp_eval import BitsValue, FitsValue
from game.ai.ramp_sim import SimBoard
from game.content.ramp import load_edition
from game.rules.polyomino import orientations, parse_rows
from game.rules.ramp_actions import Neutral, Place, Skip
from game.rules.ramp_board import DOMINOES, slide_shape

# After this many rollouts per candidate, the worse half of the candidates is dropped.
HALVINGS = (4, 10)


@dataclass(frozen=True)
class RampBot:
    """budget: seconds of thinking per decision (checked between rollouts);
    noise: easy's random error on each move's value; rollouts: hard's most
    rollouts per candidate (0: no look-ahead); candidates: moves kept for them."""

    game_id: str
    level: str
    seed: int
    budget: float
    noise: float = 0.0
    rollouts: int = 0
    candidates: int = 6

    def warm_up(self) -> None:
        """Load the rules data now, so the first decision does not pay for it."""
        load_edition(self.game_id)

    def choose(self, observation: RampObservation):
        deadline = time.perf_counter() + self.budget
        rng = random.Random(f"{self.seed}/{fingerprint(observation)}")
        view = _View(observation)
        options = [view.option(action) for action in observation.legal]
        values = [view.value(board, neutral_left) for _, board, neutral_left in options]
        if self.noise:
            values = [v + rng.gauss(0.0, self.noise) for v in values]
        ranked = sorted(range(len(options)), key=lambda i: -values[i])
        if not self.rollouts or len(ranked) == 1 or not view.to_come:
            return options[ranked[0]][0]
        return options[self._look_ahead(view, options, ranked, rng, deadline)][0]

    def _look_ahead(self, view: "_View", options, ranked, rng, deadline) -> int:
        alive = ranked[:self.candidates]
        totals = dict.fromkeys(alive, 0.0)
        done = 0
        while done < self.rollouts and time.perf_counter() < deadline:
            order = list(view.to_come)
            rng.shuffle(order)
            for i in alive:
                _, board, neutral_left = options[i]
                totals[i] += view.rollout(board, neutral_left, order)
                if time.perf_counter() >= deadline:
                    break
            else:
                done += 1
                if done in HALVINGS and len(alive) > 2:
                    alive = sorted(alive, key=lambda i: -totals[i])[:max(2, len(alive) // 2)]
                continue
            break
        if not done:
            return ranked[0]
        # Candidates cut by a halving have fewer rollouts: only the survivors compete.
        return max(alive, key=lambda i: (totals[i], -ranked.index(i)))


@lru_cache(maxsize=None)
def _shapes(game_id: str, piece: str) -> tuple:
    """Every orientation of a piece, prepared for sliding."""
    return tuple(slide_shape(rows) for rows in orientations(load_edition(game_id).pieces[piece].rows))


@lru_cache(maxsize=None)
def _neutral_shapes(game_id: str) -> tuple:
    return tuple(slide_shape(rows) for rows in orientations(load_edition(game_id).neutral.rows))


@lru_cache(maxsize=None)
def _board_value(game_id: str, round_index: int, tasks: tuple[str, ...]):
    """One value per round and open cards, kept so BITS remembers scored areas."""
    edition = load_edition(game_id)
    if edition.kind == "bits":
        cards = {card.id: card for card in edition.tasks}
        return BitsValue(tuple(cards[t] for t in tasks))
    return FitsValue(edition.boards[round_index])


@lru_cache(maxsize=None)
def _size(game_id: str, piece: str) -> int:
    return len(parse_rows(load_edition(game_id).pieces[piece].rows))


class _View:
    """The observing player's round as the bot works on it."""

    def __init__(self, obs: RampObservation):
        edition = load_edition(obs.game_id)
        self.game_id = obs.game_id
        self.bits = edition.kind == "bits"
        self.board = SimBoard.from_rows(obs.board, edition.allow_above)
        self.neutral_left = obs.neutral_left
        self.start_piece = obs.start_piece
        self.evaluator = _board_value(obs.game_id, obs.round, obs.tasks)
        # FITS: the own start piece's card is passed over by the rules, it brings nothing.
        self.to_come = tuple(p for p in obs.to_come if p != obs.start_piece)
        self.volume = sum(_size(obs.game_id, p) for p in self.to_come)
        self.domino_shapes = tuple(slide_shape(rows) for rows in DOMINOES)

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

    def value(self, board: SimBoard, neutral_left: int, volume: int | None = None,
              more: bool | None = None) -> float:
        """The estimate of the final round score; defaults: after the current card."""
        if self.bits:
            more = bool(self.to_come) if more is None else more
            if not more or not board.fits_any(self.domino_shapes):
                return self.evaluator.final(board)
            return self.evaluator.estimate(board, neutral_left, more)
        return self.evaluator.estimate(board, self.volume if volume is None else volume)

    def rollout(self, board: SimBoard, neutral_left: int, order: list[str]) -> int:
        """The final score after placing `order` greedily on a copy of `board`."""
        board = board.copy()
        volume = self.volume
        for n, piece in enumerate(order):
            if self.bits:
                if not board.fits_any(self.domino_shapes):
                    break
                board, neutral_left = self._greedy_bits(board, piece, neutral_left, n + 1 < len(order))
            else:
                volume -= _size(self.game_id, piece)
                board = self._greedy_fits(board, piece, volume)
        return self.evaluator.final(board)

    def _greedy_fits(self, board: SimBoard, piece: str, volume: int) -> SimBoard:
        best, best_value = board, self.evaluator.estimate(board, volume)  # setting it aside
        for shape in _shapes(self.game_id, piece):
            for column, row in board.drops(shape):
                after = board.copy()
                after.place(shape, column, row)
                value = self.evaluator.estimate(after, volume)
                if value > best_value:
                    best, best_value = after, value
        return best

    def _greedy_bits(self, board: SimBoard, piece: str, neutral_left: int, more: bool):
        choices = [(shape, neutral_left) for shape in _shapes(self.game_id, piece)]
        if neutral_left:
            choices += [(shape, neutral_left - 1) for shape in _neutral_shapes(self.game_id)]
        best, best_value = None, None
        for shape, left in choices:
            for column, row in board.drops(shape):
                after = board.copy()
                after.place(shape, column, row)
                value = self.value(after, left, more=more)
                if best_value is None or value > best_value:
                    best, best_value = (after, left), value
        return best
