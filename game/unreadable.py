"""Why a file could not be read, in words a player understands: the same words for a
replay (game.replay.files) and for the player's own files (game.saved)."""
from __future__ import annotations

import errno

from game import i18n
from game.i18n import _
from game.untrusted import InputError, IsALink, NotAFile, TooLarge


def unreadable_reason(exc: Exception) -> str:
    """Why a file could not be read, in words a player understands."""
    from game.replay.replay_error import ReplayError  # here: game.replay reads its files with this module
    if isinstance(exc, ReplayError):  # a replay or a game in progress that the game cannot play
        return exc.in_words()
    if isinstance(exc, FileNotFoundError):
        return _("there is no such file (any more)")
    if isinstance(exc, IsALink):
        return _("it is a link to another file, which the game does not follow")
    if isinstance(exc, (NotAFile, IsADirectoryError)):
        return _("there is a folder or a device by that name, not a file")
    if isinstance(exc, TooLarge):
        return _("the file is too large (more than {size} KiB)", size=i18n.number(exc.limit // 1024))
    if isinstance(exc, InputError):  # the bytes are no JSON this game reads
        return _("the file is damaged (not readable as data)")
    if getattr(exc, "errno", None) == errno.ENAMETOOLONG:
        return _("its name is too long for the system")
    if isinstance(exc, PermissionError):
        return _("the system does not let the game read it")
    if isinstance(exc, OSError):
        return _("the system could not read it")
    return _("the file holds something this version of the game cannot use")
