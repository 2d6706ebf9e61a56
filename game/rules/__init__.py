"""Pure rules of every game: no pygame, no files, no clock, no global random."""
