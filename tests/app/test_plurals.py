"""Every message that counts something goes through a plural form: a number gap
followed by the word it counts ('{count} fields', '{points} points') in a message
without plural forms fails here, as 'Level 2 braucht 1 passende Farben' did."""
import re

from babel.messages.pofile import read_po

from game.i18n import TEMPLATE

# The gaps that hold numbers, and those that hold words: every gap of the catalogue
# is one or the other, so that a new gap cannot slip past the check unsorted.
NUMBER_GAPS = {"tiles", "count", "needed", "matches", "points", "cells", "low", "high", "size", "total", "done", "percent",
               "score", "both", "one", "min", "max", "width", "height", "edition_width", "edition_height",
               "made", "claimed", "best", "most", "seconds", "columns", "rounds", "shown"}
# Numbers that name rather than count ('level 2', 'row 3', 'deck 1', 'move 12').
NAMING_GAPS = {"level", "row", "number", "deck", "place", "seed", "speed", "index", "first", "last", "x", "y"}
WORD_GAPS = {"squares", "field", "top", "bottom", "pawn", "ghost", "lead", "problems", "variable", "action", "aside", "boards", "button", "caption", "colour", "confirm", "date", "device", "drop", "file",
             "flip", "folder", "game", "home", "how", "input", "inputs", "instead", "key", "keys", "language", "lay",
             "move", "moves", "name", "names", "next", "outcome", "piece", "played", "players", "problem", "progress",
             "reason", "result", "round", "rows", "scores", "skip", "symbol", "tile", "title", "turn", "value",
             "version", "what", "why", "word", "zoom", "reset", "back", "pause", "hint", "undo", "key_name",
             "rotate", "left", "right", "up", "down", "choice", "seat", "player", "kind", "edition", "board",
             "card", "cards", "column", "error", "path", "label", "text", "url", "day", "time",
             "code", "prefix", "reasons", "suffix", "editions", "dots", "code_file", "board_file", "delete", "leave",
             "type"}
# Words after a number that do not count it: 'round 2 of 4', 'move 3 is made', '1 left', '50 KiB'
# (a unit's symbol is the same for any number).
NOT_COUNTED = {"of", "to", "from", "is", "left", "KiB", "MiB", "s"}
GAP = re.compile(r"\{(\w+)(?::[^}]*)?\}")
COUNTED = re.compile(r"\{(\w+)(?::[^}]*)?\}(?:\u00a0| )([^\W\d_]+)")


def template():
    with open(TEMPLATE, "rb") as file:
        return [message for message in read_po(file) if message.id]


def test_every_gap_is_known_as_a_number_or_a_word():
    unknown = {name for message in template() for text in (message.id if message.pluralizable else (message.id,))
               for name in GAP.findall(text)} - NUMBER_GAPS - NAMING_GAPS - WORD_GAPS
    assert not unknown, f"sort these gaps into NUMBER_GAPS or WORD_GAPS: {sorted(unknown)}"


def test_no_number_counts_a_word_without_a_plural_form():
    singular_only = [message.id for message in template() if not message.pluralizable]
    counted = [(text, match.group(0)) for text in singular_only for match in COUNTED.finditer(text)
               if match.group(1) in NUMBER_GAPS and match.group(2) not in NOT_COUNTED]
    assert counted == []


def test_the_check_finds_what_it_is_for():
    found = [m.group(0) for text in ("level {level} needs {needed} colour matches", "{count} in progress",
                                     "Round {number} of {total}", "Neutral: {count} left")
             for m in COUNTED.finditer(text) if m.group(1) in NUMBER_GAPS and m.group(2) not in NOT_COUNTED]
    assert found == ["{needed} colour", "{count} in"]


# The form each language's plural rule gives a count's size: 1 is singular everywhere, 0 is
# singular in French only, and a negative count takes the form of its size.
SINGULAR_SIZES = {"en": {1}, "de": {1}, "nl": {1}, "fr": {0, 1}}


def test_every_plural_message_takes_the_form_of_the_counts_size_in_every_language():
    from game import i18n
    plurals = [message for message in template() if message.pluralizable]
    assert plurals
    wrong = []
    for language, singular_sizes in SINGULAR_SIZES.items():
        i18n.set_language(language)
        forms = i18n.catalogue(language)
        for message in plurals:
            singular, plural = message.id[0], message.id[1]
            for n in (-2, -1, 0, 1, 2):
                said = i18n.ngettext(singular, plural, n)
                form = 0 if abs(n) in singular_sizes else 1
                expected = forms.ngettext(singular, plural, 1 if form == 0 else 2)
                if said != expected:
                    wrong.append((language, singular, n, said))
    assert wrong == []


def test_a_negative_count_reads_plural_in_french_as_the_daily_result_says_it():
    from game import i18n
    i18n.set_language("fr")
    said = [i18n.ngettext("{points} point", "{points} points", n, points=n) for n in (-2, -1, 2)]
    assert said == ["−2 points", "−1 point", "2 points"]
