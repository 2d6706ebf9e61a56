"""Calls run in worker processes, each answering over a pipe of its own.

Not concurrent.futures.ProcessPoolExecutor: its queues' locks are named POSIX
semaphores, registered with multiprocessing's resource tracker, and a game that
ends without running its finalizers (killed, crashed) leaves them to the
tracker, which then prints "There appear to be 5 leaked semaphore objects" on
the player's terminal. A pipe is a pair of file descriptors: nothing is
registered, nothing is left behind.

The workers are started with "spawn" (a fresh interpreter: forking a process
that has a window and its threads is not safe). Each serves one call at a time;
in the calling process a thread per worker hands it the next call and completes
the call's Future.

A worker must not outlive the process that started it, however that ends (even
killed outright): each holds the reading end of a lifeline pipe whose only
writer is that process, and a thread in the worker ends it when that pipe closes.
Ctrl-C in a terminal reaches every process of the group: the workers ignore it
and leave it to the process that started them.
"""
from __future__ import annotations

import multiprocessing
import os
import queue
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from contextlib import contextmanager


class WorkerGone(RuntimeError):
    """A worker process ended (killed, out of memory) before it answered; the pool
    is of no more use (like concurrent.futures' BrokenProcessPool)."""


class ProcessPool(Executor):
    """`workers` processes running the calls submitted, in the order submitted.
    initializer(*initargs) runs in each worker as it starts (loading what every call
    needs), before its first call. Raises OSError (or ImportError, NotImplementedError)
    where the system gives no processes."""

    def __init__(self, workers: int, initializer: Callable | None = None, initargs: tuple = ()):
        context = multiprocessing.get_context("spawn")
        self._calls: queue.SimpleQueue = queue.SimpleQueue()  # (future, fn, args, kwargs); None: stop
        self._lock = threading.Lock()
        self._closed = False
        self._broken = False
        self._threads: list[threading.Thread] = []
        self._processes = []
        # Only this process holds the writing end; the workers watch the reading end.
        lifeline, self._lifeline = context.Pipe(duplex=False)
        try:
            with _interrupts_held():
                for index in range(workers):
                    ours, theirs = context.Pipe()
                    process = context.Process(target=_serve, args=(theirs, lifeline, initializer, initargs),
                                              name=f"worker {index + 1}", daemon=True)
                    process.start()
                    theirs.close()
                    self._processes.append(process)
                    thread = threading.Thread(target=self._feed, args=(ours,), name=f"worker {index + 1}",
                                              daemon=True)
                    thread.start()
                    self._threads.append(thread)
        except BaseException:
            self.shutdown(wait=False, cancel_futures=True)
            raise
        finally:
            lifeline.close()

    def submit(self, fn, /, *args, **kwargs) -> Future:
        with self._lock:
            if self._broken:
                raise WorkerGone("a worker process ended")
            if self._closed:
                raise RuntimeError("cannot run new calls after shutdown")
            future = Future()
            self._calls.put((future, fn, args, kwargs))
        return future

    def pids(self) -> list[int]:
        """The worker processes still running (what a memory benchmark measures)."""
        return [process.pid for process in self._processes if process.is_alive()]

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """As Executor.shutdown; wait=False ends the workers at once (a call under way
        is left: its Future gets WorkerGone)."""
        with self._lock:
            queued = self._take_queued() if cancel_futures else []
            self._stop()
        for future in queued:
            future.cancel()
        if wait:
            for thread in self._threads:
                thread.join()
        with self._lock:
            self._lifeline.close()
        if wait:
            for process in self._processes:
                process.join()

    def _feed(self, connection) -> None:
        """In a thread of this process: hand the worker at the other end of
        `connection` one call after another, and complete each call's Future."""
        with connection:
            while (call := self._calls.get()) is not None:
                future, fn, args, kwargs = call
                if not future.set_running_or_notify_cancel():
                    continue
                try:
                    connection.send((fn, args, kwargs))
                    answered, answer = connection.recv()
                except (EOFError, OSError):
                    self._lost(future)
                    return
                except Exception as exc:  # a call or an answer that cannot be pickled
                    future.set_exception(exc)
                    continue
                if answered:
                    future.set_result(answer)
                else:
                    future.set_exception(answer)

    def _lost(self, future: Future) -> None:
        """A worker ended under a call: that call and every one waiting fail with WorkerGone,
        and the other workers are ended too."""
        with self._lock:
            self._broken = True
            queued = self._take_queued()
            self._stop()
            self._lifeline.close()
        for waiting in [future, *(f for f in queued if f.set_running_or_notify_cancel())]:
            waiting.set_exception(WorkerGone("a worker process ended before it answered"))

    def _take_queued(self) -> list[Future]:
        """The Futures of the calls no worker has taken yet, out of the queue (under the lock)."""
        futures, stops = [], 0
        while True:
            try:
                call = self._calls.get_nowait()
            except queue.Empty:
                break
            if call is None:
                stops += 1
            else:
                futures.append(call[0])
        for __ in range(stops):
            self._calls.put(None)
        return futures

    def _stop(self) -> None:
        """Each thread ends after the calls queued before this (under the lock)."""
        if not self._closed:
            self._closed = True
            for __ in self._threads:
                self._calls.put(None)


def _serve(connection, lifeline, initializer, initargs) -> None:
    """A worker process's life: run each call that comes over `connection` and send
    back (True, its result) or (False, the exception it raised), until the calling
    process closes its end or is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # started with it held back (_interrupts_held)
    _watch(lifeline)
    if initializer is not None:
        initializer(*initargs)
    while True:
        try:
            fn, args, kwargs = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer = True, fn(*args, **kwargs)
        except Exception as exc:
            answer = False, exc
        try:
            connection.send(answer)
        except OSError:
            return
        except Exception as exc:  # the answer cannot be pickled: say so instead
            connection.send((False, RuntimeError(f"the worker's answer cannot be sent back: {exc!r}")))


def _watch(lifeline) -> None:
    """End this process as soon as the process that started it is gone."""
    def watch():
        try:
            lifeline.recv_bytes()  # nothing is ever written: this returns only when the writing end closes
        except (EOFError, OSError):
            pass
        os._exit(0)
    threading.Thread(target=watch, name="lifeline", daemon=True).start()


@contextmanager
def _interrupts_held():
    """Ctrl-C held back in this thread while workers start: they inherit the signal
    mask, so none is interrupted before it ignores Ctrl-C (_serve); one pressed
    meanwhile reaches this process afterwards. Where the system has no signal masks
    (Windows), nothing is held."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    # "spawn" starts multiprocessing's resource tracker first, which lets Ctrl-C through
    # again once it is up: started before Ctrl-C is held, it holds nothing back.
    from multiprocessing import resource_tracker
    resource_tracker.ensure_running()
    held = signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        if not held:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
