"""What the game screens of every game share: entering a game, the seats and devices, the end of a game, replay controls."""
