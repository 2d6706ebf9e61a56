"""A machine with no sound card and no sound server: the game plays silently, and says
nothing about it on the terminal (SDL's fall-back to ALSA printed 16 'ALSA lib' lines)."""
import os
import subprocess
import sys
import time
from pathlib import Path

from game.shell import audio

ROOT = Path(__file__).resolve().parents[2]


def test_no_card_no_server_means_no_sound_and_no_alsa_lines(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_AUDIODRIVER", "PULSE_SERVER")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_VIDEO_DUMMY_SAVE_FRAMES="1", XDG_RUNTIME_DIR=str(tmp_path),
               HOME=str(tmp_path), SLIDE_AND_STACK_DATA_DIR=str(tmp_path / "data"))
    if audio.sound_possible(env):
        return  # this machine has a sound card or server: nothing to show here
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = time.monotonic()  # the bound below only ends a failing run; a loaded machine starts slowly
    while not list(tmp_path.glob("SDL_window1-*.bmp")) and time.monotonic() - started < 120:
        time.sleep(0.05)
    process.kill()
    _, stderr = process.communicate()
    assert list(tmp_path.glob("SDL_window1-*.bmp")), stderr
    assert "ALSA" not in stderr


def test_a_card_or_a_sound_server_lets_the_game_try_its_sound(tmp_path):
    (tmp_path / "proc" / "asound").mkdir(parents=True)
    (tmp_path / "proc" / "asound" / "cards").write_text(" 0 [PCH ]: HDA-Intel - HDA Intel PCH\n")
    assert audio.sound_possible({"HOME": str(tmp_path)}, root=tmp_path) == sys.platform.startswith("linux")
    (tmp_path / "proc" / "asound" / "cards").write_text("--- no soundcards ---\n")
    assert not audio.sound_possible({"HOME": str(tmp_path)}, root=tmp_path) or not sys.platform.startswith("linux")
    (tmp_path / "run" / "pulse").mkdir(parents=True)
    (tmp_path / "run" / "pulse" / "native").touch()
    assert audio.sound_possible({"HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path / "run")}, root=tmp_path)
