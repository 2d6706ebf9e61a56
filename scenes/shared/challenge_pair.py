"""A challenge's two games, the friend's and the challenger's, side by side: read by
the score table and the round details as a game of two players (rounds, totals, who won)."""
from __future__ import annotations


class PairedGames:
    def __init__(self, mine, theirs):
        """mine, theirs: finished solo ramp games of one deal (RampGame)."""
        self.edition = mine.edition
        self.results = tuple((a[0], b[0]) for a, b in zip(mine.results, theirs.results))
        self._totals = [mine.scores()[0], theirs.scores()[0]]

    def scores(self) -> list[int]:
        return list(self._totals)

    def winners(self) -> list[int]:
        """The higher total; the same total is a shared win (each played the deal alone)."""
        best = max(self._totals)
        return [p for p, total in enumerate(self._totals) if total == best]

    def rating(self, player: int):
        return None
