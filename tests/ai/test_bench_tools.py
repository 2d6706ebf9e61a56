"""The outside-check tools: bench_ai's seed mode keeps replays the referee accepts
without the seed, the clairvoyant bound is above what a fair level scores, and
bench_boards prices boards and sees whether two checkouts make the same moves."""
import contextlib
import functools
import io
import json
import subprocess
import sys

import pytest

from game.replay.referee import run_headless
from tests.replay.test_headless import ROOT
from tools import bench_ai, bench_boards, bench_endgame, bound, diagnose_fits

SEED_MODE = ["--game", "fits-mini", "--level", "easy"]
HARD_5_6 = ("--game", "fits-mini", "--level", "hard", "--seeds", "5-6")


@functools.cache
def bench(*args: str) -> dict:
    """bench_ai's --json summary for these options, played once for the module: each seed's
    game is dealt and played from that seed alone, whichever seeds run beside it."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert bench_ai.main([*args, "--json"]) == 0
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def normal_3_4(tmp_path_factory):
    """bench_ai's normal level on fits-mini seeds 3-4, its replays kept: (summary, their folder)."""
    folder = tmp_path_factory.mktemp("replays")
    return bench("--game", "fits-mini", "--level", "normal", "--seeds", "3-4", "--replays", str(folder)), folder


def test_seed_mode_prints_each_total_and_keeps_replays_that_replay_without_the_seed(normal_3_4):
    summary, folder = normal_3_4
    assert [g["seed"] for g in summary["games"]] == [3, 4]
    assert sorted(path.name for path in folder.iterdir()) == ["fits-mini-normal-3.json", "fits-mini-normal-4.json"]
    assert summary["mean"] == sum(g["total"] for g in summary["games"]) / 2
    for game in summary["games"]:
        data = json.loads(open(game["replay"], encoding="utf-8").read())
        assert "seed" not in data and data["deal"]["rounds"]
        out = io.StringIO()
        assert run_headless(game["replay"], out=out) == 0
        assert json.loads(out.getvalue())["players"][0]["total"] == game["total"]


def test_rounds_measured_one_at_a_time_add_up_to_the_whole_game():
    # A round starts on an empty board with its own cards: hard plays it the same alone.
    whole, first, second = bench(*HARD_5_6), bench(*HARD_5_6, "--round", "1"), bench(*HARD_5_6, "--round", "2")
    # Only the measured round's decisions are timed.
    assert first["think_s"]["decisions"] + second["think_s"]["decisions"] == whole["think_s"]["decisions"]
    assert second["round"] == 2
    assert [a["total"] + b["total"] for a, b in zip(first["games"], second["games"])] == \
        [g["total"] for g in whole["games"]]


def test_heavy_plays_the_round_with_master_s_search_scaled(capsys):
    # A sliver of master's work, to keep the test quick: a whole round, each decision by the search.
    assert bench_ai.main(["--game", "fits-mini", "--level", "master", "--heavy", "0.02", "--seeds", "5",
                          "--round", "2", "--json"]) == 0
    heavy = json.loads(capsys.readouterr().out)
    assert bench_ai.main(["--game", "fits-mini", "--level", "normal", "--seeds", "5", "--round", "2", "--json"]) == 0
    normal = json.loads(capsys.readouterr().out)
    assert heavy["heavy"] == 0.02 and heavy["round"] == 2 and "heavy" not in normal
    assert heavy["think_s"]["decisions"] == normal["think_s"]["decisions"] > 10


def test_the_bound_knowing_the_order_beats_the_normal_level(capsys, normal_3_4):
    assert bound.main(["--game", "fits-mini", "--seeds", "3-4", "--beam", "8", "--json"]) == 0
    bounds = json.loads(capsys.readouterr().out)["games"]
    fair = normal_3_4[0]["games"]
    for best, played in zip(bounds, fair):
        assert best["total"] == sum(best["rounds"])
        assert best["total"] > played["total"]


