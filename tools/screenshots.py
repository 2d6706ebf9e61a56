#!/usr/bin/env python3
"""Screenshots of every screen from a headless run, as PNG files: a 4-player
FITS game mid-round with ghosts (at three window sizes), FITS board 4 and FITS
compact board 2 in play, a BITS round-end scoring view and its table, a FITS
round being scored, the final results, the replay viewer, the title and setup
screens, the setup with computer seats, a FITS game with a computer thinking,
the high-score table, the daily challenge, a PILUS replay playing, and the PILUS screens
(tools/pilus_screenshots.py); every stage of the PILUS tutorial; the settings with their two volumes, PILUS's
daily challenge and its results at 1280x720 and 960x540 in English and
German (German in <FOLDER>/de/); the coach's screens (a review weighing and
stepping, a practice hint in FITS, BITS and PILUS, the cards still to come) in
<FOLDER>/en/ and <FOLDER>/de/ at both sizes; then, in <FOLDER>/<language>/ for every
language, the title, the FITS setup, a FITS and a PILUS game mid-round, a
round's scoring and the PILUS rules page; the board editor after Share, the review of a
piece the master sets aside, BITS and BITS pro solo results and a worse practice try of
the daily challenge (--only explained); every step of the FITS and BITS tutorials
in English and German.

    python tools/screenshots.py [FOLDER] [--only NAME ...]     (default: docs/screenshots/)
    python tools/screenshots.py --languages [FOLDER]   only the screens in every language
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
from datetime import datetime, timedelta, timezone
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.shell.app import App
from game.saved.daily import DailyChallenges, utc_today
from game.saved.highscores import HighScores
from game.shell.input import KEYS_LEFT, Seat, computer_device
from game.rules.ramp_actions import Skip
from scenes.menus.daily_challenge import DailyChallengeScene
from scenes.ramp.final_results import FinalResultsScene
from scenes.menus.high_scores import HighScoresScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene, open_replay
from scenes.ramp.round_results import RoundResultsScene
from scenes.menus.table_setup import TableSetupScene
from scenes.menus.title import TitleScene
from tools import ramp_play
from tools.pilus_screenshots import save_pilus_screenshots
from tools.ramp_play import MAX_FRAMES

ROOT = Path(__file__).resolve().parent.parent

NAMES = ("Ann", "Ben", "Cleo", "Dev")
NEUTRAL_SHARE = 0.15  # how often a person lays the neutral piece where they may


class Shooter:
    def __init__(self, folder: Path, size=(1280, 720)):
        self.folder = folder
        # Computers think in a thread: a picture needs no speed, and no processes to start.
        self.app = App(size=size, settings_dir=tempfile.mkdtemp(prefix="screenshots-"), bot_processes=False)
        self.app.input.add_pad(0, "Gamepad")
        self.rng = random.Random(4)

    def save(self, name: str):
        self.app.step_frame()
        path = self.folder / f"{name}.png"
        pygame.image.save(self.app.surface, path)
        print(path)

    def game(self, game_id: str, players: int, seed: int) -> RampGameScene:
        scene = RampGameScene(self.app, game_id, ramp_play.seats(NAMES, players), seed)
        self.app.stack.clear_to(scene)
        self.app.step_frame()
        return scene

    def decide(self, scene: RampGameScene, player: int):
        """A plausible move (the neutral piece now and then)."""
        ramp_play.decide(scene, player, self.rng, NEUTRAL_SHARE)

    def play_until(self, scene: RampGameScene, done):
        ramp_play.play_until(self.app, scene, done, self.rng, NEUTRAL_SHARE)

    def settle(self, frames: int = 40):
        for _ in range(frames):
            self.app.step_frame()

    def aim(self, scene: RampGameScene, player: int, turns: int, column: int):
        hand = scene.hands[player]
        for _ in range(turns):
            hand.turn()
        hand.point_at(column)


def small_windows(folder: Path):
    """BITS mid-round at the minimum window and in a window forced smaller (the
    picture scaled down, its text drawn larger to stay readable)."""
    for size, name in (((960, 540), "bits-960x540"), ((640, 360), "bits-forced-640x360")):
        shot = Shooter(folder, size)
        shot.app.window.minimum_size = (1, 1)  # as a window manager that ignores the minimum does
        shot.app.window.size = size
        scene = shot.game("bits", 2, seed=11)
        shot.play_until(scene, lambda: scene.state.step == 4)
        shot.settle()
        path = folder / f"{name}.png"
        pygame.image.save(shot.app.window.get_surface(), path)  # what the window shows
        print(path)


def fits_set_aside(folder: Path):
    """FITS with pieces set aside in Ann's tray and Ben asked to press again."""
    shot = Shooter(folder)
    scene = shot.game("fits", 2, seed=12)
    shot.play_until(scene, lambda: scene.state.step == 2)
    for _ in range(3):
        shot.settle()
        scene.play_action(0, Skip())
        shot.decide(scene, 1)
    shot.settle()
    scene._skip(1)  # the first press: the second would set the piece aside
    shot.save("fits-set-aside")


