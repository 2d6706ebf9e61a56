"""PILUS sentences with a number in them, each counted through a plural form."""
from __future__ import annotations

from game.i18n import _, ngettext
from game.message_keys import keyed


def level_points(level: int, points: int) -> str:
    """What laying the held tile here would do: 'Level 2 · 8 points'."""
    return ngettext("Level {level} · {points} point", "Level {level} · {points} points", points,
                    level=level, points=points)


def turn_banner(name: str) -> str:
    """The banner over the table: '{name}'s turn', addressed to the player where the seat
    is the tutorial's 'You' (not 'You's turn', 'Du ist dran')."""
    if name == keyed("tutorial.pilus.you"):
        return _("Your turn")
    return _("{name}'s turn", name=name)
