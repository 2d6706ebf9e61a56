"""Challenge files (docs/challenge-format.md): one solo game on a seeded deal, its
player's name and score and its whole replay, to be beaten by a friend on the same deal.

Opening one referees its replay: a score its moves do not make, a move the rules
refuse, a deal that is not its seed's or a game not played to its end is named in
one line and refused, never shown as real. The short text code (game.saved.challenge_code)
holds the same, the moves written as their place among the legal moves.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial

from game import games
from game.saved.atomic_files import write_new
from game.i18n import _
from game.replay import Replay, ReplayError, dumps_replay, parse_replay
from game.replay.fields import name as checked_name
from game.saved.storage import Storage, save_problem
from game.unreadable import unreadable_reason
from game.untrusted import InputError, excerpt, newer_version, parse_json, read_limited

FORMAT_VERSION = 1
SUFFIX = ".sschallenge"
FOLDER = "challenges"
MAX_CHALLENGE_BYTES = 1024 * 1024 + 4096  # a replay's limit, and the few fields around it


class ChallengeError(ReplayError):
    """A challenge that cannot be played: one English line (what and where, for logs and
    the command line) and in_words(), one whole sentence for the player."""


@dataclass(frozen=True)
class Challenge:
    replay: Replay   # the challenger's game, refereed: its moves make `score`
    score: int

    @property
    def game_id(self) -> str:
        return self.replay.game_id

    @property
    def player(self) -> str:
        return self.replay.players[0]

    @property
    def seed(self) -> int:
        return self.replay.seed

    @property
    def board_order(self):
        return self.replay.board_order


def challenge_json(replay: Replay, score: int) -> dict:
    data = replay.to_json()
    return {"format": "challenge", "version": FORMAT_VERSION, "game": replay.game_id, "seed": replay.seed,
            **({"board_order": list(replay.board_order)} if replay.board_order is not None else {}),
            "player": replay.players[0], "score": score, "replay": data}


def challenges_folder(storage: Storage):
    return storage.folder / FOLDER


def write_challenge(storage: Storage, replay: Replay, score: int):
    """Write a finished solo game as a new challenge file: (its path, None) or (None, the problem in words)."""
    folder = challenges_folder(storage)
    # A negative score reads as a word, not a second hyphen: 'Ann-bits-minus4', never 'Ann-bits--4'.
    stem = f"{_file_word(replay.players[0])}-{replay.game_id}-{score if score >= 0 else f'minus{-score}'}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return write_new(folder, stem, SUFFIX, dumps_replay(challenge_json(replay, score))), None
    except OSError as fault:
        return None, save_problem(folder, fault)


def _file_word(player: str) -> str:
    """The player's name as a part of a file name any system takes."""
    return re.sub(r"[^\w]+", "_", player, flags=re.ASCII).strip("_")[:20] or "player"


def load_challenge(path) -> Challenge:
    try:
        data = parse_json(read_limited(path, MAX_CHALLENGE_BYTES, links=True))
    except FileNotFoundError as err:
        raise ChallengeError(f"{path}: no such file", partial(_unreadable, err)) from None
    except OSError as err:
        raise ChallengeError(f"{path}: cannot be read ({err.__class__.__name__})", partial(_unreadable, err)) from None
    except InputError as err:
        raise ChallengeError(f"{path}: {err}", _damaged) from None
    return parse_challenge(data)


def parse_challenge(data) -> Challenge:
    """The challenge in a file's JSON, its replay refereed; ChallengeError names what is wrong."""
    if not isinstance(data, dict) or data.get("format") != "challenge":
        raise ChallengeError('format: must be "challenge"', _damaged)
    if newer_version(data, FORMAT_VERSION):
        raise ChallengeError(f"version: {excerpt(data.get('version'))} is newer than this game reads "
                             f"({FORMAT_VERSION})", lambda: _("This challenge was written by a newer version of Slide & Stack."))
    if type(data.get("version")) is not int or data["version"] != FORMAT_VERSION:
        raise ChallengeError(f"version: {excerpt(data.get('version'))} is not a version this game reads "
                             f"({FORMAT_VERSION})", _damaged)
    score = data.get("score")
    if type(score) is not int:
        raise ChallengeError("score: must be a whole number", _damaged)
    try:
        player = checked_name(data.get("player"), "player")
        replay = parse_replay(data.get("replay"))
    except ReplayError as err:  # read, not played: what is wrong is its text, not its moves
        raise ChallengeError(f"replay: {err}", partial(_unplayable, err)) from None
    claimed = {"game": data.get("game"), "seed": data.get("seed"), "player": player,
               "board_order": data.get("board_order")}
    played = {"game": replay.game_id, "seed": replay.seed, "player": replay.players[0],
              "board_order": None if replay.board_order is None else list(replay.board_order)}
    for key in claimed:
        if claimed[key] != played[key] or len(replay.players) != 1:
            raise ChallengeError(f"{key}: this challenge says {excerpt(claimed[key])}, its replay "
                                 f"{excerpt(played[key])}", _changed)
    return refereed(replay, score)


def refereed(replay: Replay, score: int) -> Challenge:
    """`replay` with the score it claims, once its deal is its seed's, the rules take all its
    moves, the game is over and its moves make that score."""
    if not games.get(replay.game_id).solo or len(replay.players) != 1 or replay.seed is None:
        raise ChallengeError("replay: a challenge is a solo game on a seeded deal", _changed)
    codec = replay.codec
    seeded = codec.make_deal(replay.rules(), 1, replay.seed, None)
    if codec.deal_json(seeded) != codec.deal_json(replay.deal):
        raise ChallengeError(f"replay.deal: this challenge's deal was changed: it is not the deal of seed "
                             f"{replay.seed}", lambda: _("This challenge's deal was changed: it is not the deal "
                                                        "it names."))
    try:
        state = replay.play()
    except ReplayError as err:
        raise ChallengeError(f"replay: this challenge's moves were changed: {err}",
                             partial(_moves_changed, err)) from None
    if not state.is_terminal():
        raise ChallengeError("replay: this challenge's game is not played to its end",
                             lambda: _("This challenge's game is not played to its end."))
    made = state.scores()[0]
    if made != score:
        raise ChallengeError(f"score: this challenge's score was changed: its moves score {made}, it claims {score}",
                             lambda: _("This challenge's score was changed: its moves score {made}, it claims "
                                       "{claimed}.", made=made, claimed=score))
    return Challenge(replay, score)


def _unreadable(err: Exception) -> str:
    return _("This challenge cannot be opened: {reason}.", reason=unreadable_reason(err))


def _damaged() -> str:
    return _("This file is not a challenge, or it is damaged.")


def _changed() -> str:
    return _("This challenge was changed: what it says is not the game its moves play.")


def _unplayable(err: ReplayError) -> str:
    return _("This challenge cannot be played: {reason}.", reason=err.in_words())


def _moves_changed(err: ReplayError) -> str:
    return _("This challenge's moves were changed: {reason}.", reason=err.in_words())
