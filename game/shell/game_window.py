"""Opening the game's window, with the game's icon.

pygame.Window first gives a window pygame's own icon (pygame_icon.bmp), read through
importlib.resources, whose first use imports zipfile and more: about 4 ms of the start's CPU
(issue 47), for a picture ours replaces at once. While the window opens, that file is read as
pygame.pkgdata itself falls back to: from beside pygame's package (through pkgdata where it
is not there, as in an app that keeps pygame's files elsewhere)."""
from __future__ import annotations

import os
from contextlib import contextmanager

import pygame
import pygame.pkgdata

from game.content.paths import icon_file
from game.logs import logger

ICON_SIZE = 128


def open_window(title: str, size) -> pygame.Window:
    """A resizable window titled `title`, `size` pixels, with the game's icon."""
    with _pygame_icon_read_plainly():
        window = pygame.Window(title, size, resizable=True)
    try:
        window.set_icon(pygame.image.load(icon_file(ICON_SIZE)))
    except (pygame.error, OSError) as exc:  # a missing icon is no reason not to play
        logger(__name__).warning("window icon: %s", exc)
    return window


@contextmanager
def _pygame_icon_read_plainly():
    through_resources = pygame.pkgdata.getResource
    folder = os.path.dirname(pygame.__file__)

    def plainly(identifier, pkgname=pygame.pkgdata.__name__):
        path = os.path.join(folder, identifier)
        return open(path, "rb") if os.path.isfile(path) else through_resources(identifier, pkgname)

    pygame.pkgdata.getResource = plainly
    try:
        yield
    finally:
        pygame.pkgdata.getResource = through_resources
