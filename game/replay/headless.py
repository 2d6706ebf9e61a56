"""`main.py --replay FILE --headless`: referee a replay without window or audio."""
from __future__ import annotations

import json
import sys

from game.content.errors import ContentError
from game.replay.errors import ReplayError
from game.replay.files import load_replay
from game.replay.result import result_json


def run_headless(path, out=sys.stdout, err=sys.stderr) -> int:
    """Print the result JSON and return 0, or one line on stderr and return 1."""
    try:
        replay = load_replay(path)
        state = replay.play()
        result = json.dumps(result_json(replay, state), ensure_ascii=False)
    except (ReplayError, ContentError) as problem:
        print(one_line(str(problem)), file=err)
        return 1
    except Exception as problem:  # the contract: never a traceback, whatever the file holds
        print(one_line(f"{path}: cannot be refereed ({problem.__class__.__name__}: {problem})"), file=err)
        return 1
    print(result, file=out)
    return 0


def one_line(text: str) -> str:
    """`text` with its line breaks and other control characters escaped (a file name may hold them)."""
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)
