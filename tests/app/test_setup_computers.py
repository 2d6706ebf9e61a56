"""The table setup with computer seats and typed deal numbers, driven through the real loop."""
import pygame

from game.saved.daily import parse_seed
from game.shell.input import Seat
from game.i18n import _
from scenes.shared.computer_seats import ComputerController
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.menus.table_setup import TableSetupScene
from tests.app.conftest import key_down, tap


def open_setup(app, game_id):
    app.stack.push(TableSetupScene(app, game_id))
    app.step_frame()
    return app.stack.top


def test_pilus_alone_gets_a_computer_opponent_by_default(app):
    setup = open_setup(app, "pilus")
    assert setup.seats() == [Seat("Player 1", "keys-left"), Seat("Computer 1 (normal)", "ai:normal")]
    setup.start()
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene, PilusGameScene) and scene.problem is None
    assert scene.controllers[0] is None and isinstance(scene.controllers[1], ComputerController)
    assert scene.curtain_for is None  # one person: no curtain


def test_a_seat_cycles_through_its_own_kind_a_person_never_becomes_a_computer_by_an_arrow(app):
    setup = open_setup(app, "fits")
    row = setup.rows[0]
    devices = []
    for __ in range(3):
        setup.cycle_device(row, 1)
        devices.append(row.device)
    assert devices == ["keys-right", "mouse", "keys-left"]  # the people's devices only (issue 44)
    setup.switch_kind(row)  # 'Make computer': the deliberate choice
    devices = []
    for __ in range(4):
        setup.cycle_device(row, 1)
        devices.append(row.device)
    assert devices == ["ai:hard", "ai:master", "ai:easy", "ai:normal"]
    setup.cycle_device(row, 1)
    assert setup.seats() == [Seat("Computer 1 (hard)", "ai:hard")]
    app.step_frame()  # the right panel tells what the level does
    setup.switch_kind(row)
    assert setup.seats() == [Seat("Player 1", "keys-left")]


def test_a_name_typed_for_a_computer_stays_when_its_level_changes(app):
    setup = open_setup(app, "bits")
    setup.add_computer()
    row = setup.rows[1]
    setup.edit(row.field)
    app.step_frame([key_down(pygame.K_BACKSPACE)] * 20 + [pygame.event.Event(pygame.TEXTINPUT, text="Robo")])
    app.step_frame(tap(pygame.K_RETURN))
    setup.cycle_device(row, 1)
    assert setup.seats()[1] == Seat("Robo", "ai:hard")


def test_any_number_of_computers_and_every_mix_up_to_four_seats(app):
    setup = open_setup(app, "fits")
    for __ in range(5):
        setup.add_computer()
    assert [seat.device for seat in setup.seats()] == ["keys-left", "ai:normal", "ai:normal", "ai:normal"]
    assert [seat.name for seat in setup.seats()[1:]] == [f"Computer {n} (normal)" for n in (1, 2, 3)]
    assert not setup.add_item.enabled and not setup.add_computer_item.enabled
    setup.remove_row(setup.rows[0])
    assert all(seat.device == "ai:normal" for seat in setup.seats())
    assert setup.start_item.enabled  # computers alone may play: watch them


def test_computer_seats_are_remembered(app):
    app.settings.last_seats = [{"name": "Ann", "device": "mouse"}, {"name": "Computer 2 (hard)", "device": "ai:hard"},
                               {"name": "Bot", "device": "ai:chess-master"}]
    setup = open_setup(app, "fits")
    assert setup.seats() == [Seat("Ann", "mouse"), Seat("Computer 2 (hard)", "ai:hard")]
    setup.cycle_device(setup.rows[1], -1)  # a default name follows the level
    assert setup.seats()[1] == Seat("Computer 1 (normal)", "ai:normal")


