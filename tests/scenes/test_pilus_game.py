"""PILUS at the table: the real App loop, headless, played by injected events
(the mouse seat clicks, a keyboard zone taps keys), checked against the engine.

The moves to aim for come from the engine's legal actions; the helpers then
drive the window to them the way a player would.
"""
import random

import pygame
import pytest

from game import i18n
from game.content.pilus import load_tileset
from game.shell.input import KEYS_RIGHT, MOUSE, Seat
from game.replay import load_replay, parse_replay, replay_json
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.rules.pilus_placement import Placement
from game.rules.pilus_table import Table
from game.i18n import _
from game.message_keys import keyed
from scenes.menus.pause import PauseScene
from scenes.pilus.pilus_curtain import draw_curtain
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_results import PilusResultsScene
from tests.app.conftest import click, pad_button, pad_hat, pad_removed, tap
from tests.scenes.conftest import PAD_IDS

MOUSE_AND_KEYS = [Seat("Ann", MOUSE), Seat("Ben", KEYS_RIGHT)]
RIGHT_KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
              "turn": pygame.K_PERIOD, "next": pygame.K_SLASH, "confirm": pygame.K_RETURN}
WAIT_DT = 0.1  # frame time while waiting for animations (the fixed clock runs 12 steps)
MAX_FRAMES = 400


def start(app, seats=MOUSE_AND_KEYS, seed=7, controllers=None):
    scene = PilusGameScene(app, "pilus", seats, seed, controllers)
    app.stack.push(scene)
    app.step_frame()
    return scene


def settle(app, scene, player=None):
    """Run frames until the player in turn (`player`, if given) may act, or the game has left the screen."""
    for __ in range(MAX_FRAMES):
        if app.stack.top is not scene:
            return
        if scene.turn_open and not scene.busy and player in (None, scene.state.current_player):
            return
        app.step_frame(dt=WAIT_DT)
    raise AssertionError("the game never came back to a player")


def mouse_click(app, pos, button=pygame.BUTTON_LEFT):
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
                   + click(pos, button))


def point_to(app, scene, x: float, y: float) -> tuple[int, int]:
    """The screen point of world (x, y), recentring the camera first when it is off the table's view."""
    table = scene.layout.table.inflate(-20, -20)
    pos = tuple(map(round, scene.camera.world_to_screen(x, y)))
    if not table.collidepoint(pos):
        app.step_frame(tap(pygame.K_HOME))
        for __ in range(MAX_FRAMES):
            if scene.camera.settled:
                break
            app.step_frame(dt=WAIT_DT)
        pos = tuple(map(round, scene.camera.world_to_screen(x, y)))
    assert table.collidepoint(pos), "the spot stays off screen"
    return pos


def lay_by_mouse(app, scene, action: Lay):
    choice = scene.choice
    index = choice.hand.index(action.tile)
    if index != choice.index:
        mouse_click(app, scene.layout.slots[index].center)
    while choice.rotation != action.rotation:
        mouse_click(app, scene.layout.table.center, pygame.BUTTON_RIGHT)
    pos = point_to(app, scene, action.x + 1, action.y + 1)
    mouse_click(app, pos)
    if not choice.choosing_pawn:
        return
    assert scene.app.stack.top is scene
    if action.pawn is None:
        mouse_click(app, scene.layout.button.center)
    else:
        mouse_click(app, point_to(app, scene, action.pawn[0] + 0.5, action.pawn[1] + 0.5))


def lay_by_keys(app, scene, action: Lay, keys=RIGHT_KEYS):
    choice = scene.choice

    def press(name):
        app.step_frame(tap(keys[name]))

    while choice.tile != action.tile:
        press("next")
    while choice.rotation != action.rotation:
        press("turn")
    while choice.x != action.x:
        press("left" if choice.x > action.x else "right")
    while choice.y != action.y:
        press("up" if choice.y > action.y else "down")
    press("confirm")
    if choice.choosing_pawn:
        while choice.pawn != action.pawn:
            press("right")
        press("confirm")