def test_a_match_alternates_seats_and_tallies_each_seat(capsys):
    """PILUS's second player has an edge, so a match swaps seats every game and says
    how the level did as the first and as the second player."""
    assert bench_ai.main(["--game", "pilus", "--level", "normal", "--against", "easy",
                          "--seeds", "3-6", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert [g["seat"] for g in summary["games"]] == [0, 1, 0, 1]
    for name, seat in (("first", 0), ("second", 1)):
        games = [g for g in summary["games"] if g["seat"] == seat]
        tally = summary["by_seat"][name]
        assert tally["games"] == len(games) == 2
        for result, key in (("win", "wins"), ("loss", "losses"), ("shared", "shared")):
            assert tally[key] == sum(g["result"] == result for g in games)
    assert sum(s["wins"] for s in summary["by_seat"].values()) == summary["wins"]


def test_the_diagnosis_accounts_for_every_uncovered_dot_of_board_1(capsys, monkeypatch):
    """Board 1 holds exactly the 72 cells of the pieces: every dot left uncovered is a
    cell of a piece set aside or sticking out above the grid, and lies in a hole or
    above the tops; the clairvoyant round is the bound's."""
    # Both tools search each round with tools/bound.py's round_best, a deterministic
    # search: each round is searched once and handed to both (bound.py's pool process
    # is forked after the diagnosis, so it finds them too).
    searched = functools.cache(bound.round_best)
    monkeypatch.setattr(bound, "round_best", searched)
    monkeypatch.setattr(diagnose_fits, "round_best", searched)
    assert diagnose_fits.main(["--level", "normal", "--seeds", "7-8", "--beam", "8", "--exact", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert bound.main(["--game", "fits", "--seeds", "7-8", "--beam", "8", "--json"]) == 0
    bounds = json.loads(capsys.readouterr().out)
    assert summary["bound"] == bounds["mean"]
    board_1 = summary["rounds"][0]
    for side in (0, 1):
        uncovered = -board_1["pts_dots"][side]
        assert uncovered == board_1["holes"][side] + board_1["open_above"][side]
        assert uncovered == board_1["aside_cells"][side] + board_1["cells_above"][side]
    assert board_1["score"] < board_1["bound"]
    # Normal's last moves, valued exactly: never more than the best move, one decision per round and game.
    for r in range(1, 5):
        for m in (1, 2):
            decisions, given_away, not_best = summary["endgame"][f"round {r} to_come {m}"]
            assert decisions == 1 and given_away >= 0 and 0 <= not_best <= 1


def test_the_diagnosis_judges_every_avoidable_hole_with_the_heavy_search(capsys):
    """With --holes the heavy search judges exactly the moves that made a hole where a
    hole-free drop existed (before the round's last card); where it picks the level's
    move it keeps the hole and values that move at least as high as every hole-free drop."""
    assert diagnose_fits.main(["--level", "normal", "--seeds", "7-8", "--beam", "4", "--holes", "--heavy", "0.05",
                               "--json"]) == 0
    captured = capsys.readouterr()
    games = [json.loads(line) for line in captured.err.splitlines()]
    judged = 0
    for game in games:
        avoidable = [m for m in game["moves"] if m["kind"] == "hole_hole_free_existed" and m["to_come"] > 1]
        assert [(d["round"], d["to_come"]) for d in game["decisions"]] == [(m["round"], m["to_come"]) for m in avoidable]
        for d in game["decisions"]:
            assert d["regret"] >= 0
            if d["same"]:
                assert d["hole_kept"] and d["free_gap"] >= 0
        judged += len(avoidable)
    summary = json.loads(captured.out)["compare"]
    assert judged > 0 and summary["decisions"] == judged and 0 <= summary["hole_kept"] <= judged

def test_the_endgame_bench_plays_the_games_the_level_plays(capsys):
    """Its games with the exact endgame are the level's own, as bench_ai plays them;
    without it, each round is played to its end as the level played before."""
    assert bench_endgame.main(["--game", "fits-mini", "--level", "hard", "--seeds", "5", "--json"]) == 0
    pair = json.loads(capsys.readouterr().out)["games"][0]
    played = bench(*HARD_5_6)["games"][0]
    assert played["seed"] == 5 and played["total"] == pair["with"] == sum(pair["rounds"]["with"])
    assert pair["without"] == sum(pair["rounds"]["without"]) and len(pair["rounds"]["without"]) == 2


def test_the_board_price_counts_the_boards_a_level_weighs_and_compares_checkouts(capsys):
    assert bench_boards.main(["--level", "hard", "--seeds", "3001", "--decisions", "2", "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert alone["boards"] > 1000 and alone["us_per_board"] > 0  # hard weighs thousands of boards per decision
    # Against itself: the same decisions, so the same boards and moves.
    assert bench_boards.main(["--level", "hard", "--seeds", "3001", "--decisions", "2", "--json",
                              "--against", str(bench_boards.ROOT)]) == 0
    paired = json.loads(capsys.readouterr().out)
    assert paired["same_moves"] and paired["boards"] == alone["boards"]
    assert paired["runs"]["this"][0]["moves"] == alone["moves"]


@pytest.mark.parametrize("args, complaint", [
    (SEED_MODE + ["--seeds", "5-1"], "argument --seeds: the first seed is above the last in '5-1'"),
    (SEED_MODE + ["--seeds", "abc"], "argument --seeds: seeds are FIRST-LAST or one number, not 'abc'"),
    (SEED_MODE + ["--seeds", "3-"], "argument --seeds: seeds are FIRST-LAST or one number, not '3-'"),
    (SEED_MODE + ["--seeds", "1-99999999999999999999"], "argument --seeds: seeds go from 0 to 9223372036854775807"),
    (SEED_MODE + ["--seeds", "0-9223372036854775807"], "argument --seeds: at most 100000 seeds at once"),
    (SEED_MODE + ["--seeds", "1", "--jobs", "0"], "argument --jobs: must be 1 or more, not 0"),
    (SEED_MODE + ["--seeds", "1", "--cap", "nan"], "argument --cap: must be a number above 0, not 'nan'"),
    (SEED_MODE + ["--seeds", "1", "--replays", "{file}"], "--replays: {file} cannot be made a folder"),
    (SEED_MODE + ["--seeds", "1", "--heavy", "4"], "--heavy plays master's search longer: solo FITS games with --level master"),
    (["--game", "bits", "--level", "master", "--seeds", "1", "--heavy", "4"], "--heavy plays master's search longer"),
    (["--game", "fits", "--level", "master", "--seeds", "1", "--heavy", "0"], "argument --heavy: must be a number above 0"),
])
def test_bench_ai_says_what_is_wrong_with_its_options_before_playing(tmp_path, capsys, args, complaint):
    file = tmp_path / "taken"
    file.write_text("a file, not a folder", encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        bench_ai.main([arg.format(file=file) for arg in args])
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and f": error: {complaint.format(file=file)}" in err


@pytest.mark.parametrize("tool, args, complaint", [
    ("bench_ramp.py", ["--players", "0"], "argument --players: must be 1 or more, not 0"),
    ("bench_ramp.py", ["--players", "5"], "--players: the ramp games take 1 to 4 players, not 5"),
    ("bench_ramp.py", ["--seconds", "-1"], "argument --seconds: must be a number above 0, not '-1'"),
    ("bench_pilus.py", ["--seconds", "0"], "argument --seconds: must be a number above 0, not '0'"),
])
def test_the_engine_benches_say_what_is_wrong_with_their_options(tool, args, complaint):
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / tool), *args, "--json"], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines()[-1] == f"{tool}: error: {complaint}" and "Traceback" not in proc.stderr
