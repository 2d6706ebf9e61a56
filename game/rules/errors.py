"""Errors the rules raise."""


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, in words a player understands."""
