"""Which key the player's keyboard gives at each position the default controls use.

The keyboard zones' defaults are bound by position (SDL scancode: WASD's place
on QWERTY is ZQSD on AZERTY), so they work on every layout; what a position
is called depends on the layout. pygame-ce cannot ask SDL for a scancode's key
(SDL_GetKeyFromScancode is not exposed), so the layout is learnt from the key
events themselves: a key seen at a position is that position's key from then
on, and until a key tells the layouts apart the player's language guesses it
(German: QWERTZ, French: AZERTY, else QWERTY).
"""
from __future__ import annotations

import pygame

from game import i18n

# The key each layout gives at the positions the defaults use (Enter, Tab, the arrows: everywhere the same).
QWERTY = {
    pygame.KSCAN_A: pygame.K_a, pygame.KSCAN_D: pygame.K_d, pygame.KSCAN_W: pygame.K_w, pygame.KSCAN_S: pygame.K_s,
    pygame.KSCAN_Q: pygame.K_q, pygame.KSCAN_E: pygame.K_e, pygame.KSCAN_Z: pygame.K_z, pygame.KSCAN_Y: pygame.K_y,
    pygame.KSCAN_F: pygame.K_f, pygame.KSCAN_G: pygame.K_g, pygame.KSCAN_SPACE: pygame.K_SPACE,
    pygame.KSCAN_TAB: pygame.K_TAB, pygame.KSCAN_LEFT: pygame.K_LEFT, pygame.KSCAN_RIGHT: pygame.K_RIGHT,
    pygame.KSCAN_UP: pygame.K_UP, pygame.KSCAN_DOWN: pygame.K_DOWN, pygame.KSCAN_PERIOD: pygame.K_PERIOD,
    pygame.KSCAN_SLASH: pygame.K_SLASH, pygame.KSCAN_COMMA: pygame.K_COMMA, pygame.KSCAN_RETURN: pygame.K_RETURN,
    pygame.KSCAN_KP_ENTER: pygame.K_KP_ENTER, pygame.KSCAN_BACKSPACE: pygame.K_BACKSPACE,
}
QWERTZ = QWERTY | {pygame.KSCAN_Z: pygame.K_y, pygame.KSCAN_Y: pygame.K_z, pygame.KSCAN_SLASH: pygame.K_MINUS}
AZERTY = QWERTY | {
    pygame.KSCAN_A: pygame.K_q, pygame.KSCAN_Q: pygame.K_a, pygame.KSCAN_W: pygame.K_z, pygame.KSCAN_Z: pygame.K_w,
    pygame.KSCAN_COMMA: pygame.K_SEMICOLON, pygame.KSCAN_PERIOD: pygame.K_COLON,
    pygame.KSCAN_SLASH: pygame.K_EXCLAIM,
}
LAYOUTS = (QWERTY, QWERTZ, AZERTY)
BY_LANGUAGE = {"de": QWERTZ, "fr": AZERTY}

_seen: dict[int, int] = {}  # position -> the key the player's keyboard gave there


def learn(scancode: int, key: int):
    """A key went down: this keyboard gives `key` at `scancode`."""
    if scancode and key:
        _seen[scancode] = key


def forget():
    """Back to guessing (a test's fresh keyboard)."""
    _seen.clear()


def key_at(scancode: int) -> int:
    """The key code the player's keyboard gives at this position (seen, else guessed)."""
    if scancode in _seen:
        return _seen[scancode]
    return _layout().get(scancode, pygame.K_UNKNOWN)


def _layout() -> dict[int, int]:
    """The language's layout unless a key seen says otherwise; then the first that agrees with every key seen."""
    guessed = BY_LANGUAGE.get(i18n.language(), QWERTY)
    fitting = [layout for layout in (guessed, *LAYOUTS)
               if all(layout.get(scancode, key) == key for scancode, key in _seen.items())]
    return fitting[0] if fitting else guessed
