"""An App on the dummy video and audio drivers, and injected events."""
import pygame

from game.shell.input.keyboard_layout import QWERTY
from tests.dummy_app import app  # noqa: F401  (the fixture)

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
