"""What several test folders and the screenshot tools share: every screen of the game in a known state."""
