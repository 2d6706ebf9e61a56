"""The master's score as a target: once a solo game on a seeded deal is over, the
master level plays the same deal in the app's BotWorker (the worker process the
computer players think in), one decision at a time, each from what its seat sees
then (game.ai.observe: the cards as they come, never those still to come). The
results show 'working it out…' until its score is in; leaving forgets it."""
from __future__ import annotations

import logging

from game import i18n
from game.ai import make_bot, observe
from game.i18n import _
from game.replay import Replay
from scenes.shared.computer_seats import bot_seed

LEVEL = "master"
_log = logging.getLogger(__name__)


class MasterTarget:
    def __init__(self, app, replay: Replay, level: str | None = None):
        self.app = app
        self.state = Replay(replay.game, replay.players, replay.seed, replay.deal, (), replay.board_order).new_state()
        self.bot = make_bot(replay.game, level or LEVEL, bot_seed(replay.seed, 0))
        self.request = None
        self.score: int | None = None
        self.failed = False

    @property
    def waiting(self) -> bool:
        """A decision is under way and not in: nothing shows until its answer wakes the loop."""
        return self.request is not None and not self.request.done()

    @property
    def working(self) -> bool:
        return self.score is None and not self.failed

    def update(self):
        """Take a decision that is in, ask the next one; the score once the game is over."""
        if not self.working or self.waiting:
            return
        try:
            if self.request is not None:
                request, self.request = self.request, None
                self.state.apply_action(0, request.result())
            if self.state.is_terminal():
                self.score = self.state.scores()[0]
            else:
                self.request = self.app.bot_worker().request(0, self.bot, observe(self.state, 0))
        except Exception:  # a worker that failed costs the target, never the results
            _log.exception("The master's score could not be worked out")
            self.failed = True

    def cancel(self):
        if self.request is not None:
            self.request.cancel()
            self.request = None

    def line(self) -> str:
        if self.score is not None:
            return _("The master level's score on this deal: {score}.", score=i18n.number(self.score))
        if self.failed:
            return _("The master level's score could not be worked out.")
        return _("The master level's score on this deal: working it out…")
