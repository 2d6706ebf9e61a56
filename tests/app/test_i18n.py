"""Four languages: complete catalogues, the language chosen at first start and
in Settings, translated key names, locale formats, and a damaged catalogue
that costs its language, never the game."""
import logging
import re
import shutil
from datetime import date
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import _, ngettext, pgettext
from game.shell.input import Bindings, controls
from game.shell.input.key_names import key_name
from game.saved.storage import Settings
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from tests.app import forked_windows
from tests.app.conftest import tap
from tests.scenes.driving import press_until

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "fr", "nl")
GAP = re.compile(r"\{[^{}]*\}")


def read(path):
    with open(path, "rb") as file:
        return read_po(file)


def test_the_template_holds_every_text_the_code_marks():
    from tools.update_catalogues import extract
    in_code = {(m.id, m.context) for m in extract() if m.id}
    shipped = {(m.id, m.context) for m in read(i18n.TEMPLATE) if m.id}
    assert sorted(map(str, in_code - shipped)) == [], "run python tools/update_catalogues.py"
    assert sorted(map(str, shipped - in_code)) == [], "run python tools/update_catalogues.py"
    assert len(shipped) > 250


def marked_in_code() -> set:
    """(id, context) of every literal the code hands to _, N_, ngettext or pgettext, read from its
    syntax tree: also the ones inside another message's arguments, which Babel's extractor skips."""
    import ast
    from tools.update_catalogues import CALLS_A_MARKER
    found = set()
    for folder in ("game", "scenes", "sprites"):
        for path in (ROOT / folder).rglob("*.py"):
            source = path.read_bytes()
            if not CALLS_A_MARKER.search(source):  # no marker called: no tree to walk (half the files)
                continue
            for node in ast.walk(ast.parse(source)):
                if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                    continue
                texts = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                         for a in node.args[:3]]
                name = node.func.id
                if name in ("_", "N_") and texts[:1] and texts[0]:
                    found.add((texts[0], None))
                elif name == "ngettext" and len(texts) >= 2 and all(texts[:2]):
                    found.add((tuple(texts[:2]), None))
                elif name == "pgettext" and len(texts) >= 2 and all(texts[:2]):
                    found.add((texts[1], texts[0]))
    return found


def test_every_literal_marked_for_translation_is_in_the_template_however_deep_it_sits():
    shipped = {(m.id, m.context) for m in read(i18n.TEMPLATE) if m.id}
    assert sorted(map(str, marked_in_code() - shipped)) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_is_complete_with_every_gap_kept(language):
    template = {(m.id, m.context) for m in read(i18n.TEMPLATE) if m.id}
    catalogue = read(i18n.catalogue_path(language))
    assert {(m.id, m.context) for m in catalogue if m.id} == template
    problems = []
    for message in catalogue:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            problems.append(("untranslated", message.id))
        if isinstance(message.id, tuple) and len(strings) != catalogue.num_plurals:
            problems.append(("plural forms", message.id))
        gaps = set(GAP.findall(ids[-1]))
        for string in strings:
            if set(GAP.findall(string)) != gaps:
                problems.append(("gaps", message.id, string))
    assert problems == []


def test_french_sets_its_high_punctuation_apart_with_a_no_break_space_and_writes_its_apostrophe_curly():
    """'Nom\u00a0: {name}', never 'Nom : {name}': a plain space lets the colon (or ; ! ? ») wrap
    onto a line of its own wherever the text is broken; and 'Point d’exclamation' as every
    other French text writes it, not 'Point d'exclamation'."""
    plain = re.compile(r"(?: [:;!?\u00bb]|\u00ab |')")
    found = []
    for message in read(i18n.catalogue_path("fr")):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [string for string in strings if message.id and plain.search(string)]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_way_through_the_menus_is_named_with_the_menus_own_words(language):
    """'(Settings → Controls …)' in a notice says the buttons as the player sees them: French
    'Réglages → Commandes' (it said 'Paramètres', a menu the game does not have)."""
    catalogue = read(i18n.catalogue_path(language))
    said = {m.id: m.string for m in catalogue if m.id and isinstance(m.id, str)}
    ways = 0
    for message in catalogue:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for way in {match for text in ids for match in re.findall(r"(\w+) → (\w+)", text)}:
            ways += 1
            assert all(f"{said[way[0]]} → {said[way[1]]}" in string for string in strings), (way, strings)
    assert ways


