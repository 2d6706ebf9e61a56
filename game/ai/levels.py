"""The levels of computer opponent per game, behind one door: make_bot.

A level is an amount of work per decision (look-ahead, rollouts, sampled
hands), so a deal, a level and a bot seed give the same moves on any machine
and under any load. On one core of the 2-core machine the levels are tuned on,
hard thinks at most about half a second per decision and master about two.
"""
from __future__ import annotations

from typing import Callable, Protocol

from game import games
from game.ai.think_clock import CPU_TIME

# Read by the table setup: this module imports no computer player until make_bot is called.
LEVELS = ("easy", "normal", "hard", "master")
GAMES = games.ids()  # every registered game has computer players
# The safety net per level: seconds of CPU time after which a decision stops
# whatever its work; twice what the level needs at most on the machine it is tuned on.
CAP = {"easy": 1.0, "normal": 1.0, "hard": 1.0, "master": 4.0}

# Each level's work per game (look-ahead, rollouts, boards weighed) is data in
# levels/<game>/computer-levels.toml, so the ladder is recalibrated without code.


class Bot(Protocol):
    game_id: str
    level: str

    def choose(self, observation):
        """A legal move for the observed seat, decided from the observation alone."""

    def warm_up(self) -> None:
        """Load the rules data decisions need."""


def make_bot(game_id: str, level: str, seed: int, cap: float | None = None,
             clock: Callable[[], float] = CPU_TIME) -> Bot:
    """A computer opponent. seed: its own randomness (with the observation, it fixes
    every decision); cap: seconds of thinking after which a decision stops whatever
    the level's work (default: the level's safety net); clock: what measures them."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    if game_id not in GAMES:
        raise ValueError(f"no computer opponent for {game_id!r}; games: {', '.join(GAMES)}")
    from game.content.computer_levels import load_level_settings  # read once a computer player is made
    return games.get(game_id).make_bot(level, seed, CAP[level] if cap is None else cap, clock=clock,
                                       **load_level_settings(game_id, level))
