"""Issue 44, point 5: seats belong to their devices. A pad nobody sits at acts on free seats
and menus nobody plays in, never for a seated player; a pad plugged in again gets its own seat
back, and the notice of its unplugging goes; pad numbers stay with their pads. Through SDL's
virtual pads on the real loop (tests/app/virtual_pads.py)."""
import pytest

from game.shell.input import pad_device
from scenes.menus.pause import PauseScene
from scenes.menus.table_setup import TableSetupScene
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.shared.device_text import device_label
from tests.app.test_couch_pads import choose, seat_the_couch, seen
from tests.app.virtual_pads import room_of_pads
from tests.app.virtual_pads import A, START, VirtualPad


@pytest.fixture
def couch(tmp_path):
    """The title with five pads plugged in; the first four will sit down."""
    with room_of_pads(tmp_path, 5) as room:
        yield room


def four_seated(app, pads, game_id="fits"):
    setup = seat_the_couch(app, pads[:4], game_id)
    assert len(setup.rows) == 4 and pad_device(pads[4].instance_id) not in [row.device for row in setup.rows]
    return setup


def test_a_fifth_pad_opens_no_seated_players_name_nor_their_pause(couch):
    app, sdl, pads = couch
    setup = four_seated(app, pads)
    names = [row.field.text for row in setup.rows]
    setup.menu.focus = 0  # the first seat's name
    pads[4].button(A)
    seen(app)
    assert app.stack.top is setup and setup.editing is None and [row.field.text for row in setup.rows] == names
    pads[0].button(START)
    seen(app)
    game = app.stack.top
    assert isinstance(game, RampGameScene)
    pads[4].button(START)
    seen(app)
    assert app.stack.top is game  # no pause from a pad nobody plays with
    pads[2].button(START)
    seen(app)
    assert isinstance(app.stack.top, PauseScene)


def test_a_replugged_pad_gets_its_own_seat_and_number_back_and_no_bystander_takes_it(couch):
    app, sdl, pads = couch
    four_seated(app, pads)
    pads[0].button(START)
    seen(app)
    game = app.stack.top
    labels = [device_label(app, pad_device(pad.instance_id)) for pad in pads]
    assert labels == ["Gamepad 1", "Gamepad 2", "Gamepad 3", "Gamepad 4", "Gamepad 5"]
    pads[1].unplug()
    seen(app)
    assert game.lost_seat() == 1
    assert [device_label(app, pad_device(pad.instance_id)) for pad in pads[2:]] == labels[2:]  # nobody's shifts
    pads[4].button(A)  # the fifth pad, in the room all along, presses: the seat stays Ben's pad's
    seen(app)
    assert game.lost_seat() == 1
    back = VirtualPad(sdl, app)  # the same kind of pad plugged in again
    pads.append(back)
    seen(app)
    assert game.lost_seat() is None
    assert app.input.seats[1].device == pad_device(back.instance_id)
    assert device_label(app, pad_device(back.instance_id)) == "Gamepad 2"
    assert [seat.name for seat in app.input.seats] == ["Player 1", "Player 2", "Player 3", "Player 4"]


def test_pilus_pause_forgets_the_unplugging_once_the_pad_is_back(couch):
    app, sdl, pads = couch
    choose(app, pads[0], 0)  # Play
    choose(app, pads[0], [game.id for game in app.stack.top.listed].index("pilus"))
    assert isinstance(app.stack.top, TableSetupScene)
    pads[1].button(A)  # takes a seat beside the first pad and the computer
    pads[0].button(START)
    seen(app)
    game = app.stack.top
    assert isinstance(game, PilusGameScene)
    pads[0].unplug()
    seen(app)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and "gamepad was unplugged" in pause.message
    pads.append(VirtualPad(sdl, app))
    seen(app)
    assert app.stack.top is pause and pause.message is None
