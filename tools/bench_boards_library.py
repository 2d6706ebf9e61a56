#!/usr/bin/env python3
"""CPU time of a data folder holding many boards of the player's own (issue 46.6): reading
them for the board list (Create → Boards), and the setup screen's choice of boards above
what it takes with none. The targets: under 0.3 s and under 0.1 s for 5,000 boards.

    python tools/bench_boards_library.py              # 5,000 boards
    python tools/bench_boards_library.py --boards 500
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import tempfile
import time
from pathlib import Path

from game import games
from game.boards.board_text import to_tmx
from game.saved.boards import FOLDER, BoardShelf
from game.saved.storage import Storage
from scenes.menus.board_choice import BoardChoice


def cpu(work) -> float:
    started = time.process_time()
    work()
    return time.process_time() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=5000)
    args = parser.parse_args(argv)
    edition = games.get("fits").content()
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        folder = Path(full) / FOLDER
        folder.mkdir()
        text = to_tmx("fits", edition.boards[0])
        for n in range(args.boards):  # the same fields under many names: each file is read whole all the same
            (folder / f"board-{n:05}.tmx").write_text(text.replace(edition.boards[0].name, f"Board {n}", 1),
                                                      encoding="utf-8")
        listed = cpu(lambda: BoardShelf(Storage(full)).load())
        setup = cpu(lambda: BoardChoice(Storage(full), edition)) - cpu(lambda: BoardChoice(Storage(empty), edition))
    print(f"{args.boards} boards: the board list reads them in {listed:.3f} s CPU (target < 0.3 s); "
          f"the setup screen takes {setup:.3f} s CPU more than with none (target < 0.1 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
