"""A learned value of a FITS board: the hand-made estimate (ramp_eval.FitsValue)
plus a correction that a small neural network, one per number of cards still
to come, learned offline by backward induction over the round
(tools/train_fits_value.py): the value with n cards to come is fitted to the
mean, over the cards that may come next, of the best answer's value with n - 1
to come, down to the exact round score when none are left. So it knows what
the remaining pieces, as a set, can still fill, where the estimate only knows
their volume.

The network sees what decides the rest of the round: the column tops, which
rows already hold a hole that nothing can cover, the state of every special
field, the pieces still to come, and the estimate itself.
"""
from __future__ import annotations

import logging

import numpy as np

from game.ai.ramp_eval import FitsValue
from game.ai.ramp_sim import SimBoard
from game.content.errors import ContentError
from game.content.value_nets import load_value_nets

_log = logging.getLogger(__name__)


class BoardFeatures:
    """Turns (board, cards to come) into the network's input vector."""

    def __init__(self, base: FitsValue):
        self.base = base
        w, h = base.width, base.height
        self.cards = len(base.sizes)
        self.total = max(sum(base.sizes), 1)
        # Cells whose uncovered state is settled and spoils a row (wanted fields do not).
        self.kills = sum(1 << i for i in range(w * h)
                         if i not in base.worth and not (base.symbols_fill_rows and base.symbol[i]))
        self.size = 1 + w + h + 2 * len(base.wanted) + self.cards + 3
        self._settled: dict[tuple[int, ...], tuple] = {}  # tops -> (mask of cells below them, surface features)
        self._rests: dict[int, list[float]] = {}

    def of(self, board: SimBoard, rest: int, estimate: float) -> list[float]:
        base = self.base
        w, h = base.width, base.height
        key = tuple(board.tops)
        found = self._settled.get(key)
        if found is None:
            if len(self._settled) > 50_000:  # bounds memory, and the time one clear() takes
                self._settled.clear()
            tops, below = base.surface(key)
            # Tuples only: the cycle collector stops tracking them, so the cache costs it nothing.
            found = self._settled[key] = (below & self.kills, tops, tuple([(h - t) / h for t in tops]),
                                          (max(tops) - min(tops)) / h)
        kills, tops, heights, spread = found
        holes = board.uncovered_bits(kills)
        full = (1 << w) - 1
        dead = [1.0 if holes >> r * w & full else 0.0 for r in range(h)]
        fields = []
        cells = board.cells
        for i in base.wanted:
            r, c = divmod(i, w)
            fields += (1.0, 0.0) if r < tops[c] else (0.0, 1.0) if cells[i] is None else (0.0, 0.0)
        to_come = self._rests.get(rest)
        if to_come is None:
            to_come = self._rests[rest] = [float(rest >> j & 1) for j in range(self.cards)] + [
                base.volume(rest) / self.total]
        return [estimate / 10.0, *heights] + dead + fields + to_come + [holes.bit_count() / 10.0, spread]


class Net:
    """One hidden layer of tanh units on standardised inputs; the output corrects the estimate."""

    def __init__(self, mean, scale, w1, b1, w2, b2):
        self.mean, self.scale = np.asarray(mean, float), np.asarray(scale, float)
        self.w1, self.b1 = np.asarray(w1, float), np.asarray(b1, float)
        self.w2, self.b2 = np.asarray(w2, float), float(b2)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        return np.tanh(((x - self.mean) / self.scale) @ self.w1 + self.b1) @ self.w2 + self.b2


class LearnedFitsValue:
    """FitsValue's interface (final, estimate) plus estimate_many for a batch of
    boards; nets[n]: the correction with n cards to come (a missing n: none)."""

    def __init__(self, base: FitsValue, nets: dict[int, Net]):
        self.base = base
        self.board_def = base.board_def
        self.features = BoardFeatures(base)
        self.nets = nets

    def final(self, board: SimBoard) -> int:
        return self.base.final(board)

    def estimate(self, board: SimBoard, rest: int) -> float:
        return self.estimate_many([board], [rest])[0]

    def estimate_many(self, boards, rests) -> list[float]:
        """The value of each board with the cards of its mask to come (0: the round is over)."""
        base, of = self.base, self.features.of
        values = [0.0] * len(boards)
        batches: dict[int, list[int]] = {}
        for k, (board, rest) in enumerate(zip(boards, rests)):
            if rest:
                values[k] = base.estimate(board, rest)
                batches.setdefault(rest.bit_count(), []).append(k)
            else:
                values[k] = float(base.final(board))
        for n, ks in batches.items():
            net = self.nets.get(n)
            if net is not None:
                x = np.array([of(boards[k], rests[k], values[k]) for k in ks])
                # Rounded: a matrix product's last bits may differ between machines, and
                # a level must choose the same moves everywhere.
                for k, delta in zip(ks, net(x).round(6)):
                    values[k] += float(delta)
        return values


def round_value(game_id: str, round_index: int, base: FitsValue, root=None):
    """The learned value of the round when its data file is there (see
    game/content/value_nets.py), else the estimate `base`. A broken file is
    reported and the round played with the estimate: a game never stops on it."""
    try:
        nets = load_value_nets(game_id, round_index, BoardFeatures(base).size, root)
    except ContentError as exc:
        _log.warning("%s; the computer players judge this round by the hand-made estimate", exc)
        return base
    return base if nets is None else LearnedFitsValue(base, {n: Net(*parts) for n, parts in nets.items()})
