#!/usr/bin/env python3
"""Screenshots of the PILUS screens from a headless run, as PNG files: the
curtain, the opening turn, a mid-game table with stacks of several levels and
both pawns (choosing a spot, then the pawn step), the preview of a refused
spot, the final results, and a table stacked up to level 5 at the usual and a
small zoom, at 1280x720 and 960x540.

    python tools/pilus_screenshots.py [FOLDER]     (default: /tmp/pilus_shots)

tools/screenshots.py may call save_pilus_screenshots(folder) instead.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.shell.app import App
from game.content.pilus import load_tileset
from game.shell.input import KEYS_RIGHT, MOUSE, Seat
from game.replay import Replay
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_results import PilusResultsScene
from sprites.pilus_table_view import TableView

SEATS = [Seat("Ann", MOUSE), Seat("Ben", KEYS_RIGHT)]
SEED = 9  # a deal where Ann can stack a tile on level 4 mid-game
MID_GAME_MOVES = 14
WAIT_DT = 0.1
MAX_FRAMES = 400
SMALL_CELL = 26  # pixels per cell of the zoomed-out table
STACKS_SEED = 20  # a deal where laying highest reaches level 5 with Ann to play


def greedy(game: PilusGame, player: int) -> Lay:
    """The best-scoring spot (ties: the first); the pawn goes down the first time it can."""
    best, best_points = None, -1
    for placement in game.legal_placements(player):
        points = game.preview(player, placement.tile, placement.rotation, placement.x, placement.y).points
        if points > best_points:
            best, best_points = placement, points
    targets = game.pawn_targets(player, best) if game.pawns[player] is None else ()
    return Lay(best.tile, best.rotation, best.x, best.y, targets[0] if targets else None)


def highest(game: PilusGame, player: int):
    """The legal placement that would lie highest (the most points among those)."""
    return max(game.legal_placements(player),
               key=lambda p: (p.level, game.preview(player, p.tile, p.rotation, p.x, p.y).points))


class Shooter:
    def __init__(self, folder: Path, size=(1280, 720)):
        self.folder = folder
        self.app = App(size=size, settings_dir=tempfile.mkdtemp(prefix="pilus-shots-"), open_pad=lambda i: None)
        self.saved: list[Path] = []

    def frame(self, events=(), dt=1 / 60):
        self.app.step_frame(list(events), dt)

    def save(self, name: str):
        self.frame()
        path = self.folder / f"{name}.png"
        pygame.image.save(self.app.surface, path)
        self.saved.append(path)

    def settle(self, scene):
        for _ in range(MAX_FRAMES):
            if scene.turn_open and not scene.busy and scene.camera.settled:
                return
            self.frame(dt=WAIT_DT)

    def point(self, pos, button=None):
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        if button:
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        self.frame(events)

    def game_scene(self, position=None, seed: int = SEED) -> PilusGameScene:
        scene = PilusGameScene(self.app, "pilus", SEATS, seed, position=position)
        self.app.stack.clear_to(scene)
        self.frame()
        return scene

    def take_controls(self, scene):
        """Ann clicks the curtain away."""
        self.point((640, 360), pygame.BUTTON_LEFT)
        assert scene.curtain_for is None, "the curtain stayed"

    def hold(self, scene, index: int, rotation: int, spot):
        """Ann (the mouse) picks tile `index`, turns it and holds it with its top-left on `spot`."""
        choice = scene.choice
        if choice.index != index:
            self.point(scene.layout.slots[index].center, pygame.BUTTON_LEFT)
        while choice.rotation != rotation:
            self.point(scene.layout.table.center, pygame.BUTTON_RIGHT)
        self.point(tuple(map(round, scene.camera.world_to_screen(spot[0] + 1, spot[1] + 1))))

    def opening(self):
        scene = self.game_scene()
        self.save("pilus-curtain")
        self.take_controls(scene)
        best = greedy(scene.state, 0)
        self.hold(scene, scene.choice.hand.index(best.tile), best.rotation, (best.x, best.y))
        self.save("pilus-opening")

    def mid_game(self):
        """Both play the greedy move until the table is well stacked; Ann to play."""
        tileset = load_tileset()
        self.deal = deal_from_seed(tileset, len(SEATS), SEED)
        self.moves = []
        game = PilusGame(tileset, len(SEATS), self.deal)
        while len(game.table.laid()) <= MID_GAME_MOVES or game.current_player != 0:
            self.play(game)
        scene = self.game_scene(position=game.clone())
        self.take_controls(scene)
        scene.recentre()
        self.settle(scene)
        best = highest(scene.state, 0)
        self.hold(scene, scene.choice.hand.index(best.tile), best.rotation, (best.x, best.y))
        self.save("pilus-midgame")
        self.point(tuple(map(round, scene.camera.world_to_screen(best.x + 1, best.y + 1))), pygame.BUTTON_LEFT)
        self.save("pilus-pawn-step")
        self.refused(scene)
        return game

    def play(self, game: PilusGame):
        player = game.current_player
        action = greedy(game, player)
        game.apply_action(player, action)
        self.moves.append((player, action))

    def refused(self, scene):
        """Back from the pawn step, hold a tile where its colours do not match enough."""
        self.point(scene.layout.table.center, pygame.BUTTON_RIGHT)
        game, choice = scene.state, scene.choice
        wanted = None
        for cell in sorted(game.table.cells()):
            for index, tile in enumerate(choice.hand):
                for rotation in range(4):
                    problem = game.placement_problem(0, tile, rotation, *cell)
                    if problem is not None and problem.key == "pilus.refusal.matches":
                        wanted = (index, rotation, cell)
                        break
                if wanted:
                    break
            if wanted:
                break
        self.hold(scene, *wanted)
        self.save("pilus-refused")

    def results(self, game: PilusGame):
        while not game.is_terminal():
            self.play(game)
        view = TableView(game.tileset, game.pawns)
        view.sync(game)
        view.sync_pawns(game)
        replay = Replay("pilus", tuple(seat.name for seat in SEATS), SEED, self.deal, tuple(self.moves))
        self.app.stack.clear_to(PilusResultsScene(self.app, game, SEATS, replay, view, play_again=lambda: None))
        self.save("pilus-results")


    def stacks(self, suffix: str):
        """Both lay where the tile lies highest until a stack reaches level 5; Ann holds
        her tile where it would lie highest; the whole table, then zoomed out to small cells."""
        game = grown_game(len(SEATS))
        scene = self.game_scene(position=game, seed=STACKS_SEED)
        self.take_controls(scene)
        scene.recentre()
        self.settle(scene)
        best = highest(scene.state, 0)
        self.hold(scene, scene.choice.hand.index(best.tile), best.rotation, (best.x, best.y))
        self.save(f"pilus-stacks{suffix}")
        while scene.camera.scale > SMALL_CELL:
            self.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-", scancode=0)])
            self.settle(scene)
        self.hold(scene, scene.choice.hand.index(best.tile), best.rotation, (best.x, best.y))
        self.save(f"pilus-stacks-small{suffix}")


def grown_game(players: int = 2, positions: list | None = None) -> PilusGame:
    """Everyone lays where the tile lies highest until a stack reaches level 5 and the
    first player is to play (positions: a copy of the game before each move is added to it)."""
    tileset = load_tileset()
    game = PilusGame(tileset, players, deal_from_seed(tileset, players, STACKS_SEED))
    while max(t.level for t in game.table.laid()) < 5 or game.current_player != 0:
        if positions is not None:
            positions.append(game.clone())
        player = game.current_player
        if not game.legal_placements(player):
            game.apply_action(player, Pass())
            continue
        best = highest(game, player)
        targets = game.pawn_targets(player, best) if game.pawns[player] is None else ()
        game.apply_action(player, Lay(best.tile, best.rotation, best.x, best.y, targets[0] if targets else None))
    return game


def save_pilus_screenshots(folder, size=(1280, 720)) -> list[Path]:
    """Save the PILUS screenshots into `folder`; returns their paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    shooter = Shooter(folder, size)
    shooter.opening()
    shooter.results(shooter.mid_game())
    shooter.stacks("")
    shooter.app.close()
    small = Shooter(folder, (960, 540))
    small.stacks("-960x540")
    small.app.close()
    return shooter.saved + small.saved


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="/tmp/pilus_shots")
    for path in save_pilus_screenshots(parser.parse_args().folder):
        print(path)


if __name__ == "__main__":
    main()
