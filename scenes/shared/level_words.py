"""The computer levels in the table's words: the solo band each level plays in
(levels/<game>/computer-levels.toml names a rating title, the edition's
game.toml gives its points), and which level played like the player did. A
file that cannot be read is said where the level's strength would be (the game
screen refuses the seat with the same line), never a closed window."""
from __future__ import annotations

from game import games
from game.ai.levels import LEVELS
from game.content.computer_levels import level_band, load_level_settings
from game.content.content_error import ContentError
from game.i18n import _, ngettext
from game.message_keys import has, keyed


def band(game_id: str, level: str):
    """(the rating band `level` of `game_id` plays in, the game whose rating it is), or
    None. An edition without ratings names a band of the game its levels play alike."""
    title = level_band(game_id, level)
    if title is None:
        return None
    rated = [game_id] + [g for g in games.ids() if g != game_id]
    for gid in rated:
        rating = next((r for r in games.get(gid).ratings() if r.title == title), None)
        if rating is not None:
            return rating, gid
    return None


def level_line(game_id: str, level: str) -> str:
    """What the table setup says of a level's strength: its solo band and the points of
    it, or (PILUS, no solo game) how it plays; '' when the data says nothing; the
    file's problem when it cannot be read."""
    try:
        found = band(game_id, level)
    except ContentError as exc:
        return str(exc)
    if found is None:
        key = f"setup.level_line.{game_id}.{level}"
        return keyed(key) if has(key) else ""
    rating, rated = found
    title, game = keyed(rating.title), keyed(f"games.{rated}.name")
    if rating.high is None:
        return ngettext("Plays like a “{title}” solo player: {count} point or more in {game}.",
                        "Plays like a “{title}” solo player: {count} points or more in {game}.",
                        rating.low, title=title, count=rating.low, game=game)
    return ngettext("Plays like a “{title}” solo player: about {low} to {count} point in {game}.",
                    "Plays like a “{title}” solo player: about {low} to {count} points in {game}.",
                    rating.high, title=title, low=rating.low or 0, count=rating.high, game=game)


def about_line(game_id: str, level: str) -> str:
    """How the level plays. A level that misjudges its moves by chance and does not look
    ahead says so, whatever its name (in a short game even normal plays that way, so
    that each level plays in its own band); of two such levels, the one that misjudges
    less says so, so that no two levels of a game read alike. '' when the file cannot be
    read (level_line says why)."""
    try:
        settings = {name: load_level_settings(game_id, name) for name in LEVELS}
    except ContentError:
        return ""
    guessing = {name: s["noise"] for name, s in settings.items() if s.get("noise") and not s.get("look_ahead")}
    if level not in guessing:
        return keyed(f"setup.level_about.{level}")
    return keyed("setup.level_about.easy" if guessing[level] == max(guessing.values())
                 else "setup.level_about.misjudges-less")


def played_like(game_id: str, rating) -> str:
    """After a solo game rated `rating`: the computer level that plays in that band, or
    that the player did better than the strongest; '' when no level is near or the
    levels cannot be read."""
    try:
        bands = {level: found[0] for level in LEVELS if (found := band(game_id, level)) is not None}
    except ContentError:
        return ""
    like = [level for level, r in bands.items() if r.title == rating.title]
    if like:
        return _("You played like the {level} computer.", level=keyed(f"level.{like[-1]}"))
    top = max(bands, key=lambda level: bands[level].low or 0, default=None)
    if top is not None and (rating.low or 0) > (bands[top].low or 0):
        return _("You played better than the {level} computer.", level=keyed(f"level.{top}"))
    return ""
