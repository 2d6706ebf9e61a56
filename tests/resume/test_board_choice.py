"""The FITS rulebook's variant: which boards, in which order. The setup offers it
for FITS and FITS compact; the game deals and scores the chosen boards in that
order; the replay and the results say so; the high scores keep each board set in a
table of its own, the full game's table the full game only;
the headless referee plays such replays."""
import io
import json

import pygame
import pytest

from game.content.ramp import load_edition
from game.saved.highscores import HighScores, table_key
from game.shell.input import KEYS_LEFT, Seat
from game.replay import ReplayError, load_replay, parse_replay
from game.replay.referee import run_headless
from game.rules.ramp_board import RampBoard
from game.rules.ramp_scoring import score_board
from tests.app.conftest import key_down, tap
from tests.resume.test_continue import start
from tests.scenes.driving import play_to_the_final_results


def test_the_game_deals_and_scores_the_chosen_boards_in_order(app):
    printed = load_edition("fits")
    scene = start(app, "ramp_game", "fits", [Seat("Ann", KEYS_LEFT)], 31, boards=(3, 1))
    assert [board.id for board in scene.edition.boards] == [printed.boards[2].id, printed.boards[0].id]
    assert len(scene.deal) == 2
    final = play_to_the_final_results(app, scene)
    game = final.state
    assert len(game.results) == 2
    for results, board in zip(game.results, (printed.boards[2], printed.boards[0])):
        rows = results[0].rows
        assert results[0].total == sum(line.points for line in score_board(board, RampBoard.from_rows(rows, True)))
    assert game.rating(0) is None  # the ratings are for the full game
    assert "Boards played: 3 and 1 (this choice of boards has its own high-score table)" in \
        [text for text, _ in scene.kept.headlines]
    scores, _ = HighScores.load(app.storage)
    assert scores.table("fits") == []
    assert [entry.score for entry in scores.table(table_key("fits", (3, 1)))] == game.scores()
    assert scores.board_sets("fits") == [(table_key("fits", (3, 1)), ["3", "1"])]
    [saved] = (app.storage.folder / "replays").glob("fits-*.json")
    assert json.loads(saved.read_text(encoding="utf-8"))["board_order"] == [3, 1]
    out = io.StringIO()
    assert run_headless(saved, out=out) == 0
    result = json.loads(out.getvalue())
    assert result["board_order"] == [3, 1] and result["finished"]
    assert result["players"][0]["rounds"] == [r[0].total for r in game.results] and "rating" not in result["players"][0]
    assert load_replay(saved).play().scores() == game.scores()


def test_a_replay_of_the_printed_boards_says_nothing_of_them_and_bad_choices_are_named():
    edition = load_edition("fits-mini")
    base = {"format": "replay", "version": 1, "game": "fits-mini", "players": ["Ann"], "seed": 5}
    assert "board_order" not in base and parse_replay(base).board_order is None
    assert len(parse_replay(base | {"board_order": [2]}).new_state().deal) == 1
    for order, words in (([3], "not a board of fits-mini"), ([1, 1], "chosen twice"), ([], "one board at least"),
                         ("12", "must be a list")):
        with pytest.raises(ReplayError, match=words):
            parse_replay(base | {"board_order": order})
    with pytest.raises(ReplayError, match="plays its boards as printed"):
        parse_replay(base | {"game": "bits", "board_order": [1]})
    assert len(edition.boards) == 2


def type_boards(app, text):
    """On the focused boards line: Enter, clear it, type `text`, Enter."""
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame([key_down(pygame.K_BACKSPACE)] * 10 + [pygame.event.Event(pygame.TEXTINPUT, text=text)])
    app.step_frame(tap(pygame.K_RETURN))


def test_setup_takes_the_boards_typed_and_refuses_others(app):
    setup = start(app, "table_setup", "fits")
    assert setup.boards_item.label == "Boards: 1 2 3 4 (all, as printed)" and setup.boards() is None
    setup.menu.focus = setup.menu.items.index(setup.boards_item)
    type_boards(app, "4 2 4")
    assert not setup.start_item.enabled and "each once" in " ".join(setup.notices())
    type_boards(app, "4 2")
    assert setup.boards_item.label == "Boards: 4, 2 (a choice: its own high scores)"
    assert setup.boards() == (4, 2) and setup.start_item.enabled
    setup.start()
    app.step_frame()
    assert app.stack.top.boards == (4, 2) and app.stack.top.edition.rounds == 2
    assert start(app, "table_setup", "bits").board_choice is None
