"""Files a newer version of the game wrote (a format version above this build's): not
damaged, so never renamed nor written over; a game in progress is not offered, and the
player is told once, in their language, that it waits for that version."""
import io
import json

import pygame
import pytest

from game import i18n
from game.saved.daily import DailyChallenges
from game.saved.highscores import Entry, HighScores
from game.saved.in_progress import in_progress_folder
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT, Seat
from game.replay.referee import run_headless
from game.saved.storage import LOCKS
from tests.dummy_app import open_app
from tests.app.conftest import tap
from tests.resume.test_continue import start
from tests.resume.test_seats_without_device import drawn_texts
from scenes.ramp.ramp_screen import RampGameScene

ENTRY = {"name": "Ann", "score": 30, "rating": None, "date": "2025-06-01T10:00:00+00:00", "seed": 1, "replay": None}
NOTICE = {"en": "1 game in progress was saved by a newer version of Slide & Stack",
          "de": "1 laufendes Spiel wurde von einer neueren Version von Slide & Stack gespeichert",
          "fr": "1 partie en cours a été enregistrée par une version plus récente de Slide & Stack",
          "nl": "1 lopend spel is opgeslagen door een nieuwere versie van Slide & Stack"}

NOTICE_TWO = {"en": "2 games in progress were saved by a newer version of Slide & Stack",
              "de": "2 laufende Spiele wurden von einer neueren Version von Slide & Stack gespeichert",
              "fr": "2 parties en cours ont été enregistrées par une version plus récente de Slide & Stack",
              "nl": "2 lopende spellen zijn opgeslagen door een nieuwere versie van Slide & Stack"}


def newer(path, **more):
    """The file at `path` as a newer version would write it: version 2, a key of its own."""
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "version": 2, "from_the_future": [1, 2], **more}), encoding="utf-8")
    return path.read_bytes()


def a_game_in_progress(folder):
    """The file of a FITS game started and left in a window on `folder`, closed since."""
    app = open_app(folder)
    try:
        start(app, RampGameScene, "fits", [Seat("Pat", KEYS_LEFT)], 8)
        wait_for_saves()
    finally:
        app.close()
    [path] = in_progress_folder(app.storage).glob("*.json")
    return path


