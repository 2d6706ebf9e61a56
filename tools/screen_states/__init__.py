"""Every screen of the game in a known state, for the text fit test, the screenshots and the
tests that look at screens (tools/screen_states/states_table.py)."""
from tools.screen_states.states_shared import LONG_NAMES, NAMES, RAMP_GAMES, ROOT
from tools.screen_states.states_table import ScreenStates, screen_names

__all__ = ["LONG_NAMES", "NAMES", "RAMP_GAMES", "ROOT", "ScreenStates", "screen_names"]
