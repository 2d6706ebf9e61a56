"""`main.py --review FILE --headless`: one JSON line, or the referee's one-line errors."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.coach.review_cli import run_review
from game.replay import replay_json
from game.replay.referee import run_headless
from tests.coach.short_games import random_replay
from tests.replay.test_headless import _Capture

ROOT = Path(__file__).resolve().parents[2]


def write_replay(path, replay):
    path.write_text(json.dumps(replay_json(replay.game_id, replay.players, replay.seed, replay.deal, replay.moves)),
                    encoding="utf-8")
    return path


def main(*args, cwd):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          cwd=cwd, timeout=300)


def test_the_review_prints_one_json_line_worst_first(tmp_path):
    path = write_replay(tmp_path / "game.json", random_replay("fits-mini", 2, 5, 2))
    proc = main("--review", str(path), "--headless", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == "" and proc.stdout.count("\n") == 1
    decisions = json.loads(proc.stdout)["decisions"]
    assert decisions
    for entry in decisions:
        assert set(entry) == {"move", "player", "played", "better", "loss"}
        assert entry["played"]["player"] == entry["better"]["player"] == entry["player"]
        assert "place" in entry["played"] and entry["loss"] > 0
    assert [e["loss"] for e in decisions] == sorted((e["loss"] for e in decisions), reverse=True)


def test_a_missing_file_gets_one_line_and_status_1(tmp_path):
    proc = main("--review", "missing.json", "--headless", cwd=tmp_path)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr == "missing.json: no such file\n"


def test_a_bad_file_gets_the_referees_line(tmp_path):
    replay = random_replay("fits-mini", 1, 5, 2)
    data = replay_json(replay.game_id, replay.players, replay.seed, replay.deal, replay.moves)
    data["moves"][1]["place"]["column"] = 40
    broken = [b"{", json.dumps(data).encode(), b"\xff\xfe not json"]
    for n, content in enumerate(broken):
        path = tmp_path / f"bad{n}.json"
        path.write_bytes(content)
        review_out, review_err, referee_err = _Capture(), _Capture(), _Capture()
        assert run_review(path, out=review_out, err=review_err) == 1
        assert run_headless(path, out=_Capture(), err=referee_err) == 1
        assert review_out.text == "" and review_err.text == referee_err.text
        assert review_err.text.count("\n") == 1 and "Traceback" not in review_err.text


def test_headless_needs_a_replay_or_a_review(tmp_path):
    proc = main("--headless", cwd=tmp_path)
    assert proc.returncode == 2 and "--review FILE" in proc.stderr


def test_ctrl_c_stops_a_review_with_one_line_and_no_traceback(tmp_path):
    # A whole FITS game takes half a minute: Ctrl-C (to the whole process group, as a
    # terminal sends it) comes while its decisions are still being weighed.
    path = write_replay(tmp_path / "game.json", random_replay("fits", 1, 48, 3))
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--review", str(path), "--headless"],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    # Ctrl-C once the review weighs decisions: its worker processes have started.
    while not _children(proc.pid) and proc.poll() is None:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130 and out == ""
    assert err == f"{path}: stopped before it was reviewed\n"


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found