def fits_midround(folder: Path, size, suffix: str = ""):
    shot = Shooter(folder, size)
    scene = shot.game("fits", 4, seed=12)
    shot.play_until(scene, lambda: scene.state.step == 6)
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
    shot.play_until(scene, lambda: scene.round_shown == round_index and scene.state.step not in ("start", 0, 1, 2))
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


def first_round_scoring(shot: Shooter, game_id: str, players: int, seed: int):
    """Play a game to its first round's scoring; the scoring's sequence."""
    scene = shot.game(game_id, players, seed=seed)
    shot.play_until(scene, lambda: isinstance(shot.app.stack.top, RoundResultsScene))
    return shot.app.stack.top.sequence


def fits_round_scoring(folder: Path):
    """A 4-player FITS round being scored: a line lit on every board over the pieces."""
    shot = Shooter(folder)
    sequence = first_round_scoring(shot, "fits", 4, seed=12)
    sequence.time = 1.3 * sequence.step_time
    shot.save("fits-round-scoring")


def round_end_looked_at(folder: Path):
    """Every line counted, the boards still in view: 'This round' and 'No points'."""
    shot = Shooter(folder)
    first_round_scoring(shot, "fits-mini", 2, seed=21).skip()
    shot.save("round-end-all-counted")


def final_results(folder: Path):
    for players, name in ((3, "final-results"), (1, "final-results-solo")):
        shot = Shooter(folder)
        scene = shot.game("fits-mini", players, seed=3)
        shot.play_until(scene, lambda: isinstance(shot.app.stack.top, FinalResultsScene))
        shot.save(name)


def about_editions(folder: Path):
    """Rules → About these editions: what follows the rulebooks and what is our reconstruction."""
    shot = Shooter(folder)
    shot.app.stack.clear_to(TitleScene(shot.app))
    shot.app.stack.push("game_choice", "rules")
    shot.app.step_frame()
    shot.app.stack.top.about()
    shot.save("about-editions")


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


COMPUTER_SEATS = [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (easy)", computer_device("easy")),
                  Seat("Computer 2 (hard)", computer_device("hard"))]


def setup_with_computers(folder: Path):
    shot = Shooter(folder)
    shot.app.settings.last_seats = [{"name": seat.name, "device": seat.device} for seat in COMPUTER_SEATS]
    shot.app.stack.clear_to(TitleScene(shot.app))
    setup = TableSetupScene(shot.app, "fits")
    shot.app.stack.push(setup)
    shot.app.step_frame()
    setup.menu.focus = setup.menu.items.index(setup.rows[2].device_item)  # its level, explained on the right
    shot.save("setup-computers")


