"""Errors the rules raise, and the reasons they give.

A reason is a stable dotted message key (a window turns it into words with
`keyed(key, **params)` from game/message_keys.py), its parameters as plain values, and the same reason as
an English sentence for logs and the replay referee."""


class IllegalMove(ValueError):
    """A move the rules refuse: `key` and `params` say why; str() is the English sentence."""

    def __init__(self, key: str, message: str, **params):
        super().__init__(message)
        self.key = key
        self.params = params


class Problem:
    """Why a move would be refused, asked before it is made (no exception):
    the same key, params and English text an IllegalMove carries."""

    __slots__ = ("key", "text", "params")

    def __init__(self, key: str, text: str, **params):
        self.key = key
        self.text = text
        self.params = params

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Problem({self.key!r}, {self.text!r})"

    def refusal(self) -> IllegalMove:
        return IllegalMove(self.key, self.text, **self.params)


class DealError(ValueError):
    """A deal (from a replay file or a caller) that the rules cannot play.
    `field` names the wrong part, e.g. 'deal.rounds[1].build'."""

    def __init__(self, field: str, problem: str):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
