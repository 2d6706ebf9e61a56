"""The screen states of the menus and pages: the title, the setups, the boards of one's own, the
controls, the pause, the high scores and the daily challenge's page."""
from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from game.saved.daily import DailyChallenges, utc_today
from game.saved.highscores import HighScores
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, pad_device
from game.shell.input.bindings import DEFAULTS
from tools.screen_states.states_shared import LONG_NAMES, ROOT, solo_game
from tools.screen_states.states_ramp import ramp_mid_round


def title(states, notices: list[str] = (), told_before: list[str] = ()):
    from scenes.menus.title import TitleScene
    states.app.notices[:] = notices
    states.app.told_before[:] = told_before
    return states.clear_to(TitleScene(states.app))


def _in_progress(states, folder: str) -> list:
    """In a data folder of its own: today's PILUS challenge against its computer, a FITS
    game and a BITS pro game for four, each begun and kept to be continued."""
    from game.saved.in_progress import InProgressFiles
    from game.saved.save_writer import wait_for_saves
    with states.data_folder(folder) as storage:
        files = InProgressFiles(storage)
        files.save(states.app.stack.make("daily_game", "pilus").on_disk, [])
        files.save(states.app.stack.make("new_game", "fits", 5).on_disk, [])
        files.save(states.ramp_scene("bits-pro", 4, seed=6).on_disk, [])
        wait_for_saves()
        return files.load_all()[0]


def title_with_notices(states):
    """The title screen with today's PILUS challenge to continue (its long line) and what
    went wrong with two damaged files: the settings and another game in progress."""
    import tempfile
    from game.saved.in_progress import InProgressFiles
    from game.saved.storage import Settings
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder:
        for game in _in_progress(states, folder):
            if not game.daily:
                Path(game.path).unlink()
        with states.data_folder(folder) as storage:
            for name in ("settings.json", "in-progress/bits-2.json"):
                (Path(folder) / name).write_text("{")
            problems = [Settings.load(storage)[1], *InProgressFiles(storage).load_all()[1]]
            return title(states, problems)


def title_told_before(states):
    """The title screen at a start after the one that told of a game a newer version saved:
    the notice waits a choice away."""
    from game.saved.in_progress import InProgressFiles
    files = InProgressFiles(states.app.storage)
    files.newer = [files.folder / "fits-20261127-040000.json"]
    return title(states, told_before=[files.newer_notice()])


def continue_list(states):
    """Continue a game: three games in progress to choose from."""
    import tempfile
    from scenes.menus.continue_game import ContinueScene
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder:
        saved = _in_progress(states, folder)
    title(states)
    scene = ContinueScene(states.app, saved)
    states.app.stack.push(scene)
    return scene


def rules_choice(states, game_id: str):
    """Rules → a game chosen: its summary beside the list (with 'About these editions')."""
    from game import games
    scene = states.menu("scenes.menus.game_choice", "GameChoiceScene", "rules")
    scene.menu.focus = games.ids().index(game_id)
    return scene


def about_editions(states):
    from scenes.menus.game_choice import about_text
    from game.i18n import _
    return states.menu("scenes.menus.rules_screen", "TextPageScene", _("About these editions"), about_text())


def setup_four_seats(states):
    """BITS for four: two people (the left keys and the gamepad) and two computers."""
    from game.shell.input import computer_device, pad_device
    settings = states.app.settings
    remembered = settings.last_seats
    settings.last_seats = [{"name": states.player_names[0], "device": KEYS_LEFT}, {"name": states.player_names[1], "device": pad_device(0)},
                           {"name": "Computer 1 (hard)", "device": computer_device("hard")},
                           {"name": "Computer 2 (easy)", "device": computer_device("easy")}]
    try:
        return states.menu("scenes.menus.table_setup", "TableSetupScene", "bits")
    finally:
        settings.last_seats = remembered


def setup_computer(states, game_id: str, level: str):
    """A computer seat of `level` focused: the panel tells its solo band and how it plays."""
    from game.shell.input import computer_device
    scene = states.menu("scenes.menus.table_setup", "TableSetupScene", game_id)
    scene.add_computer()
    row = scene.rows[-1]
    scene.seat_device(row, computer_device(level))
    scene.menu.focus = scene.menu.items.index(row.device_item)
    return scene


def setup_long_names(states, typing: bool = False):
    """FITS for three: two people with the longest names (the second being typed) and a computer."""
    from game.shell.input import computer_seat
    settings = states.app.settings
    remembered = settings.last_seats
    computer = computer_seat(1, "hard")
    settings.last_seats = [{"name": LONG_NAMES[0], "device": KEYS_LEFT}, {"name": LONG_NAMES[1], "device": KEYS_RIGHT},
                           {"name": computer.name, "device": computer.device}]
    try:
        scene = states.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
    finally:
        settings.last_seats = remembered
    if typing:
        scene.edit(scene.rows[1].field)
    return scene


