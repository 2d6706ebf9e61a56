"""Issue 46.3 and 45.6: a library of many boards of one's own. Every board is listed (the
list scrolls and finds by typing, with keys, the wheel or a pad), known by the index beside
the data folder's boards (rebuilt where a file changed or it is damaged), each offered
to Play, Edit, Share and Delete; the setup names the boards chosen and says which of one's
boards have no letter there."""
import os
import threading
from concurrent.futures import ThreadPoolExecutor

import pygame

from game.boards.board_text import share_code, to_tmx
from game.boards.scoring import problems
from game.content.ramp import load_edition
from game.rules.ramp_data import Field
from game.saved.board_index import FILE as INDEX
from game.saved.boards import BoardShelf
from game.saved.storage import Storage
from scenes.menus.board_actions import BoardActionsScene
from tests.app.conftest import click, key_up, pad_added, pad_button, tap
from tests.boards.test_board_files import own_board
from tests.dummy_app import open_app

PAD = 100


def library(folder, count: int) -> list[str]:
    """`count` FITS boards written straight into the data folder (as a player copying files
    in would), each its own: a bonus field moved along the rows. Their names, in list order."""
    edition = load_edition("fits")
    boards = folder / "boards"
    boards.mkdir(parents=True, exist_ok=True)
    names = []
    for row, column, value in ((r, c, v) for v in (1, 2, 3) for r in range(edition.height)
                               for c in range(edition.width) if (r, c) != (4, 4)):
        board = own_board(f"Board {len(names):03}", {(row, column): Field("bonus", value),
                                                     (4, 4): Field("negative", -5)})
        if not problems(edition, board):
            (boards / f"b{len(names):03}.tmx").write_text(to_tmx("fits", board), encoding="utf-8")
            names.append(board.name)
            if len(names) == count:
                return names
    raise AssertionError("fewer boards than asked")


def typed(app, text: str):
    """Letters as a keyboard sends them: the key, then its text."""
    for letter in text:
        key = pygame.key.key_code(letter) if letter.isalnum() else pygame.K_SPACE
        app.step_frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0),
                        pygame.event.Event(pygame.TEXTINPUT, text=letter), key_up(key)])


def test_every_board_is_listed_from_the_index_and_a_changed_or_damaged_one_is_read_again(tmp_path):
    names = library(tmp_path, 30)
    shelf = BoardShelf(Storage(tmp_path))
    assert [saved.name for saved in shelf.load()[0]] == names
    assert (tmp_path / INDEX).read_text(encoding="utf-8").count("\n") == 30  # a line per board after the head
    # Another window (or the player) writes another board into one file: its new name is listed.
    (tmp_path / "boards" / "b007.tmx").write_text(
        to_tmx("fits", own_board("Castle", {(0, 0): Field("bonus", 3), (4, 4): Field("negative", -5)})),
        encoding="utf-8")
    listed = [saved.name for saved in shelf.load()[0]]
    assert "Castle" in listed and "Board 007" not in listed and len(listed) == 30
    # A damaged index is no index: everything is read again and it is written anew.
    (tmp_path / INDEX).write_bytes(b"\xff\x00 not an index")
    assert [saved.name for saved in shelf.load()[0]] == listed
    assert (tmp_path / INDEX).read_text(encoding="utf-8").startswith("slide-and-stack board index")
    # The 'already held' check knows every board by its content, the last in the list too.
    held = shelf.load()[0][-1]
    again, problem = shelf.save("fits", own_board("Same as the last, other name", shelf.open(held)[0].board.fields))
    assert problem is None and (again.name, again.path) == (held.name, held.path) and len(shelf.load()[0]) == 30


def test_a_board_spoilt_behind_the_index_is_set_aside_when_opened_not_played(tmp_path):
    library(tmp_path, 3)
    shelf = BoardShelf(Storage(tmp_path))
    first = shelf.load()[0][0]
    path = first.path
    stat = path.stat()
    path.write_bytes(b"<map>" + b" " * (stat.st_size - 5))  # the same size...
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # ...and time: the index still believes it
    opened, problem = shelf.open(first)
    assert opened is None and "could not be read" in problem and not path.exists()


def opened_shelf(app, *events):
    """Create → Boards over the title, its first frame drawn (with `events`): the board list."""
    app.stack.push("title")
    app.stack.push("board_shelf")
    app.step_frame(list(events))
    return app.stack.top


def test_the_list_finds_by_typing_and_plays_the_board_chosen_alone(tmp_path):
    names = library(tmp_path, 60)
    app = open_app(tmp_path)
    try:
        shelf = opened_shelf(app)
        boards = [item.text for item in shelf.menu.items if item.text.startswith("Board ")]
        assert len(boards) == 60 and "You have 60 boards; all are listed." in shelf.lines()
        app.step_frame(tap(pygame.K_DOWN))
        assert shelf.menu.focused is shelf.find_item
        typed(app, "04")  # typing on Find starts at once
        assert [item.text for item in shelf.menu.items if item.text.startswith("Board ")] == \
            [f"{name} (FITS)" for name in names if "04" in name]
        assert "Boards whose names hold 04: 11" in shelf.lines()  # 004 and 040 to 049
        app.step_frame(tap(pygame.K_DOWN))  # the arrow leaves Find for the first board found
        assert shelf.menu.focused.text == "Board 004 (FITS)"
        app.step_frame(tap(pygame.K_RETURN))
        app.step_frame()
        actions = app.stack.top
        assert isinstance(actions, BoardActionsScene)
        assert [item.text for item in actions.menu.items] == ["Play", "Edit", "Share", "Delete", "Back"]
        app.step_frame(tap(pygame.K_RETURN))  # Play
        app.step_frame()
        game = app.stack.top
        assert type(game).__name__ == "RampGameScene" and len(game.seats) == 1
        played = BoardShelf(app.storage).open(actions.saved)[0].board
        assert game.edition.rounds == 1 and game.edition.boards[0].fields == played.fields
        assert game.boards == (share_code("fits", played),)
    finally:
        app.close()


