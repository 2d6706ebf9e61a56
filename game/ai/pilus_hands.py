"""What the unseen tiles may hold, by kind of tile: every hand the next player may
have, with its chance, and the chance of each kind being our next draw after it.

A seat sees the unseen tiles only as a set, and every way of dealing them is
equally likely, so a hidden hand of h tiles is a draw of h from that set
without putting back (hypergeometric chances, here exact rather than sampled).
"""
from __future__ import annotations

from dataclasses import dataclass
from math import comb, prod
from typing import Sequence

from game.ai.pilus_best import kind_of


@dataclass(frozen=True)
class Hand:
    """held: how many tiles of each kind (Unseen.kinds order); chance: of this hand;
    draw: per kind, the chance that the tile we draw next is of it, this hand aside."""

    held: tuple[int, ...]
    chance: float
    draw: tuple[float, ...]


@dataclass(frozen=True)
class Unseen:
    """kinds: the kinds among the unseen tiles; tiles: one unseen tile of each, to
    stand for its kind; hands: every hand of the next player."""

    kinds: tuple[int, ...]
    tiles: tuple[str, ...]
    hands: tuple[Hand, ...]


def unseen_hands(tileset, unseen: Sequence[str], hand_size: int, we_draw: bool) -> Unseen:
    """The hands of `hand_size` tiles out of `unseen`; we_draw: whether we draw one of
    the rest after our move."""
    of_kind: dict[int, list[str]] = {}
    for tile in sorted(unseen):
        of_kind.setdefault(kind_of(tileset, tile), []).append(tile)
    counts = {kind: len(tiles) for kind, tiles in of_kind.items()}
    kinds = tuple(sorted(counts))
    n = [counts[k] for k in kinds]
    total = len(unseen)
    ways = comb(total, hand_size)
    rest = total - hand_size
    hands = []
    for held in _splits(n, hand_size):
        chance = prod(comb(have, take) for have, take in zip(n, held)) / ways
        draw = tuple((have - take) / rest for have, take in zip(n, held)) if we_draw and rest else ()
        hands.append(Hand(held, chance, draw))
    return Unseen(kinds, tuple(of_kind[k][0] for k in kinds), tuple(hands))


def _splits(limits: list[int], total: int):
    """Every tuple of counts, each within its limit, adding up to `total`."""
    if not limits:
        if total == 0:
            yield ()
        return
    for take in range(min(limits[0], total) + 1):
        for tail in _splits(limits[1:], total - take):
            yield (take, *tail)
