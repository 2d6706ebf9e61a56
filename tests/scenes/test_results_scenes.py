"""Round results, final results and the replay viewer through the real loop."""
import json
from pathlib import Path

import pygame

from game.input import KEYS_LEFT, Seat
from game.replay import load_replay
from game.rules.ramp_actions import Skip
from game.i18n import _
from scenes.final_results import FinalResultsScene, outcome_line
from scenes.ramp_game import RampGameScene
from scenes.replay_viewer import ReplayViewerScene
from scenes.round_results import RoundResultsScene, line_caption
from scenes.title import TitleScene
from tests.app.conftest import key_down, tap
from tests.scenes.driving import lowest_drop, play, press, run_until

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"


def test_solo_game_reaches_final_results_and_plays_again(app):
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=21)
    app.stack.push(scene)
    app.step_frame()
    game = scene.game
    while not game.is_terminal():
        if isinstance(app.stack.top, RoundResultsScene):
            press(app, scene, 0, "confirm")
            press(app, scene, 0, "confirm")
        elif not scene.round_over:
            play(app, scene, 0, lowest_drop(game, 0) or Skip())
        else:
            app.step_frame()
    run_until(app, lambda: isinstance(app.stack.top, RoundResultsScene))
    assert app.stack.top.round_index == 1
    press(app, scene, 0, "confirm")
    press(app, scene, 0, "confirm")
    run_until(app, lambda: isinstance(app.stack.top, FinalResultsScene))
    final = app.stack.top
    rating = game.rating(0)
    assert rating is not None
    assert outcome_line(game, ["Ann"], "en") == _("Rating: {title}", title=rating.titles["en"])
    press(app, scene, 0, "confirm")  # 'Play again' has the focus
    app.step_frame()
    again = app.stack.top
    assert isinstance(again, RampGameScene) and again is not scene and final not in app.stack.scenes
    assert again.seats == scene.seats


def test_shared_win_names_everyone(app):
    class Tied:
        def winners(self):
            return [0, 1]
    assert outcome_line(Tied(), ["Ann", "Ben", "Cy"], "en") == "Shared win: Ann and Ben"  # the list as the language writes it


def test_every_score_line_gets_a_caption_of_its_own(app):
    replay = load_replay(EXAMPLES / "fits-solo.json")
    game = replay.play()
    for r, results in enumerate(game.results):
        board = game.edition.boards[r]
        for line in results[0].lines:
            caption = line_caption(board, (), results[0].rows, line)
            assert caption and not caption.startswith("ramp.")


def watch(app, path):
    viewer = ReplayViewerScene(app, path)
    app.stack.push(viewer)
    app.step_frame()
    return viewer


def test_replay_viewer_reaches_the_end(app):
    path = EXAMPLES / "bits-solo.json"
    viewer = watch(app, path)
    app.step_frame([key_down(pygame.K_4)])
    assert viewer.speed == 4
    run_until(app, lambda: viewer.finished, frames=20000)
    assert viewer.problem is None
    assert viewer.index == len(viewer.moves)
    assert viewer.game.scores() == load_replay(path).play().scores()


def test_replay_viewer_pauses_and_changes_speed(app):
    viewer = watch(app, EXAMPLES / "fits-solo.json")
    app.step_frame(tap(pygame.K_SPACE))
    assert viewer.paused
    index = viewer.index
    for __ in range(120):
        app.step_frame()
    assert viewer.index == index
    app.step_frame(tap(pygame.K_SPACE))
    app.step_frame(tap(pygame.K_PLUS))
    app.step_frame(tap(pygame.K_PLUS))
    app.step_frame(tap(pygame.K_PLUS))
    assert not viewer.paused and viewer.speed == 4
    app.step_frame(tap(pygame.K_MINUS))
    assert viewer.speed == 2


def test_bad_replay_file_shows_one_line_and_a_way_back(app, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{ not json", encoding="utf-8")
    viewer = watch(app, path)
    assert "not valid JSON" in viewer.problem
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_refused_move_in_a_replay_is_shown_not_raised(app, tmp_path):
    data = json.loads((EXAMPLES / "fits-solo.json").read_text(encoding="utf-8"))
    data["moves"] = [{"player": 0, "skip": True}]  # the start piece may not be set aside
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = watch(app, path)
    run_until(app, lambda: viewer.problem is not None)
    assert viewer.problem.startswith("Move 0 cannot be played")
    assert viewer.index == 0
