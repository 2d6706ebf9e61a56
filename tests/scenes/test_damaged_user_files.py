"""Damaged or hostile player files, through the real App loop, headless: the window
keeps running, says what it set aside, and reads nothing outside its own folders."""
import io
import json
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.saved import in_progress
from game.shell.app import App
from game.i18n import _
from game.saved.highscores import HighScores
from game.saved.storage import Settings, Storage
from scenes.menus.daily_challenge import DailyChallengeScene
from scenes.menus.high_scores import HighScoresScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.menus.rules_screen import TextPageScene
from scenes.menus.title import TitleScene
from tests.app.conftest import click, tap
from tests.inline_executor import InlineExecutor
from tests.scenes.test_score_chasing import solo_game

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"
DEEP = "[" * 100_000 + "]" * 100_000
ENTRY = {"name": "Ann", "score": 30, "rating": None, "date": "2025-06-01T10:00:00+00:00", "seed": 1, "replay": None}

# What a damaged file may hold, and a word of what the message then says.
DAMAGE = {
    "nested": (DEEP.encode(), "nested more than 32 deep"),
    "huge number": (b'{"version": 1, "games": {"fits": [{"score": ' + b"9" * 5000 + b"}]}}", "out of range"),
    "lone surrogate": (b'{"version": 1, "games": {"fits": [{"name": "\\ud800"}]}}', "lone surrogate"),
    "not UTF-8": (b'{"language": "en\xff"}', "not UTF-8"),
}


def start_app(folder) -> App:
    app = App(size=(1280, 720), settings_dir=folder, open_pad=lambda index: None, bot_processes=False, settle=0,
              bot_executor=InlineExecutor(), check_executor=InlineExecutor())
    app.stack.push(TitleScene(app))
    app.step_frame()
    return app


def choose_on_title(app, line: int):
    """Down `line` times on the title menu, then Enter: as a player picks a screen."""
    for _press in range(line):
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    return app.stack.top


def switch_to_french_in_settings(app) -> None:
    """From the title: Settings, the language set to French, back to the title."""
    settings = choose_on_title(app, 3)  # Play, High scores, Daily challenge, Settings
    settings.menu.focus = settings.menu.items.index(settings.language)
    while i18n.language() != "fr":
        app.step_frame(tap(pygame.K_RIGHT))
    assert isinstance(back_with_escape(app), TitleScene)


def open_first_replay_of_the_table(app):
    """From the title: the high-score table, then a click on its first row's replay."""
    table = choose_on_title(app, 1)
    app.step_frame(click(table.rows[0].item.rect.center))
    app.step_frame()
    return table, app.stack.top


def back_with_escape(app):
    """Esc, and the frame that shows where it led: the scene now on top."""
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    return app.stack.top


def set_aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.json.damaged-*"))


@pytest.mark.parametrize("damage", DAMAGE)
def test_damaged_player_files_are_set_aside_and_said_and_the_window_goes_on(tmp_path, damage, caplog):
    content, words = DAMAGE[damage]
    for name in ("settings", "highscores", "daily"):
        (tmp_path / f"{name}.json").write_bytes(content)
    app = start_app(tmp_path)
    try:
        [notice] = app.notices  # on the title screen, in words; what exactly was wrong, in the log
        [aside] = set_aside(tmp_path, "settings")
        assert aside.name in notice and "the file is damaged" in notice and aside.read_bytes() == content
        assert words not in notice and words in caplog.text
        scores = choose_on_title(app, 1)
        assert isinstance(scores, HighScoresScene) and "the file is damaged" in scores.problem and scores.rows == []
        assert set_aside(tmp_path, "highscores")
        back_with_escape(app)
        daily = choose_on_title(app, 1)  # the menu remembers High scores: one more down
        assert isinstance(daily, DailyChallengeScene) and "the file is damaged" in daily.problem
        assert set_aside(tmp_path, "daily")
        app.step_frame()
        assert app.running
    finally:
        app.close()


