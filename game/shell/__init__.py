"""The app shell: the window's frame loop, the scene stack, input, audio and scale (the part of game/ that drives pygame)."""
