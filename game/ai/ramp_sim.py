"""The board the bots try moves on, thousands per decision: the rules' own RampBoard.

It offers the bots' primitives (rest, drops, place, fits_any on shapes prepared
by ramp_board.slide_shape; copy; cells and tops to read), so the slide and the
floor rule exist once, and the engine's scoring functions score it exactly.
"""
from __future__ import annotations

from game.rules.ramp_board import RampBoard

SimBoard = RampBoard
