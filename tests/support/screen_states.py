"""Every screen of the game in a known state, for the text fit test and the screenshots.

    screens = ScreenStates(app)
    for name in screens.names():
        screens.show(name)      # the app's stack now shows that screen; draw a frame

Games are played forward once (through the rules and the real scenes) and
kept; menus and pages are built anew each time they are shown, so they speak
the language chosen since.
"""
from __future__ import annotations

import random
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path

from game.content.ramp import load_edition
from game.content.tutorials import load_tutorial
from game.saved.daily import DailyChallenges, utc_today
from game.saved.highscores import HighScores
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Seat, pad_device
from game.shell.input.bindings import DEFAULTS, KEY, PAD, PAD_BUTTON
from game.rules.ramp_actions import Skip
from tests.support.shared_results import kept
from tools import ramp_play
from tools.ramp_play import MAX_FRAMES

ROOT = Path(__file__).resolve().parents[2]  # the repository
RAMP_GAMES = ("fits", "fits-mini", "bits", "bits-pro")
GAMES = RAMP_GAMES + ("pilus",)
TUTORIALS = ("fits", "bits")  # the ramp games with a guided first game
NAMES = ("Annemarie", "Benedikt", "Cleo", "Dev")
# 20 letters, the most a name takes (W the widest letter), then long names with spaces.
LONG_NAMES = ("Maximiliansbergerhof", "W" * 20, "Anna Maria Gonzalez", "Bartholomäus Müller")
PILUS_SEED = 9
PILUS_MID_GAME = 14


def solo_game(game_id: str, name: str, seed: int, level: str, boards=None):
    """ramp_play.solo_bot_game's replay and end state; the computer plays it once per test run
    (tests/support/shared_results.py), the end state is the replay played again."""
    replay = kept(f"solo game {game_id} {name!r} {seed} {level} {boards!r}",
                  lambda: ramp_play.solo_bot_game(game_id, name, seed, level, boards)[0])
    return replay, replay.play()


def reviewed(replay, key: str) -> list:
    """The coach's review of `replay` (named by `key` in full), weighed once per test run, in this
    process: one review's marks are those of any other (tests/coach/test_review.py)."""
    from game.coach.review import review
    return kept(f"review {key}", lambda: review(replay))


def tutorial_stages() -> list[str]:
    """What the PILUS tutorial shows the person, as '<step number> <look|lay|pawn|read>' (1-based)."""
    from game.content.pilus_tutorial import load_tutorial
    stages = []
    for number, step in enumerate(load_tutorial().steps, 1):
        if step.kind == "lay":
            stages += [f"{number} lay", f"{number} pawn"]
        elif step.kind != "computer":
            stages.append(f"{number} {step.kind}")
    return stages


def take_tutorial_step(scene, pawn: bool = True):
    """Do what the tutorial's step asks, as its inputs would (the spot taken; with `pawn`, the pawn step too)."""
    step = scene.mode.step
    if step.kind == "look":
        scene.recentre()
    elif step.kind == "read":
        scene.mode._advance()
    elif step.kind == "lay":
        move, choice = step.move, scene.choice
        choice.select(choice.hand.index(move.tile))
        choice.rotations[move.tile], (choice.x, choice.y) = move.rotation, (move.x, move.y)
        scene._take_spot(0)
        if pawn:
            choice.focus_pawn(move.pawn)
            scene._play(0, choice.action(), lifted=True)


def screen_names() -> list[str]:
    """The names of the screen states, in their order (to parametrize tests by screen)."""
    return ScreenStates(None).names()


class _Working:
    """The master's score asked for and not in yet, as the results show it."""
    working, waiting, score, failed, stopped = True, True, None, False, False
    done, total = 11, 33  # at its twelfth decision

    def update(self):
        pass

    def cancel(self):
        pass

    def line(self) -> str:
        from scenes.shared.master_target import MasterTarget
        return MasterTarget.line(self)


