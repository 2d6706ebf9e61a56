"""The three levels of computer opponent per game, behind one door: make_bot."""
from __future__ import annotations

from typing import Protocol

from game.ai.observation import Observation
from game.ai.pilus_bot import PilusBot
from game.ai.ramp_bot import RampBot
from game.content.ramp import RAMP_GAME_IDS

LEVELS = ("easy", "normal", "hard")
GAMES = RAMP_GAME_IDS + ("pilus",)
# Seconds of thinking per decision on the 2-core machine the game is tuned on.
HARD_BUDGET = 0.5

# Per level: the bot's settings (see RampBot and PilusBot for their meaning).
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


class Bot(Protocol):
    game_id: str
    level: str

    def choose(self, observation: Observation):
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
    if game_id in RAMP_GAME_IDS:
        return RampBot(game_id, level, seed, budget, **_RAMP[level])
    if game_id == "pilus":
        return PilusBot(level, seed, budget, **_PILUS[level])
    raise ValueError(f"no computer opponent for {game_id!r}; games: {', '.join(GAMES)}")
