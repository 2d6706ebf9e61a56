"""Issue 46.7: a fuzzer over what a player is handed: challenge codes and files, board
codes and files (nesting, sizes, encodings, special files). Each is refused with its one
error (ChallengeError, NotABoard) or read whole; nothing else escapes. The test command
runs a fixed seed, briefly; a longer run: FUZZ_RUNS=5000 FUZZ_SEED=7 pytest tests/test_fuzz_handed_input.py"""
import base64
import json
import os
import random
import traceback
import zlib
from pathlib import Path

import pytest

from game import games
from game.boards.board_text import NotABoard, from_code, share_code, to_tmx
from game.replay import load_replay
from game.saved.boards import BoardShelf
from game.saved.challenge_code import challenge_code, read_code
from game.saved.challenges import ChallengeError, challenge_json, load_challenge, refereed
from game.saved.storage import Storage

RUNS = int(os.environ.get("FUZZ_RUNS", "40"))  # per kind of input
SEED = int(os.environ.get("FUZZ_SEED", "46"))
EXAMPLE = Path(__file__).resolve().parent.parent / "replays" / "examples" / "fits-mini-solo.json"


def _packed(prefix: str, data: bytes) -> str:
    return prefix + base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


def _nested(rnd: random.Random) -> bytes:
    depth = rnd.choice([33, 100, 1000, 3000, 20000])
    opener, closer = rnd.choice([("[", "]"), ('{"a":', "}")])
    return (opener * depth + "1" + closer * depth).encode()


def _mutated(rnd: random.Random, data: bytes) -> bytes:
    """One of the ways a file or code goes wrong: a byte changed, cut, grown, re-encoded, nested."""
    how = rnd.randrange(7)
    if how == 0 and data:
        at = rnd.randrange(len(data))
        return data[:at] + bytes([rnd.randrange(256)]) + data[at + 1:]
    if how == 1:
        return data[:rnd.randrange(len(data) + 1)]
    if how == 2:
        at = rnd.randrange(len(data) + 1)
        return data[:at] + bytes(rnd.randrange(256) for __ in range(rnd.randrange(1, 64))) + data[at:]
    if how == 3:
        return data.decode("utf-8", "replace").encode(rnd.choice(["utf-16", "utf-32", "latin-1"]), "replace")
    if how == 4:
        return _nested(rnd)
    if how == 5:
        return data * rnd.randrange(2, 40)
    return bytes(rnd.randrange(256) for __ in range(rnd.randrange(200)))


def _json_mutated(rnd: random.Random, value):
    """`value` with one field somewhere replaced by another kind of value."""
    if isinstance(value, dict) and value and rnd.random() < 0.7:
        key = rnd.choice(list(value))
        return {**value, key: _json_mutated(rnd, value[key])}
    if isinstance(value, list) and value and rnd.random() < 0.7:
        at = rnd.randrange(len(value))
        return value[:at] + [_json_mutated(rnd, value[at])] + value[at + 1:]
    return rnd.choice([None, True, -1, 0, 2 ** 70, 1.5, "", "x" * 5000, [], {}, [[[[[]]]]], "\u00e9\u200b",
                       list(range(5000))])


class Escaped:
    def __init__(self):
        self.tracebacks = []

    def run(self, what, work, refused):
        try:
            work()
        except refused:
            pass
        except BaseException:  # anything else is a crash the player would see
            self.tracebacks.append(f"{what}:\n{traceback.format_exc()}")


@pytest.fixture(scope="module")
def challenge():
    replay = load_replay(EXAMPLE)
    return refereed(replay, replay.play().scores()[0])


def test_challenge_codes_and_files(tmp_path, challenge):
    rnd, escaped = random.Random(SEED), Escaped()
    code = challenge_code(challenge)
    head, places = zlib.decompress(base64.urlsafe_b64decode(code[5:] + "=" * (-len(code[5:]) % 4))).split(b"\0", 1)
    text = json.dumps(challenge_json(challenge.replay, challenge.score)).encode()
    for n in range(RUNS):
        changed = _mutated(rnd, code.encode()).decode("latin-1")
        escaped.run(f"code {changed[:80]!r}", lambda: read_code(changed), ChallengeError)
        packed = _packed("SSC1-", _mutated(rnd, head) + b"\0" + places)
        escaped.run(f"packed code {n}", lambda: read_code(packed), ChallengeError)
        path = tmp_path / f"c{n}.sschallenge"
        path.write_bytes(_mutated(rnd, text) if n % 2 else
                         json.dumps(_json_mutated(rnd, json.loads(text))).encode())
        escaped.run(f"file {n}", lambda: load_challenge(path), ChallengeError)
    for special in _special_files(tmp_path, "x.sschallenge"):
        escaped.run(f"special {special}", lambda: load_challenge(special), ChallengeError)
    assert escaped.tracebacks == []


def test_board_codes_and_files(tmp_path):
    rnd, escaped = random.Random(SEED), Escaped()
    board = games.get("fits").content().boards[0]
    code, tmx = share_code("fits", board), to_tmx("fits", board).encode()
    raw = zlib.decompress(base64.urlsafe_b64decode(code[12:] + "=" * (-len(code[12:]) % 4)))
    shelf = BoardShelf(Storage(tmp_path / "data"))
    for n in range(RUNS):
        changed = _mutated(rnd, code.encode()).decode("latin-1")
        escaped.run(f"board code {changed[:80]!r}", lambda: from_code(changed), NotABoard)
        packed = _packed("SNS-BOARD-1:", _mutated(rnd, raw) if n % 2 else
                         json.dumps(_json_mutated(rnd, json.loads(raw))).encode())
        escaped.run(f"packed board code {n}", lambda: from_code(packed), NotABoard)
        path = tmp_path / f"b{n}.tmx"
        path.write_bytes(_mutated(rnd, tmx))
        escaped.run(f"board file {n}", lambda: shelf.take_file(path), NotABoard)
    for special in _special_files(tmp_path, "x.tmx"):
        escaped.run(f"special {special}", lambda: shelf.take_file(special), NotABoard)
    # and the same files found in the data folder: set aside with a message, never a crash
    folder = tmp_path / "data" / "boards"
    folder.mkdir(parents=True, exist_ok=True)
    for n, path in enumerate(sorted(tmp_path.glob("b*.tmx"))):
        os.replace(path, folder / f"found-{n}.tmx")
    _special_files(folder, "special.tmx")
    escaped.run("the board list", lambda: shelf.load(), ())
    assert escaped.tracebacks == []


def _special_files(folder: Path, name: str) -> list[Path]:
    """A FIFO, a link to an endless device, a folder and a missing file, by names a file would have."""
    fifo, zero, sub, gone = (folder / f"{kind}-{name}" for kind in ("fifo", "zero", "folder", "gone"))
    os.mkfifo(fifo)
    zero.symlink_to("/dev/zero")
    sub.mkdir()
    return [fifo, zero, sub, gone]
