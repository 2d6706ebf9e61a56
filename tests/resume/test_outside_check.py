"""What outside checkers do: start `main.py --new fits`, press S four times in
quick succession, kill the process outright, and read the game in progress
with `main.py --replay FILE --headless`: unfinished, with the four drops.

Four presses read in one frame used to count as one (a press was seen once per
step), and presses made while the game loaded went to no scene at all."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.saved.storage import ENV_DIR

ROOT = Path(__file__).resolve().parents[2]
CHECKER = Path(__file__).with_name("outside_check.py")
PATIENCE = 120  # seconds a started game may take on a busy machine (a failing run waits this long)


def moves_on_disk(folder: Path) -> list:
    files = sorted(folder.glob("*.json"))
    if not files:
        return []
    try:
        return json.loads(files[0].read_text(encoding="utf-8"))["moves"]
    except (OSError, ValueError):
        return []  # a file replaced as it was read: look again


@pytest.mark.parametrize("when", ["loading", "playing"])
def test_four_quick_drops_then_a_kill_leave_a_game_of_four_drops(tmp_path, when):
    env = {**os.environ, ENV_DIR: str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen([sys.executable, str(CHECKER), when], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    folder = tmp_path / "in-progress"
    try:
        deadline = time.monotonic() + PATIENCE
        while len(moves_on_disk(folder)) < 4 and game.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        game.kill()  # SIGKILL
        __, errors = game.communicate(timeout=PATIENCE)
    assert game.returncode == -9, f"the game ended by itself: {errors}"
    (saved,) = folder.glob("*.json")
    moves = json.loads(saved.read_text(encoding="utf-8"))["moves"]
    assert [(move["player"], "place" in move) for move in moves] == [(0, True)] * 4  # four drops, nothing else

    referee = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(saved), "--headless"],
                             capture_output=True, text=True, timeout=PATIENCE, env=env)
    assert referee.returncode == 0, referee.stderr
    result = json.loads(referee.stdout)
    assert result["finished"] is False and result["pending"] == [0]
    filled = sum(row.count("#") for row in result["boards"][0])
    cells = [sum(row.count("#") for row in move["place"]["shape"]) for move in moves]
    # A random deal: three drops (at most 4 rows each) always lie inside the 12 rows;
    # the fourth may stick out above the board, where cells do not show, but at least one is in.
    assert sum(cells[:3]) < filled <= sum(cells)
