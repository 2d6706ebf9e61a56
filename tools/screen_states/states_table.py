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
from functools import partial

from game.content.tutorials import load_tutorial
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, pad_device
from game.shell.input.bindings import KEY, PAD, PAD_BUTTON
from tools import ramp_play
from tools.screen_states.shared_results import kept
from tools.screen_states.states_shared import GAMES, NAMES, RAMP_GAMES, TUTORIALS, tutorial_stages
from tools.screen_states.states_menus import (about_editions, board_actions, board_code_page, board_delete, board_editor, board_editor_shared, board_shelf, board_unsaved, checking, choice_on_learn, code_keyboard, continue_list, controls, settings_without_speech, daily_challenge, daily_challenge_pilus, damaged_replay, high_scores, high_scores_board_set, pause, rules_choice, setup_computer, setup_four_seats, setup_long_names, setup_own_boards, setup_pad_keyboard, setup_typing, title, title_told_before, title_with_notices)
from tools.screen_states.states_ramp import (fits_refused, fits_set_aside, fits_start, race_chart, racing, ramp_hint, ramp_mid_round, ramp_unknown_controls, replay_viewer, replay_viewer_four, results, results_played_like, round_details, round_scoring, round_scoring_four, solo_results, tutorial_step)
from tools.screen_states.states_results import (challenge, challenge_on_own_board, challenge_refused, challenge_results, challenge_written, daily_results, daily_worse_try, title_continuing_challenge)
from tools.screen_states.states_pilus import (pilus_curtain, pilus_daily_results, pilus_grown_table, pilus_hint, pilus_mid_game, pilus_pause, pilus_pawn_step, pilus_replay, pilus_results, pilus_tutorial, pilus_tutorial_end, pilus_unknown_controls)
from tools.screen_states.states_coach import review, review_pilus, review_weighing


def screen_names() -> list[str]:
    """The names of the screen states, in their order (to parametrize tests by screen)."""
    return ScreenStates(None).names()


