"""STAND-IN for the coach engine's hint (branch coach): same API, no search."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Hint:
    move: object
    reason: str


def hint(state, player: int) -> Hint:
    legal = state.legal_actions(player)
    placed = [a for a in legal if type(a).__name__ in ("Place", "Lay")]
    return Hint((placed or legal)[-1], "keeps column 4 open for the I3 still to come")
