"""Computer opponents: make_bot(game_id, level, seed) decides from observe(state, player).

BotWorker (game.ai.worker) runs decisions off the window's frame loop.
"""
from game.ai.levels import GAMES, LEVELS, Bot, make_bot
from game.ai.observation import Observation, observe

__all__ = ["GAMES", "LEVELS", "Bot", "Observation", "make_bot", "observe"]
