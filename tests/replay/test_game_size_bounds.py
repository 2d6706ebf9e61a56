"""Issue 46.4: a replay or a challenge cannot claim more rounds, boards, moves or seats than
its edition allows: each is refused with the reason in one line, before the moves are read
or played; and the referee of a challenge or replay handed to the window runs off the
window's thread, the window answering meanwhile (scenes.menus.checking)."""
import json
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pygame
import pytest

from game import games
from game.replay import ReplayError, load_replay, parse_replay
from game.saved.challenges import ChallengeError, challenge_json, parse_challenge
from scenes.menus import challenge as challenge_screen
from scenes.menus.challenge import ChallengeScene
from scenes.menus.checking import CheckingScene
from tests.app.conftest import tap
from tests.dummy_app import open_app

EXAMPLE = Path(__file__).resolve().parents[2] / "replays" / "examples" / "fits-mini-solo.json"


def example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def refused(data) -> ReplayError:
    with pytest.raises(ReplayError) as err:
        parse_replay(data)
    assert "\n" not in str(err.value) and "\n" not in err.value.in_words()
    return err.value


def test_more_moves_than_the_edition_allows_are_refused_before_any_is_read():
    data = example()
    most = games.get("fits-mini").codec.max_moves(games.get("fits-mini").content(), 1)
    assert len(data["moves"]) <= most  # a whole game is within the bound
    data["moves"] = [{"player": 0, "skip": True}] * (most + 1)
    err = refused(data)
    assert str(err) == f"moves: {most + 1} moves, a game of fits-mini for 1 player(s) holds at most {most}"
    assert err.in_words() == f"it holds {most + 1} moves, more than a game of FITS compact can have ({most})"
    data["moves"] = ["not a move"] * 40000  # what each holds is never looked at
    assert str(refused(data)).startswith("moves: 40000 moves")


@pytest.mark.parametrize("game_id", [game.id for game in games.all_games()])
def test_every_game_played_to_its_end_with_the_most_players_is_within_its_move_bound(game_id):
    game, rng = games.get(game_id), random.Random(3)
    state, moves = game.new_game(game.max_players, 3), 0
    while not state.is_terminal():
        player = state.pending()[0]
        legal = state.legal_actions(player)
        state.apply_action(player, legal[rng.randrange(len(legal))])
        moves += 1
    assert 0 < moves <= game.codec.max_moves(game.content(), game.max_players)


def test_more_seats_or_rounds_than_the_edition_has_are_refused():
    data = example()
    data["players"] = ["Ann", "Ben", "Cid", "Dee", "Eve"]
    assert str(refused(data)) == "players: fits-mini takes 1-4 players, not 5"
    data = example()
    data["deal"]["rounds"] = data["deal"]["rounds"] * 3
    assert str(refused(data)).startswith("deal.rounds: fits-mini has 2 rounds, not 6")


def test_a_challenge_claiming_too_many_moves_is_refused_in_the_players_words():
    replay = load_replay(EXAMPLE)
    data = challenge_json(replay, replay.play().scores()[0])
    data["replay"]["moves"] = data["replay"]["moves"] * 500
    with pytest.raises(ChallengeError) as err:
        parse_challenge(data)
    assert err.value.in_words().startswith("This challenge cannot be played: it holds ")
    assert "more than a game of FITS compact can have" in err.value.in_words()


def test_a_challenge_is_refereed_off_the_windows_thread_and_the_window_answers_meanwhile(tmp_path, monkeypatch):
    replay = load_replay(EXAMPLE)
    path = tmp_path / "ann.sschallenge"
    path.write_text(json.dumps(challenge_json(replay, replay.play().scores()[0])), encoding="utf-8")
    let_go, threads = threading.Event(), []
    real = challenge_screen.load_challenge

    def slow(source):  # as a long game on a busy machine: the check waits to be let go
        threads.append(threading.current_thread())
        assert let_go.wait(10)
        return real(source)
    monkeypatch.setattr(challenge_screen, "load_challenge", slow)
    app = open_app(tmp_path, check_executor=ThreadPoolExecutor(max_workers=1))
    try:
        app.stack.push("title")
        app.stack.push("challenge", str(path))
        for __ in range(3):
            app.step_frame()
        checking = app.stack.top
        assert isinstance(checking, CheckingScene) and threads[0] is not threading.main_thread()
        assert [item.text for item in checking.menu.items] == ["Back"]
        let_go.set()
        checking.future.result(timeout=120)  # the check's own end, however busy the machine: no frame count
        for __ in range(5):
            app.step_frame()
            if not isinstance(app.stack.top, CheckingScene):
                break
        assert isinstance(app.stack.top, ChallengeScene) and app.stack.top.challenge.game_id == "fits-mini"
        # Back while it is checked leaves it: the title again, its outcome dropped.
        let_go.clear()
        app.stack.clear_to("title")
        app.stack.push("challenge", str(path))
        app.step_frame()
        assert isinstance(app.stack.top, CheckingScene)
        app.step_frame(tap(pygame.K_ESCAPE))
        app.step_frame()
        let_go.set()
        for __ in range(20):
            app.step_frame()
        assert type(app.stack.top).__name__ == "TitleScene"
    finally:
        app.close()
