"""A player seat and the device it plays with."""
from typing import NamedTuple

from game import i18n
from game.i18n import _
from game.message_keys import keyed

KEYS_LEFT = "keys-left"
KEYS_RIGHT = "keys-right"
MOUSE = "mouse"
FIXED_DEVICES = (KEYS_LEFT, KEYS_RIGHT, MOUSE)
PAD_PREFIX = "pad:"
# A computer opponent's seat: 'ai:<level>' (game.ai.LEVELS). It has no
# device to read or to lose; its moves come from a bot.
COMPUTER_PREFIX = "ai:"
# A seat of a game being watched from a replay file: its moves come from the file.
REPLAY = "replay"


class Seat(NamedTuple):  # not a frozen dataclass: defined at every start, for a millisecond of its CPU (issue 47)
    """name: the player's name; device: 'keys-left', 'keys-right', 'mouse', 'pad:<instance_id>',
    a computer 'ai:<level>' or 'replay'."""

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


# A seat whose device this version does not know (a file edited by hand, or one a newer
# version wrote): read as a gamepad that is never plugged in, so the game waits for it as
# for a pulled pad until a free device takes the seat (game.shell.input.input_map).
MISSING = pad_device(-1)  # SDL numbers its pads from 0


def known_device(device: str) -> bool:
    """A person's device or a computer's level this version can play with."""
    from game.ai.levels import LEVELS  # here: the levels' module loads the game registry
    return device in FIXED_DEVICES or pad_id(device) is not None or computer_level(device) in LEVELS


def computer_device(level: str) -> str:
    return f"{COMPUTER_PREFIX}{level}"


def computer_level(device: str) -> str | None:
    """The level of an 'ai:<level>' seat, None for a person's device."""
    return device[len(COMPUTER_PREFIX):] if is_computer(device) else None


def is_computer(device: str) -> bool:
    return device.startswith(COMPUTER_PREFIX)


def computer_seat(number: int, level: str) -> Seat:
    """A computer opponent's seat, named as every screen names one: 'Computer 1 (hard)'."""
    return Seat(_("Computer {number} ({level})", number=number, level=keyed(f"level.{level}")), computer_device(level))


def named_now(seat: Seat, seats: int) -> Seat:
    """A computer's seat under its default name, made in any language ('Computer 2 (schwer)'),
    named in the language shown now; any other seat (a name the player typed) as it is.
    seats: how many the game has (a computer's number is at most that)."""
    level = computer_level(seat.device)
    if level is None:
        return seat
    number = i18n.recognise(seat.name, lambda n: computer_seat(n, level).name, range(1, seats + 1))
    return seat if number is None else computer_seat(number, level)
