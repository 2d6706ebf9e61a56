"""Reading and checking replay files, and the JSON text a replay is written as
(game.saved.replay_files writes it to disk)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from game import games
from game.i18n import _, ngettext
from game.message_keys import keyed
from game.replay.replay_error import NewerReplay, ReplayError
from game.replay.fields import ident, name, need
from game.rules.rule_errors import DealError, IllegalMove
from game.unreadable import unreadable_reason
from game.untrusted import InputError, excerpt, newer_version, parse_json, read_limited

if TYPE_CHECKING:
    from game.rules.deals import Deal

MAX_REPLAY_BYTES = 1024 * 1024  # a long four-player game takes about 30 KiB
FORMAT_VERSION = 1  # the replay format's version this build writes and reads
GHOST_HASH = re.compile(r"sha256:[0-9a-f]{64}")


@dataclass
class Replay:
    game_id: str
    players: tuple[str, ...]
    seed: int | None
    deal: Deal                 # the full deal the rules play (seed and file's deal combined)
    moves: tuple[tuple[int, object], ...]  # (player, action)
    board_order: tuple | None = None  # FITS variant: the boards played (1.. as printed, or own boards as codes), in order
    # The version of the rules data it was played on (game.content.versions); None: not
    # recorded (a file from before versions were, or a game being played now).
    data_version: str | None = None
    # The ghost this game raced (game.ghost): its replay's hash, or 'master'; None: no race.
    ghost: str | None = None

    def to_json(self) -> dict:
        """The replay file's content (its rules data's version: this program's where not recorded)."""
        return replay_json(self.game_id, self.players, self.seed, self.deal, self.moves, self.board_order,
                           self.data_version, self.ghost)

    def other_data(self) -> str | None:
        """When the file was played on rules data other than this program's: one line saying so."""
        return other_data(self.game_id, self.data_version)

    @property
    def codec(self):
        return games.get(self.game_id).codec

    def rules(self):
        return rules_for(self.codec, self.game_id, self.board_order)

    def new_state(self):
        """The game at its start, before any move."""
        return self.codec.new_state(self.rules(), len(self.players), self.deal)

    def play(self, state=None, moves=None):
        """Apply the moves (all of them by default) to a new state; ReplayError names
        the first move the rules refuse."""
        state = self.new_state() if state is None else state
        for index, (player, action) in enumerate(self.moves if moves is None else moves):
            if player not in state.pending():
                raise not_their_turn(index, player, state.pending())
            try:
                state.apply_action(player, action)
            except IllegalMove as err:
                raise refused_move(index, err) from None
        return state


def other_data(game_id: str, data_version: str | None) -> str | None:
    """One line saying that a file of `game_id` recording `data_version` was played on rules
    data other than this program's; None when it was not, or when the file does not say."""
    now = games.get(game_id).content_version()
    if data_version is None or data_version == now:
        return None
    return (f"data_version: this replay was played on {game_id} data {data_version}, this game has {now} "
            "(its boards, pieces or cards have changed since)")


def on_other_data(err: ReplayError, note: str) -> ReplayError:
    """`err` of a file played on other data: the line says both, the words the likely cause."""
    return ReplayError(f"{err}; {note}", lambda: _("it was played with other game data: a board, piece or card "
                                                    "has changed since"))


def not_their_turn(index: int, player: int, pending) -> ReplayError:
    """Move `index` (from 0, as the file counts) is by a player the game is not waiting for."""
    waiting = ", ".join(str(p) for p in pending) or "nobody (the game is over)"
    return ReplayError(f"move {index}: player {player} has no decision pending (waiting for {waiting})",
                       lambda: _("move {number} is made by a player whose turn it is not", number=index + 1))


def refused_move(index: int, err: IllegalMove) -> ReplayError:
    """Move `index` (from 0, as the file counts) is one the rules refuse; a player counts from 1."""
    return ReplayError(f"move {index}: {err}", lambda: _("the rules refuse move {number} ({reason})",
                                                         number=index + 1, reason=keyed(err.key, **err.params)))


def load_replay(path) -> Replay:
    try:
        data = parse_json(read_limited(path, MAX_REPLAY_BYTES, links=True))
    except FileNotFoundError as err:
        raise ReplayError(f"{path}: no such file", partial(unreadable_reason, err)) from None
    except OSError as err:
        raise ReplayError(f"{path}: cannot be read ({err.__class__.__name__})", partial(unreadable_reason, err)) from None
    except InputError as err:
        if err.where:
            raise ReplayError(_field_problem(err)) from None
        raise ReplayError(f"{path}: {err.problem}", partial(unreadable_reason, err)) from None
    return parse_replay(data)


def _field_problem(err: InputError) -> str:
    """'move 3: place.piece: ...' for a field inside a move, as the moves' own checks say."""
    move = re.match(r"moves\[(\d+)\]\.?", err.where)
    if move is None:
        return str(err)
    inside = err.where[move.end():]
    return f"move {move[1]}: {inside}: {err.problem}" if inside else f"move {move[1]}: {err.problem}"


