"""What every final results screen shares: a fanfare on arrival, a menu, and
Back (Esc) to leave, which goes to the title screen unless told otherwise.

The results must be seen: until a moment has passed after arriving with nothing
pressed, keys and clicks are not taken; a press in that moment starts it again. So
a confirm tapped on and on to wave the last round's scoring through, a Back
pressed twice, or a held key repeating, never leaves the results unseen nor
starts anything; a press after the pause does. The menu's first item is always a
harmless one that leaves the results underneath.
"""
from __future__ import annotations

import pygame

from game.shell.scene_stack import Scene
from sprites import menu_widgets

SETTLE = 0.8  # seconds without a press after arriving, before input is taken
SETTLE_PRESSES = ("confirm", "back", "pause")


class GameEndScene(Scene):
    # The results stand still (the moment without input shows nothing: it only lets the
    # wake-ups count it down); a screen with something still moving says so.
    at_rest = True

    def __init__(self, app, items: list[menu_widgets.MenuItem]):
        super().__init__(app)
        self.menu = menu_widgets.MenuList(items, play=app.audio.play)
        self.settling = SETTLE

    def on_enter(self):
        self.app.audio.play("win")

    def leave(self):
        self.to_title()

    def to_title(self):
        self.app.stack.clear_to("title")

    def show_high_scores(self, game_id: str):
        """Pushed over the results: Back comes back to them."""
        self.app.stack.push("high_scores", game_id)

    def handle_event(self, event) -> bool:
        if self.settling > 0:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.settling = SETTLE  # a click in the moment: the moment starts again
            return False
        return self.menu.handle_event(event)

    def update(self, dt):
        if self.settling > 0:
            if any(self.app.input.menu_pressed(action) for action in SETTLE_PRESSES):
                self.settling = SETTLE  # pressed in the moment: the moment starts again
            else:
                self.settling -= dt
        elif self.app.input.menu_pressed("back"):
            self.leave()
        else:
            self.menu.update(self.app.input)