def fits_computer_thinking(folder: Path):
    shot = Shooter(folder)
    scene = RampGameScene(shot.app, "fits", COMPUTER_SEATS, 12)
    shot.app.stack.clear_to(scene)
    shot.app.step_frame()
    # Ann aims while the easy computer has dropped and the hard one still thinks.
    shot.play_until(scene, lambda: scene.state.step not in ("start", 0, 1, 2, 3)
                    and scene.state.status(2) == "deciding")
    for _ in range(MAX_FRAMES):
        if scene.state.status(1) != "deciding" and not scene.views[1].busy:
            break
        shot.app.step_frame(dt=0.05)  # long frames: the easy one is done before the hard one's half second
    assert scene.computers[2].thinking, "the hard computer was as quick as the easy one"
    shot.aim(scene, 0, 1, 2)
    shot.save("fits-computer-thinking")


def high_scores(folder: Path):
    """A FITS table of eight games on different days, the third one's replay missing."""
    shot = Shooter(folder)
    scores = HighScores(shot.app.storage)
    start = datetime(2025, 5, 1, 18, 30, tzinfo=timezone.utc)
    players = ("Ann", "Ben", "Cleo", "Dev", "Ann", "Zoë", "Ben", "Ann")
    for day, name in enumerate(players):
        replay, state = ramp_play.solo_bot_game("fits", name, 100 + day, ("easy", "normal")[day % 2])
        scores.record_game(replay, state, now=start + timedelta(days=3 * day, minutes=day))
    third = scores.table("fits")[2]
    (shot.app.storage.folder / "replays" / third.replay).unlink()
    shot.app.stack.clear_to(TitleScene(shot.app))
    table = HighScoresScene(shot.app)
    shot.app.stack.push(table)
    shot.app.step_frame()
    table.menu.focus = 2  # the second entry, whose replay the table would open
    shot.save("high-scores")


def daily_challenge(folder: Path):
    """Today's FITS challenge played once (it counts) and once more (practice)."""
    shot = Shooter(folder)
    challenges, _ = DailyChallenges.load(shot.app.storage)
    for score in (17, 21):
        challenges.record_attempt("fits", utc_today(), score)
    shot.app.settings.last_seats = [{"name": "Ann", "device": KEYS_LEFT}]
    shot.app.stack.clear_to(TitleScene(shot.app))
    shot.app.stack.push(DailyChallengeScene(shot.app))
    shot.save("daily-challenge")


def pilus_replay(folder: Path):
    shot = Shooter(folder)
    shot.app.stack.clear_to(TitleScene(shot.app))
    scene = open_replay(shot.app, ROOT / "replays" / "examples" / "pilus-2p.json")
    shot.app.stack.push(scene)
    shot.app.step_frame()
    for _ in range(MAX_FRAMES):
        if len(scene.moves) >= 12 and not scene.busy and scene.camera.settled:
            break
        shot.app.step_frame(dt=0.05)
    shot.save("pilus-replay")


# Shown at two sizes in English and German: (file name, screen of tools/screen_states/).
SIZED_SCREENS = (("settings", "settings"), ("daily-challenge-pilus", "daily challenge pilus"),
                 ("pilus-daily-results", "pilus daily results"))


def save_states(folder: Path, sizes, screens, english_at_top: bool = False):
    """Screen states of tools/screen_states/ saved as <folder>/<language>/<file name><suffix>.png
    (English in <folder> itself with english_at_top). sizes: (window size, file name suffix,
    languages) each; screens: (file name, screen state) pairs, or a function of the states
    giving them."""
    from tools.screen_states import ScreenStates
    for size, suffix, languages in sizes:
        shot = Shooter(folder, size)
        states = ScreenStates(shot.app)
        for language in languages:
            shot.app.set_language(language)
            where = folder if english_at_top and language == "en" else folder / language
            where.mkdir(parents=True, exist_ok=True)
            for name, screen in screens(states) if callable(screens) else screens:
                states.show(screen)
                shot.app.step_frame((), 0)
                path = where / f"{name}{suffix}.png"
                pygame.image.save(shot.app.surface, path)
                print(path)
        shot.app.close()


# English and German at the default size and the smallest the screenshots show.
TWO_SIZES = (((1280, 720), "", ("en", "de")), ((960, 540), "-960x540", ("en", "de")))


