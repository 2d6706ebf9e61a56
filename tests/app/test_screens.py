"""Setup, settings and message screens, driven through the real loop."""
import pygame
import pytest

from game.shell.input import Seat
from game.i18n import _
from game.saved.storage import Settings
from scenes.menus.rules_screen import RulesScene, TextPageScene
from scenes.menus.settings import SettingsScene
from scenes.menus.table_setup import TableSetupScene
from scenes.menus.title import TitleScene
from tests.app.conftest import click, key_down, pad_button, tap
from tests.scenes.driving import press_until


def open_setup(app, game_id="fits"):
    app.stack.push(TableSetupScene(app, game_id))
    app.step_frame()
    return app.stack.top


def devices(setup):
    return [row.device for row in setup.rows]


def test_each_device_is_seated_at_most_once(app):
    setup = open_setup(app)
    for __ in range(5):
        setup.add_row()
    assert devices(setup) == ["keys-left", "keys-right", "mouse"]  # no fourth device: no fourth seat
    assert not setup.add_item.enabled
    setup.cycle_device(setup.rows[0], 1)
    assert len(set(devices(setup))) == 3


def test_typing_a_name(app):
    setup = open_setup(app)
    app.step_frame(click(setup.rows[0].name_item.rect.center))
    assert setup.editing is setup.rows[0].field
    app.step_frame([key_down(pygame.K_BACKSPACE)] * 8 + [pygame.event.Event(pygame.TEXTINPUT, text="Zoë w")])
    app.step_frame(tap(pygame.K_RETURN))  # ends typing, and is not a menu confirm
    assert setup.editing is None
    assert setup.seats()[0] == Seat("Zoë w", "keys-left")
    assert setup.rows[0].name_item.label == "Zoë w"


def test_a_gamepad_joins_with_any_button_and_leaves_when_pulled(app):
    app.input.add_pad(4, "Test pad")
    app.input.add_pad(5, "Test pad")
    setup = open_setup(app)
    app.step_frame([pad_button(4, 7)])
    app.step_frame()
    assert devices(setup) == ["pad:4"]  # seat 1 was the keyboard's by default only: the pad takes it
    app.step_frame(tap(pygame.K_UP))  # somebody at the keyboard
    app.step_frame([pad_button(5, 2)])
    app.step_frame()
    assert devices(setup) == ["pad:4", "pad:5"]
    app.input.remove_pad(5)
    app.step_frame()
    assert devices(setup) == ["pad:4", "keys-left"]  # the seat stays, on a device that is there


def test_last_seats_are_remembered(app):
    app.settings.last_seats = [{"name": "Ann", "device": "mouse"}, {"name": "Ben", "device": "pad:9"},
                               {"name": "Cy", "device": "mouse"}]
    setup = open_setup(app)
    assert setup.seats() == [Seat("Ann", "mouse")]  # the pad is gone, the mouse is taken once


def test_pilus_setup_is_no_dead_end(app):
    app.stack.push(TitleScene(app))
    setup = open_setup(app, "pilus")
    assert len(setup.rows) == 2
    assert setup.start_item.enabled
    app.step_frame(tap(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, TitleScene)


def test_settings_volumes_and_fullscreen_are_saved(app):
    app.stack.push(SettingsScene(app))
    app.step_frame()
    app.step_frame(tap(pygame.K_RIGHT))  # music up one step, heard at once
    assert app.settings.music_volume == 0.6 and app.audio.music_volume == 0.6
    app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_LEFT))  # effects down one step, the music as it was
    assert app.settings.volume == 0.6 and app.audio.volume == 0.6
    assert app.audio.music_volume == 0.6
    app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))  # full screen on
    assert app.settings.fullscreen
    app.step_frame(tap(pygame.K_F11))  # and off again, from anywhere
    assert not app.settings.fullscreen
    app.step_frame(tap(pygame.K_ESCAPE))
    saved, __ = app.storage.load_json("settings", {}, Settings.HOLDS)
    assert saved["volume"] == 0.6 and saved["music_volume"] == 0.6 and saved["fullscreen"] is False


