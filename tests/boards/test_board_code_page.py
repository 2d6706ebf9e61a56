"""Text size 200 % (issue 50 point 2): the longest share code does not fit beside the editor's
grid even at the readable floor, so Share shows it on a page of its own, which scrolls; back in
the editor, whether it was copied and its file are said where the code would be. At 100 % the
code stays beside the grid. Driven by the keys on the real loop."""
import random

import pygame

from game.boards.board_text import share_code
from game.shell import text_size
from scenes.menus.board_editor import BoardEditorScene
from sprites import text_audit
from tests.app.conftest import tap
from tests.dummy_app import open_app
from tools.text_fit import least_height, problems_in


def shared_with_the_keys(tmp_path, factor: float):
    """A board with a field in every cell (the longest code), shared in a 1920 x 1080 window."""
    app = open_app(tmp_path)
    text_size.set_factor(factor)
    app.window.size = (1920, 1080)
    editor = BoardEditorScene(app)
    app.stack.push(editor)
    app.step_frame()
    editor.change_kind(1)  # bonus and minus fields: any number, in any cell
    rng = random.Random(45)
    editor.fields = {cell: rng.choice(editor.kind.fields) for cell in editor.cells}
    editor.name.text = "Every cell"
    editor._labels()
    editor.menu.focus = editor.menu.items.index(editor.share_item)
    app.step_frame()
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    return app, editor


def checked_notes(app) -> list[text_audit.TextNote]:
    """The texts of a frame, checked as tools/text_fit.py checks: every text in its box, none over
    another, none below this window's readable floor."""
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    assert problems_in(notes, app.surface.get_rect(), least_height(app.surface)) == []
    return notes


def code_drawn(app, code: str) -> bool:
    """The code's lines are drawn (checked: every text in its box, none over another, none below the floor)."""
    return code.replace(" ", "") in "".join(note.text for note in checked_notes(app) if note.on_screen).replace(" ", "")


def test_at_200_percent_share_shows_the_longest_code_on_a_page_that_scrolls_then_says_its_file(tmp_path):
    try:
        app, editor = shared_with_the_keys(tmp_path, 2.0)
        code = share_code("fits", editor.saved.board)
        page = app.stack.top
        assert page is not editor and page.heading == "Board code"
        assert page._max_scroll > 0
        seen = []
        while True:  # the page scrolled to its end, down key by down key, shows the code whole
            seen += [note.text for note in checked_notes(app) if note.on_screen]
            if page.scroll >= page._max_scroll:
                break
            app.step_frame(tap(pygame.K_DOWN))
        lines = [line.replace(" ", "") for line in dict.fromkeys(seen) if line.replace(" ", "") in code]
        assert "".join(lines) == code  # each line of it, in order
        app.step_frame(tap(pygame.K_ESCAPE))
        app.step_frame()
        assert app.stack.top is editor and editor.shared is not None
        said = [note.text for note in checked_notes(app) if note.on_screen]
        assert any(text.startswith("The code is also in") for text in said)
        assert not code_drawn(app, code)
        app.close()
    finally:
        text_size.set_factor(1.0)


def test_at_100_percent_the_code_stays_beside_the_grid(tmp_path):
    app, editor = shared_with_the_keys(tmp_path, 1.0)
    assert app.stack.top is editor
    assert code_drawn(app, share_code("fits", editor.saved.board))
    app.close()
