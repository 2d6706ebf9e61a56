"""Round results, final results and the replay viewer through the real loop."""
import json
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pygame

from game.content.ramp import load_edition
from game.shell.input import KEYS_LEFT, Seat
from game.replay import load_replay
from game.i18n import _
from game.rules.ramp_actions import Neutral, Skip
from game.rules.ramp_data import TaskCard
from game.rules.ramp_deal import deal_from_seed
from game.rules.ramp_game import RampGame
from game.message_keys import keyed
from scenes.ramp.final_results import FinalResultsScene, outcome_line
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.ramp.round_breakdown import line_caption
from scenes.ramp import round_results
from scenes.ramp.round_results import RoundResultsScene
from scenes.menus.title import TitleScene
from sprites import ui
from sprites.ramp_board_view import RampBoardView
from tests.app.conftest import key_down, tap
from tests.scenes.driving import TWO_ZONES, lowest_drop, play, press, run_until

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"


def test_solo_game_reaches_final_results_and_plays_again(app):
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=21)
    app.stack.push(scene)
    app.step_frame()
    game = scene.state
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
    assert outcome_line(game, ["Ann"]) == _("Rating: {title}", title=keyed(rating.title))
    settle(app, final)
    press(app, scene, 0, "drop")  # S is down in menus: from 'High scores' to 'Play again'
    press(app, scene, 0, "confirm")
    app.step_frame()
    again = app.stack.top
    assert isinstance(again, RampGameScene) and again is not scene and final not in app.stack.scenes
    assert again.seats == scene.seats


def settle(app, final):
    run_until(app, lambda: final.settling <= 0)


def test_confirm_tapped_twice_after_the_last_round_leaves_the_final_results_in_view(app):
    """As after every other round, a player taps confirm twice to wave the round
    table through: the second tap must not start a new game before the results are seen."""
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=21)
    app.stack.push(scene)
    app.step_frame()
    while not isinstance(app.stack.top, FinalResultsScene):
        if isinstance(app.stack.top, RoundResultsScene):
            press(app, scene, 0, "confirm")
            press(app, scene, 0, "confirm")
            press(app, scene, 0, "confirm")  # one more, as an impatient player does
        elif not scene.round_over:
            play(app, scene, 0, lowest_drop(scene.state, 0) or Skip())
        else:
            app.step_frame()
    final = app.stack.top
    for __ in range(3):
        press(app, scene, 0, "confirm")
    assert app.stack.top is final
    settle(app, final)
    # Once settled, the focused item is harmless: the high scores, over the results.
    press(app, scene, 0, "confirm")
    app.step_frame()
    assert app.stack.top.__class__.__name__ == "HighScoresScene"
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is final


def test_shared_win_names_everyone(app):
    class Tied:
        def winners(self):
            return [0, 1]
    assert outcome_line(Tied(), ["Ann", "Ben", "Cy"]) == "Shared win: Ann and Ben"  # as the language writes a list


def test_every_score_line_gets_a_caption_of_its_own(app):
    solo = sorted(EXAMPLES.glob("*-solo.json"))  # every ramp game: board rules and task cards
    assert len(solo) == 4
    for path in solo:
        game = load_replay(path).play()
        for results in game.results:
            for line in results[0].lines:
                caption = line_caption(line)
                assert caption and not caption.startswith("ramp.") and "{" not in caption, (path.name, line.key)


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
    assert viewer.state.scores() == load_replay(path).play().scores()


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


def test_bad_replay_file_shows_one_line_and_a_way_back(app, tmp_path, caplog):
    path = tmp_path / "broken.json"
    path.write_text("{ not json", encoding="utf-8")
    viewer = watch(app, path)
    assert "the file is damaged" in viewer.problem and "not valid JSON" in caplog.text
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_refused_move_in_a_replay_is_shown_not_raised(app, tmp_path, caplog):
    data = json.loads((EXAMPLES / "fits-solo.json").read_text(encoding="utf-8"))
    data["moves"] = [{"player": 0, "skip": True}]  # the start piece may not be set aside
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = watch(app, path)
    run_until(app, lambda: viewer.problem is not None)
    # The player counts the first move as 1; the referee's line (from 0) is in the log.
    assert viewer.problem == "The replay stops here: the rules refuse move 1 (The start piece must be placed)."
    assert "move 0: the start piece must be placed" in caplog.text and viewer.index == 0


