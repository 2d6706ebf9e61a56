"""Deals that agree with everything one seat has seen: what that seat has not seen
dealt anew. Playing the same moves on such a deal must look the same from that
seat (the conformance suite checks every game's observation with it)."""
from __future__ import annotations

import dataclasses
import random

from game.rules.pilus_deal import PilusDeal
from game.rules.ramp_game import START


def ramp_redeal(state, deal, player: int, rng: random.Random):
    """The same deal up to the revealed card; the rest of this round's build deck and
    every later round's build deck in a new order (nobody sees the order ahead)."""
    rounds = list(deal)
    now = state.round_index
    seen = 0 if state.step == START else state.step + 1
    build = list(rounds[now].build)
    rest = build[seen:]
    rng.shuffle(rest)
    rounds[now] = dataclasses.replace(rounds[now], build=tuple(build[:seen] + rest))
    for r in range(now + 1, len(rounds)):
        later = list(rounds[r].build)
        rng.shuffle(later)
        rounds[r] = dataclasses.replace(rounds[r], build=tuple(later))
    return tuple(rounds)


def pilus_redeal(state, deal: PilusDeal, player: int, rng: random.Random) -> PilusDeal:
    """The same deal, but the tiles `player` has not seen (on the table or in their
    hand) trade places among the other hands, the removed tiles and the draw pile."""
    seen = {laid.tile for laid in state.table.laid()} | set(state.hand(player))
    slots = list(deal.hands) + [deal.removed, deal.draw]
    hidden = [tile for slot in slots for tile in slot if tile not in seen]
    rng.shuffle(hidden)
    order = iter(hidden)
    changed = [tuple(tile if tile in seen else next(order) for tile in slot) for slot in slots]
    return PilusDeal(deal.start, tuple(changed[:-2]), changed[-2], changed[-1])
