"""Player text in English, German, French and Dutch: gettext catalogues read with Babel.

Code marks what a player reads with the English text itself:

    _("Round {number} of {total}", number=2, total=4)
    ngettext("{count} tile", "{count} tiles", count, count=count)
    pgettext("key", "Space")           # one English word, two meanings
    N_("red")                          # a table entry, translated where shown

`tools/update_catalogues.py` extracts these into levels/i18n/slide_and_stack.pot
and merges it into levels/i18n/<lang>/LC_MESSAGES/slide_and_stack.po. The game
compiles the .po files itself (with Babel) the first time it needs them and
keeps the compiled .mo in its data folder, named by the .po's checksum, so a
fresh clone plays in every language and later starts skip Babel. A catalogue
that cannot be read is skipped with a log line: its language then shows
English. {gaps} are filled after translating; a gap a translation lacks or
misspells never raises.
"""
from __future__ import annotations

import functools
import io
import json
import os
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING
from pathlib import Path

from game.content.paths import LEVELS_DIR
from game.logs import logger

if TYPE_CHECKING:
    import gettext

I18N_DIR = LEVELS_DIR / "i18n"
DOMAIN = "slide_and_stack"
TEMPLATE = I18N_DIR / f"{DOMAIN}.pot"
SOURCE = "en"
# Every language in its own name, as the settings screen offers them.
NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "nl": "Nederlands"}

_catalogues: dict[str, gettext.NullTranslations | _Source] = {}
_language = SOURCE
_compiled_folder: Path | None = None  # where compiled catalogues are kept (None: compile each start)


def keep_compiled_in(folder):
    """Keep compiled catalogues in `folder` (the player's data folder), so a start needs no Babel."""
    global _compiled_folder
    _compiled_folder = Path(folder)


def catalogue_path(language: str):
    return I18N_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    """English first, then every language whose catalogue ships, in their own names' order."""
    return [SOURCE] + [code for code in _shipped(I18N_DIR) if code != SOURCE]


@functools.cache
def _shipped(folder: Path) -> tuple[str, ...]:
    # Looked for once per folder: the catalogues shipped stay as they are while the game runs,
    # and a start asks five times (issue 47).
    return tuple(sorted(p.parent.parent.name for p in folder.glob(f"*/LC_MESSAGES/{DOMAIN}.po")))


def name_of(language: str) -> str:
    return NAMES.get(language, language)


class _Source:
    """The source language's catalogue: each message as written (what gettext's NullTranslations
    does, without loading gettext and its plural parser for an English start)."""

    def gettext(self, message):
        return message

    def ngettext(self, singular, plural, n):
        return singular if n == 1 else plural

    def pgettext(self, context, message):
        return message

    def npgettext(self, context, singular, plural, n):
        return singular if n == 1 else plural


def _read(language: str) -> gettext.NullTranslations:
    import gettext  # here: an English start reads no catalogue
    path = catalogue_path(language)
    try:
        source = path.read_bytes()
        kept = None
        if _compiled_folder is not None:
            import hashlib  # here: an English start needs no catalogue, nor OpenSSL's 8 ms of CPU
            kept = _compiled_folder / f"{language}-{hashlib.sha256(source).hexdigest()[:16]}.mo"
            try:
                return gettext.GNUTranslations(io.BytesIO(kept.read_bytes()))
            except (OSError, ValueError, UnicodeDecodeError):
                pass  # not compiled yet (or a damaged copy): compile anew
        compiled = _compile(language, source)
        if kept is not None:
            _keep(kept, compiled)
        return gettext.GNUTranslations(io.BytesIO(compiled))
    except Exception as exc:  # noqa: BLE001 - any damage means: this language falls back to English
        logger(__name__).warning("The %s catalogue %s cannot be read (%s: %s); its text shows in English.",
                     name_of(language), path, type(exc).__name__, exc)
        return gettext.NullTranslations()


def _compile(language: str, source: bytes) -> bytes:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    catalogue = read_po(io.BytesIO(source), locale=language, abort_invalid=True)
    compiled = io.BytesIO()
    write_mo(compiled, catalogue, use_fuzzy=False)
    return compiled.getvalue()