def take_controls(app, scene):
    player = scene.curtain_for
    if scene.seats[player].device == MOUSE:
        mouse_click(app, (640, 360))
    else:
        app.step_frame(tap(RIGHT_KEYS["confirm"]))
    assert scene.curtain_for is None and scene.viewer == player


def plan(game: PilusGame, player: int, rng: random.Random) -> Lay:
    """A varied but sensible move: among the best-scoring spots, a pawn put down or moved now and then."""
    actions = game.legal_actions(player)
    points = {}
    # Each placement legal now, in legal_actions' order, scored without checking it again.
    for x, y, level, __, faces in game.spots(player):
        for (tile, rotation), colours in faces:
            key = (tile, rotation, x, y)
            if key not in points:
                points[key] = game.preview_of(player, Placement(tile, rotation, x, y, level, colours)).points
    best = max(points.values())
    spots = sorted(key for key, value in points.items() if value >= best - 2)
    spot = rng.choice(spots)
    options = [a for a in actions if (a.tile, a.rotation, a.x, a.y) == spot]
    with_pawn = [a for a in options if a.pawn is not None]
    if with_pawn and (game.pawns[player] is None or rng.random() < 0.3):
        return rng.choice(with_pawn)
    return next(a for a in options if a.pawn is None)


def tile_on_screen(scene, tile: str) -> bool:
    laid = next(t for t in scene.state.table.laid() if t.tile == tile)
    return scene.layout.table.contains(scene.camera.rect(laid.x, laid.y, 2, 2))


def test_a_two_player_game_played_through_the_window_to_the_end(app):
    seed = 7
    scene = start(app, seed=seed)
    tileset = load_tileset()
    expected = PilusGame(tileset, 2, deal_from_seed(tileset, 2, seed))
    rng = random.Random(3)
    planned = []
    curtains = 0
    while not expected.is_terminal():
        settle(app, scene)
        player = scene.state.current_player
        assert player == expected.current_player
        if scene.curtain_for is not None:
            curtains += 1
            take_controls(app, scene)
        action = plan(expected, player, rng)
        planned.append((player, action))
        (lay_by_mouse if scene.seats[player].device == MOUSE else lay_by_keys)(app, scene, action)
        expected.apply_action(player, action)
        assert scene.moves == planned
        assert scene.state.scores() == expected.scores()
        settle(app, scene)
        if app.stack.top is scene:
            assert tile_on_screen(scene, action.tile), "the camera follows the tile laid"
    assert curtains == len(planned)  # two people: every turn starts behind the curtain
    app.step_frame()
    results = app.stack.top
    assert isinstance(results, PilusResultsScene)
    game = scene.state
    assert game.is_terminal() and game.pending() == ()
    assert len(game.table.laid()) == 29  # the start tile and 28 played; one was removed unseen
    assert game.hand(0) == game.hand(1) == () and game.draw_size == 0
    assert game.scores() == expected.scores()
    assert game.winners() == expected.winners()
    assert [results.tiles_laid(p) for p in (0, 1)] == [14, 14]
    # The moves replay to the same end through the replay format.
    replay = parse_replay(replay_json("pilus", ["Ann", "Ben"], seed, scene.deal, scene.moves))
    assert replay.play().scores() == game.scores()


def test_the_curtain_hides_the_next_hand_until_that_player_takes_the_controls(app):
    scene = start(app)
    assert scene.curtain_for == 0
    take_controls(app, scene)
    action = next(a for a in scene.state.legal_actions(0) if a.pawn is None)
    lay_by_mouse(app, scene, action)
    settle(app, scene)
    assert scene.state.current_player == 1 and scene.curtain_for == 1
    app.step_frame()
    # The frame is the curtain and nothing else: no table, no hand.
    cover = pygame.Surface(app.surface.get_size())
    draw_curtain(cover, 1, _("{name}, your turn", name="Ben"), _("Press Enter to take the controls"),
                 _("Everyone else: please look away while {name} plays.", name="Ben"))
    assert pygame.image.tobytes(app.surface, "RGB") == pygame.image.tobytes(cover, "RGB")
    app.step_frame(tap(pygame.K_SPACE))  # another player's key does not lift it
    mouse_click(app, (640, 360))  # nor the mouse: Ben plays with the arrow keys
    assert scene.curtain_for == 1
    app.step_frame(tap(pygame.K_RETURN))
    assert scene.curtain_for is None and scene.viewer == 1
    app.step_frame()
    assert pygame.image.tobytes(app.surface, "RGB") != pygame.image.tobytes(cover, "RGB")


