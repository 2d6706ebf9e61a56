"""Not one game lost, as SQLite tests itself: a finished game kept with the disk refusing
each write in turn (full, or no permission), each read refused, the writer killed before
each of its steps, two windows finishing and starting games at the same moment, and a
real tiny file system filled up before the last move where the test may mount one.

The promise checked each time: the game stays in progress until its replay and score are
both on disk, no high score is claimed that is not stored, and the next start finishes
the job, entering each score once and naming a replay that is there."""
import errno
import json
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.saved import atomic_files, storage as storage_module
from game.saved.highscores import HighScores, replays_folder
from game.saved.in_progress import InProgressFiles, in_progress_folder
from game.saved.storage import LOCKS, Storage
from game.saved.finished_games import keep_left_over
from tests.app.forked_windows import window as forked_window

ROOT = Path(__file__).resolve().parents[2]
CHILD = [sys.executable, "-m", "tests.app.window_child"]


def child(*args, check=True) -> subprocess.CompletedProcess:
    """A window doing one thing in a process of its own (forked: tests/app/forked_windows.py)."""
    done = forked_window(*args)
    assert "Traceback" not in done.stderr, done.stderr
    if check:
        assert done.returncode == 0, done.stderr
    return done


def said(done) -> dict:
    return json.loads(next(line for line in done.stdout.splitlines() if line.startswith("{")))


@pytest.fixture(scope="module")
def almost_finished(tmp_path_factory) -> Path:
    """A data folder holding two FITS games in progress, each one move from its end."""
    folder = tmp_path_factory.mktemp("almost-finished")
    child("prepare", folder, "--count", 2)
    return folder


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Path:
    """A data folder holding one finished FITS game in progress (its keeping failed)."""
    folder = tmp_path_factory.mktemp("finished")
    child("prepare", folder)
    [path] = in_progress_folder(Storage(folder)).glob("*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    saved = InProgressFiles(Storage(folder)).load_all()[0][0]
    state = saved.state
    [player] = state.pending()[:1]
    action = sorted(state.legal_actions(player), key=repr)[0]
    from game.replay import replay_json
    moves = [*saved.moves, (player, action)]
    finished = json.loads(json.dumps(replay_json(saved.game_id, [s.name for s in saved.seats], saved.seed, saved.deal,
                                                 moves, saved.board_order)))
    path.write_text(json.dumps({**finished, "seats": data["seats"]}), encoding="utf-8")
    return folder


def copy_of(folder: Path, tmp_path: Path) -> Storage:
    shutil.copytree(folder, tmp_path / "data", ignore=shutil.ignore_patterns(LOCKS))
    return Storage(tmp_path / "data")


def keep_at_start(storage: Storage) -> list[str]:
    """What the first title of a start does with a finished game left in progress; the notices."""
    notices = []
    files = InProgressFiles(storage)
    for saved in files.load_all()[0]:
        notices += map(str, keep_left_over(storage, files, saved))
    return notices


def assert_kept_once(storage: Storage):
    """Nothing left in progress, one table entry naming the one replay, which is there."""
    assert list(in_progress_folder(storage).glob("*.json")) == []
    [entry] = HighScores.load(storage)[0].table("fits")
    assert [p.name for p in replays_folder(storage).glob("*.json")] == [entry.replay]
    assert list(storage.folder.rglob("*.tmp")) == []


def assert_still_in_progress_and_nothing_claimed(storage: Storage, notices):
    assert len(list(in_progress_folder(storage).glob("*.json"))) == 1, notices
    table = HighScores.load(storage)[0].table("fits")
    replays = {p.name for p in replays_folder(storage).glob("*.json")}
    assert all(entry.replay in replays for entry in table)  # a score entered names a replay on disk
    assert any("The game is kept" in n for n in notices), notices


def fail_at(monkeypatch, call: int, error: int, where=(atomic_files, "_write_temp")):
    """The `call`-th call of `where` fails as the system would with `error`; the calls made."""
    module, name = where
    real, made = getattr(module, name), [0]

    def failing(*args, **kwargs):
        made[0] += 1
        if made[0] == call:
            raise OSError(error, os.strerror(error))
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, failing)
    return made


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EACCES])
def test_a_refusal_at_each_write_keeps_the_game_until_all_is_stored_and_claims_nothing(
        finished, tmp_path, monkeypatch, error):
    call = 1
    while True:
        case = tmp_path / f"write-{call}"
        storage = copy_of(finished, case)
        with monkeypatch.context() as patch:
            made = fail_at(patch, call, error)
            notices = keep_at_start(storage)
        if made[0] < call:  # every write was refused once: the last run met no refusal
            assert_kept_once(storage)
            break
        reason = "the disk is full" if error == errno.ENOSPC else "the system does not let the game write there"
        assert any(reason in n for n in notices), notices
        assert_still_in_progress_and_nothing_claimed(storage, notices)
        keep_at_start(storage)  # room again: the next start
        assert_kept_once(storage)
        call += 1
    assert call >= 3  # the replay and the score at least were each refused once


