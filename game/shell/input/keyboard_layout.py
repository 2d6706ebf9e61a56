"""Which key the player's keyboard gives at each position the default controls use.

The keyboard zones' defaults are bound by position (SDL scancode: WASD's place
on QWERTY is ZQSD on AZERTY), so they work on every layout; what a position
is called depends on the layout. pygame-ce cannot ask SDL for a scancode's key
(SDL_GetKeyFromScancode is not exposed), so the layout is learnt from the key
events themselves: a key seen at a position is that position's key from then
on. Until a key tells the layouts apart, it is a guess: first from the
system's country, where that country's keyboards share a layout whatever the
language (Belgium: Belgian AZERTY, for Dutch and German speakers too;
Switzerland, Liechtenstein and Luxembourg: QWERTZ, for French speakers too;
France: AZERTY; Germany, Austria: QWERTZ; Canada: QWERTY, for French speakers
too), read from LC_ALL, LC_CTYPE or LANG (nl_BE.UTF-8), then the regional
formats (LC_MONETARY, ...: English text with Belgian formats), on Windows from
the keyboard's input language; then from the system's language where the game
does not speak it (Czech, Slovak, Hungarian, Croatian, Slovene: QWERTZ); then
from the game's language (German: QWERTZ, French: AZERTY, else QWERTY).
What stays a guess: a keyboard that is not its country's usual one (a US
keyboard in Belgium), countries not listed (the Netherlands: QWERTY by the
language), a system that names no country (macOS starts programs without
LANG), and keys beyond these positions (Canada's key beside right Shift is É,
named here as a slash until pressed).
"""
from __future__ import annotations

import os
import sys

import pygame

from game import i18n

# The key each layout gives at the positions the defaults use (Enter, Tab, the arrows: everywhere the same).
QWERTY = {
    pygame.KSCAN_A: pygame.K_a, pygame.KSCAN_D: pygame.K_d, pygame.KSCAN_W: pygame.K_w, pygame.KSCAN_S: pygame.K_s,
    pygame.KSCAN_Q: pygame.K_q, pygame.KSCAN_E: pygame.K_e, pygame.KSCAN_Z: pygame.K_z, pygame.KSCAN_Y: pygame.K_y,
    pygame.KSCAN_F: pygame.K_f, pygame.KSCAN_G: pygame.K_g, pygame.KSCAN_R: pygame.K_r, pygame.KSCAN_H: pygame.K_h,
    pygame.KSCAN_N: pygame.K_n, pygame.KSCAN_C: pygame.K_c, pygame.KSCAN_V: pygame.K_v, pygame.KSCAN_B: pygame.K_b,
    pygame.KSCAN_T: pygame.K_t, pygame.KSCAN_P: pygame.K_p, pygame.KSCAN_SPACE: pygame.K_SPACE,
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
BELGIAN = AZERTY | {pygame.KSCAN_SLASH: pygame.K_EQUALS}  # '=' beside right Shift, where France has '!'
LAYOUTS = (QWERTY, QWERTZ, AZERTY, BELGIAN)
BY_LANGUAGE = {"de": QWERTZ, "fr": AZERTY}
BY_COUNTRY = {"BE": BELGIAN, "CH": QWERTZ, "LI": QWERTZ, "LU": QWERTZ, "FR": AZERTY, "MC": AZERTY,
              "DE": QWERTZ, "AT": QWERTZ, "CA": QWERTY}
BY_SYSTEM_LANGUAGE = {"cs": QWERTZ, "sk": QWERTZ, "hu": QWERTZ, "hr": QWERTZ, "sl": QWERTZ}

_seen: dict[int, int] = {}  # position -> the key the player's keyboard gave there
_system: list = []  # the layout the system's locale says, once asked ([None]: it says nothing)
# The layout _layout chose per game language, until a key seen says more: every hint on
# screen names its keys each frame it is drawn.
_chosen: dict[str, dict[int, int]] = {}


def learn(scancode: int, key: int):
    """A key went down: this keyboard gives `key` at `scancode`."""
    if scancode and key and _seen.get(scancode) != key:
        _seen[scancode] = key
        _chosen.clear()


def forget():
    """Back to guessing (a test's fresh keyboard), the system asked anew."""
    _seen.clear()
    _system.clear()
    _chosen.clear()


def key_at(scancode: int) -> int:
    """The key code the player's keyboard gives at this position (seen, else guessed)."""
    if scancode in _seen:
        return _seen[scancode]
    return _layout().get(scancode, pygame.K_UNKNOWN)


def _layout() -> dict[int, int]:
    """The guessed layout unless a key seen says otherwise; then the first that agrees with every key seen."""
    language = i18n.language()
    if language not in _chosen:
        if not _system:
            _system.append(system_layout())
        guessed = _system[0] or BY_LANGUAGE.get(language, QWERTY)
        fitting = [layout for layout in (guessed, *LAYOUTS)
                   if all(layout.get(scancode, key) == key for scancode, key in _seen.items())]
        _chosen[language] = fitting[0] if fitting else guessed
    return _chosen[language]


def system_layout(environ=None, windows_keyboard=None) -> dict[int, int] | None:
    """The layout the system's locales point to (the first country listed, else the first language
    the game does not speak); None when they say nothing the game's language would not say better."""
    parts = [name.partition("_")[::2] for name in system_locales(environ, windows_keyboard)]
    for _language, country in parts:
        if country.upper() in BY_COUNTRY:
            return BY_COUNTRY[country.upper()]
    for language, _country in parts:
        if language.lower() in BY_SYSTEM_LANGUAGE:
            return BY_SYSTEM_LANGUAGE[language.lower()]
    return None


def system_locales(environ=None, windows_keyboard=None) -> list[str]:
    """['nl_BE', ...]: LC_ALL alone when set; else LC_CTYPE and LANG (the locale of typed text),
    then the regional formats a desktop sets apart from the language (English text, Belgian
    money); on Windows the keyboard's input language."""
    environ = os.environ if environ is None else environ
    variables = ("LC_ALL",) if environ.get("LC_ALL") else (
        "LC_CTYPE", "LANG", "LC_MONETARY", "LC_PAPER", "LC_MEASUREMENT", "LC_TIME", "LC_NUMERIC")
    names = [environ[variable].split(".")[0].split("@")[0].replace("-", "_") for variable in variables
             if environ.get(variable)]
    if windows_keyboard is None and sys.platform == "win32":
        windows_keyboard = _windows_keyboard_locale()
    return names + ([windows_keyboard] if windows_keyboard else [])


def _windows_keyboard_locale() -> str | None:
    import locale  # here: only Windows asks it

    try:
        import ctypes
        layout = ctypes.windll.user32.GetKeyboardLayout(0)  # its low word: the input language's id
    except (ImportError, AttributeError, OSError):
        return None
    return locale.windows_locale.get(layout & 0xFFFF)