def test_a_refused_spot_changes_nothing_and_says_why(app):
    scene = start(app)
    take_controls(app, scene)
    game = scene.state
    before = (game.scores(), game.hand(0), len(game.table.laid()), game.pawns, game.current_player)
    choice = scene.choice
    pos = point_to(app, scene, 1, 1)  # squarely on the start tile
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    problem = game.placement_problem(0, choice.tile, choice.rotation, 0, 0)
    assert problem.key == "pilus.refusal.one_tile"
    reason = keyed(problem.key, **problem.params)
    assert reason == "it would lie squarely on one tile"
    level, points, problem = scene.table_input.preview(scene.choice, len(scene.moves))
    assert (level, points, problem) == (None, None, reason)  # shown before any click
    mouse_click(app, pos)
    assert (game.scores(), game.hand(0), len(game.table.laid()), game.pawns, game.current_player) == before
    assert scene.moves == [] and not scene.choice.choosing_pawn
    assert scene.message[0] == _("Not here: {reason}", reason=reason)
    assert reason in scene.message[0]


@pytest.fixture
def german():
    """A language whose refusals differ from English, so a test can tell a
    translated refusal from the rules' own English sentence."""
    i18n.set_language("de")


def test_the_refusal_shows_in_the_players_language(app, german):
    scene = start(app)
    take_controls(app, scene)
    pos = point_to(app, scene, 1, 1)  # squarely on the start tile
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.table_input.preview(scene.choice, len(scene.moves))[2] == "es läge deckungsgleich auf einem einzigen Plättchen"
    mouse_click(app, pos)
    assert scene.message[0] == "Nicht hier: es läge deckungsgleich auf einem einzigen Plättchen"


def test_keys_refuse_too_and_the_held_tile_moves_by_cells(app):
    scene = start(app, seats=[Seat("Ben", KEYS_RIGHT), Seat("Ann", MOUSE)])
    take_controls(app, scene)
    choice = scene.choice
    x, y = choice.spot
    app.step_frame(tap(pygame.K_LEFT))
    app.step_frame(tap(pygame.K_DOWN))
    assert choice.spot == (x - 1, y + 1)
    while choice.spot != (0, 0):
        app.step_frame(tap(pygame.K_LEFT if choice.x > 0 else pygame.K_UP))
    app.step_frame(tap(pygame.K_RETURN))
    assert scene.moves == [] and "squarely on one tile" in scene.message[0]


class FirstLegal:
    """A stand-in computer seat: the first legal move, after a few polls of 'thinking'."""

    def __init__(self, polls_before=3):
        self.polls_before = polls_before
        self.polls = 0

    def poll(self, game, player):
        self.polls += 1
        if self.polls % (self.polls_before + 1):
            return None
        return game.legal_actions(player)[0]


def test_a_computer_seat_plays_through_its_controller_and_one_person_needs_no_curtain(app):
    computer = FirstLegal()
    scene = start(app, seats=[Seat("Ann", MOUSE), Seat("Cy", "ai:test")], controllers=[None, computer])
    assert scene.curtain_for is None and scene.viewer == 0
    for __ in range(3):
        settle(app, scene, player=0)
        action = next(a for a in scene.state.legal_actions(0) if a.pawn is None)
        lay_by_mouse(app, scene, action)
        assert scene.curtain_for is None
        settle(app, scene, player=0)
        assert scene.curtain_for is None
    assert [p for p, __ in scene.moves] == [0, 1] * 3
    assert computer.polls >= 3 * (computer.polls_before + 1)


