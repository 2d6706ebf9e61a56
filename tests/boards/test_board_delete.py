"""Deleting a board of one's own on the real loop: from the list of one's boards, by the
Delete key (keyboard) or the Delete a board item (a pad), always after a question naming
the board with 'No, keep it' first. The games played on it stay: their replay (which
carries the board) still referees, their high-score table still names it."""
import io
import json

import pygame

from game.boards.board_text import share_code
from game.content.ramp import load_edition
from game.replay.referee import run_headless
from game.saved.boards import BoardShelf
from game.saved.highscores import HighScores
from game.shell.input import KEYS_LEFT, Seat
from game.shell.input.pads import Pad
from scenes.menus.board_delete import BoardDeleteScene
from scenes.ramp.ramp_screen import RampGameScene
from tests.app.conftest import pad_added, pad_button, pad_hat, tap
from tests.boards.test_board_files import own_board
from tests.dummy_app import open_app
from tests.scenes.driving import play_to_the_final_results

PAD = 100


def shelved(app, *names):
    """Boards of the player's own for FITS compact, one per name, each its fields moved a little."""
    edition = load_edition("fits-mini")
    printed = dict(edition.boards[1].fields)
    empty = [(row, column) for row in range(edition.height) for column in range(edition.width)
             if (row, column) not in printed]
    for n, name in enumerate(names):
        fields = dict(printed)
        fields[empty[n]] = fields.pop((1, 2))
        saved, problem = BoardShelf(app.storage).save("fits-mini", own_board(name, fields, game="fits-mini"))
        assert problem is None and saved.board.name == name


def keys(app, *names):
    for name in names:
        app.step_frame(tap(getattr(pygame, f"K_{name}")))
    app.step_frame()


def pad(app, *presses):
    for press in presses:
        if press == "A":
            app.step_frame([pad_button(PAD, 0)])
            app.step_frame([pad_button(PAD, 0, down=False)])
        else:
            app.step_frame([pad_hat(PAD, (0, {"down": -1, "up": 1}[press]))])
            app.step_frame([pad_hat(PAD, (0, 0))])
    app.step_frame()


def labels(scene):
    return [item.text for item in scene.menu.items]


def test_the_delete_key_asks_naming_the_board_and_no_keeps_it(app):
    shelved(app, "Castle", "Meadow")
    app.stack.push("board_shelf")
    app.step_frame()
    shelf = app.stack.top
    assert labels(shelf) == ["New board", "Find a board by its name", "Castle (FITS compact)", "Meadow (FITS compact)",
                             "Paste a board code", "Delete a board", "Back"]
    keys(app, "DOWN", "DOWN", "DOWN", "DELETE")  # on Meadow
    ask = app.stack.top
    assert isinstance(ask, BoardDeleteScene)
    assert ask.lines()[0] == "Delete the board Meadow (FITS compact)?"
    assert labels(ask) == ["No, keep it", "Yes, delete it"] and ask.menu.focus == 0
    keys(app, "RETURN")  # No: nothing goes
    assert app.stack.top is shelf and len(BoardShelf(app.storage).load()[0]) == 2
    keys(app, "DELETE")
    keys(app, "ESCAPE")  # Esc keeps it too
    assert app.stack.top is shelf and len(BoardShelf(app.storage).load()[0]) == 2
    keys(app, "DELETE", "DOWN", "RETURN")  # Yes
    assert app.stack.top is shelf
    assert [saved.name for saved in BoardShelf(app.storage).load()[0]] == ["Castle"]
    assert labels(shelf)[2:4] == ["Castle (FITS compact)", "Paste a board code"]
    assert shelf.said == "The board Meadow is deleted. The games played on it keep it."
    app.step_frame()  # the shelf draws what it said
    keys(app, "UP", "UP", "UP", "DELETE")  # on New board, Delete asks nothing
    assert app.stack.top is shelf


def test_a_pad_deletes_a_board_played_on_and_its_game_stays(tmp_path):
    app = open_app(tmp_path, open_pad=lambda index: Pad(PAD, "Pad"))
    try:
        shelved(app, "Castle", "Meadow")
        [castle, __] = BoardShelf(app.storage).load()[0]
        code = share_code("fits-mini", BoardShelf(app.storage).open(castle)[0].board)
        game = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], 5, boards=(code,))
        app.stack.push(game)
        app.step_frame()
        total = play_to_the_final_results(app, game).state.scores()[0]
        [replay] = (app.storage.folder / "replays").glob("fits-mini-*.json")

        app.stack.clear_to("board_shelf")
        app.step_frame([pad_added(0)])
        shelf = app.stack.top
        pad(app, "down", "down", "down", "down", "down")
        assert shelf.menu.focused.text == "Delete a board"
        pad(app, "A")
        chooser = app.stack.top
        assert isinstance(chooser, BoardDeleteScene)
        assert labels(chooser) == ["Castle (FITS compact)", "Meadow (FITS compact)", "Back"]
        pad(app, "A")  # Castle
        assert chooser.lines()[0] == "Delete the board Castle (FITS compact)?"
        assert "their replays carry the board" in chooser.lines()[1]
        pad(app, "A")  # No, keep it: back to the list, on Castle
        assert labels(chooser)[0] == "Castle (FITS compact)" and chooser.menu.focus == 0
        pad(app, "A", "down", "A")  # Castle, Yes
        assert app.stack.top is shelf
        assert [saved.name for saved in BoardShelf(app.storage).load()[0]] == ["Meadow"]
        assert not castle.path.exists()
    finally:
        app.close()
    # What was played on it stays: its replay referees, its high-score table names it.
    out = io.StringIO()
    assert run_headless(replay, out=out) == 0
    assert json.loads(out.getvalue())["players"][0]["total"] == total
    scores, problem = HighScores.load(app.storage)
    assert problem is None and [words for __, words in scores.board_sets("fits-mini")] == [["Castle"]]


def test_a_long_list_of_boards_shows_the_rows_that_fit_and_follows_the_focus(app):
    names = [f"Board {letter}" for letter in "ABCDEFGHIJKL"]
    shelved(app, *names)
    app.stack.push("board_shelf")
    app.step_frame()
    shelf = app.stack.top
    height = app.surface.get_height()

    def shown():
        return [item.text for item in shelf.menu.items if item.rect]

    assert shown()[0] == "New board" and "Back" not in shown()  # the rest waits below
    assert all(item.rect.bottom < height - 50 for item in shelf.menu.items if item.rect)
    keys(app, "UP")  # round to Back, the last: the list follows
    assert shelf.menu.focused.text == "Back" and shown()[-1] == "Back" and "New board" not in shown()
    keys(app, "DELETE")  # not on a board: nothing asked
    keys(app, "UP", "RETURN")
    chooser = app.stack.top
    assert isinstance(chooser, BoardDeleteScene) and len(chooser.menu.items) == 13
    keys(app, "UP", "UP")  # from the first row round to the last board
    assert chooser.menu.focused.text == "Board L (FITS compact)" and chooser.menu.focused.rect
    assert all(item.rect.bottom < height for item in chooser.menu.items if item.rect)
    app.step_frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0, precise_y=1)])
    assert chooser.menu.focused.text == "Board K (FITS compact)"
