"""The Linux app folder replaces the wheels' libraries whose exact source cannot be given
(tools/swap_libraries.py, licenses/bundled.toml's [replace]): numpy's libgfortran and libquadmath by
Debian 12's, pygame-ce's libxmp by Debian 12's, its FluidSynth by the game's stand-in. These tests
lay out numpy and pygame-ce as the build does, then use them from another process: numpy computes
the same values to the bit, and SDL_mixer plays every sound and piece of music the game ships."""
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tools.swap_libraries import swap_libraries

ROOT = Path(__file__).resolve().parents[2]
SITE_PACKAGES = Path(sysconfig.get_path("purelib"))
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the Linux app folder's libraries")

NUMPY_VALUES = """
import json, numpy as np
rng = np.random.default_rng(48)
a, b, x = rng.standard_normal((300, 200)), rng.standard_normal((200, 250)), rng.standard_normal(1000)
square = a[:200] @ a[:200].T + np.eye(200)
values = [a @ b, np.dot(a, b), np.dot(x, x), np.linalg.solve(square, a[:200, 0]), np.linalg.eigvalsh(square[:50, :50])]
print(json.dumps({"values": [float(v).hex() for value in values for v in np.ravel(value)],
                  "libraries": sorted({line.split()[-1] for line in open("/proc/self/maps") if ".so" in line})}))
"""

SOUNDS_PLAYED = """
import ctypes, json, os, pathlib, pygame
sounds = pathlib.Path(os.environ["SOUNDS"])
pygame.mixer.init()
played = {"effects": {}, "music": {}}
for path in sorted(sounds.glob("*.wav")):
    sound = pygame.mixer.Sound(path)
    played["effects"][path.name] = [round(sound.get_length(), 3), sound.play() is not None]
for path in sorted(sounds.glob("music/*.ogg")):
    pygame.mixer.music.load(path)
    pygame.mixer.music.play()
    played["music"][path.name] = pygame.mixer.music.get_busy()
    pygame.mixer.music.stop()
played["libraries"] = sorted({line.split()[-1] for line in open("/proc/self/maps") if ".so" in line})
fluidsynth = ctypes.CDLL(next(path for path in played["libraries"] if "libfluidsynth-" in path))
fluidsynth.new_fluid_settings.restype = ctypes.c_void_p
played["fluidsynth settings"] = fluidsynth.new_fluid_settings() is not None
print(json.dumps(played))
"""


def laid_out(folder: Path, *names: str) -> Path:
    """Copies of the installed packages `names` (with their wheels' libraries) in `folder`, swapped
    as the build swaps them."""
    for name in names:
        shutil.copytree(SITE_PACKAGES / name, folder / name, symlinks=True)
    swap_libraries(folder)
    return folder


def run(code: str, packages: Path | None) -> dict:
    """What `code` prints (JSON), run by this Python with `packages` ahead of the installed ones."""
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SOUNDS": str(ROOT / "sounds"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("PYTHONPATH", None)
    if packages:
        env["PYTHONPATH"] = str(packages)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


def test_numpy_computes_the_same_values_with_debians_gfortran_runtime(tmp_path):
    folder = laid_out(tmp_path, "numpy", "numpy.libs")
    libs = sorted(path.name for path in (folder / "numpy.libs").iterdir())
    assert "libquadmath.so.0" in libs and not any(name.startswith("libquadmath-") for name in libs)
    swapped, installed = run(NUMPY_VALUES, folder), run(NUMPY_VALUES, None)
    assert swapped["values"] == installed["values"]
    # The folder's libgfortran and libquadmath were the ones loaded, and no other.
    runtime = [path for path in swapped["libraries"] if "gfortran" in path or "quadmath" in path]
    assert sorted(Path(path).name for path in runtime) == ["libgfortran-040039e1-0352e75f.so.5.0.0", "libquadmath.so.0"]
    assert all(path.startswith(str(folder)) for path in runtime)


def test_sdl_mixer_plays_every_sound_and_piece_of_music_with_the_stand_in_and_debians_libxmp(tmp_path):
    folder = laid_out(tmp_path, "pygame", "pygame_ce.libs")
    libs = sorted(path.name for path in (folder / "pygame_ce.libs").iterdir())
    assert not any(name.startswith(("libsndfile-", "libvorbisenc-")) for name in libs)
    swapped, installed = run(SOUNDS_PLAYED, folder), run(SOUNDS_PLAYED, None)
    effects = sorted(path.name for path in (ROOT / "sounds").glob("*.wav"))
    assert sorted(swapped["effects"]) == effects and all(played for _, played in swapped["effects"].values())
    assert swapped["effects"] == installed["effects"]
    assert swapped["music"] == installed["music"] == {path.name: True for path in sorted((ROOT / "sounds" / "music").glob("*.ogg"))}
    # FluidSynth, for MIDI music, which the game never plays: its stand-in fails every call.
    assert (swapped["fluidsynth settings"], installed["fluidsynth settings"]) == (False, True)
    loaded = [path for path in swapped["libraries"] if "libxmp-" in path or "libfluidsynth-" in path]
    assert len(loaded) == 2 and all(path.startswith(str(folder)) for path in loaded)
