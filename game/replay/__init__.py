"""Replay files (docs/replay.md): an outside contract, kept exactly.

load_replay / parse_replay read and check a file, Replay.play() runs its moves
through the rules, result_json() gives the headless referee's output, and
replay_json() writes a finished or running game back into the format.
"""
from game.replay.replay_error import ReplayError
from game.replay.files import Replay, dumps_replay, load_replay, parse_replay, replay_json
from game.replay.result import result_json

__all__ = ["Replay", "ReplayError", "dumps_replay", "load_replay", "parse_replay", "replay_json", "result_json"]
