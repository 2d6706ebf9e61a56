"""How the PILUS tiles fall at the start: start tile, hands, tiles removed, draw pile.

Setup (confirmed): hands of 3; tiles removed unseen so that everyone gets the
same number of turns (1, 2, 1 for 2, 3, 4 players: 14, 9 and 7 turns).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.rule_errors import DealError
from game.rules.pilus_tileset import TileSet

HAND_SIZE = 3
REMOVED = {2: 1, 3: 2, 4: 1}  # players -> tiles removed unseen


@dataclass(frozen=True)
class PilusDeal:
    """start: the start tile; hands[i]: player i's first hand; removed: out unseen;
    draw: the draw pile, top first. Together they use every tile once."""

    start: str
    hands: tuple[tuple[str, ...], ...]
    removed: tuple[str, ...]
    draw: tuple[str, ...]


def deal_from_seed(tileset: TileSet, num_players: int, seed: int) -> PilusDeal:
    """Shuffle with `seed` and deal in table order: start tile, hands, removed, pile."""
    check_players(num_players)
    tiles = sorted(tileset.tiles)
    random.Random(seed).shuffle(tiles)
    hands_end = 1 + HAND_SIZE * num_players
    pile_start = hands_end + REMOVED[num_players]
    hands = tuple(tuple(tiles[i:i + HAND_SIZE]) for i in range(1, hands_end, HAND_SIZE))
    return PilusDeal(tiles[0], hands, tuple(tiles[hands_end:pile_start]), tuple(tiles[pile_start:]))


def check_players(num_players: int) -> None:
    if num_players not in REMOVED:
        raise DealError("players", f"PILUS needs 2 to 4 players, not {num_players}")


def check_deal(tileset: TileSet, num_players: int, deal: PilusDeal) -> None:
    """Raise DealError naming the first wrong field, e.g. 'deal.hands[1][2]'."""
    check_players(num_players)
    seen: set[str] = set()

    def use(field: str, tile) -> None:
        if not isinstance(tile, str) or tile not in tileset.tiles:
            raise DealError(field, f"unknown tile {tile!r}")
        if tile in seen:
            raise DealError(field, f"tile {tile} is used twice")
        seen.add(tile)

    use("deal.start", deal.start)
    if len(deal.hands) != num_players:
        raise DealError("deal.hands", f"{num_players} players need {num_players} hands, not {len(deal.hands)}")
    for i, hand in enumerate(deal.hands):
        if len(hand) != HAND_SIZE:
            raise DealError(f"deal.hands[{i}]", f"a hand holds {HAND_SIZE} tiles, not {len(hand)}")
        for j, tile in enumerate(hand):
            use(f"deal.hands[{i}][{j}]", tile)
    removed = REMOVED[num_players]
    if len(deal.removed) != removed:
        tiles = "tile" if removed == 1 else "tiles"
        raise DealError("deal.removed", f"{num_players} players remove {removed} {tiles}, not {len(deal.removed)}")
    for j, tile in enumerate(deal.removed):
        use(f"deal.removed[{j}]", tile)
    for j, tile in enumerate(deal.draw):
        use(f"deal.draw[{j}]", tile)
    missing = sorted(set(tileset.tiles) - seen)
    if missing:
        raise DealError("deal.draw", f"tiles missing: {', '.join(missing)}")
