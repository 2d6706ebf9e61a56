"""What the keys, buttons and mouse inputs are called, in the player's language
(Leertaste / Espace / Spatie, Strg / Ctrl, Umschalt / Maj)."""
from __future__ import annotations

import os

import pygame

from game.i18n import NC_, _, pgettext
from game.shell.input import pads

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
    pygame.K_PAGEUP: NC_("key", "Page Up"),
    pygame.K_PAGEDOWN: NC_("key", "Page Down"),
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
# Words for pad buttons; the other names are letters and words printed on the pads.
_PAD_WORDS = {"dpup": NC_("pad", "D-pad up"), "dpdown": NC_("pad", "D-pad down"),
              "dpleft": NC_("pad", "D-pad left"), "dpright": NC_("pad", "D-pad right"),
              "cross": NC_("pad", "Cross"), "circle": NC_("pad", "Circle"), "square": NC_("pad", "Square"),
              "triangle": NC_("pad", "Triangle")}
# A pad's buttons (game.shell.input.pads) as each family prints them; a pad of no known
# family (or one SDL cannot map) by the names most pads print.
_GENERIC = {"a": "A", "b": "B", "x": "X", "y": "Y", "back": "Back", "guide": "Guide", "start": "Start",
            "leftshoulder": "LB", "rightshoulder": "RB", "leftstick": "LS", "rightstick": "RS",
            **{button: _PAD_WORDS[button] for button in ("dpup", "dpdown", "dpleft", "dpright")}}
_PLAYSTATION = {"a": _PAD_WORDS["cross"], "b": _PAD_WORDS["circle"], "x": _PAD_WORDS["square"],
                "y": _PAD_WORDS["triangle"], "back": "Share", "guide": "PS", "start": "Options",
                "leftshoulder": "L1", "rightshoulder": "R1", "leftstick": "L3", "rightstick": "R3"}
PAD_FAMILIES = {
    pads.GENERIC: _GENERIC,
    pads.XBOX: {**_GENERIC, "back": "View", "guide": "Xbox", "start": "Menu"},
    pads.XBOX360: {**_GENERIC, "guide": "Xbox"},
    pads.PLAYSTATION: {**_GENERIC, **_PLAYSTATION},
    pads.PLAYSTATION3: {**_GENERIC, **_PLAYSTATION, "back": "Select", "start": "Start"},
    pads.PLAYSTATION5: {**_GENERIC, **_PLAYSTATION, "back": "Create"},
    # SDL names a Nintendo pad's buttons by their labels (SDL_GAMECONTROLLER_USE_BUTTON_LABELS):
    # its A is SDL's A, though it sits where an Xbox pad has B.
    pads.NINTENDO: {**_GENERIC, "back": "−", "guide": "Home", "start": "+", "leftshoulder": "L",
                    "rightshoulder": "R", "leftstick": "L3", "rightstick": "R3"},
}
_BY_POSITION = {"a": "b", "b": "a", "x": "y", "y": "x"}


def key_name(key: int) -> str:
    name = _KEYS.get(key)
    return pgettext("key", name) if name else pygame.key.name(key).title()


def mouse_name(button: int) -> str:
    return pgettext("mouse", MOUSE_BUTTONS[button])


def pad_button_name(button: str, family: str = pads.GENERIC) -> str:
    """'A', 'Cross', 'L1', as a pad of `family` prints the button; a raw pad's own number
    past the ones the Xbox order names: 'Button 12'."""
    if family == pads.NINTENDO and os.environ.get("SDL_GAMECONTROLLER_USE_BUTTON_LABELS") == "0":
        button = _BY_POSITION.get(button, button)  # SDL names them by position: the labels are swapped
    name = PAD_FAMILIES[family].get(button)
    if name is None:
        return _("Button {number}", number=pads.raw_number(button))
    return pgettext("pad", name) if name in _PAD_WORDS.values() else name


def named(context: str, message: str) -> str:
    """MOUSE_MOVE, MOUSE_WHEEL, PAD_MOVE in the player's language."""
    return pgettext(context, message)
