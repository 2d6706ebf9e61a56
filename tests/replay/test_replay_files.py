"""Writing replays: what the game saves reads back to the same game."""
import json
import random

import pytest

from hypothesis import given, settings, strategies as st

from game.replay import Replay, dumps_replay, load_replay, parse_replay, replay_json, result_json
from game.saved.replay_files import save_replay

GAMES = {"fits": 2, "fits-mini": 1, "bits": 3, "bits-pro": 1, "pilus": 3}


def played(game, players, seed, stop_after=None):
    start = parse_replay({"format": "replay", "version": 1, "game": game,
                          "players": [f"P{i}" for i in range(players)], "seed": seed})
    state, rng, moves = start.new_state(), random.Random(seed), []
    while not state.is_terminal() and (stop_after is None or len(moves) < stop_after):
        player = rng.choice(state.pending())
        action = rng.choice(list(state.legal_actions(player)))
        state.apply_action(player, action)
        moves.append((player, action))
    return Replay(game, start.players, seed, start.deal, tuple(moves)), state


@settings(max_examples=10, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10**9), stop=st.none() | st.integers(0, 40))
def test_a_saved_game_replays_to_the_same_result(tmp_path_factory, game, seed, stop):
    replay, state = played(game, GAMES[game], seed, stop)
    path = tmp_path_factory.mktemp("r") / "game.json"
    save_replay(path, replay)
    again = load_replay(path)
    assert result_json(again, again.play()) == result_json(replay, state)


def test_the_written_file_is_the_documented_format_with_one_move_per_line(tmp_path):
    replay, _ = played("bits", 2, 7)
    text = dumps_replay(replay_json(replay.game_id, replay.players, replay.seed, replay.deal, replay.moves))
    data = json.loads(text)
    assert data["format"] == "replay" and data["version"] == 1 and data["game"] == "bits"
    assert data["deal"]["rounds"][0]["task"].startswith("1-")
    move_lines = [line for line in text.splitlines() if line.strip().startswith('{"player"')]
    assert len(move_lines) == len(data["moves"]) == len(replay.moves)


def test_the_example_replays_tool_answers_help_without_writing_them(capsys):
    """`python tools/make_example_replays.py --help` says what it does and leaves replays/examples/ as it is."""
    from tools import make_example_replays
    before = {path: path.read_bytes() for path in make_example_replays.OUT.glob("*.json")}
    with pytest.raises(SystemExit) as stop:
        make_example_replays.main(["--help"])
    assert stop.value.code == 0 and "example replays" in capsys.readouterr().out
    assert {path: path.read_bytes() for path in make_example_replays.OUT.glob("*.json")} == before and before
