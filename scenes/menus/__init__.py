"""The menu and editor screens."""
