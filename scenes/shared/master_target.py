"""The master's score as a target: once a solo game on a seeded deal is over, the
master level plays the same deal in the app's BotWorker (the worker process the
computer players think in), one decision at a time, each from what its seat sees
then (game.ai.observe: the cards as they come, never those still to come). The
results show how far it has come ('decision 12 of 33') until its score is in. Back, or
leaving the results, stops it where it is; asked again in the same session (the app's
kept_work), it goes on from there."""
from __future__ import annotations

import logging

from game import i18n
from game.ai import make_bot, observe
from game.i18n import _
from game.replay import Replay
from scenes.shared.computer_seats import bot_seed

LEVEL = "master"
_log = logging.getLogger(__name__)


def target_for(app, replay: Replay) -> "MasterTarget":
    """The master's score on this replay's deal: the one begun earlier in this session where
    there is one (going on from where it stopped), else a new one."""
    key = ("master", replay.game_id, replay.seed, replay.board_order)
    target = app.kept_work.get(key)
    if target is None:
        target = app.kept_work[key] = MasterTarget(app, replay)
    target.app, target.stopped = app, False
    return target


class MasterTarget:
    def __init__(self, app, replay: Replay, level: str | None = None):
        self.app = app
        self.state = Replay(replay.game_id, replay.players, replay.seed, replay.deal, (), replay.board_order).new_state()
        self.bot = make_bot(replay.game_id, level or LEVEL, bot_seed(replay.seed, 0))
        self.request = None
        self.score: int | None = None
        self.failed = False
        self.stopped = False  # by Back or leaving: asked again, it goes on
        self.done = 0  # the master's decisions taken
        self.total = max(1, len(replay.moves))  # as many as the player's game had on this deal

    @property
    def waiting(self) -> bool:
        """A decision is under way and not in: nothing shows until its answer wakes the loop."""
        return self.request is not None and not self.request.done()

    @property
    def working(self) -> bool:
        return self.score is None and not self.failed and not self.stopped

    def update(self):
        """Take a decision that is in, ask the next one; the score once the game is over."""
        if not self.working or self.waiting:
            return
        try:
            if self.request is not None:
                request, self.request = self.request, None
                self.state.apply_action(0, request.result())
                self.done += 1
            if self.state.is_terminal():
                self.score = self.state.scores()[0]
            else:
                self.request = self.app.bot_worker().request(0, self.bot, observe(self.state, 0))
        except Exception:  # a worker that failed costs the target, never the results
            _log.exception("The master's score could not be worked out")
            self.failed = True

    def cancel(self):
        """Stop where it is (the decision under way is asked again when it goes on)."""
        if self.request is not None:
            self.request.cancel()
            self.request = None
        self.stopped = self.score is None and not self.failed

    def line(self) -> str:
        if self.score is not None:
            return _("The master level's score on this deal: {score}.", score=i18n.number(self.score))
        if self.failed:
            return _("The master level's score could not be worked out.")
        number, total = self.done + 1, max(self.total, self.done + 1)
        if self.stopped:
            return _("The master level's score: stopped at decision {number} of {total}. Ask again to go on from "
                     "there.", number=number, total=total)
        return _("The master level's score on this deal: working it out, decision {number} of {total}… "
                 "(Back stops it.)", number=number, total=total)
