"""What the inputs mean in PILUS, per kind of device.

The input map's actions are shared by all games. A keyboard zone's up key is
also its 'rotate' key (a ramp game turns with it), so keyboards turn a tile
with 'flip' here; pads turn with X ('rotate'), the mouse with a right click.
The camera takes raw events anyone may use, none of which is a seat's action:
the wheel, + and - and Home on the keyboard, and a pad's shoulder buttons
(LB and RB would otherwise repeat X and Y) and Back.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.input import KEYS_LEFT, KEYS_RIGHT, MOUSE
from game.message_keys import keyed


@dataclass(frozen=True)
class Controls:
    turn: tuple[str, ...]       # turn the held tile a quarter clockwise
    next_tile: tuple[str, ...]  # hold the next tile of the hand
    back: tuple[str, ...]       # from the pawn step back to choosing the spot
    hint: str                   # i18n key of the control line shown on the player's turn


KEYBOARD_CONTROLS = {
    KEYS_LEFT: Controls(("flip",), ("skip",), ("skip",), "pilus.hint.keys-left"),
    KEYS_RIGHT: Controls(("flip",), ("skip",), ("skip",), "pilus.hint.keys-right"),
    MOUSE: Controls(("rotate", "flip"), ("skip",), ("rotate", "skip"), "pilus.hint.mouse"),
}
PAD_CONTROLS = Controls(("rotate",), ("flip",), ("skip",), "pilus.hint.pad")

ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
RECENTRE_KEYS = (pygame.K_HOME,)
PAD_ZOOM = {4: -1, 5: 1}  # LB out, RB in
PAD_RECENTRE = 6  # Back
PAN_BUTTONS = (pygame.BUTTON_LEFT, pygame.BUTTON_MIDDLE)  # a left drag pans, a left click lays
DRAG_START = 6  # pixels the pointer moves before a press becomes a drag


def controls_for(device: str) -> Controls:
    return KEYBOARD_CONTROLS.get(device, PAD_CONTROLS)


def control_lines(device: str) -> list[str]:
    """A device's PILUS controls, one per line ('Q: turn'), for the rules page and the pause menu."""
    return keyed(controls_for(device).hint).split(" · ")

