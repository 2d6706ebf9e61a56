"""Straight into a game, for desktop shortcuts: `main.py --new GAME [--seed N]`
and `main.py --daily GAME` open the game at once, skipping the menus, for one
person on the left keyboard zone with its default keys (named as the last
table set up named its first person). A new game for two at least (PILUS)
seats computers beside them, as the table setup does for one person alone;
its daily challenge seats the day's fixed computers (game.saved.daily).
"""
from __future__ import annotations

import sys

from game import games
from game.saved.daily import daily_seats, daily_seed, utc_today
from game.i18n import _
from game.shell.input import KEYS_LEFT, Seat, computer_seat, is_computer

OPPONENT_LEVEL = "normal"


def person(app) -> Seat:
    remembered = next((seat["name"] for seat in app.settings.last_seats if not is_computer(seat["device"])), None)
    return Seat(remembered or _("Player {number}", number=1), KEYS_LEFT)


def new_game(app, game_id: str, seed: int | None = None, ghost: str | None = None):
    """The game scene of `game_id` with a new deal (`seed`'s, or a random one), racing the
    ghost `ghost` names (game.saved.best_ghost.find_ghost) if any."""
    game = games.get(game_id)
    computers = [computer_seat(n, OPPONENT_LEVEL) for n in range(1, game.min_players)]
    return app.stack.make(game.part("game_screen"), game_id, [person(app), *computers], seed, **_race(game_id, ghost))


def daily_game(app, game_id: str, ghost: str | None = None):
    """Today's daily challenge of `game_id` (alone, or against its fixed computer seats)."""
    today = utc_today()
    return app.stack.make(games.get(game_id).part("game_screen"), game_id, daily_seats(game_id, person(app)),
                          daily_seed(game_id, today), daily=today, **_race(game_id, ghost))


def _race(game_id: str, ghost: str | None) -> dict:
    """The ghost source for the game scene, when the command line names one; a game that
    cannot race one refuses it in one line and starts without it."""
    if ghost is None:
        return {}
    if not games.get(game_id).races:
        print(f"ghost: {game_id} has no race against a ghost (a game played alone card by card has)", file=sys.stderr)
        return {}
    return {"race": ghost}
