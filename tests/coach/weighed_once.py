"""The master's weighing of a decision, done once per test run for the tests that need the
marks but not a weighing of their own (shared_results, on either worker): that the same
decision always gets the same weighing is tests/coach/test_review.py's to check, with
reviews weighed anew."""
from __future__ import annotations

import pickle
from contextlib import contextmanager

import pytest

from tools.screen_states.shared_results import kept


@contextmanager
def weighed_once():
    """Within it, review() (in this process) weighs each decision once per run."""
    import game.coach.review
    weigh = game.coach.review.weigh

    def once(observation, played):
        return kept(f"coach weighs {pickle.dumps((observation, played)).hex()}", lambda: weigh(observation, played))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(game.coach.review, "weigh", once)
        yield
