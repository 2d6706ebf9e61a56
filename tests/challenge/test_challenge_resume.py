"""A challenge's game left mid-game (the window closed) and continued from the title's
Continue is still the challenge: its results show both players' rounds and totals, as
when it is played straight through; its file still referees headless."""
import io
import json

import pygame

from game.replay.referee import run_headless
from game.saved.in_progress import in_progress_folder
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT
from scenes.menus.title import TitleScene
from tests.app.conftest import tap
from tests.challenge.test_challenge_loop import choose, finished_showing_both, written_challenge
from tests.dummy_app import open_app
from tests.scenes.driving import lowest_drop, play, run_until


def test_a_challenge_left_mid_game_and_continued_still_shows_both_games(tmp_path):
    path, score = written_challenge(tmp_path)
    folder = tmp_path / "ben"
    app = open_app(folder)
    try:
        app.settings.last_seats = [{"name": "Ben", "device": KEYS_LEFT}]
        app.stack.push(app.stack.make("challenge", str(path)))
        app.step_frame()
        choose(app, app.stack.top, "Play this deal")
        game = app.stack.top
        for _ in range(3):
            play(app, game, 0, lowest_drop(game.state, 0))
            run_until(app, lambda: not any(view.busy for view in game.views))
        moves = list(game.moves)
        app.step_frame([pygame.event.Event(pygame.QUIT)])  # the window closed mid-game
        assert not app.running
    finally:
        app.close()
    wait_for_saves()
    [saved] = in_progress_folder(app.storage).glob("*.json")
    out = io.StringIO()
    assert run_headless(saved, out=out) == 0 and json.loads(out.getvalue())["finished"] is False

    again = open_app(folder)
    try:
        again.stack.push(TitleScene(again))
        again.step_frame()
        title = again.stack.top
        assert title.menu.items[0].label == "Continue: FITS compact  ·  round 1 of 2, Ann's challenge  ·  Ben"
        again.step_frame(tap(pygame.K_RETURN))
        again.step_frame()
        resumed = again.stack.top
        assert type(resumed).__name__ == "RampGameScene" and resumed.moves == moves
        assert resumed.challenge is not None and resumed.challenge.score == score
        final = finished_showing_both(again, resumed, score)
        assert "Watch Ann's game" in [item.text for item in final.menu.items]
        assert list(in_progress_folder(again.storage).glob("*.json")) == []  # finished: kept as a replay
    finally:
        again.close()


def test_a_game_in_progress_whose_challenge_was_edited_is_kept_aside(tmp_path):
    path, score = written_challenge(tmp_path)
    folder = tmp_path / "ben"
    app = open_app(folder)
    try:
        app.stack.push(app.stack.make("challenge", str(path)))
        app.step_frame()
        choose(app, app.stack.top, "Play this deal")
        app.step_frame([pygame.event.Event(pygame.QUIT)])
    finally:
        app.close()
    wait_for_saves()
    [saved] = in_progress_folder(app.storage).glob("*.json")
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["challenge"]["score"] = score + 9
    data["challenge"]["replay"]["score"] = score + 9  # an added key, ignored: the score above is checked
    saved.write_text(json.dumps(data), encoding="utf-8")
    from game.saved.in_progress import InProgressFiles
    games, problems = InProgressFiles(app.storage).load_all()
    assert games == [] and len(problems) == 1
    assert list(in_progress_folder(app.storage).glob("*.damaged-*"))  # set aside, never deleted