class ScreenStates:
    def __init__(self, app, names: tuple[str, ...] = NAMES):
        """names: the four players' names the games and results are played with; app None:
        states only to list their names (screen_names)."""
        self.app = app
        self.player_names = names
        if app is not None:
            app.input.add_pad(0, "Gamepad")  # the fourth seat's pad is plugged in
        self.rng = random.Random(4)
        self._games = {}
        self._pilus = {}
        self._seeded = False
        self.screens = {
            "title": self.title,
            "title with notices": self.title_with_notices,
            "title with a notice told before": self.title_told_before,
            "continue": self.continue_list,
            "game choice": lambda: self.menu("scenes.menus.game_choice", "GameChoiceScene", "play"),
            **{f"rules choice {g}": (lambda g=g: self.rules_choice(g)) for g in GAMES},
            "about editions": self.about_editions,
            **{f"setup {g}": (lambda g=g: self.menu("scenes.menus.table_setup", "TableSetupScene", g)) for g in GAMES},
            "setup four seats": self.setup_four_seats,
            # The longest lines: a ramp level with a band of two bounds, PILUS's hard.
            **{f"setup {g} {level} computer": (lambda g=g, level=level: self.setup_computer(g, level))
               for g, level in zip(GAMES, ("easy", "easy", "easy", "hard", "hard"))},
            "setup long names": self.setup_long_names,
            "setup typing a long name": lambda: self.setup_long_names(typing=True),
            "setup typing a name": self.setup_typing,
            "setup pad keyboard": self.setup_pad_keyboard,
            "challenge code keyboard": self.code_keyboard,
            "fits start": self.fits_start,
            **{f"{g} mid-round": (lambda g=g: self.ramp_mid_round(g)) for g in RAMP_GAMES},
            **{f"{g} last round": (lambda g=g: self.ramp_mid_round(g, last=True)) for g in RAMP_GAMES},
            **{f"{g} racing a ghost": (lambda g=g: self.racing(g)) for g in ("fits", "bits")},
            "race chart": self.race_chart,
            "fits refused": self.fits_refused,
            "fits set aside": self.fits_set_aside,
            "pilus mid-game": self.pilus_mid_game,
            "pilus grown table": self.pilus_grown_table,
            "pilus pawn step": self.pilus_pawn_step,
            "pilus curtain": self.pilus_curtain,
            **{f"pilus tutorial {stage}": (lambda stage=stage: self.pilus_tutorial(stage)) for stage in tutorial_stages()},
            "pilus tutorial refused": lambda: self.pilus_tutorial(tutorial_stages()[1], wrong=True),
            "pilus tutorial mouse": lambda: self.pilus_tutorial(tutorial_stages()[1], device=MOUSE),
            "pilus tutorial gamepad": lambda: self.pilus_tutorial(tutorial_stages()[2], device="pad:0"),
            "pilus tutorial end": self.pilus_tutorial_end,
            "round scoring": self.round_scoring,
            "round scoring table": lambda: self.round_scoring(table=True),
            "round scoring breakdown": lambda: self.round_scoring(focus=(1, 0)),
            "round details": self.round_details,
            "round scoring four players": self.round_scoring_four,
            "results": self.results,
            "challenge results": self.challenge_results,
            "challenge results master asked": lambda: self.challenge_results(master=True),
            "challenge": self.challenge,
            "challenge refused": self.challenge_refused,
            "challenge open": lambda: self.menu("scenes.menus.challenge_open", "ChallengeOpenScene"),
            "challenge written": self.challenge_written,
            "daily results": self.daily_results,
            "daily results, a worse practice try": self.daily_worse_try,
            "results played like": self.results_played_like,
            **{f"{g} solo results": (lambda g=g: self.solo_results(g)) for g in ("bits", "bits-pro")},
            "pilus results": self.pilus_results,
            "pilus daily results": self.pilus_daily_results,
            "pause": self.pause,
            "pause asking to restart": lambda: self.pause().ask_restart(),
            "pilus pause": self.pilus_pause,
            "pilus pause three players": lambda: self.pilus_pause(3),
            "pilus pause four players": lambda: self.pilus_pause(4),
            "pilus pause for unknown controls": self.pilus_unknown_controls,
            **{f"{g} waiting for unknown controls": (lambda g=g: self.ramp_unknown_controls(g)) for g in ("fits", "bits")},
            **{f"rules {g}": (lambda g=g: self.menu("scenes.menus.rules_screen", "RulesScene", g)) for g in GAMES},
            "settings": lambda: self.menu("scenes.menus.settings", "SettingsScene"),
            "settings without a speech service": self.settings_without_speech,
            "controls waiting": lambda: self.controls(KEYS_LEFT, waiting="skip"),
            "controls refused": lambda: self.controls(KEYS_RIGHT, refused=("drop", KEY, ord("a"))),
            "controls mouse": lambda: self.controls(MOUSE, waiting="pilus_back"),
            "controls gamepads": lambda: self.controls(PAD, refused=("pilus_turn", PAD_BUTTON, "leftshoulder")),
            "high scores": self.high_scores,
            "daily challenge": self.daily_challenge,
            "daily challenge pilus": self.daily_challenge_pilus,
            "replay viewer": self.replay_viewer,
            "replay viewer four players": self.replay_viewer_four,
            "replay viewer four players between rounds": lambda: self.replay_viewer_four(between_rounds=True),
            "replay viewer four players at the end": lambda: self.replay_viewer_four(at_end=True),
            "damaged replay": self.damaged_replay,
            "learn offer": lambda: self.menu("scenes.menus.learn_pages", "LearnOfferScene"),
            "learn choice": lambda: self.menu("scenes.menus.game_choice", "GameChoiceScene", "learn"),
            "learn to play in the game choice": self.choice_on_learn,
            **{f"tutorial {g} step {n}": (lambda g=g, n=n: self.tutorial_step(g, n))
               for g in TUTORIALS for n in range(1, load_tutorial(g).count + 1)},
            "tutorial refused": lambda: self.tutorial_step("fits", 2, refused=True),
            "tutorial with the mouse": lambda: self.tutorial_step("fits", 5, MOUSE),
            "tutorial with a gamepad": lambda: self.tutorial_step("bits", 4, pad_device(0)),
            "tutorial end": lambda: self.menu("scenes.menus.learn_pages", "TutorialEndScene", "fits"),
            "pilus replay": self.pilus_replay,
            # The coach's screens
            **{f"{g} practice hint": (lambda g=g: self.ramp_hint(g)) for g in ("fits", "bits")},
            "pilus hint": self.pilus_hint,
            "review weighing": self.review_weighing,
            **{f"review {g}": (lambda g=g: self.review(g)) for g in ("fits", "bits")},
            "review worst": lambda: self.review("fits", step=0),
            "review the master sets aside": lambda: self.review("fits", step=0, aside=True),
            "review pilus": self.review_pilus,
            "review no marks": lambda: self.review("fits", marks=False),
            # Boards of the player's own
            "board editor": self.board_editor,
            "board editor with failing checks": lambda: self.board_editor(failing=True),
            "board editor shared": self.board_editor_shared,
            "board editor shared, the longest name and code": lambda: self.board_editor_shared(longest=True),
            "board shelf": self.board_shelf,
            "board shelf finding": lambda: self.board_shelf(finding=True),
            "board actions shared": self.board_actions,
            "checking a challenge": self.checking,
            "board unsaved": self.board_unsaved,
            "board unsaved, cannot be saved": lambda: self.board_unsaved(can_save=False),
            "setup fits with own boards": self.setup_own_boards,
            "high scores of a board set": self.high_scores_board_set,
            "board delete list": lambda: self.board_delete(asked=False),
            "board delete asked": self.board_delete,
            "challenge on own board": self.challenge_on_own_board,
            "title continuing a challenge": self.title_continuing_challenge,
        }

    def names(self) -> list[str]:
        return list(self.screens)

    def show(self, name: str):
        self.screens[name]()
        self.app.stack.apply_pending()

    # Helpers -----------------------------------------------------------------------------------
    def frame(self, dt: float = 1 / 60):
        self.app.step_frame((), dt)

    def clear_to(self, scene):
        self.app.stack.clear_to(scene)
        self.app.stack.apply_pending()
        return scene

    def title(self, notices: list[str] = (), told_before: list[str] = ()):
        from scenes.menus.title import TitleScene
        self.app.notices[:] = notices
        self.app.told_before[:] = told_before
        return self.clear_to(TitleScene(self.app))

    @contextmanager
    def _data_folder(self, folder: str):
        """The app keeps its data in `folder` meanwhile (what a screen state writes stays out of the app's)."""
        from game.saved.storage import Storage
        storage, self.app.storage = self.app.storage, Storage(folder)
        try:
            yield self.app.storage
        finally:
            self.app.storage = storage

    def _in_progress(self, folder: str) -> list:
        """In a data folder of its own: today's PILUS challenge against its computer, a FITS
        game and a BITS pro game for four, each begun and kept to be continued."""
        from game.saved.in_progress import InProgressFiles, wait_for_saves
        with self._data_folder(folder) as storage:
            files = InProgressFiles(storage)
            files.save(self.app.stack.make("daily_game", "pilus").on_disk, [])
            files.save(self.app.stack.make("new_game", "fits", 5).on_disk, [])
            files.save(self._ramp_scene("bits-pro", 4, seed=6).on_disk, [])
            wait_for_saves()
            return files.load_all()[0]

    def title_with_notices(self):
        """The title screen with today's PILUS challenge to continue (its long line) and what
        went wrong with two damaged files: the settings and another game in progress."""
        import tempfile
        from game.saved.in_progress import InProgressFiles
        from game.saved.storage import Settings
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder:
            for game in self._in_progress(folder):
                if not game.daily:
                    Path(game.path).unlink()
            with self._data_folder(folder) as storage:
                for name in ("settings.json", "in-progress/bits-2.json"):
                    (Path(folder) / name).write_text("{")
                problems = [Settings.load(storage)[1], *InProgressFiles(storage).load_all()[1]]
                return self.title(problems)

    def title_told_before(self):
        """The title screen at a start after the one that told of a game a newer version saved:
        the notice waits a choice away."""
        from game.saved.in_progress import InProgressFiles
        files = InProgressFiles(self.app.storage)
        files.newer = [files.folder / "fits-20261127-040000.json"]
        return self.title(told_before=[files.newer_notice()])

    def continue_list(self):
        """Continue a game: three games in progress to choose from."""
        import tempfile
        from scenes.menus.continue_game import ContinueScene
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder:
            saved = self._in_progress(folder)
        self.title()
        scene = ContinueScene(self.app, saved)
        self.app.stack.push(scene)
        return scene

    def rules_choice(self, game_id: str):
        """Rules → a game chosen: its summary beside the list (with 'About these editions')."""
        from game import games
        scene = self.menu("scenes.menus.game_choice", "GameChoiceScene", "rules")
        scene.menu.focus = games.ids().index(game_id)
        return scene

    def about_editions(self):
        from scenes.menus.game_choice import about_text
        from game.i18n import _
        return self.menu("scenes.menus.rules_screen", "TextPageScene", _("About these editions"), about_text())

    def setup_four_seats(self):
        """BITS for four: two people (the left keys and the gamepad) and two computers."""
        from game.shell.input import computer_device, pad_device
        settings = self.app.settings
        remembered = settings.last_seats
        settings.last_seats = [{"name": self.player_names[0], "device": KEYS_LEFT}, {"name": self.player_names[1], "device": pad_device(0)},
                               {"name": "Computer 1 (hard)", "device": computer_device("hard")},
                               {"name": "Computer 2 (easy)", "device": computer_device("easy")}]
        try:
            return self.menu("scenes.menus.table_setup", "TableSetupScene", "bits")
        finally:
            settings.last_seats = remembered

    def setup_computer(self, game_id: str, level: str):
        """A computer seat of `level` focused: the panel tells its solo band and how it plays."""
        from game.shell.input import computer_device
        scene = self.menu("scenes.menus.table_setup", "TableSetupScene", game_id)
        scene.add_computer()
        row = scene.rows[-1]
        scene.seat_device(row, computer_device(level))
        scene.menu.focus = scene.menu.items.index(row.device_item)
        return scene

    def setup_long_names(self, typing: bool = False):
        """FITS for three: two people with the longest names (the second being typed) and a computer."""
        from game.shell.input import computer_seat
        settings = self.app.settings
        remembered = settings.last_seats
        computer = computer_seat(1, "hard")
        settings.last_seats = [{"name": LONG_NAMES[0], "device": KEYS_LEFT}, {"name": LONG_NAMES[1], "device": KEYS_RIGHT},
                               {"name": computer.name, "device": computer.device}]
        try:
            scene = self.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
        finally:
            settings.last_seats = remembered
        if typing:
            scene.edit(scene.rows[1].field)
        return scene

    def setup_typing(self):
        """FITS for two: the first seat's name typed over its default at once, as a player types."""
        self.app.input.last_device = KEYS_LEFT  # the keyboard chose the game
        scene = self.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
        scene.add_computer()
        self.app.step_frame()  # the screen is up before the first letter
        import pygame
        for ch in self.player_names[0][:3]:
            self.app.step_frame([pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0),
                                 pygame.event.Event(pygame.TEXTINPUT, text=ch)])
        return scene

    def setup_pad_keyboard(self):
        """A gamepad alone types the first seat's name on the on-screen keyboard."""
        self.app.input.add_pad(0, "Gamepad")
        scene = self.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
        scene.seat_device(scene.rows[0], pad_device(0))
        self.app.input.last_device = pad_device(0)
        scene.edit(scene.rows[0].field)
        scene.rows[0].field.text = self.player_names[0][:2]
        self.app.step_frame()
        keyboard = self.app.stack.top
        keyboard.menu.focus = next(i for i, key in enumerate(keyboard.menu.items) if key.text.upper() == "R")
        return keyboard

    def code_keyboard(self):
        """A gamepad types a challenge code on the on-screen keyboard (its code's keys, and Shift)."""
        from scenes.shared.text_entry import CODE
        self.app.input.add_pad(0, "Gamepad")
        scene = self.menu("scenes.menus.challenge_open", "ChallengeOpenScene")
        scene.code.text = "SSC1-eJwrLk0uyczP08svSi0uzs9Ls0pMSrUyMjU"
        self.app.stack.push("name_keyboard", scene.code, lambda confirmed: None, CODE)
        self.app.step_frame()
        return self.app.stack.top

    def board_unsaved(self, can_save: bool = True):
        """Leaving the editor with changes not saved: the question (Save offered where the board passes its checks)."""
        editor = self.board_editor(failing=not can_save)
        self.app.stack.push("board_unsaved", editor)
        self.app.step_frame()
        return self.app.stack.top

    def choice_on_learn(self):
        """The game choice with "Learn to play" focused: its panel says what a tutorial is."""
        scene = self.menu("scenes.menus.game_choice", "GameChoiceScene")
        scene.menu.focus = scene.menu.items.index(scene.learn_item)
        return scene

    def settings_without_speech(self):
        """Settings on its Speech line where no speech service is installed: the line that says so."""
        scene = self.menu("scenes.menus.settings", "SettingsScene")
        self.app.speech.voice = None
        scene.menu.focus = scene.menu.items.index(scene.speech)
        return scene

    def menu(self, module: str, name: str, *args):
        import importlib
        self.title()
        scene = getattr(importlib.import_module(module), name)(self.app, *args)
        self.app.stack.push(scene)
        return scene

    def _own_boards(self) -> list:
        """Two FITS boards of the player's own in the app's data folder."""
        from game.saved.boards import BoardShelf
        shelf = BoardShelf(self.app.storage)
        for name in ("bonus-high", "pairs-low"):
            shelf.take((ROOT / "tools" / "made-up-boards" / f"{name}.tmx").read_bytes(), name)
        return [shelf.open(saved)[0] for saved in shelf.load()[0]]  # each read from its file, as a screen opens it

    def board_editor(self, failing: bool = False):
        saved = self._own_boards()[0]
        scene = self.menu("scenes.menus.board_editor", "BoardEditorScene", saved)
        scene.name.text = "Castle of Ann"
        if failing:
            scene.change_kind(1)
            scene.cycle((2, 3))
            scene.cycle((2, 3))
        scene.menu.focus = list(scene.cells).index((2, 3))
        scene._labels()
        return scene

    def board_editor_shared(self, longest: bool = False):
        """After Share (in a data folder of its own each time): the code in groups, copied, its
        file. longest: the longest name a board takes and every cell a bonus or minus field
        chosen at random (the longest code the editor makes), and no clipboard."""
        import dataclasses
        import tempfile
        from game.boards.scoring import MAX_TITLE
        from scenes.menus.board_editor import EXPORT_FOLDER
        scene = self.board_editor()
        if longest:
            scene.name.text = "W" * MAX_TITLE
            assert "fields" in scene.kind.rules  # bonus and minus fields: any number, in any cell
            rng = random.Random(45)
            scene.fields = {cell: rng.choice(scene.kind.fields) for cell in scene.cells}
            scene._labels()
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder):
            scene.saved = None  # saved anew into this folder
            scene.share()
        shared, where = scene.shared, self.app.storage.folder / EXPORT_FOLDER
        assert shared is not None, scene.said
        # The files named as in the app's own data folder; a clipboard taking the code but for the longest.
        scene.shared = dataclasses.replace(shared, path=where / shared.path.name,
                                           code_path=where / shared.code_path.name, copied=not longest)
        return scene

    def board_shelf(self, finding: bool = False):
        self._own_boards()
        scene = self.menu("scenes.menus.board_shelf", "BoardShelfScene")
        scene.on_enter()
        if finding:  # the longest a name can be, typed into Find
            scene.find.text = "Castle of Annabelle-Marie the Second"
            scene.start_finding()
            scene.menu.focus = scene.menu.items.index(scene.find_item)
        return scene

    def board_actions(self):
        """A board chosen from the list, just shared: its file and code said under its actions."""
        own = self._own_boards()[0]
        scene = self.menu("scenes.menus.board_actions", "BoardActionsScene", own)
        scene.share()
        return scene

    def checking(self):
        """A challenge being refereed off the window's thread (its check held unfinished)."""
        from concurrent.futures import Future
        from game.i18n import _
        scene = self.menu("scenes.menus.checking", "CheckingScene", _("Challenge"), Future(), lambda done: None)
        scene.seconds = 1.2
        return scene

    def board_delete(self, asked: bool = True):
        """Create → Boards → Delete a board: the boards to choose from, or the question naming one."""
        from scenes.menus.board_delete import BoardDeleteScene
        shelf = self.board_shelf()
        scene = BoardDeleteScene(self.app, shelf.boards, shelf.boards[0] if asked else None)
        self.app.stack.push(scene)
        return scene

    def setup_own_boards(self):
        self._own_boards()
        scene = self.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
        scene.boards_field.text = "2 A 4"
        scene.menu.focus = scene.menu.items.index(scene.boards_item)
        scene._refresh_labels()
        return scene

    def controls(self, table: str, waiting: str | None = None, refused: tuple | None = None):
        """Settings → Controls on a device's table: waiting for the new input of
        an action, or having refused one (nothing is changed or saved)."""
        scene = self.menu("scenes.menus.controls", "ControlsScene")
        while scene.table != table:
            scene.change_table(1)
        if waiting:
            scene.menu.focus = scene.menu.items.index(scene.action_items[list(DEFAULTS[table]).index(waiting)])
            scene.start(waiting)
        if refused:
            action, kind, code = refused
            scene.start(action)
            scene.bind((kind, code))
        return scene

    # Ramp games --------------------------------------------------------------------------------
    def _ramp_scene(self, game_id: str, players: int, seed: int):
        return self._ramp_scene_with(game_id, ramp_play.seats(self.player_names, players), seed)

    def _ramp_scene_with(self, game_id: str, seats: list, seed: int):
        from scenes.ramp.ramp_screen import RampGameScene
        return RampGameScene(self.app, game_id, seats, seed)

    def _play_until(self, scene, done):
        ramp_play.play_until(self.app, scene, done, self.rng, dt=0.05)

    def tutorial_step(self, game_id: str, number: int, device: str = KEYS_LEFT, refused: bool = False):
        """A tutorial at step `number` (from 1): the steps before it played as they ask, the
        pieces landed; refused: a move it does not want was just made."""
        from scenes.ramp.ramp_lesson import tutorial_scene
        scene = tutorial_scene(self.app, game_id, device)
        tutorial = scene.mode.tutorial
        while tutorial.number(scene.game.round_index, scene.game.step) < number:
            scene.play_action(0, tutorial.move(scene.game))
            if scene.round_over:  # the round's scores seen: on to the next round
                scene._results_open = True
                scene.on_resume()
        for view in scene.views:
            view.finish()
        if refused:
            scene.play_action(0, Skip())
        return self.clear_to(scene)

    def fits_start(self):
        """FITS for four at its start: each ramp's header shows its start piece's shape."""
        return self.clear_to(self._ramp_scene("fits", 4, seed=12))

    def ramp_mid_round(self, game_id: str, last: bool = False):
        """Four players in the second round (or the last: the most task cards, the longest
        board rules), some pieces on every board."""
        round_index = load_edition(game_id).rounds - 1 if last else 1
        key = ("mid", game_id, round_index)
        if key not in self._games:
            scene = self.clear_to(self._ramp_scene(game_id, 4, seed=12))
            self._play_until(scene, lambda: scene.round_shown == round_index
                             and scene.game.step not in ("start", 0, 1, 2, 3))
            self._games[key] = scene
        return self.clear_to(self._games[key])

    def racing(self, game_id: str):
        """A solo game in its second round racing a replay of the same deal (the ghost
        beside the ramp, its gap after round 1), the longest names on both."""
        key = ("race", game_id)
        if key not in self._games:
            from game.ghost.sources import refereed_ghost
            from scenes.ramp.ramp_screen import RampGameScene
            replay, __ = ramp_play.solo_bot_game(game_id, self.player_names[1], 12, "easy")
            ghost = refereed_ghost(replay, game_id, replay.deal, None, "file")
            scene = self.clear_to(RampGameScene(self.app, game_id, [Seat(self.player_names[0], KEYS_LEFT)], 12,
                                                ghost=ghost))
            self._play_until(scene, lambda: scene.round_shown == 1 and scene.game.step not in ("start", 0, 1, 2))
            self._games[key] = scene
        return self.clear_to(self._games[key])

    def race_chart(self):
        """After a race: the lead card by card over a whole solo FITS compact game."""
        from game.ghost.race import CardByCard, lead_by_card
        from scenes.ramp.race_chart import RaceChartScene
        if "race chart" not in self._games:
            mine, __ = ramp_play.solo_bot_game("fits-mini", self.player_names[0], 5, "easy")
            theirs, __ = ramp_play.solo_bot_game("fits-mini", self.player_names[1], 5, "hard")
            games = []
            for replay in (mine, theirs):
                state = replay.new_state()
                game = CardByCard(state.edition, state.deal)
                for __, action in replay.moves:
                    game.play(action)
                games.append(game)
            self._games["race chart"] = (lead_by_card(*games), [g.game.scores()[0] for g in games])
        points, totals = self._games["race chart"]
        return self.clear_to(RaceChartScene(self.app, points, self.player_names[:2], totals, ""))

    def ramp_hint(self, game_id: str):
        """A solo practice game in its second round, the master's hint on the ramp and its reason below."""
        from scenes.ramp.ramp_screen import RampGameScene
        key = ("hint", game_id)
        if key not in self._games:
            scene = self.clear_to(RampGameScene(self.app, game_id, [Seat(self.player_names[0], KEYS_LEFT)], 12,
                                                practice=True))
            self._play_until(scene, lambda: scene.round_shown == 1 and scene.game.step not in ("start", 0, 1, 2))
            for __ in range(MAX_FRAMES):  # the last card landed: a hint is asked of a board at rest
                if not any(view.busy for view in scene.views):
                    break
                self.frame()
            self._games[key] = scene
        scene = self.clear_to(self._games[key])
        scene.ask_hint(0)
        self._wait_for_hint(scene)
        return scene

    def _wait_for_hint(self, scene):
        for __ in range(MAX_FRAMES):
            if scene.hints.shown is not None:
                return
            if scene.hints.thinking:
                scene.hints._request.result()  # the master thinks in wall time: the frames wait for it
            self.frame()
        raise RuntimeError("no hint came")

    REVIEWED_MOVES = 6  # the start piece and the first cards of a solo game: quick to weigh
    # The reviews below are the slowest states to make (the master weighs each decision): each
    # is weighed once per test run and shared (reviewed()).

    def _reviewed(self, game_id: str):
        """A solo game's first moves by an easy computer, and the coach's decisions on them (weighed once)."""
        key = ("review", game_id)
        if key not in self._games:
            replay, __ = solo_game(game_id, self.player_names[0], 100, "easy")
            replay.moves = replay.moves[:self.REVIEWED_MOVES]
            self._games[key] = (replay, reviewed(replay, f"{game_id} {self.player_names[0]!r} 100 easy "
                                                         f"{self.REVIEWED_MOVES}"))
        return self._games[key]

    def review(self, game_id: str, step: int = 1, marks: bool = True, aside: bool = False):
        """The review stepping through its decisions (`step`: the one shown, from 0); marks False:
        a game without a marked decision; aside: the master would have set the worst one's piece
        aside, at a cost of 6.3 points (its tag over the hover lane, the longest loss line)."""
        import dataclasses
        from scenes.coach.review_screen import ReviewScene
        replay, decisions = self._reviewed(game_id)
        scene = ReviewScene(self.app, replay)
        scene.weighing.decisions = list(decisions) if marks else []
        if aside:
            scene.weighing.decisions[0] = dataclasses.replace(decisions[0], better=Skip(), loss=6.3)
        scene.index = min(step, len(scene.weighing.decisions) - 1) if marks else 0
        return self.clear_to(scene)

    def review_pilus(self):
        """The review of a PILUS game's first turns (the example replay's), on its second decision."""
        from game.replay import load_replay
        from scenes.coach.review_screen import ReviewScene
        if "review pilus" not in self._games:
            replay = load_replay(ROOT / "replays" / "examples" / "pilus-2p.json")
            replay.moves = replay.moves[:self.REVIEWED_MOVES]
            self._games["review pilus"] = (replay, reviewed(replay, f"pilus-2p.json {self.REVIEWED_MOVES}"))
        replay, decisions = self._games["review pilus"]
        scene = ReviewScene(self.app, replay)
        scene.weighing.decisions = list(decisions)
        scene.index = min(1, len(decisions) - 1)
        return self.clear_to(scene)

    def review_weighing(self):
        """The review under way: its progress, the way out."""
        from scenes.coach.review_screen import ReviewScene
        replay, __ = self._reviewed("fits")
        scene = ReviewScene(self.app, replay)
        scene.weighing.start = lambda: None  # a picture of it halfway, weighing nothing
        scene.weighing.done, scene.weighing.total = 5, 12
        return self.clear_to(scene)

    def fits_set_aside(self):
        """FITS for four mid-round, with pieces in every tray (one, two, three and five)."""
        scene = self.ramp_mid_round("fits")
        pieces = list(scene.edition.build)
        for player, count in enumerate((1, 2, 3, 5)):
            scene.set_aside[player] = pieces[player * 5:player * 5 + count]
        return scene

    def fits_refused(self):
        """FITS for four mid-round, two moves refused: a piece that does not fit its column,
        and one that fits nowhere (the way on: set it aside)."""
        from game.message_keys import keyed
        scene = self.ramp_mid_round("fits")
        scene.messages[0] = (keyed("ramp.refused.no_fit"), 60.0)
        scene.messages[1] = (scene.fits_nowhere(1), 60.0)
        return scene

    def round_details(self):
        """A cell of the score table opened: the second player's board of round 2 and its lines."""
        from scenes.ramp.round_details import RoundDetailsScene
        results = self.round_scoring()
        self.clear_to(results)
        details = RoundDetailsScene(self.app, results.game, [seat.name for seat in results.seats], 1, 1)
        details.breakdown.focus = (0, 0)
        self.app.stack.push(details)
        return details

    def round_scoring(self, table: bool = False, focus: tuple[int, int] | None = None):
        """BITS with three players at the end of round 2, scoring step by step (or the table)."""
        from scenes.ramp.round_results import RoundResultsScene
        if "scoring" not in self._games:
            scene = self.clear_to(self._ramp_scene("bits", 3, seed=11))
            self._play_until(scene, lambda: scene.round_shown == 1 and isinstance(self.app.stack.top,
                                                                                  RoundResultsScene))
            self._games["scoring"] = (scene, self.app.stack.top)
        scene, results = self._games["scoring"]
        self.clear_to(scene)
        fresh = RoundResultsScene(self.app, scene.game, scene.views, scene.seats, results.round_index)
        sequence = fresh.sequence
        step = next((i for i in range(max(map(len, sequence.lines))) for lines in sequence.lines
                     if i < len(lines) and lines[i].rule == "task"), 0)  # a task card scoring on a board
        sequence.time = (step + 0.3) * sequence.step_time
        if table:
            fresh.confirm()  # every line shown at once, then the table
        if focus is not None:  # every line counted, one of them focused
            sequence.skip()
            fresh.breakdown.focus = focus
        self.app.stack.push(fresh)
        return fresh

    def round_scoring_four(self):
        """BITS pro's third round scored for four over the last round's boards: the narrowest
        headers, each saying the task card line its board scores."""
        from scenes.ramp.round_results import RoundResultsScene
        scene = self.ramp_mid_round("bits-pro", last=True)
        results = RoundResultsScene(self.app, scene.game, scene.views, scene.seats, scene.round_shown - 1)
        sequence = results.sequence
        sequence.time = (max(map(len, sequence.lines)) - 0.7) * sequence.step_time  # the last lines: task cards
        self.app.stack.push(results)
        return results

    def results(self):
        """A solo FITS compact game at its end: winner line and rating."""
        from scenes.ramp.final_results import FinalResultsScene
        if "final" not in self._games:
            scene = self.clear_to(self._ramp_scene("fits-mini", 1, seed=3))
            self._play_until(scene, lambda: isinstance(self.app.stack.top, FinalResultsScene))
            self._games["final"] = scene
        scene = self._games["final"]
        return self.clear_to(FinalResultsScene(self.app, scene.game_id, scene.game, scene.seats,
                                               replay=scene.replay()))

    def results_played_like(self):
        """A solo FITS game played as the hard computer plays: the results name that level."""
        from scenes.ramp.final_results import FinalResultsScene
        if "fits hard" not in self._games:
            self._games["fits hard"] = solo_game("fits", self.player_names[0], 100, "hard")
        replay, state = self._games["fits hard"]
        return self.clear_to(FinalResultsScene(self.app, "fits", state, [Seat(self.player_names[0], KEYS_LEFT)],
                                               replay=replay))
    def solo_results(self, game_id: str):
        """A solo game by the easy computer's moves at its end: BITS names each round's task cards
        and what they scored; BITS pro, which has no rating, says why."""
        from scenes.ramp.final_results import FinalResultsScene
        key = ("solo", game_id)
        if key not in self._games:
            self._games[key] = ramp_play.solo_bot_game(game_id, self.player_names[0], 100, "easy")
        replay, state = self._games[key]
        return self.clear_to(FinalResultsScene(self.app, game_id, state, [Seat(self.player_names[0], KEYS_LEFT)],
                                               replay=replay))

    def _challenge(self):
        """Benedikt's FITS game on deal 100 (the normal level's moves), as a challenge."""
        from game.saved.challenges import Challenge
        if "challenger" not in self._games:
            self._games["challenger"] = solo_game("fits", self.player_names[1], 100, "normal")
        replay, state = self._games["challenger"]
        return Challenge(replay, state.scores()[0])

    def challenge_on_own_board(self):
        """A challenge on printed board 2, then a board of the challenger's own: named, not coded."""
        from game.boards.board_text import share_code
        from game.saved.challenges import Challenge
        from scenes.menus.challenge import ChallengeScene
        own = next(saved for saved in self._own_boards() if saved.game_id == "fits")
        if "own board" not in self._games:
            boards = (2, share_code("fits", own.board))
            self._games["own board"] = solo_game("fits", self.player_names[1], 100, "normal", boards)
        replay, state = self._games["own board"]
        self.title()
        return self.clear_to(ChallengeScene(self.app, Challenge(replay, state.scores()[0])))

    def title_continuing_challenge(self):
        """The title screen offering to continue a game on a friend's challenge."""
        import tempfile
        from game.saved.in_progress import InProgressFiles, wait_for_saves
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder) as storage:
            scene = self.app.stack.make("ramp_game", "fits", [Seat(self.player_names[0], KEYS_LEFT)], 100,
                                        challenge=self._challenge())
            InProgressFiles(storage).save(scene.on_disk, [])
            wait_for_saves()
            return self.title()

    def challenge(self):
        """A challenge opened: who, which game, the score to beat."""
        from scenes.menus.challenge import ChallengeScene
        self.title()
        return self.clear_to(ChallengeScene(self.app, self._challenge()))

    def challenge_refused(self):
        """A challenge whose score was edited: the one line that refuses it."""
        from game.i18n import _
        from game.saved.challenges import ChallengeError, refereed
        challenge = self._challenge()
        try:
            refereed(challenge.replay, challenge.score + 8)
        except ChallengeError as err:
            return self.menu("scenes.menus.rules_screen", "TextPageScene", _("Challenge"), err.in_words())
        raise AssertionError("an edited score was taken")

    def challenge_results(self, master: bool = False):
        """Annemarie's game on Benedikt's challenge: both players' rounds and totals, kept
        (in a data folder of its own) so that the results offer a challenge of their own."""
        import tempfile
        from scenes.ramp.final_results import FinalResultsScene
        from scenes.shared.finished_game import keep_finished_game
        if "answer" not in self._games:
            self._games["answer"] = solo_game("fits", self.player_names[0], 100, "easy")
        replay, state = self._games["answer"]
        seats = [Seat(self.player_names[0], KEYS_LEFT)]
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder):
            kept = keep_finished_game(self.app, replay, state, seats)
        results = self.clear_to(FinalResultsScene(self.app, "fits", state, seats, kept=kept, replay=replay,
                                                  challenge=self._challenge()))
        if master:  # asked, and still working it out
            results.target = _Working()
        return results

    def challenge_written(self):
        """The page after Challenge a friend: where the file went, and its code."""
        import tempfile
        from scenes.menus.challenge import write_and_show
        self.title()
        challenge = self._challenge()
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder):
            write_and_show(self.app, challenge.replay, challenge.score)
            self.app.step_frame((), 0)
        return self.app.stack.top

    def daily_results(self):
        """Today's FITS challenge at its end, kept for the first time (in a data folder of its
        own each time): four rounds, the rating, the high score, the attempt, the share line."""
        import tempfile
        from scenes.ramp.final_results import FinalResultsScene
        from scenes.shared.finished_game import keep_finished_game
        if "fits daily" not in self._games:
            self._games["fits daily"] = solo_game("fits", self.player_names[0], 100, "easy")
        replay, state = self._games["fits daily"]
        seats = [Seat(self.player_names[0], KEYS_LEFT)]
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder):
            kept = keep_finished_game(self.app, replay, state, seats, utc_today())
        return self.clear_to(FinalResultsScene(self.app, "fits", state, seats, kept=kept, daily=utc_today(),
                                               replay=replay))

    def daily_worse_try(self):
        """Today's FITS compact challenge tried three times (in a data folder of its own each
        time): 2 counted, 6, then 1, the third on screen: practice, and no best."""
        import tempfile
        from game.replay import load_replay
        from game.saved.highscores import Entry
        from scenes.ramp.final_results import FinalResultsScene
        from scenes.shared.finished_game import keep_finished_game
        replay = load_replay(ROOT / "replays" / "examples" / "fits-mini-solo.json")  # scores 1
        state = replay.play()
        seats = [Seat(self.player_names[0], KEYS_LEFT)]
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder) as storage:
            challenges, __ = DailyChallenges.load(storage)
            table, __ = HighScores.load(storage)
            for score in (2, 6):
                challenges.record_attempt("fits-mini", utc_today(), score)
                table.add("fits-mini", Entry(self.player_names[0], score, None, f"{utc_today()}T10:00:00", 1, None))
            kept = keep_finished_game(self.app, replay, state, seats, utc_today())
        return self.clear_to(FinalResultsScene(self.app, "fits-mini", state, seats, kept=kept, daily=utc_today(),
                                               replay=replay))

    def pause(self):
        from scenes.menus.pause import PauseScene
        self.ramp_mid_round("fits")
        pause = PauseScene(self.app, on_restart=lambda: None, game_id="fits")
        self.app.stack.push(pause)
        return pause

    def pilus_pause(self, players: int = 2):
        """PILUS paused because a gamepad was unplugged: the message and every person's controls
        (two: the mouse and the right keys; three and four add the left keys and a gamepad)."""
        from scenes.menus.pause import PauseScene
        scene = self.pilus_mid_game() if players == 2 else self.clear_to(self._pilus_scene(players))
        pause = PauseScene(self.app, on_restart=lambda: None, game_id="pilus", on_abandon=lambda: None,
                           message=scene.waiting_message(players - 1),
                           controls=scene.pause_controls())
        self.app.stack.push(pause)
        return pause

    def pilus_unknown_controls(self):
        """PILUS resumed with the first seat's saved controls unknown to this version: the pause
        says so, how the seat is taken, and offers it to the free mouse."""
        from game.shell.input.seats import MISSING
        from scenes.menus.pause import PauseScene
        from scenes.pilus.pilus_screen import PilusGameScene
        seats = [Seat(self.player_names[0], MISSING), Seat(self.player_names[1], KEYS_RIGHT)]
        scene = self.clear_to(PilusGameScene(self.app, "pilus", seats, PILUS_SEED,
                                             position=self._pilus_position()[2].clone()))
        pause = PauseScene(self.app, on_restart=lambda: None, game_id="pilus", on_abandon=lambda: None,
                           message=scene.waiting_message(0), controls=scene.pause_controls(), waiting_seat=0)
        self.app.stack.push(pause)
        return pause

    def ramp_unknown_controls(self, game_id: str):
        """A ramp game for two resumed with the second seat's saved controls unknown: it waits, saying how to go on."""
        from game.shell.input.seats import MISSING
        first, second = ramp_play.seats(self.player_names, 2)
        return self.clear_to(self._ramp_scene_with(game_id, [first, Seat(second.name, MISSING)], seed=5))

    # PILUS -------------------------------------------------------------------------------------
    def _pilus_position(self, players: int = 2):
        """A PILUS game for `players` played greedily past its opening, to the first player's turn:
        (tileset, deal, game, moves)."""
        if players not in self._pilus:
            from game.content.pilus import load_tileset
            from game.rules.pilus_deal import deal_from_seed
            from game.rules.pilus_game import PilusGame
            from tools.pilus_screenshots import greedy
            tileset = load_tileset()
            deal = deal_from_seed(tileset, players, PILUS_SEED)
            game = PilusGame(tileset, players, deal)
            moves = []
            while len(game.table.laid()) <= PILUS_MID_GAME or game.current_player != 0:
                action = greedy(game, game.current_player)
                moves.append((game.current_player, action))
                game.apply_action(game.current_player, action)
            self._pilus[players] = (tileset, deal, game, moves)
        return self._pilus[players]

    def _pilus_scene(self, players: int = 2):
        from game.shell.input import pad_device
        from scenes.pilus.pilus_screen import PilusGameScene
        game = self._pilus_position(players)[2]
        devices = {2: (MOUSE, KEYS_RIGHT), 3: (MOUSE, KEYS_RIGHT, pad_device(0)),
                   4: (MOUSE, KEYS_RIGHT, KEYS_LEFT, pad_device(0))}[players]
        seats = [Seat(name, device) for name, device in zip(self.player_names, devices)]
        return PilusGameScene(self.app, "pilus", seats, PILUS_SEED, position=game.clone())

    def pilus_tutorial(self, stage: str, device: str = KEYS_RIGHT, wrong: bool = False):
        """The PILUS tutorial at `stage` (tutorial_stages), the first player at `device`; wrong: the tile
        in hand laid where it is held, off the outline, and turned down."""
        from scenes.pilus.pilus_lesson import tutorial_scene
        scene = self.clear_to(tutorial_scene(self.app, seat=Seat(self.player_names[0], device)))
        number, __, phase = stage.partition(" ")
        at = int(number) - 1
        for __ in range(MAX_FRAMES):
            may_act = scene.turn_open and not scene.busy and scene.game.current_player == 0 and scene.camera.settled
            if may_act and scene.mode.at == at:
                break
            if may_act and scene.mode.at < at:
                take_tutorial_step(scene)
            self.frame(0.1)
        if phase == "pawn":
            take_tutorial_step(scene, pawn=False)
        if wrong:
            scene._take_spot(0)
        self.frame()
        return scene

    def pilus_tutorial_end(self):
        from scenes.pilus.pilus_lesson import PilusTutorialEndScene
        return self.clear_to(PilusTutorialEndScene(self.app, Seat(self.player_names[0], KEYS_RIGHT)))

    def pilus_curtain(self):
        return self.clear_to(self._pilus_scene())

    def pilus_mid_game(self):
        """Annemarie (the mouse) holds a tile over the table, mid-game."""
        if "pilus" not in self._games:
            scene = self._pilus_turn()
            self._hold_highest(scene)
            self._games["pilus"] = scene
        return self.clear_to(self._games["pilus"])

    def pilus_grown_table(self):
        """A table grown to a stack of level 5, the computer's points just shown on it, the whole table in view."""
        from scenes.pilus.pilus_screen import PilusGameScene
        from game.rules.pilus_scoring import ScoredRegion
        from tools.pilus_screenshots import grown_game
        from game.shell.input import computer_seat
        if "pilus grown" not in self._games:
            self._games["pilus grown"] = grown_game()
        # Made anew each time: the computer's seat is named in the language of the moment.
        seats = [Seat(self.player_names[0], MOUSE), computer_seat(1, "easy")]  # one person: no curtain
        scene = self.clear_to(PilusGameScene(self.app, "pilus", seats, PILUS_SEED,
                                             position=self._games["pilus grown"].clone()))
        self.frame()
        scene.recentre()
        for __ in range(200):
            if scene.camera.settled and not scene.busy:
                break
            self.frame(0.1)
        laid = scene.view.tiles[-1]
        scene.view.show_scoring([ScoredRegion("R", frozenset(laid.visible), 4, None)])
        return scene

    def pilus_pawn_step(self):
        """Annemarie has taken the spot where her tile lies highest: move her pawn, or leave it?"""
        if "pilus pawn" not in self._games:
            from tools.pilus_screenshots import highest
            scene = self._pilus_turn()
            best, choice = highest(scene.game, 0), scene.choice
            choice.select(choice.hand.index(best.tile))
            choice.rotations[best.tile], (choice.x, choice.y) = best.rotation, (best.x, best.y)
            scene._take_spot(0)  # as a click on the held tile does
            assert choice.choosing_pawn, "no pawn step at the highest spot"
            self._games["pilus pawn"] = scene
        return self.clear_to(self._games["pilus pawn"])

    def pilus_hint(self):
        """Annemarie (the mouse) against a computer, mid-game: the master's tile and pawn on the table."""
        from game.saved.in_progress import GameInProgress
        from game.shell.input import computer_device
        from scenes.pilus.pilus_screen import PilusGameScene
        __, deal, __, moves = self._pilus_position(2)
        seats = (Seat(self.player_names[0], MOUSE), Seat(self.player_names[1], computer_device("normal")))
        saved = GameInProgress("pilus", seats, PILUS_SEED, deal, tuple(moves))
        scene = self.clear_to(PilusGameScene(self.app, "pilus", seats, saved=saved))
        for __ in range(200):
            if scene.turn_open and not scene.busy and scene.camera.settled:
                break
            self.frame(0.1)
        scene.ask_hint(0)
        self._wait_for_hint(scene)
        for __ in range(200):  # the view glides to the hint's spot
            if scene.camera.settled:
                break
            self.frame(0.1)
        return scene

    def _pilus_turn(self):
        """The mid-game position with Annemarie in control (the curtain clicked away), settled."""
        import pygame
        scene = self.clear_to(self._pilus_scene())
        self.frame()
        centre = scene.layout.table.center
        self.app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
        for __ in range(200):
            if scene.turn_open and not scene.busy and scene.camera.settled:
                break
            self.frame(0.1)
        return scene

    def _hold_highest(self, scene):
        """Annemarie holds the tile that would lie highest over its spot: a legal preview."""
        import pygame
        from tools.pilus_screenshots import highest

        def click(pos, button=1):
            self.app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])

        best, choice = highest(scene.game, 0), scene.choice
        if choice.hand[choice.index] != best.tile:
            click(scene.layout.slots[choice.hand.index(best.tile)].center)
        for __ in range(4):
            if choice.rotation == best.rotation:
                break
            click(scene.layout.table.center, pygame.BUTTON_RIGHT)
        pos = tuple(map(round, scene.camera.world_to_screen(best.x + 1, best.y + 1)))
        self.app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])

    def _pilus_end(self, seats):
        """The PILUS game of _pilus_position played to its end: (game, replay, view)."""
        from game.replay import Replay
        from sprites.pilus_table_view import TableView
        from tools.pilus_screenshots import greedy
        tileset, deal, game, moves = self._pilus_position()
        game, moves = game.clone(), list(moves)
        while not game.is_terminal():
            action = greedy(game, game.current_player)
            moves.append((game.current_player, action))
            game.apply_action(game.current_player, action)
        view = TableView(game.tileset, game.pawns)
        view.sync(game)
        view.sync_pawns(game)
        return game, Replay("pilus", tuple(seat.name for seat in seats), PILUS_SEED, deal, tuple(moves)), view

    def pilus_results(self):
        from scenes.pilus.pilus_results import PilusResultsScene
        seats = [Seat(self.player_names[0], MOUSE), Seat(self.player_names[1], KEYS_RIGHT)]
        game, replay, view = self._pilus_end(seats)
        return self.clear_to(PilusResultsScene(self.app, game, seats, replay, view, play_again=lambda: None))

    def pilus_daily_results(self):
        """Today's PILUS daily challenge finished against its computer: the first attempt,
        kept in a data folder of its own each time (so it counts, said in today's language)."""
        import tempfile
        from game.saved.daily import daily_seats
        from scenes.shared.finished_game import keep_finished_game
        from scenes.pilus.pilus_results import PilusResultsScene
        seats = daily_seats("pilus", Seat(self.player_names[0], KEYS_LEFT))
        if "pilus daily" not in self._games:
            self._games["pilus daily"] = self._pilus_end(seats)
        game, replay, view = self._games["pilus daily"]
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, self._data_folder(folder):
            kept = keep_finished_game(self.app, replay, game, seats, utc_today())
        return self.clear_to(PilusResultsScene(self.app, game, seats, replay, view, play_again=lambda: None,
                                               kept=kept))

    # Score chasing and replays -----------------------------------------------------------------
    def _seed_scores(self):
        """Eight solo FITS games in the table, today's FITS challenge played twice and PILUS's once."""
        if self._seeded:
            return
        scores = HighScores(self.app.storage)
        start = datetime(2025, 5, 1, 18, 30, tzinfo=timezone.utc)
        for day, name in enumerate(self.player_names):
            replay, state = solo_game("fits", name, 100 + day, ("easy", "normal")[day % 2])
            scores.record_game(replay, state, now=start + timedelta(days=3 * day, minutes=day))
        challenges, __ = DailyChallenges.load(self.app.storage)
        for score in (17, 21):
            challenges.record_attempt("fits", utc_today(), score)
        challenges.record_attempt("pilus", utc_today(), 58, "won")
        self.app.settings.last_seats = [{"name": self.player_names[0], "device": KEYS_LEFT}]
        self._seeded = True

    def high_scores(self):
        self._seed_scores()
        return self.menu("scenes.menus.high_scores", "HighScoresScene")

    def high_scores_board_set(self):
        """FITS's table of one board set played: printed board 2 and a board of the player's own."""
        from datetime import datetime, timezone
        from game.boards.board_text import share_code
        from game.saved.highscores import Entry, HighScores, board_set_words, table_key
        own = self._own_boards()[0]
        order = (2, share_code(own.game_id, own.board))
        scores, __ = HighScores.load(self.app.storage)
        for name, score in (("Ann", 19), ("Ben", 14)):
            if all(entry.name != name for entry in scores.table(table_key("fits", order))):
                scores.enter(table_key("fits", order), Entry(name, score, None, datetime(2026, 11, 28, tzinfo=timezone.utc)
                                                             .isoformat(), 7, None), board_set_words(order))
        scene = self.menu("scenes.menus.high_scores", "HighScoresScene", "fits")
        scene.on_enter()
        scene.change_game(1)
        return scene

    def daily_challenge(self):
        self._seed_scores()
        return self.menu("scenes.menus.daily_challenge", "DailyChallengeScene")

    def daily_challenge_pilus(self):
        """The daily challenge screen on PILUS, played today: its opponent, result and share line."""
        self._seed_scores()
        scene = self.menu("scenes.menus.daily_challenge", "DailyChallengeScene")
        scene.menu.focus = scene.game_items.index(scene.game_items[-1])
        return scene

    def replay_viewer(self):
        from scenes.ramp.replay_viewer import ReplayViewerScene
        if "viewer" not in self._games:
            viewer = self.clear_to(ReplayViewerScene(self.app, ROOT / "replays" / "examples" / "bits-solo.json"))
            for __ in range(MAX_FRAMES):
                if viewer.index >= 14 and not any(view.busy for view in viewer.views):
                    break
                self.frame()
            self._games["viewer"] = viewer
        return self.clear_to(self._games["viewer"])

    def replay_viewer_four(self, between_rounds: bool = False, at_end: bool = False):
        """A seeded random BITS pro game for four watched in the viewer: mid-round in the second
        round, at the first round's end (its boards held up, each header with the round's
        points), or at the replay's end (the score table for four)."""
        from scenes.ramp.replay_viewer import ReplayViewerScene
        from tools.make_example_replays import play_random
        key = ("viewer four", between_rounds, at_end)
        if key not in self._games:
            viewer = self.clear_to(ReplayViewerScene(self.app, play_random("bits-pro", list(self.player_names), 2026)))
            if between_rounds or at_end:  # watched at the fastest speed, as a player would, then back to 1x
                self._watch_fast(viewer, lambda: viewer.finished if at_end else viewer.holding)
            else:
                self._watch(viewer, lambda: viewer.holding)
                self._watch(viewer, lambda: viewer.round_shown == 1)
                round_start = viewer.index
                self._watch(viewer, lambda: viewer.index >= round_start + 6)
            self._games[key] = viewer
        return self.clear_to(self._games[key])

    def _watch_fast(self, viewer, done):
        """_watch at the viewer's fastest speed (its key 4), then its speed key 1 again."""
        import pygame
        viewer.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, mod=0, unicode="4"))
        self._watch(viewer, done)
        viewer.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))

    def _watch(self, viewer, done):
        """The replay plays on until done() and every piece has landed."""
        for __ in range(MAX_FRAMES):
            if done() and not any(view.busy for view in viewer.views):
                return
            self.frame(0.05)
        raise AssertionError("the replay never got there")

    def damaged_replay(self):
        """A replay file that cannot be read, opened from the high scores: what the viewer says."""
        import tempfile
        from scenes.ramp.replay_viewer import open_replay
        self.high_scores()
        with tempfile.TemporaryDirectory(prefix="screen-states-") as folder:
            path = Path(folder) / "fits-2025-05-01-damaged.json"
            path.write_text('{"format": 1, "game": "fits", "moves": [')
            scene = open_replay(self.app, path)
        self.app.stack.push(scene)
        return scene

    def pilus_replay(self):
        from scenes.ramp.replay_viewer import open_replay
        if "pilus replay" not in self._games:
            scene = self.clear_to(open_replay(self.app, ROOT / "replays" / "examples" / "pilus-2p.json"))
            for __ in range(MAX_FRAMES):
                if len(scene.moves) >= 12 and not scene.busy and scene.camera.settled:
                    break
                self.frame(0.05)
            self._games["pilus replay"] = scene
        return self.clear_to(self._games["pilus replay"])