def _keep(path: Path, compiled: bytes):
    """Save a compiled catalogue for the next start; a disk that refuses only costs time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(path.name.split("-")[0] + "-*.mo"):
            old.unlink()  # an older compile of the same language
        temp = path.with_suffix(".tmp")
        temp.write_bytes(compiled)
        os.replace(temp, path)
    except OSError as exc:
        logger(__name__).info("compiled catalogue not kept (%s)", exc)


def catalogue(language: str) -> gettext.NullTranslations | _Source:
    """The translations of one language (read once). English is the source: nothing to read."""
    if language not in _catalogues:
        _catalogues[language] = _Source() if language == SOURCE else _read(language)
    return _catalogues[language]


def set_language(language: str):
    global _language
    _language = language if language in languages() else SOURCE


def language() -> str:
    return _language


@contextmanager
def speaking(language: str):
    """Text in `language` meanwhile (to recognise a text made in another), then as before."""
    global _language
    before = _language
    set_language(language)
    try:
        yield
    finally:
        _language = before


def recognise(text: str, make, choices):
    """The choice c for which make(c) is `text` in the language shown now or in any
    other (a default name made in the language of an earlier day); None for none."""
    for code in [_language, *languages()]:
        with speaking(code):
            for choice in choices:
                if make(choice) == text:
                    return choice
    return None


def system_language(environ=None, windows_ui_language=None) -> str:
    """The language the system asks for, when the game offers it; else English.

    LANGUAGE is a list in order of preference (GNU gettext); then LC_ALL,
    LC_MESSAGES and LANG, the first one set deciding. On Windows, where these
    are rarely set, the user's display language."""
    environ = os.environ if environ is None else environ
    offered = languages()
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for wanted in value.split(":"):
            code = wanted.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
            if code in offered:
                return code
        if variable != "LANGUAGE":  # 'C' or a language we lack: English
            return SOURCE
    if windows_ui_language is None and sys.platform == "win32":
        windows_ui_language = _windows_ui_language()
    if windows_ui_language:
        code = windows_ui_language.split("_")[0].lower()
        if code in offered:
            return code
    return SOURCE


def _windows_ui_language() -> str | None:
    import locale  # here: only Windows asks it

    try:
        import ctypes
        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
    except (ImportError, AttributeError, OSError):
        return None
    return locale.windows_locale.get(langid)


class _KeepGaps(dict):
    # A gap the caller did not fill shows as {name} instead of raising.
    def __missing__(self, name):
        return "{" + name + "}"


# Negative numbers on screen take a true minus sign, U+2212, the width of a plus
# and higher than a hyphen; replay files, JSON output and logs keep the ASCII '-'.
MINUS = "\u2212"


def with_minus(text: str) -> str:
    """A number as formatted by Python or Babel, with its hyphen set as a minus sign."""
    return text.replace("-", MINUS)


class _Shown(int):
    # A whole number filled into a player text: {points:+d} keeps its format, with the minus sign.
    def __format__(self, spec: str) -> str:
        return with_minus(int.__format__(self, spec))


def _fill(text: str, english: str, params: dict) -> str:
    if not params:
        return text
    params = {name: _Shown(value) if type(value) is int and value < 0 else value for name, value in params.items()}
    try:
        return text.format_map(_KeepGaps(params))
    except (ValueError, IndexError, TypeError, AttributeError):  # a translation broke a gap
        try:
            return english.format_map(_KeepGaps(params))
        except (ValueError, IndexError, TypeError, AttributeError):
            return english


def _(message: str, **params) -> str:
    return _fill(catalogue(_language).gettext(message), message, params)


def ngettext(singular: str, plural: str, n: int, **params) -> str:
    # The form follows the count's size, its sign aside: '−1 point', '−2 points' (French's
    # n > 1 rule would make every negative count singular).
    n = abs(n)
    english = singular if n == 1 else plural
    return _fill(catalogue(_language).ngettext(singular, plural, n), english, params)


def pgettext(context: str, message: str, **params) -> str:
    return _fill(catalogue(_language).pgettext(context, message), message, params)


def npgettext(context: str, singular: str, plural: str, n: int, **params) -> str:
    n = abs(n)  # as ngettext: the form by the count's size
    english = singular if n == 1 else plural
    return _fill(catalogue(_language).npgettext(context, singular, plural, n), english, params)


class Said(str):
    """A text made in the language of the moment that can be made again in another
    (a notice that stays on screen while the player switches languages)."""

    def __new__(cls, make):
        text = super().__new__(cls, make())
        text.make = make
        return text

    def again(self) -> "Said":
        return Said(self.make)


def N_(message: str) -> str:
    """Marks a table entry for extraction; it is translated where it is shown."""
    return message


