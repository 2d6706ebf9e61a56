"""What the title and the menus read of a ramp edition's deck file (levels/<id>/game.toml)
without loading its boards: its rounds and its words. game.content.ramp reads the
rest; this module knows no registry, so the registry (game.games) may ask it.
"""
from __future__ import annotations

from pathlib import Path

from game.content.paths import LEVELS_DIR
from game.content.toml_files import DeckFile, text_list

MAX_ROUNDS = 12  # rounds of a game (the printed games have 3 or 4)
# The word sets an edition may speak in (`words`: the message context of its round words).
# The screens hold one set of words per entry.
WORDS = ("", "BITS")


def count_rounds(game_id: str, root=None) -> int:
    """The rounds of the ramp game `game_id` as its deck file says."""
    return len(board_files(DeckFile(LEVELS_DIR if root is None else Path(root), game_id))[1])


def deck_words(game_id: str, root=None) -> str:
    """The word set of the ramp game `game_id` (one of WORDS) as its deck file says."""
    return one_of(DeckFile(LEVELS_DIR if root is None else Path(root), game_id), "words", WORDS, "")


def one_of(deck: DeckFile, key: str, known: tuple[str, ...], default: str) -> str:
    value = deck.get(key, str, default)
    if value not in known:
        raise deck.error(key, f"unknown {key} {value!r}; known: {', '.join(repr(k) for k in known)}")
    return value


def board_files(deck: DeckFile) -> tuple[str, tuple[str, ...]]:
    """The key that lists the boards, and the board file of each round."""
    keys = deck.keys()
    if ("board" in keys) == ("boards" in keys):
        raise deck.error("boards", "give either 'boards' (one board per round) "
                                   "or 'board' (the same board every round)")
    if "board" in keys:
        key, rounds = "board", deck.get("rounds", int)
    else:
        key = "boards"
        files = text_list(deck.get("boards", list), "'boards'", deck.origin("boards"))
        rounds = deck.get("rounds", int, len(files))
        if rounds != len(files):
            raise deck.error("rounds", f"{len(files)} boards for {rounds} rounds; list one board per round")
    if rounds < 1:
        raise deck.error(key, "a game needs at least one round")
    if rounds > MAX_ROUNDS:
        raise deck.error("rounds", f"{rounds} rounds are too many; a game has at most {MAX_ROUNDS}")
    if key == "board":  # repeated only once the count is known to be sane
        files = (deck.get("board", str),) * rounds
    return key, tuple(files)
