"""What the keys, buttons and mouse inputs are called, in the player's language
(Leertaste / Espace / Spatie, Strg / Ctrl, Umschalt / Maj)."""
from __future__ import annotations

import pygame

from game.i18n import NC_, _, pgettext

# Keys the game binds whose name is a word; letters and digits name themselves.
_KEYS = {
    pygame.K_SPACE: NC_("key", "Space"),
    pygame.K_RETURN: NC_("key", "Enter"),
    pygame.K_KP_ENTER: NC_("key", "Keypad Enter"),
    pygame.K_KP_MINUS: NC_("key", "Keypad minus"),
    pygame.K_KP_PLUS: NC_("key", "Keypad plus"),
    pygame.K_RSHIFT: NC_("key", "Right Shift"),
    pygame.K_LSHIFT: NC_("key", "Left Shift"),
    pygame.K_RCTRL: NC_("key", "Right Ctrl"),
    pygame.K_LCTRL: NC_("key", "Left Ctrl"),
    pygame.K_ESCAPE: NC_("key", "Esc"),
    pygame.K_TAB: NC_("key", "Tab"),
    pygame.K_BACKSPACE: NC_("key", "Backspace"),
    pygame.K_UP: NC_("key", "Up arrow"),
    pygame.K_DOWN: NC_("key", "Down arrow"),
    pygame.K_LEFT: NC_("key", "Left arrow"),
    pygame.K_RIGHT: NC_("key", "Right arrow"),
    pygame.K_HOME: NC_("key", "Home"),
    pygame.K_PAUSE: NC_("key", "Pause"),
    # The punctuation the defaults use on QWERTY, QWERTZ and (Belgian) AZERTY: a lone '.' reads badly in a hint.
    pygame.K_PERIOD: NC_("key", "Period"),
    pygame.K_COMMA: NC_("key", "Comma"),
    pygame.K_SLASH: NC_("key", "Slash"),
    pygame.K_MINUS: NC_("key", "Minus"),
    pygame.K_COLON: NC_("key", "Colon"),
    pygame.K_SEMICOLON: NC_("key", "Semicolon"),
    pygame.K_EXCLAIM: NC_("key", "Exclamation mark"),
    pygame.K_EQUALS: NC_("key", "Equals sign"),
}
MOUSE_MOVE = NC_("mouse", "Mouse pointer")
MOUSE_WHEEL = NC_("mouse", "Wheel")
MOUSE_BUTTONS = {
    pygame.BUTTON_LEFT: NC_("mouse", "Left click"),
    pygame.BUTTON_RIGHT: NC_("mouse", "Right click"),
    pygame.BUTTON_MIDDLE: NC_("mouse", "Middle click"),
    pygame.BUTTON_X1: NC_("mouse", "Side button"),
    pygame.BUTTON_X2: NC_("mouse", "Side button"),
}
PAD_MOVE = NC_("pad", "D-pad or stick")
# Raw joystick buttons in SDL's XInput order, as printed on the pads.
# A pad may have more (stick clicks, a guide button): those are 'Button 8' and on.
PAD_BUTTONS = {0: "A", 1: "B", 2: "X", 3: "Y", 4: "LB", 5: "RB", 6: "Back", 7: "Start"}


def key_name(key: int) -> str:
    name = _KEYS.get(key)
    return pgettext("key", name) if name else pygame.key.name(key).title()


def mouse_name(button: int) -> str:
    return pgettext("mouse", MOUSE_BUTTONS[button])


def pad_button_name(button: int) -> str:
    return PAD_BUTTONS.get(button) or _("Button {number}", number=button)


def named(context: str, message: str) -> str:
    """MOUSE_MOVE, MOUSE_WHEEL, PAD_MOVE in the player's language."""
    return pgettext(context, message)