class ScreenStates:
    def __init__(self, app, names: tuple[str, ...] = NAMES):
        """names: the four players' names the games and results are played with; app None:
        states only to list their names (screen_names)."""
        self.app = app
        self.player_names = names
        if app is not None:
            app.input.add_pad(0, "Gamepad")  # the fourth seat's pad is plugged in
        self.rng = random.Random(4)
        self.games = {}
        self.pilus_games = {}
        self.tutorials = {}  # what stepping the PILUS tutorial was under -> where it got (states_pilus)
        self.seeded = False
        self.made_anew = {}  # state -> the game scene it made at its last show (clear_to_anew)
        self.screens = {
            "title": partial(title, self),
            "title with notices": partial(title_with_notices, self),
            "title with a notice told before": partial(title_told_before, self),
            "continue": partial(continue_list, self),
            "game choice": lambda: self.menu("scenes.menus.game_choice", "GameChoiceScene", "play"),
            **{f"rules choice {g}": (lambda g=g: rules_choice(self, g)) for g in GAMES},
            "about editions": partial(about_editions, self),
            **{f"setup {g}": (lambda g=g: self.menu("scenes.menus.table_setup", "TableSetupScene", g)) for g in GAMES},
            "setup four seats": partial(setup_four_seats, self),
            # The longest lines: a ramp level with a band of two bounds, PILUS's hard.
            **{f"setup {g} {level} computer": (lambda g=g, level=level: setup_computer(self, g, level))
               for g, level in zip(GAMES, ("easy", "easy", "easy", "hard", "hard"))},
            "setup long names": partial(setup_long_names, self),
            "setup typing a long name": lambda: setup_long_names(self, typing=True),
            "setup typing a name": partial(setup_typing, self),
            "setup pad keyboard": partial(setup_pad_keyboard, self),
            "challenge code keyboard": partial(code_keyboard, self),
            "fits start": partial(fits_start, self),
            **{f"{g} mid-round": (lambda g=g: ramp_mid_round(self, g)) for g in RAMP_GAMES},
            **{f"{g} last round": (lambda g=g: ramp_mid_round(self, g, last=True)) for g in RAMP_GAMES},
            **{f"{g} racing a ghost": (lambda g=g: racing(self, g)) for g in ("fits", "bits")},
            "race chart": partial(race_chart, self),
            "fits refused": partial(fits_refused, self),
            "fits set aside": partial(fits_set_aside, self),
            "pilus mid-game": partial(pilus_mid_game, self),
            "pilus grown table": partial(pilus_grown_table, self),
            "pilus pawn step": partial(pilus_pawn_step, self),
            "pilus curtain": partial(pilus_curtain, self),
            **{f"pilus tutorial {stage}": (lambda stage=stage: pilus_tutorial(self, stage)) for stage in tutorial_stages()},
            "pilus tutorial refused": lambda: pilus_tutorial(self, tutorial_stages()[1], wrong=True),
            "pilus tutorial mouse": lambda: pilus_tutorial(self, tutorial_stages()[1], device=MOUSE),
            "pilus tutorial gamepad": lambda: pilus_tutorial(self, tutorial_stages()[2], device="pad:0"),
            "pilus tutorial end": partial(pilus_tutorial_end, self),
            "round scoring": partial(round_scoring, self),
            "round scoring table": lambda: round_scoring(self, table=True),
            "round scoring breakdown": lambda: round_scoring(self, focus=(1, 0)),
            "round details": partial(round_details, self),
            "round scoring four players": partial(round_scoring_four, self),
            "results": partial(results, self),
            "challenge results": partial(challenge_results, self),
            "challenge results master asked": lambda: challenge_results(self, master=True),
            "challenge": partial(challenge, self),
            "challenge refused": partial(challenge_refused, self),
            "challenge open": lambda: self.menu("scenes.menus.challenge_open", "ChallengeOpenScene"),
            "challenge written": partial(challenge_written, self),
            "daily results": partial(daily_results, self),
            "daily results, a worse practice try": partial(daily_worse_try, self),
            "results played like": partial(results_played_like, self),
            **{f"{g} solo results": (lambda g=g: solo_results(self, g)) for g in ("bits", "bits-pro")},
            "pilus results": partial(pilus_results, self),
            "pilus daily results": partial(pilus_daily_results, self),
            "pause": partial(pause, self),
            "pause asking to restart": lambda: pause(self).ask_restart(),
            "pilus pause": partial(pilus_pause, self),
            "pilus pause three players": lambda: pilus_pause(self, 3),
            "pilus pause four players": lambda: pilus_pause(self, 4),
            "pilus pause for unknown controls": partial(pilus_unknown_controls, self),
            **{f"{g} waiting for unknown controls": (lambda g=g: ramp_unknown_controls(self, g)) for g in ("fits", "bits")},
            **{f"rules {g}": (lambda g=g: self.menu("scenes.menus.rules_screen", "RulesScene", g)) for g in GAMES},
            "settings": lambda: self.menu("scenes.menus.settings", "SettingsScene"),
            "settings without a speech service": partial(settings_without_speech, self),
            "controls waiting": lambda: controls(self, KEYS_LEFT, waiting="skip"),
            "controls refused": lambda: controls(self, KEYS_RIGHT, refused=("drop", KEY, ord("a"))),
            "controls mouse": lambda: controls(self, MOUSE, waiting="pilus_back"),
            "controls gamepads": lambda: controls(self, PAD, refused=("pilus_turn", PAD_BUTTON, "leftshoulder")),
            "high scores": partial(high_scores, self),
            "daily challenge": partial(daily_challenge, self),
            "daily challenge pilus": partial(daily_challenge_pilus, self),
            "replay viewer": partial(replay_viewer, self),
            "replay viewer four players": partial(replay_viewer_four, self),
            "replay viewer four players between rounds": lambda: replay_viewer_four(self, between_rounds=True),
            "replay viewer four players at the end": lambda: replay_viewer_four(self, at_end=True),
            "damaged replay": partial(damaged_replay, self),
            "learn offer": lambda: self.menu("scenes.menus.learn_pages", "LearnOfferScene"),
            "learn choice": lambda: self.menu("scenes.menus.game_choice", "GameChoiceScene", "learn"),
            "learn to play in the game choice": partial(choice_on_learn, self),
            **{f"tutorial {g} step {n}": (lambda g=g, n=n: tutorial_step(self, g, n))
               for g in TUTORIALS for n in range(1, load_tutorial(g).count + 1)},
            "tutorial refused": lambda: tutorial_step(self, "fits", 2, refused=True),
            "tutorial with the mouse": lambda: tutorial_step(self, "fits", 5, MOUSE),
            "tutorial with a gamepad": lambda: tutorial_step(self, "bits", 4, pad_device(0)),
            "tutorial end": lambda: self.menu("scenes.menus.learn_pages", "TutorialEndScene", "fits"),
            "pilus replay": partial(pilus_replay, self),
            # The coach's screens
            **{f"{g} practice hint": (lambda g=g: ramp_hint(self, g)) for g in ("fits", "bits")},
            "pilus hint": partial(pilus_hint, self),
            "review weighing": partial(review_weighing, self),
            **{f"review {g}": (lambda g=g: review(self, g)) for g in ("fits", "bits")},
            "review worst": lambda: review(self, "fits", step=0),
            "review the master sets aside": lambda: review(self, "fits", step=0, aside=True),
            "review pilus": partial(review_pilus, self),
            "review no marks": lambda: review(self, "fits", marks=False),
            # Boards of the player's own
            "board editor": partial(board_editor, self),
            "board editor with failing checks": lambda: board_editor(self, failing=True),
            "board editor shared": partial(board_editor_shared, self),
            "board editor shared, the longest name and code": lambda: board_editor_shared(self, longest=True),
            "board code page, the longest code": partial(board_code_page, self),
            "board shelf": partial(board_shelf, self),
            "board shelf finding": lambda: board_shelf(self, finding=True),
            "board actions shared": partial(board_actions, self),
            "checking a challenge": partial(checking, self),
            "board unsaved": partial(board_unsaved, self),
            "board unsaved, cannot be saved": lambda: board_unsaved(self, can_save=False),
            "setup fits with own boards": partial(setup_own_boards, self),
            "high scores of a board set": partial(high_scores_board_set, self),
            "board delete list": lambda: board_delete(self, asked=False),
            "board delete asked": partial(board_delete, self),
            "challenge on own board": partial(challenge_on_own_board, self),
            "title continuing a challenge": partial(title_continuing_challenge, self),
        }

    def names(self) -> list[str]:
        return list(self.screens)

    def show(self, name: str):
        self.screens[name]()
        self.app.stack.apply_pending()

    def frame(self, dt: float = 1 / 60, draw: bool = True):
        """A frame of the set-up; draw=False where nothing kept is worked out while drawing (the
        ramp screens and the replay viewer; the PILUS table fades its hovering tile in as it draws)."""
        self.app.step_frame((), dt, draw=draw)

    def clear_to(self, scene):
        self.app.stack.clear_to(scene)
        self.app.stack.apply_pending()
        return scene

    def clear_to_anew(self, state: str, scene):
        """clear_to a game `scene` the state makes anew at each show (its picture as at its start),
        the game file of the one it made before removed: the data folder holds the same games at
        every show, so a title or list built on it reads the same files however often it was shown."""
        from game.saved.in_progress import InProgressFiles
        self.clear_to(scene)
        before = self.made_anew.get(state)
        if before is not None and before.on_disk is not None:
            InProgressFiles(self.app.storage).discard(before.on_disk)
        self.made_anew[state] = scene
        return scene

    @contextmanager
    def data_folder(self, folder: str):
        """The app keeps its data in `folder` meanwhile (what a screen state writes stays out of the app's)."""
        from game.saved.storage import Storage
        storage, self.app.storage = self.app.storage, Storage(folder)
        try:
            yield self.app.storage
        finally:
            self.app.storage = storage

    def menu(self, module: str, name: str, *args):
        import importlib
        title(self)
        scene = getattr(importlib.import_module(module), name)(self.app, *args)
        self.app.stack.push(scene)
        return scene

    def ramp_scene(self, game_id: str, players: int, seed: int):
        return self.ramp_scene_with(game_id, ramp_play.seats(self.player_names, players), seed)

    def ramp_scene_with(self, game_id: str, seats: list, seed: int):
        from scenes.ramp.ramp_screen import RampGameScene
        return RampGameScene(self.app, game_id, seats, seed)

    def play_until(self, scene, done):
        ramp_play.play_until(self.app, scene, done, self.rng, dt=0.05, draw=False)

    def hint_on(self, scene):
        """`scene` showing the master's hint for the first seat, as the frame that collects the
        answer finds it: the master's move worked out once per run (shared_results: the master
        thinks for up to a second and a half, the same move in every language), its reason said
        in the language shown, as the hint's worker says it (scenes.coach.coach_hint.MastersHint)."""
        from game.ai import observe
        from game.coach.hint import Hint, explained, hint
        replay, player = scene.replay(), 0
        state = replay.play()
        found = explained(observe(state, player), kept(f"master's hint for {player} in {replay!r}",
                                                        lambda: hint(state, player).move))
        scene.hints.shown, scene.hints.player = Hint(found.move, str(found.reason)), player
        self.frame()
