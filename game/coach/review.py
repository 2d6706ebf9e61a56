"""Review of a replay: the decisions where the master level would have chosen
otherwise, worst first, each with the points the master expects it to cost.

Every decision is weighed from the observation of the player who took it
(game.ai.observe): what that player saw, never the order of the cards or
tiles still hidden. The master thinks as long as its work takes, so a review
of the same replay gives the same marks on every run.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.ai import observe
from game.ai.process_pool import ProcessPool
from game.coach.master import weigh


@dataclass(frozen=True)
class Decision:
    """move: the index of the move in replay.moves; played: the action as the rules
    engine holds it; better: the master's action from the same observation; loss:
    the points the master expects `played` to cost against `better` (> 0), to 2
    decimals."""

    move: int
    player: int
    played: object
    better: object
    loss: float


class ReviewStopped(Exception):
    """The review was stopped (its stop() said so) before every decision was weighed."""


def review(replay, progress: Callable[[int, int], None] | None = None,
           stop: Callable[[], bool] | None = None, jobs: int = 1, weighed: list | None = None) -> list[Decision]:
    """The marked decisions of every player in `replay` (what
    game.replay.files.load_replay returns), worst first, ties by move index.
    Decisions with a single legal move are not weighed. progress(done, total)
    is called after each decision weighed; when stop() returns True the review
    raises ReviewStopped. A move the rules refuse raises the replay's
    ReplayError (as the referee says it). jobs: processes weighing decisions at
    once (each decision is weighed alone, so the marks are the same). weighed: the
    answers of the decisions weighed before, in order, each new one appended (a review
    stopped and asked again goes on from where it was)."""
    asked = questions(replay)
    weighed = [] if weighed is None else weighed
    marked = []
    answers = _answers(asked[len(weighed):], jobs)
    try:
        for done, (index, player, observation, played) in enumerate(asked, 1):
            if done <= len(weighed):
                found = weighed[done - 1]
            else:
                if stop is not None and stop():
                    raise ReviewStopped(f"stopped after {done - 1} of {len(asked)} decisions")
                found = next(answers)
                weighed.append(found)
            if found is not None:
                marked.append(Decision(index, player, played, *found))
            if progress is not None:
                progress(done, len(asked))
    finally:
        answers.close()  # the decisions not weighed yet are not weighed
    return sorted(marked, key=lambda d: (-d.loss, d.move))


def _answers(asked, jobs: int):
    """weigh() of each question in turn, worked out `jobs` at a time (here alone
    where the system gives no worker processes)."""
    pool = None
    if jobs > 1:
        try:
            pool = ProcessPool(jobs)
        except (OSError, NotImplementedError, ImportError):
            pass
    if pool is None:
        for _, _, observation, played in asked:
            yield weigh(observation, played)
        return
    futures = []
    try:
        futures = [pool.submit(weigh, observation, played) for _, _, observation, played in asked]
        for future in futures:
            yield future.result()
    finally:
        # Stopped: nothing under way is waited for. All weighed: the idle workers end at once
        # and are waited for (their CPU time is then counted as this process's children's).
        pool.shutdown(wait=all(future.done() for future in futures), cancel_futures=True)


def questions(replay) -> list[tuple]:
    """(move index, player, their observation, the move played) of each decision
    with more than one legal move, in the replay's order."""
    replay.play()  # a move the rules refuse is named before any weighing
    state = replay.new_state()
    found = []
    for index, (player, action) in enumerate(replay.moves):
        if len(state.legal_actions(player)) > 1:
            found.append((index, player, observe(state, player), action))
        state.apply_action(player, action)
    return found


def position_before(replay, move: int):
    """The game state just before replay.moves[move] (to show the move played and
    the master's side by side)."""
    return replay.play(moves=replay.moves[:move])


def review_json(replay, decisions) -> dict:
    """The review as `main.py --review FILE --headless` prints it: each move in the
    replay file's move format (docs/replay.md)."""
    codec = replay.codec
    return {"decisions": [{"move": d.move, "player": d.player, "played": codec.move_json(d.player, d.played),
                           "better": codec.move_json(d.player, d.better), "loss": d.loss} for d in decisions]}
