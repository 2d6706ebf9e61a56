"""Slide & Stack: the core packages (rules, content, replays, app loop)."""
import os

# pygame's greeting on stdout would spoil the headless referee's JSON (pytmx imports pygame).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