def test_a_computer_seat_of_no_known_level_gets_a_message_not_a_crash(app):
    scene = start(app, seats=[Seat("Ann", MOUSE), Seat("Cy", "ai:grandmaster")])
    assert scene.problem and "Cy" in scene.problem
    app.step_frame()
    assert app.stack.top is not scene


def test_pause_and_a_pulled_gamepad_pause_the_game(app):
    app.input.add_pad(PAD_IDS, "Test pad")
    scene = start(app, seats=[Seat("Ann", MOUSE), Seat("Pat", f"pad:{PAD_IDS}")])
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, PauseScene)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is scene
    app.step_frame([pad_removed(PAD_IDS)])
    app.step_frame()
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and "Pat" in pause.message


def test_restart_from_pause_deals_the_same_tiles_again(app):
    scene = start(app)
    scene.restart()
    app.step_frame()
    again = app.stack.top
    assert isinstance(again, PilusGameScene) and again is not scene
    assert again.deal == scene.deal and again.moves == []


@pytest.mark.parametrize("steps", [1, -1])
def test_the_wheel_zooms_about_the_pointer(app, steps):
    scene = start(app)
    camera = scene.camera
    pos = (300, 200)
    before = camera.screen_to_world(*pos)
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False, precise_x=0.0,
                                       precise_y=float(steps))])
    assert (camera.target[2] > camera.zoom) == (steps > 0)
    camera.jump()
    after = camera.screen_to_world(*pos)
    assert after == pytest.approx(before, abs=1 / camera.scale)
    assert scene.choice.rotation == 0  # the wheel zooms; it does not turn the tile


def test_a_drag_pans_and_the_next_tile_laid_comes_back_into_view(app):
    slow = FirstLegal(polls_before=60)  # half a second of thinking: time for a drag
    scene = start(app, seats=[Seat("Cy", "ai:test"), Seat("Ann", MOUSE)], controllers=[slow, None])
    camera = scene.camera
    first = scene.state.table.laid()[0].tile
    start_pos = scene.layout.table.center
    x0 = camera.x
    app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=pygame.BUTTON_LEFT)])
    for step in range(1, 6):
        pos = (start_pos[0] + 150 * step, start_pos[1])
        app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(150, 0), buttons=(1, 0, 0))])
    app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=pygame.BUTTON_LEFT)])
    assert scene.moves == []  # a drag lays nothing, and the computer is still thinking
    assert camera.x == pytest.approx(x0 - 750 / camera.scale)
    assert not tile_on_screen(scene, first)
    settle(app, scene, player=1)
    (player, action), = scene.moves
    assert player == 0 and tile_on_screen(scene, action.tile)


def test_a_gamepad_plays_a_turn_and_zooms_with_its_shoulder_buttons(app):
    app.input.add_pad(PAD_IDS, "Test pad")
    scene = start(app, seats=[Seat("Pat", f"pad:{PAD_IDS}"), Seat("Ann", MOUSE)])

    def button(number):
        app.step_frame([pad_button(PAD_IDS, number), pad_button(PAD_IDS, number, down=False)])

    def hat(x, y):
        app.step_frame([pad_hat(PAD_IDS, (x, y)), pad_hat(PAD_IDS, (0, 0))])

    button(0)  # A takes the controls
    assert scene.curtain_for is None
    zoom = scene.camera.target[2]
    button(5)  # RB zooms in
    assert scene.camera.target[2] > zoom
    button(4)
    assert scene.camera.target[2] == zoom
    action = next(a for a in scene.state.legal_actions(0) if a.pawn is not None)
    choice = scene.choice
    while choice.tile != action.tile:
        button(3)  # Y: next tile
    while choice.rotation != action.rotation:
        button(2)  # X: turn
    while choice.spot != (action.x, action.y):
        hat((action.x > choice.x) - (action.x < choice.x), (action.y < choice.y) - (action.y > choice.y))
    button(0)
    assert choice.choosing_pawn
    from sprites import text_audit
    text_audit.start_audit(app.surface)
    app.step_frame()
    texts = " · ".join(note.text for note in text_audit.stop_audit())
    assert "LB/RB: zoom" in texts and "Start: pause" in texts  # the view as the pad's player steers it
    assert "Drag" not in texts and "Esc" not in texts
    button(1)  # B: back to the spot
    assert not choice.choosing_pawn
    button(0)
    while choice.pawn != action.pawn:
        hat(1, 0)
    button(0)
    assert scene.moves == [(0, action)]