def snapshot(folder):
    """The player's files (the lock files two windows share are no data of theirs, nor the
    catalogues the game compiles for its next start: one is written when a language is first
    read in a process, whatever tests ran before)."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not {LOCKS, "catalogues"} & set(p.relative_to(folder).parts)}


@pytest.mark.parametrize("language", NOTICE)
def test_a_game_in_progress_from_a_newer_version_is_left_as_it_is_not_offered_and_said_once(tmp_path, language):
    path = a_game_in_progress(tmp_path)
    newer(path)
    (tmp_path / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    files = snapshot(path.parent)
    app = open_app(tmp_path)
    try:
        title = start(app, "title")
        assert not title.menu.items[0].label.startswith(i18n._("Continue"))  # nothing to go on with here
        start(app, "settings")
        app.stack.pop()
        app.step_frame()  # the title built again: the same notice, not a second one
        said = [notice for notice in app.notices if notice.startswith(NOTICE[language])]
        assert len(said) == 1 and str(in_progress_folder(app.storage)) in said[0]
        wait_for_saves()
        assert snapshot(path.parent) == files  # not renamed, not rewritten, nothing added beside it
    finally:
        app.close()
        i18n.set_language("en")


def title_at_start(folder, language="en"):
    """The title screen as a start of the game on `folder` shows it: the texts drawn, the menu's labels
    and, when the menu offers them, the texts of the page of all notices."""
    app = open_app(folder)
    try:
        app.set_language(language)
        title = start(app, "title")
        drawn = " ".join(" ".join(drawn_texts(app)).split())
        labels = [item.text for item in title.menu.items]
        page = ""
        if title.notices_item in title.menu.items:
            title.menu.focus = title.menu.items.index(title.notices_item)
            app.step_frame(tap(pygame.K_RETURN))
            app.step_frame()
            page = " ".join(" ".join(drawn_texts(app)).split())
        return drawn, labels, page
    finally:
        app.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", NOTICE)
def test_a_newer_game_in_progress_is_told_of_at_one_start_then_waits_on_the_page_of_all_notices(tmp_path,
                                                                                                language):
    path = a_game_in_progress(tmp_path)
    newer(path)
    files = snapshot(path.parent)
    i18n.set_language(language)
    notice, read_all = NOTICE[language], i18n._("Read all notices ({count})", count=1)
    i18n.set_language("en")
    drawn, labels, __ = title_at_start(tmp_path, language)
    assert notice in drawn  # the first start tells of it under the menu
    for __ in range(2):  # every start after: not under the menu, but a choice away
        drawn, labels, page = title_at_start(tmp_path, language)
        assert notice not in drawn and read_all in labels and notice in page
    assert snapshot(path.parent) == files  # the file itself untouched
    (path.parent / "fits-later.json").write_bytes(path.read_bytes())  # a second one: told of again
    assert NOTICE_TWO[language] in title_at_start(tmp_path, language)[0]


@pytest.mark.parametrize("said", [b"{", b"\xff\xfe[", b"[1, 2]", b'{"newer_games": 5}', b'{"newer_games": [3, null]}',
                                  b"{}" + b" " * 100_000])
def test_a_broken_record_of_what_was_told_only_means_the_newer_game_is_told_of_once_more(tmp_path, said):
    path = a_game_in_progress(tmp_path)
    newer(path)
    (tmp_path / "said.json").write_bytes(said)
    assert NOTICE["en"] in title_at_start(tmp_path)[0]
    assert NOTICE["en"] not in title_at_start(tmp_path)[0]  # the record written anew, whole
    assert json.loads((tmp_path / "said.json").read_text(encoding="utf-8"))["newer_games"] == [path.name]


def test_a_folder_where_the_record_should_be_costs_only_telling_at_every_start(tmp_path):
    path = a_game_in_progress(tmp_path)
    newer(path)
    (tmp_path / "said.json").mkdir()
    for __ in range(2):
        assert NOTICE["en"] in title_at_start(tmp_path)[0]
    assert (tmp_path / "said.json").is_dir() and list((tmp_path / "said.json").iterdir()) == []


def test_the_record_of_what_was_told_forgets_a_newer_game_once_its_file_is_gone(tmp_path):
    path = a_game_in_progress(tmp_path)
    data = newer(path)
    title_at_start(tmp_path)
    path.unlink()
    drawn, labels, __ = title_at_start(tmp_path)
    assert i18n._("Read all notices ({count})", count=1) not in labels  # nothing waits any more
    path.write_bytes(data)  # back (a backup restored): a file not told of now, so told of again
    assert NOTICE["en"] in title_at_start(tmp_path)[0]


def test_the_referee_says_a_newer_replay_in_one_line(tmp_path):
    path = a_game_in_progress(tmp_path)
    newer(path)
    out, err = io.StringIO(), io.StringIO()
    assert run_headless(path, out=out, err=err) == 1
    assert out.getvalue() == "" and err.getvalue() == "version: 2 is newer than this game reads (1)\n"


def test_settings_from_a_newer_version_are_used_as_far_as_known_and_never_written_over(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"version": 2, "volume": 0.3, "language": "de",
                                                        "from_the_future": {"haptics": True}}), encoding="utf-8")
    files = snapshot(tmp_path)
    app = open_app(tmp_path)
    try:
        assert app.settings.volume == 0.3 and i18n.language() == "de"  # what this version knows of it
        assert len(app.notices) == 1 and "neueren Version von Slide & Stack" in app.notices[0]
        app.set_volume(0.9)
        app.save_settings()
        assert len(app.notices) == 1  # said once
        assert snapshot(tmp_path) == files
    finally:
        app.close()
        i18n.set_language("en")


def test_own_settings_carry_their_version_so_a_newer_build_can_tell(tmp_path):
    app = open_app(tmp_path)
    try:
        app.set_volume(0.4)
        app.save_settings()
    finally:
        app.close()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["version"] == 1 and saved["volume"] == 0.4


def test_high_scores_from_a_newer_version_are_shown_and_never_written_over(tmp_path):
    app = open_app(tmp_path)
    try:
        (tmp_path / "highscores.json").write_text(json.dumps({"version": 1, "games": {"fits": [ENTRY]}}))
        file = newer(tmp_path / "highscores.json")
        scores, problem = HighScores.load(app.storage)
        assert [entry.name for entry in scores.table("fits")] == ["Ann"]  # read as far as it can be
        assert "highscores.json was saved by a newer version of Slide & Stack" in problem
        place, problem = scores.add("fits", Entry("Ben", 50, None, "2025-06-02T10:00:00+00:00", 2, None))
        assert place is None and "newer version" in problem  # no place claimed that is not stored
        assert (tmp_path / "highscores.json").read_bytes() == file
        assert sorted(p.name for p in tmp_path.iterdir() if "highscores" in p.name) == ["highscores.json"]
    finally:
        app.close()


def test_a_newer_high_score_file_in_another_shape_starts_empty_but_stays(tmp_path):
    app = open_app(tmp_path)
    try:
        (tmp_path / "highscores.json").write_text(json.dumps({"version": 3, "tables": ["a new shape"]}))
        file = (tmp_path / "highscores.json").read_bytes()
        scores, problem = HighScores.load(app.storage)
        assert scores.table("fits") == [] and "newer version" in problem
        scores.add("fits", Entry("Ben", 50, None, "2025-06-02T10:00:00+00:00", 2, None))
        assert sorted(p.name for p in tmp_path.iterdir() if "highscores" in p.name) == ["highscores.json"]
        assert (tmp_path / "highscores.json").read_bytes() == file
    finally:
        app.close()


def test_daily_challenges_from_a_newer_version_are_never_written_over(tmp_path):
    app = open_app(tmp_path)
    try:
        (tmp_path / "daily.json").write_text(json.dumps(
            {"version": 1, "games": {"fits": {"2025-06-01": {"score": 40, "practice": []}}}}))
        file = newer(tmp_path / "daily.json")
        challenges, problem = DailyChallenges.load(app.storage)
        from datetime import date
        assert challenges.result("fits", date(2025, 6, 1)) == 40 and "newer version" in problem
        attempt = challenges.record_attempt("fits", date(2025, 6, 2), 33)
        assert "newer version" in attempt.problem
        assert (tmp_path / "daily.json").read_bytes() == file
    finally:
        app.close()
