"""The player's saved data: files under the data folder."""
