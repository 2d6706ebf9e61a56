#!/usr/bin/env python3
"""Compose and synthesise the game's music into sounds/music/*.ogg.

Run it again after changing a recipe: python tools/make_music.py
(needs numpy and soundfile, from requirements-dev.txt; the game itself only
plays the files). The output is deterministic: each piece is composed from
its own seed, so the committed files only change when a recipe does.

Each piece is one seamless loop of several sections. A section takes a chord
progression, an arpeggio pattern, a key shift and a set of instruments from
the piece's recipe, and a melody of its own composed from the seed (a motif,
answered and varied), so a long game hears the same bars rarely. The music is
mixed into a circular buffer: notes sounding past the end ring on into the
start, so the last sample joins the first with no click.
"""
from __future__ import annotations

import argparse
import random
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import soundfile

RATE = 22050  # mono: calm music needs no more, and the files stay small
PEAK = 0.5  # of full scale: lossy encoding may overshoot a little, never to clipping
QUALITY = 0.1  # Vorbis compression level (0 best quality .. 1 smallest)
BLOCK = 8192  # samples handed to the encoder at a time
MUSIC_DIR = Path(__file__).resolve().parent.parent / "sounds" / "music"
BEATS_PER_BAR = 4
BARS_PER_SECTION = 8

# Scale steps in semitones from the tonic (a mode), by name.
MODES = {"ionian": (0, 2, 4, 5, 7, 9, 11), "dorian": (0, 2, 3, 5, 7, 9, 10), "lydian": (0, 2, 4, 6, 7, 9, 11)}


@dataclass(frozen=True)
class Recipe:
    """tonic: MIDI note of the key; progressions: per section, chords as scale
    degrees (0 = the tonic's chord), one per two bars; shifts: the key's shift in
    semitones per section; layers: the instruments playing in each section."""

    seed: int
    tempo: float  # beats per minute
    tonic: int
    mode: str
    progressions: tuple[tuple[int, ...], ...]
    shifts: tuple[int, ...]
    layers: tuple[frozenset, ...]


FULL = frozenset({"pad", "bass", "arp", "melody"})
NO_MELODY = frozenset({"pad", "bass", "arp"})
QUIET = frozenset({"pad", "melody"})
SPARSE = frozenset({"pad", "bass", "melody"})

RECIPES = {
    # The ramp games: bright and unhurried, pieces sliding into place.
    "ramp": Recipe(seed=11, tempo=76, tonic=60, mode="ionian",
                   progressions=((0, 5, 3, 4), (0, 3, 5, 4), (5, 3, 0, 4), (3, 0, 4, 5),
                                 (0, 5, 3, 4), (1, 4, 0, 5), (3, 4, 0, 0), (5, 3, 1, 4)),
                   shifts=(0, 0, 5, 5, 0, -3, 0, 0),
                   layers=(NO_MELODY, FULL, SPARSE, FULL, QUIET, FULL, NO_MELODY, FULL)),
    # PILUS: slower and warmer, a long game around one table.
    "pilus": Recipe(seed=23, tempo=64, tonic=62, mode="dorian",
                    progressions=((0, 3, 0, 4), (0, 6, 3, 4), (3, 0, 6, 4), (0, 2, 3, 4),
                                  (5, 3, 0, 4), (0, 3, 6, 0), (3, 4, 0, 0), (0, 6, 5, 4)),
                    shifts=(0, 0, 0, -2, -2, 3, 0, 0),
                    layers=(QUIET, NO_MELODY, FULL, SPARSE, FULL, QUIET, FULL, NO_MELODY)),
    # The menus: short and light, under the title and the settings.
    "menu": Recipe(seed=5, tempo=72, tonic=57, mode="lydian",
                   progressions=((0, 1, 5, 4), (0, 1, 3, 4)),
                   shifts=(0, 0),
                   layers=(QUIET, FULL)),
}


def hz(note: float) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


class Score:
    """A circular mix buffer: what is added past the end rings on at the start."""

    def __init__(self, seconds: float):
        self.buffer = np.zeros(int(round(seconds * RATE)))

    def add(self, start: float, samples: np.ndarray):
        n = len(self.buffer)
        index = (int(round(start * RATE)) + np.arange(len(samples))) % n
        np.add.at(self.buffer, index, samples)

    def echo(self, delay: float, feedback: float, taps: int = 4) -> np.ndarray:
        """The buffer with a soft echo, wrapping like the notes do."""
        out = self.buffer.copy()
        step = int(round(delay * RATE))
        for tap in range(1, taps + 1):
            out += feedback ** tap * np.roll(self.buffer, step * tap)
        return out


