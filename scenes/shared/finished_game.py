"""A finished game, kept without a click: its replay saved in the data folder,
the score of a solo ramp game (one person, no computer) or of a PILUS daily
challenge (one person against the day's fixed computers) entered in the
high-score table, a daily challenge's attempt counted or marked practice and
its share line.

What happened comes back as lines for the results screens, problems included:
a full disk or a damaged file is said on screen, never a crash (the keeping
itself, and when the game's file in progress may go: game.saved.finished_games).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from game import i18n
from game.saved.daily import DailyChallenges
from game.saved.finished_games import KEPT_TO_CONTINUE, record_finished
from game.i18n import _
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


def keep_finished_game(app, replay, state, seats, daily: date | None = None, ranked: bool = True,
                       stem: str | None = None, again: bool = False) -> Kept:
    """Keep a finished game (game.saved.finished_games.record_finished says how) and word what
    happened for the results screens."""
    record = record_finished(app.storage, replay, state, seats, daily, ranked, stem, again)
    kept = Kept(replay_name=record.scores.replay, stored=record.stored)
    if record.attempt is not None and record.attempt.stored:
        _said_daily(replay.game_id, daily, record.attempt, record.challenges, kept)
        _said_day_best(state.scores()[0], record, kept)
    kept.place = record.scores.places.get(0)
    kept.headlines += _said_table(kept.place)
    if record.scores.replay is not None:
        # No file names or folders for players: where they can watch it, if they can.
        kept.notes.append(((_("Replay saved: watch it from High scores") if kept.place is not None else _("Replay saved")),
                           palette.TEXT_DIM))
    # The problems are whole sentences already (storage and high scores word them).
    kept.notes += [(p, palette.WARNING) for p in record.problems]
    if not kept.stored:
        kept.notes.append((_(KEPT_TO_CONTINUE), palette.WARNING))
    return kept


def _said_table(place: int | None) -> list[tuple[str, tuple]]:
    """The place in the high-score table: a best only when it is the first."""
    if place is None:
        return []
    if place == 0:
        return [(_("New best score: first in the high-score table"), palette.ACCENT)]
    return [(_("In the high-score table: {place} place", place=ordinal(place)), palette.TEXT)]


def _said_day_best(score: int, record, kept: Kept):
    """A later attempt of the day against the day's earlier best: a best only when it is one."""
    best = record.day_best
    if best is None:
        return
    if score > best:
        kept.headlines.append((_("Your best try today (the best before it: {best}).", best=i18n.number(best)),
                               palette.ACCENT))
    else:
        words = (_("As good as your best try today, {best}.", best=i18n.number(best)) if score == best else
                 _("Below your best try today, {best}.", best=i18n.number(best)))
        kept.headlines.append((words, palette.TEXT))
    if record.kept_out:
        kept.headlines.append((_("Only a try better than today's best enters the high-score table."), palette.TEXT_DIM))


def _said_daily(game_id: str, day: date, attempt, challenges: DailyChallenges, kept: Kept):
    """The attempt counted or marked practice: its headline, and the day's share line."""
    kept.share = challenges.share_line(game_id, day)
    if attempt.counted:
        kept.headlines.append((_("Daily challenge {date}: this is your counting attempt.", date=i18n.date(day)),
                               palette.ACCENT))
    else:
        kept.headlines.append((_("Daily challenge {date}: practice (attempt {number}); your counting score today "
                                 "is {score}.", number=attempt.number, date=i18n.date(day),
                                 score=i18n.number(attempt.score)), palette.TEXT))
