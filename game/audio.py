"""Sound effects: sounds/*.wav loaded once, played by name.

No audio device, a missing file or a broken one all mean silence for that
sound, never a crash: the game is fully playable without sound.
"""
from __future__ import annotations

import logging

import pygame

from game.content.paths import SOUNDS_DIR

log = logging.getLogger(__name__)


class Audio:
    def __init__(self, volume: float = 0.7, folder=SOUNDS_DIR):
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = min(1.0, max(0.0, volume))
        if not self._start_mixer():
            return
        for path in sorted(folder.glob("*.wav")):
            try:
                self._sounds[path.stem] = pygame.mixer.Sound(path)
            except (pygame.error, OSError) as exc:
                log.warning("%s: %s (played as silence)", path, exc)
        self.set_volume(volume)

    @staticmethod
    def _start_mixer() -> bool:
        if pygame.mixer.get_init():
            return True
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            log.info("no audio device (%s): playing without sound", exc)
            return False
        return bool(pygame.mixer.get_init())

    @property
    def available(self) -> bool:
        return bool(self._sounds)

    @property
    def names(self) -> list[str]:
        """The sounds that loaded."""
        return sorted(self._sounds)

    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, volume: float):
        self._volume = min(1.0, max(0.0, volume))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def play(self, name: str):
        sound = self._sounds.get(name)
        if sound is not None and self._volume > 0:
            sound.play()
