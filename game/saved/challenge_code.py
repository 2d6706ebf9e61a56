"""A challenge as a short text code to paste into a message (docs/challenge-format.md):
the game, seed, boards, name and score as JSON, then each move as its place in the list of
legal moves at that point, compressed and written in URL-safe base 64 after 'SSC1-'.
The code is read back into a replay and refereed like a file."""
from __future__ import annotations

import base64
import json
import zlib

from game.i18n import _
from game.replay import Replay, ReplayError, parse_replay
from game.saved.challenges import Challenge, ChallengeError, refereed
from game.untrusted import parse_json, unpack_code

PREFIX = "SSC1-"
MAX_CODE = 400  # characters: a longer game is sent as its file
MAX_UNPACKED = 64 * 1024  # bytes a code may unpack to: a bomb of zeros stops there


def challenge_code(challenge: Challenge) -> str | None:
    """The code of a refereed challenge, None when it would be longer than MAX_CODE."""
    replay = challenge.replay
    head = {"game": replay.game_id, "seed": replay.seed, "player": challenge.player, "score": challenge.score}
    if replay.board_order is not None:
        head["board_order"] = list(replay.board_order)
    state, places = replay.new_state(), bytearray()
    for player, action in replay.moves:
        places += _varint(state.legal_actions(player).index(action))
        state.apply_action(player, action)
    packed = zlib.compress(json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode() + b"\0" + places, 9)
    code = PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    return code if len(code) <= MAX_CODE else None


def read_code(text: str) -> Challenge:
    """The challenge a pasted code holds, refereed; ChallengeError when it is no code or was changed."""
    code = "".join(text.split())  # a mail or chat program may have broken it into lines
    if not code.startswith(PREFIX):
        raise ChallengeError(f"code: does not start with {PREFIX}", _not_a_code)
    try:
        body = code[len(PREFIX):]
        packed = unpack_code(body, MAX_UNPACKED)
        head_text, places = packed.split(b"\0", 1)
        head = parse_json(head_text)  # bounded: a short code may unpack to data nested thousands deep
        if not isinstance(head, dict) or type(head.get("score")) is not int:
            raise ValueError("no score")
    except ValueError as err:  # the untrusted reader's InputError is a ValueError
        raise ChallengeError(f"code: damaged ({err})", _not_a_code) from None
    try:
        start = parse_replay({"format": "replay", "version": 1, "game": head.get("game"),
                              "players": [head.get("player")], "seed": head.get("seed"),
                              **({"board_order": head["board_order"]} if "board_order" in head else {})})
    except ReplayError as err:
        raise ChallengeError(f"code: {err}", _not_a_code) from None
    if start.seed is None:
        raise ChallengeError("code: no seed", _not_a_code)
    return refereed(_moves(start, places), head["score"])


def _moves(start: Replay, places: bytes) -> Replay:
    state, moves, at = start.new_state(), [], 0
    while at < len(places):
        place, at = _read_varint(places, at)
        pending = state.pending()
        legal = state.legal_actions(pending[0]) if pending else []
        if place >= len(legal):
            raise ChallengeError(f"code: move {len(moves)}: no such move", _not_a_code)
        moves.append((pending[0], legal[place]))
        state.apply_action(*moves[-1])
    return Replay(start.game_id, start.players, start.seed, start.deal, tuple(moves), start.board_order)


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    n = shift = 0
    while True:
        if at >= len(data) or shift > 28:
            raise ChallengeError("code: a move is cut short", _not_a_code)
        byte = data[at]
        n |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            return n, at


def _not_a_code() -> str:
    return _("This is not a challenge code, or part of it is missing.")
