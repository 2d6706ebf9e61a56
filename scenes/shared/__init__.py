"""What the game screens and menus share."""