@pytest.mark.parametrize("language, play, tiles", [
    ("de", "Spielen", ["Nachziehstapel: 1 Plättchen", "Nachziehstapel: 2 Plättchen"]),
    ("fr", "Jouer", ["Pioche\u00a0: 1 tuile", "Pioche\u00a0: 2 tuiles"]),
    ("nl", "Spelen", ["Trekstapel: 1 tegel", "Trekstapel: 2 tegels"]),
    ("en", "Play", ["Draw pile: 1 tile", "Draw pile: 2 tiles"]),
])
def test_text_plurals_and_gaps_in_each_language(language, play, tiles):
    i18n.set_language(language)
    assert _("Play") == play
    assert [ngettext("Draw pile: {count} tile", "Draw pile: {count} tiles", n, count=n) for n in (1, 2)] == tiles


def test_key_names_are_the_ones_on_the_players_keyboards():
    import pygame
    names = {}
    for language in ("de", "fr", "nl", "en"):
        i18n.set_language(language)
        names[language] = [key_name(key) for key in (pygame.K_SPACE, pygame.K_RCTRL, pygame.K_RSHIFT)]
    assert names == {"de": ["Leertaste", "Strg rechts", "Umschalt rechts"],
                     "fr": ["Espace", "Ctrl droite", "Maj droite"],
                     "nl": ["Spatie", "Ctrl rechts", "Shift rechts"],
                     "en": ["Space", "Right Ctrl", "Right Shift"]}
    i18n.set_language("de")
    assert ("pause", ["Tab", "Esc"]) in controls("keys-left", Bindings())
    assert pgettext("key", "Pause") == "Pause" and _("Pause") == "Pause"


def test_dates_and_numbers_follow_the_language():
    day = date(2026, 3, 7)
    formats = {}
    for language in ("de", "fr", "nl", "en"):
        i18n.set_language(language)
        formats[language] = (i18n.date(day), i18n.number(12345), i18n.join(["Ann", "Ben", "Cy"]))
    assert formats["de"] == ("07.03.2026", "12.345", "Ann, Ben und Cy")
    assert formats["fr"][0] == "7 mars 2026" and formats["fr"][2] == "Ann, Ben et Cy"
    assert formats["nl"] == ("7 mrt 2026", "12.345", "Ann, Ben en Cy")
    assert formats["en"] == ("Mar 7, 2026", "12,345", "Ann, Ben, and Cy")


@pytest.mark.parametrize("environ, windows, expected", [
    ({"LANGUAGE": "de"}, None, "de"),
    ({"LANGUAGE": "pt:nl:fr", "LANG": "de_DE.UTF-8"}, None, "nl"),
    ({"LANGUAGE": "pt", "LANG": "fr_FR.UTF-8"}, None, "fr"),
    ({"LC_ALL": "nl_BE.UTF-8", "LANG": "de_DE.UTF-8"}, None, "nl"),
    ({"LC_MESSAGES": "fr_CH", "LANG": "de_DE"}, None, "fr"),
    ({"LANG": "C.UTF-8"}, "de_DE", "en"),
    ({"LANG": "ja_JP.UTF-8"}, None, "en"),
    ({}, "fr_FR", "fr"),
    ({}, "sv_SE", "en"),
    ({}, None, "en"),
])
def test_the_system_language_decides_the_first_start(environ, windows, expected):
    assert i18n.system_language(environ, windows_ui_language=windows or "") == expected


