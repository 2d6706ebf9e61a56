"""What the ramp games' and PILUS's table screens share: how a game is entered."""
from __future__ import annotations

from game.i18n import _
from game.shell.scene_stack import SeatedScene


def of_the_game(key: str) -> property:
    """A game screen's attribute that is the game's own (its seed, deal, day...): read from the
    game.saved.in_progress.GameInProgress the screen plays (`played`), never copied from it."""
    return property(lambda scene: getattr(scene.played, key))


class GameScene(SeatedScene):
    """A game at the players' seats. The scene holds `problem` (why the game cannot
    start, or None), `seats` and `state` (the rules state), and saves the moves so far with `_save()`."""

    def on_enter(self):
        if self.problem:
            self.app.stack.replace("text_page", _("This game cannot start"), self.problem)
            return
        self.take_seats(self.seats)
        self.app.audio.play("card")
        if not self.state.is_terminal():
            self._save()  # at once: a window closed before the first move leaves it to continue
