"""Racing a ghost: another solo game of the same deal unfolding card by card beside the
player's (race: the two games line up; sources: which ghosts there are, refereed)."""
