"""`main.py --replay FILE --headless`: referee a replay without window or audio (and the
answer() around it, which `--review FILE --headless` gives too)."""
from __future__ import annotations

import json
import os
import sys

from game.content.content_error import ContentError
from game.replay.replay_error import ReplayError
from game.replay.files import load_replay, on_other_data
from game.replay.result import result_json


def run_headless(path, out=None, err=None) -> int:
    """Print the result JSON and return 0, or one line on stderr and return 1.
    out, err: the process's standard output and error unless given."""
    return answer(path, lambda replay: result_json(replay, replay.play()), "refereed", out, err)


def answer(path, work, verb: str, out=None, err=None) -> int:
    """The headless contract for any question about a replay file: print work(replay)
    (a JSON object) as one line and return 0, or one line on stderr and return 1,
    never a traceback. verb: what `work` does, for that line ('refereed')."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    note = None
    try:
        replay = load_replay(path)
        note = replay.other_data()
        result = json.dumps(work(replay), ensure_ascii=False)
    except ReplayError as problem:
        say(err, str(problem if note is None else on_other_data(problem, note)))
        return 1
    except ContentError as problem:
        say(err, str(problem))
        return 1
    except Exception as problem:  # the contract: never a traceback, whatever the file holds
        say(err, f"{path}: cannot be {verb} ({problem.__class__.__name__}: {problem})")
        return 1
    except KeyboardInterrupt:  # Ctrl-C during a long review: one line too, and the shell's status for it
        say(err, f"{path}: stopped before it was {verb}")
        return 130
    if note is not None:  # the result stands, but may not be the one it was played to
        say(err, note)
    try:
        write_line(out, result)
    except OSError as problem:  # a closed pipe, a full disk: the result did not get out
        say(err, f"standard output: cannot be written ({problem.strerror or problem.__class__.__name__})")
        return 1
    return 0


def say(err, text: str) -> None:
    """`text` as one line on `err`; nothing more can be said when even that fails."""
    try:
        write_line(err, one_line(text))
    except OSError:
        pass


def write_line(stream, text: str) -> None:
    """`text` and a line break, in UTF-8 whatever the system's encoding (a Windows
    console writes cp1252 into a file by default, which cannot hold every name)."""
    if stream is None:  # the process was started with the stream closed
        raise OSError(0, "it is closed")
    binary = getattr(stream, "buffer", None)
    try:
        if binary is None:
            stream.write(text + "\n")
            stream.flush()
        else:
            stream.flush()
            binary.write((text + "\n").encode("utf-8"))
            binary.flush()
    except OSError:
        _discard_unwritten(stream)
        raise


def _discard_unwritten(stream) -> None:
    """What could not be written stays buffered, and leaving the program would try again
    and print a traceback of its own: the stream goes to the null device instead."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, fd)
    os.close(null)


def one_line(text: str) -> str:
    """`text` with its line breaks and other control characters escaped (a file name may hold them)."""
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)
