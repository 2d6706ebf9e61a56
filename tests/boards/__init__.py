"""Boards of the players' own."""