def test_a_task_line_lights_the_card_that_scored_it_when_two_cards_share_a_value(app):
    # A made-up deck-1 card worth exactly what deck 3's 3-I2 is worth, for the same
    # shape in any colour: every two-cell area scores both, and the results must
    # name and frame the card each line is for (points and shape cannot tell them apart).
    bits = load_edition("bits")
    twin = TaskCard("1-I2", 1, ("##",), None, -2)
    edition = replace(bits, tasks=bits.tasks + (twin,))
    deal = list(deal_from_seed(edition, 1, 3))
    deal[0], deal[2] = replace(deal[0], task="1-I2"), replace(deal[2], task="3-I2")
    game = RampGame(edition, 1, deal)
    while not game.is_terminal():
        game.apply_action(0, lowest_drop(game, 0) or lowest_drop(game, 0, Neutral))
    assert [card.id for card in game.open_tasks][::2] == ["1-I2", "3-I2"]
    sources = [line.source for line in game.results[2][0].lines if line.rule == "task"]
    assert sources.count("1-I2") == sources.count("3-I2") > 0, "the deal should leave a two-cell area"
    scene = RoundResultsScene(app, game, [RampBoardView(edition, 0)], [Seat("Ann", KEYS_LEFT)], 2)
    app.stack.push(scene)
    seen = {}
    while not scene.sequence.done:
        line = scene.sequence.current(0)
        if line is not None and line.rule == "task":
            seen[line.source] = (scene.lit_cards(), scene.captions[0][scene.sequence.step])
        app.step_frame()
    assert seen["1-I2"][0] == {"1-I2"} and seen["1-I2"][1].startswith("Deck 1 card")
    assert seen["3-I2"][0] == {"3-I2"} and seen["3-I2"][1].startswith("Deck 3 card")


def skip_or_place(app, scene, player):
    """Set every piece aside that may be set aside (the start piece may not)."""
    legal = scene.state.legal_actions(player)
    play(app, scene, player, Skip() if Skip() in legal else lowest_drop(scene.state, player))


def test_round_scoring_leaves_the_boards_in_view_and_says_no_points(app):
    """Ben sets every piece aside on a FITS compact board (empty fields cost nothing
    there): his board scores nothing, and says so; the boards stay in view until asked."""
    scene = RampGameScene(app, "fits-mini", TWO_ZONES, seed=21)
    app.stack.push(scene)
    app.step_frame()
    game = scene.state
    while not isinstance(app.stack.top, RoundResultsScene):
        pending = game.pending() if not scene.round_over else ()
        if 0 in pending:
            play(app, scene, 0, lowest_drop(game, 0) or Skip())
        elif 1 in pending:
            skip_or_place(app, scene, 1)
        else:
            app.step_frame()
    results = app.stack.top
    assert game.results[0][1].total == 0 and game.results[0][0].total != 0
    assert results.caption(1) == "No points"
    for __ in range(60 * 20):  # twenty seconds looking at the boards
        app.step_frame()
    assert results.sequence.done and not results.show_table and app.stack.top is results
    assert results.caption(1) == "No points" and results.caption(0) != "No points"
    assert _("This round: {points:+d}", points=game.results[0][0].total).startswith("This round: ")
    press(app, scene, 0, "confirm")
    assert results.show_table
    press(app, scene, 0, "confirm")
    app.step_frame()
    assert app.stack.top is scene


def test_the_replay_viewers_hint_follows_a_change_of_language(app):
    """The viewer keeps its backdrop between frames: the hint line in it is drawn anew in the
    language of the moment (as a fresh viewer draws it), not kept in the one it was first drawn in."""
    def hint_band(viewer):
        app.stack.clear_to(viewer)
        app.step_frame()
        band = pygame.Rect(0, app.surface.get_height() - ui.px(app.surface, 30), app.surface.get_width(),
                           ui.px(app.surface, 30))
        return pygame.image.tobytes(app.surface.subsurface(band), "RGB")

    path = EXAMPLES / "bits-solo.json"
    app.set_language("de")
    kept = ReplayViewerScene(app, path)
    german = hint_band(kept)
    app.set_language("nl")
    assert hint_band(kept) == hint_band(ReplayViewerScene(app, path)) != german


def test_a_round_ended_in_play_shows_its_results_after_a_few_frames_as_drawn_whole(app, monkeypatch):
    """The results of a round ended in play draw their first picture a part at a time (no frame
    pays for all of it, issue 47): the game's picture stays meanwhile, and what then shows is
    the picture the results draw whole. The parts' clock reads a millisecond later at each look,
    so a frame draws a part or two however fast this machine draws them."""
    clock = iter(range(10 ** 9))
    monkeypatch.setattr(round_results, "time", SimpleNamespace(process_time=lambda: next(clock) / 1000))
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=21)
    app.stack.push(scene)
    app.step_frame()
    while not isinstance(app.stack.top, RoundResultsScene):
        if scene.round_over:
            app.step_frame()
        else:
            play(app, scene, 0, lowest_drop(scene.state, 0) or Skip())
    results = app.stack.top
    game_picture = pygame.image.tobytes(app.surface, "RGB")
    frames = 0
    while results._prepared is not None:
        app.step_frame()
        frames += 1
        assert pygame.image.tobytes(app.surface, "RGB") == game_picture
    app.step_frame()
    assert 0 < frames < 30  # a few sixtieths of a second
    whole = RoundResultsScene(app, scene.state, scene.views, scene.seats, results.round_index)
    whole.sequence.time = results.sequence.time
    drawn = pygame.Surface(app.surface.get_size())
    whole.draw(drawn)
    assert pygame.image.tobytes(app.surface, "RGB") == pygame.image.tobytes(drawn, "RGB")