def test_settings_switch_the_language_at_once_and_remember_it(app):
    app.stack.push(TitleScene(app))
    app.step_frame()
    title = app.stack.top
    app.stack.push(SettingsScene(app))
    app.step_frame()
    settings = app.stack.top
    settings.menu.focus = settings.menu.items.index(settings.language)
    names = []
    for _step in range(len(i18n.languages())):
        app.step_frame(tap(__import__("pygame").K_RIGHT))
        names.append(i18n.name_of(i18n.language()))
        assert settings.language.label.endswith(names[-1])
    assert sorted(names) == ["Deutsch", "English", "Français", "Nederlands"]
    press_until(lambda: i18n.language() == "fr", lambda: app.step_frame(tap(__import__("pygame").K_RIGHT)))
    assert settings.language.label == "Langue\u00a0: Français"
    app.step_frame(tap(__import__("pygame").K_ESCAPE))
    app.step_frame()
    assert app.stack.top is title and title.menu.items[0].text == "Jouer"  # no restart needed
    saved, _problem = app.storage.load_json("settings", {}, Settings.HOLDS)
    assert saved["language"] == "fr"


def test_a_damaged_catalogue_is_skipped_with_a_clear_log_line(tmp_path, monkeypatch, caplog):
    shutil.copytree(i18n.I18N_DIR, tmp_path / "i18n")
    damaged = tmp_path / "i18n" / "de" / "LC_MESSAGES" / "slide_and_stack.po"
    damaged.write_bytes(damaged.read_bytes().replace("Spielen".encode(), b"Spiel\xff", 1))
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path / "i18n")
    monkeypatch.setattr(i18n, "_catalogues", {})
    with caplog.at_level(logging.WARNING, logger="game.i18n"):
        i18n.set_language("de")
        assert _("Play") == "Play"  # English, and no exception
    assert any("Deutsch" in r.message and str(damaged) in r.message for r in caplog.records)
    i18n.set_language("fr")
    assert _("Play") == "Jouer"  # the other languages still work


def start_title(data_dir, language: str, shown: str) -> str:
    """Start the game as main.py does, with LANGUAGE set, draw the title's first frame and
    return what the Python expression `shown` says then (the last line printed)."""
    script = (
        "import sys; sys.path.insert(0, '.')\n"
        "import scenes  # the screens by name, as main.py registers them\n"
        "from game.shell.app import App\n"
        "from game import i18n\n"
        "app = App(bot_processes=False)\n"
        "app.stack.push('title')  # what main.py opens first\n"
        "app.step_frame()\n"
        f"print({shown})\n"
    )
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": language,
           "SLIDE_AND_STACK_DATA_DIR": str(data_dir)}
    # Forked from a process that imported the game but never Babel: what the start loads of Babel still shows.
    result = forked_windows.script(script, env, ROOT)
    assert result.returncode == 0, result.stderr
    return result.stdout.split("\n")[-2]


@pytest.mark.parametrize("language, play", [("de", "Spielen"), ("fr", "Jouer"), ("nl", "Spelen")])
def test_the_window_started_with_LANGUAGE_comes_up_in_that_language(tmp_path, language, play):
    shown = "i18n.language(), app.stack.top.menu.items[0].text, repr(app.settings.language)"
    assert start_title(tmp_path, language, shown) == f"{language} {play} ''"