def setup_typing(states):
    """FITS for two: the first seat's name typed over its default at once, as a player types."""
    states.app.input.last_device = KEYS_LEFT  # the keyboard chose the game
    scene = states.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
    scene.add_computer()
    states.app.step_frame()  # the screen is up before the first letter
    import pygame
    for ch in states.player_names[0][:3]:
        states.app.step_frame([pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0),
                             pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    return scene


def setup_pad_keyboard(states):
    """A gamepad alone types the first seat's name on the on-screen keyboard."""
    states.app.input.add_pad(0, "Gamepad")
    scene = states.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
    scene.seat_device(scene.rows[0], pad_device(0))
    states.app.input.last_device = pad_device(0)
    scene.edit(scene.rows[0].field)
    scene.rows[0].field.text = states.player_names[0][:2]
    states.app.step_frame()
    keyboard = states.app.stack.top
    keyboard.menu.focus = next(i for i, key in enumerate(keyboard.menu.items) if key.text.upper() == "R")
    return keyboard


def code_keyboard(states):
    """A gamepad types a challenge code on the on-screen keyboard (its code's keys, and Shift)."""
    from scenes.shared.text_entry import CODE
    states.app.input.add_pad(0, "Gamepad")
    scene = states.menu("scenes.menus.challenge_open", "ChallengeOpenScene")
    scene.code.text = "SSC1-eJwrLk0uyczP08svSi0uzs9Ls0pMSrUyMjU"
    states.app.stack.push("name_keyboard", scene.code, lambda confirmed: None, CODE)
    states.app.step_frame()
    return states.app.stack.top


def board_unsaved(states, can_save: bool = True):
    """Leaving the editor with changes not saved: the question (Save offered where the board passes its checks)."""
    editor = board_editor(states, failing=not can_save)
    states.app.stack.push("board_unsaved", editor)
    states.app.step_frame()
    return states.app.stack.top


def choice_on_learn(states):
    """The game choice with "Learn to play" focused: its panel says what a tutorial is."""
    scene = states.menu("scenes.menus.game_choice", "GameChoiceScene")
    scene.menu.focus = scene.menu.items.index(scene.learn_item)
    return scene


def settings_without_speech(states):
    """Settings on its Speech line where no speech service is installed: the line that says so."""
    scene = states.menu("scenes.menus.settings", "SettingsScene")
    states.app.speech.voice = None
    scene.menu.focus = scene.menu.items.index(scene.speech)
    return scene


def own_boards(states) -> list:
    """Two FITS boards of the player's own in the app's data folder."""
    from game.saved.boards import BoardShelf
    shelf = BoardShelf(states.app.storage)
    for name in ("bonus-high", "pairs-low"):
        shelf.take((ROOT / "tools" / "made-up-boards" / f"{name}.tmx").read_bytes(), name)
    return [shelf.open(saved)[0] for saved in shelf.load()[0]]  # each read from its file, as a screen opens it


def board_editor(states, failing: bool = False):
    saved = own_boards(states)[0]
    scene = states.menu("scenes.menus.board_editor", "BoardEditorScene", saved)
    scene.name.text = "Castle of Ann"
    if failing:
        scene.change_kind(1)
        scene.cycle((2, 3))
        scene.cycle((2, 3))
    scene.menu.focus = list(scene.cells).index((2, 3))
    scene._labels()
    return scene


def board_code_page(states):
    """The longest code on a page of its own, as Share opens it where the code would not fit
    beside the grid even at the floor (a larger text size)."""
    from game.i18n import _
    scene = board_editor_shared(states, longest=True)
    page = states.app.stack.make("text_page", _("Board code"), scene.shared.page(states.app))
    states.app.stack.push(page)
    return page


def board_editor_shared(states, longest: bool = False):
    """After Share (in a data folder of its own each time): the code in groups, copied, its
    file. longest: the longest name a board takes and every cell a bonus or minus field
    chosen at random (the longest code the editor makes), and no clipboard."""
    import dataclasses
    import tempfile
    from game.boards.scoring import MAX_TITLE
    from scenes.menus.board_editor import EXPORT_FOLDER
    scene = board_editor(states)
    if longest:
        scene.name.text = "W" * MAX_TITLE
        assert "fields" in scene.kind.rules  # bonus and minus fields: any number, in any cell
        rng = random.Random(45)
        scene.fields = {cell: rng.choice(scene.kind.fields) for cell in scene.cells}
        scene._labels()
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder):
        scene.saved = None  # saved anew into this folder
        scene.share()
    shared, where = scene.shared, states.app.storage.folder / EXPORT_FOLDER
    assert shared is not None, scene.said
    # The files named as in the app's own data folder; a clipboard taking the code but for the longest.
    scene.shared = dataclasses.replace(shared, path=where / shared.path.name,
                                       code_path=where / shared.code_path.name, copied=not longest)
    return scene


