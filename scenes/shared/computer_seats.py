"""Computer opponents at the table: a seat's bot asks the app's BotWorker for
each decision and the scene collects the move when it is ready, so the frame
loop never waits on a bot.

A bot only ever sees what a person in its seat would see (game.ai.observe).
Its seed comes from the deal number and the seat, so the same deal with the
same moves by the people plays the same game again.
"""
from __future__ import annotations

from game.ai import LEVELS, make_bot, observe
from game.shell.input import computer_level

# Seconds a computer shows 'thinking' at least, so people can follow whose move it was.
MIN_THINK = 0.6
MAX_SEATS = 4


def bot_seed(deal_seed: int, seat: int) -> int:
    return deal_seed * MAX_SEATS + seat


class ComputerSeat:
    """One computer seat: its bot and the decision it is working on, if any."""

    def __init__(self, app, game_id: str, level: str, deal_seed: int, seat: int):
        self.app = app
        self.seat = seat
        self.bot = make_bot(game_id, level, bot_seed(deal_seed, seat))
        self.request = None
        self.waited = 0.0

    @property
    def thinking(self) -> bool:
        return self.request is not None

    @property
    def waiting(self) -> bool:
        """Its decision is under way and not in: nothing about it shows until the answer,
        which wakes the window's loop (game.shell.app.ANSWER_IN)."""
        return self.request is not None and not self.request.done()

    def ask(self, state):
        """Start deciding from what the seat sees in `state` now, unless already on it."""
        if self.request is None:
            self.request = self.app.bot_worker().request(self.seat, self.bot, observe(state, self.seat))
            self.waited = 0.0

    def tick(self, dt: float):
        self.waited += dt

    def answer(self):
        """The move once decided and shown as 'thinking' long enough, in a frame that is
        drawn (in the time the loop slept, a move started would be under way unseen), else None."""
        if self.request is None or not self.app.frame_drawn or not self.request.done() or self.waited < MIN_THINK:
            return None
        request, self.request = self.request, None
        return request.result()

    def cancel(self):
        """The game was left: forget the decision (a running one finishes unseen)."""
        if self.request is not None:
            self.request.cancel()
            self.request = None


def computer_seats(app, game_id: str, seats, deal_seed: int) -> dict[int, ComputerSeat]:
    """A ComputerSeat for every seat whose device is 'ai:<level>' of a level there is a bot for."""
    return {p: ComputerSeat(app, game_id, computer_level(seat.device), deal_seed, p)
            for p, seat in enumerate(seats) if computer_level(seat.device) in LEVELS}


class ComputerController:
    """A PILUS seat played by a computer (PilusGameScene's `controllers` hook). The
    scene polls it once per update step of the seat's turn."""

    def __init__(self, seat: ComputerSeat):
        self.seat = seat

    def poll(self, game, player: int):
        self.seat.ask(game)
        self.seat.tick(self.seat.app.clock.step)
        return self.seat.answer()

    def cancel(self):
        self.seat.cancel()
