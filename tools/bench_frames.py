#!/usr/bin/env python3
"""Frame times of a game screen in the real App loop, headless, for either engine.

--game fits (the default): a 4-player FITS game with drops injected all the
time so pieces are always sliding, round results skipped as they come, a new
game when one ends; with --solo one person plays alone, with --race alone racing a
ghost (a computer's replay of the same deal beside the ramp, game.ghost): the two side
by side show what the ghost costs. --game pilus: the PILUS table with all 30 tiles laid by
legal play, while the camera pans (mouse drags) and zooms (wheel, + and -,
Home).

Prints the frame time p50, p99 and worst (CPU time, and wall time beside it;
one App frame: events, fixed updates, drawing) and the process's peak
resident memory (surfaces live outside the Python heap, so that is the figure
that counts); --json prints only the CPU-time figures as one JSON object.

    python tools/bench_frames.py [--game fits|pilus] [--solo | --race] [--frames 900] [--size 1280x720]
                                 [--seed 1] [--json]
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from tools.frame_figures import FrameTimes, add_arguments, report, window_size
from game.content.pilus import load_tileset
from game.shell.app import App
from game.shell.input import FIXED_DEVICES, MOUSE, Seat, pad_device
from game.rules.pilus_actions import Pass
from game.rules.pilus_game import PilusGame
from game.rules.pilus_table import Table
from game.rules.ramp_actions import Place, Skip
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.round_results import RoundResultsScene
from game.ghost.sources import refereed_ghost
from tools.ramp_play import solo_bot_game

DROP_EVERY = 4  # frames between two injected drops: several pieces slide at any time


def seats() -> list[Seat]:
    devices = list(FIXED_DEVICES) + [pad_device(0)]
    return [Seat(f"Player {i + 1}", device) for i, device in enumerate(devices)]


def inject_drop(scene: RampGameScene, rng: random.Random, players=None):
    """One seat that has not decided yet (of `players`, every seat when None) drops a
    random legal piece (or sets the card aside)."""
    waiting = [p for p in scene.state.pending() if not scene.views[p].busy and (players is None or p in players)]
    if scene.round_over or not waiting:
        return
    player = rng.choice(waiting)
    places = [a for a in scene.state.legal_actions(player) if isinstance(a, Place)]
    scene.play_action(player, rng.choice(places) if places else Skip())


def new_game(app: App, seed: int, table: str) -> RampGameScene:
    """A 4-player FITS game, a solo one, or a solo one racing a computer's game of the same deal."""
    if table != "race":
        return RampGameScene(app, "fits", seats()[:1] if table == "solo" else seats(), seed=seed)
    replay, __ = solo_bot_game("fits", "Ghost", seed, "easy")
    ghost = refereed_ghost(replay, "fits", replay.deal, None, "bench")
    return RampGameScene(app, "fits", seats()[:1], seed=seed, ghost=ghost)


def new_app(size, seed: int, folder: Path, table: str = "four") -> App:
    """The App with a game started (new_game), its first frame (the board art) drawn;
    folder: its data folder (a fresh one: figures must not depend on earlier runs' games)."""
    app = App(size=size, settings_dir=folder)
    app.input.add_pad(0, "Bench pad")
    app.stack.push(new_game(app, seed, table))
    app.step_frame()  # the first frame builds the board art: not a steady frame
    return app


def play(app: App, frames: int, rng: random.Random, table: str = "four"):
    """Run `frames` frames of play; yields each frame's (wall ms, CPU ms)."""
    for frame in range(frames):
        top = app.stack.top
        if isinstance(top, RampGameScene) and frame % DROP_EVERY == 0:
            inject_drop(top, rng)
        elif isinstance(top, RoundResultsScene):
            top.confirm()
        elif not isinstance(top, (RampGameScene, RoundResultsScene)):  # final results: a new game
            app.stack.clear_to(new_game(app, rng.randrange(1000), table))
        start, start_cpu = time.perf_counter(), time.process_time()
        app.step_frame()
        yield (time.perf_counter() - start) * 1000, (time.process_time() - start_cpu) * 1000


