"""What a German and a French player read on the way through the games, through the
real screens: each box's own words (a BITS round is a 'Durchgang' in German, a BITS
piece a 'domino' in French), numbers written as the language writes them, and
sentences that read right around the values put into them."""
import pygame
import pytest

from game.shell.input import KEYS_LEFT, Seat
from scenes.ramp.ramp_screen import RampGameScene
from sprites import cards, text_audit
from tests.app.conftest import tap
from tools.screen_states import ScreenStates


def drawn_texts(app) -> list[str]:
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    return [note.text for note in text_audit.stop_audit()]


def game_texts(app, game_id: str) -> list[str]:
    app.stack.clear_to(RampGameScene(app, game_id, [Seat("Ann", KEYS_LEFT)], seed=5))
    app.step_frame()
    return drawn_texts(app)


def screen_texts(app, states: ScreenStates, name: str) -> list[str]:
    states.show(name)
    app.step_frame((), 0)
    return drawn_texts(app)


@pytest.mark.parametrize("language, fits_round, bits_round, fits_next, bits_next", [
    ("de", "Runde 2 von 4", "Durchgang 2 von 3", "Nächster Stein", "Nächster Stein"),
    ("fr", "Manche 2 sur 4", "Manche 2 sur 3", "Pièce suivante", "Domino suivant"),
    ("nl", "Ronde 2 van 4", "Ronde 2 van 3", "Volgende steen", "Volgende dominosteen"),
    ("en", "Round 2 of 4", "Round 2 of 3", "Next piece", "Next domino"),
])
def test_each_game_names_its_rounds_and_pieces_as_its_box_does(app, monkeypatch, language, fits_round, bits_round,
                                                               fits_next, bits_next):
    titles = []  # the titles drawn on the cards' pictures (the revealed card's among them)
    for maker, title_at in (("piece_card", 2), ("piece_strip", 3)):
        made = getattr(cards, maker)
        monkeypatch.setattr(cards, maker, lambda *args, made=made, at=title_at, **kw: titles.append(args[at]) or made(*args, **kw))
    app.set_language(language)
    states = ScreenStates(app)
    fits = screen_texts(app, states, "fits mid-round")
    assert fits_round in fits and bits_round not in fits and fits_next in titles
    assert bits_next == fits_next or bits_next not in titles
    titles.clear()
    bits = screen_texts(app, states, "bits mid-round")
    assert bits_round in bits and fits_round not in bits and bits_next in titles


def test_a_german_bits_round_is_scored_and_continued_as_a_durchgang(app):
    app.set_language("de")
    states = ScreenStates(app)
    scoring = screen_texts(app, states, "round scoring")  # BITS, its second round
    assert "Durchgang 2: Wertung" in scoring and any(text.startswith("Dieser Durchgang: ") for text in scoring)
    table = screen_texts(app, states, "round scoring table")
    assert {"Durchgang 1", "Durchgang 2", "Durchgang 3"} <= set(table) and "Runde 1" not in table
    continuing = " ".join(screen_texts(app, states, "continue"))
    assert "BITS Profi  ·  Durchgang 1 von 4" in continuing and "FITS  ·  Runde 1 von 4" in continuing


@pytest.mark.parametrize("language, label, point", [("de", "Durchschnitt: ", ","), ("fr", "Moyenne\u00a0: ", ","),
                                                    ("nl", "Gemiddelde: ", ","), ("en", "Average: ", ".")])
def test_the_average_of_the_last_games_is_written_as_the_language_writes_numbers(app, language, label, point):
    app.set_language(language)
    texts = screen_texts(app, ScreenStates(app), "high scores")
    # The seeded games are played by computers, so the figure comes from the table itself.
    recent = app.stack.top.scores.recent("fits")
    whole, tenth = f"{round(sum(recent) / len(recent), 1):.1f}".split(".")
    assert tenth != "0" and label + whole + point + tenth in texts


def test_the_french_results_say_a_first_place_and_the_days_date_in_good_french(app):
    app.set_language("fr")
    texts = screen_texts(app, ScreenStates(app), "daily results")
    assert "Nouveau record\xa0: 1re place des meilleurs scores" in texts and "1er place" not in " ".join(texts)
    assert any(text.startswith("Défi du jour du ") and text.endswith("\xa0: cet essai compte.") for text in texts)


def test_the_german_game_choice_and_rules_count_bits_in_durchgaenge(app):
    app.set_language("de")
    states = ScreenStates(app)
    choice = " ".join(screen_texts(app, states, "game choice"))
    assert "4 Runden" in choice  # FITS, chosen first
    for __ in range(2):  # down to BITS, as a player goes
        app.step_frame(tap(pygame.K_DOWN))
    choice = " ".join(drawn_texts(app))
    assert "3 Durchgänge" in choice and "Runde" not in choice
    rules = screen_texts(app, states, "rules bits")
    assert "Ein Durchgang" in rules and "Eine Runde" not in rules
    assert "Eine Runde" in screen_texts(app, states, "rules fits")
