"""A window of the game (the real App, dummy drivers) doing one thing to a data folder, as a
player would, in a process of its own: for the tests of two windows at once and of a full disk,
and to show those cases by hand.

    python -m tests.app.window_child prepare DATA [--count N]
        N FITS games (one person, seeds 1..N) in DATA/in-progress, each one move from its end
    python -m tests.app.window_child finish DATA NAME [--at EPOCH | --ready] [--language L] [--shot PNG]
        Continue the game in DATA/in-progress/NAME, play its last move at EPOCH (time.time()),
        or, with --ready, once at rest print 'ready' and play it when a line comes on stdin,
        print what keeping it did as one JSON line (and save the final screen as PNG)
    python -m tests.app.window_child title DATA [--shot PNG] [--language L] [--die-at K]
        start on the title as main.py does (which keeps a finished game left in progress); print
        the notices, the games offered to continue and the high-score table as one JSON line;
        --die-at K: the process ends at once (as killed) before its K-th step of writing a file
        (make a temporary file, flush it, rename or link it, delete a file), or prints 'lived'

Each prints a traceback and exits 1 on any error, so a caller counts them.
"""
import argparse
import json
import os
import random
import sys
import time
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

import scenes  # noqa: E402,F401  (registers the scene names)
from game.saved.highscores import HighScores  # noqa: E402
from game.saved.in_progress import InProgressFiles  # noqa: E402
from game.saved.save_writer import wait_for_saves  # noqa: E402
from tests.dummy_app import open_app  # noqa: E402


def prepare(data, count: int):
    from game.saved.said_once import LEARN_OFFER, SaidOnce
    app = open_app(data)
    try:
        SaidOnce(app.storage).remember_answer(LEARN_OFFER)  # a player who has played before
        for seed in range(1, count + 1):
            app.stack.push("new_game", "fits", seed)
            app.step_frame()
            scene = app.stack.top
            wait_for_saves()
            rules, moves, rng = scene.state.clone(), list(scene.moves), random.Random(seed)
            while True:
                [player] = rules.pending()[:1]
                action = rng.choice(list(rules.legal_actions(player)))
                after = rules.clone()
                after.apply_action(player, action)
                if after.is_terminal():
                    break
                rules = after
                moves.append((player, action))
            InProgressFiles(app.storage).save(replace(scene.on_disk, moves=tuple(moves)), moves)
            wait_for_saves()
            print(scene.on_disk.path.name)
            app.stack.clear_to("title")
            app.step_frame()
    finally:
        app.close()


def finish(data, name: str, at: float | None, shot: str | None, ready: bool = False):
    from scenes.ramp.final_results import FinalResultsScene
    from tests.scenes.driving import play_to_the_final_results
    app = open_app(data)
    try:
        games, __ = InProgressFiles(app.storage).load_all()
        [saved] = [game for game in games if game.path.name == name]
        app.stack.push("resumed_game", saved)
        app.step_frame()
        scene = app.stack.top
        if at is not None:
            time.sleep(max(0.0, at - time.time()))
        if ready:  # the caller's handshake: both windows at rest, then both told at once
            print("ready", flush=True)
            sys.stdin.readline()
        final = play_to_the_final_results(app, scene)
        assert isinstance(final, FinalResultsScene)
        app.step_frame()
        if shot:
            pygame.image.save(app.surface, shot)
        kept = scene.kept
        # stored None: a version of the game from before Kept.stored (tests/app/data_loss_cases.sh runs those too)
        print(json.dumps({"place": kept.place, "replay": kept.replay_name, "stored": getattr(kept, "stored", None),
                          "headlines": [text for text, __ in kept.headlines],
                          "notes": [text for text, __ in kept.notes],
                          "in_progress": saved.path.exists()}, ensure_ascii=False))
    finally:
        app.close()


def die_at(step: int):
    """End this process at once before its `step`-th step of writing a file (see the module's words)."""
    import tempfile
    done = [0]

    def counted(name, real):
        def step_then(*args, **kwargs):
            done[0] += 1
            if done[0] == step:
                os._exit(9)
            return real(*args, **kwargs)
        return step_then
    for module, name in ((tempfile, "mkstemp"), (os, "fsync"), (os, "replace"), (os, "link"), (os, "unlink")):
        setattr(module, name, counted(name, getattr(module, name)))


def title(data, shot: str | None):
    app = open_app(data)
    try:
        app.stack.push("title", True)
        for __ in range(3):
            app.step_frame()
        if shot:
            pygame.image.save(app.surface, shot)
        scores, __ = HighScores.load(app.storage)
        print(json.dumps({"notices": [str(n) for n in app.notices],
                          "menu": [item.label for item in app.stack.top.menu.items],
                          "fits": [[e.name, e.score, e.replay] for e in scores.table("fits")]}, ensure_ascii=False))
    finally:
        app.close()


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=["prepare", "finish", "title"])
    parser.add_argument("data")
    parser.add_argument("name", nargs="?")
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--at", type=float)
    parser.add_argument("--ready", action="store_true")
    parser.add_argument("--shot")
    parser.add_argument("--language")
    parser.add_argument("--die-at", type=int)
    args = parser.parse_args(argv)
    if args.language:  # as the system asks for it: the window speaks it without saving a choice
        os.environ["LANGUAGE"] = args.language
    if args.what == "prepare":
        prepare(args.data, args.count)
    elif args.what == "finish":
        finish(args.data, args.name, args.at, args.shot, args.ready)
    else:
        if args.die_at:
            die_at(args.die_at)
        title(args.data, args.shot)
        if args.die_at:
            print("lived")


if __name__ == "__main__":
    sys.exit(main())
