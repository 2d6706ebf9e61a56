"""Turns the data under levels/ into immutable rule data."""