def test_a_player_with_no_legal_spot_passes_with_the_button(app):
    tileset = load_tileset()
    table = Table(tileset)
    table.lay("T01", 0, 0, 0)
    position = PilusGame.from_position(table, [[], ["T02"]])  # nothing to lay: the pass is the only move
    scene = PilusGameScene(app, "pilus", MOUSE_AND_KEYS, 1, position=position)
    app.stack.push(scene)
    app.step_frame()
    take_controls(app, scene)
    assert scene.must_pass
    mouse_click(app, scene.layout.button.center)
    assert scene.moves == [(0, Pass())]
    assert "Ann" in scene.message[0]
    settle(app, scene)
    assert scene.state.current_player == 1 and scene.curtain_for == 1
    assert scene.replay() is None  # a position set up by hand has no deal to replay


class Planned:
    """A computer seat playing plan()'s moves, and noting them."""

    def __init__(self, rng, played):
        self.rng, self.played = rng, played

    def poll(self, game, player):
        action = plan(game, player, self.rng)
        self.played.append((player, action))
        return action


def test_two_computer_seats_play_to_the_results_which_keep_the_replay_and_play_again(app):
    played = []
    planned = Planned(random.Random(5), played)
    scene = start(app, seats=[Seat("Ann", "ai:a"), Seat("Ben", "ai:b")], seed=11, controllers=[planned, planned])
    for __ in range(MAX_FRAMES * 10):
        if app.stack.top is not scene:
            break
        assert scene.curtain_for is None  # nobody's hand to hide
        app.step_frame(dt=WAIT_DT)
    results = app.stack.top
    assert isinstance(results, PilusResultsScene)
    assert scene.moves == played and len(played) == 28
    game = scene.state
    names = [_("{name} wins!", name=name) for name in ("Ann", "Ben")]
    assert results.winner_line() in names + [_("Shared win: {names}", names="Ann, Ben")]
    # The replay was kept without a click, and the results say where.
    [saved] = (app.storage.folder / "replays").glob("pilus-*.json")
    assert results.kept.replay_name == saved.name and results.kept.place is None
    assert "Replay saved" in [text for text, __ in results.kept.notes]  # no table to watch it from, no file name
    assert not any(saved.name in text or str(saved.parent) in text for text, __ in results.kept.notes)
    assert load_replay(saved).play().scores() == game.scores()
    while results.settling > 0:
        app.step_frame()
    mouse_click(app, results.menu.items[1].rect.center)  # play again (the first, high scores, is harmless)
    app.step_frame()
    again = app.stack.top
    assert isinstance(again, PilusGameScene) and again is not scene and again.seats == scene.seats


