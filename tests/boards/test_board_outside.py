"""A special field outside the board's grid: its file could not hold it, so a code, a file
or a board made in the game with one is refused with a line naming it; a field on the
last column or row is on the board."""
import re

import pygame

from game.boards.board_text import share_code, to_tmx
from game.boards.scoring import problems
from game.content.ramp import load_edition
from game.rules.ramp_data import Field
from game.saved.boards import BoardShelf
from tests.app.conftest import tap
from tests.boards.test_board_files import opened_boards, own_board

LINE = "The field in column {column}, row {row} lies outside the board, which measures 6×12."


def with_field(cell):
    return own_board(fields={(11, 0): Field("bonus", 3), cell: Field("negative", -5)})


def wider_map(mark_row: int) -> str:
    """The board file of own_board() with its fields layer one column wider than the board,
    a bonus field in that column of row `mark_row` (from 0): what Tiled saves when the layer
    was resized past the map."""
    text = to_tmx("fits", own_board())
    data = re.search(r'<data encoding="csv">(.*?)</data>', text, re.S).group(1)
    rows = [row.rstrip(",") + ("," + ("1" if n == mark_row else "0")) for n, row in enumerate(data.split())]
    text = text.replace(data, "\n" + ",\n".join(rows) + "\n")
    return text.replace('name="fields" width="6"', 'name="fields" width="7"')


def paste(app, code):
    try:  # the code copied, as a player does; where there is no clipboard it is typed below
        pygame.scrap.put_text(code)
    except pygame.error:
        pass
    app.stack.push("board_shelf")
    app.step_frame()
    shelf = app.stack.top
    shelf.menu.focus = shelf.menu.items.index(shelf.paste_item)
    app.step_frame(tap(pygame.K_RETURN))
    if shelf.code.editing:  # no clipboard on the dummy driver: the code is typed (pasted) into the field
        app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text=code)])
        app.step_frame(tap(pygame.K_RETURN))
    return shelf.said


def test_a_board_code_with_a_field_outside_the_grid_is_refused_naming_it(app):
    for cell, column, row in (((0, 6), 7, 1), ((12, 0), 1, 13), ((-1, 2), 3, 0)):
        said = paste(app, share_code("fits", with_field(cell)))
        assert LINE.format(column=column, row=row) in said
        assert BoardShelf(app.storage).load() == ([], [])
        app.stack.pop()


def test_the_line_is_in_the_players_language(app):
    app.set_language("de")
    try:
        said = paste(app, share_code("fits", with_field((0, 6))))
        assert "Das Feld in Spalte 7, Reihe 1 liegt außerhalb der Spieltafel, die 6×12 misst." in said
    finally:
        app.set_language("en")


def test_a_board_file_with_a_field_outside_the_grid_dropped_on_the_window_is_refused_naming_it(app, tmp_path):
    path = tmp_path / "wider.tmx"
    path.write_text(wider_map(4))
    app.stack.push("title")
    app.step_frame()
    app.step_frame([pygame.event.Event(pygame.DROPFILE, file=str(path))])
    assert LINE.format(column=7, row=5) in app.stack.top.body
    assert BoardShelf(app.storage).load() == ([], [])


def test_a_board_file_with_a_field_outside_the_grid_among_ones_boards_is_set_aside(app):
    folder = app.storage.folder / "boards"
    folder.mkdir(parents=True)
    (folder / "wider.tmx").write_text(wider_map(0))
    boards, said = BoardShelf(app.storage).load()
    assert boards == [] and len(said) == 1 and "wider.tmx" in said[0]
    assert [p.name.startswith("wider.tmx.damaged-") for p in folder.iterdir()] == [True]


def test_a_board_made_with_a_field_outside_the_grid_fails_the_editors_checks():
    assert [str(p) for p in problems(load_edition("fits"), with_field((3, 6)))] == [LINE.format(column=7, row=4)]


def test_fields_on_the_last_column_and_row_are_on_the_board(app, tmp_path):
    edge = own_board(fields={(11, 5): Field("bonus", 3), (0, 5): Field("bonus", 1), (11, 0): Field("negative", -5)})
    assert "is now among your boards" in paste(app, share_code("fits", edge))
    [got] = opened_boards(app.storage)
    assert dict(got.board.fields) == dict(edge.fields)
    path = tmp_path / "edge.tmx"
    path.write_text(to_tmx("fits", edge))
    saved, new, problem = BoardShelf(app.storage).take_file(path)
    assert problem is None and not new and saved.key == got.key
