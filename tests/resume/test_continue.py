"""Games in progress through the real loop: straight in from the command line,
on disk after every move, Continue on the title screen, closing the window,
abandoning, damaged files, a daily challenge resumed on its day or after it."""
import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pygame
import pytest

from game.shell import launch
from game.shell.app import App
from game.saved.daily import DailyChallenges, daily_seed, utc_today
from game.saved.in_progress import InProgressFiles, in_progress_folder
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT, Seat, computer_device, computer_seat
from game.replay.referee import run_headless
from game.saved.storage import Storage
from tests.app.conftest import pad_button, tap
from tests.inline_executor import InlineExecutor
from tests.resume.game_states import seen
from tests.scenes.driving import lowest_drop, play, run_until
from scenes.ramp.ramp_screen import RampGameScene
from scenes.pilus.pilus_screen import PilusGameScene

ROOT = Path(__file__).resolve().parents[2]
PATIENCE = 120  # seconds a started game may take on a busy machine (only a failing run waits this long)


def files(app):
    """The in-progress files once the writer has written what it was given."""
    wait_for_saves()
    return sorted(in_progress_folder(app.storage).glob("*.json"))


def referee(path) -> dict:
    out = io.StringIO()
    assert run_headless(path, out=out) == 0
    return json.loads(out.getvalue())


def start(app, name, *args, **kwargs):
    app.stack.push(name, *args, **kwargs)
    app.step_frame()
    return app.stack.top


def drop_lowest(app, scene, times):
    for _ in range(times):
        play(app, scene, 0, lowest_drop(scene.state, 0))
        run_until(app, lambda: not any(view.busy for view in scene.views))


def test_new_fits_and_four_drops_of_the_s_key_are_an_unfinished_replay_on_disk(app):
    scene = start(app, "new_game", "fits")
    assert scene.seats == [Seat("Player 1", KEYS_LEFT)] and app.stack.scenes == (scene,)
    for _ in range(4):
        app.step_frame(tap(pygame.K_s))
        run_until(app, lambda: not any(view.busy for view in scene.views))
    [path] = files(app)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [list(move) for move in data["moves"]] == [["player", "place"]] * 4
    result = referee(path)
    assert result["finished"] is False and result["pending"] == [0]
    assert sum(row.count("#") for row in result["boards"][0]) == sum(
        len(piece) for piece in "".join(scene.state.board(0).to_rows()).split(".") if piece)