def test_badges_and_labels_hide_nothing_the_player_needs(app):
    """Through a whole game: no level badge sits under a pawn, and the label about
    the held tile never covers a tile on the table."""
    from scenes.pilus.pilus_hud import label_box
    scene = start(app, seed=7)
    tileset = load_tileset()
    expected = PilusGame(tileset, 2, deal_from_seed(tileset, 2, 7))
    rng = random.Random(3)
    checked = 0
    while not expected.is_terminal():
        settle(app, scene)
        if scene.curtain_for is not None:
            take_controls(app, scene)
        app.step_frame()
        view, camera = scene.view, scene.camera
        pawn_rects = [camera.rect(*cell) for cell in scene.state.pawns if cell is not None]
        for tile in view.by_level:
            if tile.visible and tile.level > 1:
                centre = view.badge_centre(tile, camera.rect(tile.x, tile.y, 2, 2))
                free = [c for c in tile.visible if c not in view.pawn_cells]
                if free:
                    assert not any(r.collidepoint(centre) for r in pawn_rects), tile
        if scene.choice is not None:
            held = camera.rect(scene.choice.x, scene.choice.y, 2, 2)
            tiles = scene.drawing.tiles_on_screen()
            box = label_box(app.surface, scene.layout, (ui_px(app, 300), ui_px(app, 30)), held, tiles)
            if scene.layout.table.inflate(-40, -40).contains(tiles):  # else the label goes along the table's edge
                assert not box.colliderect(tiles) and not box.colliderect(held)
                checked += 1
        player = scene.state.current_player
        action = plan(expected, player, rng)
        (lay_by_mouse if scene.seats[player].device == MOUSE else lay_by_keys)(app, scene, action)
        expected.apply_action(player, action)
    assert checked > 5


def ui_px(app, design):
    from sprites import ui
    return ui.px(app.surface, design)


def test_the_pause_menu_and_the_rules_page_show_each_players_pilus_controls(app):
    scene = start(app, seats=[Seat("Ann", MOUSE), Seat("Ben", KEYS_RIGHT)])
    take_controls(app, scene)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert "Ann · Mouse:" in pause.controls and "Ben · Keyboard right (arrows):" in pause.controls
    assert "Right click or F: turn" in pause.controls and "Period: turn" in pause.controls
    rules = next(item for item in pause.menu.items if item.label == _("Rules and controls"))
    pause.menu.focus = pause.menu.items.index(rules)
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    page = app.stack.top
    lines = "\n".join(block for block in page.body if isinstance(block, str)).split("\n")
    assert "Keyboard left (WASD)" in lines and "Q: turn" in lines and "X: turn" in lines


def test_four_people_find_everyones_controls_beside_the_pause_or_on_a_page_of_their_own(app):
    """Four people's PILUS controls at a pulled gamepad: beside the choices where the window
    has room; in a window forced to 640x360, with long names, behind a choice to a page where
    each name stands whole (they ran over each other in four narrow columns)."""
    from game.shell.input import KEYS_LEFT, pad_device
    from scenes.shared.device_text import device_label
    from sprites import text_audit
    from tests.app.test_small_window_play_screens import force_small
    from tools.text_fit import problems_in
    app.set_language("de")
    app.input.add_pad(PAD_IDS, "Test pad")
    names = ("Maximiliansbergerhof", "W" * 20, "Anna Maria Gonzalez", "Bartholomäus Müller")
    seats = [Seat(name, device) for name, device in zip(names, (MOUSE, KEYS_RIGHT, KEYS_LEFT, pad_device(PAD_IDS)))]
    start(app, seats=seats)
    app.step_frame([pad_removed(PAD_IDS)])
    app.step_frame()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)

    def drawn():
        text_audit.start_audit(app.surface)
        app.step_frame((), 0)
        notes = text_audit.stop_audit()
        assert problems_in(notes, app.surface.get_rect()) == []
        return [note.text for note in notes if note.layer == max(n.layer for n in notes)]

    texts = drawn()
    assert _("Everyone's controls") not in texts
    said = " ".join(texts)  # lines wrapped in their columns, joined again
    assert [line for line in pause.controls if line not in said] == [  # cut short: too long for its column
        _("{name} · {device}:", name=names[1], device=device_label(app, KEYS_RIGHT))]
    assert _("{name} · {device}:", name=names[3], device=_("Unplugged gamepad")) in said  # it was 'Gamepad ?'
    force_small(app)
    texts = drawn()
    assert not any(name in text for text in texts for name in names[:3])
    item = next(item for item in pause.menu.items if item.text == _("Everyone's controls"))
    pause.menu.focus = pause.menu.items.index(item)
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    page = drawn()
    assert app.stack.top is not pause and _("Everyone's controls") in page
    for __ in range(3):  # scrolled down the page
        app.step_frame(tap(pygame.K_PAGEDOWN))
        page += drawn()
    assert all(any(text.startswith(name + " · ") for text in page) for name in names)  # each whole
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is pause


