"""The coach's review on the real loop, headless: it shows the decisions review()
returns, worst first, each on the board as it stood before the move; it steps and
leaves by keys and clicks; it can be left while still weighing; a game without a
marked decision gets a kind word. Reached from the solo results and the high scores."""
import threading
from pathlib import Path

import pygame
import pytest

from game.coach.review import position_before, review
from game.shell.input import KEYS_LEFT, Seat
from game.message_keys import keyed
from game.replay import load_replay
from game.saved.replay_files import save_replay
from game.rules.ramp_actions import Skip
from scenes.ramp.final_results import FinalResultsScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.coach.review_screen import ReviewScene
from scenes.ramp.round_results import RoundResultsScene
from sprites import text_audit
from tests.app.conftest import click, tap
from tests.coach.weighed_once import weighed_once
from tests.scenes.driving import lowest_drop, play, press

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"
FIRST_MOVES = 6  # the start piece and the first cards: quick to weigh (the master thinks ~1 s a decision)
WEIGHING_BOUND = 600  # seconds a review thread may take to end (a bound, not a timing)


@pytest.fixture(autouse=True, scope="module")
def each_decision_weighed_once():
    """Each test reviews a replay itself and has the screen review it too, and the first moves
    recur: each decision is weighed once per run (tests/coach/weighed_once.py)."""
    with weighed_once():
        yield


def short_replay(name="fits-solo.json", moves=FIRST_MOVES):
    replay = load_replay(EXAMPLES / name)
    replay.moves = replay.moves[:moves]
    return replay


def open_review(app, source) -> ReviewScene:
    app.stack.push("review", source)
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    return scene


def weighed(app, scene):
    scene.weighing.thread.join(WEIGHING_BOUND)
    assert not scene.weighing.thread.is_alive()
    app.step_frame()
    return scene.decisions


def weighing_nothing_before_it_is_left(monkeypatch):
    """For a test that only opens and leaves the review: its thread goes through review() once the
    screen is left, which then stops before weighing anything (else the decision under way is
    weighed to its end, a second of the master's CPU in the background of the tests after it)."""
    import scenes.coach.review_screen

    def once_left(replay, progress=None, stop=None, weighed=None):
        stop.__self__.wait(WEIGHING_BOUND)  # stop: the screen's threading.Event's is_set
        return review(replay, progress=progress, stop=stop, weighed=weighed)

    monkeypatch.setattr(scenes.coach.review_screen, "review", once_left)


def texts_drawn(app) -> list[str]:
    text_audit.start_audit(app.surface)
    app.step_frame()
    return [note.text for note in text_audit.stop_audit()]


def test_the_review_shows_the_decisions_review_returns_and_steps_through_them(app):
    for name, moves in (("fits-solo.json", FIRST_MOVES), ("bits-solo.json", 3)):
        replay = short_replay(name, moves)
        expected = review(replay)
        assert expected, "the example's first moves have a decision to mark"
        scene = open_review(app, replay)
        assert weighed(app, scene) == expected  # the same marks on every run
        for index, decision in enumerate(expected):
            assert scene.index == index
            app.step_frame()
            assert {kind: action for kind, (action, __) in scene.marks.items()} == \
                {"played": decision.played, "master": decision.better}
            views, state = scene._position(index)
            before = position_before(replay, decision.move)
            assert views[decision.player].rows == before.board(decision.player).to_rows()
            assert state.step == before.step and state.round_index == before.round_index
            texts = texts_drawn(app)
            assert keyed("coach.review.worst" if index < 3 else "coach.review.others") in texts
            app.step_frame(tap(pygame.K_RIGHT))
        assert scene.index == len(expected) - 1  # the last one stays
        app.step_frame(tap(pygame.K_LEFT))
        assert scene.index == max(0, len(expected) - 2)
        app.step_frame(click(scene.buttons["next"].center))
        assert scene.index == len(expected) - 1
        app.step_frame(click(scene.buttons["back"].center))
        app.step_frame()
        assert app.stack.top is not scene


def test_a_replay_file_is_reviewed_as_the_same_replay_in_memory(app, tmp_path):
    replay = short_replay(moves=3)
    path = tmp_path / "short.json"
    save_replay(path, replay)
    scene = open_review(app, str(path))
    assert weighed(app, scene) == review(replay)


