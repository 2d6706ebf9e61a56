"""Audio falls back to silence; a missing or broken sound file is skipped."""
import logging

import pygame
import pytest

from game.shell.audio import Audio
from scenes.pilus.pilus_screen import PilusGameScene


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


def test_missing_and_broken_sound_files_are_skipped(tmp_path, caplog):
    pygame.mixer.init()
    (tmp_path / "broken.wav").write_bytes(b"RIFF not really")
    with caplog.at_level(logging.WARNING, logger="game.shell.audio"):
        audio = Audio(folder=tmp_path)
        assert not caplog.records  # sounds are read at their first play, not at start
        audio.play("broken")
        audio.play("broken")
        audio.play("does-not-exist")
    assert [r.message.count("broken.wav") for r in caplog.records] == [1]  # told once
    assert audio.names == []


def test_all_shipped_sounds_load():
    pygame.mixer.init()
    audio = Audio()
    assert audio.names == sorted(["slide", "land", "turn", "refused", "card", "round_end", "win", "click"])


def test_no_audio_device_means_no_music_and_no_crash(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(music_volume=0.5)
    audio.play_music("pilus")
    audio.update()
    audio.set_music_volume(-3)
    assert (audio.music_playing, audio.music_volume) == (None, 0.0)


def test_a_missing_or_broken_piece_of_music_is_silence(tmp_path):
    pygame.mixer.init()
    (tmp_path / "music").mkdir()
    (tmp_path / "music" / "broken.ogg").write_bytes(b"OggS but nothing after")
    audio = Audio(folder=tmp_path)
    for name in ("broken", "not-there"):
        audio.play_music(name)
        audio.update()
        assert audio.music_playing is None
    assert audio.pieces == []  # the broken piece is not tried again at every screen


def test_the_music_changes_with_the_screen_fading_and_keeps_its_own_volume(app):
    """The real loop: the title plays the menu piece; a PILUS game fades over to
    PILUS's piece, its pause menu keeps it, and leaving to the title brings the
    menu piece back. Effects and music volumes are separate."""
    from game.shell.input import KEYS_LEFT, Seat, computer_device
    from scenes.menus.title import TitleScene
    app.stack.push(TitleScene(app))
    app.step_frame()
    assert app.audio.music == app.audio.music_playing == "menu"
    app.stack.push(PilusGameScene, "pilus", [Seat("Ann", KEYS_LEFT), Seat("Bot", computer_device("easy"))], 7)
    app.step_frame()
    assert app.audio.music == "pilus"  # asked for at once; it starts once the menu piece has faded out
    _frames_until(app, lambda: app.audio.music_playing == "pilus")
    app.stack.push("pause", on_restart=lambda: None, game_id="pilus")
    app.step_frame()
    assert app.audio.music == "pilus"
    app.set_music_volume(0.2)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.2, abs=0.01) and app.audio.volume == 0.7
    app.stack.clear_to(TitleScene(app))
    _frames_until(app, lambda: app.audio.music_playing == "menu")


def _frames_until(app, done, limit=600):
    """Frames (each waiting a little real time, as the mixer fades in real time) until done()."""
    for __ in range(limit):
        if done():
            return
        app.step_frame()
        pygame.time.wait(10)
    raise AssertionError("the music did not change")


def test_without_a_sound_device_the_game_runs_silent_and_settings_say_so(tmp_path, monkeypatch):
    """The real loop with no audio device: the title, a PILUS game with its music
    asked for, Settings saying the game plays silently, both volumes still set."""
    import scenes  # noqa: F401  (registers the screens by name)
    from game.shell.app import App
    from game.i18n import _
    from game.shell.input import KEYS_LEFT, Seat, computer_device
    from scenes.menus.settings import SettingsScene
    from scenes.menus.title import TitleScene
    from sprites import text_audit
    from tests.app.conftest import tap

    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = App(settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False)
    try:
        app.stack.push(TitleScene(app))
        app.step_frame()
        app.stack.push(PilusGameScene, "pilus", [Seat("Ann", KEYS_LEFT), Seat("Bot", computer_device("easy"))], 7)
        app.step_frame()
        assert app.audio.music == "pilus" and app.audio.music_playing is None
        app.stack.push(SettingsScene(app))
        app.step_frame()
        app.step_frame(tap(pygame.K_LEFT))  # music volume down: kept, though nothing plays
        assert app.settings.music_volume == 0.4
        text_audit.start_audit(app.surface)
        app.stack.top.draw(app.surface)
        texts = [note.text for note in text_audit.stop_audit()]
        assert _("No sound device was found: the game plays silently.") in texts
    finally:
        app.close()


def test_a_volume_is_saved_a_moment_after_it_changes_while_settings_stay_open(tmp_path):
    """Killed in Settings right after a change, the game still starts with that volume; nothing
    is written before the player acts, nor for each step of the change."""
    import json

    import scenes  # noqa: F401  (registers the screens by name)
    from game.shell.app import SAVE_SETTINGS_AFTER
    from scenes.menus.settings import SettingsScene
    from tests.app.conftest import tap
    from tests.dummy_app import open_app

    app = open_app(tmp_path)
    try:
        app.stack.push(SettingsScene(app))
        for _ in range(60):
            app.step_frame()
        assert not (tmp_path / "settings.json").exists()
        app.step_frame(tap(pygame.K_LEFT))
        app.step_frame(tap(pygame.K_LEFT))  # music volume down twice, in quick steps
        assert not (tmp_path / "settings.json").exists()
        for _ in range(round(SAVE_SETTINGS_AFTER * 60) + 2):
            app.step_frame()
        assert isinstance(app.stack.top, SettingsScene)
        assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["music_volume"] == 0.3
    finally:
        app.close()
