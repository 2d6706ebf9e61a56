"""The players' own boards of the ramp games: what a board may hold, and its file and share-code text."""
