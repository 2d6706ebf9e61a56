"""Keeping a finished game: its replay saved, then what counts entered (a solo score in the
high-score table, a daily challenge's attempt), each under its file's lock. The game's file
in progress may go only once all of that is on disk (Record.stored); until then it stays to
be continued, and keeping it again (the first title of the next start: keep_left_over, or
Continue) stores what is missing, each thing once (the replay is named after the game's file,
the tables remember the replays entered)."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from game import games
from game.saved.daily import Attempt, DailyChallenges, outcome_of, utc_today
from game.saved.highscores import GameRecord, HighScores
from game.i18n import N_, Said, _
from game.shell.input import is_computer

# Said where a finished game could not be kept whole: it waits under Continue.
KEPT_TO_CONTINUE = N_("The game is kept: it stays under Continue on the title screen, and what could not be "
                      "saved is saved from it once the game can write again.")


@dataclass
class Record:
    """What keeping a finished game did: the high-score record (replay, places), the daily
    attempt and the record it went into (None when no daily challenge), the problems in
    words, and whether all is on disk. day_best: the best of the day's earlier attempts (None
    before the first, or no daily challenge); kept_out: the score would have entered the
    high scores but was no better than day_best (a practice try enters only as a new best)."""

    scores: GameRecord
    attempt: Attempt | None = None
    challenges: DailyChallenges | None = None
    problems: list[str] = field(default_factory=list)
    day_best: int | None = None
    kept_out: bool = False

    @property
    def stored(self) -> bool:
        return self.scores.stored and (self.attempt is None or self.attempt.stored)


def solo_seat(game_id: str, seats) -> bool:
    """One person and no computer at a game played solo: the score may enter the table."""
    return games.get(game_id).solo and len(seats) == 1 and not is_computer(seats[0].device)


def daily_seat(game_id: str, seats) -> bool:
    """One person, first, against the daily challenge's computers: the score may enter the table."""
    levels = tuple(seat.device for seat in seats[1:])
    return (not is_computer(seats[0].device) and bool(games.get(game_id).daily_computers)
            and all(is_computer(device) for device in levels))


def record_finished(storage, replay, state, seats, daily: date | None = None, ranked: bool = True,
                    stem: str | None = None, again: bool = False) -> Record:
    """Save the replay of a finished game and enter what counts; `daily`: the UTC day
    of the daily challenge this game was an attempt at; ranked False: a practice game,
    which never enters the high scores (a choice of boards enters its board set's
    table, game.saved.highscores.table_key); stem: the replay's
    name (the game in progress's); again: this game was kept before, maybe in part (it was
    finished when continued), and each thing already stored is not stored twice. No
    score nor attempt is entered without its replay on disk. A daily challenge's later
    attempt enters the high scores only when it beats the day's earlier ones: the same deal
    played again fills the table with nothing new otherwise."""
    scores, problem = HighScores.load(storage)
    problems = [problem] if problem else []
    challenges, day_best = None, None
    if daily is not None:
        challenges, problem = DailyChallenges.load(storage)
        problems += [problem] if problem else []
        day_best = challenges.best(replay.game_id, daily)
    comparable = solo_seat(replay.game_id, seats) or (daily is not None and daily_seat(replay.game_id, seats))
    enters = comparable and ranked
    better = day_best is None or state.scores()[0] > day_best
    record = Record(scores.record_game(replay, state, seats=[0] if enters and better else [], stem=stem,
                                       again=again),
                    problems=problems, day_best=day_best, kept_out=enters and not better)
    record.problems += record.scores.problems
    if challenges is not None and record.scores.replay is not None:
        record.challenges = challenges
        outcome = None if games.get(replay.game_id).solo else outcome_of(state)
        record.attempt = record.challenges.record_attempt(replay.game_id, daily, state.scores()[0], outcome,
                                                   replay=record.scores.replay)
        record.problems += [record.attempt.problem] if record.attempt.problem else []
    return record


def keep_left_over(storage, files, saved) -> list[str]:
    """A finished game whose replay or score could not be saved when it ended (it stayed
    in progress): keep it now, and let its file go once all is on disk; what the player
    is told of it (for the title screen)."""
    saved = saved.resumed_on(utc_today())
    record = record_finished(storage, saved.replay, saved.state, saved.seats, saved.daily,
                             ranked=not saved.practice, stem=saved.stem, again=True)
    if not record.stored:
        return [*record.problems, Said(lambda: _(KEPT_TO_CONTINUE))]
    gone = files.discard(saved)
    return [*record.problems, *([gone] if gone else []),
            Said(lambda: _("A game that ended earlier but could not be saved then is saved now: "
                           "its replay and score are kept."))]