def test_a_catalogue_compiled_once_is_kept_for_the_next_start(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_catalogues", {})
    i18n.keep_compiled_in(tmp_path)
    i18n.set_language("nl")
    assert _("Play") == "Spelen"
    kept = list(tmp_path.glob("nl-*.mo"))
    assert len(kept) == 1
    monkeypatch.setattr(i18n, "_catalogues", {})  # the next start
    monkeypatch.setattr(i18n, "_compile", lambda *args: pytest.fail("compiled again"))
    assert _("Quit") == "Afsluiten"
    kept[0].write_bytes(b"\xff not a catalogue")  # a damaged copy is compiled anew
    monkeypatch.undo()
    monkeypatch.setattr(i18n, "_catalogues", {})
    i18n.keep_compiled_in(tmp_path)
    i18n.set_language("nl")
    assert _("Quit") == "Afsluiten"
    assert kept[0].read_bytes().startswith(b"\xde\x12\x04\x95")  # a GNU .mo again


def test_lists_read_as_babel_writes_them_from_the_shipped_patterns(monkeypatch):
    from babel.lists import format_list
    from tools.update_catalogues import list_patterns
    assert i18n.LIST_PATTERNS.read_text(encoding="utf-8") == list_patterns(i18n.languages()), \
        "run python tools/update_catalogues.py"
    monkeypatch.setattr(i18n, "_list_patterns", None)
    compared = 0
    for language in i18n.languages():
        i18n.set_language(language)
        for style in i18n.LIST_STYLES:
            for count in range(6):
                items = ["Ann", "Ben", "{Cy}", "Dee", "Eve"][:count]
                try:
                    expected = format_list(items, style=style, locale=language)
                except KeyError:  # Babel lacks German and Dutch "unit" lists of three or more:
                    # Dutch keeps its own last join, German CLDR's root ", "
                    expected = ", ".join(items[:-1]) + (" en " if language == "nl" else ", ") + items[-1]
                compared += 1
                assert i18n.join(items, style) == expected, (language, style, count)
    assert compared == 4 * 3 * 6
    i18n.set_language("en")


def test_whole_numbers_read_as_babel_writes_them_from_the_shipped_symbols(monkeypatch):
    from babel.numbers import format_decimal
    from tools.update_catalogues import number_symbols
    assert i18n.NUMBER_SYMBOLS.read_text(encoding="utf-8") == number_symbols(i18n.languages()), \
        "run python tools/update_catalogues.py"
    monkeypatch.setattr(i18n, "_number_symbols", None)
    values = [0, 1, 7, 12, 999, 1000, 1234, 99999, 100000, 1234567]
    for language in i18n.languages():
        i18n.set_language(language)
        for value in values + [-value for value in values]:
            assert i18n.number(value) == i18n.with_minus(format_decimal(value, locale=language)), (language, value)
            assert i18n.signed(value) == i18n.with_minus(
                format_decimal(value, format="+#,##0;-#,##0", locale=language)), (language, value)
        assert i18n.number(2.5) == i18n.with_minus(format_decimal(2.5, locale=language))  # not whole: Babel's
    i18n.set_language("en")


@pytest.mark.parametrize("table, cache, damaged, formatted, expected", [
    ("LIST_PATTERNS", "_list_patterns", '{"de": {"or": {"2": "{0} oder {2}"}}}',
     lambda: i18n.join(["Pfeile", "WASD", "Gamepad"], "or"), "Pfeile, WASD oder Gamepad"),
    ("NUMBER_SYMBOLS", "_number_symbols", '{"de": {"group": "."}}', lambda: i18n.signed(-1234), "−1.234")])
def test_a_damaged_table_written_from_babel_leaves_its_formats_to_babel(tmp_path, monkeypatch, caplog, table, cache,
                                                                          damaged, formatted, expected):
    path = tmp_path / "table.json"
    path.write_text(damaged, encoding="utf-8")
    monkeypatch.setattr(i18n, table, path)
    monkeypatch.setattr(i18n, cache, None)
    i18n.set_language("de")
    with caplog.at_level(logging.WARNING, logger="game.i18n"):
        assert formatted() == expected
    assert any(str(path) in r.message for r in caplog.records)
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_resumed_games_first_frame_loads_no_babel(tmp_path, language):
    # Its scores and points are whole numbers: Babel's import and first format cost a third of it.
    from tools.bench_start import game_in_progress
    game_in_progress(tmp_path)
    start_title(tmp_path, language, "1")  # the first start compiles the catalogue
    shown = ("(app.stack.top.menu.items[0].on_activate(), app.step_frame(), type(app.stack.top).__name__, "
             "sorted({m for m in sys.modules if m.startswith('babel')}))[2:]")
    assert start_title(tmp_path, language, shown) == "('RampGameScene', [])"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_later_start_draws_the_title_without_loading_babel(tmp_path, language):
    # Babel's import and locale data cost more CPU than the rest of the first frame:
    # a start after the first (which compiles the catalogue) must not need them.
    shown = "app.stack.top.menu.items[0].text, sorted({m for m in sys.modules if m.startswith('babel')})"
    start_title(tmp_path, language, shown)
    assert start_title(tmp_path, language, shown) == ("Play []" if language == "en" else "Spielen []")
