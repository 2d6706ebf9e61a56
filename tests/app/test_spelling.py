"""Every catalogue through a real dictionary of its language (tools/spelling.py):
a misspelt word in any message fails here, with the message it is in."""
import pytest

from tools.spelling import DICTIONARIES, OWN_WORDS, own_words, unknown_words


@pytest.mark.parametrize("language", sorted(DICTIONARIES))
def test_every_message_is_spelt_as_the_dictionary_and_the_games_own_words_say(language):
    assert unknown_words(language) == {}


def test_the_check_finds_a_misspelt_word(monkeypatch):
    import tools.spelling as spelling
    monkeypatch.setattr(spelling, "messages", lambda language: ["Dieser Satz hat einen Fehlre", "Lucky Lück"])
    assert unknown_words("de") == {"Fehlre": "Dieser Satz hat einen Fehlre"}


def test_the_games_own_words_are_few_and_each_once():
    lines = [line.strip() for line in open(OWN_WORDS, encoding="utf-8")
             if line.strip() and not line.startswith("#")]
    assert len(lines) == len(own_words()) < 150
