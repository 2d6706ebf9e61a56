"""Menu and editor screens."""
