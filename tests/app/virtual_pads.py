"""SDL's own virtual joysticks, in the SDL library pygame-ce loaded: plugged in while the game
runs, so hot-plugging, the button and hat events and the game's mapping all come through
SDL and pygame's event queue as with real pads (SDL_JoystickAttachVirtual)."""
from __future__ import annotations

import ctypes
import glob
import os

import pygame

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
BUTTONS, AXES, HATS = 11, 2, 1
HAT = {(0, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 4, (-1, 0): 8}  # pygame's (x, y) -> SDL's hat bits


def sdl_library():
    """The SDL that pygame-ce loaded (its wheel's own copy), or None where it cannot be found."""
    folder = os.path.dirname(pygame.__file__)
    found = sorted(glob.glob(os.path.join(folder, "..", "pygame_ce.libs", "libSDL2-2*"))
                   + glob.glob(os.path.join(folder, ".dylibs", "libSDL2*")) + glob.glob(os.path.join(folder, "SDL2.dll")))
    if not found:
        return None
    sdl = ctypes.CDLL(found[0])
    sdl.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
    sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickIsVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_SetHint.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    return sdl


class VirtualPad:
    """One plugged-in virtual pad; each press is a frame of the app with SDL's real events."""

    def __init__(self, sdl, app):
        self.sdl, self.app = sdl, app
        index = sdl.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, AXES, BUTTONS, HATS)
        assert index >= 0, "SDL refused a virtual joystick"
        self.handle = sdl.SDL_JoystickOpen(index)
        assert self.handle, "SDL could not open the virtual joystick"
        self.frame()  # the game hears it plugged in

    def frame(self):
        self.app.step_frame(pygame.event.get())

    def button(self, number: int):
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, number, 1)
        self.frame()
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, number, 0)
        self.frame()

    def hat(self, x: int, y: int):
        self.sdl.SDL_JoystickSetVirtualHat(self.handle, 0, HAT[(x, y)])
        self.frame()
        self.sdl.SDL_JoystickSetVirtualHat(self.handle, 0, 0)
        self.frame()


def plug_in(sdl, app, count: int) -> list[VirtualPad]:
    sdl.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")  # no window has focus on the dummy driver
    return [VirtualPad(sdl, app) for __ in range(count)]


def unplug_all(sdl, pads: list[VirtualPad]):
    for pad in pads:
        sdl.SDL_JoystickClose(pad.handle)
    for index in reversed(range(pygame.joystick.get_count())):
        if sdl.SDL_JoystickIsVirtual(index):
            sdl.SDL_JoystickDetachVirtual(index)
    pygame.event.get()