def board_shelf(states, finding: bool = False):
    own_boards(states)
    scene = states.menu("scenes.menus.board_shelf", "BoardShelfScene")
    scene.on_enter()
    if finding:  # the longest a name can be, typed into Find
        scene.find.text = "Castle of Annabelle-Marie the Second"
        scene.start_finding()
        scene.menu.focus = scene.menu.items.index(scene.find_item)
    return scene


def board_actions(states):
    """A board chosen from the list, just shared: its file and code said under its actions."""
    own = own_boards(states)[0]
    scene = states.menu("scenes.menus.board_actions", "BoardActionsScene", own)
    scene.share()
    return scene


def checking(states):
    """A challenge being refereed off the window's thread (its check held unfinished)."""
    from concurrent.futures import Future
    from game.i18n import _
    scene = states.menu("scenes.menus.checking", "CheckingScene", _("Challenge"), Future(), lambda done: None)
    scene.seconds = 1.2
    return scene


def board_delete(states, asked: bool = True):
    """Create → Boards → Delete a board: the boards to choose from, or the question naming one."""
    from scenes.menus.board_delete import BoardDeleteScene
    shelf = board_shelf(states)
    scene = BoardDeleteScene(states.app, shelf.boards, shelf.boards[0] if asked else None)
    states.app.stack.push(scene)
    return scene


def setup_own_boards(states):
    own_boards(states)
    scene = states.menu("scenes.menus.table_setup", "TableSetupScene", "fits")
    scene.boards_field.text = "2 A 4"
    scene.menu.focus = scene.menu.items.index(scene.boards_item)
    scene._refresh_labels()
    return scene


def controls(states, table: str, waiting: str | None = None, refused: tuple | None = None):
    """Settings → Controls on a device's table: waiting for the new input of
    an action, or having refused one (nothing is changed or saved)."""
    scene = states.menu("scenes.menus.controls", "ControlsScene")
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


def pause(states):
    from scenes.menus.pause import PauseScene
    ramp_mid_round(states, "fits")
    pause = PauseScene(states.app, on_restart=lambda: None, game_id="fits")
    states.app.stack.push(pause)
    return pause


def _seed_scores(states):
    """Eight solo FITS games in the table, today's FITS challenge played twice and PILUS's once."""
    if states.seeded:
        return
    scores = HighScores(states.app.storage)
    start = datetime(2025, 5, 1, 18, 30, tzinfo=timezone.utc)
    for day, name in enumerate(states.player_names):
        replay, state = solo_game("fits", name, 100 + day, ("easy", "normal")[day % 2])
        scores.record_game(replay, state, now=start + timedelta(days=3 * day, minutes=day))
    challenges, __ = DailyChallenges.load(states.app.storage)
    for score in (17, 21):
        challenges.record_attempt("fits", utc_today(), score)
    challenges.record_attempt("pilus", utc_today(), 58, "won")
    states.app.settings.last_seats = [{"name": states.player_names[0], "device": KEYS_LEFT}]
    states.seeded = True


def high_scores(states):
    _seed_scores(states)
    return states.menu("scenes.menus.high_scores", "HighScoresScene")


def high_scores_board_set(states):
    """FITS's table of one board set played: printed board 2 and a board of the player's own."""
    from datetime import datetime, timezone
    from game.boards.board_text import share_code
    from game.saved.highscores import Entry, HighScores, board_set_words, table_key
    own = own_boards(states)[0]
    order = (2, share_code(own.game_id, own.board))
    scores, __ = HighScores.load(states.app.storage)
    for name, score in (("Ann", 19), ("Ben", 14)):
        if all(entry.name != name for entry in scores.table(table_key("fits", order))):
            scores.enter(table_key("fits", order), Entry(name, score, None, datetime(2026, 11, 28, tzinfo=timezone.utc)
                                                         .isoformat(), 7, None), board_set_words(order))
    scene = states.menu("scenes.menus.high_scores", "HighScoresScene", "fits")
    scene.on_enter()
    scene.change_game(1)
    return scene


def daily_challenge(states):
    _seed_scores(states)
    return states.menu("scenes.menus.daily_challenge", "DailyChallengeScene")


def daily_challenge_pilus(states):
    """The daily challenge screen on PILUS, played today: its opponent, result and share line."""
    _seed_scores(states)
    scene = states.menu("scenes.menus.daily_challenge", "DailyChallengeScene")
    scene.menu.focus = scene.game_items.index(scene.game_items[-1])
    return scene


def damaged_replay(states):
    """A replay file that cannot be read, opened from the high scores: what the viewer says."""
    import tempfile
    from scenes.ramp.replay_viewer import open_replay
    high_scores(states)
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder:
        path = Path(folder) / "fits-2025-05-01-damaged.json"
        path.write_text('{"format": 1, "game": "fits", "moves": [')
        scene = open_replay(states.app, path)
    states.app.stack.push(scene)
    return scene
