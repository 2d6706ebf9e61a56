#!/usr/bin/env python3
"""Screenshots of the ramp-game screens from a headless run, as PNG files:
a 4-player FITS game mid-round with ghosts (at three window sizes), FITS board
4 and FITS compact board 2 in play, a BITS round-end scoring view and its
table, the final results, the replay viewer, and the title and setup screens.

    python tools/screenshots.py [FOLDER]     (default: docs/screenshots/)
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.input import FIXED_DEVICES, Seat, pad_device  # noqa: E402
from game.rules.ramp_actions import Neutral, Place, Skip  # noqa: E402
from scenes.final_results import FinalResultsScene  # noqa: E402
from scenes.ramp_game import RampGameScene  # noqa: E402
from scenes.replay_viewer import ReplayViewerScene  # noqa: E402
from scenes.round_results import RoundResultsScene  # noqa: E402
from scenes.table_setup import TableSetupScene  # noqa: E402
from scenes.title import TitleScene  # noqa: E402

NAMES = ("Ann", "Ben", "Cleo", "Dev")
MAX_FRAMES = 20000


class Shooter:
    def __init__(self, folder: Path, size=(1280, 720)):
        self.folder = folder
        self.app = App(size=size, settings_dir=tempfile.mkdtemp(prefix="screenshots-"))
        self.app.input.add_pad(0, "Gamepad")
        self.rng = random.Random(4)

    def save(self, name: str):
        self.app.step_frame()
        path = self.folder / f"{name}.png"
        pygame.image.save(self.app.surface, path)
        print(path)

    def game(self, game_id: str, players: int, seed: int) -> RampGameScene:
        devices = list(FIXED_DEVICES) + [pad_device(0)]
        seats = [Seat(NAMES[i], devices[i]) for i in range(players)]
        scene = RampGameScene(self.app, game_id, seats, seed)
        self.app.stack.clear_to(scene)
        self.app.step_frame()
        return scene

    def decide(self, scene: RampGameScene, player: int):
        """A plausible move: the drop that rests lowest (the neutral piece now and then)."""
        game = scene.game
        drops = [a for a in game.legal_actions(player) if isinstance(a, (Place, Neutral))]
        if any(isinstance(a, Neutral) for a in drops) and self.rng.random() < 0.15:
            drops = [a for a in drops if isinstance(a, Neutral)]
        else:
            drops = [a for a in drops if isinstance(a, Place)]
        if not drops:
            scene.play_action(player, Skip())
            return
        best = max(drops, key=lambda a: (game.board(player).landing(a.shape, a.column), self.rng.random()))
        scene.play_action(player, best)

    def play_until(self, scene: RampGameScene, done):
        """Every seat decides as soon as its last piece has landed; round results are waved through."""
        for _ in range(MAX_FRAMES):
            if done():
                return
            top = self.app.stack.top
            if isinstance(top, RoundResultsScene):
                top.confirm()
            elif top is scene and not scene.round_over:
                for player in scene.game.pending():
                    if player in scene.game.pending() and not scene.views[player].busy:
                        self.decide(scene, player)
            self.app.step_frame()
        raise RuntimeError("the game never got there")

    def settle(self, frames: int = 40):
        for _ in range(frames):
            self.app.step_frame()

    def aim(self, scene: RampGameScene, player: int, turns: int, column: int):
        hand = scene.hands[player]
        for _ in range(turns):
            hand.turn()
        hand.point_at(column)


def fits_midround(folder: Path, size, suffix: str = ""):
    shot = Shooter(folder, size)
    scene = shot.game("fits", 4, seed=12)
    shot.play_until(scene, lambda: scene.game.step == 6)
    shot.settle()
    shot.aim(scene, 0, 1, 1)
    shot.aim(scene, 1, 0, 3)
    shot.decide(scene, 2)      # waiting for the others
    shot.aim(scene, 3, 3, 4)
    shot.decide(scene, 3)
    shot.settle(4)             # Dev's piece mid-slide
    shot.save(f"fits-4p-midround{suffix}")


def fits_board(folder: Path, game_id: str, players: int, round_index: int, name: str):
    shot = Shooter(folder)
    scene = shot.game(game_id, players, seed=5)
    shot.play_until(scene, lambda: scene.round_shown == round_index and scene.game.step not in ("start", 0, 1, 2))
    shot.settle()
    shot.save(name)


def bits_round_end(folder: Path):
    shot = Shooter(folder)
    scene = shot.game("bits", 3, seed=11)
    results = lambda: shot.app.stack.top  # noqa: E731
    shot.play_until(scene, lambda: scene.round_shown == 1 and isinstance(results(), RoundResultsScene))
    sequence = results().sequence
    # Show a step where a task card scores on someone's board.
    step = next((i for i in range(max(map(len, sequence.lines)))
                 for lines in sequence.lines if i < len(lines) and lines[i].rule == "task"), 0)
    sequence.time = (step + 0.3) * sequence.step_time
    shot.save("bits-round-end")
    results().confirm()
    shot.save("bits-round-table")


def final_results(folder: Path):
    for players, name in ((3, "final-results"), (1, "final-results-solo")):
        shot = Shooter(folder)
        scene = shot.game("fits-mini", players, seed=3)
        shot.play_until(scene, lambda: isinstance(shot.app.stack.top, FinalResultsScene))
        shot.save(name)


def replay_viewer(folder: Path):
    shot = Shooter(folder)
    viewer = ReplayViewerScene(shot.app, ROOT / "replays" / "examples" / "bits-solo.json")
    shot.app.stack.clear_to(viewer)
    for _ in range(MAX_FRAMES):
        if viewer.index >= 14 and not any(view.busy for view in viewer.views):
            break
        shot.app.step_frame()
    shot.save("replay-viewer")


def menus(folder: Path):
    shot = Shooter(folder)
    shot.app.stack.clear_to(TitleScene(shot.app))
    shot.save("title")
    shot.app.stack.push(TableSetupScene(shot.app, "fits"))
    shot.save("setup")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    folder = Path(parser.parse_args(argv).folder)
    folder.mkdir(parents=True, exist_ok=True)
    fits_midround(folder, (1280, 720))
    fits_midround(folder, (1920, 1080), "-1920x1080")
    fits_midround(folder, (960, 540), "-960x540")
    fits_board(folder, "fits", 2, 3, "fits-board-4")
    fits_board(folder, "fits-mini", 1, 1, "fits-compact-board-2")
    bits_round_end(folder)
    final_results(folder)
    replay_viewer(folder)
    menus(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