def ramp_frames(args, size) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-frames-") as folder:
        table = args.table or "four"
        app = new_app(size, args.seed, Path(folder), table)
        rng = random.Random(args.seed)
        times = FrameTimes()  # wall clock (what a player sees) and CPU time (robust to a busy machine)
        for wall_ms, cpu_ms in play(app, args.frames, rng, table):
            times.add(wall_ms, cpu_ms)
        what = {"four": "4-player FITS", "solo": "solo FITS", "race": "solo FITS racing a ghost"}[table]
        report(f"{len(times)} frames at {size[0]}x{size[1]}, {what}", times, args.json)
        app.close()


PILUS_SEATS = [Seat("Ann", MOUSE), Seat("Ben", "keys-right")]
DT = 1 / 60


def full_table(seed: int) -> PilusGame:
    """Every tile of the set on the table: the start tile, then the other 29 shared
    between two hands and laid by random legal moves (pawns put down on the way).
    A shuffle that gets stuck (nobody can lay their last tiles) is dealt again."""
    tileset = load_tileset()
    rng = random.Random(seed)
    while True:
        tiles = sorted(tileset.tiles)
        rng.shuffle(tiles)
        table = Table(tileset)
        table.lay(tiles[0], 0, 0, 0)
        game = PilusGame.from_position(table, [tiles[1::2], tiles[2::2]])
        passes = 0
        while not game.is_terminal() and passes < 2:
            player = game.current_player
            actions = game.legal_actions(player)
            game.apply_action(player, rng.choice(actions))
            passes = passes + 1 if actions == [Pass()] else 0
        if len(game.table.laid()) == len(tiles):
            return PilusGame.from_position(game.table.copy(), [[], []], game.pawns)


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def script(frame: int, centre: tuple[int, int]) -> list:
    """The camera moves of one frame: drags, wheel notches, zoom keys and Home in turn."""
    cx, cy = centre
    phase, t = divmod(frame, 150)
    wobble = (cx + round(220 * ((t % 60) / 30 - 1)), cy + round(90 * ((t % 40) / 20 - 1)))
    events = []
    if phase in (0, 2):  # drag back and forth
        if t % 60 == 0:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=pygame.BUTTON_LEFT))
        events.append(motion(wobble, (1, 0, 0)))
        if t % 60 == 59:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wobble, button=pygame.BUTTON_LEFT))
    else:
        events.append(motion(wobble))
    if phase in (1, 2) and t % 12 == 0:  # wheel in, then out, about the pointer
        notch = 1 if (t // 36) % 2 == 0 else -1
        events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notch, flipped=False,
                                         precise_x=0.0, precise_y=float(notch)))
    if phase == 3 and t % 25 == 0:  # keys: zoom in, out, and the whole table
        key = (pygame.K_PLUS, pygame.K_MINUS, pygame.K_HOME)[(t // 25) % 3]
        events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    return events


def pilus_frames(args, size) -> None:
    position = full_table(args.seed)
    with tempfile.TemporaryDirectory(prefix="bench-frames-") as folder:
        app = App(size=size, settings_dir=folder, open_pad=lambda i: None)
        scene = PilusGameScene(app, "pilus", PILUS_SEATS, args.seed, position=position)
        app.stack.push(scene)
        app.step_frame()
        centre = scene.layout.table.center
        app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=pygame.BUTTON_LEFT),
                        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=pygame.BUTTON_LEFT)])
        assert scene.curtain_for is None, "the curtain should be lifted"
        times = FrameTimes()
        for frame in range(args.frames):
            events = script(frame, centre)
            start, start_cpu = time.perf_counter(), time.process_time()
            app.step_frame(events, DT)
            times.add((time.perf_counter() - start) * 1000, (time.process_time() - start_cpu) * 1000)
        report(f"Python {sys.version.split()[0]}, pygame-ce {pygame.version.ver}, {size[0]}x{size[1]}, "
               f"{len(position.table.laid())} tiles, {args.frames} frames, PILUS", times, args.json)
        app.close()


# The screen each --game runs: one per engine.
BENCHES = {"fits": ramp_frames, "pilus": pilus_frames}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=tuple(BENCHES), default="fits", help="the game screen to run (default fits)")
    add_arguments(parser)
    tables = parser.add_mutually_exclusive_group()
    tables.add_argument("--solo", dest="table", action="store_const", const="solo", help="fits: one person alone")
    tables.add_argument("--race", dest="table", action="store_const", const="race",
                        help="fits: one person racing a ghost")
    args = parser.parse_args(argv)
    BENCHES[args.game](args, window_size(args.size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
