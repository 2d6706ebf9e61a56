"""Raw keyboard, mouse and gamepad events become named actions per seat (after
Tuxemon's per-player input layer).

Edges ("pressed") are latched until a fixed update step has seen them, so a
press is seen exactly once even when a frame runs zero or several steps. The
App calls `process(event)` for each event, then per step `tick(dt)` before
the scenes update and `end_step()` after; an event that `presses_again` it
holds back for the next step. With a key settle time set (Settings, for a hand that
trembles), a key or button counts only once it has stayed down that long: a brush
against it counts for nothing.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Callable

import pygame

from game.shell.input.bindings import (
    KEY, MOUSE_BUTTON, MOUSE_WHEEL, PAD_BUTTON, REPEATING, SCAN, SHARED_KEYS, STICK_AXES, STICK_DEAD_ZONE, Bindings,
)
from game.shell.input.pads import BUTTONS, DPAD, STICK_RANGE, Pad, open_real_pad, raw_button
from game.shell.input.seats import FIXED_DEVICES, MOUSE, REPLAY, Seat, is_computer, pad_device, pad_id

SHARED = "keyboard"  # pseudo-device of the keys every keyboard player shares
REPEAT_DELAY = 0.22  # seconds held before the first repeat
REPEAT_INTERVAL = 0.07  # seconds between repeats
# Seconds after a screen appears during which no press confirms anything on it: a confirm
# tapped twice to wave one screen through (0.35 s apart, say) must not choose on the next.
SETTLE = 0.4


class InputMap:
    def __init__(self, open_pad: Callable[[int], Pad | None] = open_real_pad, bindings: Bindings | None = None):
        self._open_pad = open_pad
        self.pads: dict[int, Pad] = {}  # instance id -> the pad, in plug-in order
        self.use_bindings(bindings or Bindings())
        self.seats: list[Seat] = []
        # instance id -> 'Gamepad N''s N: kept while the pad is in, and given back to it when a
        # seat waits for it, so no other pad's number shifts when one is pulled out.
        self.pad_numbers: dict[int, int] = {}
        self._disconnected: set[int] = set()  # seat indexes whose device is missing
        # seat index -> (guid, number) of the pad pulled out of it: the same pad plugged in
        # again takes its seat and number back, and a pad that was in already does not.
        self._unplugged: dict[int, tuple[str, int]] = {}
        self._bystanders: set[str] = set()  # pads plugged in (and not seated) when a seat's pad was pulled
        # device -> source (a key, a button, a stick axis) -> actions it holds down
        self._held: dict[str, dict[object, tuple[str, ...]]] = defaultdict(dict)
        self._pressed: dict[str, set[str]] = defaultdict(set)
        self._repeat_timers: dict[tuple[str, str], float] = {}
        self.mouse_pos: tuple[int, int] = (0, 0)
        # The device whose key or button went down last (not Esc, which every keyboard shares): what a
        # person played or chose with, so a screen for one person (a tutorial) can seat them at it.
        self.last_device: str | None = None
        self.settling = 0.0  # seconds left in which a press does not confirm (new_screen)
        self.key_settle = 0.0  # seconds a key or button must stay down to count (Settings)
        # (device, source) -> [actions, seconds left]: presses down for less than key_settle so far
        self._settling_presses: dict[tuple[str, object], list] = {}

    def use_bindings(self, bindings: Bindings):
        """Play with these tables from the next event on (Settings → Controls changed one)."""
        self.bindings = bindings
        bindings.pad_families.update({pad_device(i): pad.family for i, pad in self.pads.items()})
        self._keys = bindings.lookup(KEY)  # key code -> (device, actions): keys a player picked
        self._positions = bindings.lookup(SCAN)  # scancode -> (device, actions): the defaults
        self._mouse_buttons = {button: actions for button, (_table, actions) in bindings.lookup(MOUSE_BUTTON).items()}
        self._pad_buttons = {button: actions for button, (_table, actions) in bindings.lookup(PAD_BUTTON).items()}

    # Seats ------------------------------------------------------------------
    def set_seats(self, seats: list[Seat]):
        self.seats = list(seats)
        self._disconnected = {i for i, seat in enumerate(self.seats) if not self._device_present(seat.device)}
        self._unplugged.clear()
        self._bystanders.clear()

    def _device_present(self, device: str) -> bool:
        # Only a pad can be pulled out; keyboards, the mouse, computer and replay seats stay.
        # A device this version does not know (a hand-edited or newer file) is never there.
        pad = pad_id(device)
        if pad is not None:
            return pad in self.pads
        return device in FIXED_DEVICES or device == REPLAY or is_computer(device)

    def seat_disconnected(self, seat_index: int) -> bool:
        """True while the seat's device is missing (a pad unplugged, or one not known);
        the scene waits and says so, and the next free device pressed takes the seat."""
        return seat_index in self._disconnected

    def unplugged(self, seat_index: int) -> bool:
        """The seat waits for its own pad, pulled out during the game (not for a device
        this session never had): plugging it in again, or a key, takes it back."""
        return seat_index in self._unplugged

    def devices(self) -> list[str]:
        """Every device present now, in a stable order (keyboards, mouse, then pads)."""
        return list(FIXED_DEVICES) + [pad_device(i) for i in self.pads]

    def new_screen(self, settle: float = SETTLE):
        """Another screen appeared: for `settle` seconds no press confirms on it, and only a
        press that starts after that does (a key held down since does not)."""
        self.settling = settle
        for device, sources in self._held.items():
            for source, actions in sources.items():
                sources[source] = tuple(action for action in actions if action != "confirm")
        for pressed in self._pressed.values():
            pressed.discard("confirm")
        for waiting in self._settling_presses.values():  # down since the last screen: not a new press
            waiting[0] = tuple(action for action in waiting[0] if action != "confirm")

    # Queries ----------------------------------------------------------------
    def pressed(self, seat_index: int, action: str) -> bool:
        """The action started (or repeated) since the last update step."""
        device = self._seat_device(seat_index)
        return device is not None and action in self._pressed.get(device, ())

    def seat_acted(self, seat_index: int) -> bool:
        """Any action of the seat started (or repeated) since the last update step."""
        device = self._seat_device(seat_index)
        return device is not None and bool(self._pressed.get(device))

    def held(self, seat_index: int, action: str) -> bool:
        device = self._seat_device(seat_index)
        return device is not None and self._is_held(device, action)

    def menu_pressed(self, action: str) -> bool:
        """The action came from a keyboard zone or a pad that may use the menu: while a game
        is played (seats are set), a pad only when its player sits at the table, so a pad
        nobody sits at never pauses or ends the others' game (the keyboard is one in the
        room: its zones share it); else any.

        The mouse is left out: menus take clicks on their own buttons, and a
        click on empty space should not confirm anything.
        """
        # Asked several times a step by every screen, most often with nothing pressed at all.
        return bool(self._pressed) and any(action in actions and device != MOUSE and self.for_the_table(device)
                                           for device, actions in self._pressed.items())

    def for_the_table(self, device: str) -> bool:
        """`device` may act on what the players share now: it is no pad, no game is played by
        people, or the pad sits at one of its seats."""
        people = {seat.device for i, seat in enumerate(self.seats)
                  if i not in self._disconnected and (seat.device in FIXED_DEVICES or pad_id(seat.device) is not None)}
        return pad_id(device) is None or not people or device in people

    def device_pressed(self, device: str, action: str) -> bool:
        """The action came from this device (the setup screen seats a pad that presses a button)."""
        return action in self._pressed.get(device, ())

    def device_acted(self, device: str) -> bool:
        """Any action came from this device since the last step."""
        return bool(self._pressed.get(device))

    def forget_presses(self, device: str):
        """This step's presses of `device` did their work (they seated its player): no screen sees them."""
        self._pressed.pop(device, None)

    def _seat_device(self, seat_index: int) -> str | None:
        if 0 <= seat_index < len(self.seats) and seat_index not in self._disconnected:
            return self.seats[seat_index].device
        return None

    def _is_held(self, device: str, action: str) -> bool:
        return any(action in actions for actions in self._held[device].values())

    # Events -----------------------------------------------------------------
    def presses_again(self, event) -> bool:
        """The event presses an action that its device pressed since the last step:
        the App holds it (and what follows it) back for the next frame, so two quick
        presses are two moves, not one."""
        press = self._press_of(event)
        return press is not None and not self._pressed.get(press[0], set()).isdisjoint(press[2])

    def _press_of(self, event) -> tuple[str, tuple, tuple[str, ...]] | None:
        """(device, source, actions) of a bound key or button going down, else None."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            if event.key in SHARED_KEYS:
                return SHARED, ("key", event.key), SHARED_KEYS[event.key]
            if event.key in self._keys:
                device, actions = self._keys[event.key]
                return device, ("key", event.key), actions
            if event.scancode in self._positions:
                device, actions = self._positions[event.scancode]
                return device, ("scan", event.scancode), actions
        elif kind == pygame.MOUSEBUTTONDOWN and event.button in self._mouse_buttons:
            return MOUSE, ("button", event.button), self._mouse_buttons[event.button]
        elif kind in (pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
            button = self.pad_button(event)
            if button in self._pad_buttons:
                return pad_device(event.instance_id), ("button", button), self._pad_buttons[button]
        return None

    def pad_button(self, event) -> str | None:
        """The name of the pad button a button event presses or lets go ('a', 'start', 'dpup';
        a pad SDL cannot map: its raw number read in the Xbox order). None for the raw
        double of a mapped pad's event: its controller event names the button."""
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pad = self.pads.get(event.instance_id)
            return BUTTONS[event.button] if pad is not None and pad.mapped and event.button < len(BUTTONS) else None
        if event.type in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP) and not self._mapped(event):
            return raw_button(event.button)
        return None

    def pad_press(self, event) -> str | None:
        """The name of the pad button a button event presses (pad_button), None for any other event."""
        return self.pad_button(event) if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN) else None

    def _mapped(self, event) -> bool:
        pad = self.pads.get(event.instance_id)
        return pad is not None and pad.mapped

    def process(self, event) -> None:
        kind = event.type
        press = self._press_of(event)
        if press is not None:
            if kind == pygame.MOUSEBUTTONDOWN:
                self.mouse_pos = tuple(event.pos)
            self._press(*press)
        elif kind == pygame.KEYUP:
            # Whoever held it lets go (the tables may have changed since it went down).
            for device in {*self._held, *(device for device, __ in self._settling_presses)}:
                self._release(device, ("key", event.key))
                self._release(device, ("scan", event.scancode))
        elif kind == pygame.MOUSEMOTION:
            self.mouse_pos = tuple(event.pos)
        elif kind == pygame.MOUSEBUTTONUP:
            self._release(MOUSE, ("button", event.button))
        elif kind == pygame.MOUSEWHEEL and event.y:
            self._pressed[MOUSE].update(MOUSE_WHEEL)
        elif kind == pygame.JOYDEVICEADDED:  # every pad, mapped or not (CONTROLLERDEVICEADDED only the mapped)
            opened = self._open_pad(event.device_index)
            if opened:
                self.add_pad(opened)
        elif kind == pygame.JOYDEVICEREMOVED:
            self.remove_pad(event.instance_id)
        elif kind in (pygame.JOYBUTTONUP, pygame.CONTROLLERBUTTONUP):
            button = self.pad_button(event)
            if button is not None:
                self._release(pad_device(event.instance_id), ("button", button))
        elif kind == pygame.CONTROLLERBUTTONDOWN and self.pad_button(event) in DPAD:
            self._press(pad_device(event.instance_id), ("button", self.pad_button(event)),
                        (DPAD[self.pad_button(event)],))
        elif kind == pygame.JOYHATMOTION and not self._mapped(event):  # a mapped pad's D-pad comes as buttons
            x, y = event.value
            device = pad_device(event.instance_id)
            self._set_direction(device, ("hat", event.instance_id, "x"), ("left", "right"), x)
            self._set_direction(device, ("hat", event.instance_id, "y"), ("up", "down"), -y)  # hat up is +1
        elif kind in (pygame.JOYAXISMOTION, pygame.CONTROLLERAXISMOTION) and event.axis in STICK_AXES \
                and (kind == pygame.CONTROLLERAXISMOTION) == self._mapped(event):
            value = event.value / STICK_RANGE if kind == pygame.CONTROLLERAXISMOTION else event.value
            step = 0 if abs(value) < STICK_DEAD_ZONE else (1 if value > 0 else -1)
            device = pad_device(event.instance_id)
            self._set_direction(device, ("axis", event.axis), STICK_AXES[event.axis], step)

    def note_device(self, event) -> None:
        """A press a scene took for itself (a click on a menu's line): only its device is noted."""
        press = self._press_of(event)
        if press is not None and press[0] != SHARED:
            self.last_device = press[0]

    def takes_key(self, event) -> bool:
        """A keyboard zone or the mouse seat has this key (a zone's default by its
        position may give a key a scene also reads, such as '-' on a German keyboard)."""
        press = self._press_of(event)
        return press is not None and press[0] != SHARED

    def add_pad(self, pad: Pad | int, name: str = ""):
        """A pad was plugged in (tests may give just its instance id and name). It takes the
        seat its own kind of pad was pulled out of, else the first seat that waits for a
        pad, and that seat's pad number; any other pad the lowest number nobody holds."""
        pad = pad if isinstance(pad, Pad) else Pad(pad, name)
        self.pads[pad.instance_id] = pad
        self.bindings.pad_families[pad_device(pad.instance_id)] = pad.family
        waiting = sorted(self._disconnected)
        index = next((i for i in waiting if self._unplugged.get(i, ("",))[0] == pad.guid), None) \
            if pad.guid else None
        index = index if index is not None else next(iter(waiting), None)
        if index is not None and index in self._unplugged:
            number = self._unplugged.pop(index)[1]
        else:
            held = set(self.pad_numbers.values()) | {number for __, number in self._unplugged.values()}
            number = next(n for n in range(1, len(held) + 2) if n not in held)
        self.pad_numbers[pad.instance_id] = number
        if index is not None:
            self.seats[index] = Seat(self.seats[index].name, pad_device(pad.instance_id))
            self._disconnected.discard(index)

    def pad_of(self, device: str) -> Pad | None:
        """The pad plugged in as `device`, None for another device or a pad not there."""
        return self.pads.get(pad_id(device))

    def remove_pad(self, instance_id: int):
        pad = self.pads.pop(instance_id, None)
        number = self.pad_numbers.pop(instance_id, None)
        device = pad_device(instance_id)
        self._held.pop(device, None)
        self._pressed.pop(device, None)
        for index, seat in enumerate(self.seats):
            if seat.device == device:
                self._disconnected.add(index)
                if pad is not None and number is not None:
                    self._unplugged[index] = (pad.guid, number)
                    # The pads in the room but at no seat stay out of it: the seat is its player's.
                    self._bystanders |= {pad_device(i) for i in self.pads} - {s.device for s in self.seats}

    def can_take_seat(self, device: str, index: int | None = None) -> bool:
        """A seat waits for its device (`index`, or any), and `device` (a pad, a keyboard side or
        the mouse) is one that nobody sits at; a pad that was in the room, unseated, when
        the seat's own pad was pulled out does not take it by a press (its player plugs
        the pad back in, or plays on at the keyboard or with the mouse)."""
        waiting = self._disconnected if index is None else self._disconnected & {index}
        if pad_id(device) is not None and device in self._bystanders:
            waiting = waiting - set(self._unplugged)
        return bool(waiting) and device != SHARED and all(s.device != device for s in self.seats)

    def take_seat(self, device: str, index: int | None = None) -> bool:
        """A free device takes the waiting seat `index` (the first one it may take when not
        given): a game resumed in another session finds its pads under new ids, and a
        player without a pad plays on at the keyboard or with the mouse. False when the
        device is not free or that seat does not wait (any more)."""
        if index is None:
            index = next((i for i in sorted(self._disconnected) if self.can_take_seat(device, i)), None)
        if index is None or not self.can_take_seat(device, index):
            return False
        self.seats[index] = Seat(self.seats[index].name, device)
        self._disconnected.discard(index)
        self._unplugged.pop(index, None)
        return True

    def _press(self, device: str, source, actions: tuple[str, ...]):
        if self.key_settle > 0:
            self._settling_presses[(device, source)] = [actions, self.key_settle]
        else:
            self._count(device, source, actions)

    def _count(self, device: str, source, actions: tuple[str, ...]):
        """A press counts: it is held, pressed for this step, and repeats if it may."""
        if device != SHARED:
            self.last_device = device
        if self.take_seat(device):  # a free device pressed while a seat waits
            return  # the press that sits the player down does nothing else
        if self.settling > 0:
            actions = tuple(action for action in actions if action != "confirm")
        self._held[device][source] = actions
        self._pressed[device].update(actions)
        for action in actions:
            if action in REPEATING:
                self._repeat_timers[(device, action)] = REPEAT_DELAY

    def _release(self, device: str, source):
        self._held[device].pop(source, None)
        self._settling_presses.pop((device, source), None)

    def _set_direction(self, device: str, source, actions: tuple[str, str], step: int):
        """A hat or stick axis moved: step -1 is actions[0], +1 actions[1], 0 centred."""
        wanted = () if step == 0 else (actions[0] if step < 0 else actions[1],)
        leaning = self._held[device].get(source) or self._settling_presses.get((device, source), [()])[0]
        if leaning == wanted:
            return  # still leaning the same way: no new press (nor a settle time started over)
        self._release(device, source)
        if wanted:
            self._press(device, source, wanted)

    @property
    def at_rest(self) -> bool:
        """No press waits for a scene to see it and no held key is due to repeat."""
        return not self._repeat_timers and not any(self._pressed.values()) and not self._settling_presses

    # Steps ------------------------------------------------------------------
    def tick(self, dt: float):
        """Advance key repeat by one fixed step: a held move fires again after a delay."""
        self.settling = max(0.0, self.settling - dt)
        for (device, source), waiting in list(self._settling_presses.items()):
            waiting[1] -= dt
            if waiting[1] <= 1e-9:  # held the whole settle time (steps add up with rounding)
                del self._settling_presses[(device, source)]
                self._count(device, source, waiting[0])
        for (device, action), left in list(self._repeat_timers.items()):
            if not self._is_held(device, action):
                del self._repeat_timers[(device, action)]
                continue
            left -= dt
            if left <= 0:
                self._pressed[device].add(action)
                left += REPEAT_INTERVAL
            self._repeat_timers[(device, action)] = left

    def end_step(self):
        """The scenes have seen this step's presses."""
        self._pressed.clear()

    def release_all(self):
        """Forget held inputs (the window lost focus: key-up events will not come)."""
        self._held.clear()
        self._repeat_timers.clear()
        self._settling_presses.clear()
