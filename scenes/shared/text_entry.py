"""Typing into a text field with whatever is in the player's hands: a keyboard types at
once; a gamepad types on the on-screen keyboard (the `name_keyboard` screen), whose B
leaves it as Esc does and whose Start or Done ends it as Enter does."""
from __future__ import annotations

from collections.abc import Callable

from game.shell.input import pad_id
from scenes.shared.device_text import menu_hint, reader_pad
from sprites.menu_widgets import TextField

NAME, CODE = "name", "code"  # the on-screen keyboard's keys: a name's letters, or a code's signs


def start_typing(app, field: TextField, done: Callable[[bool], None], keys: str = NAME) -> bool:
    """Typing starts in `field`. When a pad acted last, the on-screen keyboard opens over the
    screen and calls done(confirmed) as it closes (confirmed: ended with Start, Done or Enter,
    not left with B or Esc); True then. A keyboard ends typing on the screen itself."""
    field.start()
    if pad_id(app.input.last_device or "") is None:
        return False
    app.stack.push("name_keyboard", field, done, keys)
    return True


def typing_hint(app, keyboard: str) -> str:
    """The hint line while a field is typed in: `keyboard` (its words name Enter and Backspace)
    where a keyboard types; a pad types on the on-screen keyboard, which says its own buttons,
    so the line names the pad's moves and buttons instead."""
    return menu_hint(app) if reader_pad(app) else keyboard
