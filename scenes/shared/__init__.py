"""What the game screens share: parts of screens, not screens."""
