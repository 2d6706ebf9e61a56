"""Every player-facing string goes through `tr(key, **params)`.

Catalogues are TOML files under levels/i18n/<language>/, one file per area
(menus.toml, rules.toml, ...); their tables nest, so `[title] play = "Play"`
is the key 'title.play'. A new language is a new folder, offered to players
once it translates the menus (menus.toml); a key it lacks falls back to
English, and a key nobody has shows itself, visible but harmless. The rules
name their reasons and scores by key too (IllegalMove.key, ScoreLine.key).
Whole sentences live in the catalogue with {named} gaps, never glued in code.
"""
from __future__ import annotations

import logging
import tomllib

from game.content.paths import LEVELS_DIR

I18N_DIR = LEVELS_DIR / "i18n"
FALLBACK = "en"

_catalogues: dict[str, dict[str, str]] = {}
_language = FALLBACK


def _flatten(table: dict, prefix: str, into: dict[str, str]):
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict):
            _flatten(value, key + ".", into)
        else:
            into[key] = str(value)


def load_catalogue(language: str) -> dict[str, str]:
    """All strings of one language (cached). A broken file is skipped, not fatal."""
    if language not in _catalogues:
        strings: dict[str, str] = {}
        for path in sorted((I18N_DIR / language).glob("*.toml")):
            try:
                with open(path, "rb") as file:
                    _flatten(tomllib.load(file), "", strings)
            except (OSError, tomllib.TOMLDecodeError) as exc:
                # The strings then show as their keys: visible, never a crash.
                logging.getLogger(__name__).warning("%s: %s", path, exc)
        _catalogues[language] = strings
    return _catalogues[language]


def languages() -> list[str]:
    """The languages players may choose: folders that hold the menus, not just a
    few strings (the rulebooks' rating titles come in languages with no menus yet)."""
    return sorted(p.name for p in I18N_DIR.iterdir() if (p / "menus.toml").is_file())


def set_language(language: str):
    global _language
    _language = language


class _KeepGaps(dict):
    # A parameter the caller forgot shows as {name} instead of raising.
    def __missing__(self, name):
        return "{" + name + "}"


def tr(key: str, **params) -> str:
    return tr_in(_language, key, **params)


def tr_in(language: str, key: str, **params) -> str:
    """`key` in `language` (for output that must not follow the player's choice,
    such as the replay referee's English)."""
    text = load_catalogue(language).get(key)
    if text is None:
        text = load_catalogue(FALLBACK).get(key, key)
    if not params:
        return text
    try:
        return text.format_map(_KeepGaps(params))
    except (ValueError, IndexError):  # a stray brace in a translation
        return text


def has(key: str) -> bool:
    return key in load_catalogue(_language) or key in load_catalogue(FALLBACK)
