"""Which key, button or stick direction means which action, per device.

A key may carry several actions: W is 'rotate' in a ramp game and 'up' in a
menu; each scene reads the action it cares about. The two keyboard zones and
the mouse's keys never share a key, so up to three people fit at one keyboard.
"""
from __future__ import annotations

import pygame

from game.input import key_names
from game.input.seats import KEYS_LEFT, KEYS_RIGHT, MOUSE

ACTIONS = ("left", "right", "up", "down", "rotate", "flip", "drop", "skip", "undo", "confirm", "back", "pause")
# Actions that repeat while held (column and menu moves).
REPEATING = ("left", "right", "up", "down")

KEYS: dict[str, dict[int, tuple[str, ...]]] = {
    KEYS_LEFT: {
        pygame.K_a: ("left",),
        pygame.K_d: ("right",),
        pygame.K_w: ("rotate", "up"),
        pygame.K_s: ("drop", "down"),
        pygame.K_q: ("flip",),
        pygame.K_e: ("skip",),
        pygame.K_z: ("undo",),
        pygame.K_SPACE: ("confirm",),
        pygame.K_TAB: ("pause",),
    },
    KEYS_RIGHT: {
        pygame.K_LEFT: ("left",),
        pygame.K_RIGHT: ("right",),
        pygame.K_UP: ("rotate", "up"),
        pygame.K_DOWN: ("drop", "down"),
        # Keys every keyboard has beside the arrows (many laptops and Macs lack Right Ctrl).
        pygame.K_PERIOD: ("flip",),
        pygame.K_SLASH: ("skip",),
        pygame.K_COMMA: ("undo",),
        pygame.K_RETURN: ("confirm",),
        pygame.K_KP_ENTER: ("confirm",),
        pygame.K_BACKSPACE: ("back", "pause"),
    },
    # The mouse player's other hand.
    MOUSE: {
        pygame.K_f: ("flip",),
        pygame.K_g: ("skip",),
    },
}
# Keys any keyboard player may use; they reach the menus (menu_pressed), not a seat.
SHARED_KEYS: dict[int, tuple[str, ...]] = {
    pygame.K_ESCAPE: ("back", "pause"),
    pygame.K_PAUSE: ("pause",),
}

MOUSE_BUTTONS: dict[int, tuple[str, ...]] = {
    pygame.BUTTON_LEFT: ("drop", "confirm"),
    pygame.BUTTON_RIGHT: ("rotate",),
    pygame.BUTTON_MIDDLE: ("flip",),
    pygame.BUTTON_X1: ("skip",),
    pygame.BUTTON_X2: ("skip",),
}
MOUSE_WHEEL = ("rotate",)

# Raw joystick buttons in SDL's XInput order (A B X Y LB RB Back Start), which
# most pads on Linux and Windows report.
PAD_BUTTONS: dict[int, tuple[str, ...]] = {
    0: ("drop", "confirm"),  # A
    1: ("skip", "back"),  # B
    2: ("rotate",),  # X
    3: ("flip",),  # Y
    4: ("rotate",),  # LB
    5: ("flip",),  # RB
    6: ("back", "undo"),  # Back / Select
    7: ("pause",),  # Start
}
STICK_AXES = {0: ("left", "right"), 1: ("up", "down")}
STICK_DEAD_ZONE = 0.5

# Order in which the setup and rules screens list a device's controls;
# 'move' stands for left and right together.
SHOWN = ("move", "rotate", "flip", "drop", "skip", "undo", "pause")


def controls(device: str) -> list[tuple[str, list[str]]]:
    """(action, [names of what triggers it]) for every shown action of a device,
    the names in the player's language."""
    names: dict[str, list[str]] = {action: [] for action in SHOWN}

    def add(actions, name):
        for action in actions:
            action = "move" if action in ("left", "right") else action
            if action in names and name not in names[action]:
                names[action].append(name)

    if device == MOUSE:
        add(("left",), key_names.named("mouse", key_names.MOUSE_MOVE))
        for button, actions in MOUSE_BUTTONS.items():
            add(actions, key_names.mouse_name(button))
        add(MOUSE_WHEEL, key_names.named("mouse", key_names.MOUSE_WHEEL))
    if device in KEYS:
        for key, actions in KEYS[device].items():
            add(actions, key_names.key_name(key))
    if device.startswith("pad:"):
        add(("left",), key_names.named("pad", key_names.PAD_MOVE))
        for button, actions in PAD_BUTTONS.items():
            add(actions, key_names.pad_button_name(button))
    add(("pause",), key_names.key_name(pygame.K_ESCAPE))
    return [(action, names[action]) for action in SHOWN if names[action]]
