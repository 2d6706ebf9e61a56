#!/usr/bin/env python3
"""Synthesise the game's sound effects into sounds/*.wav (standard library only).

Run it again after changing a recipe: python tools/make_sounds.py
The output is deterministic (the noise has a fixed seed), so the committed
files only change when a recipe does.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.6  # of full scale: loud enough, never clipping
SOUNDS_DIR = Path(__file__).resolve().parent.parent / "sounds"


def envelope(t: float, length: float, attack: float = 0.005, decay: float = 6.0) -> float:
    """Fast attack, exponential decay, and a short fade so no sound ends with a click."""
    rise = min(1.0, t / attack) if attack else 1.0
    fade = min(1.0, (length - t) / 0.01)
    return rise * math.exp(-decay * t / length) * max(0.0, fade)


def tone(freq_start: float, freq_end: float, length: float, decay: float = 6.0, overtones=(1.0, 0.3, 0.1)):
    """A sine (with a few soft overtones) gliding from freq_start to freq_end."""
    samples, phase = [], 0.0
    count = int(RATE * length)
    for i in range(count):
        t = i / RATE
        freq = freq_start + (freq_end - freq_start) * i / count
        phase += 2 * math.pi * freq / RATE
        value = sum(weight * math.sin(phase * (n + 1)) for n, weight in enumerate(overtones))
        samples.append(value * envelope(t, length, decay=decay))
    return samples


def noise(length: float, decay: float = 8.0, smooth: float = 0.6, seed: int = 1):
    """Soft noise (low-passed), for paper and friction sounds."""
    rng = random.Random(seed)
    samples, last = [], 0.0
    for i in range(int(RATE * length)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        samples.append(last * envelope(i / RATE, length, decay=decay))
    return samples


def mix(*parts):
    out = [0.0] * max(len(p) for p in parts)
    for part in parts:
        for i, value in enumerate(part):
            out[i] += value
    return out


def sequence(*notes, gap: float = 0.0):
    """Notes one after another, each (freq, length); they may ring into each other by `gap` < 0."""
    out: list[float] = []
    for freq, length in notes:
        note = tone(freq, freq, length, decay=4.0)
        start = max(0, len(out) + int(gap * RATE))
        out.extend([0.0] * max(0, start + len(note) - len(out)))
        for i, value in enumerate(note):
            out[start + i] += value
    return out


C5, E5, G5, C6 = 523.25, 659.25, 783.99, 1046.5

RECIPES = {
    "slide": lambda: mix(tone(520, 300, 0.16, decay=3.0), [v * 0.3 for v in noise(0.16, decay=3.0, smooth=0.85)]),
    "land": lambda: mix(tone(150, 70, 0.2, decay=7.0, overtones=(1.0, 0.2)), noise(0.04, decay=10.0, seed=2)),
    "turn": lambda: tone(880, 990, 0.06, decay=5.0),
    "refused": lambda: sequence((220, 0.09), (175, 0.14)),
    "card": lambda: noise(0.09, decay=6.0, smooth=0.3, seed=3),
    "round_end": lambda: sequence((C5, 0.12), (E5, 0.12), (G5, 0.3), gap=-0.02),
    "win": lambda: sequence((C5, 0.12), (E5, 0.12), (G5, 0.12), (C6, 0.6), gap=-0.02),
    "click": lambda: tone(1300, 1200, 0.03, decay=4.0, overtones=(1.0,)),
}


def write(path: Path, samples):
    scale = PEAK / max(1e-9, max(abs(v) for v in samples))
    frames = b"".join(struct.pack("<h", round(v * scale * 32767)) for v in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main():
    SOUNDS_DIR.mkdir(exist_ok=True)
    for name, recipe in RECIPES.items():
        write(SOUNDS_DIR / f"{name}.wav", recipe())
        print(f"sounds/{name}.wav")


if __name__ == "__main__":
    main()
