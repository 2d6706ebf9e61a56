"""A tutorial's one person plays with what they press: the device that opened it seats
them, and the one they press later takes the seat over, so the guide always names the
keys (or buttons) in their hands."""
from __future__ import annotations


def first_device(app, wanted: str | None = None) -> str:
    """`wanted` (default: the device pressed last) when it is present; else the first one there."""
    device = wanted or app.input.last_device
    return device if device in app.input.devices() else app.input.devices()[0]


def taken_over(app, seated: str) -> str | None:
    """The device pressed last, when it is another one present than `seated`; else None."""
    device = app.input.last_device
    return device if device != seated and device in app.input.devices() else None