def test_a_pad_finds_on_the_screens_keys_and_the_wheel_walks_a_long_list(tmp_path):
    library(tmp_path, 40)
    app = open_app(tmp_path, open_pad=lambda index: (PAD, "Pad", None))
    try:
        shelf = opened_shelf(app, pad_added(0))
        shelf.menu.focus = shelf.menu.items.index(shelf.find_item)
        app.step_frame([pad_button(PAD, 0)])
        app.step_frame([pad_button(PAD, 0, down=False)])
        keyboard = app.stack.top
        assert type(keyboard).__name__ == "NameKeyboardScene" and keyboard.field is shelf.find
        keyboard.type("3")
        keyboard.type("9")
        app.step_frame()
        assert [saved.name for saved in (shelf.boards[n] for n in shelf.shown)] == ["Board 039"]
        keyboard.close(confirmed=True)
        app.step_frame()
        assert app.stack.top is shelf and not shelf.find.editing
        shelf.find.text = ""  # all of them again
        app.step_frame()
        shelf.menu.focus = shelf.menu.items.index(shelf.board_items[0])
        app.step_frame()
        assert shelf.menu.cut  # more boards than rows: the list is shown in part
        for __ in range(25):
            app.step_frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0,
                                               precise_y=-1)])
        assert shelf.menu.focused is shelf.board_items[25] and shelf.board_items[25].rect
    finally:
        app.close()


def test_share_from_the_list_writes_its_file_and_says_its_code_and_a_board_gone_is_said(tmp_path):
    library(tmp_path, 2)
    app = open_app(tmp_path)
    try:
        shelf = opened_shelf(app)
        first, second = shelf.boards
        shelf.choose(first)
        app.step_frame()
        actions = app.stack.top
        actions.share()
        [shared] = (tmp_path / "shared-boards").glob("*.tmx")
        code = share_code("fits", BoardShelf(app.storage).open(first)[0].board)
        assert actions.shared.path == shared and actions.shared.code == code
        assert actions.shared.code_path.read_text().strip() == code  # and in its file beside it
        app.step_frame(tap(pygame.K_ESCAPE))
        app.step_frame()
        shelf.choose(second)
        app.step_frame()
        second.path.unlink()  # another window deletes it meanwhile
        app.stack.top.play()
        app.step_frame()
        assert app.stack.top is shelf and shelf.said == "The board Board 001 was removed in another window."
        assert [saved.name for saved in shelf.boards] == ["Board 000"]
    finally:
        app.close()


def test_the_setup_names_the_boards_chosen_and_says_which_have_no_letter(tmp_path):
    names = library(tmp_path, 28)
    app = open_app(tmp_path)
    try:
        app.stack.push("table_setup", "fits")
        app.step_frame()
        choice = app.stack.top.board_choice
        listed = "\n".join(choice.lines())
        assert f"A:\u00a0{names[0]}\u00a0· B:" in listed and f"Z:\u00a0{names[25]}\n" in listed
        assert ("A to Z are your first boards by name; the 2 boards from Board 026 on have no letter: "
                "play them from Create → Boards.") in choice.lines()
        choice.field.text = "2 B 1"
        assert choice.label() == "Boards: 2, Board 001, 1 (a choice: its own high scores)"
        assert choice.order()[1] == share_code("fits", BoardShelf(app.storage).open(choice.own[1])[0].board)
    finally:
        app.close()


def test_the_mouse_finds_and_opens_a_board(tmp_path):
    library(tmp_path, 30)
    app = open_app(tmp_path)
    try:
        shelf = opened_shelf(app)
        app.step_frame(click(shelf.find_item.rect.center))
        assert shelf.find.editing
        app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text="17")])
        [found] = [shelf.boards[n] for n in shelf.shown]
        assert found.name == "Board 017"
        item = shelf.board_items[shelf.boards.index(found)]
        app.step_frame(click(item.rect.center))  # the first click ends the typing, and opens what it is on
        app.step_frame()
        assert isinstance(app.stack.top, BoardActionsScene) and app.stack.top.saved == found
    finally:
        app.close()


def test_boards_read_for_the_first_time_are_read_off_the_windows_thread(tmp_path, monkeypatch):
    """The first opening after many board files came reads each (seconds for thousands): the
    list says so and its other lines work meanwhile, then every board is listed."""
    library(tmp_path, 12)
    let_go, real = threading.Event(), BoardShelf.load

    def slow(shelf):
        assert threading.current_thread() is not threading.main_thread() and let_go.wait(10)
        return real(shelf)
    monkeypatch.setattr(BoardShelf, "load", slow)
    app = open_app(tmp_path, check_executor=ThreadPoolExecutor(max_workers=1))
    try:
        shelf = opened_shelf(app)
        assert "Reading your boards…" in shelf.lines() and not shelf.at_rest
        assert [item.text for item in shelf.menu.items] == ["New board", "Paste a board code", "Back"]
        app.step_frame(tap(pygame.K_DOWN))  # the window answers meanwhile
        assert shelf.menu.focused is shelf.paste_item
        let_go.set()
        shelf.reading.result(timeout=120)  # the reading's own end, however busy the machine: no frame count
        for __ in range(5):
            app.step_frame()
            if shelf.at_rest:
                break
        assert len(shelf.boards) == 12 and "Reading your boards…" not in shelf.lines()
        assert shelf.menu.focused is shelf.paste_item  # the focus stays where the player put it
    finally:
        app.close()
