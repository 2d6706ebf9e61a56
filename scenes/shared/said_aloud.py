"""Speech (game.shell.speech) following every screen, run after each drawn frame: a screen
newly on top says its heading (the last sprites.ui.screen_title drew) and its menu's focused
line; a focus moved, or a focused value changed, says the line. A screen with no menu says
nothing of itself: a game says its state on the 'say' action."""
from __future__ import annotations

from sprites import ui


def say_what_changed(app, surface):
    title = ui.take_title()  # taken every frame, so a heading is never a screen's before
    top = app.stack.top
    if top is None or not app.speech.on:
        return
    menu = getattr(top, "menu", None)
    focused = menu.focused.text if menu is not None and menu.items else None
    app.speech.follow(top, title, focused)
