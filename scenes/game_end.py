"""What every final results screen shares: a fanfare on arrival, a menu, and
Back (Esc) to leave, which goes to the title screen unless told otherwise.
"""
from __future__ import annotations

from game.scene_stack import Scene
from sprites import ui


class GameEndScene(Scene):
    def __init__(self, app, items: list[ui.MenuItem]):
        super().__init__(app)
        self.menu = ui.MenuList(items, play=app.audio.play)

    def on_enter(self):
        self.app.audio.play("win")

    def leave(self):
        self.to_title()

    def to_title(self):
        self.app.stack.clear_to("title")

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        if self.app.input.menu_pressed("back"):
            self.leave()
        else:
            self.menu.update(self.app.input)
