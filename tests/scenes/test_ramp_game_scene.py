"""The ramp-game scene through the real App loop, headless, played with two
keyboard zones (and a mouse and a gamepad) by injected events."""
import pygame

from game.shell.input import KEYS_LEFT, MOUSE, Seat, pad_device
from game.rules.polyomino import turned
from game.rules.ramp_actions import Neutral, Skip
from game.rules.ramp_game import START
from game.i18n import _
from scenes.menus.pause import PauseScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.round_results import RoundResultsScene
from tests.app.conftest import click, key_down, pad_added, pad_button, pad_removed, tap
from tests.scenes.conftest import PAD_IDS
from tests.resume.test_seats_without_device import drawn_texts
from tests.scenes.driving import TWO_ZONES, lowest_drop, past_the_start_pieces, play, press, run_until, steer


def start(app, game_id, seats=TWO_ZONES, seed=5):
    scene = RampGameScene(app, game_id, seats, seed)
    app.stack.push(scene)
    app.step_frame()
    return scene


def play_round(app, scene, choose):
    """Play the current round through the keys, each move chosen by choose(game, player);
    after each one the engine's board must be the one the engine predicts."""
    game = scene.state
    while not scene.round_over:
        for player in game.pending():
            if player not in game.pending():
                continue  # the other seat's move ended the step
            action = choose(game, player)
            expected = game.clone()
            expected.apply_action(player, action)
            play(app, scene, player, action)
            if scene.round_over:
                assert [r.rows for r in game.results[-1]] == [r.rows for r in expected.results[-1]]
                assert game.scores() == expected.scores()
                break
            assert game.board(player).to_rows() == expected.board(player).to_rows()


def finish_results(app, scene):
    """Wait for the round results, check them, skip the animation and go on."""
    run_until(app, lambda: isinstance(app.stack.top, RoundResultsScene))
    results = app.stack.top
    round_index = results.round_index
    assert results.sequence.lines == [list(r.lines) for r in scene.state.results[round_index]]
    press(app, scene, 0, "confirm")
    assert results.show_table
    press(app, scene, 0, "confirm")
    app.step_frame()
    return round_index


def fits_plan(game, player):
    # Ben sets every fourth card aside; otherwise the lowest drop, or aside when nothing fits.
    if game.step != START and player == 1 and game.step % 4 == 3:
        return Skip()
    return lowest_drop(game, player) or Skip()


def test_fits_round_with_two_keyboard_zones(app):
    scene = start(app, "fits")
    play_round(app, scene, fits_plan)
    assert len(scene.state.results) == 1
    assert finish_results(app, scene) == 0
    assert app.stack.top is scene
    assert scene.round_shown == 1 and not scene.round_over
    assert all(set("".join(view.rows)) == {"."} for view in scene.views)  # board 2, empty
    assert scene.views[0].board is scene.edition.boards[1]
    assert [hand.piece for hand in scene.hands] == [scene.state.start_piece(p) for p in range(2)]


def test_bits_round_with_the_neutral_piece(app):
    scene = start(app, "bits", seed=3)

    def plan(game, player):
        if player == 1 and game.step == 0:
            return lowest_drop(game, player, Neutral)
        return lowest_drop(game, player)

    play_round(app, scene, plan)
    assert "N" in "".join(scene.state.results[0][1].rows)
    assert scene.state.neutral_left(1) == 1  # a new round gives the neutral piece back
    assert finish_results(app, scene) == 0
    assert len(scene.state.open_tasks) == 2


def snapshot(game):
    return ([game.board(p).to_rows() for p in range(game.num_players)], game.pending(), game.step,
            [game.status(p) for p in range(game.num_players)])


def test_skipping_the_start_piece_is_refused(app):
    scene = start(app, "fits")
    before = snapshot(scene.state)
    press(app, scene, 0, "skip")
    assert snapshot(scene.state) == before
    assert scene.messages[0][0] == _("The start piece must be placed")
    assert scene.shakes[0].active


def test_the_neutral_piece_key_asks_the_rules_and_shows_their_reason(app):
    scene = start(app, "bits", seed=3)
    game = scene.state
    press(app, scene, 0, "skip")  # the start step: no neutral piece
    assert not scene.hands[0].neutral and scene.shakes[0].active
    assert scene.messages[0][0] == _("Not with the start domino") == "Not with the start domino"
    play(app, scene, 0, lowest_drop(game, 0))
    play(app, scene, 1, lowest_drop(game, 1))
    play(app, scene, 0, lowest_drop(game, 0, Neutral))
    play(app, scene, 1, lowest_drop(game, 1))
    assert game.neutral_left(0) == 0 and 0 in game.pending()
    press(app, scene, 0, "skip")  # used this round
    assert not scene.hands[0].neutral
    assert scene.messages[0][0] == _("Neutral domino already used") == "Neutral domino already used"
    press(app, scene, 1, "skip")  # still there for the other player: in hand, and back out
    assert scene.hands[1].neutral
    press(app, scene, 1, "skip")
    assert not scene.hands[1].neutral


