"""Daily challenges and typed seeds."""
import json
from datetime import date

import pytest

from game.saved.daily import DailyChallenges, daily_seed, parse_seed
from game.saved.storage import Storage

DAY = date(2025, 6, 1)


def test_the_daily_seed_is_the_same_for_the_same_day_and_game():
    assert daily_seed("fits", DAY) == daily_seed("fits", date(2025, 6, 1))
    # Fixed across runs and machines: no salted hash() behind it.
    assert daily_seed("fits", DAY) == 831781222


def test_the_daily_seed_differs_between_days_and_games():
    seeds = {daily_seed(game, date(2025, 6, d)) for game in ("fits", "bits", "pilus") for d in range(1, 29)}
    assert len(seeds) == 3 * 28


def test_a_typed_seed_is_its_digits_or_the_text_hashed_stably():
    assert parse_seed("12345") == 12345
    assert parse_seed("  007 ") == 7
    assert parse_seed("banana") == parse_seed(" banana ") != parse_seed("Banana")
    assert parse_seed("banana") == 3372236246
    assert parse_seed("1" * 30) != int("1" * 30)  # too long to keep exact in JSON: hashed
    assert parse_seed("１２") != 12  # full-width digits are text
    with pytest.raises(ValueError):
        parse_seed("   ")


def test_the_first_finished_attempt_counts_later_ones_are_practice(tmp_path):
    storage = Storage(tmp_path)
    challenges, problem = DailyChallenges.load(storage)
    assert problem is None and challenges.result("fits", DAY) is None
    first = challenges.record_attempt("fits", DAY, 18)
    assert (first.counted, first.score, first.number, first.problem) == (True, 18, 1, None)
    again = challenges.record_attempt("fits", DAY, 29)
    assert (again.counted, again.score, again.number) == (False, 18, 2)

    # Persisted: a restart does not give a second first attempt.
    later, _ = DailyChallenges.load(storage)
    assert later.result("fits", DAY) == 18 and later.practice("fits", DAY) == [29]
    assert not later.record_attempt("fits", DAY, 31).counted
    assert later.record_attempt("fits", date(2025, 6, 2), 12).counted
    assert later.record_attempt("bits", DAY, 9).counted


def test_a_damaged_record_is_kept_aside_and_reported(tmp_path):
    storage = Storage(tmp_path)
    (tmp_path / "daily.json").write_text(json.dumps({"fits": "yesterday"}), encoding="utf-8")
    challenges, problem = DailyChallenges.load(storage)
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("daily.json.damaged-")]
    assert aside.name in problem
    assert challenges.record_attempt("fits", DAY, 5).counted


def test_a_game_against_computers_keeps_how_it_ended_with_the_first_result(tmp_path):
    storage = Storage(tmp_path)
    challenges, __ = DailyChallenges.load(storage)
    challenges.record_attempt("pilus", DAY, 31, "lost")
    challenges.record_attempt("pilus", DAY, 40, "won")  # practice: the day's result stays
    later, problem = DailyChallenges.load(storage)
    assert problem is None
    assert (later.result("pilus", DAY), later.outcome("pilus", DAY)) == (31, "lost")
    assert later.share_line("pilus", DAY) == "Slide & Stack daily 2025-06-01 · PILUS: lost, 31 points"
    assert later.outcome("pilus", date(2025, 6, 2)) is None and later.share_line("pilus", date(2025, 6, 2)) is None


@pytest.mark.parametrize("outcome", ["drawn", None, ["won"], 1])
def test_a_record_with_an_outcome_no_game_has_is_kept_aside(tmp_path, outcome):
    storage = Storage(tmp_path)
    entry = {"score": 3, "practice": [], "outcome": outcome}
    (tmp_path / "daily.json").write_text(json.dumps({"version": 1, "games": {"pilus": {"2025-06-01": entry}}}),
                                         encoding="utf-8")
    challenges, problem = DailyChallenges.load(storage)
    assert problem is not None and challenges.result("pilus", DAY) is None
