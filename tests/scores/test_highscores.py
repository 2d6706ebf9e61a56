"""High-score tables: ranking, replays of every finished game, and nothing lost to a
crash mid-write or a damaged file."""
import json
import os
from datetime import datetime, timezone

from game import i18n
from game.saved.highscores import TABLE_SIZE, Entry, HighScores, replays_folder
from game.replay import load_replay, result_json
from game.saved.storage import LOCKS, Storage
from game.message_keys import keyed
from tools.ramp_play import solo_bot_game


def entry(name, score, date="2025-01-01T00:00:00+00:00"):
    return Entry(name, score, None, date, 1, f"{name}.json")


def test_best_first_ties_keep_the_earlier_entry_ahead_and_ten_places(tmp_path):
    scores = HighScores(Storage(tmp_path))
    for name, score in [("Ann", 20), ("Ben", 25), ("Cy", 20), ("Dee", 31)]:
        scores.add("fits", entry(name, score))
    assert [e.name for e in scores.table("fits")] == ["Dee", "Ben", "Ann", "Cy"]
    for n in range(TABLE_SIZE):
        scores.add("fits", entry(f"P{n}", 22))
    table = scores.table("fits")
    assert len(table) == TABLE_SIZE
    assert [e.name for e in table[:3]] == ["Dee", "Ben", "P0"]
    assert scores.place_for("fits", 22) is None  # a tie with the last place comes after it: out
    assert scores.add("fits", entry("Late", 22)) == (None, None)
    assert scores.place_for("fits", 23) == 2
    assert scores.table("bits") == []


def test_the_table_survives_a_reload(tmp_path):
    storage = Storage(tmp_path)
    scores = HighScores(storage)
    scores.add("fits", entry("Zoë", 27))
    scores.add("pilus", entry("Ben", 140))
    again, problem = HighScores.load(storage)
    assert problem is None
    assert again.table("fits") == [entry("Zoë", 27)]
    assert again.table("pilus") == [entry("Ben", 140)]


def test_every_finished_game_is_saved_as_a_replay_the_entry_names(tmp_path):
    storage = Storage(tmp_path)
    scores = HighScores(storage)
    when = datetime(2025, 3, 4, 5, 6, 7, tzinfo=timezone.utc)
    replay, state = solo_bot_game("fits", "Ann", 11, "normal")
    record = scores.record_game(replay, state, now=when)
    assert record.problems == []
    assert record.places == {0: 0}
    [best] = scores.table("fits")
    assert best.replay == record.replay and best.date == "2025-03-04T05:06:07+00:00"
    assert (best.name, best.score, best.seed) == ("Ann", state.scores()[0], 11)
    assert best.rating == state.rating(0).title
    saved = load_replay(replays_folder(storage) / best.replay)
    assert result_json(saved, saved.play()) == result_json(replay, state)

    # A second game in the same second gets its own file; a seat left out is not entered.
    record = scores.record_game(replay, state, seats=[], now=when)
    assert record.replay != best.replay and record.places == {}
    assert sorted(p.name for p in replays_folder(storage).iterdir()) == sorted([best.replay, record.replay])


def test_a_table_from_before_rating_keys_shows_its_titles_translated(tmp_path, monkeypatch):
    # Tables saved before ratings were keys hold the English title.
    old = {"name": "Ann", "score": 31, "date": "2025-01-01T00:00:00+00:00", "seed": 1, "replay": None}
    data = {"version": 1, "games": {"bits": [old | {"rating": "Master builder"}, old | {"rating": "Old title"}],
                                    "fits": [old | {"rating": "Master"}]}}
    (tmp_path / "highscores.json").write_text(json.dumps(data), encoding="utf-8")
    scores, problem = HighScores.load(Storage(tmp_path))
    assert problem is None
    assert [e.rating for e in scores.table("bits")] == ["rating.bits.master-builder", "Old title"]
    assert [e.rating for e in scores.table("fits")] == ["rating.fits.master"]
    monkeypatch.setattr(i18n, "_language", "de")
    assert keyed(scores.table("bits")[0].rating) == "Baumeister"
    assert keyed(scores.table("bits")[1].rating) == "Old title"   # no key matches: shown as it was


def test_a_crash_at_the_rename_keeps_the_old_table(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    HighScores(storage).add("fits", entry("Ann", 20))
    scores, _ = HighScores.load(storage)

    def power_cut(src, dst):
        raise OSError("power cut")
    monkeypatch.setattr(os, "replace", power_cut)
    place, problem = scores.add("fits", entry("Ben", 30))
    assert place is None and "highscores.json" in problem  # not stored: no place claimed
    monkeypatch.undo()
    again, problem = HighScores.load(storage)
    assert problem is None and again.table("fits") == [entry("Ann", 20)]
    assert [p.name for p in tmp_path.iterdir() if p.name != LOCKS] == ["highscores.json"]  # no litter; the lock stays


def test_a_crash_while_writing_keeps_the_old_table(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    HighScores(storage).add("fits", entry("Ann", 20))
    scores, _ = HighScores.load(storage)

    def disk_gone(fd):
        raise OSError("the disk went away")
    monkeypatch.setattr(os, "fsync", disk_gone)
    _, problem = scores.add("fits", entry("Ben", 30))
    assert problem is not None
    monkeypatch.undo()
    again, _ = HighScores.load(storage)
    assert again.table("fits") == [entry("Ann", 20)]


def damaged_copies(folder):
    return [p for p in folder.iterdir() if p.name.startswith("highscores.json.damaged-")]


def test_a_damaged_file_is_kept_aside_reported_and_a_fresh_table_works(tmp_path):
    storage = Storage(tmp_path)
    (tmp_path / "highscores.json").write_text('{"version": 1, "games": {"fits": [', encoding="utf-8")
    scores, problem = HighScores.load(storage)
    [aside] = damaged_copies(tmp_path)
    assert aside.name in problem
    assert aside.read_text(encoding="utf-8") == '{"version": 1, "games": {"fits": ['
    assert scores.table("fits") == []
    assert scores.add("fits", entry("Ann", 20)) == (0, None)
    assert HighScores.load(storage)[0].table("fits") == [entry("Ann", 20)]


def test_a_file_that_is_json_but_no_table_is_kept_aside_too(tmp_path, caplog):
    storage = Storage(tmp_path)
    wrong = {"version": 1, "games": {"fits": [{"name": "Ann", "score": "lots"}]}}
    (tmp_path / "highscores.json").write_text(json.dumps(wrong), encoding="utf-8")
    scores, problem = HighScores.load(storage)
    [aside] = damaged_copies(tmp_path)
    assert aside.name in problem and "this version of the game cannot use" in problem
    assert "fits entry 1" in caplog.text  # the detail is in the log, not on the screen
    assert json.loads(aside.read_text(encoding="utf-8")) == wrong
    assert scores.table("fits") == []
