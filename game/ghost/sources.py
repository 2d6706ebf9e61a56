"""The ghosts a solo game can race: a replay file of the same deal, a friend's game in a
challenge, or the master level playing the deal as the race goes (the player's own best
game on it comes from the high scores: game.saved.best_ghost).

Every ghost from a replay is refereed before it is shown: the same game and edition, a solo
game on this very deal, moves the rules take, played to its end. A ghost that is not is
refused with one line (GhostRefused, English for stderr and the log, in_words() for the
screen) and the game is played without it.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from game.i18n import _
from game.replay import Replay, ReplayError, dumps_replay, load_replay, parse_replay
from game.replay.fields import name as checked_name

MASTER = "master"  # --ghost master: the master level plays the deal beside the player
BEST = "best"      # --ghost best: the player's own best game on this deal
CHALLENGE = "challenge"  # the friend's game of the challenge the game answers
MASTER_LEVEL = "master"


class GhostRefused(ReplayError):
    """A ghost that cannot race this game: one English line starting 'ghost: ', and in_words()."""


@dataclass(frozen=True)
class Ghost:
    """Who races beside the player: `name` as shown, and their game (None: the master
    level, whose moves are decided as the race goes)."""
    name: str
    replay: Replay | None
    source: str  # MASTER, BEST, "challenge" or the replay file's path, as the in-progress file records it

    @property
    def is_master(self) -> bool:
        return self.replay is None

    def fingerprint(self) -> str:
        """The raced game's replay by its hash (what the player's replay records), or 'master'."""
        return MASTER if self.replay is None else replay_hash(self.replay)


def replay_hash(replay: Replay) -> str:
    """sha256 of the replay as this game writes it: a replay file the game saved hashes the same."""
    return "sha256:" + hashlib.sha256(dumps_replay(replay.to_json()).encode("utf-8")).hexdigest()


def refused(line: str, words) -> GhostRefused:
    return GhostRefused(f"ghost: {line}", lambda: _("No ghost in this game: {reason}.", reason=words()))


def refereed_ghost(replay: Replay, game_id: str, deal, board_order, source: str, name: str | None = None) -> Ghost:
    """`replay` as a ghost of a solo game of `game_id` on `deal` (the boards `board_order`),
    once the rules have played all its moves to the end."""
    if replay.game_id != game_id:
        raise refused(f"it is a game of {replay.game_id}, this game is {game_id}",
                       lambda: _("it is a game of another edition"))
    if len(replay.players) != 1:
        raise refused(f"a ghost is a solo game; this replay has {len(replay.players)} players",
                       lambda: _("it is not a game played alone"))
    codec = replay.codec
    if (codec.deal_json(replay.deal) != codec.deal_json(deal)
            or (replay.board_order and tuple(replay.board_order)) != (board_order and tuple(board_order))):
        raise refused("it was played on another deal", lambda: _("it was played on another deal"))
    try:
        state = replay.play()
    except ReplayError as err:
        raise refused(str(err), err.in_words) from None
    if not state.is_terminal():
        raise refused("its game is not played to its end", lambda: _("its game is not played to its end"))
    return Ghost(name or replay.players[0], replay, source)


def challenge_ghost(challenge) -> Ghost:
    """The friend's game of a challenge (game.saved.challenges, refereed when opened)."""
    return Ghost(challenge.player, challenge.replay, CHALLENGE)


def ghost_from_file(path, game_id: str, deal, board_order) -> Ghost:
    try:
        replay = load_replay(path)
    except ReplayError as err:
        raise refused(str(err), err.in_words) from None
    return refereed_ghost(replay, game_id, deal, board_order, str(path))


def master_ghost(game_id: str) -> Ghost:
    from game.ai.levels import GAMES
    if game_id not in GAMES:
        raise refused(f"{game_id} has no master level", lambda: _("this game has no master level"))
    return Ghost(_("Master"), None, MASTER)


def ghost_json(ghost: Ghost) -> dict:
    """The ghost as a game in progress keeps it (its whole replay, so the race goes on after a restart)."""
    data = {"name": ghost.name, "source": ghost.source}
    if ghost.replay is not None:
        data["replay"] = ghost.replay.to_json()
    return data


def read_ghost_json(value, replay: Replay) -> Ghost:
    """The ghost a game in progress (`replay`) keeps, refereed again on its deal."""
    if not isinstance(value, dict) or not isinstance(value.get("source"), str):
        raise refused("raced: must be an object with the ghost's source", lambda: _("it is damaged"))
    try:
        name = checked_name(value.get("name"), "raced.name")
        ghost_replay = None if value.get("replay") is None else parse_replay(value["replay"])
    except ReplayError as err:
        raise refused(f"raced: {err}", err.in_words) from None
    if ghost_replay is None:
        return replace(master_ghost(replay.game_id), name=name)
    return refereed_ghost(ghost_replay, replay.game_id, replay.deal, replay.board_order, value["source"], name)
