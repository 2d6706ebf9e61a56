"""Gamepads through SDL's game-controller layer: every pad SDL can map (its mapping
database, plus any SDL_GAMECONTROLLERCONFIG the player sets) reports its buttons by
name (A, B, X, Y, Back, Guide, Start, the shoulders, the stick presses, the D-pad),
whatever raw numbers its maker gave them, and says which family it is (Xbox,
PlayStation, Nintendo), so a hint can name a button as the pad prints it.
A pad SDL cannot map is read by its raw numbers, guessed in the Xbox order most pads
report on Linux and Windows (RAW_ORDER); Settings → Controls says so."""
import os
from typing import NamedTuple

import pygame

# SDL_GameControllerButton, in SDL's order: the names the bindings keep (settings.json).
BUTTONS = ("a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder",
           "rightshoulder", "dpup", "dpdown", "dpleft", "dpright")
# A pad SDL cannot map: raw button numbers as XInput (and SDL on most systems) orders them.
RAW_ORDER = ("a", "b", "x", "y", "leftshoulder", "rightshoulder", "back", "start", "leftstick", "rightstick", "guide")
RAW_PREFIX = "button"  # a raw pad's button past RAW_ORDER: 'button12'
MAX_RAW_BUTTON = 31
# The D-pad moves (up, down, left, right); it is never bound to an action.
DPAD = {"dpup": "up", "dpdown": "down", "dpleft": "left", "dpright": "right"}
STICK_RANGE = 32767  # a controller axis event's value at full lean

XBOX, XBOX360, PLAYSTATION, PLAYSTATION3, PLAYSTATION5, NINTENDO, GENERIC = \
    "xbox", "xbox360", "playstation", "playstation3", "playstation5", "nintendo", "generic"
# SDL_GameControllerType -> the family whose printed names a hint uses.
_FAMILIES = {1: XBOX360, 2: XBOX, 3: PLAYSTATION3, 4: PLAYSTATION, 5: NINTENDO, 7: PLAYSTATION5,
             11: NINTENDO, 12: NINTENDO, 13: NINTENDO}


class Pad(NamedTuple):  # not a dataclass: defined at every start, for a millisecond of its CPU (issue 47)
    """A plugged-in pad. mapped: SDL's controller layer reads it (else raw numbers);
    guid: what makes and model it is, so a pad plugged in again is known as the same one."""
    instance_id: int
    name: str
    family: str = GENERIC
    mapped: bool = False
    guid: str = ""
    handle: object = None  # SDL closes a pad whose handle is collected: kept while it is plugged in


def raw_button(number: int) -> str:
    """A raw joystick button's name, guessed in the Xbox order."""
    return RAW_ORDER[number] if number < len(RAW_ORDER) else f"{RAW_PREFIX}{number}"


def raw_number(button: str) -> int | None:
    """The raw number a raw pad gives for `button` (raw_button's inverse), None if none does."""
    if button in RAW_ORDER:
        return RAW_ORDER.index(button)
    digits = button[len(RAW_PREFIX):]
    return int(digits) if button.startswith(RAW_PREFIX) and digits.isdigit() else None


def known_button(button: str) -> bool:
    number = raw_number(button)
    return button in BUTTONS or (number is not None and number <= MAX_RAW_BUTTON)


def sdl_library():
    """The SDL library pygame-ce loaded (its wheel's own copy), for what pygame does not
    expose (the controller's type); None where it cannot be found."""
    import ctypes  # here: asked at the first pad, not at every start
    import glob

    folder = os.path.dirname(pygame.__file__)
    found = sorted(glob.glob(os.path.join(folder, "..", "pygame_ce.libs", "libSDL2-2*"))
                   + glob.glob(os.path.join(folder, ".dylibs", "libSDL2*")) + glob.glob(os.path.join(folder, "SDL2.dll")))
    if not found:
        return None
    try:
        sdl = ctypes.CDLL(found[0])
        sdl.SDL_GameControllerTypeForIndex.argtypes = [ctypes.c_int]
    except (OSError, AttributeError):
        return None
    return sdl


_sdl = None


def family_of(device_index: int) -> str:
    """The pad's family as SDL tells it (SDL_GameControllerTypeForIndex), GENERIC where it cannot."""
    global _sdl
    if _sdl is None:
        _sdl = sdl_library() or False
    if not _sdl:
        return GENERIC
    return _FAMILIES.get(_sdl.SDL_GameControllerTypeForIndex(device_index), GENERIC)


def open_real_pad(device_index: int) -> Pad | None:
    """Open a joystick SDL announced: through the controller layer when SDL can map it.
    SDL sends a pad's events only once it is opened, and closes it when the handle is
    collected, so the Pad keeps the handle."""
    from pygame._sdl2 import controller  # here: the first frame needs no pads
    try:
        if not controller.get_init():
            controller.init()
        if controller.is_controller(device_index):
            pad = controller.Controller(device_index)
            joystick = pad.as_joystick()
            return Pad(joystick.get_instance_id(), pad.name, family_of(device_index), True, joystick.get_guid(), pad)
        joystick = pygame.joystick.Joystick(device_index)
        return Pad(joystick.get_instance_id(), joystick.get_name(), GENERIC, False, joystick.get_guid(), joystick)
    except pygame.error:
        return None
