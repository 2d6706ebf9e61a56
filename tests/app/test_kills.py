"""The game killed outright (kill -9) or stopped with Ctrl-C: no process left behind,
nothing printed, no saved data lost, no temporary file left once the game starts again."""
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.shell.app import INTERRUPTED, App
from game.saved.highscores import HighScores
from game.saved.in_progress import InProgressFiles
from game.saved.storage import Storage

KILLABLE = Path(__file__).with_name("killable.py")
PATIENCE = 120         # seconds a process may take to start or to end on a busy machine (bounds a failure only)
# Seconds a saving process may run once it says its saves have begun, before it is killed
# (some 40 saves of high scores at 5 ms each): the kill lands anywhere in one of them.
MOST_SAVING = 0.2


def start(*args) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(KILLABLE), *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


def start_game(folder: Path) -> subprocess.Popen:
    """The game as main.py runs it, computers playing, in a process group of its own (as a
    terminal starts it: Ctrl-C reaches the group) with Ctrl-C not ignored."""
    return subprocess.Popen([sys.executable, str(KILLABLE), "game", str(folder)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def wait_for_line(process: subprocess.Popen, line: str) -> None:
    # readline blocks; the script prints the line or dies (then readline gives '').
    assert process.stdout.readline().strip() == line


def moves_kept(folder: Path) -> int:
    """The moves of the game in progress in the data folder, as on disk (0 before its file)."""
    files = list((folder / "in-progress").glob("*.json"))
    return len(json.loads(files[0].read_text())["moves"]) if files else 0


def wait_for_a_computer_move(process: subprocess.Popen, folder: Path) -> int:
    deadline = time.monotonic() + PATIENCE
    while (moves := moves_kept(folder)) == 0:
        assert process.poll() is None, process.stderr.read()
        assert time.monotonic() < deadline, "no computer move was kept"
        time.sleep(0.02)  # a look costs a fraction of a millisecond: the kill follows the move closely
    return moves


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


def wait_until_gone(pids) -> set[int]:
    """Those of `pids` still running once none is, or PATIENCE seconds from now: the workers end
    as soon as they see the game gone, which a loaded machine may take seconds to let them do
    (a time in the check would fail a busy run)."""
    deadline = time.monotonic() + PATIENCE
    while running(pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return running(pids)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_worker_processes_end_when_the_game_is_killed_and_nothing_is_printed(tmp_path):
    game = start_game(tmp_path)
    try:
        wait_for_a_computer_move(game, tmp_path)
        helpers = descendants(game.pid)
        assert running(helpers), "the game should think in worker processes"
    finally:
        kill(game)  # the game alone, as kill -9 PID does
    assert not wait_until_gone(helpers), f"left behind: {sorted(running(helpers))}"
    # Nothing on the player's terminal: no "resource_tracker: There appear to be 5 leaked
    # semaphore objects" (the tracker is one of the helpers, writing to the same stderr).
    assert game.stderr.read() == ""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_ctrl_c_closes_the_game_as_its_window_does_and_keeps_the_game(tmp_path):
    game = start_game(tmp_path)
    try:
        played = wait_for_a_computer_move(game, tmp_path)
        helpers = descendants(game.pid)
        os.killpg(game.pid, signal.SIGINT)  # as the terminal sends it: to the game and its workers
        status = game.wait(PATIENCE)
    finally:
        if game.poll() is None:
            kill(game)
    assert (status, game.stderr.read()) == (INTERRUPTED, "")  # no traceback, from the game or a worker
    assert not wait_until_gone(helpers)
    assert moves_kept(tmp_path) >= played
    games, problems = InProgressFiles(Storage(tmp_path)).load_all()
    assert problems == [] and len(games) == 1  # offered to continue at the next start


def litter(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.tmp"))


def test_a_kill_while_saving_loses_no_score_and_the_next_start_sweeps_the_litter(tmp_path):
    stalled = start("save", tmp_path, "--stall")
    try:
        wait_for_line(stalled, "saving")
        wait_for_line(stalled, "stalled")  # killed halfway through its third save
    finally:
        kill(stalled)
    assert litter(tmp_path), "the stalled save should have left its temporary file"
    for _ in range(3):  # and kills at moments nobody chose, once the saves have begun
        saving = start("save", tmp_path)
        wait_for_line(saving, "saving")
        time.sleep(random.uniform(0, MOST_SAVING))
        kill(saving)
    App(settings_dir=tmp_path, open_pad=lambda index: None).close()
    assert litter(tmp_path) == []
    scores, problem = HighScores.load(Storage(tmp_path))
    assert problem is None
    table = [entry.score for entry in scores.table("fits")]
    assert len(table) >= 2 and table == sorted(table, reverse=True)  # the two whole saves at least, in order