def test_rules_scroll_and_close(app):
    app.stack.push(TitleScene(app))
    app.stack.push(RulesScene(app, "fits"))
    app.step_frame()
    rules = app.stack.top
    app.step_frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
    assert rules.scroll > 0
    app.step_frame(tap(pygame.K_BACKSPACE))  # Backspace never leaves a screen
    assert app.stack.top is rules
    app.step_frame(tap(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, TitleScene)


def test_a_bad_replay_file_becomes_a_message_then_the_title(app, monkeypatch, caplog):
    """Whatever goes wrong opening it: a page in plain words naming the file (what exactly
    went wrong, in the log), and on to the title."""
    from scenes.ramp import replay_viewer

    def refuse(path):
        raise ValueError("move 7: not that player's turn")
    monkeypatch.setattr(replay_viewer, "load_replay", refuse)
    scene = app.stack.make("replay", "bad.json")  # the first scene of `main.py --replay bad.json`
    assert isinstance(scene, TextPageScene) and "bad.json" in scene.body
    assert "something unexpected went wrong" in scene.body and "move 7" not in scene.body
    assert "move 7: not that player's turn" in caplog.text
    app.stack.push(scene)
    app.step_frame()
    app.step_frame(tap(pygame.K_RETURN))
    assert isinstance(app.stack.top, TitleScene)


def test_the_rules_menu_has_a_page_on_what_is_reconstructed(app):
    """Title → Rules → About these editions, by keys: every game's provisional notes are there."""
    from game import games
    from scenes.menus.rules_screen import TextPageScene
    app.stack.push("title")
    app.step_frame()
    title = app.stack.top
    rules = next(i for i, item in enumerate(title.menu.items) if item.label == _("Rules"))
    title.menu.focus = rules
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    choice = app.stack.top
    press_until(lambda: choice.menu.focused.label == "About these editions", lambda: app.step_frame(tap(pygame.K_DOWN)))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    page = app.stack.top
    assert isinstance(page, TextPageScene) and page.heading == "About these editions"
    assert "follow the published rulebooks" in page.body
    for game in games.all_games():
        assert all(note in page.body for note in game.content().provisional), game.id
    assert "L5, P5, T5, U5" in page.body and "PILUS" in page.body


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
def test_the_page_on_what_is_reconstructed_speaks_the_players_language(app, language):
    """The data's notes (what of each box is our reconstruction) stood in English on the German,
    French and Dutch page."""
    from game import games
    from scenes.menus.game_choice import about_text
    app.set_language(language)
    text = about_text()
    for game in games.all_games():
        for note in game.content().provisional:
            assert f"• {note}" not in text and f"• {_(note)}" in text, (game.id, note)


def names_drawn(app, setup) -> dict[str, int]:
    """The names on the seats' buttons in a frame, with the height they were drawn at,
    after checking that no text on the screen leaves its box or is drawn below the readable size."""
    from sprites import text_audit
    from tools.text_fit import problems_in
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    assert problems_in(notes, app.surface.get_rect()) == []
    return {note.text: note.rect.h for note in notes
            if any(row.name_item.rect.contains(note.rect) for row in setup.rows)}


def test_the_longest_name_is_seen_whole_while_typed_and_cut_short_after_at_a_readable_size(app):
    """A name of 20 W's (as long and wide as names go) used to shrink on its button until it
    could not be read; in a window forced to 640x360 as at the usual sizes."""
    from sprites import ui
    from tests.app.test_small_window_play_screens import force_small
    longest = "W" * 20
    for size in ((1920, 1080), (960, 540), None):
        if size:
            app.window.size = size
        else:
            force_small(app)
        app.stack.clear_to(TableSetupScene(app, "fits"))
        app.step_frame()
        setup = app.stack.top
        readable = ui.font(ui.min_text_px()).get_linesize()
        assert setup.menu.focused is setup.rows[0].name_item
        app.step_frame(tap(pygame.K_RETURN))
        app.step_frame([key_down(pygame.K_BACKSPACE)] * 20 + [pygame.event.Event(pygame.TEXTINPUT, text=longest + "WW")])
        typed = names_drawn(app, setup)
        assert list(typed) == [longest + "_"] and typed[longest + "_"] >= readable  # no more than 20 letters
        app.step_frame(tap(pygame.K_RETURN))
        shown = names_drawn(app, setup)
        assert len(shown) == 1
        [(name, height)] = shown.items()
        assert name.startswith("WWW") and name.endswith("…") and height >= readable
        assert setup.seats()[0].name == longest  # cut short on the button only
        setup.menu.focus = setup.menu.items.index(setup.start_item)
        app.step_frame(tap(pygame.K_RETURN))
        app.step_frame()
        assert app.stack.top.seats[0].name == longest


def test_the_setup_tells_the_focused_seats_controls_in_the_game_chosen(app):
    """PILUS's setup told a seat on the left keys the ramp games' controls ('Drop: S',
    'Set aside (press twice) / neutral: E'), which PILUS does not have."""
    from sprites import text_audit
    texts = {}
    for game_id in ("fits", "pilus"):
        app.settings.last_seats = [{"name": "Ann", "device": "keys-left"}]
        setup = open_setup(app, game_id)
        assert setup.focused_device() == "keys-left"
        text_audit.start_audit(app.surface)
        app.step_frame()
        texts[game_id] = [note.text for note in text_audit.stop_audit()]
        app.stack.pop()
    assert "Drop: S" in texts["fits"] and "Space: lay" not in texts["fits"]
    assert "Space: lay" in texts["pilus"] and "E: next tile" in texts["pilus"]
    assert not any(text.startswith(("Drop:", "Set aside")) for text in texts["pilus"])
