"""A daily challenge's later attempt is called a best only when it is one: it enters the
high-score table only when it beats every earlier try of the day, and the words say which
record it is measured against (the day's counted score, the day's tries, the table)."""
from datetime import date
from pathlib import Path

from game.replay import load_replay
from game.saved.daily import DailyChallenges
from game.saved.highscores import Entry, HighScores
from game.shell.input import KEYS_LEFT, Seat
from game.i18n import _
from scenes.shared.finished_game import keep_finished_game

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"
DAY = date(2025, 6, 1)
SEATS = [Seat("Ann", KEYS_LEFT)]
ONLY_BETTER = _("Only a try better than today's best enters the high-score table.")


def finished(game_id: str):
    """A real game to its end: FITS compact scores 1, BITS scores -1."""
    replay = load_replay(EXAMPLES / f"{game_id}-solo.json")
    return replay, replay.play()


def earlier_tries(app, game_id: str, scores: list[int]):
    """The day's earlier attempts (the first counts), each entered in the table as a best was."""
    challenges, __ = DailyChallenges.load(app.storage)
    table, __ = HighScores.load(app.storage)
    best = None
    for score in scores:
        challenges.record_attempt(game_id, DAY, score)
        if best is None or score > best:
            table.add(game_id, Entry("Ann", score, None, "2025-06-01T10:00:00", 1, None))
            best = score


def kept(app, game_id: str):
    replay, state = finished(game_id)
    return keep_finished_game(app, replay, state, SEATS, DAY), state.scores()[0]


def table_scores(app, game_id: str) -> list[int]:
    return [entry.score for entry in HighScores.load(app.storage)[0].table(game_id)]


def practice_line(number: int, counted: int) -> str:
    return _("Daily challenge {date}: practice (attempt {number}); your counting score today is {score}.",
             date="Jun 1, 2025", number=number, score=counted)


def test_the_first_try_counts_and_is_the_first_best(app):
    result, score = kept(app, "fits-mini")
    assert [text for text, __ in result.headlines] == [
        _("Daily challenge {date}: this is your counting attempt.", date="Jun 1, 2025"),
        _("New best score: first in the high-score table")]
    assert table_scores(app, "fits-mini") == [score]


def test_a_worse_try_is_practice_and_no_best(app):
    """The issue's case: 2 (counts), 6, then 1."""
    earlier_tries(app, "fits-mini", [2, 6])
    result, score = kept(app, "fits-mini")
    assert score == 1
    assert [text for text, __ in result.headlines] == [
        practice_line(3, 2), _("Below your best try today, {best}.", best="6"), ONLY_BETTER]
    assert result.place is None and table_scores(app, "fits-mini") == [6, 2]
    assert not any("best score" in text or "table:" in text for text, __ in result.headlines)


def test_an_equal_try_is_no_new_best(app):
    earlier_tries(app, "fits-mini", [1])
    result, __ = kept(app, "fits-mini")
    assert [text for text, __ in result.headlines] == [
        practice_line(2, 1), _("As good as your best try today, {best}.", best="1"), ONLY_BETTER]
    assert table_scores(app, "fits-mini") == [1]


def test_a_better_try_is_the_days_best_and_enters_the_table(app):
    earlier_tries(app, "fits-mini", [0, -4])
    result, __ = kept(app, "fits-mini")
    assert [text for text, __ in result.headlines] == [
        practice_line(3, 0), _("Your best try today (the best before it: {best}).", best="0"),
        _("New best score: first in the high-score table")]
    assert table_scores(app, "fits-mini") == [1, 0]


def test_negative_scores_compare_as_numbers_and_a_lower_place_is_not_called_a_best(app):
    HighScores.load(app.storage)[0].add("bits", Entry("Bea", 7, None, "2025-05-01T10:00:00", 2, None))
    earlier_tries(app, "bits", [-3, -5])
    result, score = kept(app, "bits")
    assert score == -1
    assert [text for text, __ in result.headlines] == [
        practice_line(3, "−3"), _("Your best try today (the best before it: {best}).", best="−3"),
        _("In the high-score table: {place} place", place="2nd")]
    assert table_scores(app, "bits") == [7, -1, -3]
