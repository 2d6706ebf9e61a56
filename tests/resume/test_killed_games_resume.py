"""Games killed with SIGKILL at random moments, each in a process of its own
playing through the real loop, always go on from their in-progress file: the
file is never damaged, holds every move the game had made before the kill
(all but, at most, the move being made), and the resumed game is the game a
replay of those moves gives. A game is killed again and again, each time going
on from where the last kill left it; one that finishes leaves in-progress/ for
the replays, and a new game of its kind takes the remaining kills."""
import json
import os
import random
import signal
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import pytest

from game.saved.daily import utc_today
from game.saved.in_progress import InProgressFiles, in_progress_folder
from game.replay import load_replay
from game.saved.storage import Storage
from tests.resume.game_states import seen

ROOT = Path(__file__).resolve().parents[2]
# The game's day is UTC's (the machine's own date differs from it for hours in most
# time zones); the games keep it as today even if the test runs past midnight.
TODAY = utc_today().isoformat()
GAMES = [
    {"game": "fits", "seats": [["Ann", "keys-left"]], "seed": 11},
    {"game": "fits-mini", "seats": [["Ann", "keys-left"], ["Cal", "ai:easy"]], "seed": 12},
    {"game": "bits", "seats": [["Ann", "keys-left"]], "seed": 13, "daily": TODAY},
    {"game": "bits-pro", "seats": [["Cal", "ai:easy"], ["Dee", "ai:normal"]], "seed": 14},
    {"game": "pilus", "seats": [["Ann", "keys-right"], ["Cal", "ai:easy"], ["Dee", "ai:easy"]], "seed": 15},
]
KILLS_PER_KIND = 11  # 55 in all
MOST_MOVES_PER_LIFE = 5
MOST_DELAY = 0.05  # seconds between seeing a move saved and the kill: it lands anywhere in what follows


@pytest.fixture(scope="module")
def games_server():
    """One process that forks a game per life (see kill_child)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    server = subprocess.Popen([sys.executable, "-m", "tests.resume.kill_child"], cwd=ROOT, env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    yield server
    server.stdin.close()
    server.wait(timeout=60)


def life(server, data_dir: Path, spec: dict, rng: random.Random) -> tuple[int | None, bool]:
    """Play the game until it has made a random number of moves more, then kill it:
    (the last move count it reported, whether it finished before the kill)."""
    server.stdin.write(json.dumps([str(data_dir), spec]) + "\n")
    words = server.stdout.readline().split()
    assert words[0] == "pid", f"the game said: {' '.join(words)}"
    pid = int(words[1])
    first, last, finished, killed = None, None, False, False
    target = rng.randint(0, MOST_MOVES_PER_LIFE)
    while True:
        line = server.stdout.readline().strip()
        if line == "finished":
            finished = True
            continue
        if line.startswith("ended"):
            status = int(line.split()[1])
            break
        assert line.isdigit(), f"the game said: {line}"
        last = int(line)
        first = last if first is None else first
        if last - first >= target and not finished:
            time.sleep(rng.random() * MOST_DELAY)
            try:
                os.kill(pid, signal.SIGKILL)
                killed = True
            except ProcessLookupError:
                pass  # it had just finished: its 'finished' and 'ended' come next
    if finished:
        # It ends by itself once finished, unless the kill meant for its last move met it on its
        # way out (it says 'finished' right after that move's count, which the kill answers).
        assert (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0) or \
            (killed and os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL), f"it ended ({status})"
    else:
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, f"the game ended ({status})"
    return last, finished


@pytest.mark.parametrize("spec", GAMES, ids=[spec["game"] for spec in GAMES])
def test_a_game_killed_at_random_moments_resumes_with_nothing_lost(spec, tmp_path, app, games_server):
    rng = random.Random(spec["seed"])
    kills = games = 0
    while kills < KILLS_PER_KIND:
        games += 1
        storage = Storage(tmp_path / f"data-{games}")
        moves_on_disk = 0
        while kills < KILLS_PER_KIND:
            reported, finished = life(games_server, storage.folder, spec, rng)
            if finished:
                # A finished game leaves in-progress/: it is kept as a replay.
                assert list(in_progress_folder(storage).glob("*.json")) == []
                assert list((storage.folder / "replays").glob(f"{spec['game']}-*.json"))
                break
            kills += 1
            saved, problems = InProgressFiles(storage).load_all()
            assert problems == []
            if not saved:  # killed after the last move, before the results showed: the game is kept
                [kept] = (storage.folder / "replays").glob(f"{spec['game']}-*.json")
                assert load_replay(kept).play().is_terminal() and len(load_replay(kept).moves) >= reported
                break
            assert len(saved) == 1
            game = saved[0]
            # The moves reported were on disk already; the kill may only have cut the one being made.
            assert len(game.moves) >= (reported or 0) >= moves_on_disk
            moves_on_disk = len(game.moves)
            assert [(s.name, s.device) for s in game.seats] == [tuple(seat) for seat in spec["seats"]]
            assert game.daily == (date.fromisoformat(spec["daily"]) if "daily" in spec else None)
            assert seen(app.stack.make("resumed_game", game).state) == seen(game.replay.play())
    assert kills == KILLS_PER_KIND
