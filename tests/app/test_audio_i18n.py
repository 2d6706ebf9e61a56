"""Audio falls back to silence; missing translations show their key."""
import pygame

from game import i18n
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


def test_missing_key_shows_the_key():
    assert i18n.tr("no.such.key") == "no.such.key"
    assert i18n.tr("no.such.key", n=3) == "no.such.key"


def test_parameters_fill_gaps_and_missing_ones_stay_visible():
    assert i18n.tr("setup.default_name", number=2) == "Player 2"
    assert i18n.tr("setup.default_name") == "Player {number}"


def test_an_unknown_language_falls_back_to_english():
    i18n.set_language("xx")
    try:
        assert i18n.tr("title.play") == "Play"
    finally:
        i18n.set_language("en")


def test_every_key_the_screens_use_exists():
    """Keys built from game ids and actions must all be in the English catalogue."""
    from game import games
    for game in games.all_games():
        for key in (f"games.{game.id}.name", f"games.{game.id}.summary", f"rules.{game.id}"):
            assert i18n.has(key), key
    for device in ("keys-left", "keys-right", "mouse"):
        assert i18n.has(f"device.{device}")
    from game.input.bindings import SHOWN
    for action in SHOWN:
        assert i18n.has(f"action.{action}"), action
    from game.input import controls
    for device in ("keys-left", "keys-right", "mouse", "pad:0"):
        for action, names in controls(device):
            assert all(i18n.has(name) for name in names if name.startswith("control.")), (device, names)


def test_a_language_is_offered_once_it_translates_the_menus(tmp_path, monkeypatch):
    # The rulebooks give rating titles in languages whose screens are not translated yet.
    for language, files in {"en": ["menus.toml", "ratings.toml"], "de": ["ratings.toml"], "fr": ["menus.toml"]}.items():
        (tmp_path / language).mkdir()
        for name in files:
            (tmp_path / language / name).write_text("", encoding="utf-8")
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    assert i18n.languages() == ["en", "fr"]
