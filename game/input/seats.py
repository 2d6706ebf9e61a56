"""A player seat and the device it plays with."""
from __future__ import annotations

from dataclasses import dataclass

KEYS_LEFT = "keys-left"
KEYS_RIGHT = "keys-right"
MOUSE = "mouse"
FIXED_DEVICES = (KEYS_LEFT, KEYS_RIGHT, MOUSE)
PAD_PREFIX = "pad:"


@dataclass(frozen=True)
class Seat:
    """name: the player's name; device: 'keys-left', 'keys-right', 'mouse' or 'pad:<instance_id>'."""

    name: str
    device: str


def pad_device(instance_id: int) -> str:
    return f"{PAD_PREFIX}{instance_id}"


def pad_id(device: str) -> int | None:
    """The instance id of a 'pad:<id>' device, None for any other device."""
    if device.startswith(PAD_PREFIX):
        try:
            return int(device[len(PAD_PREFIX):])
        except ValueError:
            return None
    return None
