"""Going on with a game in progress (game.in_progress): the scene of its game,
with its seats, deal and moves, as it stood when it was last written down."""
from __future__ import annotations

from game.daily import utc_today
from game.in_progress import GameInProgress

PILUS = "pilus"


def resumed_scene(app, saved: GameInProgress):
    """The game scene going on with `saved` (a daily challenge resumed after its day is practice)."""
    saved = saved.resumed_on(utc_today())
    if saved.game == PILUS:
        from scenes.pilus_game import PilusGameScene
        return PilusGameScene(app, list(saved.seats), saved=saved)
    from scenes.ramp_game import RampGameScene
    return RampGameScene(app, saved.game, list(saved.seats), saved=saved)
