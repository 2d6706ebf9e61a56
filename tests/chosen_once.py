"""A computer player's move from an observation, worked out once per test run (shared_results, on
either worker), for tests that have the window's computer decide a position and then ask the
same bot for it again to compare: the key names the bot in full (its repr: game, level, seed and
every amount of work) and the observation, so a window that asked another bot, or from another
position, still gets a choice of its own. That a bot chooses the same move every time from the
same observation is tests/ai/'s to check."""
from __future__ import annotations

import pickle
from contextlib import contextmanager

import pytest

from tools.screen_states.shared_results import kept


@contextmanager
def each_choice_once():
    """Within it, every RampBot's and PilusBot's choose() in this process goes through kept()."""
    from game.ai.pilus_bot import PilusBot
    from game.ai.ramp_bot import RampBot
    with pytest.MonkeyPatch.context() as patch:
        for bot_class in (RampBot, PilusBot):
            def once(bot, observation, choose=bot_class.choose):
                return kept(f"{bot!r} chooses {pickle.dumps(observation).hex()}", lambda: choose(bot, observation))
            patch.setattr(bot_class, "choose", once)
        yield
