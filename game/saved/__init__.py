"""The player's saved data: settings, high scores, daily challenges, games in progress, written atomically."""