def test_the_pawn_step_does_not_say_how_to_lay_a_tile(app):
    """At the pawn step the hint line still said 'Click: lay · Right click or F: turn · ...'
    under the pawn's own prompt; it says what the view allows, as on another's turn."""
    from sprites import text_audit
    scene = start(app)
    take_controls(app, scene)
    action = next(a for a in scene.state.legal_actions(0) if a.pawn is not None)
    choice = scene.choice
    if choice.hand.index(action.tile) != choice.index:
        mouse_click(app, scene.layout.slots[choice.hand.index(action.tile)].center)
    while choice.rotation != action.rotation:
        mouse_click(app, scene.layout.table.center, pygame.BUTTON_RIGHT)

    def said() -> str:
        text_audit.start_audit(app.surface)
        app.step_frame()
        return " · ".join(note.text for note in text_audit.stop_audit())

    assert "Click: lay" in said()
    mouse_click(app, point_to(app, scene, action.x + 1, action.y + 1))
    assert choice.choosing_pawn
    text = said()
    assert _("Move your pawn?") in text and "Click: lay" not in text and "Home: whole table" in text


def test_each_persons_controls_beside_the_pause_stand_apart_from_the_next_persons(app):
    """Four people's controls beside the pause at the smallest window, in German: a person's
    heading stands further below the line before it than the lines within a person's
    controls stand from each other (the four lists read as one block), a wrapped control goes
    on indented, and all still fits."""
    from game.shell.input import KEYS_LEFT, pad_device
    from sprites import text_audit
    from tools.text_fit import problems_in
    app.set_language("de")
    app.input.add_pad(PAD_IDS, "Test pad")
    seats = [Seat(name, device) for name, device in
             zip(("Ann", "Ben", "Cleo", "Dev"), (MOUSE, KEYS_RIGHT, KEYS_LEFT, pad_device(PAD_IDS)))]
    start(app, seats=seats)
    app.step_frame([pad_removed(PAD_IDS)])
    app.step_frame()
    app.window.size = (960, 540)  # the smallest window
    assert isinstance(app.stack.top, PauseScene)
    app.step_frame((), 0)
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    assert problems_in(notes, app.surface.get_rect()) == []
    headings = tuple(f"{name} · " for name in ("Ann", "Ben", "Cleo", "Dev"))
    top = [note for note in notes if note.layer == max(n.layer for n in notes)]
    assert sum(note.text.startswith(headings) for note in top) == 4
    starts = sorted({note.rect.x for note in top if note.text.startswith(headings)})  # the columns' left edges

    def column(note):
        return max((x for x in starts if x <= note.rect.x), default=None)

    lines = sorted((note for note in top if column(note) is not None), key=lambda note: (column(note), note.rect.y))
    within, between = set(), set()
    for above, below in zip(lines, lines[1:]):
        if column(above) == column(below):
            (between if below.text.startswith(headings) else within).add(below.rect.y - above.rect.y)
    assert between and within and min(between) > max(within)
    # A control too long for its column goes on indented: its rest is not read as a control of its own.
    assert any(note.rect.x > column(note) for note in lines)


def test_a_refusal_does_not_stay_up_under_the_pause_menu(app):
    """'Not here' said for a moment: Esc opens the pause, and the game's clock, standing still
    under it, would have kept the words up as long as the pause lasts (issue 44)."""
    from tests.app.conftest import tap
    app.stack.push("new_game", "pilus", 3)
    app.step_frame()
    scene = app.stack.top
    for __ in range(8):  # the held tile off the table, on the left keys
        app.step_frame(tap(pygame.K_a))
    app.step_frame(tap(pygame.K_SPACE))
    assert scene.message and scene.message[0].startswith("Not here")
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is not scene and scene.message is None
