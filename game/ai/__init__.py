"""Computer opponents: make_bot(game_id, level, seed) decides from observe(state, player).

BotWorker (game.ai.worker) runs decisions off the window's frame loop. The
names below are imported on first use, so reading game.ai.levels.LEVELS (the
table setup does) loads no computer player.
"""
from importlib import import_module

__all__ = ["GAMES", "LEVELS", "Bot", "Observation", "make_bot", "observe"]
_HOME = {"GAMES": "levels", "LEVELS": "levels", "Bot": "levels", "make_bot": "levels",
         "Observation": "observation", "observe": "observation"}


def __getattr__(name):
    if name not in _HOME:
        raise AttributeError(f"module 'game.ai' has no attribute {name!r}")
    return getattr(import_module(f"game.ai.{_HOME[name]}"), name)
