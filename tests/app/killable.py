"""A game process for tests to kill -9 or stop with Ctrl-C (run as a script, the data
folder as argument).

  killable.py game FOLDER           the game as main.py runs it (game.shell.run_window.run's loop, the
                                    dummy drivers), two computers playing PILUS in worker
                                    processes, each move kept in FOLDER/in-progress
  killable.py save FOLDER           enters high scores, saving each, forever; prints 'saving'
                                    as it begins
  killable.py save FOLDER --stall   the same, but the third save stops for good in the
                                    middle of writing; prints 'stalled' then
"""
import os
import stat
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ENTRY_DATE = "2026-01-01T00:00:00+00:00"


def play(folder):
    os.environ["SLIDE_AND_STACK_DATA_DIR"] = folder
    import scenes  # noqa: F401  (registers the screens by name, as main.py does)
    from game.shell.run_window import run
    from game.shell.input import Seat
    from scenes.pilus.pilus_screen import PilusGameScene
    sys.exit(run(PilusGameScene, "pilus", [Seat("Computer 1", "ai:hard"), Seat("Computer 2", "ai:hard")], 7))


def save(folder, stall: bool):
    from game.saved.highscores import Entry, HighScores
    from game.saved.storage import Storage
    scores, _ = HighScores.load(Storage(folder))
    if stall:
        fsync, saves = os.fsync, []

        def stalling(fd):
            if stat.S_ISREG(os.fstat(fd).st_mode):  # a save's file (its folder is flushed after)
                saves.append(fd)
            if len(saves) == 3:
                print("stalled", flush=True)
                time.sleep(3600)
            fsync(fd)
        os.fsync = stalling
    print("saving", flush=True)
    n = 0
    while True:
        n += 1
        scores.add("fits", Entry(f"Player {n}", n, None, ENTRY_DATE, n, None))


if __name__ == "__main__":
    mode, folder = sys.argv[1], sys.argv[2]
    if mode == "game":
        play(folder)
    else:
        save(folder, "--stall" in sys.argv)
