"""Which device a hint line names (issue 44: every hint speaks the device of the player who reads
it): the words of the keyboard and the mouse, and the names printed on every family's pad
buttons, in the language shown, to find in the hints a screen draws (hints_drawn)."""
from __future__ import annotations

import re
from contextlib import contextmanager

import pygame

from game.i18n import _
from game.shell.input import pads
from game.shell.input.key_names import MOUSE_BUTTONS, MOUSE_WHEEL, PAD_FAMILIES, key_name, mouse_name, named, \
    pad_button_name
from sprites import text_audit, ui

# Keys the hints of the menus, the editor and the replays name (a zone's own keys are letters:
# too short to tell from words; their hints name them with the arrows and Esc).
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_TAB,
        pygame.K_HOME, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def keyboard_words() -> set[str]:
    return {key_name(key) for key in KEYS} | {mouse_name(button) for button in MOUSE_BUTTONS} | {
        _("click"), _("click").capitalize(), named("mouse", MOUSE_WHEEL), named("mouse", MOUSE_WHEEL).lower(),
        _("+ and -")}


def pad_words() -> set[str]:
    """Every family's button names that are words or letters (not Nintendo's + and −)."""
    return {pad_button_name(button, family) for family, names in PAD_FAMILIES.items() for button in names
            if family != pads.NINTENDO or button not in ("back", "start")} | {named("pad", "D-pad or stick")}


def named_in(text: str, words: set[str]) -> list[str]:
    return sorted(word for word in words if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text))


def hint_problems(hints: list[str], device: str) -> list[str]:
    """device: 'keys' or 'pad', what the reader pressed last."""
    others = pad_words() - keyboard_words() if device == "keys" else keyboard_words() - pad_words()
    return [f"the hint {hint!r} names {found}" for hint in dict.fromkeys(hints) if (found := named_in(hint, others))]


@contextmanager
def hints_drawn():
    """The hint lines (sprites.ui.draw_hint) drawn while it lasts (a fit check auditing the
    frame), as (text, layer): a hint under a veil (a game's, under its pause) is background."""
    hints: list[tuple[str, int]] = []
    real = ui.draw_hint

    def spy(surface, text, *args, **kwargs):
        hints.append((text, text_audit.layer()))
        return real(surface, text, *args, **kwargs)
    ui.draw_hint = spy
    try:
        yield hints
    finally:
        ui.draw_hint = real


def on_top(hints: list[tuple[str, int]], top: int) -> list[str]:
    """The hints of hints_drawn() drawn on the frame's top layer `top` (over every veil)."""
    return [text for text, layer in hints if layer == top]
