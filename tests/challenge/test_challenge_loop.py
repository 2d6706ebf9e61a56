"""Challenge a friend, on the real App loop, headless: a solo game's results write a
challenge file in one data folder; another data folder opens it (as `main.py --challenge
FILE` does), plays the same deal and its results show both players' rounds and totals.
An edited score, an edited move and a broken file are refused with one clear line."""
import json
import re
import shutil
from pathlib import Path

import pygame
import pytest

import main
from game.shell.input import KEYS_LEFT, Seat
from game.saved.challenge_code import challenge_code, read_code
from game.saved.challenges import SUFFIX, Challenge, challenges_folder, load_challenge
from scenes.menus.challenge import ChallengeScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.menus.rules_screen import TextPageScene
from scenes.menus.title import TitleScene
from tests.app.conftest import tap
from tests.dummy_app import open_app
from tests.scenes.driving import play_to_the_final_results, run_until

ANN = Seat("Ann", KEYS_LEFT)


def choose(app, scene, label: str):
    """Down to the menu item `label` and confirm it, with the keyboard alone."""
    labels = [item.text for item in scene.menu.items]
    assert label in labels, labels
    while scene.menu.items[scene.menu.focus].text != label:
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()


def settled(app, final):
    while final.settling > 0:
        app.step_frame()
    return final


def written_challenge(tmp_path, game_id="fits-mini", seed=21, boards=None):
    """Ann's solo game (on `boards`: the setup's choice), challenged from its results in a
    data folder of its own: the file."""
    app = open_app(tmp_path / "ann")
    try:
        app.stack.push(TitleScene(app))
        scene = RampGameScene(app, game_id, [ANN], seed, boards=boards)
        app.stack.push(scene)
        app.step_frame()
        final = settled(app, play_to_the_final_results(app, scene, draw=False))
        assert final.menu.items[-1].text == "Challenge a friend"  # last: the other items keep their places
        choose(app, final, "Challenge a friend")
        page = app.stack.top
        assert isinstance(page, TextPageScene)
        [path] = challenges_folder(app.storage).iterdir()
        assert path.name == f"Ann-{game_id}-{scene.state.scores()[0]}{SUFFIX}"
        assert str(path) in page.body  # the player is shown where it went
        return path, scene.state.scores()[0]
    finally:
        app.close()


@pytest.fixture(scope="module")
def ann_wrote(tmp_path_factory):
    """Ann's challenge (written_challenge), written once for the module: the same game every time."""
    return written_challenge(tmp_path_factory.mktemp("challenge"))


@pytest.fixture
def ann_challenge(ann_wrote, tmp_path):
    """A copy of Ann's challenge file of this test's own, and her score."""
    path, score = ann_wrote
    return Path(shutil.copy(path, tmp_path)), score


def test_a_challenge_made_in_one_folder_is_played_in_another_and_shows_both(tmp_path, ann_challenge):
    path, score = ann_challenge
    app = open_app(tmp_path / "ben")
    try:
        app.settings.last_seats = [{"name": "Ben", "device": KEYS_LEFT}]
        app.stack.push(app.stack.make("challenge", str(path)))  # what `main.py --challenge FILE` opens on
        app.step_frame()
        intro = app.stack.top
        assert isinstance(intro, ChallengeScene)
        assert f"Ann challenges you to beat {score} point" in intro.lines()[0]
        choose(app, intro, "Play this deal")
        game = app.stack.top
        assert isinstance(game, RampGameScene) and game.seed == 21 and game.seats[0].name == "Ben"
        assert game.deal == load_replay_of(path).deal  # the same deal
        final = finished_showing_both(app, game, score)
        choose(app, final, "Watch Ann's game")
        assert isinstance(app.stack.top, ReplayViewerScene) and app.stack.top.problem is None
        app.step_frame(tap(pygame.K_ESCAPE))
        app.step_frame()
        assert app.stack.top is final
        choose(app, final, "Round by round")  # the table's cells: both players' boards
        assert app.stack.top.names == ["Ben", "Ann"]
    finally:
        app.close()


def finished_showing_both(app, game, score):
    """Ben plays `game` (Ann's challenge) to its end: the results show both players' totals
    and both boards round by round."""
    final = settled(app, play_to_the_final_results(app, game, draw=False))
    assert final.names == ["Ben", "Ann"]
    assert final.state.scores() == [game.state.scores()[0], score]
    assert len(final.state.results) == game.edition.rounds  # both boards, round by round
    assert all(len(round_results) == 2 for round_results in final.state.results)
    app.step_frame()  # the two games' table draws
    return final


def load_replay_of(path):
    return load_challenge(path).replay


def refused_line(app, path) -> str:
    app.stack.push(app.stack.make("challenge", str(path)))
    app.step_frame()
    page = app.stack.top
    assert isinstance(page, TextPageScene)
    return page.body