# How each language says the file is damaged; the parser's own English never reaches the screen.
DAMAGED = {"en": "the file is damaged", "de": "Die Datei ist beschädigt", "fr": "le fichier est endommagé",
           "nl": "het bestand is beschadigd"}
PARSER_WORDS = ("Expecting", "JSON", "column", "delimiter")


@pytest.mark.parametrize("language", DAMAGED)
def test_the_title_says_in_the_players_language_which_files_were_damaged_and_kept(tmp_path, monkeypatch, language,
                                                                                 caplog):
    """Settings that cannot be read leave the system's language: the notices speak it (the
    settings' own notice too, though it is made before the game knows it has no settings). Each
    names what the file held, the file, the name it is kept under and what the game does instead."""
    monkeypatch.setenv("LANGUAGE", language)
    (tmp_path / "settings.json").write_text('{"language": "en", "volume": 0.5', encoding="utf-8")
    (tmp_path / "in-progress").mkdir()
    (tmp_path / "in-progress" / "fits-1.json").write_text('{"format": "replay", "ver', encoding="utf-8")
    app = start_app(tmp_path)
    try:
        settings_notice, game_notice = app.notices
        [settings_aside] = set_aside(tmp_path, "settings")
        [game_aside] = set_aside(tmp_path / "in-progress", "fits-1")
        with i18n.speaking(language):
            for notice, aside, holds in ((settings_notice, settings_aside, Settings.HOLDS),
                                         (game_notice, game_aside, in_progress.HOLDS)):
                assert notice.startswith(_(holds.what) + ("\xa0:" if language == "fr" else ":"))
                assert DAMAGED[language] in notice and _(holds.instead) in notice
                assert str(aside.parent / aside.name.split(".damaged-")[0]) in notice and aside.name in notice
                assert not any(word in notice for word in PARSER_WORDS)
        assert "Expecting" in caplog.text  # the parser's detail is kept in the log
        assert i18n.language() == language
    finally:
        app.close()


def test_a_game_ends_and_enters_its_score_after_a_damaged_table(tmp_path):
    (tmp_path / "highscores.json").write_text(DEEP, encoding="utf-8")
    app = start_app(tmp_path)
    try:
        scene, final = solo_game(app)
        assert final.kept.place == 0
        assert any("highscores.json" in text for text, _ in final.kept.notes)  # said on the results screen
        assert [e.score for e in HighScores.load(app.storage)[0].table("fits-mini")] == scene.state.scores()
    finally:
        app.close()


def write_table(folder: Path, replays: list):
    entries = [{**ENTRY, "name": f"P{n}", "score": 50 - n, "replay": name} for n, name in enumerate(replays)]
    (folder / "highscores.json").write_text(json.dumps({"version": 1, "games": {"fits": entries}}), encoding="utf-8")


def test_a_replay_name_from_the_table_is_only_ever_a_file_in_the_replays_folder(tmp_path):
    example = EXAMPLES / "fits-solo.json"
    replays_folder_ = tmp_path / "replays"
    replays_folder_.mkdir()
    (replays_folder_ / "mine.json").write_bytes(example.read_bytes())
    (tmp_path / "settings.json").write_text("{}", encoding="utf-8")
    write_table(tmp_path, ["mine.json", str(example), "../settings.json", "x" * 300 + ".json", "missing.json", None])
    app = start_app(tmp_path)
    try:
        table = choose_on_title(app, 1)
        assert [row.item.enabled for row in table.rows] == [True, False, False, False, False, False]
        app.step_frame()  # drawn, with the note that some entries have no replay
        app.step_frame(click(table.rows[1].item.rect.center))  # the absolute path: nothing opens
        app.step_frame()
        assert app.stack.top is table
        app.step_frame(click(table.rows[0].item.rect.center))
        app.step_frame()
        assert isinstance(app.stack.top, ReplayViewerScene) and app.stack.top.problem is None
    finally:
        app.close()