def voice(freq: float, length: float, attack: float, decay: float, partials=((1, 1.0),)) -> np.ndarray:
    """A note: partials (frequency ratio, weight), an attack ramp, an exponential decay
    (seconds to fall by e) and a short release so it ends on zero."""
    t = np.arange(int(length * RATE)) / RATE
    wave = sum(weight * np.sin(2 * np.pi * freq * ratio * t) for ratio, weight in partials)
    envelope = np.minimum(1.0, t / attack) * np.exp(-t / decay)
    envelope *= np.clip((length - t) / 0.05, 0.0, 1.0)
    return wave * envelope


def pad(freq: float, length: float) -> np.ndarray:
    """Two slightly detuned soft voices that swell in and out."""
    t = np.arange(int(length * RATE)) / RATE
    wave = sum(np.sin(2 * np.pi * freq * d * t) + 0.25 * np.sin(4 * np.pi * freq * d * t) for d in (0.997, 1.003))
    swell = np.sin(np.pi * np.clip(t / length, 0, 1)) ** 1.5
    return wave * swell


class Composer:
    def __init__(self, recipe: Recipe):
        self.recipe = recipe
        self.rng = random.Random(recipe.seed)
        self.beat = 60.0 / recipe.tempo
        self.section_length = BARS_PER_SECTION * BEATS_PER_BAR * self.beat
        self.score = Score(self.section_length * len(recipe.progressions))
        self.lead = Score(len(self.score.buffer) / RATE)  # melody and arpeggio, which get the echo

    def scale_note(self, degree: int, shift: int, octave: int = 0) -> int:
        steps = MODES[self.recipe.mode]
        return self.recipe.tonic + shift + 12 * (octave + degree // 7) + steps[degree % 7]

    def chord(self, root: int) -> list[int]:
        """Scale degrees of the seventh chord on `root`."""
        return [root, root + 2, root + 4, root + 6]

    def compose(self) -> np.ndarray:
        r = self.recipe
        for index, (progression, shift, layers) in enumerate(zip(r.progressions, r.shifts, r.layers)):
            start = index * self.section_length
            pattern = self.rng.choice(((0, 1, 2, 3, 2, 1, 2, 3), (0, 2, 1, 3, 0, 2, 1, 3), (3, 2, 1, 0, 1, 2, 3, 2),
                                       (0, 2, 3, 2, 1, 2, 3, 1)))
            chord_length = 2 * BEATS_PER_BAR * self.beat
            for c, root in enumerate(progression):
                at = start + c * chord_length
                tones = self.chord(root)
                if "pad" in layers:
                    for degree in tones[:3]:
                        self.score.add(at, 0.05 * pad(hz(self.scale_note(degree, shift, -1)), chord_length * 1.05))
                if "bass" in layers:
                    for beat in (0, 3, 4, 6):
                        note = self.scale_note(root if beat != 6 else root + 4, shift, -2)
                        self.score.add(at + beat * self.beat, 0.22 * voice(hz(note), 2 * self.beat, 0.01, 0.6,
                                                                         ((1, 1.0), (2, 0.2))))
                if "arp" in layers:
                    for step in range(2 * BEATS_PER_BAR * 2):
                        degree = tones[pattern[step % len(pattern)]]
                        accent = 1.0 if step % 4 == 0 else 0.7
                        self.lead.add(at + step * self.beat / 2,
                                      0.07 * accent * voice(hz(self.scale_note(degree, shift)), self.beat * 1.5,
                                                            0.004, 0.25, ((1, 1.0), (2, 0.35), (3, 0.1))))
            if "melody" in layers:
                self.melody(start, progression, shift)
        # The lead rings in a soft echo (a dotted eighth), mixed under everything else.
        mix = self.score.buffer + self.lead.echo(0.75 * self.beat, 0.35)
        return mix * PEAK / np.max(np.abs(mix))

    def melody(self, start: float, progression, shift: int):
        """A two-bar motif, answered, repeated varied and closed on a chord tone: a
        phrase of eight bars, new in every section."""
        rhythms = ((2, 1, 1, 2, 2), (1, 1, 2, 3, 1), (3, 1, 2, 2), (2, 2, 1, 1, 2), (1, 2, 1, 4))
        motif_rhythm = self.rng.choice(rhythms)
        degree = self.rng.choice((2, 4, 7))
        motif = []
        for length in motif_rhythm:
            motif.append((degree, length))
            degree = max(0, min(11, degree + self.rng.choice((-2, -1, -1, 1, 1, 2, 0))))
        for bar_pair, root in enumerate(progression):
            at = start + bar_pair * 2 * BEATS_PER_BAR * self.beat
            offset = (0, 2, 0, -1)[bar_pair]  # the answer rises, the last phrase settles
            notes = list(motif)
            if bar_pair == 2:  # varied: a note changed, its rhythm kept
                i = self.rng.randrange(len(notes))
                notes[i] = (notes[i][0] + self.rng.choice((-1, 1, 2)), notes[i][1])
            if bar_pair == 3:  # the close: the last note lands on the chord's root
                notes[-1] = (root + 7 if root < 3 else root, notes[-1][1])
            beat = 0.0
            for degree, length in notes:
                if self.rng.random() < 0.12 and beat > 0:  # a breath now and then
                    beat += length
                    continue
                note = self.scale_note(max(0, degree + offset), shift)
                bell = voice(hz(note), length * self.beat + 1.5, 0.01, 0.9, ((1, 1.0), (2.0, 0.15), (2.76, 0.08)))
                self.lead.add(at + beat * self.beat, 0.16 * bell)
                beat += length


def render(name: str) -> np.ndarray:
    """The named piece as mono float samples at RATE, one full loop."""
    return Composer(RECIPES[name]).compose()


def ogg_crc(page: bytes) -> int:
    """The Ogg page checksum: CRC-32, polynomial 0x04C11DB7, MSB first, no reflection, start 0."""
    crc = 0
    for byte in page:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ CRC_TABLE[(crc >> 24) ^ byte]
    return crc


CRC_TABLE = [0] * 256
for _index in range(256):
    _crc = _index << 24
    for _ in range(8):
        _crc = ((_crc << 1) ^ 0x04C11DB7 if _crc & 0x80000000 else _crc << 1) & 0xFFFFFFFF
    CRC_TABLE[_index] = _crc


def with_serial(data: bytes, serial: int) -> bytes:
    """The Ogg stream with its serial number set on every page (and each page's checksum again):
    libsndfile picks a random one, the only difference between two runs."""
    out, at = bytearray(data), 0
    while at < len(out):
        if out[at:at + 4] != b"OggS":
            raise ValueError(f"no Ogg page at byte {at}")
        segments = out[at + 26]
        size = 27 + segments + sum(out[at + 27:at + 27 + segments])
        out[at + 14:at + 18] = serial.to_bytes(4, "little")
        out[at + 22:at + 26] = bytes(4)
        out[at + 22:at + 26] = ogg_crc(out[at:at + size]).to_bytes(4, "little")
        at += size
    return bytes(out)


def write_ogg(path: Path, samples: np.ndarray):
    # In blocks: libsndfile's Vorbis encoder crashes when handed minutes in one call.
    with soundfile.SoundFile(path, "w", RATE, 1, format="OGG", subtype="VORBIS", compression_level=QUALITY) as out:
        for start in range(0, len(samples), BLOCK):
            out.write(samples[start:start + BLOCK].astype(np.float32))
    # The same bytes on every run: the serial number from the piece's name.
    path.write_bytes(with_serial(path.read_bytes(), zlib.crc32(path.stem.encode())))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help=f"the pieces to make: {', '.join(RECIPES)} (default: all)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in RECIPES]
    if unknown:
        parser.error(f"no piece named {', '.join(unknown)}; pieces: {', '.join(RECIPES)}")
    MUSIC_DIR.mkdir(parents=True, exist_ok=True)
    for name in args.names or RECIPES:
        samples = render(name)
        path = MUSIC_DIR / f"{name}.ogg"
        write_ogg(path, samples)
        print(f"sounds/music/{name}.ogg: {len(samples) / RATE:.0f} s, {path.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
