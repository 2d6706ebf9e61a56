#!/usr/bin/env python3
"""CPU time of a data folder holding many boards of the player's own (issue 46.3): reading
them for the board list (Create → Boards: the boards and their lines), and the setup
screen's choice of boards above what it takes with none. The targets: under 0.3 s and
under 0.1 s for 5,000 boards. Both are measured with the folder's index of boards as any
earlier opening left it (game.saved.board_index); the first opening ever, which reads
every file and writes the index (off the window's thread, the list saying so), is printed too.

    python tools/bench_boards_library.py              # 5,000 boards
    python tools/bench_boards_library.py --boards 500
    python tools/bench_boards_library.py --json       # the figures as one JSON object
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import json
import tempfile
import time
from pathlib import Path

from game import games
from game.boards.board_text import to_tmx
from game.saved.boards import FOLDER, BoardShelf
from game.saved.storage import Storage
from scenes.menus.board_choice import BoardChoice
from scenes.menus.board_delete import board_words


def cpu(work) -> float:
    started = time.process_time()
    work()
    return time.process_time() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=5000)
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args(argv)
    edition = games.get("fits").content()
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        folder = Path(full) / FOLDER
        folder.mkdir()
        text = to_tmx("fits", edition.boards[0])
        for n in range(args.boards):  # the same fields under many names: each file is read whole all the same
            (folder / f"board-{n:05}.tmx").write_text(text.replace(edition.boards[0].name, f"Board {n}", 1),
                                                      encoding="utf-8")
        def board_list():
            boards, __ = BoardShelf(Storage(full)).load()
            assert len(boards) == args.boards  # every one listed
            return [board_words(saved) for saved in boards]
        first = cpu(board_list)
        listed = cpu(board_list)
        setup = cpu(lambda: BoardChoice(Storage(full), edition)) - cpu(lambda: BoardChoice(Storage(empty), edition))
    figures = {"boards": args.boards, "board_list_s": round(listed, 3), "setup_extra_s": round(setup, 3),
               "first_opening_s": round(first, 3)}
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{args.boards} boards: the board list takes {listed:.3f} s CPU (target < 0.3 s); the setup screen "
              f"takes {setup:.3f} s CPU more than with none (target < 0.1 s); the first opening ever, which reads "
              f"every file and writes the index, {first:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
