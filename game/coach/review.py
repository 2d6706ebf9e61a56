"""STAND-IN for the coach engine's review (branch coach): same API, no search."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Decision:
    move: int
    player: int
    played: object
    better: object
    loss: float


def position_before(replay, move: int):
    return replay.play(moves=replay.moves[:move])


def review(replay, progress=None, stop=None) -> list:
    found = []
    state = replay.new_state()
    total = len(replay.moves)
    for index, (player, action) in enumerate(replay.moves):
        if stop is not None and stop():
            return []
        others = [a for a in state.legal_actions(player) if a != action and type(a).__name__ in ("Place", "Lay")]
        if index % 4 == 2 and others:
            found.append(Decision(index, player, action, others[0], round(0.5 + (index % 7) * 0.75, 2)))
        state.apply_action(player, action)
        if progress is not None:
            progress(index + 1, total)
    return sorted(found, key=lambda d: -d.loss)


def review_json(replay, decisions) -> dict:
    return {"decisions": []}
