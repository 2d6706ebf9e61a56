"""Sound captions: while Settings has them on, each sound that says something (a piece
lands, a card, a refusal, a round's or the game's end) is also written near the bottom of
the screen for CAPTION_TIME seconds, in the game's language. The App hands it every
sound played (game.shell.audio.Audio, the one door for sounds) and advances it with the
frame's steps; the screens draw what it shows (scenes/shared/caption_overlay.py)."""
from __future__ import annotations

from game.i18n import N_, _

CAPTION_TIME = 2.0  # seconds a caption stays up
MOST_SHOWN = 3  # the newest captions shown at once; an older one goes
# The sounds that carry something the player should know, and what each says. The
# menus' clicks and a piece's turn only answer the player's own press, seen on screen.
SAID = {
    "slide": N_("A move is played"),
    "land": N_("Piece lands"),
    "card": N_("Chime: new card or points"),
    "refused": N_("Move refused"),
    "round_end": N_("Round ends"),
    "win": N_("Game ends"),
}


class Captions:
    def __init__(self, on: bool = False):
        self.on = on
        self._shown: list[list] = []  # [sound name, seconds left], oldest first

    def heard(self, sound: str):
        """A sound was played: its caption comes up (again, as the newest) while captions are on."""
        if not self.on or sound not in SAID:
            return
        self._shown = [shown for shown in self._shown if shown[0] != sound][-(MOST_SHOWN - 1):]
        self._shown.append([sound, CAPTION_TIME])

    def update(self, dt: float):
        for shown in self._shown:
            shown[1] -= dt
        self._shown = [shown for shown in self._shown if shown[1] > 0]

    @property
    def showing(self) -> bool:
        return bool(self._shown)

    def lines(self) -> list[str]:
        """The captions up now, oldest first, in the language of the moment."""
        return [_(SAID[sound]) for sound, __ in self._shown]
