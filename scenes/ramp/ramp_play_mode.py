"""What varies on the ramp games' screen (scenes.ramp.ramp_screen): a game people play
or a tutorial's guide (scenes.ramp.ramp_lesson). The ramp replays have a viewer of
their own (scenes.ramp.replay_viewer).

The screen is one class; what differs comes in as a mode object. LivePlay is
the ordinary game and the protocol at once: a mode implements every method
below (a tutorial takes LivePlay's where it does as a game does). The screen
calls each at one point of its own; a method answering None leaves the screen
to do what a game does.
"""
from __future__ import annotations


class LivePlay:
    """People (and computers) playing a game: everything as a game does it."""

    keeps = True  # the game is written down to continue, and kept when finished
    shows_controls = True  # each person's controls on their board until they first act

    def attach(self, scene):
        """The screen this mode varies, as it begins to be made."""
        self.scene = scene

    def table(self):
        """(edition, deal) to play, None for the game's own edition and the seed's deal."""
        return None

    def again(self):
        """The scene Restart begins, None for the same game on the same deal."""
        return None

    def pause_options(self) -> dict:
        """The pause menu's options beyond Restart and the rules."""
        scene = self.scene
        return {"on_abandon": scene.abandon, "on_undo": scene.undo if scene.can_undo else None}

    def before_step(self):
        """Called at every update step the pause did not take, before anything moves."""

    def resumed(self):
        """The screen shows again (back from the pause or a round's results)."""

    def game_over(self) -> bool:
        """True when the mode showed the game's end itself (after the last round's results)."""
        return False

    def allows(self, player: int, action) -> bool:
        """Whether the move goes to the engine (the mode says why not itself)."""
        return True

    def allows_skip(self, player: int) -> bool:
        """Whether the set-aside (or neutral piece) input is taken now (the mode says why not itself)."""
        return True

    def laid_out(self, surface, side):
        """The ramps were laid out for the window again; side: the card column."""

    def draw_cards(self, surface, side) -> bool:
        """True when the mode drew the card column itself."""
        return False

    def after_draw(self, surface):
        """Drawn over everything else."""