def named(prefixes):
    """The screen states whose names start with one of `prefixes`, each saved under its name."""
    return lambda states: [(name.replace(" ", "-"), name) for name in states.names() if name.startswith(prefixes)]


# The boards of the player's own, in English and German at two sizes.
BOARD_SCREENS = (("board-editor", "board editor"), ("board-editor-checks", "board editor with failing checks"),
                 ("board-shelf", "board shelf"), ("setup-own-boards", "setup fits with own boards"),
                 ("high-scores-board-set", "high scores of a board set"))


# Deleting one of them, in every language.
BOARD_DELETE_SCREENS = (("board-delete-list", "board delete list"), ("board-delete-asked", "board delete asked"))


def board_screens(folder: Path):
    from game import i18n
    save_states(folder, TWO_SIZES, BOARD_SCREENS, english_at_top=True)
    save_states(folder, (((1280, 720), "", i18n.languages()),), BOARD_DELETE_SCREENS, english_at_top=True)


def sized_screens(folder: Path):
    save_states(folder, TWO_SIZES, SIZED_SCREENS, english_at_top=True)


# The screens each language is shown on: (file name, screen of tools/screen_states/).
LANGUAGE_SCREENS = (("title", "title"), ("setup", "setup fits"), ("fits-midround", "fits mid-round"),
                    ("pilus-midround", "pilus mid-game"), ("round-scoring", "round scoring"),
                    ("rules-pilus", "rules pilus"), ("round-breakdown", "round scoring breakdown"),
                    ("round-details", "round details"), ("pilus-grown-table", "pilus grown table"))


# Typing a name on the setup, on the keyboard and with a pad alone, in every language.
NAME_SCREENS = (("setup-typing", "setup typing a name"), ("setup-pad-keyboard", "setup pad keyboard"))


# The computer levels' lines on the setup and the level named after a solo game, in every language.
LEVEL_SCREENS = (("setup-fits-computer", "setup fits easy computer"),
                 ("setup-fits-mini-computer", "setup fits-mini easy computer"),
                 ("setup-bits-pro-computer", "setup bits-pro hard computer"),
                 ("setup-pilus-computer", "setup pilus hard computer"),
                 ("results-played-like", "results played like"))


COACH_SCREENS = (("coach-review-weighing", "review weighing"), ("coach-review-fits", "review worst"),
                 ("coach-review-bits", "review bits"), ("coach-review-pilus", "review pilus"),
                 ("coach-review-no-marks", "review no marks"),
                 ("coach-hint-fits", "fits practice hint"), ("coach-hint-bits", "bits practice hint"),
                 ("coach-hint-pilus", "pilus hint"), ("coach-to-come-fits", "fits mid-round"),
                 ("coach-to-come-bits-pro", "bits-pro last round"))


def coach_screens(folder: Path):
    """The coach's screens in English and German, at 1280x720 and 960x540."""
    save_states(folder, TWO_SIZES, COACH_SCREENS)


def controls(folder: Path):
    """Settings → Controls waiting for a key and refusing one, in English and German, at two sizes."""
    save_states(folder, TWO_SIZES, (("controls-waiting", "controls waiting"), ("controls-refused", "controls refused")),
                english_at_top=True)


def tutorials(folder: Path):
    """Every step of the FITS and BITS tutorials, the first start's offer, the list of
    tutorials, a refused move, the mouse's and a gamepad's keys and the end page, in English
    and German (<FOLDER>/<language>/tutorial-*.png), at 1280x720 and, in German, 960x540 too."""
    save_states(folder, (((1280, 720), "", ("en", "de")), ((960, 540), "-960x540", ("de",))),
                named(("tutorial", "learn")))


def pilus_tutorial(folder: Path, size=(1280, 720), suffix: str = ""):
    """Every stage of the PILUS tutorial (tools/screen_states/), a refused try, the mouse's and a
    gamepad's words and the end page, in English and German (German in <FOLDER>/de/)."""
    save_states(folder, ((size, suffix, ("en", "de")),), named(("pilus tutorial",)), english_at_top=True)