def test_a_refusal_at_each_read_loses_nothing(finished, tmp_path, monkeypatch):
    """EACCES at each read of a player file in turn: the game waits where it is (a refusal is no
    damage, nothing is set aside), and a start that can read keeps it, once."""
    import game.saved.in_progress
    call = 1
    while True:
        storage = copy_of(finished, tmp_path / f"read-{call}")
        made, real = [0], storage_module.read_limited

        def refusing(*args, **kwargs):
            made[0] += 1
            if made[0] == call:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            return real(*args, **kwargs)
        with monkeypatch.context() as patch:
            for module in (storage_module, game.saved.in_progress):
                patch.setattr(module, "read_limited", refusing)
            notices = keep_at_start(storage)
        if made[0] < call:
            assert_kept_once(storage)
            break
        assert not list(storage.folder.rglob("*.damaged-*")), notices
        keep_at_start(storage)
        assert_kept_once(storage)
        call += 1
    assert call >= 2


@pytest.mark.parametrize("seed_folder", ["finished"])
def test_the_keeper_killed_before_each_step_loses_nothing(request, tmp_path, seed_folder):
    """Killed before its k-th step of writing (make the temporary file, flush, rename or
    link, delete), for every k: the next start keeps the game, once."""
    source = request.getfixturevalue(seed_folder)
    step = 1
    while True:
        storage = copy_of(source, tmp_path / f"kill-{step}")
        done = child("title", storage.folder, "--die-at", step, check=False)
        if "lived" in done.stdout:
            assert_kept_once(storage)
            break
        assert done.returncode == 9, done.stderr
        child("title", storage.folder)  # the next start
        assert_kept_once(storage)
        assert list(storage.folder.rglob("*.tmp")) == []  # its litter swept
        step += 1
    assert step >= 6


