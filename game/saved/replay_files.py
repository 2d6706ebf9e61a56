"""Writing a replay file whole (the format is game.replay's; the atomic write, game.saved's)."""
from __future__ import annotations

from game.replay import Replay, dumps_replay
from game.saved.atomic_files import write_atomic


def save_replay(path, replay: Replay) -> None:
    """Write `replay` as JSON, atomically: a crash or a full disk never leaves half a file."""
    write_atomic(path, dumps_replay(replay.to_json()))
