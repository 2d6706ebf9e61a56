"""Boards of one's own on the real loop, keyboard only: made in the editor, saved,
played in a solo FITS round, refereed where it was never seen, passed on as a file
and as a code to other data folders, where it is the same board."""
import io
import json

import pygame

from game.boards.board_text import share_code
from game.replay.referee import run_headless
from game.saved.boards import BoardShelf
from tests.app.conftest import tap
from tests.boards.test_board_files import opened_boards
from tests.dummy_app import open_app
from tests.scenes.driving import play_to_the_final_results


def keys(app, *names):
    for name in names:
        app.step_frame(tap(getattr(pygame, f"K_{name}")))


def make_a_board_with_the_keyboard(app):
    app.stack.push("title")
    app.step_frame()
    keys(app, *["DOWN"] * 5)
    assert app.stack.top.menu.focused.label == "Create"
    keys(app, "RETURN")   # Create
    keys(app, "RETURN")   # → Boards
    keys(app, "RETURN")   # → New board
    editor = app.stack.top
    assert type(editor).__name__ == "BoardEditorScene" and editor.edition.game_id == "fits"
    keys(app, *["RIGHT"] * 6)  # along the top row, then out of the grid to the edition
    assert editor.menu.focused is editor.edition_item
    keys(app, "DOWN", "RIGHT")  # the next scoring: bonus and minus fields
    assert "bonus and minus fields" in editor.kind_item.label
    assert "This scoring needs at least one bonus field." in editor.problems() and not editor.save_item.enabled
    keys(app, "DOWN", "LEFT")  # to the name, then left into the grid
    cell = next(cell for cell, item in editor.cells.items() if item is editor.menu.focused)
    keys(app, "RETURN", "RETURN", "RETURN")  # empty → +1 → +2 → +3
    assert editor.fields[cell].value == 3
    keys(app, "RIGHT", "RETURN")  # back to the name, type it
    assert editor.name.editing
    app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text="Keyboard Castle")])
    keys(app, "RETURN", "DOWN")
    assert editor.name.text == "Keyboard Castle" and editor.problems() == []
    assert editor.menu.focused is editor.save_item
    keys(app, "RETURN")
    [saved] = opened_boards(app.storage)
    assert saved.board.name == "Keyboard Castle" and dict(saved.board.fields) == {cell: editor.fields[cell]}
    keys(app, "RIGHT", "RETURN")  # Share: a file to pass on, and the code
    [shared] = (app.storage.folder / "shared-boards").glob("*.tmx")
    assert editor.shared.code == share_code("fits", saved.board)
    assert editor.shared.code_path.read_text().strip() == editor.shared.code  # beside the board's file
    assert editor.shared.code_path.parent == shared.parent
    return saved, shared, cell


def test_a_board_made_with_the_keyboard_is_played_refereed_and_passed_on(app, tmp_path):
    saved, shared, cell = make_a_board_with_the_keyboard(app)
    keys(app, "ESCAPE", "ESCAPE", "ESCAPE")  # editor, boards, create: back on the title
    app.stack.push("table_setup", "fits")
    app.step_frame()
    setup = app.stack.top
    assert "A:\u00a0Keyboard Castle" in "\n".join(setup.board_choice.lines())
    setup.menu.focus = setup.menu.items.index(setup.boards_item)
    keys(app, "RETURN")
    app.step_frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=42)] * 10
                   + [pygame.event.Event(pygame.TEXTINPUT, text="a")])
    keys(app, "RETURN")
    assert setup.boards() == (share_code("fits", saved.board),)
    setup.start()
    app.step_frame()
    game_scene = app.stack.top
    assert game_scene.edition.rounds == 1 and game_scene.edition.boards[0].fields == saved.board.fields
    final = play_to_the_final_results(app, game_scene)
    played = final.state
    assert len(played.results) == 1
    # The replay carries the board: refereed the same with no board file anywhere.
    [replay] = (app.storage.folder / "replays").glob("fits-*.json")
    assert json.loads(replay.read_text())["board_order"] == [share_code("fits", saved.board)]
    out = io.StringIO()
    assert run_headless(replay, out=out) == 0
    assert json.loads(out.getvalue())["players"][0]["total"] == played.scores()[0]

    # Passed on as a file dropped onto another data folder's window, and as a pasted code to a third.
    other = open_app(tmp_path / "second")
    try:
        other.stack.push("title")
        other.step_frame()
        other.step_frame([pygame.event.Event(pygame.DROPFILE, file=str(shared))])
        assert "Keyboard Castle is now among your boards" in other.stack.top.body
        [got] = BoardShelf(other.storage).load()[0]
        assert (got.key, got.name) == (saved.key, saved.board.name)
        other.step_frame([pygame.event.Event(pygame.DROPFILE, file=str(shared))])
        assert "You have this board already" in other.stack.top.body
        assert len(BoardShelf(other.storage).load()[0]) == 1
    finally:
        other.close()
    third = open_app(tmp_path / "third")
    try:
        third.stack.push("board_shelf")
        third.step_frame()
        shelf = third.stack.top
        shelf.menu.focus = shelf.menu.items.index(shelf.paste_item)
        keys(third, "RETURN")
        if shelf.code.editing:  # no clipboard on the dummy driver: the code is typed (pasted) into the field
            third.step_frame([pygame.event.Event(pygame.TEXTINPUT, text=share_code("fits", saved.board))])
            keys(third, "RETURN")
        [got] = BoardShelf(third.storage).load()[0]
        assert got.key == saved.key and "now among your boards" in shelf.said
    finally:
        third.close()


def test_share_beside_a_fifo_and_a_link_to_an_endless_device_takes_a_new_name(app):
    """Names in shared-boards held by a FIFO (reading it would wait for ever) and a link to
    /dev/zero (reading it would never end) are taken: Share writes the next free name."""
    import os
    import signal

    saved, shared, cell = make_a_board_with_the_keyboard(app)
    shared.unlink()
    os.mkfifo(shared)
    os.symlink("/dev/zero", shared.with_name(f"{shared.stem}-2.tmx"))

    def hung(*args):
        raise AssertionError("Share hung on a special file")
    before = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        keys(app, "RETURN")  # Share again
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, before)
    third = shared.with_name(f"{shared.stem}-3.tmx")
    assert app.stack.top.shared.path == third
    assert BoardShelf(app.storage).take_file(third)[0].key == saved.key
    assert os.path.islink(shared.with_name(f"{shared.stem}-2.tmx")) and not os.path.isfile(shared)  # left as they were
