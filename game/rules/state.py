"""The one door every game goes through (scenes, AI, replays, tests).

Modelled on OpenSpiel's State and boardgame.io's pure moves: who has a
decision pending, the legal moves of a player, apply a move (or raise
IllegalMove), the scores, a copy. Ramp games let several players decide at
once, so `pending()` returns every player who may move now, in any order.
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence


class GameState(Protocol):
    game_id: str
    num_players: int

    def pending(self) -> tuple[int, ...]:
        """Players whose decision the engine waits for now (empty when finished)."""

    def legal_actions(self, player: int) -> Sequence[Any]:
        """Every legal action of `player` now (empty when they have nothing pending)."""

    def apply_action(self, player: int, action: Any) -> Any:
        """Apply a move in place and return a report of what happened (for animation);
        raise IllegalMove with a clear reason when it is not legal."""

    def is_terminal(self) -> bool: ...

    def scores(self) -> list[int]:
        """Running totals, one per player."""

    def winners(self) -> list[int]:
        """Winning players when finished (several on a shared win), else []."""

    def clone(self) -> "GameState": ...
