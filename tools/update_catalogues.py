"""Extract the player text from the code and bring every catalogue up to date.

    python tools/update_catalogues.py            # write levels/i18n/slide_and_stack.pot, update each .po
                                                 # and levels/i18n/list-patterns.json
    python tools/update_catalogues.py --check    # only report; exit 1 when anything is missing or stale

Babel reads the code as babel.cfg says, with the game's markers as keywords;
the games' data add their notes on what is our reconstruction (`provisional`),
which the About page shows. New text enters each language's .po untranslated
(msgstr ""); text no longer in the code leaves. Nothing is matched fuzzily: a changed English sentence is
a new entry to translate. To add a language, create its folder and run this
(see levels/README.md).
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import io
import json
import re
import sys
from pathlib import Path

from babel import Locale
from babel.lists import _resolve_list_style
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir, extract_python
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from game import games
from game.i18n import DOMAIN, I18N_DIR, LIST_PATTERNS, LIST_STYLES, NUMBER_SYMBOLS, SOURCE, TEMPLATE, catalogue_path

ROOT = Path(__file__).resolve().parent.parent

KEYWORDS = {**DEFAULT_KEYWORDS, "Nn_": (1, 2), "NC_": ((1, "c"), 2)}
# A marker's name before an opening parenthesis: what Babel's tokens find a call by.
CALLS_A_MARKER = re.compile(rb"(?<!\w)(?:" + b"|".join(re.escape(k.encode()) for k in KEYWORDS) + rb")[\s\\]*\(")
LANGUAGES_DIR = I18N_DIR


def extract() -> Catalog:
    with open(ROOT / "babel.cfg", encoding="utf-8") as file:
        method_map, options_map = parse_mapping_cfg(file)
    method_map = [(pattern, python_with_markers if method == "python" else method) for pattern, method in method_map]
    template = Catalog(project="Slide & Stack", domain=DOMAIN, charset="utf-8",
                       msgid_bugs_address="", copyright_holder="Slide & Stack", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        flags = {"python-brace-format"} if "{" in (message if isinstance(message, str) else message[0]) else set()
        template.add(message, None, [(filename.replace("\\", "/"), lineno)], auto_comments=comments,
                     context=context, flags=flags)
    for game in games.all_games():
        for note in game.content().provisional:
            template.add(note, None, [(f"levels/{game.id}", 0)],
                         auto_comments=["A note from the game's data on what is our reconstruction (About these editions)."])
    return template


def python_with_markers(fileobj, keywords, comment_tags, options):
    """Babel's Python extractor, run on the files that call a marker at all: tokenizing the
    others (half of the code) found nothing and took half of the extraction's time."""
    source = fileobj.read()
    if not CALLS_A_MARKER.search(source):
        return []
    return extract_python(io.BytesIO(source), keywords, comment_tags, options)


def shipped_languages() -> list[str]:
    return sorted(p.name for p in LANGUAGES_DIR.iterdir() if (p / "LC_MESSAGES").is_dir())


def updated(language: str, template: Catalog) -> Catalog:
    path = catalogue_path(language)
    if path.exists():
        with open(path, "rb") as file:
            catalogue = read_po(file, locale=language)
    else:
        catalogue = Catalog(locale=language, domain=DOMAIN, project="Slide & Stack", fuzzy=False)
    catalogue.update(template, no_fuzzy_matching=True, update_header_comment=False)
    catalogue.fuzzy = False
    return catalogue


def problems(language: str, catalogue: Catalog) -> list[str]:
    found = []
    for message in catalogue:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        if message.fuzzy or not all(strings):
            found.append(f"{language}: untranslated {message.id!r}")
    return found


def _pattern_set(locale: Locale, style: str) -> dict[str, str]:
    # Babel's data for some languages lacks a pattern that CLDR inherits from its root
    # (German "unit" has only "2": format_list raises for three items); the root's fills it.
    patterns, root = _resolve_list_style(locale, style), _resolve_list_style(Locale("root"), style)
    return {name: patterns[name] if name in patterns else root[name] for name in ("2", "start", "middle", "end")}


def list_patterns(languages) -> str:
    """The game's list patterns file: per language and style, the patterns Babel's
    format_list uses (its own fallback between styles applied)."""
    found = {language: {style: _pattern_set(Locale.parse(language), style) for style in LIST_STYLES}
             for language in languages}
    return json.dumps(found, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def number_symbols(languages) -> str:
    """The game's number symbols file: per language, the group separator and signs of CLDR's
    Latin digits, as Babel's format_decimal uses them."""
    found = {}
    for language in languages:
        symbols = Locale.parse(language).number_symbols
        symbols = symbols.get("latn", symbols)
        found[language] = {name: symbols[name] for name in ("group", "plusSign", "minusSign")}
    return json.dumps(found, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def write(path: Path, catalogue: Catalog):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as file:
        write_po(file, catalogue, width=100, ignore_obsolete=True, include_previous=False, sort_output=False)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report only; exit 1 on anything missing or stale")
    args = parser.parse_args(argv)
    template = extract()
    report = []
    if args.check:
        with open(TEMPLATE, "rb") as file:
            shipped = {(m.id, m.context) for m in read_po(file) if m.id}
        if shipped != {(m.id, m.context) for m in template if m.id}:
            report.append(f"{TEMPLATE.name} is out of date: run python tools/update_catalogues.py")
    else:
        write(TEMPLATE, template)
    languages = [SOURCE, *shipped_languages()]
    for path, made in ((LIST_PATTERNS, list_patterns(languages)), (NUMBER_SYMBOLS, number_symbols(languages))):
        if not args.check:
            path.write_text(made, encoding="utf-8")
        elif not path.is_file() or path.read_text(encoding="utf-8") != made:
            report.append(f"{path.name} is out of date: run python tools/update_catalogues.py")
    for language in shipped_languages():
        catalogue = updated(language, template)
        report += problems(language, catalogue)
        if not args.check:
            write(catalogue_path(language), catalogue)
    for line in report:
        print(line)
    print(f"{len([m for m in template if m.id])} messages; {len(report)} problems")
    return 1 if report else 0


if __name__ == "__main__":
    sys.exit(main())
