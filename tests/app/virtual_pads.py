"""SDL's own virtual game controllers, in the SDL library pygame-ce loaded: plugged in while
the game runs, so hot-plugging, the button events and the game's mapping all come through
SDL's game-controller layer and pygame's event queue as with real pads
(SDL_JoystickAttachVirtualEx). As the outside checks plug them: 6 axes, 15 buttons, 1 hat,
which SDL maps a:b0 b:b1 x:b2 y:b3 back:b4 guide:b5 start:b6 leftstick:b7 rightstick:b8
leftshoulder:b9 rightshoulder:b10 dpup:b11 dpdown:b12 dpleft:b13 dpright:b14; a pad of a
family is one with its maker's USB ids, so SDL tells its type as for the real one."""
from __future__ import annotations

import ctypes
from contextlib import contextmanager

import pygame
import pytest

from game.shell.input import pads
from game.shell.input.input_map import SETTLE, open_real_pad

SDL_JOYSTICK_TYPE_UNKNOWN, SDL_JOYSTICK_TYPE_GAMECONTROLLER = 0, 1
BUTTONS, AXES, HATS = 15, 6, 1
A, B, X, Y, BACK, GUIDE, START, LEFTSTICK, RIGHTSTICK, LB, RB, UP, DOWN, LEFT, RIGHT = range(BUTTONS)
DPAD = {(0, 1): UP, (0, -1): DOWN, (-1, 0): LEFT, (1, 0): RIGHT}  # pygame's hat (x, y) -> the D-pad's button
# (vendor, product) USB ids of one pad of each family; (0, 0): SDL's own virtual pad.
XBOX_ONE, DUALSHOCK4, SWITCH_PRO, VIRTUAL = (0x045E, 0x02EA), (0x054C, 0x09CC), (0x057E, 0x2009), (0, 0)


class Description(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24 and on), version 1."""
    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16), ("naxes", ctypes.c_uint16),
                ("nbuttons", ctypes.c_uint16), ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16), ("button_mask", ctypes.c_uint32),
                ("axis_mask", ctypes.c_uint32), ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p)] + \
        [(name, ctypes.c_void_p) for name in ("Update", "SetPlayerIndex", "Rumble", "RumbleTriggers", "SetLED",
                                              "SendEffect")]


def sdl_library():
    """The SDL that pygame-ce loaded (the game's own look-up), or None where it cannot be found."""
    sdl = pads.sdl_library()
    if sdl is None:
        return None
    sdl.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(Description)]
    sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
    sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    sdl.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickIsVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_SetHint.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    return sdl


class VirtualPad:
    """One plugged-in virtual pad; each press is a frame of the app with SDL's real events.
    ids: its maker's USB ids (a family); mapped=False: a plain joystick SDL cannot map."""

    def __init__(self, sdl, app, ids=VIRTUAL, mapped: bool = True):
        self.sdl, self.app = sdl, app
        description = Description(version=1, naxes=AXES, nbuttons=BUTTONS, nhats=HATS, vendor_id=ids[0],
                                  product_id=ids[1], name=b"Test pad",
                                  type=SDL_JOYSTICK_TYPE_GAMECONTROLLER if mapped else SDL_JOYSTICK_TYPE_UNKNOWN)
        self.index = sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(description))
        assert self.index >= 0, "SDL refused a virtual joystick"
        self.handle = sdl.SDL_JoystickOpen(self.index)
        assert self.handle, "SDL could not open the virtual joystick"
        if app is not None:  # None: plugged in before the game starts
            self.frame()  # the game hears it plugged in
            self.instance_id = max(app.input.pads)

    def frame(self, draw: bool = True):
        self.app.step_frame(pygame.event.get(), draw=draw)

    def button(self, number: int, draw: bool = True):
        """draw=False: its two frames stepped undrawn (a screen that works nothing out while drawing)."""
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, number, 1)
        self.frame(draw)
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, number, 0)
        self.frame(draw)

    def hat(self, x: int, y: int, draw: bool = True):
        """The D-pad pressed that way (a game controller's D-pad is buttons)."""
        self.button(DPAD[(x, y)], draw)

    def unplug(self):
        self.sdl.SDL_JoystickClose(self.handle)
        self.handle = None
        for index in range(pygame.joystick.get_count()):
            if self.sdl.SDL_JoystickIsVirtual(index) and self.sdl.SDL_JoystickGetDeviceInstanceID(index) == \
                    self.instance_id:
                self.sdl.SDL_JoystickDetachVirtual(index)
        self.frame()


def plug_in(sdl, app, count: int, ids=VIRTUAL) -> list[VirtualPad]:
    sdl.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")  # no window has focus on the dummy driver
    return [VirtualPad(sdl, app, ids) for __ in range(count)]


def unplug_all(sdl, pads: list[VirtualPad]):
    for pad in pads:
        if pad.handle:
            sdl.SDL_JoystickClose(pad.handle)
    for index in reversed(range(pygame.joystick.get_count())):
        if sdl.SDL_JoystickIsVirtual(index):
            sdl.SDL_JoystickDetachVirtual(index)
    pygame.event.get()


@contextmanager
def room_of_pads(folder, count: int, ids=VIRTUAL, settle: float = SETTLE):
    """The title with `count` SDL virtual pads plugged in (of the family of these USB `ids`):
    (app, SDL, pads); all unplugged after. settle: the app's (tests.dummy_app.open_app)."""
    from scenes.menus.title import TitleScene
    from tests.dummy_app import open_app
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("no SDL library found beside pygame-ce to make virtual joysticks with")
    app = open_app(folder, open_pad=open_real_pad, settle=settle)
    pads = []
    try:
        app.stack.push(TitleScene(app))
        app.step_frame()
        pads += plug_in(sdl, app, count, ids)
        yield app, sdl, pads
    finally:
        unplug_all(sdl, pads)
        app.close()