def test_a_bad_file_says_why_with_a_way_back(app, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    scene = open_review(app, str(path))
    assert scene.problem and str(path) in scene.problem
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is not scene


def test_the_review_can_be_left_while_still_weighing(app, monkeypatch):
    # The real review, held after its first decision until the screen is left: it is
    # surely still weighing then, however fast the machine.
    import scenes.coach.review_screen
    held, left = threading.Event(), threading.Event()

    def gated(replay, progress=None, stop=None, weighed=None):
        def hold(done, total):
            progress(done, total)
            held.set()
            left.wait(WEIGHING_BOUND)
        return review(replay, progress=hold, stop=stop, weighed=weighed)

    monkeypatch.setattr(scenes.coach.review_screen, "review", gated)
    app.stack.push("title")
    app.step_frame()
    scene = open_review(app, load_replay(EXAMPLES / "bits-pro-solo.json"))
    assert held.wait(WEIGHING_BOUND)
    app.step_frame()
    assert scene.weighing.thread.is_alive() and not scene.weighing.finished
    weighing = scene.weighing
    assert keyed("coach.review.weighing", done=min(weighing.done + 1, weighing.total), total=weighing.total) \
        in texts_drawn(app)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is not scene and scene not in app.stack.scenes
    left.set()
    scene.weighing.thread.join(WEIGHING_BOUND)
    assert not scene.weighing.thread.is_alive()  # it stopped: nobody waits for it
    assert scene.decisions is None
    for __ in range(5):
        app.step_frame()


def test_a_review_left_goes_on_from_where_it_was_when_opened_again(app, monkeypatch):
    """Issue 45, point 8: Back leaves at decision n; the same game reviewed again in the session
    shows n at once and weighs only the decisions after it, to the marks of a whole review."""
    import game.coach.review
    import scenes.coach.review_screen
    replay = short_replay()
    whole = review(replay)
    held, left = threading.Event(), threading.Event()

    def gated(replay, progress=None, stop=None, weighed=None):
        def hold(done, total):
            progress(done, total)
            if done == 2:
                held.set()
                left.wait(WEIGHING_BOUND)
        return review(replay, progress=hold, stop=stop, weighed=weighed)

    monkeypatch.setattr(scenes.coach.review_screen, "review", gated)
    app.stack.push("title")
    app.step_frame()
    scene = open_review(app, replay)
    assert held.wait(WEIGHING_BOUND)
    app.step_frame(tap(pygame.K_ESCAPE))  # Back, at the third decision
    app.step_frame()
    left.set()
    scene.weighing.thread.join(WEIGHING_BOUND)
    weighing = scene.weighing
    assert weighing.done == 2 and len(weighing.weighed) == 2 and weighing.decisions is None
    asked = []
    weigh = game.coach.review.weigh
    monkeypatch.setattr(game.coach.review, "weigh", lambda *args: asked.append(args) or weigh(*args))
    again = open_review(app, replay)
    assert again.weighing is weighing
    assert keyed("coach.review.weighing", done=3, total=weighing.total) in texts_drawn(app) or weighing.finished
    assert weighed(app, again) == whole
    assert len(asked) == weighing.total - 2  # the two weighed before are not weighed again
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert open_review(app, replay).decisions == whole  # reviewed once: shown at once


def test_a_game_without_marked_decisions_gets_a_kind_word(app):
    replay = load_replay(EXAMPLES / "fits-solo.json")
    replay.moves = ()  # nothing decided yet: nothing to mark
    scene = open_review(app, replay)
    assert weighed(app, scene) == []
    assert keyed("coach.review.none") in texts_drawn(app)


def test_the_solo_results_offer_a_review_of_the_game_just_played(app, monkeypatch):
    weighing_nothing_before_it_is_left(monkeypatch)
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=21)
    app.stack.push(scene)
    app.step_frame()
    game = scene.state
    for __ in range(3000):
        top = app.stack.top
        if isinstance(top, FinalResultsScene):
            break
        if isinstance(top, RoundResultsScene):
            press(app, scene, 0, "confirm")
            press(app, scene, 0, "confirm")
        elif top is scene and not scene.round_over and 0 in game.pending():
            play(app, scene, 0, lowest_drop(game, 0) or Skip())
        else:
            app.step_frame()
    final = app.stack.top
    assert isinstance(final, FinalResultsScene)
    item = next(item for item in final.menu.items if item.text == keyed("coach.review.button"))
    final.settling = 0
    item.on_activate()
    app.step_frame()
    reviewing = app.stack.top
    assert isinstance(reviewing, ReviewScene) and reviewing.replay.moves == tuple(scene.moves)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is final


def test_the_high_score_table_offers_a_review_of_an_entrys_replay(app, monkeypatch):
    weighing_nothing_before_it_is_left(monkeypatch)
    from game.saved.highscores import HighScores
    from scenes.menus.high_scores import HighScoresScene
    whole = load_replay(EXAMPLES / "fits-mini-solo.json")
    HighScores(app.storage).record_game(whole, whole.play())
    app.stack.push(HighScoresScene(app, "fits-mini"))
    app.step_frame()
    table = app.stack.top
    [row] = table.rows
    assert row.review.enabled
    app.step_frame(click(row.review.rect.center))
    app.step_frame()
    reviewing = app.stack.top
    assert isinstance(reviewing, ReviewScene)
    assert reviewing.replay.moves == whole.moves and reviewing.replay.deal == whole.deal
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is table


def test_a_pilus_review_shows_the_table_before_the_move_with_both_lays(app):
    replay = short_replay("pilus-2p.json", moves=4)
    expected = review(replay)
    assert expected
    scene = open_review(app, replay)
    assert weighed(app, scene) == expected
    for index, decision in enumerate(expected):
        app.step_frame()
        assert {kind: action for kind, (action, __) in scene.marks.items()} == \
            {"played": decision.played, "master": decision.better}
        view, state = scene._position(index)
        before = position_before(replay, decision.move)
        assert [(t.tile, t.x, t.y, t.level) for t in view.tiles] == \
            [(laid.tile, laid.x, laid.y, laid.level) for laid in before.table.laid()]
        assert state.current_player == decision.player
        app.step_frame(tap(pygame.K_RIGHT))