def test_a_replays_folder_that_cannot_be_read_leaves_the_table_working(tmp_path):
    (tmp_path / "replays").write_text("not a folder", encoding="utf-8")
    write_table(tmp_path, ["mine.json"])
    app = start_app(tmp_path)
    try:
        table = choose_on_title(app, 1)
        assert [row.entry.name for row in table.rows] == ["P0"] and not table.rows[0].item.enabled
        app.step_frame()
        assert app.running
    finally:
        app.close()


@pytest.mark.parametrize("content, problem, words", [
    (DEEP, "nested more than 32 deep", "the file is damaged (not readable as data)"),
    ('{"format": "replay", "version": 1, "game": "fits", "players": ["Ann"], "seed": ' + "7" * 5000 + "}",
     "seed: the number 7777", "the file is damaged or was changed by hand"),
    ('{"format": "replay", "version": 1, "game": "fits", "players": ["\\ud800"], "seed": 1}',
     "players[0]: text holds an escape that is no character", "the file is damaged or was changed by hand"),
])
def test_a_damaged_saved_replay_opens_as_one_line_with_a_way_back(tmp_path, content, problem, words, caplog):
    """One line in plain words on screen; what exactly is wrong, in the log."""
    (tmp_path / "replays").mkdir()
    (tmp_path / "replays" / "bad.json").write_text(content, encoding="utf-8")
    write_table(tmp_path, ["bad.json"])
    app = start_app(tmp_path)
    try:
        table, viewer = open_first_replay_of_the_table(app)
        assert isinstance(viewer, ReplayViewerScene) and words in viewer.problem and "\n" not in viewer.problem
        assert problem not in viewer.problem and problem in caplog.text
        assert back_with_escape(app) is table
    finally:
        app.close()


def test_a_data_folder_that_cannot_be_read_still_opens_the_window(tmp_path):
    folder = tmp_path / "data"
    folder.write_text("a file where the folder should be", encoding="utf-8")
    app = start_app(folder)
    try:
        [notice] = app.notices  # the cause, once: not a notice for each file it would hold
        assert str(folder) in notice and "there is a file by that name, not a folder" in notice
        table = choose_on_title(app, 1)
        assert isinstance(table, HighScoresScene) and table.problem is None and table.scores.table("fits") == []
        app.step_frame()
        assert app.running
    finally:
        app.close()


@pytest.mark.parametrize("language, full", [("de", "Der Datenträger ist voll"), ("fr", "le disque est plein"),
                                            ("nl", "de schijf is vol"), ("en", "the disk is full")])
