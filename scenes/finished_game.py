"""A finished game, kept without a click: its replay saved in the data folder,
the score of a solo ramp game (one person, no computer) or of a PILUS daily
challenge (one person against the day's fixed computers) entered in the
high-score table, a daily challenge's attempt counted or marked practice and
its share line.

What happened comes back as lines for the results screens, problems included:
a full disk or a damaged file is said on screen, never a crash. The game's file
in progress goes only once its replay and every score are on disk (Kept.stored);
until then it stays to be continued, and keeping it again (the next start, or
Continue) stores what is missing, each thing once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from game import games
from game.daily import DailyChallenges, outcome_of, utc_today
from game.highscores import HighScores
from game.input import is_computer
from game import i18n
from game.i18n import Said, _
from game.message_keys import keyed
from sprites import palette, ui

@dataclass
class Kept:
    """place: the solo player's place in the table (0 = best), None when not entered;
    headlines: (text, colour) of the daily challenge attempt and the high score;
    share: the day's share line after a daily challenge (the counted result);
    notes: (text, colour) of where the replay went and of any problem;
    stored: the replay and everything entered are on disk (the game in progress may go)."""

    place: int | None = None
    replay_name: str | None = None
    headlines: list[tuple[str, tuple]] = field(default_factory=list)
    share: str | None = None
    notes: list[tuple[str, tuple]] = field(default_factory=list)
    stored: bool = True

    def height(self, surface, width: int, design_size: float = ui.BODY) -> int:
        """How tall draw() draws it."""
        return (ui.notes_height(surface, self.headlines + self._share_lines(surface, width, design_size), width,
                                design_size)
                + ui.notes_height(surface, self.notes, width, design_size * 0.75))

    def draw(self, surface, midtop: tuple[int, int], width: int, design_size: float = ui.BODY) -> int:
        """The headlines, the share line, then the notes smaller, centred under `midtop`; returns the bottom."""
        y = ui.draw_notes(surface, self.headlines, midtop, width, design_size)
        # As large as the headlines: it is there to be read out or copied.
        y = ui.draw_notes(surface, self._share_lines(surface, width, design_size), (midtop[0], y), width, design_size)
        return ui.draw_notes(surface, self.notes, (midtop[0], y), width, design_size * 0.75)

    def _share_lines(self, surface, width: int, design_size: float) -> list[tuple[str, tuple]]:
        """The share line, where it takes more than one line, broken at its ' · ' (a break
        between words left '195' on one line and 'Punkte' alone on the next)."""
        size, lines = ui.text_size(surface, design_size), []
        for part in self.share.split(" · ") if self.share else ():
            if lines and ui.text_width(f"{lines[-1]} · {part}", size) <= width:
                lines[-1] = f"{lines[-1]} · {part}"
            else:
                lines.append(part)
        return [(line, palette.TEXT) for line in lines]


def ordinal(place: int) -> str:
    """'3rd' for place 2 (0 = best)."""
    return keyed(f"record.ordinal.{place + 1}")


def solo_seat(game_id: str, seats) -> bool:
    """One person and no computer at a game played solo: the score may enter the table."""
    return games.get(game_id).solo and len(seats) == 1 and not is_computer(seats[0].device)


def daily_seat(game_id: str, seats) -> bool:
    """One person, first, against the daily challenge's computers: the score may enter the table."""
    levels = tuple(seat.device for seat in seats[1:])
    return (not is_computer(seats[0].device) and bool(games.get(game_id).daily_computers)
            and all(is_computer(device) for device in levels))


def keep_finished_game(app, replay, state, seats, daily: date | None = None, ranked: bool = True,
                       stem: str | None = None) -> Kept:
    """Save the replay of a finished game and enter what counts; `daily`: the UTC day
    of the daily challenge this game was an attempt at; ranked False: a practice game
    or a choice of boards, which never enters the high scores; stem: the replay's
    name (the game in progress's), so keeping it again stores each thing once."""
    kept = Kept()
    scores, problem = HighScores.load(app.storage)
    problems = [problem] if problem else []
    comparable = solo_seat(replay.game, seats) or (daily is not None and daily_seat(replay.game, seats))
    entered = [0] if comparable and ranked else []
    record = scores.record_game(replay, state, seats=entered, stem=stem)
    problems += record.problems
    kept.replay_name = record.replay
    kept.stored = record.stored
    if daily is not None and record.replay is not None:
        _record_daily(app, replay.game, daily, state, kept, problems)
    kept.place = record.places.get(0)
    if kept.place is not None:
        kept.headlines.append((_("New high score: {place} place", place=ordinal(kept.place)), palette.ACCENT))
    if record.replay is not None:
        # No file names or folders for players: where they can watch it, if they can.
        kept.notes.append(((_("Replay saved: watch it from High scores") if kept.place is not None else _("Replay saved")),
                           palette.TEXT_DIM))
    # The problems are whole sentences already (storage and high scores word them).
    kept.notes += [(p, palette.WARNING) for p in problems]
    if not kept.stored:
        kept.notes.append((_("The game is kept: it stays under Continue on the title screen, and what could not be "
                             "saved is saved from it once the game can write again."), palette.WARNING))
    return kept


def keep_left_over(app, files, saved) -> None:
    """A finished game whose replay or score could not be saved when it ended (it stayed
    in progress): keep it now, and let its file go once all is on disk; what happened is
    reported for the title screen."""
    saved = saved.resumed_on(utc_today())
    kept = keep_finished_game(app, saved.replay, saved.state, saved.seats, saved.daily,
                              ranked=not saved.practice and saved.board_order is None, stem=saved.stem)
    for text, colour in kept.notes:
        if colour == palette.WARNING:
            app.report(text)
    if kept.stored:
        app.report(files.discard(saved))
        app.report(Said(lambda: _("A game that ended earlier but could not be saved then is saved now: "
                                  "its replay and score are kept.")))


def _record_daily(app, game_id: str, day: date, state, kept: Kept, problems: list[str]):
    """The attempt counted or marked practice: its headline, and the day's share line."""
    challenges, problem = DailyChallenges.load(app.storage)
    if problem:
        problems.append(problem)
    outcome = None if games.get(game_id).solo else outcome_of(state)
    attempt = challenges.record_attempt(game_id, day, state.scores()[0], outcome, replay=kept.replay_name)
    if attempt.problem:
        problems.append(attempt.problem)
    if not attempt.stored:
        kept.stored = False
        return  # no attempt claimed that is not on disk
    kept.share = challenges.share_line(game_id, day)
    if attempt.counted:
        kept.headlines.append((_("Daily challenge {date}: this is your counting attempt.", date=i18n.date(day)),
                               palette.ACCENT))
    else:
        kept.headlines.append((_("Daily challenge {date}: practice (attempt {number}); your counting score today "
                                 "is {score}.", number=attempt.number, date=i18n.date(day),
                                 score=i18n.number(attempt.score)), palette.TEXT))