def parse_replay(data) -> Replay:
    need(data, dict, "replay", "must be a JSON object")
    if data.get("format") != "replay":
        raise ReplayError('format: must be "replay"', lambda: _("the file is not a replay"))
    version = data.get("version")
    if newer_version(data, FORMAT_VERSION):
        raise NewerReplay(f"version: {version} is newer than this game reads ({FORMAT_VERSION})",
                          lambda: _("it was written by a newer version of Slide & Stack"))
    if type(version) is not int or version != FORMAT_VERSION:  # true and 1.0 are equal to 1, but no version
        raise ReplayError(f"version: {excerpt(version)} is not a version this game reads ({FORMAT_VERSION})",
                          lambda: _("it was written by another version of the game, which this one cannot read"))
    game = data.get("game")
    if not isinstance(game, str) or game not in games.ids():
        raise ReplayError(f"game: unknown game {excerpt(game)} (known: {', '.join(games.ids())})",
                          lambda: _("it is the replay of a game this version does not have"))
    definition = games.get(game)
    codec = definition.codec
    players = need(data.get("players"), list, "players", "must be a list of names")
    if not definition.min_players <= len(players) <= definition.max_players:
        raise ReplayError(f"players: {game} takes {definition.min_players}-{definition.max_players} players, "
                          f"not {len(players)}")
    for i, player in enumerate(players):
        name(player, f"players[{i}]")
    seed = data.get("seed")
    if seed is not None:
        need(seed, int, "seed", "must be a whole number")
    data_version = data.get("data_version")
    if data_version is not None:
        data_version = ident(data_version, "data_version", "must be the short text of a data version")
    ghost = data.get("ghost")
    if ghost is not None and not (ghost == "master" or (isinstance(ghost, str) and GHOST_HASH.fullmatch(ghost))):
        raise ReplayError(f"ghost: {excerpt(ghost)} is neither \"master\" nor \"sha256:\" and 64 hex digits")
    board_order = data.get("board_order")
    if board_order is not None:
        board_order = tuple(need(board_order, list, "board_order", "must be a list of board numbers"))
    try:
        rules = rules_for(codec, game, board_order)
        deal = _deal(codec, rules, len(players), seed, data.get("deal"))
        listed = need(data.get("moves", []), list, "moves", "must be a list of moves")
        _check_move_count(codec, rules, game, len(players), len(listed))
        moves = tuple(_move(codec, move, i, len(players)) for i, move in enumerate(listed))
    except ReplayError as err:
        note = other_data(game, data_version)
        raise (err if note is None else on_other_data(err, note)) from None
    return Replay(game, tuple(players), seed, deal, moves, board_order, data_version, ghost)


def _check_move_count(codec, rules, game_id: str, players: int, count: int) -> None:
    """More moves than a game of `game_id` for `players` can hold are refused before any is read."""
    most = codec.max_moves(rules, players)
    if count > most:
        raise ReplayError(f"moves: {count} moves, a game of {game_id} for {players} player(s) holds at most {most}",
                          lambda: ngettext("it holds {count} move, more than a game of {game} can have ({most})",
                                           "it holds {count} moves, more than a game of {game} can have ({most})",
                                           count, count=count, game=keyed(f"games.{game_id}.name"), most=most))


def _deal(codec, rules, players: int, seed, deal):
    try:
        deal = codec.make_deal(rules, players, seed, deal)
        codec.new_state(rules, players, deal)
    except DealError as err:
        raise ReplayError(str(err)) from None
    return deal


def rules_for(codec, game_id: str, board_order):
    """The game's rules data, with its boards as chosen (None: as printed)."""
    rules = codec.rules_data(game_id)
    if board_order is None:
        return rules
    if not hasattr(codec, "choose_boards"):
        raise ReplayError(f"board_order: {game_id} has no boards to choose")
    return codec.choose_boards(rules, board_order)


def _move(codec, move, index: int, num_players: int):
    where = f"move {index}"
    need(move, dict, where, "must be an object")
    player = move.get("player")
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < num_players:
        raise ReplayError(f"{where}: 'player' must be a player index from 0 to {num_players - 1}")
    return player, codec.parse_move(move, where)


def replay_json(game_id: str, players, seed, deal, moves, board_order=None, data_version=None, ghost=None) -> dict:
    """A replay file's content for a game (finished or not); moves are (player, action);
    board_order: the boards chosen, when not the printed ones; data_version: the rules
    data's it was played on (default: this program's, where a game is played now); ghost:
    the ghost it raced (Replay.ghost)."""
    definition = games.get(game_id)
    codec = definition.codec
    data = {"format": "replay", "version": FORMAT_VERSION, "game": game_id,
            "data_version": data_version or definition.content_version(), "players": list(players)}
    if seed is not None:
        data["seed"] = seed
    if board_order is not None:
        data["board_order"] = list(board_order)
    if ghost is not None:
        data["ghost"] = ghost
    data["deal"] = codec.deal_json(deal)
    data["moves"] = [codec.move_json(player, action) for player, action in moves]
    return data


def dumps_replay(data: dict) -> str:
    """JSON text a person can read and diff: a list of ids or one move per line."""
    return _dumps(data, "") + "\n"


def _dumps(value, indent: str) -> str:
    inner = indent + " "
    if isinstance(value, dict) and value:
        items = (f"{inner}{json.dumps(k)}: {_dumps(v, inner)}" for k, v in value.items())
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value) and len(value) > 1:
        flat = all(isinstance(v, dict) and "player" in v for v in value)  # moves: one per line
        items = (inner + (json.dumps(v, ensure_ascii=False) if flat else _dumps(v, inner)) for v in value)
        return "[\n" + ",\n".join(items) + f"\n{indent}]"
    return json.dumps(value, ensure_ascii=False)
