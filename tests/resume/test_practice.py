"""Practice: a solo game marked so in setup may take back its moves one by one
(the Z key, or the pause menu), never enters the high scores, and its replay
keeps only the moves that stood."""
import json

import pygame

from game.saved.highscores import HighScores
from game.shell.input import KEYS_LEFT, Seat
from tests.app.conftest import tap
from tests.resume.game_states import seen
from tests.resume.test_continue import drop_lowest, files, start
from tests.scenes.driving import play_to_the_final_results


def test_setup_offers_practice_to_one_person_alone(app):
    setup = start(app, "table_setup", "fits")
    assert setup.practice_item in setup.menu.items and setup.practice_item.label == "Practice: off"
    setup.menu.focus = setup.menu.items.index(setup.practice_item)
    app.step_frame(tap(pygame.K_RETURN))
    assert setup.practice_item.label == "Practice: on (undo allowed, no high score)"
    setup.add_computer()
    app.step_frame()
    assert setup.practice_item not in setup.menu.items and not setup.practising()
    setup.remove_row(setup.rows[1])
    setup.start()
    app.step_frame()
    assert app.stack.top.practice


def test_undo_restores_the_exact_state_before_each_move(app):
    scene = start(app, "ramp_game", "fits", [Seat("Ann", KEYS_LEFT)], 21, practice=True)
    states = [seen(scene.state)]
    for _ in range(18):  # into the second round: an undo may cross a round's end
        drop_lowest(app, scene, 1)
        if scene.round_over:
            app.step_frame()
            app.step_frame(tap(pygame.K_SPACE))
            app.step_frame(tap(pygame.K_SPACE))
            app.step_frame()
        states.append(seen(scene.state))
    assert scene.state.round_index == 1
    stood = list(scene.moves)
    for expected in reversed(states[:-1]):
        app.step_frame(tap(pygame.K_z))
        app.step_frame()
        scene = app.stack.top
        assert seen(scene.state) == expected
    assert scene.moves == [] and not scene.can_undo
    assert json.loads(files(app)[0].read_text(encoding="utf-8"))["moves"] == []
    # Play on differently: the file holds the moves that stood, nothing taken back.
    drop_lowest(app, scene, 1)
    assert len(json.loads(files(app)[0].read_text(encoding="utf-8"))["moves"]) == 1
    assert scene.moves[0] == stood[0]  # the same plan on the same deal


def test_undo_from_the_pause_menu_and_only_in_practice(app):
    plain = start(app, "ramp_game", "fits", [Seat("Ann", KEYS_LEFT)], 22)
    drop_lowest(app, plain, 2)
    app.step_frame(tap(pygame.K_z))
    assert app.stack.top is plain and len(plain.moves) == 2
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert "Undo the last move" not in [item.label for item in app.stack.top.menu.items]
    app.stack.pop()
    app.step_frame()
    practice = start(app, "ramp_game", "fits", [Seat("Ann", KEYS_LEFT)], 22, practice=True)
    drop_lowest(app, practice, 2)
    before = seen(practice.state)
    drop_lowest(app, practice, 1)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    pause = app.stack.top
    assert pause.menu.items[1].label == "Undo the last move"
    pause.menu.focus = 1
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert seen(app.stack.top.state) == before


def test_a_finished_practice_game_enters_no_high_score_but_keeps_its_replay(app):
    scene = start(app, "ramp_game", "fits-mini", [Seat("Ann", KEYS_LEFT)], 23, practice=True)
    play_to_the_final_results(app, scene)
    scores, _ = HighScores.load(app.storage)
    assert scores.table("fits-mini") == []
    assert files(app) == [] and len(list((app.storage.folder / "replays").glob("fits-mini-*.json"))) == 1
