"""Errors the rules raise."""


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, in words a player understands."""


class DealError(ValueError):
    """A deal (from a replay file or a caller) that the rules cannot play.
    `field` names the wrong part, e.g. 'deal.rounds[1].build'."""

    def __init__(self, field: str, problem: str):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