def test_an_edited_score_or_move_is_refused_with_one_clear_line(tmp_path, app, ann_challenge):
    path, score = ann_challenge
    data = json.loads(path.read_text())
    data["score"] = score + 8
    edited = tmp_path / "edited.sschallenge"
    edited.write_text(json.dumps(data))
    assert refused_line(app, edited) == (f"This challenge's score was changed: its moves score {score}, "
                                         f"it claims {score + 8}.")
    data["score"] = score
    data["replay"]["moves"][2]["place"]["column"] = 40
    edited.write_text(json.dumps(data))
    assert refused_line(app, edited).startswith("This challenge's moves were changed: the rules refuse move 3")


def test_a_broken_or_missing_file_gives_a_message_and_the_game_goes_on(tmp_path, app):
    broken = tmp_path / "broken.sschallenge"
    broken.write_bytes(b"{\"format\": \"challenge\", \"version\": 1, \"score\": ")
    assert refused_line(app, broken) == "This file is not a challenge, or it is damaged."
    assert refused_line(app, tmp_path / "gone.sschallenge").startswith("This challenge cannot be opened:")
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, TextPageScene)  # the first page, still working


def test_main_opens_the_challenge_given_on_the_command_line(tmp_path, monkeypatch, ann_challenge):
    path, score = ann_challenge
    opened = []
    monkeypatch.setattr("game.shell.run_window.run", lambda *args: opened.append(args) or 0)
    assert main.main(["--challenge", str(path)]) == 0
    assert opened == [("challenge", str(path))]
    # and that first scene, from the command line, goes on to the title screen after Back
    app = open_app(tmp_path / "cli")
    try:
        scene = app.stack.make("challenge", str(path))
        app.stack.push(scene)
        app.step_frame()
        app.step_frame(tap(pygame.K_ESCAPE))
        app.step_frame()
        assert isinstance(app.stack.top, TitleScene)
    finally:
        app.close()


def test_the_code_holds_the_same_challenge_and_an_edited_code_is_refused(ann_challenge):
    path, score = ann_challenge
    challenge = load_challenge(path)
    code = challenge_code(challenge)
    assert code is not None and len(code) < 200
    again = read_code(code)
    assert (again.score, again.player, again.seed, again.replay.moves) == (score, "Ann", 21, challenge.replay.moves)
    cheat = challenge_code(Challenge(challenge.replay, score + 5))  # a code made with a score its moves do not make
    try:
        read_code(cheat)
    except ValueError as err:
        assert err.in_words() == f"This challenge's score was changed: its moves score {score}, it claims {score + 5}."
    else:
        raise AssertionError("an edited code was taken")


def test_play_then_challenge_a_friend_opens_a_file_a_code_or_a_dropped_file(tmp_path, app, monkeypatch, ann_challenge):
    path, score = ann_challenge
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # Path.home(): Downloads and Desktop here
    downloads = tmp_path / "home" / "Downloads"
    downloads.mkdir(parents=True)
    (downloads / path.name).write_bytes(path.read_bytes())
    app.stack.push(TitleScene(app))
    app.step_frame()
    choose(app, app.stack.top, "Play")
    choose(app, app.stack.top, "Challenge a friend")
    opener = app.stack.top
    choose(app, opener, path.name)
    assert isinstance(app.stack.top, ChallengeScene) and app.stack.top.challenge.score == score
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    # a code, typed (or pasted) into the field and opened with Enter
    choose(app, opener, "Paste a code")
    assert opener.code.editing
    app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text=challenge_code(load_challenge(path)))])
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert isinstance(app.stack.top, ChallengeScene) and app.stack.top.challenge.player == "Ann"
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    # a file dropped on the window
    app.step_frame([pygame.event.Event(pygame.DROPFILE, file=str(path))])
    app.step_frame()
    assert isinstance(app.stack.top, ChallengeScene)


def test_the_results_work_out_the_masters_score_on_the_deal_when_asked(app, monkeypatch):
    from game.ai import make_bot, observe
    from scenes.shared.computer_seats import bot_seed
    monkeypatch.setattr("scenes.shared.master_target.LEVEL", "easy")  # the same work, in a fraction of the time
    app.stack.push(TitleScene(app))
    scene = RampGameScene(app, "fits-mini", [ANN], 21)
    app.stack.push(scene)
    app.step_frame()
    final = settled(app, play_to_the_final_results(app, scene, draw=False))
    assert final.target is None and not any("master" in text for text, __ in final.notes())  # not before asked
    choose(app, final, "The master's score on this deal")
    assert re.fullmatch(rf"The master level's score on this deal: working it out, decision \d+ of "
                        rf"{final.target.total}… \(Back stops it.\)", final.notes()[-1][0])
    run_until(app, lambda: final.target.score is not None)
    # What a computer seat would score on this deal: cards seen as they come, never those to come.
    state = scene.replay().__class__("fits-mini", ("Ann",), 21, scene.deal, ()).new_state()
    bot = make_bot("fits-mini", "easy", bot_seed(21, 0))
    while not state.is_terminal():
        state.apply_action(0, bot.choose(observe(state, 0)))
    assert final.target.score == state.scores()[0]
    assert final.notes()[-1][0] == f"The master level's score on this deal: {state.scores()[0]}."
    app.step_frame()  # drawn under the table
    assert final.at_rest


