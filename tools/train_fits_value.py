#!/usr/bin/env python3
"""Train the learned FITS board value (game/ai/learned_value.py) by fitted value
iteration, backward over a round, one round (board) at a time.

1. States: play --deals rounds with the tuned estimate, greedily with some
   random error on each move's value (so states vary), and keep the board
   after every card with the mask of the cards still to come.
2. With no card to come the value is the exact round score. With n to come,
   a state's target is the mean, over the cards still in the set, of the best
   answer's value (every drop of every orientation, or setting it aside) with
   n - 1 to come: an exact one-card expectimax that uses only the set of
   cards, never their order. With --cards k, the mean over k of those cards
   drawn at random: an unbiased estimate for less work, which buys more states.
3. A net per n fits target - estimate (full-batch Adam, seeded), from n = 1 up.

Seeds come from --seed (keep them away from 1000-1019, the seeds the levels are
judged on, and 3000-3019, where the learned value is checked). Each net is
saved in --work as it is made, so an interrupted run resumes there.

    python tools/train_fits_value.py --game fits --round 1 --deals 1500 --seed 20000
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import pickle
import random
import statistics
import sys
import time
from pathlib import Path

from game.ai.learned_value import LearnedFitsValue, Net, round_value
from game.ai.ramp_bot import fits_value, round_view
from game.content.paths import LEVELS_DIR
from game.content.ramp import load_edition
from game.content.value_nets import PARTS, value_file
from game.rules.ramp_deal import deal_from_seed
from tools.tune_ramp_eval import greedy_round

# Imported after the game package, which keeps numpy's BLAS on one thread: fitting a net of
# 7,500 states took 75 s of CPU with its threads on the busy 2-core machine, 6 s without.
import numpy as np


def sample_states(game_id: str, round_index: int, seeds, noise: tuple[float, ...], evaluator=None,
                  siblings: int = 0):
    """Per number of cards to come, (board, rest) of every round played (by the
    evaluator's greedy policy, default the tuned estimate), and with each board
    `siblings` other answers to the same card, drawn at random: the boards the
    value must tell the chosen one from."""
    edition = load_edition(game_id)
    states: dict[int, list] = {}
    for seed in seeds:
        rng = random.Random(f"states/{game_id}/{round_index}/{seed}")
        others = random.Random(f"siblings/{game_id}/{round_index}/{seed}")
        sigma = rng.choice(noise)
        deal = deal_from_seed(edition, 1, seed)[round_index]
        view = round_view(game_id, round_index, deal.start[0], deal.build, evaluator=evaluator)
        board = max(view.starts(), key=lambda s: s[1] + rng.gauss(0.0, sigma))[0]
        rest = view.rest
        states.setdefault(rest.bit_count(), []).append((board, rest))
        for piece in view.to_come_in(deal.build):
            rest &= ~view.bit[piece]
            found = view.answers(board, 0, piece, rest)
            board = max(found, key=lambda a: a[2] + rng.gauss(0.0, sigma))[0]
            states.setdefault(rest.bit_count(), []).append((board, rest))
            if siblings:
                rivals = [a[0] for a in found if a[0] is not board]
                states[rest.bit_count()] += [(b, rest) for b in others.sample(rivals, min(siblings, len(rivals)))]
    return states


def targets(view, value: LearnedFitsValue, states, most: int, rng: random.Random) -> np.ndarray:
    """The one-card expectimax backup of every state, valued by `value` one card later
    (`view`: a view of the round, whose placements() are the answers to a card):
    over all cards to come, or the mean over `most` of them drawn at random (an
    unbiased estimate at a fraction of the work, which buys more states)."""
    pieces = load_edition(view.game_id).build
    out = []
    for board, rest in states:
        cards = [j for j in range(len(pieces)) if rest >> j & 1]
        if most and len(cards) > most:
            cards = rng.sample(cards, most)
        # Per card: the boards after each answer to it (the first: set aside), and the mask after it.
        per_card = [([after for after, _ in view.placements(board, 0, pieces[j])], rest & ~(1 << j)) for j in cards]
        boards = [b for after, _ in per_card for b in after]
        rests = [r for after, r in per_card for _ in after]
        values = value.estimate_many(boards, rests)
        total, k = 0.0, 0
        for after, _ in per_card:
            total += max(values[k:k + len(after)])
            k += len(after)
        out.append(total / len(per_card))
    return np.array(out)


def fit(x: np.ndarray, y: np.ndarray, hidden: int, epochs: int, seed: int) -> tuple[Net, float, float]:
    """A net fitted to y, with the held-out RMSE of predicting 0 (the estimate alone) and of the net."""
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(y))
    cut = max(len(y) // 10, 1)
    val, train = order[:cut], order[cut:]
    mean = x[train].mean(axis=0)
    scale = x[train].std(axis=0)
    scale[scale < 1e-6] = 1.0
    z = (x - mean) / scale
    params = [rng.normal(0, 1 / np.sqrt(x.shape[1]), (x.shape[1], hidden)), np.zeros(hidden),
              rng.normal(0, 1 / np.sqrt(hidden), hidden), np.array(float(y[train].mean()))]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, decay, batch = 3e-3, 1e-4, 256
    best = (np.inf, [p.copy() for p in params])
    step = 0
    for epoch in range(epochs):
        for start in range(0, len(train), batch):
            idx = train[start:start + batch]
            w1, b1, w2, b2 = params
            hid = np.tanh(z[idx] @ w1 + b1)
            err = hid @ w2 + b2 - y[idx]
            g_out = 2 * err / len(idx)
            g_w2 = hid.T @ g_out + decay * w2
            g_b2 = g_out.sum()
            g_hid = np.outer(g_out, w2) * (1 - hid ** 2)
            g_w1 = z[idx].T @ g_hid + decay * w1
            g_b1 = g_hid.sum(axis=0)
            step += 1
            for p, g, mm, vv in zip(params, (g_w1, g_b1, g_w2, g_b2), m, v):
                mm *= 0.9
                mm += 0.1 * g
                vv *= 0.999
                vv += 0.001 * g * g
                p -= lr * (mm / (1 - 0.9 ** step)) / (np.sqrt(vv / (1 - 0.999 ** step)) + 1e-8)
        train = train[rng.permutation(len(train))]
        w1, b1, w2, b2 = params
        rmse = float(np.sqrt(np.mean((np.tanh(z[val] @ w1 + b1) @ w2 + b2 - y[val]) ** 2)))
        if rmse < best[0]:
            best = (rmse, [p.copy() for p in params])
    w1, b1, w2, b2 = best[1]
    return Net(mean, scale, w1, b1, w2, float(b2)), float(np.sqrt(np.mean(y[val] ** 2))), best[0]


def net_arrays(net: Net, prefix: str = "") -> dict[str, np.ndarray]:
    return {prefix + "mean": net.mean, prefix + "scale": net.scale, prefix + "w1": net.w1, prefix + "b1": net.b1,
            prefix + "w2": net.w2, prefix + "b2": np.array(net.b2)}


def save_net(path: Path, net: Net) -> None:
    np.savez(path, **net_arrays(net))


def load_net(path: Path) -> Net:
    with np.load(path) as f:
        return Net(*(f[part] for part in PARTS))


def train_round(args, round_index: int) -> dict[int, Net]:
    work = Path(args.work) / f"{args.game}-round-{round_index + 1}"
    work.mkdir(parents=True, exist_ok=True)
    states_file = work / "states.pickle"
    if states_file.exists():
        states = pickle.loads(states_file.read_bytes())
    else:
        t = time.process_time()
        policy = None
        if args.policy == "shipped":  # play for states with the value the game ships now
            policy = round_value(args.game, round_index, fits_value(args.game, round_index))
        elif args.policy:  # play for states with an earlier run's learned value
            earlier = Path(args.policy) / work.name
            policy = LearnedFitsValue(fits_value(args.game, round_index),
                                      {int(p.stem.split("-")[1]): load_net(p) for p in earlier.glob("net-*.npz")})
        states = sample_states(args.game, round_index, range(args.seed, args.seed + args.deals), args.noise, policy,
                               args.siblings)
        states_file.write_bytes(pickle.dumps(states))
        print(f"round {round_index + 1}: {args.deals} rounds played for states in {time.process_time() - t:.0f} s",
              flush=True)
    value = LearnedFitsValue(fits_value(args.game, round_index), {})
    build = load_edition(args.game).build
    view = round_view(args.game, round_index, build[0], build)  # for its answers to a card, whatever the deal
    for n in sorted(k for k in states if k):
        path = work / f"net-{n}.npz"
        if path.exists():
            value.nets[n] = load_net(path)
            continue
        t = time.process_time()
        chunk = states[n]
        y = targets(view, value, chunk, args.cards, random.Random(f"targets/{args.seed}/{n}"))
        judged = value.base.judge([b for b, _ in chunk], [r for _, r in chunk])
        base, x = judged.values, value.features.many(judged)
        net, before, after = fit(x, y - base, args.hidden, args.epochs, args.seed + n)
        value.nets[n] = net
        save_net(path, net)
        print(f"round {round_index + 1}, {n} cards to come: {len(chunk)} states, target mean {y.mean():.2f}, "
              f"estimate mean {base.mean():.2f}; held-out RMSE {before:.2f} (estimate) -> {after:.2f} (learned); "
              f"{time.process_time() - t:.0f} s", flush=True)
    return value.nets


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fits")
    parser.add_argument("--round", type=int, required=True, help="the round (board) to train, 1 first")
    parser.add_argument("--deals", type=int, default=1500, help="rounds played for states")
    parser.add_argument("--seed", type=int, default=20000, help="first seed of those rounds")
    parser.add_argument("--noise", type=lambda s: tuple(float(v) for v in s.split(",")), default=(0.0, 0.3, 0.6, 1.0),
                        help="random error on move values while playing for states, one drawn per round")
    parser.add_argument("--policy", help="play for states with the nets of this earlier --work folder "
                                         "('shipped': with the game's value file for the round)")
    parser.add_argument("--siblings", type=int, default=0,
                        help="other answers kept as states beside each board played (default 0)")
    parser.add_argument("--cards", type=int, default=0,
                        help="cards a state's target averages over, drawn at random (0: all cards to come)")
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--epochs", type=int, default=200)
    parser.add_argument("--check", type=int, default=200, help="held-out rounds greedy play is checked on (0: none)")
    parser.add_argument("--check-seed", type=int, default=3000, help="first seed of those rounds")
    parser.add_argument("--write", action="store_true", help="write levels/<game>/value-round-<n>.npz")
    parser.add_argument("--work", default="value-training", help="folder for states and nets as they are made")
    args = parser.parse_args(argv)
    r = args.round - 1
    nets = train_round(args, r)
    base = fits_value(args.game, r)
    seeds = range(args.check_seed, args.check_seed + args.check)
    # The game's file for the round (read before --write replaces it), when there is one: a
    # new file must beat it, not only the estimate.
    current = round_value(args.game, r, base)
    judges = [("estimate", base)] + ([("current file", current)] if current is not base else []) + [
        ("learned", LearnedFitsValue(base, nets))]
    for name, evaluator in judges if args.check else ():
        scores = [greedy_round(args.game, r, seed, evaluator) for seed in seeds]
        print(f"greedy play by the {name}: mean {statistics.mean(scores):.2f} on seeds {seeds.start}-{seeds.stop - 1}")
    if args.write:
        path = LEVELS_DIR / value_file(args.game, r)
        np.savez_compressed(path, **{k: v for n, net in sorted(nets.items()) for k, v in net_arrays(net, f"n{n}_").items()})
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
