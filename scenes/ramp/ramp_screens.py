"""The ramp games' parts for the shared screens (scenes.shared.engine_screens): their game
screen, replay viewer and lesson, their rules page, a device's controls in words and the coach's
review of a game."""
from scenes.ramp.ramp_lesson import tutorial_scene
from scenes.ramp.ramp_review import RAMP_REVIEW
from scenes.ramp.ramp_rules_page import ramp_page
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.shared.device_text import control_lines
from scenes.shared.engine_screens import EngineScreens

RAMP_SCREENS = EngineScreens(rules_page=ramp_page, control_lines=control_lines, review=RAMP_REVIEW,
                             game_screen=RampGameScene, replay_viewer=ReplayViewerScene, lesson=tutorial_scene)