def killed_once_saved(tmp_path, *args) -> dict:
    """Run `main.py ARGS` until its game in progress is on disk, kill -9 it: that file's content."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SLIDE_AND_STACK_DATA_DIR=str(tmp_path))
    child = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env, stderr=subprocess.DEVNULL)
    try:
        folder = tmp_path / "in-progress"
        deadline = time.monotonic() + PATIENCE
        while not list(folder.glob("*.json")) and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(timeout=30)
    [path] = folder.glob("*.json")
    assert referee(path)["finished"] is False
    return json.loads(path.read_text(encoding="utf-8"))


def test_main_new_writes_the_game_before_any_move_and_a_kill_keeps_it(tmp_path):
    data = killed_once_saved(tmp_path, "--new", "bits", "--seed", "42")
    assert (data["game"], data["seed"], data["moves"]) == ("bits", 42, [])
    assert data["seats"] == [{"name": "Player 1", "device": "keys-left"}]


def test_main_new_takes_a_game_in_capitals_and_the_largest_deal_number_a_file_keeps(tmp_path):
    data = killed_once_saved(tmp_path, "--new", "FITS", "--seed", str(2 ** 63 - 1))
    assert (data["game"], data["seed"]) == ("fits", 2 ** 63 - 1)
    [game], problems = InProgressFiles(Storage(tmp_path)).load_all()
    assert problems == [] and game.seed == 2 ** 63 - 1  # Continue offers it


def opened_no_window(*args):
    raise AssertionError(f"a refused start opened the window {args}")


def test_main_says_what_is_wrong_with_the_new_options():
    for args, words in ((["--daily", "chess"], "no daily challenge"), (["--new", "chess"], "unknown game"),
                        (["--seed", "3"], "--seed goes with --new"),
                        # A deal number the game in progress could not keep would lose that game.
                        (["--new", "fits", "--seed", str(2 ** 63)], "argument --seed: '9223372036854775808' is not "
                                                                    "from -9223372036854775808 to 9223372036854775807"),
                        (["--new", "fits", "--seed", "4.5"], "argument --seed: '4.5' is not a whole number"),
                        (["--replay", "", "--headless"], "--replay needs a file name")):
        # main.py's command line in this process (main.main is launch.run with the window): a start
        # that is not refused opens the window, which fails here; an error would raise.
        err = io.StringIO()
        with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as refused:
            launch.run(args, opened_no_window)
        assert refused.value.code == 2 and words in err.getvalue() and "Traceback" not in err.getvalue()


def test_continue_on_the_title_resumes_the_game_exactly(app, tmp_path):
    scene = start(app, "new_game", "fits-mini", 7)
    drop_lowest(app, scene, 5)
    before = seen(scene.state)
    app.step_frame([pygame.event.Event(pygame.QUIT)])  # closing the window asks nothing
    assert not app.running and len(files(app)) == 1
    app.close()

    again = App(size=(1280, 720), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
                bot_executor=InlineExecutor())
    try:
        title = start(again, "title")
        first = title.menu.items[0]
        assert first.label == "Continue: FITS compact  ·  round 1 of 2  ·  Player 1"
        again.step_frame(tap(pygame.K_RETURN))
        again.step_frame()
        resumed = again.stack.top
        assert type(resumed).__name__ == "RampGameScene" and seen(resumed.state) == before
        assert resumed.seed == 7 and resumed.moves == scene.moves
        drop_lowest(again, resumed, 1)  # the game goes on in the same file
        assert len(files(again)) == 1 and len(json.loads(files(again)[0].read_text())["moves"]) == 6
    finally:
        again.close()


def test_several_games_in_progress_make_a_short_list(app):
    start(app, "new_game", "fits", 1)
    start(app, "new_game", "bits", 2)
    start(app, "new_game", "pilus", 3)
    title = start(app, "title")
    assert title.menu.items[0].label == "Continue a game (3 in progress)"
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    listed = app.stack.top
    labels = [item.label for item in listed.menu.items]
    assert len(labels) == 4 and labels[-1] == "Back"
    assert sorted(label.split("  ·  ")[0] for label in labels[:3]) == ["BITS", "FITS", "PILUS"]
    pilus = labels.index(next(label for label in labels if label.startswith("PILUS")))
    assert labels[pilus] == "PILUS  ·  0 tiles laid  ·  Player 1 and Computer 1 (normal)"
    for _ in range(pilus):
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert type(app.stack.top).__name__ == "PilusGameScene" and app.stack.top.seed == 3


def test_abandoning_from_the_pause_menu_asks_once_then_removes_the_game(app):
    scene = start(app, "new_game", "fits", 5)
    drop_lowest(app, scene, 2)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    pause = app.stack.top
    labels = [item.label for item in pause.menu.items]
    assert labels[-2:] == ["Quit to title (continue later)", "Abandon this game"]
    pause.menu.focus = len(labels) - 1
    app.step_frame(tap(pygame.K_RETURN))
    assert pause.asking and [item.label for item in pause.menu.items] == ["No, keep it", "Yes, abandon it"]
    app.step_frame(tap(pygame.K_RETURN))  # 'No' is first: the game stays
    assert not pause.asking and len(files(app)) == 1
    pause.menu.focus = len(labels) - 1
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert files(app) == [] and type(app.stack.top).__name__ == "TitleScene"
    assert not app.stack.top.menu.items[0].label.startswith("Continue")


def test_quitting_to_the_title_keeps_the_game_and_restart_drops_it(app):
    scene = start(app, "new_game", "bits", 9)
    drop_lowest(app, scene, 1)
    scene.restart()
    app.step_frame()
    assert len(files(app)) == 1 and json.loads(files(app)[0].read_text())["moves"] == []
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    app.stack.top.quit_to_title()
    app.step_frame()
    assert app.stack.top.menu.items[0].label.startswith("Continue: BITS")


def test_a_damaged_game_file_is_kept_aside_and_said_on_the_title(app, caplog):
    folder = in_progress_folder(app.storage)
    folder.mkdir(parents=True)
    (folder / "fits-broken.json").write_text('{"format": "replay", "version": 1, "game": "fi', encoding="utf-8")
    scene = start(app, "new_game", "fits", 4)
    drop_lowest(app, scene, 1)
    good = json.loads(files(app)[0].read_text(encoding="utf-8"))
    good["moves"][0]["place"]["column"] = 99  # a move the rules refuse is damage too
    # A file without the progress the game saves (an older version's) is played through on the title.
    (folder / "fits-illegal.json").write_text(json.dumps({k: v for k, v in good.items() if k != "progress"}),
                                              encoding="utf-8")
    title = start(app, "title")
    assert title.menu.items[0].label.startswith("Continue: FITS")  # the good game is still offered
    kept_aside = sorted(p.name for p in folder.iterdir() if ".damaged-" in p.name)
    assert [name.split(".damaged-")[0] for name in kept_aside] == ["fits-broken.json", "fits-illegal.json"]
    notices = " ".join(app.notices)
    assert all(name in notices for name in kept_aside) and "move 0" in caplog.text  # in words on screen, in detail in the log
    assert "the rules refuse move 1 (Does not fit in this column)" in notices  # what is wrong, in plain words


def test_a_game_whose_saved_progress_hides_a_refused_move_is_kept_aside_when_continued(app):
    """The title trusts the progress a file keeps (it plays no moves): Continue plays them, and
    one the rules refuse sets the file aside there, said on screen; the good game stays offered."""
    folder = in_progress_folder(app.storage)
    scene = start(app, "new_game", "fits", 4)
    drop_lowest(app, scene, 1)
    [path] = files(app)
    good = json.loads(path.read_text(encoding="utf-8"))
    good["moves"][0]["place"]["column"] = 99
    (folder / "fits-illegal.json").write_text(json.dumps(good), encoding="utf-8")
    os.utime(folder / "fits-illegal.json", (time.time() + 5, time.time() + 5))  # played last: listed first
    title = start(app, "title")
    assert title.menu.items[0].label == "Continue a game (2 in progress)"
    title.menu.items[0].on_activate()
    app.step_frame()
    app.stack.top.menu.items[0].on_activate()  # the damaged one
    app.step_frame()
    page = app.stack.top
    assert type(page).__name__ == "TextPageScene"
    said = " ".join(app.notices)
    assert "the rules refuse move 1 (Does not fit in this column)" in said and "fits-illegal.json.damaged-" in said
    assert [p.name for p in folder.glob("*.json")] == [path.name]
    app.stack.pop()
    app.step_frame()
    assert app.stack.top.menu.items[0].label.startswith("Continue: FITS")


def test_a_daily_challenge_resumed_on_its_day_counts_and_after_it_is_practice(app, monkeypatch):
    today = utc_today()
    for module in ("straight_in", "continue_game"):  # the same day throughout, even across midnight (UTC)
        monkeypatch.setattr(f"scenes.menus.{module}.utc_today", lambda: today)
    scene = start(app, "daily_game", "fits-mini")
    assert scene.daily == today and scene.seed == daily_seed("fits-mini", today)
    [saved], _ = InProgressFiles(app.storage).load_all()
    assert saved.daily == today
    same_day = start(app, "resumed_game", saved)
    assert same_day.daily == today and not same_day.practice
    yesterday = saved.resumed_on(today + timedelta(days=1))
    assert yesterday.daily is None and yesterday.practice
    late = start(app, "resumed_game", saved.__class__(**{**saved.__dict__, "daily": today - timedelta(days=1)}))
    assert late.daily is None and late.practice
    # Played to the end, the late one is practice: no daily attempt, no high score.
    from tests.scenes.driving import play_to_the_final_results
    play_to_the_final_results(app, late)
    challenges, _ = DailyChallenges.load(app.storage)
    assert challenges.result("fits-mini", today - timedelta(days=1)) is None
    assert not (app.storage.folder / "highscores.json").exists()


def test_a_resumed_gamepad_seat_waits_for_a_pad_and_a_free_pad_takes_it(app):
    from tests.scenes.conftest import PAD_IDS
    start(app, RampGameScene, "fits", [Seat("Pat", "pad:3")], 8)
    [saved], _ = InProgressFiles(app.storage).load_all()
    app.input.add_pad(PAD_IDS, "Test pad")  # present before the game goes on, under an id of this session
    resumed = start(app, "resumed_game", saved)
    assert resumed.lost_seat() == 0
    app.step_frame([pad_button(PAD_IDS, 0)])
    assert resumed.lost_seat() is None and app.input.seats[0].device == f"pad:{PAD_IDS}"
    app.step_frame([pad_button(PAD_IDS, 0, down=False)] + [pad_button(PAD_IDS, 0)])
    run_until(app, lambda: len(resumed.moves) == 1)


def test_a_resumed_pilus_game_between_two_people_raises_the_curtain_before_the_hidden_hand(app):
    import random

    from tests.scenes.test_pilus_game import plan, settle, take_controls
    seats = [Seat("Ann", "mouse"), Seat("Ben", "keys-right"), Seat("Cal", "ai:easy")]
    scene = start(app, PilusGameScene, "pilus", seats, 17)
    rng = random.Random(1)
    for _ in range(4):  # a few moves by the game's own rules, straight to the engine
        settle(app, scene)
        player = scene.state.current_player
        if scene.curtain_for is not None:
            take_controls(app, scene)
        if scene.controllers[player] is None:
            scene.play(player, plan(scene.state, player, rng), lifted=False)
    while True:  # on to a person's turn
        settle(app, scene)
        if scene.controllers[scene.state.current_player] is None:
            break
        app.step_frame(dt=0.1)
    [saved], _ = InProgressFiles(app.storage).load_all()
    resumed = start(app, "resumed_game", saved)
    settle(app, resumed)
    assert seen(resumed.state) == seen(saved.replay.play())
    player = resumed.state.current_player
    assert resumed.controllers[player] is None and resumed.curtain_for == player and resumed.viewer is None
    assert [type(c).__name__ if c else None for c in resumed.controllers] == [None, None, "ComputerController"]


def test_a_game_killed_after_its_last_move_but_still_in_progress_is_kept_when_continued(app):
    """The last move is on disk, the kill came before the file left in-progress/:
    looking at the game changes nothing; continuing it keeps it and shows its results."""
    import random
    from dataclasses import replace
    scenes = {game_id: start(app, "new_game", game_id, 5) for game_id in ("fits-mini", "pilus")}
    wait_for_saves()
    for game_id, scene in scenes.items():
        rules, moves, rng = scene.state.clone(), [], random.Random(5)
        while not rules.is_terminal():
            [player] = rules.pending()[:1]
            action = rng.choice(list(rules.legal_actions(player)))
            rules.apply_action(player, action)
            moves.append((player, action))
        finished = replace(scene.on_disk, moves=tuple(moves))
        InProgressFiles(app.storage).save(finished, moves)
        [saved] = [game for game in InProgressFiles(app.storage).load_all()[0] if game.game_id == game_id]
        app.stack.make("resumed_game", saved)  # what a look at it (a test, a list) does: nothing on disk
        assert saved.path.exists() and not list((app.storage.folder / "replays").glob(f"{game_id}-*.json"))
        resumed = start(app, "resumed_game", saved)
        run_until(app, lambda: app.stack.top is not resumed)  # its results (the last round's, in FITS)
        assert not saved.path.exists()
        [kept] = (app.storage.folder / "replays").glob(f"{game_id}-*.json")
        assert referee(kept)["finished"] is True and seen(resumed.state) == seen(rules)


def test_a_computers_default_name_follows_the_language_the_game_goes_on_in(app):
    """Begun in German, continued in English: 'Computer 1 (schwer)' is 'Computer 1 (hard)' on the
    title's Continue line, in the game and in its file from the next save on (which the referee
    still reads); the names the player typed, a computer's too, stay as typed."""
    app.set_language("de")
    seats = [Seat("Jörg", KEYS_LEFT), computer_seat(1, "hard"), Seat("Robo", computer_device("easy"))]
    begun = start(app, RampGameScene, "fits", seats, 4)
    assert [seat.name for seat in begun.seats] == ["Jörg", "Computer 1 (schwer)", "Robo"]
    [path] = files(app)
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == ["Jörg", "Computer 1 (schwer)", "Robo"]
    app.set_language("en")  # as Settings does
    title = start(app, "title")
    assert title.menu.items[0].label == "Continue: FITS  ·  round 1 of 4  ·  Jörg, Computer 1 (hard), and Robo"
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    scene = app.stack.top
    assert scene is not begun and [seat.name for seat in scene.seats] == ["Jörg", "Computer 1 (hard)", "Robo"]
    drop_lowest(app, scene, 1)
    [path] = files(app)
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == ["Jörg", "Computer 1 (hard)", "Robo"]
    assert referee(path)["finished"] is False