def test_two_windows_finishing_at_the_same_moment_keep_both_scores_and_replays(almost_finished, tmp_path):
    storage = copy_of(almost_finished, tmp_path)
    names = sorted(p.name for p in in_progress_folder(storage).glob("*.json"))
    windows = [subprocess.Popen([*CHILD, "finish", storage.folder, name, "--ready"], cwd=ROOT, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for name in names]
    for window in windows:  # both open and at rest (the timeout only bounds a failure)
        assert select.select([window.stdout], [], [], 120)[0] and window.stdout.readline() == "ready\n"
    for window in windows:  # then both play their last move at the same moment
        window.stdin.write("go\n")
        window.stdin.flush()
    results = [window.communicate(timeout=120) for window in windows]
    for (out, err), window in zip(results, windows):
        assert window.returncode == 0 and "Traceback" not in err, err
        assert json.loads(out.splitlines()[-1])["stored"] is True
    table = HighScores.load(storage)[0].table("fits")
    replays = sorted(p.name for p in replays_folder(storage).glob("*.json"))
    assert len(table) == 2 and sorted(entry.replay for entry in table) == replays and len(replays) == 2
    assert list(in_progress_folder(storage).glob("*.json")) == []


def test_two_windows_started_at_the_same_moment_keep_a_game_each(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SLIDE_AND_STACK_DATA_DIR": str(tmp_path)}
    windows = [subprocess.Popen([sys.executable, "main.py", "--new", "fits", "--seed", str(n)], cwd=ROOT, env=env,
                                stderr=subprocess.PIPE, text=True) for n in (1, 2)]
    deadline = time.monotonic() + 120  # bounds a failure only: a loaded machine starts a window slowly
    while len(list(in_progress_folder(Storage(tmp_path)).glob("*.json"))) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)  # a look costs a fraction of a millisecond; both windows rest once their games are on disk
    for window in windows:
        window.terminate()
        assert "Traceback" not in window.communicate(timeout=30)[1]
    assert len(list(in_progress_folder(Storage(tmp_path)).glob("*.json"))) == 2


def test_games_begun_in_the_same_second_get_names_of_their_own(almost_finished, tmp_path, monkeypatch):
    """Two games begun in one second (two windows: two InProgressFiles) each keep their file."""
    import game.saved.in_progress
    from dataclasses import replace

    monkeypatch.setattr(game.saved.in_progress, "begun_at", lambda: "20261128-120000")
    storage = Storage(tmp_path)
    for saved in InProgressFiles(Storage(almost_finished)).load_all()[0]:
        assert InProgressFiles(storage).save(replace(saved, path=None), saved.moves) is None
    assert sorted(p.name for p in in_progress_folder(storage).glob("*.json")) == [
        "fits-20261128-120000-2.json", "fits-20261128-120000.json"]


def test_a_game_open_in_another_window_is_not_offered_to_continue(almost_finished, tmp_path):
    storage = copy_of(almost_finished, tmp_path)
    first, second = sorted(in_progress_folder(storage).glob("*.json"))
    lock = storage.lock(f"in-progress-{first.stem}").lock_file
    holder = subprocess.Popen([sys.executable, "-c", "import filelock, sys, time\n"
                               "lock = filelock.FileLock(sys.argv[1]); lock.acquire(); print('held', flush=True)\n"
                               "time.sleep(60)", lock], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        offered = [game.path for game in InProgressFiles(storage).load_all()[0]]
        assert offered == [second]
    finally:
        holder.kill()
        holder.wait()
    assert sorted(game.path for game in InProgressFiles(storage).load_all()[0]) == [first, second]


def test_a_second_window_waits_for_the_high_scores_then_adds_to_them(tmp_path, monkeypatch):
    from game.saved.highscores import Entry
    storage = Storage(tmp_path)
    HighScores(storage).add("fits", Entry("Ann", 30, None, "2026-11-28T10:00:00+00:00", 1, None))
    other = HighScores.load(storage)[0]  # read before the first window's next score
    HighScores.load(storage)[0].add("fits", Entry("Ben", 20, None, "2026-11-28T10:01:00+00:00", 2, None))
    assert other.add("fits", Entry("Cy", 10, None, "2026-11-28T10:02:00+00:00", 3, None)) == (2, None)
    assert [e.name for e in HighScores.load(storage)[0].table("fits")] == ["Ann", "Ben", "Cy"]
    monkeypatch.setattr(storage_module, "LOCK_WAIT_SECONDS", 0.2)
    with storage.lock("highscores"):  # as another window holding it longer than a window waits
        import threading
        result = []
        worker = threading.Thread(target=lambda: result.append(HighScores.load(storage)[0].add(
            "fits", Entry("Dee", 50, None, "2026-11-28T10:03:00+00:00", 4, None))))
        worker.start()
        worker.join()
    place, problem = result[0]
    assert place is None and "another window of the game kept it busy" in problem
    assert [e.name for e in HighScores.load(storage)[0].table("fits")] == ["Ann", "Ben", "Cy"]


@pytest.mark.skipif(sys.platform != "linux", reason="mounting a tiny tmpfs is a Linux thing")
def test_a_real_tiny_file_system_filled_before_the_last_move(almost_finished, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("mounting a 200 KiB file system needs root; the injected ENOSPC test covers the case")
    mount = tmp_path / "tiny"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", mount], capture_output=True).returncode:
        pytest.skip("this machine does not let the test mount a tmpfs; the injected ENOSPC test covers the case")
    try:
        storage = copy_of(almost_finished, mount)
        name = sorted(p.name for p in in_progress_folder(storage).glob("*.json"))[0]
        filler = os.open(mount / "filler", os.O_WRONLY | os.O_CREAT)  # the disk full before the last move
        try:
            while os.write(filler, b"\0" * 1024):
                pass
        except OSError:
            pass
        finally:
            os.close(filler)
        done = said(child("finish", storage.folder, name))
        assert done["stored"] is False and done["place"] is None and done["in_progress"] is True
        assert not [h for h in done["headlines"] if "high score" in h]
        assert any("the disk is full" in n for n in done["notes"])
        (mount / "filler").unlink()
        child("finish", storage.folder, name)  # Continue, its last move played again
        title = said(child("title", storage.folder))
        assert [row[2] for row in title["fits"]] == [p.name for p in replays_folder(storage).glob("*.json")]
        assert len(title["fits"]) == 1 and not (in_progress_folder(storage) / name).exists()
    finally:
        subprocess.run(["umount", mount])