def test_a_full_disk_is_said_in_the_players_language_on_the_title(tmp_path, monkeypatch, language, full, caplog):
    """A setting changed on a full disk: the title says which file could not be saved and why,
    in the player's words; the system's own (English) words go to the log."""
    import errno
    import os
    (tmp_path / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    app = start_app(tmp_path)
    try:
        def full_disk(fd):
            raise OSError(errno.ENOSPC, "No space left on device")
        monkeypatch.setattr(os, "fsync", full_disk)
        app.save_settings()  # as Settings does after each change
        [notice] = app.notices
        assert str(tmp_path / "settings.json") in notice and full in notice
        assert "No space left" not in notice and "No space left" in caplog.text
        app.step_frame()
        assert app.running
    finally:
        monkeypatch.undo()
        app.close()


def test_the_notice_follows_the_language_chosen_in_settings(tmp_path, monkeypatch):
    """Made in the system's German before any setting could say otherwise, the notice is French
    once the player picks French in Settings and comes back to the title."""
    monkeypatch.setenv("LANGUAGE", "de")
    (tmp_path / "settings.json").write_text("{", encoding="utf-8")
    app = start_app(tmp_path)
    try:
        [notice] = app.notices
        assert DAMAGED["de"] in notice
        switch_to_french_in_settings(app)
        [notice] = app.notices
        assert DAMAGED["fr"] in notice and notice.startswith("Réglages\xa0: ") and DAMAGED["de"] not in notice
        [aside] = set_aside(tmp_path, "settings")
        assert aside.name in notice
    finally:
        app.close()


@pytest.mark.parametrize("make, reason", [
    (lambda path: path.mkdir(), "there is a folder or a device by that name, not a file"),
    (lambda path: path.write_bytes(b" " * (1024 * 1024 + 1)), "the file is too large (more than 1,024 KiB)"),
    (lambda path: path.write_text('{"version": 1, "games": {"fits": "many"}}', encoding="utf-8"),
     "the file holds something this version of the game cannot use"),
])
def test_each_way_a_file_cannot_be_read_is_said_in_words(tmp_path, make, reason):
    make(tmp_path / "highscores.json")
    app = start_app(tmp_path)
    try:
        scores = choose_on_title(app, 1)
        assert isinstance(scores, HighScoresScene) and reason in scores.problem
        assert str(tmp_path / "highscores.json") in scores.problem and "afresh" in scores.problem
        app.step_frame()
        assert app.running
    finally:
        app.close()


# A replay the window refuses: what the player reads (their language, plain words) and the
# referee's English line, which goes to the log. Each case changes a good example file.
def _unreadable(data):
    return b'{"format": "replay", "moves": ['


def _newer(data):
    return json.dumps({**data, "version": 2}).encode()


def _other_version(data):
    return json.dumps({**data, "version": 0}).encode()


def _pilus_move_refused(data):
    moves = [dict(move) for move in data["moves"]]
    moves[2]["at"] = [40, 40]
    return json.dumps({**data, "moves": moves}).encode()


REFUSED_REPLAYS = {  # example, change, the referee's line, what the player reads in each language
    "unreadable": ("fits-solo.json", _unreadable, "not valid JSON (line 1, column 32",
                   {"en": "the file is damaged (not readable as data)",
                    "de": "Die Datei ist beschädigt (nicht als Daten lesbar)",
                    "fr": "le fichier est endommagé (illisible en tant que données)",
                    "nl": "het bestand is beschadigd (niet als gegevens leesbaar)"}),
    "newer": ("fits-solo.json", _newer, "version: 2 is newer than this game reads (1)",
              {"en": "it was written by a newer version of Slide & Stack",
               "de": "Sie stammt aus einer neueren Version von Slide & Stack",
               "fr": "elle a été écrite par une version plus récente de Slide & Stack",
               "nl": "ze is geschreven door een nieuwere versie van Slide & Stack"}),
    "other version": ("fits-solo.json", _other_version, "version: 0 is not a version this game reads (1)",
                      {"en": "it was written by another version of the game, which this one cannot read",
                       "de": "Sie stammt aus einer anderen Version des Spiels, die diese nicht lesen kann",
                       "fr": "elle a été écrite par une autre version du jeu, que celle-ci ne sait pas lire",
                       "nl": "ze is geschreven door een andere versie van het spel, die deze niet kan lezen"}),
    "pilus move refused": ("pilus-2p.json", _pilus_move_refused, "move 2: not next to any tile",
                           {"en": "the rules refuse move 3 (not next to any tile)",
                            "de": "Zug 3 ist nach den Regeln nicht erlaubt (an keinem Plättchen)",
                            "fr": "les règles n’autorisent pas le coup 3 (à côté d’aucune tuile)",
                            "nl": "zet 3 mag niet volgens de regels (naast geen enkele tegel)"}),
}
CANNOT_SHOW = {"en": "The replay {file} cannot be shown: {reason}.",
               "de": "Die Wiederholung {file} kann nicht gezeigt werden: {reason}.",
               "fr": "Impossible de montrer la rediffusion {file}\xa0: {reason}.",
               "nl": "De herhaling {file} kan niet worden getoond: {reason}."}


@pytest.mark.parametrize("language", DAMAGED)
@pytest.mark.parametrize("case", REFUSED_REPLAYS)
def test_a_refused_replay_from_the_table_says_what_is_wrong_in_the_players_language(tmp_path, language, case,
                                                                                   caplog):
    """Opened from the high-score table, a replay the game cannot show is one line in the player's
    language with a way back; the referee's English line is in the log, and the headless referee
    still prints exactly that line."""
    from game.replay.referee import run_headless
    example, change, line, words = REFUSED_REPLAYS[case]
    (tmp_path / "replays").mkdir()
    path = tmp_path / "replays" / "bad.json"
    path.write_bytes(change(json.loads((EXAMPLES / example).read_text(encoding="utf-8"))))
    (tmp_path / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    write_table(tmp_path, ["bad.json"])
    app = start_app(tmp_path)
    try:
        table, viewer = open_first_replay_of_the_table(app)
        assert isinstance(viewer, ReplayViewerScene)  # also for PILUS: the ramp viewer only says why
        assert viewer.problem == CANNOT_SHOW[language].format(file=path, reason=words[language])
        assert line not in viewer.problem and line in caplog.text
        assert back_with_escape(app) is table
    finally:
        app.close()
    out, err = io.StringIO(), io.StringIO()
    assert run_headless(path, out, err) == 1
    [said] = err.getvalue().splitlines()
    assert line in said and said == said.encode("ascii", "replace").decode()  # English, one line


# The rules' refusal of the changed replays' fourth move, as each language says it.
REFUSED_MOVE_4 = {
    "en": "the rules refuse move 4 (Does not fit in this column)",
    "de": "Zug 4 ist nach den Regeln nicht erlaubt (Passt nicht in diese Spalte)",
    "fr": "les règles n’autorisent pas le coup 4 (N’entre pas dans cette colonne)",
    "nl": "zet 4 mag niet volgens de regels (Past niet in deze kolom)",
}


@pytest.mark.parametrize("language, stops", [
    ("en", "The replay stops here: {}."),
    ("de", "Die Wiederholung endet hier: {}."),
    ("fr", "La rediffusion s’arrête ici\xa0: {}."),
    ("nl", "De herhaling stopt hier: {}."),
])
def test_a_ramp_replay_stops_at_a_refused_move_and_says_why_in_the_players_language(tmp_path, language, stops,
                                                                                   caplog):
    """The ramp viewer plays the moves the rules accept and stops at the first they refuse,
    counting moves from 1 as the player does; the referee's line (counting from 0) is logged."""
    data = json.loads((EXAMPLES / "fits-solo.json").read_text(encoding="utf-8"))
    data["moves"][3]["place"]["column"] = 40
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    app = start_app(tmp_path)
    try:
        viewer = ReplayViewerScene(app, path)
        app.stack.push(viewer)
        for __ in range(2000):
            if viewer.problem:
                break
            app.step_frame()
        assert viewer.problem == stops.format(REFUSED_MOVE_4[language]) and viewer.index == 3
        assert "move 3: O4 does not fit in column 40" in caplog.text
        app.step_frame()  # the boards so far stay, with the line and the way back
        app.step_frame(tap(pygame.K_RETURN))
        app.step_frame()
        assert isinstance(app.stack.top, TitleScene)
    finally:
        app.close()


@pytest.mark.parametrize("language", sorted(REFUSED_MOVE_4))
def test_a_game_in_progress_with_a_refused_move_is_kept_aside_and_said_in_plain_words(tmp_path, language, caplog):
    refused = REFUSED_MOVE_4[language]
    data = json.loads((EXAMPLES / "fits-solo.json").read_text(encoding="utf-8"))
    data["moves"][3]["place"]["column"] = 40
    data["seats"] = [{"name": "Ann", "device": "keys-left"}]
    (tmp_path / "in-progress").mkdir()
    (tmp_path / "in-progress" / "fits-1.json").write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    app = start_app(tmp_path)
    try:
        [notice] = app.notices
        assert refused in notice and set_aside(tmp_path / "in-progress", "fits-1")
        assert "move 3: O4 does not fit in column 40" in caplog.text and "O4" not in notice
    finally:
        app.close()


FRENCH_CONTROLS_NOTICES = {
    "one": "settings.json\u00a0: la commande Mettre de côté (appuyer deux fois) / neutre de Souris n’a pas pu servir\u00a0; "
           "sa valeur par défaut s’applique.",
    "several": "settings.json\u00a0: 3 commandes enregistrées n’ont pas pu servir\u00a0; leurs valeurs par défaut "
               "s’appliquent (Réglages → Commandes montre chaque appareil).",
}


def test_notices_about_saved_controls_follow_the_language_chosen_in_settings(tmp_path, monkeypatch):
    """Made in the system's German, the notices about unusable saved controls (one, and the count
    of several) are French once the player picks French in Settings and comes back to the title."""
    monkeypatch.setenv("LANGUAGE", "de")
    for name, bindings in (("one", {"mouse": {"skip": "G"}}),
                           ("several", {"mouse": {"skip": "G", "jump": ["key:1"]}, "toaster": {}})):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "settings.json").write_text(json.dumps({"bindings": bindings}), encoding="utf-8")
        app = start_app(folder)
        try:
            [notice] = app.notices
            german = notice
            assert notice.startswith("settings.json: ") and ("Maus" in notice or "3 gespeicherte" in notice)
            switch_to_french_in_settings(app)
            [notice] = app.notices
            assert notice != german and notice == FRENCH_CONTROLS_NOTICES[name]
        finally:
            app.close()


def test_a_games_in_progress_folder_that_cannot_be_read_is_said_in_the_language_chosen_since(tmp_path, monkeypatch):
    import pathlib
    monkeypatch.setenv("LANGUAGE", "de")
    (tmp_path / "in-progress").mkdir()
    listing = pathlib.Path.iterdir

    def refused(path):
        if path.name == "in-progress":
            raise PermissionError(13, "Permission denied")
        return listing(path)
    monkeypatch.setattr(pathlib.Path, "iterdir", refused)
    app = start_app(tmp_path)
    try:
        [notice] = app.notices
        assert notice.startswith("Die laufenden Spiele in ") and "Permission" not in notice
        switch_to_french_in_settings(app)
        [notice] = app.notices
        assert notice.startswith("Les parties en cours dans ")
        assert notice.endswith("le système ne permet pas au jeu de le lire.")
    finally:
        app.close()


@pytest.mark.parametrize("damaged", [2, 8])
def test_many_notices_leave_the_menu_clear_and_a_choice_reads_them_all(tmp_path, damaged):
    """At the smallest window, the notices that would reach into the menu give way to a
    choice above Quit that shows every one of them on a page of its own."""
    folder = in_progress.in_progress_folder(Storage(tmp_path))
    folder.mkdir(parents=True)
    for n in range(damaged):
        (folder / f"broken-{n}.json").write_text("{", encoding="utf-8")
    app = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False, settle=0,
              bot_executor=InlineExecutor())
    try:
        app.stack.push(TitleScene(app))
        app.step_frame()
        title = app.stack.top
        labels = [item.label for item in title.menu.items]
        assert max(item.rect.bottom for item in title.menu.items) <= title._draw_notices(app.surface)
        if damaged == 2:
            assert labels[-2:] == ["Create", "Quit"] and not any(label.startswith("Read all notices") for label in labels)
            return
        assert labels[-3:] == ["Create", f"Read all notices ({damaged})", "Quit"]  # Quit stays last
        page = choose_on_title(app, len(labels) - 2)
        assert isinstance(page, TextPageScene)
        assert all(f"broken-{n}.json.damaged-" in page.body for n in range(damaged))
        assert isinstance(back_with_escape(app), TitleScene) and app.running
    finally:
        app.close()