def test_back_stops_the_masters_work_and_a_second_back_leaves(app, monkeypatch):
    from concurrent.futures import Future
    pending = []

    class Never:  # a worker still thinking when the player leaves
        def submit(self, fn, *args, **kwargs):
            pending.append(Future())
            return pending[-1]

        def shutdown(self, *args, **kwargs):
            pass

    app.stack.push(TitleScene(app))
    scene = RampGameScene(app, "fits-mini", [ANN], 21)
    app.stack.push(scene)
    app.step_frame()
    final = settled(app, play_to_the_final_results(app, scene, draw=False))
    monkeypatch.setattr(app, "_bot_worker", None)
    monkeypatch.setattr(app, "bot_executor", Never())
    choose(app, final, "The master's score on this deal")
    app.step_frame()
    assert final.target.waiting and final.at_rest  # the loop sleeps while the master thinks
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is final and final.target.stopped and pending[-1].cancelled()
    assert final.notes()[-1][0].startswith("The master level's score: stopped at decision 1 of ")
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_the_masters_work_stopped_goes_on_from_where_it_was_when_asked_again(app, monkeypatch):
    """Issue 45, point 8: Back stops it at decision n; asked again (on these results, or on the
    results of the same game shown again in the session) it goes on from n, to the score a
    computation from the start gives."""
    from scenes.ramp.final_results import FinalResultsScene
    monkeypatch.setattr("scenes.shared.master_target.LEVEL", "easy")
    app.stack.push(TitleScene(app))
    scene = RampGameScene(app, "fits-mini", [ANN], 21)
    app.stack.push(scene)
    app.step_frame()
    final = settled(app, play_to_the_final_results(app, scene, draw=False))
    choose(app, final, "The master's score on this deal")
    run_until(app, lambda: final.target.done >= 4)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    target, stopped_at = final.target, final.target.done
    assert target.stopped and not target.working and final.at_rest
    assert f"stopped at decision {stopped_at + 1} of {target.total}" in final.notes()[-1][0]
    for __ in range(5):
        app.step_frame()
    assert target.done == stopped_at  # stopped is stopped
    choose(app, final, "The master's score on this deal")
    assert final.target is target and target.working and target.done >= stopped_at  # on from there
    run_until(app, lambda: target.score is not None)
    applied = []
    monkeypatch.setattr(type(target.state), "apply_action", lambda self, p, a: applied.append(a))
    again = FinalResultsScene(app, "fits-mini", final.state, [ANN], kept=final.kept, replay=scene.replay())
    app.stack.replace(again)
    app.step_frame()
    again.ask_master(scene.replay())
    assert again.target is target and again.target.score == target.score and applied == []
    monkeypatch.undo()
    from game.ai import make_bot, observe
    from scenes.shared.computer_seats import bot_seed
    state = scene.replay().__class__("fits-mini", ("Ann",), 21, scene.deal, ()).new_state()
    bot = make_bot("fits-mini", "easy", bot_seed(21, 0))
    decisions = 0
    while not state.is_terminal():
        state.apply_action(0, bot.choose(observe(state, 0)))
        decisions += 1
    assert target.score == state.scores()[0] and target.done == decisions  # no decision taken twice


def nested_code(depth: int) -> str:
    """A short code whose data nests `depth` lists deep: far fewer bytes than the limit."""
    import base64
    import zlib
    head = b'{"score":1,"game":"fits-mini","seed":1,"player":"Ann","x":' + b"[" * depth + b"]" * depth + b"}\0"
    return "SSC1-" + base64.urlsafe_b64encode(zlib.compress(head, 9)).decode().rstrip("=")


def test_a_pasted_code_nested_thousands_deep_is_refused_in_one_line(app):
    code = nested_code(3000)
    assert len(code) < 400  # as short as a real code
    app.stack.push(TitleScene(app))
    app.step_frame()
    choose(app, app.stack.top, "Play")
    choose(app, app.stack.top, "Challenge a friend")
    opener = app.stack.top
    choose(app, opener, "Paste a code")
    app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text=code)])
    app.step_frame(tap(pygame.K_RETURN))  # before the fix: RecursionError, and the window closed
    app.step_frame()
    page = app.stack.top
    assert isinstance(page, TextPageScene)
    assert page.body == "This is not a challenge code, or part of it is missing."
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is opener


def test_challenge_a_friend_pressed_twice_says_where_the_file_already_is(tmp_path):
    app = open_app(tmp_path / "ann")
    try:
        app.stack.push(TitleScene(app))
        scene = RampGameScene(app, "fits-mini", [ANN], 21)
        app.stack.push(scene)
        app.step_frame()
        final = settled(app, play_to_the_final_results(app, scene, draw=False))
        choose(app, final, "Challenge a friend")
        [path] = challenges_folder(app.storage).iterdir()
        app.stack.pop()
        app.step_frame()
        choose(app, final, "Challenge a friend")
        page = app.stack.top
        assert list(challenges_folder(app.storage).iterdir()) == [path]  # no second, identical file
        assert page.body.startswith("Your challenge is already written, to:\n" + str(path))
    finally:
        app.close()
