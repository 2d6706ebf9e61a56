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
    except (ReplayError, ContentError) as problem:
        print(problem, file=err)
        return 1
    except Exception as problem:  # the contract: never a traceback, whatever the file holds
        print(f"{path}: cannot be refereed ({problem.__class__.__name__}: {problem})", file=err)
        return 1
    print(json.dumps(result_json(replay, state), ensure_ascii=False), file=out)
    return 0
