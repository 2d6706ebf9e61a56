"""The player's saved data: files the game writes in the data folder."""
