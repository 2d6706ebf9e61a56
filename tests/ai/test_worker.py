"""Decisions off the frame loop: asked for, polled without blocking, collected."""
import multiprocessing
import os
import queue
import subprocess
import sys
import time
from dataclasses import dataclass

import pytest

from game.ai import make_bot, observe
from game.ai.worker import BotWorker
from tests.ai.games import deal, new_game


def wait(requests):
    """Poll like a frame loop does, drawing frames in between."""
    while not all(r.done() for r in requests):
        time.sleep(0.01)


@dataclass(frozen=True)
class DiesInAWorkerProcess:
    """A bot whose worker process dies under it (killed, out of memory)."""

    inner: object

    def choose(self, observation):
        if multiprocessing.parent_process() is not None:
            os._exit(1)
        return self.inner.choose(observation)


@pytest.mark.parametrize("processes", [True, False])
def test_every_seat_gets_its_move_from_the_worker(processes):
    ramp = new_game("bits", 3, deal("bits", 3, 5))
    pilus = new_game("pilus", 2, deal("pilus", 2, 5))
    with BotWorker(processes=processes) as worker:
        assert worker.uses_process == processes
        requests = [worker.request(p, make_bot("bits", "hard", p, cap=0.05), observe(ramp, p))
                    for p in ramp.pending()]
        requests.append(worker.request(0, make_bot("pilus", "hard", 0, cap=0.05), observe(pilus, 0)))
        wait(requests)
        for request in requests[:-1]:
            assert request.result() in ramp.legal_actions(request.seat)
            assert request.think_time >= 0
        assert requests[-1].result() in pilus.legal_actions(0)
        # What a memory benchmark measures: the processes that decided, or none in a thread.
        deciders = {request.decided_in for request in requests}
        assert set(worker.process_ids()) >= deciders if processes else worker.process_ids() == []
        assert os.getpid() not in worker.process_ids()


def test_a_cancelled_request_is_forgotten():
    state = new_game("fits", 1, deal("fits", 1, 5))
    with BotWorker(processes=False, workers=1) as worker:
        first = worker.request(0, make_bot("fits", "hard", 0, cap=0.2), observe(state, 0))
        second = worker.request(0, make_bot("fits", "hard", 0, cap=0.2), observe(state, 0))
        second.cancel()
        assert first.result() in state.legal_actions(0)
        assert second.done() and second.think_time is None


def test_when_the_worker_process_dies_the_decision_is_made_in_a_thread():
    state = new_game("fits", 1, deal("fits", 1, 5))
    with BotWorker(processes=True) as worker:
        request = worker.request(0, DiesInAWorkerProcess(make_bot("fits", "normal", 0)), observe(state, 0))
        wait([request])
        assert request.result() in state.legal_actions(0)
        assert not worker.uses_process and worker.process_ids() == []
        later = worker.request(0, make_bot("fits", "normal", 0), observe(state, 0))
        assert later.result() in state.legal_actions(0)


@pytest.mark.parametrize("processes", [True, False])
def test_each_answer_wakes_whoever_waits_for_it(processes):
    state = new_game("fits", 1, deal("fits", 1, 5))
    woken = queue.Queue()
    with BotWorker(processes=processes, on_answer=lambda: woken.put("answer in")) as worker:
        requests = [worker.request(0, make_bot("fits", "normal", seed), observe(state, 0)) for seed in (0, 1)]
        wait(requests)
        # Once per answer, from whichever thread has it first (the asking one too, when the answer
        # came before the request was back): posting the wake-up event is safe from any thread.
        for __ in requests:
            assert woken.get(timeout=60) == "answer in"
        assert woken.empty()


def test_a_fits_decision_runs_on_one_thread_so_its_think_time_is_all_it_costs():
    # numpy's BLAS would start a thread per core for the learned value's networks: CPU taken
    # from the window's frame loop that a level's think time (its own thread's) never counts.
    code = ("import os; from game.ai import make_bot, observe; from tests.ai.games import deal, new_game; "
            "state = new_game('fits', 1, deal('fits', 1, 5)); "
            "make_bot('fits', 'hard', 0).choose(observe(state, 0)); "
            "print(len(os.listdir('/proc/self/task')))")
    env = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                         cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    assert out.stdout.split()[-1] == "1"
