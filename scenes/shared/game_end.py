"""What every final results screen shares: a fanfare on arrival, a menu, and
Back (Esc) to leave, which goes to the title screen unless told otherwise.

The results must be seen: for a moment after arriving, keys and clicks are not
taken (a confirm tapped twice to wave the last round through, or a held key
repeating, would otherwise start a new game), and the menu's first item is
always a harmless one that leaves the results underneath.
"""
from __future__ import annotations

from game.shell.scene_stack import Scene
from sprites import menu_widgets

SETTLE = 0.8  # seconds after arriving during which no input is taken


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
        return self.settling <= 0 and self.menu.handle_event(event)

    def update(self, dt):
        if self.settling > 0:
            self.settling -= dt
        elif self.app.input.menu_pressed("back"):
            self.leave()
        else:
            self.menu.update(self.app.input)
