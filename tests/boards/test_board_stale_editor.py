"""Issue 46.5 on the real save paths: window A edits the board 'Castle'; window B deletes it
and takes another board also named 'Castle' (or changes it); A's Save does not write over
B's board in silence: A is asked to keep both, overwrite or discard."""
import pygame
import pytest

from game.boards.scoring import problems
from game.content.ramp import load_edition
from game.rules.ramp_data import Field
from game.saved.boards import BoardShelf
from scenes.menus.board_changed import BoardChangedScene
from tests.app.conftest import tap
from tests.boards.test_board_files import opened_boards, own_board
from tests.dummy_app import open_app
from game.boards.board_text import to_tmx


@pytest.fixture
def windows(tmp_path):
    a, b = open_app(tmp_path), open_app(tmp_path)  # one data folder, two windows
    yield a, b
    a.close()
    b.close()


def castle(value):
    board = own_board("Castle", {(0, 0): Field("bonus", value), (4, 4): Field("negative", -5)})
    assert not problems(load_edition("fits"), board)
    return board


def a_edits_while_b_replaces(a, b):
    opened, problem = BoardShelf(a.storage).save("fits", castle(1))
    assert problem is None
    a.stack.push("title")
    a.stack.push("board_editor", opened)
    a.step_frame()
    editor = a.stack.top
    editor.put((1, 1), Field("bonus", 2))  # A's change
    shelf = BoardShelf(b.storage)
    [held] = shelf.load()[0]
    assert shelf.delete(held) is None
    theirs, new, problem = shelf.take(to_tmx("fits", castle(3)), "pasted")
    assert (new, problem, theirs.path) == (True, None, opened.path)  # the same file name, another board
    editor.save()
    a.step_frame()
    question = a.stack.top
    assert isinstance(question, BoardChangedScene)
    assert question.lines() == ["The board Castle was changed in another window since you opened it."]
    return editor, question, theirs


def held_fields(storage):
    return sorted(tuple(sorted(saved.board.fields.items())) for saved in opened_boards(storage))


def test_keep_both_writes_a_new_board_and_leaves_the_other_windows(windows):
    a, b = windows
    editor, question, theirs = a_edits_while_b_replaces(a, b)
    a.step_frame(tap(pygame.K_RETURN))  # 'Keep both', first
    a.step_frame()
    assert a.stack.top is editor and editor.said.startswith("Saved as ")
    boards = {saved.path: saved.board for saved in opened_boards(b.storage)}
    assert boards[theirs.path].fields == theirs.board.fields  # B's board as B made it
    assert len(boards) == 2 and editor.saved.path != theirs.path


def test_overwrite_is_the_players_choice_and_discard_writes_nothing(windows):
    a, b = windows
    editor, question, theirs = a_edits_while_b_replaces(a, b)
    a.step_frame(tap(pygame.K_DOWN))
    a.step_frame(tap(pygame.K_RETURN))  # 'Overwrite it'
    a.step_frame()
    [saved] = opened_boards(b.storage)
    assert saved.board.fields == editor.board().fields
    # again from B's side: A discards, B's board stays
    editor.put((2, 2), Field("bonus", 1))
    shelf = BoardShelf(b.storage)
    shelf.delete(saved)
    editor.save()
    a.step_frame()
    question = a.stack.top
    assert question.lines() == ["The board Castle was removed in another window since you opened it."]
    a.step_frame(tap(pygame.K_UP))
    a.step_frame(tap(pygame.K_RETURN))  # up from the first: 'Discard my changes', last
    a.step_frame()
    assert type(a.stack.top).__name__ == "TitleScene" and BoardShelf(b.storage).load()[0] == []