def test_a_column_where_the_piece_does_not_fit_is_refused(app):
    scene = start(app, "bits", seed=8)
    game = scene.state
    # Ann stacks standing dominoes in column 0 until it is full; Ben plays low.
    while game.board(0).label(0, 0) is None:
        action = next(a for a in game.legal_actions(0) if a.column == 0 and len(a.shape) == 2
                      and not isinstance(a, Neutral))
        play(app, scene, 0, action)
        if 1 in game.pending():
            play(app, scene, 1, lowest_drop(game, 1))
    standing = scene.hands[0].shape if len(scene.hands[0].shape) == 2 else turned(scene.hands[0].shape)
    steer(app, scene, 0, standing, 0)
    before = snapshot(game)
    press(app, scene, 0, "drop")
    assert snapshot(game) == before
    assert scene.messages[0][0] == _("Does not fit in this column")
    play(app, scene, 0, lowest_drop(game, 0))  # elsewhere it is taken
    assert game.status(0) != "deciding" or game.step != before[2]


def test_mouse_seat_points_turns_and_drops(app):
    scene = start(app, "fits", seats=[Seat("Mo", MOUSE), Seat("Ann", KEYS_LEFT)])
    game = scene.state
    geometry = scene.views[0].geometry
    hand = scene.hands[0]
    over_column_4 = geometry.cell_rect(3, 4).center
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=over_column_4, rel=(0, 0), buttons=(0, 0, 0))])
    app.step_frame(click(over_column_4, pygame.BUTTON_RIGHT))  # turn
    app.step_frame()
    assert hand.shape == turned(scene.edition.pieces[hand.piece].rows)
    assert hand.column == min(4 - (hand.width - 1) // 2, game.edition.width - hand.width)
    expected = game.clone()
    expected.apply_action(0, hand.action())
    app.step_frame(click(over_column_4))
    assert game.board(0).to_rows() == expected.board(0).to_rows()


def test_pulled_gamepad_pauses_until_plugged_back(app):
    app.input.add_pad(3, "Test pad")
    scene = start(app, "fits", seats=[Seat("Pat", pad_device(3)), Seat("Ann", KEYS_LEFT)])
    app.step_frame([pad_removed(3)])
    assert scene.lost_seat() == 0
    before = snapshot(scene.state)
    press(app, scene, 1, "drop")  # the table waits: nobody plays
    assert snapshot(scene.state) == before
    app.step_frame([pad_added(1)])
    assert scene.lost_seat() is None
    app.step_frame([pad_button(PAD_IDS + 1, 0)])  # A: drop, from the pad that took the seat over
    app.step_frame([pad_button(PAD_IDS + 1, 0, down=False)])
    assert scene.state.status(0) == "decided"
    assert scene.seats[0] == Seat("Pat", pad_device(PAD_IDS + 1))  # a restart keeps the new pad


def test_pause_opens_the_pause_menu(app):
    start(app, "fits")
    app.step_frame([key_down(pygame.K_ESCAPE)])
    app.step_frame()
    assert isinstance(app.stack.top, PauseScene)


def test_setting_a_fits_piece_aside_takes_a_second_press_in_no_hurry_and_lands_in_the_tray(app):
    scene = start(app, "fits")
    game = scene.state
    past_the_start_pieces(app, scene, 0)
    piece = game.revealed
    before = snapshot(game)
    press(app, scene, 0, "skip")  # one press, as a slip of the finger next to W and D
    assert snapshot(game) == before and scene.set_aside[0] == []
    press(app, scene, 0, "left")  # another action: the offer is off, the next press starts over
    before = snapshot(game)
    press(app, scene, 0, "skip")
    assert snapshot(game) == before and _("Press again to set this piece aside") in " ".join(drawn_texts(app))
    for __ in range(600):  # ten seconds later, with nothing else pressed, the offer still stands
        app.step_frame()
    assert _("Press again to set this piece aside") in " ".join(drawn_texts(app))
    press(app, scene, 0, "skip")  # pressed again: set aside
    assert game.status(0) != "deciding" and scene.set_aside[0] == [piece]
    assert scene.moves[-1] == (0, Skip())


def test_a_fits_piece_that_fits_nowhere_says_how_to_set_it_aside(app):
    """A refused drop used to say only 'Does not fit in this column', wherever the piece was
    steered: with no column left for it, the player is told the way on, with their own key."""
    scene = start(app, "fits", seats=[Seat("Ann", KEYS_LEFT)])
    game = scene.state
    for __ in range(40):  # Ann drops every piece where it rests highest: her board soon fills
        run_until(app, lambda: 0 in game.pending())
        drops = [a for a in game.legal_actions(0) if not isinstance(a, Skip)]
        if not drops:
            break
        play(app, scene, 0, min(drops, key=lambda a: (game.board(0).landing(a.shape, a.column), a.column)))
    else:
        raise AssertionError("every piece found a place")
    before = snapshot(game)
    press(app, scene, 0, "drop")
    assert snapshot(game) == before
    assert scene.messages[0][0] == _("Fits nowhere: set it aside ({keys}, twice)", keys="E")
    press(app, scene, 0, "skip")
    press(app, scene, 0, "skip")
    assert scene.moves[-1] == (0, Skip()) and scene.set_aside[0]


def test_the_pause_says_where_the_controls_are_and_its_page_has_them(app):
    """The game's hint says 'Esc: pause, rules and controls', yet the pause offered only
    'Rules': its page ends with every device's controls, and the choice now says so."""
    scene = start(app, "fits")
    app.step_frame([key_down(pygame.K_ESCAPE)])
    app.step_frame()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    choice = next(item for item in pause.menu.items if item.label == _("Rules and controls"))
    pause.menu.focus = pause.menu.items.index(choice)
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    lines = "\n".join(block for block in app.stack.top.body if isinstance(block, str)).split("\n")
    assert "Drop: S" in lines and "Drop: Down arrow" in lines
    assert scene in app.stack.scenes
