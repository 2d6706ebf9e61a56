"""Slide & Stack: the core packages (rules, content, replays, app loop)."""
