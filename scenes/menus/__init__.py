"""The menus and other screens around the games: title, game choice, table setup, settings, high scores, daily, pause."""
