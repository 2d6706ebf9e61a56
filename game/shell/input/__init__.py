"""Player input: devices, seats and named actions (see input_map for the flow)."""
from game.shell.input.bindings import ACTIONS, Bindings, controls, table_of
from game.shell.input.input_map import InputMap
from game.shell.input.seats import (FIXED_DEVICES, KEYS_LEFT, KEYS_RIGHT, MOUSE, REPLAY, Seat,
                              computer_device, computer_level, computer_seat, is_computer, pad_device, pad_id)

__all__ = ["ACTIONS", "Bindings", "FIXED_DEVICES", "InputMap", "KEYS_LEFT", "KEYS_RIGHT", "MOUSE", "REPLAY",
           "Seat", "computer_device", "computer_level", "computer_seat", "controls", "table_of", "is_computer",
           "pad_device", "pad_id"]
