"""Racing a ghost on the real App loop, headless (issue 49): the player plays with the keys;
beside their ramp, the ghost's board after the same card, never a card ahead."""
import json

import pygame

import main
from game.ai import make_bot, observe
from game.ghost.sources import replay_hash
from game.replay import Replay, load_replay
from game.rules.ramp_actions import Skip
from game.saved.replay_files import save_replay
from scenes.menus.straight_in import new_game
from scenes.ramp.final_results import FinalResultsScene
from scenes.shared.computer_seats import bot_seed
from tests.app.conftest import tap
from tests.chosen_once import each_choice_once
from tests.dummy_app import open_app
from tests.scenes.driving import lowest_drop, play, play_to_the_final_results, run_until
from tools.screen_states.states_shared import solo_game

GAME, SEED = "fits-mini", 21


def ghost_file(tmp_path, game_id=GAME, seed=SEED, level="easy"):
    replay, state = solo_game(game_id, "Zoë", seed, level)
    path = tmp_path / "zoe.json"
    save_replay(path, replay)
    return path, replay, state


def board_after(replay: Replay, count: int):
    """The ghost's board after its first `count` moves, worked out from its replay alone."""
    state = replay.new_state()
    rows = None
    for player, action in replay.moves[:count]:
        rounds = len(state.results)
        state.apply_action(player, action)
        rows = state.results[-1][0].rows if len(state.results) > rounds else state.board(0).to_rows()
    return tuple(rows) if rows else None


def started(app, source, game_id=GAME, seed=SEED):
    scene = new_game(app, game_id, seed, source)
    app.stack.clear_to(scene)
    app.step_frame()
    return scene


def test_after_each_placement_the_ghost_shows_the_replays_board_after_the_same_card_and_never_before(tmp_path, app):
    path, replay, __ = ghost_file(tmp_path)
    scene = started(app, str(path))
    race = scene.race
    assert race is not None and race.ghost.name == "Zoë"
    for decided in range(len(replay.moves) // 2):  # the first round and a half, by the keys
        run_until(app, lambda: 0 in scene.state.pending() and not scene.round_over and app.stack.top is scene)
        before = race.seen(scene.state)
        # Deciding card `decided`: the ghost's own move for it is not shown yet.
        assert (before is None if decided == 0 else before.rows == board_after(replay, decided))
        play(app, scene, 0, lowest_drop(scene.state, 0) or Skip())
        assert len(scene.moves) == decided + 1
        assert race.seen(scene.state).rows == board_after(replay, decided + 1)
        app.step_frame()
        if app.stack.top is not scene:  # a round's results: on with the keys
            app.step_frame(tap(pygame.K_SPACE))
            app.step_frame(tap(pygame.K_SPACE))


def test_the_ghost_is_hidden_and_shown_again_by_one_press(tmp_path, app):
    path, __, __ = ghost_file(tmp_path)
    scene = started(app, str(path))
    app.step_frame(tap(pygame.K_c))  # the left keys' ghost key
    assert not scene.race.shown
    app.step_frame(tap(pygame.K_c))
    assert scene.race.shown


def test_the_master_ghost_plays_the_master_levels_moves_on_the_deal(app):
    # The ghost's master thinks each position over once: the same bot asked again below for the
    # same observation answers what it chose (tests/chosen_once.py).
    with each_choice_once():
        master_ghost_plays_the_masters_moves(app)


def master_ghost_plays_the_masters_moves(app):
    scene = started(app, "master")
    for __ in range(2):
        run_until(app, lambda: 0 in scene.state.pending() and not scene.round_over)
        play(app, scene, 0, lowest_drop(scene.state, 0) or Skip())
    run_until(app, lambda: not scene.race.behind(scene.state))
    ghost = scene.race.run
    assert 2 <= len(ghost.moves) <= 3  # a card ahead at most, out of sight
    # The master level alone on this deal, in the seat it races from: the same moves.
    bot = make_bot(GAME, "master", bot_seed(SEED, 0))
    state = Replay(GAME, ("Master",), SEED, scene.deal, ()).new_state()
    for __, action in ghost.moves:
        assert bot.choose(observe(state, 0)) == action
        state.apply_action(0, action)


def test_a_race_to_the_end_shows_both_games_the_lead_chart_and_records_the_ghost(tmp_path):
    path, replay, state = ghost_file(tmp_path)
    app = open_app(tmp_path / "data")
    try:
        scene = started(app, str(path))
        final = play_to_the_final_results(app, scene, draw=False)
        assert isinstance(final, FinalResultsScene)
        assert final.names == [scene.seats[0].name, "Zoë"]
        assert final.state.scores() == [scene.state.scores()[0], state.scores()[0]]
        assert scene.replay().ghost == replay_hash(replay)
        labels = [item.text for item in final.menu.items]
        assert labels[-2:] == ["The race card by card", "Watch Zoë's game"]
        while final.menu.items[final.menu.focus].text != "The race card by card":
            app.step_frame(tap(pygame.K_DOWN))
        app.step_frame(tap(pygame.K_RETURN))
        app.step_frame()
        chart = app.stack.top
        assert len(chart.points) == len(scene.moves)
        assert chart.points[-1].lead == scene.state.scores()[0] - state.scores()[0]
        assert not any(label.colliderect(chart.plot) for label in chart.labels[1:] if label.top < chart.plot.top)
        assert all(not chart.plot.contains(label) for label in chart.labels)  # no label inside the plotted area
    finally:
        app.close()


def test_a_raced_games_replay_names_its_ghost_and_the_referee_takes_it(tmp_path, capsys):
    path, replay, __ = ghost_file(tmp_path)
    raced = Replay(GAME, ("Ann",), SEED, replay.deal, replay.moves, ghost=replay_hash(replay))
    mine = tmp_path / "mine.json"
    save_replay(mine, raced)
    assert json.loads(mine.read_text())["ghost"] == replay_hash(replay)
    assert load_replay(mine).ghost == replay_hash(replay)
    assert main.main(["--replay", str(mine), "--headless"]) == 0
    data = json.loads(mine.read_text())
    data["ghost"] = "sha1:abc"
    mine.write_text(json.dumps(data))
    capsys.readouterr()
    assert main.main(["--replay", str(mine), "--headless"]) == 1
    assert capsys.readouterr().err.startswith("ghost: 'sha1:abc' is neither")


def test_a_challenge_races_the_friends_game_unless_settings_turned_ghosts_off(tmp_path, app):
    from game.saved.challenges import refereed
    from game.shell.input import KEYS_LEFT, Seat
    from scenes.ramp.ramp_screen import RampGameScene
    __, replay, state = ghost_file(tmp_path)
    challenge = refereed(replay, state.scores()[0])
    scene = RampGameScene(app, GAME, [Seat("Ben", KEYS_LEFT)], SEED, challenge=challenge)
    app.stack.clear_to(scene)
    app.step_frame()
    assert scene.race.ghost.name == "Zoë" and scene.race.shown
    where = scene.race.rect.center
    app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1)])
    assert not scene.race.shown and scene.moves == []  # a click on the ghost hides it and drops nothing
    app.settings.ghosts = False
    assert RampGameScene(app, GAME, [Seat("Ben", KEYS_LEFT)], SEED, challenge=challenge).race is None
