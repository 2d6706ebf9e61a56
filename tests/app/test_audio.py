"""Audio falls back to silence; a missing or broken sound file is skipped."""
import pygame

from game.audio import Audio


def test_no_audio_device_means_silence(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(volume=0.5)
    assert not audio.available
    audio.play("land")  # nothing happens, nothing breaks
    audio.set_volume(2)
    assert audio.volume == 1.0


def test_missing_and_broken_sound_files_are_skipped(tmp_path):
    (tmp_path / "broken.wav").write_bytes(b"RIFF not really")
    audio = Audio(folder=tmp_path)
    audio.play("broken")
    audio.play("does-not-exist")


def test_all_shipped_sounds_load():
    pygame.mixer.init()
    audio = Audio()
    assert audio.names == sorted(["slide", "land", "turn", "refused", "card", "round_end", "win", "click"])
