"""Computer opponents at the table, through the real App loop, headless: the
person's moves are injected keys, the computer's come from the BotWorker (in a
thread here; one game uses worker processes, as the window does)."""
import pygame

from game.shell.app import App
from game.shell.input import KEYS_LEFT, MOUSE, Seat
from game.message_keys import keyed
from game.replay import load_replay
from game.rules.ramp_game import DECIDING
from scenes.shared.computer_seats import bot_seed
from scenes.ramp.final_results import FinalResultsScene
from scenes.menus.pause import PauseScene
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_results import PilusResultsScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.ramp_screen_draw import status_key
from scenes.ramp.round_results import RoundResultsScene
from tests.app.conftest import tap
from tests.scenes.driving import lowest_drop, play, play_to_the_final_results, run_until
from tests.scenes.test_pilus_game import lay_by_mouse, settle

WAIT_DT = 0.05
MAX_FRAMES = 20000


def start(app, game_id, seats, seed=5):
    scene = RampGameScene(app, game_id, seats, seed)
    app.stack.push(scene)
    app.step_frame()
    return scene


def check_computer_moves(scene, checked):
    """Every move a computer seat hands to play_action must be one the engine allows then."""
    play_action = scene.play_action

    def checking(player, action):
        if player in scene.computers:
            assert action in scene.state.legal_actions(player)
            checked.append((player, action))
        play_action(player, action)
    scene.play_action = checking


def assert_replays_to_the_end(scene):
    replay = scene.replay()
    assert replay.play().scores() == scene.state.scores()


def test_a_person_and_a_computer_play_fits_to_the_end(app):
    scene = start(app, "fits", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (normal)", "ai:normal")])
    checked = []
    check_computer_moves(scene, checked)
    final = play_to_the_final_results(app, scene, dt=WAIT_DT)
    game = scene.state
    assert game.is_terminal() and game.pending() == ()
    assert len(game.results) == 4
    assert checked and all(player == 1 for player, _ in checked)
    assert len(checked) == sum(1 for player, _ in scene.moves if player == 1)
    assert_replays_to_the_end(scene)
    assert final.kept.place is None  # against a computer: no high score
    assert (app.storage.folder / "replays" / final.kept.replay_name).is_file()


def test_a_computer_deciding_shows_thinking_on_its_ramp_and_no_hand(app):
    scene = start(app, "fits", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (normal)", "ai:normal")])
    app.step_frame()
    assert scene.computers[1].thinking
    assert status_key(scene.state, 1) == "ramp.status.thinking"
    assert keyed(status_key(scene.state, 1)) == "Thinking…"  # the player reads words, never the key
    assert scene.hand_shown(1) is None and scene.hand_shown(0) is not None


def test_a_person_and_a_computer_play_bits_to_the_end(app):
    scene = start(app, "bits", [Seat("Computer 1 (easy)", "ai:easy"), Seat("Ann", KEYS_LEFT)], seed=8)
    checked = []
    check_computer_moves(scene, checked)
    final = play_to_the_final_results(app, scene, person=1, dt=WAIT_DT)
    assert scene.state.is_terminal() and len(scene.state.results) == 3
    assert checked and all(player == 0 for player, _ in checked)
    assert_replays_to_the_end(scene)
    assert isinstance(final, FinalResultsScene)


def test_the_window_runs_its_computers_in_worker_processes(tmp_path):
    app = App(size=(1280, 720), settings_dir=tmp_path, open_pad=lambda index: None)
    try:
        scene = start(app, "fits-mini", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (normal)", "ai:normal")])
        checked = []
        check_computer_moves(scene, checked)
        play_to_the_final_results(app, scene, dt=WAIT_DT)
        assert app.bot_worker().uses_process
        assert scene.state.is_terminal()
        assert checked and len(checked) == sum(1 for player, _ in scene.moves if player == 1)
    finally:
        app.close()


def test_computers_alone_play_on_and_their_seeds_come_from_the_deal(app):
    seats = [Seat("Computer 1 (easy)", "ai:easy"), Seat("Computer 2 (normal)", "ai:normal")]
    scene = start(app, "fits-mini", seats, seed=9)
    assert [c.bot.seed for c in scene.computers.values()] == [bot_seed(9, 0), bot_seed(9, 1)]
    run_until(app, lambda: isinstance(app.stack.top, RoundResultsScene), frames=MAX_FRAMES)
    assert app.input.seat_disconnected(0) is False  # a computer seat has no device to lose
    # The same deal and the same (no) people play the same game again.
    again = RampGameScene(app, "fits-mini", seats, 9)
    moves = scene.moves
    app.stack.clear_to(again)
    app.step_frame()
    run_until(app, lambda: isinstance(app.stack.top, RoundResultsScene), frames=MAX_FRAMES)
    assert again.moves == moves


def test_pause_holds_a_decision_and_restart_cancels_it(app):
    scene = start(app, "fits", [Seat("Ann", KEYS_LEFT), Seat("Computer 1 (normal)", "ai:normal")])
    computer = scene.computers[1]
    app.step_frame()
    assert computer.thinking
    request = computer.request
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert isinstance(app.stack.top, PauseScene)
    for _ in range(100):
        app.step_frame(dt=WAIT_DT)
    assert request.done() and scene.state.status(1) == DECIDING  # decided, held until the game goes on
    app.step_frame(tap(pygame.K_ESCAPE))
    run_until(app, lambda: scene.state.status(1) != DECIDING)
    assert scene.moves[0][0] == 1

    app.step_frame()
    play(app, scene, 0, lowest_drop(scene.state, 0))  # the next card: the computer starts deciding
    app.step_frame()
    pending = computer.request
    assert pending is not None
    scene.restart()
    app.step_frame()
    assert computer.request is None and isinstance(app.stack.top, RampGameScene) and app.stack.top is not scene


def test_a_person_and_a_computer_at_pilus_with_no_curtain(app):
    scene = PilusGameScene(app, "pilus", [Seat("Ann", MOUSE), Seat("Computer 1 (easy)", "ai:easy")], seed=4)
    app.stack.push(scene)
    app.step_frame()
    game = scene.state
    for _ in range(30):
        settle(app, scene, player=0)
        if app.stack.top is not scene:
            break
        assert scene.curtain_for is None and scene.viewer == 0
        action = next(a for a in game.legal_actions(0) if a.pawn is None)
        lay_by_mouse(app, scene, action)
    results = app.stack.top
    assert isinstance(results, PilusResultsScene)
    assert game.is_terminal()
    assert {p for p, _ in scene.moves} == {0, 1}
    replay = load_replay(app.storage.folder / "replays" / results.kept.replay_name)
    assert replay.players == ("Ann", "Computer 1 (easy)")
    assert replay.play().scores() == game.scores()
