"""An App on the dummy video and audio drivers, injected events, and the screen states the
modules that only look at screens share."""
import pygame
import pytest

from game.shell.input.keyboard_layout import QWERTY
from tests.dummy_app import app, open_app  # noqa: F401  (the fixture)
from tools.screen_states import ScreenStates

# Where a US keyboard has each key the game binds by position (0: a key bound by its code only).
US_POSITIONS = {key: scancode for scancode, key in QWERTY.items()}


def key_down(key, scancode=None):
    """A key going down as SDL reports it: by default where a US keyboard has it."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                              scancode=US_POSITIONS.get(key, 0) if scancode is None else scancode)


def key_up(key, scancode=None):
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                              scancode=US_POSITIONS.get(key, 0) if scancode is None else scancode)


def tap(key):
    """A key pressed and let go within one frame."""
    return [key_down(key), key_up(key)]


def click(pos, button=pygame.BUTTON_LEFT):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def pad_button(instance_id, button, down=True):
    kind = pygame.JOYBUTTONDOWN if down else pygame.JOYBUTTONUP
    return pygame.event.Event(kind, instance_id=instance_id, joy=instance_id, button=button)


def pad_hat(instance_id, value):
    return pygame.event.Event(pygame.JOYHATMOTION, instance_id=instance_id, joy=instance_id, hat=0, value=value)


def pad_axis(instance_id, axis, value):
    return pygame.event.Event(pygame.JOYAXISMOTION, instance_id=instance_id, joy=instance_id, axis=axis,
                              value=value)


def pad_removed(instance_id):
    return pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=instance_id)


def pad_added(device_index):
    return pygame.event.Event(pygame.JOYDEVICEADDED, device_index=device_index)


@pytest.fixture(scope="session")
def screen_states(tmp_path_factory):
    """One app and its screen states for every module that only looks at them (the text fit,
    text size and high contrast checks): a worker plays the games behind a screen once a run,
    not once a module. Those checks draw a state without moving time on (a frame of 0 s), and
    each sets the language, window and text size it checks, so no test finds another's traces."""
    shared = open_app(tmp_path_factory.mktemp("screen-states"))
    yield ScreenStates(shared)
    shared.close()
