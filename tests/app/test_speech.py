"""Said aloud (docs/accessibility.md, game.shell.speech), through the real loop with the
recording voice as the ears: menus say their heading and the focused line as keys move it,
in the game's language; the 'say' key says a FITS seat's piece, column and rows, and PILUS's
tile in hand and its place; with no speech service, or one that stops working, Settings says
so and nothing else changes."""
import pygame

from game.i18n import _
from game.saved.storage import Settings, Storage
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, Seat
from game.shell.input.bindings import DEFAULTS, Bindings
from game.shell.input.seats import pad_device
from game.shell.speech import RecordingVoice, espeak_ng
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.ramp.ramp_screen import RampGameScene
from tests.app.conftest import tap
from tests.app.test_accessibility import fits_alone
from tests.app.virtual_pads import GUIDE, room_of_pads
from tests.dummy_app import open_app
from tests.resume.test_seats_without_device import drawn_texts

SAY_LEFT, SAY_RIGHT = pygame.K_t, pygame.K_p  # the keyboard zones' 'say the game state'


def listening(app) -> RecordingVoice:
    """Speech on, heard by a recording voice."""
    app.speech.voice = RecordingVoice()
    app.settings.speech = True
    app.use_access_settings()
    return app.speech.voice


def open_settings(app) -> SettingsScene:
    app.stack.push(SettingsScene(app))
    app.step_frame()
    return app.stack.top


def test_moving_the_focus_says_the_line_and_a_new_screen_its_heading_in_the_games_language(app):
    ears = listening(app)
    app.set_language("de")
    app.stack.push(TitleScene(app))
    app.step_frame()
    title = app.stack.top
    assert ears.said[-1] == (title.menu.focused.text, "de")
    app.step_frame(tap(pygame.K_DOWN))
    assert ears.said[-1] == (title.menu.focused.text, "de") and title.menu.focus != 0
    settings = open_settings(app)
    assert ears.said[-1] == (f"Einstellungen. {settings.music_volume.text}", "de")
    app.step_frame(tap(pygame.K_s))  # the left zone's down
    assert ears.said[-1] == (settings.volume.text, "de") and ears.last.startswith("Lautstärke Effekte: 70")
    app.step_frame(tap(pygame.K_RIGHT))  # a value changed is said too
    assert ears.last.startswith("Lautstärke Effekte: 80")
    app.step_frame(tap(SAY_LEFT))  # on request, the heading and the line again
    assert ears.last == f"Einstellungen. {settings.volume.text}"


def test_nothing_is_said_with_speech_off(app):
    ears = RecordingVoice()
    app.speech.voice = ears
    settings = open_settings(app)
    app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(SAY_RIGHT))
    assert settings.menu.focus == 1 and ears.said == []


def test_speech_comes_after_the_settings_before_it_off_at_first_and_kept(tmp_path):
    app = open_app(tmp_path)
    ears = RecordingVoice()
    app.speech.voice = ears
    settings = open_settings(app)
    items = settings.menu.items
    # After the settings before it (their places kept), and before those added after it.
    assert items.index(settings.key_settle) == 9 and items.index(settings.speech) == 10
    assert settings.speech.text == _("Speech: off")
    for __ in range(10):
        app.step_frame(tap(pygame.K_DOWN))
    assert settings.menu.focused is settings.speech
    app.step_frame(tap(pygame.K_RETURN))
    assert settings.speech.text == _("Speech: on") and ears.last == _("Settings") + ". " + _("Speech: on")
    app.close()
    kept, __ = Settings.load(Storage(tmp_path))
    assert kept.speech
    again = open_app(tmp_path)
    assert again.speech.on
    again.close()


def test_the_say_key_in_fits_says_the_piece_its_columns_and_the_rows_where_it_would_land(app):
    ears = listening(app)
    scene = fits_alone(app)
    hand = scene.hands[0]
    app.step_frame(tap(SAY_LEFT))
    said = ears.last
    first, last = hand.column + 1, hand.column + hand.width
    assert said.startswith(_("{name}: round {round} of {rounds}, {card}.", name="Ann", round="1", rounds="4",
                             card=_("the start piece")))
    assert _("Over columns {first} to {last} of {columns}.", first=first, last=last, columns=scene.edition.width) \
        in said
    assert _("It would land in rows {low} to {high} from the bottom.", low=1, high=len(hand.shape)) in said
    assert _("Row {row}: empty.", row=1) in said  # the board's bottom row, under the piece
    app.step_frame(tap(pygame.K_d))  # one column to the right: said so when asked again
    app.step_frame(tap(SAY_LEFT))
    assert _("Over columns {first} to {last} of {columns}.", first=first + 1, last=last + 1,
             columns=scene.edition.width) in ears.last
    app.step_frame(tap(pygame.K_TAB))  # the pause says its focused line, and again on request
    app.step_frame()
    pause = app.stack.top
    assert pause is not scene and ears.last == pause.menu.focused.text
    count = len(ears.said)
    app.step_frame(tap(SAY_LEFT))
    assert len(ears.said) == count + 1 and ears.last == pause.menu.focused.text


