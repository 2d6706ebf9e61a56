"""The headless referee's output object (docs/replay.md, 'The referee's output')."""
from __future__ import annotations


def result_json(replay, state) -> dict:
    names = replay.players
    finished = state.is_terminal()
    out = {"game": replay.game_id, "finished": finished}
    out.update(replay.codec.result_fields(state, names))
    out["winners"] = [names[p] for p in state.winners()] if finished else []
    out["pending"] = list(state.pending())
    if replay.board_order is not None:
        out["board_order"] = list(replay.board_order)  # a variant: not the printed boards
    # Keep the documented key order (docs/replay.md): game, finished, players, winners, pending, boards.
    order = ["game", "finished", "players", "winners", "pending", "boards"]
    return {key: out[key] for key in order if key in out} | {k: v for k, v in out.items() if k not in order}
