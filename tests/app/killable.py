"""A game process for tests to kill -9 (run as a script, the data folder as argument).

  killable.py game FOLDER           the window (dummy driver) with two computer seats
                                    playing FITS in worker processes; prints 'playing'
                                    once a computer's move has come back
  killable.py save FOLDER           enters high scores, saving each, forever
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
    from game.shell.app import App
    from game.shell.input import Seat
    from scenes.ramp.ramp_screen import RampGameScene
    app = App(size=(1280, 720), settings_dir=folder, open_pad=lambda index: None)
    scene = RampGameScene(app, "fits", [Seat("Computer 1", "ai:normal"), Seat("Computer 2", "ai:normal")], 5)
    app.stack.push(scene)
    said = False
    while True:
        app.step_frame(dt=1 / 60)
        if not said and scene.moves and app.bot_worker().uses_process:
            print("playing", flush=True)
            said = True
        time.sleep(1 / 60)


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