def test_the_say_key_names_the_special_fields_left_free_near_the_piece_in_french(app):
    """FITS's third board: a minus field in its bottom row, a bonus field in the row above."""
    ears = listening(app)
    app.set_language("fr")
    app.stack.push(RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], 5, boards=(3, 1, 2, 4)))
    app.step_frame()
    app.step_frame(tap(SAY_LEFT))
    text, language = ears.said[-1]
    assert language == "fr" and text.startswith("Ann\u00a0: manche 1 sur 4, la pièce de départ.")
    assert "Ligne 1\u00a0: vide. Case spéciale en colonne 3\u00a0: −5 points." in text
    assert "Ligne 2\u00a0: vide. Case spéciale en colonne 5\u00a0: +3 points." in text


def test_the_say_key_in_pilus_says_the_tile_in_hand_and_the_place_it_is_held_over(app):
    ears = listening(app)
    scene = PilusGameScene(app, "pilus", [Seat("Ann", KEYS_LEFT), Seat("Ben", KEYS_RIGHT)], 4)
    app.stack.push(scene)
    app.step_frame()
    assert scene.state.current_player == 0 and scene.curtain_for == 0
    app.step_frame(tap(SAY_RIGHT))  # behind the curtain, only whose turn it is: Ben hears nothing of Ann's tiles
    assert ears.last == "Ann's turn."
    app.step_frame(tap(pygame.K_SPACE))  # Ann lifts the curtain
    app.step_frame(tap(SAY_LEFT))
    assert ears.last == ("Ann's turn. In hand, tile 1 of 3: top Blue and Grey, bottom Green and Yellow. "
                         "Held over column 2, row 0 of the table. Under it, top row first: nothing, nothing, nothing, "
                         "and nothing. Laid here: level 1, 2 points.")
    app.step_frame(tap(pygame.K_d))  # one place to the right, and the tile turned
    app.step_frame(tap(pygame.K_q))
    app.step_frame(tap(SAY_LEFT))
    choice = scene.choice
    assert (choice.x, choice.rotation) == (3, 1)
    assert "Held over column 3, row 0 of the table." in ears.last
    assert "top Green and Blue, bottom Yellow and Grey." in ears.last


def test_with_no_speech_service_settings_say_so_and_the_menus_go_on(app):
    app.speech.voice = None
    settings = open_settings(app)
    line = _("No speech service was found: install speech-dispatcher or espeak-ng to hear the game.")
    assert line not in drawn_texts(app)  # said where it matters: by the Speech line
    settings.menu.focus = settings.menu.items.index(settings.speech)
    app.step_frame(tap(pygame.K_RETURN))
    assert settings.speech.text == _("Speech: on") and line in drawn_texts(app)
    app.step_frame(tap(pygame.K_DOWN))
    assert settings.menu.focused is settings.high_contrast


def test_a_speech_program_gone_since_the_start_is_said_in_settings_and_nothing_breaks(app, tmp_path):
    voice = app.speech.voice = espeak_ng(str(tmp_path / "no-such-espeak-ng"))
    app.settings.speech = True
    app.use_access_settings()
    settings = open_settings(app)
    voice.wait_started()  # the voice's own thread tried the program
    for __ in range(3):
        app.step_frame(tap(pygame.K_DOWN))
    assert settings.menu.focus == 3
    assert _("The speech service ({name}) stopped working: nothing is said aloud.", name="espeak-ng") \
        in drawn_texts(app)


def test_a_saved_key_keeps_its_action_and_the_say_default_gives_way(app):
    t = ("key", pygame.K_t)
    bindings, problems = Bindings.from_json({KEYS_LEFT: {"hint": [f"key:{pygame.K_t}"]}})
    assert problems == [] and bindings.inputs(KEYS_LEFT, "hint") == (t,)
    assert bindings.inputs(KEYS_LEFT, "say") == ()
    assert Bindings().inputs(KEYS_LEFT, "say") == DEFAULTS[KEYS_LEFT]["say"]


def test_a_pads_d_pad_moves_the_focus_said_and_its_guide_button_says_a_fits_seats_state(tmp_path):
    """Through SDL's virtual game controller. Guide is pressed once: SDL holds a quick tap's
    release back for a quarter of a second and takes no new press of it meanwhile."""
    with room_of_pads(tmp_path, 1, settle=0) as (app, __, pads):
        ears = listening(app)
        settings = open_settings(app)
        pads[0].hat(0, -1)
        assert ears.last == settings.volume.text
        app.stack.clear_to(RampGameScene(app, "fits", [Seat("Ann", pad_device(pads[0].instance_id))], 5))
        app.step_frame()
        pads[0].button(GUIDE)
        assert ears.last.startswith("Ann: round 1 of 4, the start piece. A piece of")
