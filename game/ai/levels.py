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

# Read by the table setup through game.games.computer_levels(): this module
# imports no computer player until make_bot is called.
LEVELS = ("easy", "normal", "hard", "master")
GAMES = games.ids()  # every registered game has computer players
# The safety net per level: seconds of CPU time after which a decision stops
# whatever its work; twice what the level needs at most on the machine it is tuned on.
CAP = {"easy": 1.0, "normal": 1.0, "hard": 1.0, "master": 4.0}

# Per kind of game (the PILUS engine, the FITS and BITS editions), per level: the
# bot's work (see RampBot and PilusBot for their meaning). A BITS card has more
# answers to weigh (the neutral domino) and more cards per round than FITS, so
# the same time buys less work. Hard stays within about 0.5 s of CPU per decision
# and master within about 2 s on one core here; how these values were measured and
# what was tried instead is recorded in docs/ai-lab.md.
_FITS = {
    "easy": {"noise": 0.8},
    "normal": {},
    "hard": {"look_ahead": 16, "finalists": 8, "steps": 600, "rollouts": 64, "depth": 3, "boards": 11000,
             "endgame": 3, "endgame_moves": 4, "endgame_boards": 3500},
    "master": {"look_ahead": 20, "finalists": 8, "steps": 1600, "rollouts": 200, "depth": 4, "boards": 30000,
               "endgame": 3, "endgame_moves": 8, "endgame_boards": 20000},
}
_BITS = {
    "easy": {"noise": 0.8},
    "normal": {},
    "hard": {"look_ahead": 5, "finalists": 3, "steps": 140, "rollouts": 64},
    "master": {"look_ahead": 10, "finalists": 4, "steps": 800, "rollouts": 400},
}
# PILUS: master tuned on seeds 6000-6039 against hard (never on the seeds of the
# closing figures); weighing more candidates than this was not stronger there.
_PILUS = {
    "easy": {"noise": 4.0},
    "normal": {},
    "hard": {"look_ahead": 1, "candidates": 20, "pawn_weight": 1.0},
    "master": {"look_ahead": 2, "candidates": 80, "finalists": 16, "pawn_moves": 16, "pawn_weight": 1.0},
}
_SETTINGS = {"fits": _FITS, "bits": _BITS, "pilus": _PILUS}


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
    game = games.get(game_id)
    kind = game.rules.name
    if kind == "ramp":
        from game.content.ramp import load_edition  # loaded once a computer player is made
        kind = load_edition(game_id).kind
    return game.make_bot(level, seed, CAP[level] if cap is None else cap, clock=clock,
                         **_SETTINGS[kind][level])
