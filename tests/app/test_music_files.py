"""The music as shipped (sounds/music/*.ogg, made by tools/make_music.py),
measured since nobody can listen here: a piece per game family and one for
the menus, each a seamless loop (the last sample joins the first, no gap),
never clipping, at a calm level, long and varied enough for a 45-minute game,
and small on disk."""
import functools

import numpy as np
import pytest
import soundfile

from game import games
from game.shell.audio import MUSIC_FOLDER
from game.content.paths import SOUNDS_DIR
from tools.make_music import RATE, RECIPES
from tools.try_app import missing_sounds

MUSIC_DIR = SOUNDS_DIR / MUSIC_FOLDER
PIECES = sorted({game.music for game in games.all_games()} | {"menu"})
GAME_PIECES = sorted({game.music for game in games.all_games()})


@functools.cache  # decoded once a process: four tests measure each piece
def read(name):
    samples, rate = soundfile.read(MUSIC_DIR / f"{name}.ogg", dtype="float64")
    assert rate == RATE and samples.ndim == 1
    samples.flags.writeable = False  # shared by the tests: none may change it for the next
    return samples


def test_every_family_and_the_menus_have_their_piece_and_nothing_else_is_shipped():
    assert sorted(path.stem for path in MUSIC_DIR.glob("*")) == PIECES == sorted(RECIPES)
    for name in PIECES:
        assert soundfile.info(str(MUSIC_DIR / f"{name}.ogg")).subtype == "VORBIS"


@pytest.mark.parametrize("name", PIECES)
def test_a_piece_never_clips_and_plays_at_a_calm_even_level(name):
    samples = read(name)
    assert np.max(np.abs(samples)) < 0.7  # well under full scale, encoding overshoot included
    rms_db = 20 * np.log10(np.sqrt(np.mean(samples ** 2)))
    assert -28 < rms_db < -16  # background music: under the effects, never inaudible
    # No hole and no burst: every ten seconds sit within 6 dB of the whole.
    window = 10 * RATE
    levels = [20 * np.log10(np.sqrt(np.mean(samples[i:i + window] ** 2)))
              for i in range(0, len(samples) - window + 1, window)]
    assert max(levels) - min(levels) < 6


@pytest.mark.parametrize("name", PIECES)
def test_the_loop_point_joins_without_a_click_or_a_gap(name):
    samples = read(name)
    steps = np.abs(np.diff(samples))
    joint = abs(samples[0] - samples[-1])
    assert joint <= np.percentile(steps, 99)  # the jump back to the start is an ordinary step
    # Sound on both sides of the joint: the loop does not pause before it starts again.
    edge = RATE // 4
    for part in (samples[:edge], samples[-edge:]):
        assert np.sqrt(np.mean(part ** 2)) > 0.003


@pytest.mark.parametrize("name", GAME_PIECES)
def test_a_game_piece_lasts_minutes_in_sections_that_differ(name):
    """A 45-minute PILUS game hears its loop about ten times, so the loop is long
    and no section of it is a copy of another (by the notes they sound)."""
    samples = read(name)
    assert 180 <= len(samples) / RATE <= 300
    sections = len(RECIPES[name].progressions)
    profiles = [_pitch_profile(part) for part in np.array_split(samples, sections)]
    for i in range(sections):
        for j in range(i + 1, sections):
            assert profiles[i] @ profiles[j] < 0.95, (i, j)


def test_the_music_is_small_on_disk():
    sizes = {name: (MUSIC_DIR / f"{name}.ogg").stat().st_size for name in PIECES}
    for name, size in sizes.items():
        seconds = len(read(name)) / RATE
        assert size * 8 / seconds < 40_000, name  # under 40 kbit/s
    assert sum(sizes.values()) < 2 * 1024 * 1024


def test_the_app_build_check_finds_missing_music(tmp_path):
    """tools/try_app.py checks the built app folder holds sounds/ whole, music included."""
    import shutil
    shutil.copytree(SOUNDS_DIR, tmp_path / "_internal" / "sounds")
    assert missing_sounds(tmp_path) == []
    (tmp_path / "_internal" / "sounds" / MUSIC_FOLDER / "pilus.ogg").unlink()
    assert missing_sounds(tmp_path) == ["sounds/music/pilus.ogg"]


def _pitch_profile(samples):
    """Energy per MIDI note (60 Hz to 4 kHz), as a unit vector."""
    power = np.abs(np.fft.rfft(samples)) ** 2
    freqs = np.fft.rfftfreq(len(samples), 1 / RATE)
    keep = (freqs > 60) & (freqs < 4000)
    notes = np.round(69 + 12 * np.log2(freqs[keep] / 440)).astype(int)
    profile = np.zeros(128)
    np.add.at(profile, notes, power[keep])
    return profile / np.linalg.norm(profile)


def test_making_a_piece_again_gives_the_very_bytes_shipped(tmp_path):
    """tools/make_music.py is deterministic down to the Ogg stream's serial number (the menu's piece,
    the shortest, stands for all: each is made the same way)."""
    from tools.make_music import render, write_ogg
    write_ogg(tmp_path / "menu.ogg", render("menu"))
    assert (tmp_path / "menu.ogg").read_bytes() == (MUSIC_DIR / "menu.ogg").read_bytes()
