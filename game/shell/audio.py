"""Sound: effects (sounds/*.wav, each read at its first play, played by name) and music
(sounds/music/<name>.ogg, streamed by pygame.mixer.music, one piece at a time).

Music changes without a stall: the piece playing fades out (the mixer fades
it by itself), and the next one starts, fading in, once the old has stopped
(update(), each frame). Effects and music have volumes of their own.

No audio device, a missing file or a broken one all mean silence for that
sound or piece, never a crash: the game is fully playable without sound.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from game.content.paths import SOUNDS_DIR
from game.logs import logger

MUSIC_FOLDER = "music"
FADE_OUT_MS = 900
FADE_IN_MS = 1500


def _clamped(volume: float) -> float:
    return min(1.0, max(0.0, volume))


# The rate every sound and piece of music is made at (tools/make_sounds.py, tools/make_music.py):
# mixed at it (App asks pygame.init for it), nothing is resampled, which halves the mixer's CPU (0.8% of a core to 0.4%
# while the title's music plays, issue 47). The system's sound server converts for the device.
SAMPLE_RATE = 22050
# Samples the mixer hands over at a time: 1024 (46 ms at SAMPLE_RATE) wakes its thread half as
# often as pygame's 512, so the idle title takes 0.8 % of a core instead of 1.0 % (bench_start,
# issue 47); an effect sounds up to 46 ms after what made it (23 ms before), under three frames.
MIXER_BUFFER = 1024


class Audio:
    def __init__(self, volume: float = 0.7, music_volume: float = 0.5, folder=SOUNDS_DIR, heard=None):
        """heard(name): told of every effect played, silent or not (the sound captions)."""
        self._heard = heard
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}  # None: it would not load
        self._volume = _clamped(volume)
        self._music_volume = _clamped(music_volume)
        self._pieces: dict[str, Path] = {}
        self._music: str | None = None  # the piece asked for (playing, or starting once the last fades)
        self._playing: str | None = None  # the piece loaded in the mixer
        self._files: dict[str, Path] = {}
        self.device = self._start_mixer()
        if not self.device:
            return
        # Each sound is read at its first play: reading them all cost a start about 7 ms of
        # CPU, most of what the first frame waited for beyond importing pygame.
        self._files = {path.stem: path for path in sorted(Path(folder).glob("*.wav"))}
        self._pieces = {path.stem: path for path in sorted((Path(folder) / MUSIC_FOLDER).glob("*.ogg"))}

    @staticmethod
    def _start_mixer() -> bool:
        if pygame.mixer.get_init():
            return True
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            logger(__name__).info("no audio device (%s): playing without sound", exc)
            return False
        return bool(pygame.mixer.get_init())

    @property
    def available(self) -> bool:
        """A sound device and sounds to play on it."""
        return bool(self._files)

    @property
    def names(self) -> list[str]:
        """The sounds that load (each is read now if it was not yet)."""
        return [name for name in self._files if self._sound(name) is not None]

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            sound = None
            path = self._files.get(name)
            if path is not None:
                try:
                    sound = pygame.mixer.Sound(path)
                    sound.set_volume(self._volume)
                except (pygame.error, OSError) as exc:
                    logger(__name__).warning("%s: %s (played as silence)", path, exc)
            self._sounds[name] = sound
        return self._sounds[name]

    @property
    def pieces(self) -> list[str]:
        """The music found (a piece may still fail to play: then it is silence)."""
        return sorted(self._pieces)

    # Effects ----------------------------------------------------------------
    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, volume: float):
        self._volume = _clamped(volume)
        for sound in self._sounds.values():
            if sound is not None:
                sound.set_volume(self._volume)

    def play(self, name: str):
        if self._heard is not None:
            self._heard(name)
        if self._volume > 0 and (sound := self._sound(name)) is not None:
            sound.play()

    # Music ------------------------------------------------------------------
    @property
    def music_volume(self) -> float:
        return self._music_volume

    def set_music_volume(self, volume: float):
        self._music_volume = _clamped(volume)
        if self._playing is not None:
            pygame.mixer.music.set_volume(self._music_volume)

    @property
    def music(self) -> str | None:
        """The piece asked for last (None: silence)."""
        return self._music

    @property
    def music_playing(self) -> str | None:
        """The piece the mixer streams now (the old one while it fades out)."""
        return self._playing

    def play_music(self, name: str | None):
        """Go over to the piece `name` (None: silence), fading; the same piece goes on. The
        next update() starts it (the App's, once the frame is drawn)."""
        if name == self._music:
            return
        self._music = name
        if self._playing is not None:
            pygame.mixer.music.fadeout(FADE_OUT_MS)  # the mixer fades it; update() starts the next

    def update(self):
        """Once a frame: start the piece asked for once the last one has faded out."""
        if self._playing is not None and pygame.mixer.music.get_busy():
            return  # the piece asked for plays on, or the last one is still fading out
        self._playing = None
        if self._music is None or not self.device:
            return
        path = self._pieces.get(self._music)
        if path is None:
            logger(__name__).warning("no music named %r (played as silence)", self._music)
            self._music = None
            return
        try:
            pygame.mixer.music.load(path)
            pygame.mixer.music.set_volume(self._music_volume)
            pygame.mixer.music.play(loops=-1, fade_ms=FADE_IN_MS)
        except pygame.error as exc:
            logger(__name__).warning("%s: %s (played as silence)", path, exc)
            del self._pieces[self._music]  # not tried again at every change of screen
            self._music = None
            return
        self._playing = self._music


def sound_possible(environ=os.environ, root: Path = Path("/")) -> bool:
    """False on a Linux machine with no sound card, no sound server and no ALSA set-up of
    its own: SDL would fall back to ALSA there, whose library prints some 16 'ALSA lib ...'
    errors to the terminal at every start before failing anyway (the app then opens
    SDL's silent dummy device instead)."""
    if not sys.platform.startswith("linux") or environ.get("SDL_AUDIODRIVER"):
        return True
    runtime = Path(environ.get("XDG_RUNTIME_DIR") or "/nonexistent")
    home = Path(environ.get("HOME") or "/nonexistent")
    if environ.get("PULSE_SERVER") or (runtime / "pulse" / "native").exists() or (runtime / "pipewire-0").exists():
        return True
    if (home / ".asoundrc").exists() or (root / "etc" / "asound.conf").exists() or (root / "dev" / "dsp").exists():
        return True
    try:
        cards = (root / "proc" / "asound" / "cards").read_text()
    except OSError:
        return False
    return "no soundcards" not in cards
