"""The exact end of a ramp round: with few cards to come, the expected final score
of a move can be worked out exactly instead of estimated.

The cards to come are known as a set, never their order, so each is equally
likely to come next. The value of a board with the cards of `rest` to come is
its final score when none are left, else the mean over the cards c of `rest`
of the best answer to c (every drop, setting aside, the neutral domino) valued
with the cards of `rest` without c. A board reached by several paths (two
pieces placed in either order) is worked out once.

The tree grows fast with the cards to come (for 8 moves, 2 cards: up to a few
thousand boards, 3: 10,000 to 40,000, 4: millions), so it is bounded by work:
every answer it weighs counts as a board in the decision's work, and past its
budget it gives up, so the search decides as it would without it (the same on
every machine). The thinking clock's safety net stops it too.
"""
from __future__ import annotations


class OutOfWork(Exception):
    """The exact search needed more boards than its budget, or more time than the safety net allows."""


class Endgame:
    """Exact values on one decision's view (ramp_bot._View): its placements, final
    scores, cards to come and work count. budget: boards it may weigh at most;
    clock: the decision's ThinkClock."""

    def __init__(self, view, budget: int, clock):
        self.view = view
        self.clock = clock
        self.limit = view.work + budget
        self.pieces = tuple(view.bit.items())
        self._values: dict = {}  # (cells, tops, neutral left, rest) -> value

    def values(self, starts) -> list[float] | None:
        """The exact expected final score of each (board, neutral left) of `starts`,
        with the cards of the view's rest to come; None when that takes more work
        than the budget."""
        try:
            return [self.value(board, left, self.view.rest) for board, left in starts]
        except OutOfWork:
            return None

    def value(self, board, left: int, rest: int) -> float:
        # The tops tell what can still slide where (cells above the grid are not in `cells`).
        key = (tuple(board.cells), tuple(board.tops), left, rest)
        found = self._values.get(key)
        if found is None:
            view = self.view
            if rest & rest - 1 and self.clock.out_of_time():  # asked only with two cards or more to come: few boards
                raise OutOfWork
            final = view.evaluator.final
            total, count = 0.0, 0
            for piece, bit in self.pieces:
                if rest & bit:
                    answers = view.placements(board, left, piece)
                    view.work += len(answers)
                    if view.work > self.limit:
                        raise OutOfWork
                    after = rest & ~bit
                    # The last card's boards are final; they are seldom met twice, so not kept.
                    total += (max(self.value(b, n, after) for b, n in answers) if after else
                              max(final(b) for b, _ in answers))
                    count += 1
            found = self._values[key] = total / count
        return found
