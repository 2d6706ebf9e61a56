"""The coach's screens: the review of a finished game and the hint asked during a practice game."""
