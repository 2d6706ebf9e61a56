"""PILUS' screens: the game, its tutorial, replay, curtain between turns and results."""
