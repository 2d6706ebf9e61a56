"""What the ramp games' and PILUS's table screens share: how a game is entered."""
from __future__ import annotations

from game.i18n import _
from game.shell.scene_stack import SeatedScene


class GameScene(SeatedScene):
    """A game at the players' seats. The scene holds `problem` (why the game cannot
    start, or None), `seats` and `game`, and saves the moves so far with `_save()`."""

    def on_enter(self):
        if self.problem:
            self.app.stack.replace("text_page", _("This game cannot start"), self.problem)
            return
        self.take_seats(self.seats)
        self.app.audio.play("card")
        if not self.game.is_terminal():
            self._save()  # at once: a window closed before the first move leaves it to continue
