"""Going on with a game in progress (game.in_progress): the scene of its game,
with its seats, deal and moves, as it stood when it was last written down."""
from __future__ import annotations

from game import games
from game.daily import utc_today
from game.in_progress import GameInProgress


def resumed_scene(app, saved: GameInProgress):
    """The game scene going on with `saved` (a daily challenge resumed after its day is practice)."""
    saved = saved.resumed_on(utc_today())
    return app.stack.make(games.get(saved.game).game_scene, saved.game, list(saved.seats), saved=saved)
