"""Running the game in its window until it closes: the frame loop over the App, and
Ctrl-C in the terminal closing it as the window's close button does."""
from __future__ import annotations

import sys

import pygame

from game.i18n import _
from game.shell.app import INTERRUPTED, App, FrameLoop


def run(first_scene, *args) -> int:
    """Open the window on the scene `first_scene` (a name, or what makes it; made with `args`) and run
    until the last scene is gone or the window is closed."""
    try:
        app = App()
    except pygame.error as exc:
        print(_("Cannot open the game window: {problem}", problem=exc), file=sys.stderr)
        return 1
    app.stack.push(first_scene, *args)
    loop = FrameLoop(app)
    pressed = None  # until the handler is set: a Ctrl-C interrupts the first frame
    try:
        # The window's first picture does not wait for the signal module (0.5 ms, issue 47).
        loop.frame()
        pressed = _close_on_ctrl_c(app)
        while app.running:
            loop.frame()
    except KeyboardInterrupt:  # Ctrl-C pressed before the handler was set, or again before the frame under way ended
        pass
    app.close()
    pygame.quit()
    return INTERRUPTED if pressed is None or pressed else 0


def _close_on_ctrl_c(app: App) -> list:
    """Ctrl-C in the terminal that started the game closes it as the window's close
    button does (the frame under way ends, then the game in progress and the settings
    are kept: App.close); pressed again before that frame ends, it interrupts it. The
    list returned gets an entry at the first press. A game started with Ctrl-C ignored
    (in the background of a shell) keeps ignoring it."""
    import signal

    pressed = []
    if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        return pressed

    def close(signum, frame):
        pressed.append(signum)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        app.quit()
    signal.signal(signal.SIGINT, close)
    return pressed
