"""Keys on the table setup, through the real loop: typing on a focused name edits it at once,
Backspace edits and never leaves the screen, Esc goes back, focus moves by rows and columns."""
import pygame

from scenes.menus.game_choice import GameChoiceScene
from scenes.menus.table_setup import TableSetupScene
from tests.app.conftest import key_up, tap


def letter(ch):
    """A letter key as a keyboard sends it: the key going down, then the text it types."""
    key = pygame.key.key_code(ch.lower()) if ch.isascii() and ch.isalpha() else 0
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0),
            pygame.event.Event(pygame.TEXTINPUT, text=ch), key_up(key, 0)]


def open_setup(app, game_id="fits"):
    app.stack.push("game_choice")
    app.step_frame()
    app.stack.push(TableSetupScene(app, game_id))
    for __ in range(30):  # the screen settles
        app.step_frame()
    return app.stack.top


def test_typing_on_a_focused_name_edits_it_at_once_and_backspace_never_leaves(app):
    setup = open_setup(app)
    row = setup.rows[0]
    assert setup.menu.focused is row.name_item and row.field.text == "Player 1"
    for ch in "Zoë":
        app.step_frame(letter(ch))
    assert row.field.text == "Zoë" and setup.editing is row.field  # the default name gave way
    for __ in range(8):
        app.step_frame(tap(pygame.K_BACKSPACE))
    assert app.stack.top is setup and row.field.text == ""
    for ch in "Ann":
        app.step_frame(letter(ch))
    app.step_frame(tap(pygame.K_RETURN))
    assert setup.editing is None and row.field.text == "Ann" and app.stack.top is setup
    # Not typing any more: Backspace on the focused name deletes a letter, still no way out.
    app.step_frame(tap(pygame.K_BACKSPACE))
    app.step_frame(tap(pygame.K_RETURN))
    assert app.stack.top is setup and row.field.text == "An"
    app.step_frame(tap(pygame.K_DOWN))  # off the name: Backspace there goes nowhere either
    app.step_frame(tap(pygame.K_BACKSPACE))
    app.step_frame()
    assert app.stack.top is setup
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, GameChoiceScene)


def test_the_pause_key_goes_back_as_esc_does(app):
    setup = open_setup(app)
    app.step_frame(tap(pygame.K_PAUSE))
    app.step_frame()
    assert app.stack.top is not setup and isinstance(app.stack.top, GameChoiceScene)


def test_focus_moves_by_rows_and_columns(app):
    setup = open_setup(app)
    setup.add_computer()
    app.step_frame()
    first, second = setup.rows
    app.step_frame(tap(pygame.K_DOWN))
    assert setup.menu.focused is second.name_item  # down is the row below, not the next button
    app.step_frame(tap(pygame.K_UP))
    app.step_frame(tap(pygame.K_RIGHT))
    assert setup.menu.focused is first.device_item
    app.step_frame(tap(pygame.K_DOWN))
    assert setup.menu.focused is second.device_item
    app.step_frame(tap(pygame.K_RIGHT))  # along the row: the selector is left as it was (issue 44)
    assert setup.menu.focused is second.kind_item and second.device == "ai:normal"
    app.step_frame(tap(pygame.K_LEFT))
    for __ in range(12):
        app.step_frame(tap(pygame.K_DOWN))
    assert setup.menu.focused in (setup.start_item, setup.back_item)  # the bottom, not round again
    app.step_frame(tap(pygame.K_DOWN))
    assert setup.menu.focused in (setup.start_item, setup.back_item)


def test_arrows_leave_a_name_being_typed(app):
    setup = open_setup(app)
    app.step_frame(letter("Q"))
    assert setup.editing is setup.rows[0].field
    app.step_frame(tap(pygame.K_DOWN))
    assert setup.editing is None and setup.rows[0].field.text == "Q"
    assert setup.menu.focused is setup.add_item
