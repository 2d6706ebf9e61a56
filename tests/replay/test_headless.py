"""The headless referee as outside checkers use it: `main.py --replay FILE --headless`."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.replay.referee import run_headless

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "replays" / "examples").glob("*.json"))


def referee(tmp_path, data, name="game.json"):
    """Run the referee in-process on `data` (dict, raw text or bytes): (exit code, stdout, stderr)."""
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    out, err = _Capture(), _Capture()
    code = run_headless(path, out=out, err=err)
    return code, out.text, err.text


class _Capture:
    def __init__(self):
        self.text = ""

    def write(self, s):
        self.text += s

    def flush(self):
        pass


def example(name):
    return json.loads((ROOT / "replays" / "examples" / name).read_text())


def test_every_ramp_game_and_pilus_has_an_example():
    games = {json.loads(p.read_text())["game"] for p in EXAMPLES}
    assert games == {"fits", "fits-mini", "bits", "bits-pro", "pilus"}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_run_to_a_finished_game_from_any_folder(path, tmp_path):
    # A separate process started elsewhere: the contract, not an internal call.
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(path), "--headless"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)  # the whole of stdout is one JSON object
    assert result["finished"] is True and result["pending"] == []
    data = json.loads(path.read_text())
    assert [p["name"] for p in result["players"]] == data["players"]
    best = max(p["total"] for p in result["players"])
    assert {p["name"] for p in result["players"] if p["total"] == best} >= set(result["winners"])


def test_ramp_output_has_rounds_boards_and_the_solo_rating(tmp_path):
    code, out, _ = referee(tmp_path, example("fits-solo.json"))
    result = json.loads(out)
    assert code == 0
    ann = result["players"][0]
    assert len(ann["rounds"]) == 4 and sum(ann["rounds"]) == ann["total"]
    assert ann["rating"] in {"Master", "Very good", "Good", "Getting there", "Could be better", "Chin up", "Oh well"}
    board = result["boards"][0]
    assert len(board) == 12 and all(len(row) == 6 and set(row) <= {"#", "."} for row in board)


def test_bits_pro_has_no_solo_rating_and_bits_boards_show_colours(tmp_path):
    _, out, _ = referee(tmp_path, example("bits-pro-solo.json"))
    result = json.loads(out)
    assert "rating" not in result["players"][0]
    assert len(result["players"][0]["rounds"]) == 4
    assert set("".join(result["boards"][0])) <= set("RYBPKN.")


def test_pilus_output_has_totals_and_no_rounds(tmp_path):
    _, out, _ = referee(tmp_path, example("pilus-2p.json"))
    result = json.loads(out)
    assert all("rounds" not in p and isinstance(p["total"], int) for p in result["players"])
    assert "boards" not in result


def test_moves_that_stop_early_give_the_running_state(tmp_path):
    data = example("fits-solo.json")
    data["moves"] = data["moves"][:20]  # start + 15 cards of round 1, then round 2's start
    code, out, _ = referee(tmp_path, data)
    result = json.loads(out)
    assert code == 0
    assert result["finished"] is False and result["winners"] == [] and result["pending"] == [0]
    assert len(result["players"][0]["rounds"]) == 1  # round 1 done, round 2 running
    assert "rating" not in result["players"][0]
    assert sum(row.count("#") for row in result["boards"][0]) > 0


def test_the_same_seed_always_gives_the_same_deal(tmp_path):
    data = {"format": "replay", "version": 1, "game": "bits", "players": ["A", "B"], "seed": 99, "moves": []}
    from game.replay import parse_replay
    assert parse_replay(data).deal == parse_replay(dict(data)).deal
    assert parse_replay(data).deal != parse_replay({**data, "seed": 100}).deal


def test_a_deal_fixes_cards_over_the_seed(tmp_path):
    from game.replay import parse_replay
    base = {"format": "replay", "version": 1, "game": "fits", "players": ["A", "B"], "seed": 5, "moves": []}
    fixed = parse_replay({**base, "deal": {"rounds": [{"start": ["U5", "T5"]}]}})
    seeded = parse_replay(base)
    assert fixed.deal[0].start == ("U5", "T5")
    assert fixed.deal[0].build == seeded.deal[0].build and fixed.deal[1:] == seeded.deal[1:]


@pytest.mark.parametrize("change, message", [
    (lambda d: "{not json", "not valid JSON (line 1"),
    (lambda d: {**d, "format": "save"}, 'format: must be "replay"'),
    (lambda d: {**d, "version": 2}, "version: 2 is newer than this game reads (1)"),
    (lambda d: {**d, "version": 0}, "version: 0 is not a version"),
    (lambda d: {**d, "version": "2"}, "version: '2' is not a version"),
    (lambda d: {**d, "game": "tetris"}, "game: unknown game 'tetris'"),
    (lambda d: {**d, "players": []}, "players: fits takes 1-4 players, not 0"),
    (lambda d: {**d, "players": ["A", 3]}, "players[1]: must be a name"),
    (lambda d: {**d, "seed": "abc"}, "seed: must be a whole number"),
    (lambda d: {k: v for k, v in d.items() if k != "seed"} | {"deal": {"rounds": [d["deal"]["rounds"][0]]}},
     "deal.rounds[1].start: missing, and there is no seed to deal it"),
    (lambda d: {**d, "deal": {"rounds": [{"start": ["Q9"]}]}}, "deal.rounds[0].start[0]"),
    (lambda d: {**d, "deal": {"rounds": [{"build": ["I3"]}]}}, "deal.rounds[0].build"),
    (lambda d: {**d, "moves": [{"player": 0, "place": {"piece": "L5", "shape": ["#."], "column": 0}}]},
     "move 0: "),
    (lambda d: {**d, "moves": d["moves"][:3] + [{"player": 0, "place": {"piece": "Q9", "shape": ["#"], "column": 0}}]},
     "move 3: "),
    (lambda d: {**d, "moves": d["moves"][:1] + [{**d["moves"][1], "place": {**d["moves"][1]["place"], "column": 9}}]},
     "move 1: "),
    (lambda d: {**d, "moves": d["moves"][:2] + [{"player": 1, "skip": True}]},
     "move 2: 'player' must be a player index from 0 to 0"),
    (lambda d: {**d, "moves": d["moves"][:2] + [{"player": 0}]},
     "move 2: needs exactly one of 'place', 'skip', 'neutral'"),
    (lambda d: {**d, "moves": d["moves"] + [{"player": 0, "skip": True}]},
     "has no decision pending (waiting for nobody (the game is over))"),
])
def test_broken_ramp_replays_exit_1_with_one_clear_line(tmp_path, change, message):
    code, out, err = referee(tmp_path, change(example("fits-solo.json")))
    assert code == 1 and out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("text, message", [
    # Readers differ on which of two keys counts, so the file means nothing for sure.
    (lambda t: t.replace('"game": "fits"', '"game": "fits", "game": "bits"', 1), "game: given twice in its object\n"),
    (lambda t: t.replace('"column": ', '"column": 0, "column": ', 1),
     "move 0: place.column: given twice in its object\n"),
    (lambda t: t.replace('"seed": ', '"seed": -9223372036854775809, "x": ', 1),
     "seed: the number -9223372036854775809 is out of range\n"),
    (lambda t: t.replace('"seed": ', '"seed": 18446744073709551615, "x": ', 1),
     "seed: the number 18446744073709551615 is out of range\n"),
    (lambda t: t.encode("utf-16"), "{path}: UTF-16 text, not UTF-8\n"),
])
def test_a_key_twice_a_number_past_64_bits_and_utf16_are_one_line_naming_them(tmp_path, text, message):
    code, out, err = referee(tmp_path, text(json.dumps(example("fits-solo.json"))))
    assert code == 1 and out == ""
    assert err == message.format(path=tmp_path / "game.json")


def test_the_lowest_64_bit_seed_and_a_byte_order_mark_are_read(tmp_path):
    data = example("pilus-2p.json") | {"seed": -2 ** 63}
    code, out, _ = referee(tmp_path, "\ufeff" + json.dumps(data))  # as Notepad saves UTF-8
    assert code == 0 and json.loads(out)["finished"] is True


def test_a_neutral_move_in_fits_and_a_skip_in_bits_are_refused_with_the_move_index(tmp_path):
    fits = example("fits-solo.json")
    fits["moves"] = fits["moves"][:1] + [{"player": 0, "neutral": {"shape": ["N", "N"], "column": 0}}]
    code, _, err = referee(tmp_path, fits)
    assert code == 1 and err.startswith("move 1: ")
    bits = example("bits-solo.json")
    bits["moves"] = bits["moves"][:1] + [{"player": 0, "skip": True}]
    code, _, err = referee(tmp_path, bits, "b.json")
    assert code == 1 and err.startswith("move 1: ")


def test_a_move_for_another_player_while_one_is_pending(tmp_path):
    data = example("pilus-2p.json")
    data["moves"] = [{**data["moves"][0], "player": 1}]
    code, _, err = referee(tmp_path, data)
    assert code == 1 and err.startswith("move 0: player 1 has no decision pending (waiting for 0)")


@pytest.mark.parametrize("change, message", [
    (lambda d: {**d, "players": ["Solo"]}, "players: pilus takes 2-4 players, not 1"),
    (lambda d: {**d, "deal": {**d["deal"], "removed": [d["deal"]["start"]]}}, "deal."),
    (lambda d: {**d, "moves": [{**d["moves"][0], "rotation": 7}]}, "move 0: 'rotation' must be 0, 1, 2 or 3"),
    (lambda d: {**d, "moves": [{**d["moves"][0], "at": [40, 40]}]}, "move 0: "),
    (lambda d: {**d, "moves": [{**d["moves"][0], "at": "here"}]}, "move 0: 'at' must be a cell [x, y]"),
    (lambda d: {**d, "moves": [{"player": 0, "pass": True}]}, "move 0: "),
])
def test_broken_pilus_replays_exit_1_with_one_clear_line(tmp_path, change, message):
    code, out, err = referee(tmp_path, change(example("pilus-2p.json")))
    assert code == 1 and out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_missing_file_is_one_line_not_a_traceback(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(tmp_path / "nope.json"),
                           "--headless"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert proc.stderr.strip().endswith("nope.json: no such file") and proc.stdout == ""
