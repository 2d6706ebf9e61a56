"""`main.py --review FILE --headless`: the review as one JSON line, no window."""
from __future__ import annotations

import os

from game.coach.review import review, review_json
from game.replay.referee import answer


def run_review(path, out=None, err=None) -> int:
    """Print {"decisions": [...]} (worst first) and return 0, or the referee's one
    line on stderr and return 1. out, err: the process's streams unless given."""
    jobs = min(2, os.cpu_count() or 1)
    return answer(path, lambda replay: review_json(replay, review(replay, jobs=jobs)), "reviewed", out, err)
