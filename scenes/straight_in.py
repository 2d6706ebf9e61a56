"""Straight into a game, for desktop shortcuts: `main.py --new GAME [--seed N]`
and `main.py --daily GAME` open the game at once, skipping the menus, for one
person on the left keyboard zone with its default keys (named as the last
table set up named its first person). PILUS takes two at least: the person
plays a computer, as the table setup seats them when alone.
"""
from __future__ import annotations

from game.daily import daily_seed, utc_today
from game.input import KEYS_LEFT, Seat, computer_device, is_computer

PILUS = "pilus"
OPPONENT = computer_device("normal")


def person(app) -> Seat:
    remembered = next((seat["name"] for seat in app.settings.last_seats if not is_computer(seat["device"])), None)
    return Seat(remembered or app.tr("setup.default_name", number=1), KEYS_LEFT)


def new_game(app, game_id: str, seed: int | None = None):
    """The game scene of `game_id` with a new deal (`seed`'s, or a random one)."""
    if game_id == PILUS:
        from scenes.pilus_game import PilusGameScene
        opponent = Seat(app.tr("setup.computer_name", number=1, level=app.tr("level.normal")), OPPONENT)
        return PilusGameScene(app, [person(app), opponent], seed)
    from scenes.ramp_game import RampGameScene
    return RampGameScene(app, game_id, [person(app)], seed)


def daily_game(app, game_id: str):
    """Today's daily challenge of `game_id` (a solo game)."""
    from scenes.ramp_game import RampGameScene
    today = utc_today()
    return RampGameScene(app, game_id, [person(app)], daily_seed(game_id, today), today)
