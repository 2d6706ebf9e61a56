"""The ramp games' screens (FITS, FITS compact, BITS, BITS pro): the game, its tutorial, rounds and results, replays."""