CHALLENGE_SCREENS = (("challenge-results", "challenge results"),
                     ("challenge-results-master", "challenge results master asked"), ("challenge", "challenge"),
                     ("challenge-refused", "challenge refused"), ("challenge-open", "challenge open"),
                     ("challenge-written", "challenge written"), ("challenge-own-board", "challenge on own board"),
                     ("title-continue-challenge", "title continuing a challenge"))


def challenge(folder: Path):
    """Challenge a friend: the results of a challenge with both games, the challenge opened
    (on printed boards, and on a board of the challenger's own), refused, the screen that opens
    one, the page after writing one and the title offering to continue one, in every language
    (<FOLDER>/<language>/), and at 960x540 in English and German."""
    from game import i18n
    save_states(folder, (((1280, 720), "", i18n.languages()), ((960, 540), "-960x540", ("en", "de"))),
                CHALLENGE_SCREENS)


# Issue 45's screens in every language: a board shared, the review of a piece the master would set
# aside, BITS's and BITS pro's solo results, a worse practice try of the daily challenge.
EXPLAINED_SCREENS = (("board-editor-shared", "board editor shared"),
                     ("board-editor-shared-longest", "board editor shared, the longest name and code"),
                     ("coach-review-aside", "review the master sets aside"), ("bits-results", "bits solo results"),
                     ("bits-pro-results", "bits-pro solo results"),
                     ("daily-worse-try", "daily results, a worse practice try"))


def language_screens(folder: Path, screens=LANGUAGE_SCREENS):
    """The same screens in every language, in <folder>/<language>/."""
    from game import i18n
    save_states(folder, (((1280, 720), "", i18n.languages()),), screens)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--languages", action="store_true", help="only the screens in every language")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="take only these screenshots (may be given again)")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    shots = {
        "fits-midround": lambda: (fits_midround(folder, (1280, 720)),
                                  fits_midround(folder, (1920, 1080), "-1920x1080"),
                                  fits_midround(folder, (960, 540), "-960x540")),
        "fits-boards": lambda: (fits_board(folder, "fits", 2, 3, "fits-board-4"),
                                fits_board(folder, "fits-mini", 1, 1, "fits-compact-board-2")),
        "small-windows": lambda: small_windows(folder),
        "fits-set-aside": lambda: fits_set_aside(folder),
        "round-end": lambda: (bits_round_end(folder), fits_round_scoring(folder), round_end_looked_at(folder)),
        "final-results": lambda: final_results(folder),
        "replay-viewer": lambda: replay_viewer(folder),
        "menus": lambda: menus(folder),
        "about-editions": lambda: about_editions(folder),
        "setup-computers": lambda: setup_with_computers(folder),
        "fits-computer-thinking": lambda: fits_computer_thinking(folder),
        "high-scores": lambda: high_scores(folder),
        "daily-challenge": lambda: daily_challenge(folder),
        "pilus-replay": lambda: pilus_replay(folder),
        "settings-and-pilus-daily": lambda: sized_screens(folder),
        "pilus": lambda: [print(path) for path in save_pilus_screenshots(folder)],
        "controls": lambda: controls(folder),
        "coach": lambda: coach_screens(folder),
        "pilus-tutorial": lambda: pilus_tutorial(folder),
        "languages": lambda: language_screens(folder),
        "name-typing": lambda: language_screens(folder, NAME_SCREENS),
        "computer-levels": lambda: language_screens(folder, LEVEL_SCREENS),
        "explained": lambda: language_screens(folder, EXPLAINED_SCREENS),
        "tutorials": lambda: tutorials(folder),
        "boards": lambda: board_screens(folder),
        "challenge": lambda: challenge(folder),
    }
    if args.languages:
        args.only = ["languages"]
    unknown = set(args.only) - set(shots)
    if unknown:
        parser.error(f"no such screenshots: {', '.join(sorted(unknown))}; choose from {', '.join(shots)}")
    for name, take in shots.items():
        if not args.only or name in args.only:
            take()
    return 0


if __name__ == "__main__":
    sys.exit(main())