def NC_(context: str, message: str) -> str:
    """Marks a table entry that has a context; shown through pgettext(context, entry)."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a table entry with plural forms; shown through ngettext(*entry, n)."""
    return singular, plural


# Locale formats, by Babel: 1.234 in German, 1 234 in French; dates as each language writes them.
def number(value) -> str:
    """A number as the player reads it: the locale's digits, a minus sign for a negative one."""
    whole = _whole(value, "", "minusSign")
    if whole is not None:
        return whole
    from babel.numbers import format_decimal
    return with_minus(format_decimal(value, locale=_language))


def signed(value: int) -> str:
    """A point value with its sign, +3, +0 or −2 (the locale's digits, a minus sign)."""
    whole = _whole(value, "plusSign", "minusSign")
    if whole is not None:
        return whole
    from babel.numbers import format_decimal
    return with_minus(format_decimal(value, format="+#,##0;-#,##0", locale=_language))


# What a whole number needs of CLDR's formats per language (its group separator and signs),
# written from Babel by tools/update_catalogues.py: Babel's import and first format cost about
# 55 ms of CPU, a third of a resumed game's first frame (issue 47). Every language shipped groups
# by threes from four digits (tests/app/test_i18n.py checks these against Babel).
NUMBER_SYMBOLS = I18N_DIR / "number-symbols.json"
_number_symbols: dict | None = None


def _whole(value, plus: str, minus: str) -> str | None:
    """`value` formatted from the number symbols when it is a whole number and its language has
    them (`plus`: the symbol before a positive value or zero, "" none), else None (Babel formats it)."""
    global _number_symbols
    if type(value) is not int:
        return None
    if _number_symbols is None:
        try:
            _number_symbols = {language: {name: str(symbols[name]) for name in ("group", "plusSign", "minusSign")}
                               for language, symbols in json.loads(NUMBER_SYMBOLS.read_text(encoding="utf-8")).items()}
        except Exception as exc:  # noqa: BLE001 - any damage means: Babel formats every number
            logger(__name__).warning("The number symbols %s cannot be read (%s: %s); Babel formats numbers.",
                                     NUMBER_SYMBOLS, type(exc).__name__, exc)
            _number_symbols = {}
    symbols = _number_symbols.get(_language)
    if symbols is None:
        return None
    sign = symbols[minus] if value < 0 else symbols.get(plus, "")
    return with_minus(sign + f"{abs(value):,}".replace(",", symbols["group"]))


def date(value) -> str:
    from babel.dates import format_date
    return format_date(value, format="medium", locale=_language)


# CLDR's list patterns ("A, B and C") per language and style, written from Babel by
# tools/update_catalogues.py: loading Babel's locale data at start cost about 70 ms
# of CPU, most of the first frame. A language or style the file lacks asks Babel.
LIST_PATTERNS = I18N_DIR / "list-patterns.json"
LIST_STYLES = ("standard", "or", "unit")
_list_patterns: dict | None = None


def _patterns(language: str, style: str) -> dict | None:
    global _list_patterns
    if _list_patterns is None:
        try:
            found = json.loads(LIST_PATTERNS.read_text(encoding="utf-8"))
            for styles in found.values():
                for patterns in styles.values():
                    for name in ("2", "start", "middle", "end"):
                        patterns[name].format("", "")  # a damaged pattern is caught here, not on screen
            _list_patterns = found
        except Exception as exc:  # noqa: BLE001 - any damage means: Babel formats every list
            logger(__name__).warning("The list patterns %s cannot be read (%s: %s); Babel formats lists.",
                         LIST_PATTERNS, type(exc).__name__, exc)
            _list_patterns = {}
    return _list_patterns.get(language, {}).get(style)


def join(items, style: str = "standard") -> str:
    """A list as a sentence writes it: 'A, B and C', 'A, B und C'; style 'or': 'A, B or C'.
    The same text as Babel's format_list."""
    items = list(items)
    patterns = _patterns(_language, style) if len(items) > 1 else None
    if patterns is None:
        if len(items) < 2:
            return items[0] if items else ""
        from babel.lists import format_list
        return format_list(items, style=style, locale=_language)
    if len(items) == 2:
        return patterns["2"].format(*items)
    text = patterns["start"].format(items[0], items[1])
    for item in items[2:-1]:
        text = patterns["middle"].format(text, item)
    return patterns["end"].format(text, items[-1])