def test_a_deal_number_is_digits_or_any_word(app):
    setup = open_setup(app, "fits")
    setup.edit(setup.seed_field)
    app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text="Banana")])
    app.step_frame(tap(pygame.K_RETURN))
    assert setup.seed() == parse_seed("Banana")
    assert setup.seed_item.label == _("Deal number: {word} = {seed}", word="Banana", seed=parse_seed("Banana"))
    setup.seed_field.text = " 0042 "
    assert setup.seed() == 42
    setup.seed_field.text = "   "
    assert setup.seed() is None


def type_name(app, setup, row, text):
    setup.edit(row.field)
    app.step_frame([key_down(pygame.K_BACKSPACE)] * 20 + [pygame.event.Event(pygame.TEXTINPUT, text=text)])
    app.step_frame(tap(pygame.K_RETURN))


def focus_on(app, setup, item):
    """Arrow presses along the shortest way to `item`, as a player moves there: focus moves by
    rows and columns, and left and right change a value where the focus holds one."""
    from collections import deque

    from sprites.menu_grid import nearest
    keys = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
    items = setup.menu.items
    rects = [each.rect for each in items]
    start, goal = setup.menu.focus, items.index(item)
    way = {start: []}
    todo = deque([start])
    while todo and goal not in way:
        here = todo.popleft()
        for key, (dx, dy) in keys.items():
            if dx and items[here].on_change:
                continue
            there = nearest(rects, here, dx, dy, lambda index: items[index].enabled)
            if there is not None and there not in way:
                way[there] = way[here] + [key]
                todo.append(there)
    assert goal in way, "the item cannot be reached"
    for key in way[goal]:
        app.step_frame(tap(key))
    assert setup.menu.focused is item


def test_seat_names_stay_unique_and_follow_the_seat_number(app):
    app.input.add_pad(0, "Pad")
    setup = open_setup(app, "fits")
    type_name(app, setup, setup.rows[0], "Ann")
    focus_on(app, setup, setup.add_item)
    app.step_frame(tap(pygame.K_RETURN))
    assert [seat.name for seat in setup.seats()] == ["Ann", "Player 2"]
    type_name(app, setup, setup.rows[1], "Ann")
    assert [seat.name for seat in setup.seats()] == ["Ann", "Ann 2"]


def test_the_side_panel_tells_about_what_has_the_focus(app):
    setup = open_setup(app, "fits")
    focus_on(app, setup, setup.add_item)
    assert setup.focused_device() == "keys-right"  # the seat 'Add a player' would add, not seat 1's
    focus_on(app, setup, setup.add_computer_item)
    assert setup.focused_device() == "ai:normal"
    focus_on(app, setup, setup.start_item)
    assert setup.focused_device() is None
    app.step_frame()


def test_a_pilus_seat_switches_between_person_and_computer_directly(app):
    setup = open_setup(app, "pilus")
    computer = setup.rows[1]
    assert not computer.remove_item.enabled  # two seats at least
    focus_on(app, setup, computer.kind_item)
    app.step_frame(tap(pygame.K_RETURN))
    assert setup.seats() == [Seat("Player 1", "keys-left"), Seat("Player 2", "keys-right")]
    app.step_frame(tap(pygame.K_RETURN))
    assert setup.seats() == [Seat("Player 1", "keys-left"), Seat("Computer 1 (normal)", "ai:normal")]


def test_seats_named_by_the_setup_in_another_language_are_named_in_todays(app):
    """Played in English, then the language changed to German: the remembered computer and
    player seats were still 'Computer 2 (hard)' and 'Player 1' in the German setup."""
    app.settings.last_seats = [{"name": "Player 1", "device": "keys-left"}, {"name": "Ann", "device": "mouse"},
                               {"name": "Computer 2 (hard)", "device": "ai:hard"}]
    app.set_language("de")
    setup = open_setup(app, "fits")
    assert setup.seats() == [Seat("Spieler 1", "keys-left"), Seat("Ann", "mouse"), Seat("Computer 2 (schwer)", "ai:hard")]
    setup.cycle_device(setup.rows[2], -1)  # still a name the setup gave: it follows the level
    assert setup.seats()[2] == Seat("Computer 1 (mittel)", "ai:normal")
