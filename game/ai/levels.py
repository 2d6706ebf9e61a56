"""The three levels of computer opponent per game, behind one door: make_bot."""
from __future__ import annotations

from typing import Protocol

from game import games

# Read by the table setup through game.games.computer_levels(): this module
# imports no computer player until make_bot is called.
LEVELS = ("easy", "normal", "hard")
GAMES = games.ids()  # every registered game has computer players
# Seconds of thinking per decision on the 2-core machine the game is tuned on.
HARD_BUDGET = 0.5

# Per rules engine (game.games.Rules.name), per level: the bot's settings
# (see RampBot and PilusBot for their meaning).
_RAMP = {
    "easy": {"noise": 0.8},
    "normal": {},
    "hard": {"look_ahead": 12, "finalists": 4, "rollouts": 400},
}
_PILUS = {
    "easy": {"noise": 4.0},
    "normal": {},
    "hard": {"replies": 12, "candidates": 12},
}
_SETTINGS = {"ramp": _RAMP, "pilus": _PILUS}


class Bot(Protocol):
    game_id: str
    level: str

    def choose(self, observation):
        """A legal move for the observed seat, decided from the observation alone."""

    def warm_up(self) -> None:
        """Load the rules data decisions need."""


def make_bot(game_id: str, level: str, seed: int, budget: float | None = None) -> Bot:
    """A computer opponent. seed: its own randomness (with the observation, it fixes
    every decision); budget: seconds of thinking per decision (default: the level's)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    if budget is None:
        budget = HARD_BUDGET if level == "hard" else 0.0
    if game_id not in GAMES:
        raise ValueError(f"no computer opponent for {game_id!r}; games: {', '.join(GAMES)}")
    game = games.get(game_id)
    return game.make_bot(level, seed, budget, **_SETTINGS[game.rules.name][level])
