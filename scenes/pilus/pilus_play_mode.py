"""What varies on the PILUS table screen (scenes.pilus.pilus_screen): a game people play,
a tutorial's guide (scenes.pilus.pilus_lesson) or a replay's player (scenes.pilus.pilus_replay).

The screen is one class; what differs comes in as a mode object. LivePlay is
the ordinary game and the protocol at once: a mode implements every method
below (a tutorial or a replay takes LivePlay's where it does as a game does).
The screen calls each at one point of its own; a method answering None leaves
the screen to do what a game does.
"""
from __future__ import annotations


class LivePlay:
    """People (and computers) playing a game: everything as a game does it."""

    keeps = True  # the game is written down to continue, and kept when finished
    shows_thinking = True  # a computer seat's line says it is thinking on its turn
    open_hands = False  # the hand of the player in turn shows face up (nobody at the screen plays)

    def attach(self, scene):
        """The screen this mode varies, once it is made (its first turn begun). A game that
        cannot start (the screen's `problem`) is never attached and calls no method here."""
        self.scene = scene

    def again(self):
        """The scene Restart begins, None for the same seats on a new deal."""
        return None

    def pause_options(self) -> dict:
        """The pause menu's options beyond Restart, the rules and the controls."""
        return {"on_abandon": self.scene.abandon}

    def before_step(self, dt: float) -> float | None:
        """The time this update step stands for, None when the mode took the step itself."""
        return dt

    def after_step(self):
        """Called after every update step the screen took."""

    def handle_event(self, event) -> bool | None:
        """An event the mode uses (True) or swallows (False), before the screen sees it."""
        return None

    def at_rest(self) -> bool | None:
        """Whether the screen's update changes nothing that shows until an event."""
        return None

    def control(self, player: int) -> bool:
        """True when the mode took the person's inputs of this step (the screen reads none)."""
        return False

    def click(self, pos) -> bool | None:
        """A left press the mode answers: True when used, False when not used."""
        return None

    def table_click(self) -> bool:
        """Whether a click on the table takes a spot or sends the pawn there."""
        return True

    def allows_spot(self, player: int) -> bool:
        """Whether the held tile's spot may be taken (the mode says why not itself)."""
        return True

    def allows(self, player: int, action) -> bool:
        """Whether the move goes to the engine (the mode says why not itself)."""
        return True

    def played(self, player: int, action):
        """A move the engine took, once the screen has begun showing it."""

    def recentred(self):
        """The camera was asked for the whole table."""

    def open_results(self) -> bool:
        """True when the mode showed the game's end itself."""
        return False

    def info_lines(self, mine: bool) -> tuple[str, tuple, str] | None:
        """The info box's words (first, its colour, second)."""
        return None

    def button(self, mine: bool) -> tuple[str, bool] | None:
        """The button beside the hand (label, focused)."""
        return None

    def hint_line(self) -> str | None:
        """The line along the bottom."""
        return None

    def shows_choice(self) -> bool:
        """Whether the held tile (or the pawn's targets) shows."""
        return True

    def before_draw(self, surface):
        """Drawn first, before the screen lays itself out (it may lay the screen out itself)."""

    def draw_under_held(self, surface):
        """Drawn on the table under the held tile."""

    def draw_over_held(self, surface):
        """Drawn over the held tile."""

    def after_draw(self, surface):
        """Drawn over everything else."""

    def tiles_on_screen(self, bounds):
        """The screen area the held tile's label keeps clear of, given the tiles'."""
        return bounds
