"""Issue 45 point 3: in a window forced below the minimum (640x360) the board editor's name
button cuts a long name short with '…'; while the button has the focus (the keys, a pad or
the mouse over it), the whole name is shown beside it, wrapped, at a readable size. Driven
through SDL events only: keys, the mouse and an SDL virtual game controller."""
import pygame

from game.boards.scoring import MAX_TITLE
from tests.app.conftest import tap
from tests.app.test_couch_pads import seen
from tests.app.virtual_pads import room_of_pads
from tests.app.test_small_window_play_screens import checked_notes, force_small

NAME = "W" * MAX_TITLE  # the widest name a player can type: too wide for the button at 640x360


def keys(app, *names):
    for name in names:
        app.step_frame(tap(getattr(pygame, f"K_{name}")))


def whole_name_lines(app, editor) -> list[str]:
    """The lines drawn in the editor's right column under its buttons (checked: none leaves
    its box, overlaps another or is drawn below the readable size)."""
    notes = checked_notes(app)
    column = pygame.Rect(editor.name_item.rect.x, editor.back_item.rect.bottom, editor.name_item.rect.w,
                         app.surface.get_height())
    return [note.text for note in notes if note.on_screen and column.contains(note.rect)]


def shows_whole(lines) -> bool:
    """The column starts with the whole name (then the notes)."""
    return "".join(lines).replace(" ", "").startswith(f"Name:{NAME}")


def test_the_whole_name_shows_while_its_cut_button_has_the_focus(tmp_path):
    with room_of_pads(tmp_path, 1) as (app, __, (pad,)):
        force_small(app)
        keys(app, *["DOWN"] * 5)
        for __ in range(3):  # Create, Boards, New board
            keys(app, "RETURN")
            seen(app)
        editor = app.stack.top
        assert type(editor).__name__ == "BoardEditorScene"
        keys(app, *["RIGHT"] * 6, "DOWN", "DOWN")  # out of the grid to the edition, down to the name
        assert editor.menu.focused is editor.name_item
        # A name the button holds whole ('Name: ', none yet) is not said twice.
        assert not any(line.startswith("Name:") for line in whole_name_lines(app, editor))
        keys(app, "RETURN")
        app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text=NAME)])
        keys(app, "RETURN")
        assert editor.name.text == NAME and not editor.name.editing
        lines = whole_name_lines(app, editor)
        assert editor.name_item.cut
        assert shows_whole(lines), lines
        assert len(lines) > 1  # wrapped, not shrunk: every line at the readable size (checked_notes)
        pygame.image.save(app.surface, str(tmp_path / "whole-name.png"))
        pygame.image.save(app.window.get_surface(), str(tmp_path / "whole-name-window.png"))
        keys(app, "DOWN")  # to Save: the name is the button's again
        assert editor.menu.focused is not editor.name_item
        assert not shows_whole(whole_name_lines(app, editor))
        scale, (ox, oy) = app._view  # the window shows the picture scaled down: the pointer's place in it
        x, y = editor.name_item.rect.center
        app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x * scale + ox), round(y * scale + oy)),
                                           rel=(0, 0), buttons=(0, 0, 0))])  # the mouse over it
        assert editor.menu.focused is editor.name_item and shows_whole(whole_name_lines(app, editor))
        keys(app, "DOWN")
        pad.hat(0, 1)  # the pad's D-pad, up from Save
        assert editor.menu.focused is editor.name_item and shows_whole(whole_name_lines(app, editor))

