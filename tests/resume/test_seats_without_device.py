"""A game resumed with a seat whose device is not there (a gamepad not plugged in, or
controls this version does not know): the game waits for it, as for a pad pulled out
mid-game, says so, and the next free device pressed (a gamepad, a side of the keyboard
nobody plays with) takes the seat, so the players always play on."""
import json

import pygame
import pytest

from game import i18n
from game.shell import shown_scale
from game.saved.in_progress import InProgressFiles, in_progress_folder
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Seat
from game.shell.input.seats import MISSING, pad_device
from tests.app.conftest import click, pad_removed, tap
from tests.app.test_small_window_play_screens import checked_notes, force_small
from tests.resume.test_continue import start
from scenes.pilus.pilus_controls import control_lines
from sprites import palette, text_audit
from tests.scenes.driving import run_until
from scenes.ramp.ramp_screen import RampGameScene


def saved_with_device(app, game_id, seats, device, seat=0):
    """A game of `game_id` started and left, its file then naming `device` for `seat`: as read back."""
    start(app, games_scene(game_id), game_id, seats, 8)
    wait_for_saves()
    [path] = in_progress_folder(app.storage).glob("*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][seat]["device"] = device
    path.write_text(json.dumps(data), encoding="utf-8")
    app.stack.clear_to("title")
    app.step_frame()
    [saved], problems = InProgressFiles(app.storage).load_all()
    assert problems == []  # nothing damaged: the game itself is whole
    return saved


def games_scene(game_id):
    from game import games
    return games.get(game_id).part("game_screen")


@pytest.mark.parametrize("device", ["banana", "pad:x", "ai:grandmaster", ""])
def test_a_seat_whose_saved_controls_are_unknown_waits_says_so_and_a_free_keyboard_side_takes_it(app, device):
    saved = saved_with_device(app, "fits", [Seat("Pat", KEYS_LEFT)], device)
    assert saved.seats == (Seat("Pat", MISSING),)
    resumed = start(app, "resumed_game", saved)
    assert resumed.lost_seat() == 0
    app.step_frame()
    assert app.running and resumed.moves == []
    app.step_frame(tap(pygame.K_s))  # Keyboard left: nobody plays with it, so it takes the seat
    assert resumed.lost_seat() is None and app.input.seats[0] == Seat("Pat", KEYS_LEFT)
    app.step_frame(tap(pygame.K_s))  # and now drives it
    run_until(app, lambda: len(resumed.moves) == 1)


def test_a_resumed_gamepad_seat_with_no_gamepad_about_is_taken_by_the_arrow_keys(app):
    saved = saved_with_device(app, "fits", [Seat("Pat", KEYS_LEFT)], "pad:3")
    resumed = start(app, "resumed_game", saved)
    assert resumed.lost_seat() == 0 and app.input.pads == {}
    app.step_frame(tap(pygame.K_DOWN))
    assert resumed.lost_seat() is None and app.input.seats[0] == Seat("Pat", KEYS_RIGHT)
    app.step_frame(tap(pygame.K_DOWN))
    run_until(app, lambda: len(resumed.moves) == 1)


def test_a_keyboard_side_someone_plays_with_does_not_take_the_waiting_seat(app):
    saved = saved_with_device(app, "bits", [Seat("Ann", KEYS_LEFT), Seat("Ben", KEYS_RIGHT)], "banana", seat=1)
    resumed = start(app, "resumed_game", saved)
    assert resumed.lost_seat() == 1
    app.step_frame(tap(pygame.K_s))  # Ann's own keys
    assert resumed.lost_seat() == 1 and app.input.seats[0] == Seat("Ann", KEYS_LEFT)
    app.step_frame(tap(pygame.K_DOWN))  # the free side
    assert resumed.lost_seat() is None and app.input.seats[1] == Seat("Ben", KEYS_RIGHT)


def test_a_resumed_pilus_game_pauses_for_the_unknown_seat_and_says_how_to_go_on(app):
    saved = saved_with_device(app, "pilus", [Seat("Pat", KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")], "banana")
    resumed = start(app, "resumed_game", saved)
    app.step_frame()
    pause = app.stack.top
    assert [type(scene).__name__ for scene in app.stack.scenes].count("PauseScene") == 1  # paused once
    assert "The controls saved for Pat are unknown to this version" in pause.message
    assert "a side of the keyboard" in pause.message
    app.step_frame(tap(pygame.K_s))  # takes the seat
    app.step_frame(tap(pygame.K_RETURN))  # and Resume: the game goes on, nobody waits
    app.step_frame()
    app.step_frame()
    assert app.stack.top is resumed and resumed.lost_seat() is None


@pytest.mark.parametrize("language, words", [
    ("de", "Die für Pat gespeicherte Steuerung kennt diese Version nicht"),
    ("fr", "Les commandes enregistrées pour Pat sont inconnues de cette version"),
    ("nl", "De opgeslagen besturing van Pat is onbekend in deze versie"),
])
def test_the_waiting_seat_is_said_in_the_players_language(app, language, words):
    saved = saved_with_device(app, "pilus", [Seat("Pat", KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")], "banana")
    app.set_language(language)
    try:
        start(app, "resumed_game", saved)
        app.step_frame()
        assert app.stack.top.message.startswith(words)
    finally:
        i18n.set_language("en")


def test_back_on_the_title_a_seat_left_waiting_does_not_take_the_menus_keys(app):
    saved = saved_with_device(app, "fits", [Seat("Pat", KEYS_LEFT)], "banana")
    start(app, "resumed_game", saved)
    app.stack.clear_to("title")
    app.step_frame()
    title = app.stack.top
    focus = title.menu.focus
    app.step_frame(tap(pygame.K_DOWN))
    assert title.menu.focus == focus + 1


def test_a_game_left_while_a_seat_waits_hands_the_seats_back_so_the_setup_gets_its_first_key(app):
    """However a game is left (here straight back to the setup under it, the title never
    shown), a seat left waiting for its pad does not take the next screen's first key."""
    app.stack.push("table_setup", "fits")
    app.step_frame()
    setup = app.stack.top
    app.input.add_pad(4, "Test pad")
    game = start(app, RampGameScene, "fits", [Seat("Pat", pad_device(4))], 8)
    app.step_frame([pad_removed(4)])
    assert game.lost_seat() == 0
    app.stack.pop()
    app.step_frame()
    assert app.stack.top is setup
    above = setup.menu.focused.rect
    app.step_frame(tap(pygame.K_s))  # Keyboard left, which nobody plays with now: down a row
    assert setup.menu.focused.rect.top > above.top and app.input.seats == []


def test_on_the_pilus_pause_a_player_with_only_a_mouse_takes_the_waiting_seat_by_a_choice(app):
    """A click is the pause menu's, so it cannot take the seat as a key does: a choice
    named for the seat gives it to the mouse, and the game goes on with the mouse."""
    saved = saved_with_device(app, "pilus", [Seat("Pat", KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")], "banana")
    resumed = start(app, "resumed_game", saved)
    app.step_frame()
    pause = app.stack.top
    labels = [item.label for item in pause.choices.items]
    assert labels[:2] == ["Resume", "Play as Pat with the mouse"]
    app.step_frame(click(pause.choices.items[1].rect.center))
    app.step_frame()
    assert app.stack.top is resumed and resumed.lost_seat() is None
    assert app.input.seats[0] == Seat("Pat", MOUSE) and resumed.device(0) == MOUSE


def test_the_mouse_choice_goes_once_a_key_has_taken_the_seat(app):
    saved = saved_with_device(app, "pilus", [Seat("Pat", KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")], "banana")
    start(app, "resumed_game", saved)
    app.step_frame()
    pause = app.stack.top
    app.step_frame(tap(pygame.K_s))  # Keyboard left takes it
    assert "Play as Pat with the mouse" not in [item.label for item in pause.choices.items]
    assert app.input.seats[0] == Seat("Pat", KEYS_LEFT)



def test_in_a_ramp_game_a_player_with_only_a_mouse_takes_the_waiting_seat_by_a_click(app):
    saved = saved_with_device(app, "fits", [Seat("Pat", KEYS_LEFT)], "banana")
    resumed = start(app, "resumed_game", saved)
    assert resumed.lost_seat() == 0
    assert "or click with the mouse" in " ".join(drawn_texts(app))  # the waiting screen says so
    app.step_frame(click((480, 270)))  # nobody plays with the mouse, so its click takes the seat
    assert resumed.lost_seat() is None and app.input.seats[0] == Seat("Pat", MOUSE)
    app.step_frame(click((480, 270)))  # and now drives it
    run_until(app, lambda: len(resumed.moves) == 1)


def test_a_ramp_games_waiting_screen_offers_the_click_only_while_nobody_plays_with_the_mouse(app):
    saved = saved_with_device(app, "bits", [Seat("Ann", MOUSE), Seat("Pat", KEYS_LEFT)], "banana", seat=1)
    resumed = start(app, "resumed_game", saved)
    assert resumed.lost_seat() == 1
    texts = " ".join(" ".join(drawn_texts(app)).split())
    assert "nobody plays with." in texts and "mouse" not in texts
    app.step_frame(click((480, 270)))  # Ann's click is hers: the seat still waits
    assert resumed.lost_seat() == 1


def drawn_texts(app) -> list[str]:
    """The texts on screen in a frame of the real loop, in drawing order."""
    text_audit.start_audit(app.surface)
    app.step_frame()
    return [note.text for note in text_audit.stop_audit() if note.on_screen]


# On the PILUS pause, a seat whose saved controls are unknown: its heading beside the choices, the way
# it is taken, the choice that gives it to the mouse, and what it must not be called.
UNKNOWN_SEAT = {
    "en": ("Pat · Unknown controls:", "Plays with the first free gamepad or keyboard side pressed",
           "Play as Pat with the mouse", "Unplugged gamepad"),
    "de": ("Pat · Unbekannte Steuerung:",
           "Spielt mit dem ersten freien Gamepad oder der ersten freien Tastaturseite, die gedrückt wird",
           "Als Pat mit der Maus spielen", "Getrenntes Gamepad"),
    "fr": ("Pat · Commandes inconnues\xa0:",  # French punctuation set apart unbroken
           "Joue avec la première manette libre ou le premier côté libre du clavier sur lequel on appuie",
           "Prendre la place de Pat à la souris", "Manette débranchée"),
    "nl": ("Pat · Onbekende besturing:", "Speelt met de eerste vrije gamepad of toetsenbordkant die wordt ingedrukt",
           "Als Pat met de muis spelen", "Losgekoppelde gamepad"),
}


@pytest.mark.parametrize("language", UNKNOWN_SEAT)
def test_the_pilus_pause_calls_a_seat_with_unknown_saved_controls_unknown_not_an_unplugged_gamepad(app, language):
    heading, way_on, mouse_choice, unplugged = UNKNOWN_SEAT[language]
    saved = saved_with_device(app, "pilus", [Seat("Pat", KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")], "banana")
    app.set_language(language)
    try:
        start(app, "resumed_game", saved)
        app.step_frame()
        texts = drawn_texts(app)
        assert heading in texts and mouse_choice in texts
        assert way_on in " ".join(" ".join(texts).split())  # wrapped in the column beside the choices
        pad_controls = control_lines(pad_device(0), app.input.bindings)
        assert not [text for text in texts if unplugged in text or text.replace("\xa0", " ") in pad_controls]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id, seats", [("fits", [Seat("Pat", KEYS_LEFT)]),
                                            ("bits", [Seat("Ann", KEYS_RIGHT), Seat("Pat", KEYS_LEFT)])])
@pytest.mark.parametrize("language", UNKNOWN_SEAT)
def test_the_ramp_games_waiting_screen_says_the_saved_controls_are_unknown_on_a_panel(app, game_id, seats, language):
    """The words stand on a panel of their own: the boards and the card column under them
    no longer show through (beside each line, the panel's colour)."""
    saved = saved_with_device(app, game_id, seats, "banana", seat=len(seats) - 1)
    app.set_language(language)
    try:
        start(app, "resumed_game", saved)
        text_audit.start_audit(app.surface)
        app.step_frame()
        notes = [note for note in text_audit.stop_audit() if note.on_screen and note.layer == 1]  # over the veil
        why = i18n._("The controls saved for {name} are unknown to this version", name="Pat")
        assert why in [note.text for note in notes]
        assert not [note.text for note in notes if UNKNOWN_SEAT[language][3] in note.text]
        beside = [app.surface.get_at(point)[:3] for note in notes
                  for point in ((note.rect.x - 2, note.rect.centery), (note.rect.right + 1, note.rect.centery))]
        assert set(beside) == {palette.PANEL}
    finally:
        i18n.set_language("en")


def test_at_640x360_the_mouse_choice_for_a_long_name_cuts_the_name_not_the_size(app):
    """In every language the choice stays as large as the others and says what it does
    (with the mouse); the name, 20 letters long, is cut short with '…' where need be."""
    name = "Maximiliansbergerhof"
    saved = saved_with_device(app, "pilus", [Seat(name, KEYS_LEFT), Seat("Computer 1 (easy)", "ai:easy")], "banana")
    start(app, "resumed_game", saved)
    app.step_frame()
    pause = app.stack.top
    try:
        force_small(app)
        for language in i18n.languages():
            app.set_language(language)
            heights = {note.text: note.rect.h for note in checked_notes(app) if note.on_screen}
            mouse, resume = pause.mouse_item.text, pause.choices.items[0].text
            assert mouse in heights and heights[mouse] == heights[resume], (language, mouse)
            shown = mouse.split(" ")  # the name whole, or its start and '…'
            assert name in shown or any(word.endswith("…") and name.startswith(word[:-1]) for word in shown)
    finally:
        i18n.set_language("en")
        shown_scale.set_scale(1.0)
