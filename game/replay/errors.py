"""The one error a replay file gives."""


class ReplayError(ValueError):
    """One line naming the move ('move 7: ...') or the field ('players: ...')."""
