"""PILUS's parts for the shared screens (scenes.shared.engine_screens): its game screen, replay
viewer and lesson, its rules page, a device's controls in words and the coach's review of a game."""
from scenes.pilus.pilus_controls import control_lines
from scenes.pilus.pilus_lesson import tutorial_scene
from scenes.pilus.pilus_replay import replay_scene
from scenes.pilus.pilus_review import PILUS_REVIEW
from scenes.pilus.pilus_rules_page import pilus_page
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.shared.engine_screens import EngineScreens

PILUS_SCREENS = EngineScreens(rules_page=pilus_page, control_lines=control_lines, review=PILUS_REVIEW,
                              game_screen=PilusGameScene, replay_viewer=replay_scene, lesson=tutorial_scene)
