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

from game.ai.ramp_eval import REMEMBERED_RESTS, FitsValue, Judged
from game.rules.ramp_board import RampBoard
from game.content.content_error import ContentError
from game.content.value_nets import load_value_nets

_log = logging.getLogger(__name__)


class BoardFeatures:
    """Turns (board, cards to come) into the network's input vector, for a batch of
    boards as the estimate read them (FitsValue.judge)."""

    def __init__(self, base: FitsValue):
        self.base = base
        w, h = base.width, base.height
        self.cards = len(base.sizes)
        self.total = max(sum(base.sizes), 1)
        # Cells whose uncovered state is settled and spoils a row (wanted fields do not).
        self.kills = np.array([[r * w + c not in base.worth and not (base.symbols_fill_rows and base.symbol[r * w + c])
                                for c in range(w)] for r in range(h)])
        self.size = 1 + w + h + 2 * len(base.wanted) + self.cards + 3
        self._rests: dict[int, list[float]] = {}

    def many(self, judged: Judged) -> np.ndarray:
        """One input row per board of the batch: the estimate, the column heights, the
        rows a hole spoils, each wanted field (open; a hole), the cards to come and
        their volume, the holes and the spread of the tops."""
        base = self.base
        w, h, fields = base.width, base.height, len(base.wanted)
        tops = judged.tops
        holes = judged.holes & self.kills
        x = np.empty((len(tops), self.size))
        x[:, 0] = judged.values / 10.0
        x[:, 1:1 + w] = (h - tops) / h
        at = 1 + w
        x[:, at:at + h] = holes.any(axis=2)
        at += h
        x[:, at:at + 2 * fields:2] = judged.open_wanted
        x[:, at + 1:at + 2 * fields:2] = ~judged.open_wanted & judged.holes_wanted
        at += 2 * fields
        x[:, at:at + self.cards + 1] = [self._to_come(rest) for rest in judged.rests]
        x[:, -2] = holes.sum(axis=(1, 2)) / 10.0
        x[:, -1] = (tops.max(axis=1) - tops.min(axis=1)) / h
        return x

    def _to_come(self, rest: int) -> list[float]:
        found = self._rests.get(rest)
        if found is None:
            if len(self._rests) >= REMEMBERED_RESTS:
                self._rests.clear()
            found = self._rests[rest] = [float(rest >> j & 1) for j in range(self.cards)] + [
                self.base.volume(rest) / self.total]
        return found


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

    def final(self, board: RampBoard) -> int:
        return self.base.final(board)

    def estimate(self, board: RampBoard, rest: int) -> float:
        return self.estimate_many([board], [rest])[0]

    def estimate_many(self, boards, rests) -> list[float]:
        """The value of each board with the cards of its mask to come (0: the round is over)."""
        values = [0.0] * len(boards)
        going = []  # the boards with cards to come
        for k, (board, rest) in enumerate(zip(boards, rests)):
            if rest:
                going.append(k)
            else:
                values[k] = float(self.base.final(board))
        if not going:
            return values
        judged = self.base.judge([boards[k] for k in going], [rests[k] for k in going])
        batches: dict[int, list[int]] = {}
        for p, (k, value) in enumerate(zip(going, judged.values.tolist())):
            values[k] = value
            batches.setdefault(rests[k].bit_count(), []).append(p)
        x = None
        for n, ps in batches.items():
            net = self.nets.get(n)
            if net is not None:
                x = self.features.many(judged) if x is None else x
                # Rounded: a matrix product's last bits may differ between machines, and
                # a level must choose the same moves everywhere.
                for p, delta in zip(ps, net(x[ps]).round(6)):
                    values[going[p]] += float(delta)
        return values


def round_value(game_id: str, board: int, base: FitsValue, root=None):
    """The learned value of a round on printed board `board` (0..) when its data file is there (see
    game/content/value_nets.py), else the estimate `base`. A broken file is
    reported and the round played with the estimate: a game never stops on it."""
    try:
        nets = load_value_nets(game_id, board, BoardFeatures(base).size, root)
    except ContentError as exc:
        _log.warning("%s; the computer players judge this round by the hand-made estimate", exc)
        return base
    return base if nets is None else LearnedFitsValue(base, {n: Net(*parts) for n, parts in nets.items()})
