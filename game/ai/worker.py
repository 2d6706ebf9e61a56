"""Bot decisions off the frame loop: the window asks, keeps drawing, and collects
the move when it is ready.

A decision is CPU-bound Python, and a thread would hold the GIL against the
frame loop, so decisions run in a worker process. Where processes are not
available (some sandboxes and frozen builds), a thread does the work instead:
slower frames, but the game goes on.

A finished decision can wake whoever waits for it (on_answer: the window's
loop sleeps while only a computer thinks, and its answer wakes it).

The worker processes (game.ai.process_pool) end with the game, however the
game ends (even killed outright), and leave nothing behind.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor

from game.ai.levels import GAMES, LEVELS, make_bot
from game.ai.process_pool import ProcessPool, WorkerGone
from game.content.content_error import ContentError


class BotRequest:
    """One pending decision. done() never blocks; result() is the move once done
    (it waits if called early); think_time is the seconds the bot spent on it and
    decided_in the id of the process that decided (this one's after a fall-back)."""

    def __init__(self, worker: "BotWorker", seat: int, job: tuple, future: Future):
        self.seat = seat
        self._worker = worker
        self._job = job
        self._future = future

    def done(self) -> bool:
        future = self._future
        if future.done() and not future.cancelled() and isinstance(future.exception(), WorkerGone):
            self._future = self._worker.fall_back(*self._job)
        return self._future.done()

    def result(self):
        while True:
            try:
                return self._future.result()[0]
            except WorkerGone:
                self._future = self._worker.fall_back(*self._job)

    @property
    def think_time(self) -> float | None:
        answer = self._answer()
        return None if answer is None else answer[1]

    @property
    def decided_in(self) -> int | None:
        answer = self._answer()
        return None if answer is None else answer[2]

    def _answer(self) -> tuple | None:
        if not self.done() or self._future.cancelled() or self._future.exception() is not None:
            return None
        return self._future.result()

    def cancel(self) -> None:
        """Forget the decision (the game was left); a running one finishes unseen."""
        self._future.cancel()


class BotWorker:
    """Runs bot decisions in worker processes (processes=False, or no process
    support: in a thread). workers: how many decisions run at once; by default
    one core is left to the window."""

    def __init__(self, processes: bool = True, workers: int | None = None, executor: Executor | None = None,
                 on_answer: Callable[[], None] | None = None):
        """executor: decide there instead (tests pass one that decides at once, so a
        busy machine cannot change what a frame-counted test sees); on_answer: called as
        each decision is in (or fails or is cancelled), from whichever thread finished it."""
        self._on_answer = on_answer
        self.workers = workers or max(1, (os.cpu_count() or 2) - 1)
        self._executor: Executor | None = executor
        self.uses_process = False
        if processes and executor is None:
            try:
                # The processes start and load the rules data now, not at the first decision.
                self._executor = ProcessPool(self.workers, initializer=_warm_up)
                self.uses_process = True
            except (OSError, ImportError, NotImplementedError, RuntimeError):
                self._executor = None
        if self._executor is None:
            self._executor = ThreadPoolExecutor(self.workers, thread_name_prefix="bot")

    def request(self, seat: int, bot, observation) -> BotRequest:
        """Start deciding `seat`'s move with `bot` from `observation`."""
        try:
            future = self._submit(bot, observation)
        except RuntimeError:  # WorkerGone among them
            future = self.fall_back(bot, observation)
        return BotRequest(self, seat, (bot, observation), future)

    def fall_back(self, bot, observation) -> Future:
        """Switch to a thread for good (the worker process is gone) and decide there."""
        if self.uses_process:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = ThreadPoolExecutor(self.workers, thread_name_prefix="bot")
            self.uses_process = False
        return self._submit(bot, observation)

    def _submit(self, bot, observation) -> Future:
        future = self._executor.submit(_decide, bot, observation)
        if self._on_answer is not None:
            future.add_done_callback(lambda __: self._on_answer())
        return future

    def process_ids(self) -> list[int]:
        """The worker processes' ids; none while decisions run in a thread."""
        return self._executor.pids() if self.uses_process else []

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)

    def __enter__(self) -> "BotWorker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _decide(bot, observation):
    start = time.perf_counter()
    action = bot.choose(observation)
    return action, time.perf_counter() - start, os.getpid()


def _warm_up() -> None:
    for game_id in GAMES:
        try:
            make_bot(game_id, LEVELS[0], 0).warm_up()
        except ContentError:  # that game's data is broken: its screen says so when it is played
            pass
