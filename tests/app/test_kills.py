"""The game killed outright (kill -9): no process left behind, no saved data lost,
no temporary file left once the game starts again."""
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.shell.app import App
from game.saved.highscores import HighScores
from game.saved.storage import Storage

KILLABLE = Path(__file__).with_name("killable.py")
GONE_WITHIN = 2.0      # seconds: the workers' promise
PATIENCE = 120         # seconds a started process may take to get going on a busy machine


def start(*args) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(KILLABLE), *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


def wait_for_line(process: subprocess.Popen, line: str) -> None:
    # readline blocks; the script prints the line or dies (then readline gives '').
    assert process.stdout.readline().strip() == line


def kill(process: subprocess.Popen) -> None:
    process.kill()  # SIGKILL where there are signals
    process.wait(PATIENCE)


def proc_stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) from /proc, None when there is no such process."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    state, ppid = text.rsplit(")", 1)[1].split()[:2]
    return state, int(ppid)


def descendants(pid: int) -> set[int]:
    children = {int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit()
                and (proc_stat(int(p.name)) or ("", 0))[1] == pid}
    return children.union(*(descendants(child) for child in children))


def running(pids) -> set[int]:
    return {pid for pid in pids if (proc_stat(pid) or ("Z", 0))[0] != "Z"}  # a zombie has ended


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_worker_processes_end_when_the_game_is_killed(tmp_path):
    game = start("game", tmp_path)
    try:
        wait_for_line(game, "playing")
        helpers = descendants(game.pid)
        assert running(helpers), "the game should think in worker processes"
    finally:
        kill(game)
    deadline = time.monotonic() + GONE_WITHIN
    while running(helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not running(helpers), f"left behind: {sorted(running(helpers))}"


def litter(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.tmp"))


def test_a_kill_while_saving_loses_no_score_and_the_next_start_sweeps_the_litter(tmp_path):
    stalled = start("save", tmp_path, "--stall")
    try:
        wait_for_line(stalled, "stalled")  # killed halfway through its third save
    finally:
        kill(stalled)
    assert litter(tmp_path), "the stalled save should have left its temporary file"
    for _ in range(3):  # and kills at moments nobody chose
        saving = start("save", tmp_path)
        time.sleep(random.uniform(0.3, 0.8))
        kill(saving)
    App(settings_dir=tmp_path, open_pad=lambda index: None).close()
    assert litter(tmp_path) == []
    scores, problem = HighScores.load(Storage(tmp_path))
    assert problem is None
    table = [entry.score for entry in scores.table("fits")]
    assert len(table) >= 2 and table == sorted(table, reverse=True)  # the two whole saves at least, in order
