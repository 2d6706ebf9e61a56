"""Which ghosts a game can race, and the ones it refuses (issue 49): refused in one line,
and the game starts and plays without a ghost."""
import json
from datetime import datetime, timezone

import pytest

from game import command_line
from game.ghost.race import CardByCard, lead_by_card
from game.ghost.sources import BEST, GhostRefused, replay_hash
from game.saved.best_ghost import find_ghost
from game.replay import Replay
from game.saved.highscores import HighScores
from game.saved.in_progress import InProgressFiles, read_game
from game.saved.replay_files import save_replay
from game.saved.storage import Storage
from scenes.menus.straight_in import daily_game, new_game
from tests.scenes.driving import lowest_drop, play, run_until
from tools.screen_states.states_shared import solo_game

GAME, SEED = "fits-mini", 21


@pytest.fixture(scope="module")
def zoe():
    """Zoë's whole solo game of FITS compact on deal 21."""
    return solo_game(GAME, "Zoë", SEED, "easy")


def refused(tmp_path, capsys, app, data, seed=SEED, game_id=GAME) -> str:
    path = tmp_path / "ghost.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    capsys.readouterr()
    scene = new_game(app, game_id, seed, str(path))
    app.stack.clear_to(scene)
    app.step_frame()
    err = capsys.readouterr().err
    assert scene.race is None and scene.problem is None
    run_until(app, lambda: 0 in scene.state.pending())
    play(app, scene, 0, lowest_drop(scene.state, 0))  # the game plays without its ghost
    assert len(scene.moves) == 1
    assert scene.messages[0] is not None and scene.messages[0][0].startswith("No ghost in this game: ")
    assert err.count("\n") == 1 and err.startswith("ghost: ")
    return err.strip()


def test_a_damaged_file_is_refused(tmp_path, capsys, app):
    assert "not valid JSON" in refused(tmp_path, capsys, app, '{"format": "replay", ')


def test_a_file_that_is_no_replay_is_refused(tmp_path, capsys, app):
    assert refused(tmp_path, capsys, app, {"format": "challenge"}) == 'ghost: format: must be "replay"'


def test_a_game_of_another_deal_is_refused(tmp_path, capsys, app, zoe):
    data = zoe[0].to_json()
    assert refused(tmp_path, capsys, app, data, seed=SEED + 1) == "ghost: it was played on another deal"


def test_a_game_of_another_edition_is_refused(tmp_path, capsys, app):
    other = solo_game("fits", "Zoë", SEED, "easy")[0].to_json()
    assert refused(tmp_path, capsys, app, other) == "ghost: it is a game of fits, this game is fits-mini"


def test_a_game_with_a_changed_move_is_refused(tmp_path, capsys, app, zoe):
    data = zoe[0].to_json()
    data["moves"][3]["place"]["column"] = 40
    assert refused(tmp_path, capsys, app, data).startswith("ghost: move 3: ")


def test_an_unfinished_game_is_refused(tmp_path, capsys, app, zoe):
    data = zoe[0].to_json()
    data["moves"] = data["moves"][:5]
    assert refused(tmp_path, capsys, app, data) == "ghost: its game is not played to its end"


def test_a_game_for_two_is_refused(tmp_path, capsys, app):
    two = Replay(GAME, ("Ann", "Ben"), SEED, None, ())
    from game import games
    two.deal = games.get(GAME).deal(2, SEED)
    assert refused(tmp_path, capsys, app, two.to_json()) == "ghost: a ghost is a solo game; this replay has 2 players"


def test_best_is_the_best_game_on_this_deal_in_the_high_scores(tmp_path, zoe):
    storage = Storage(tmp_path)
    scores, __ = HighScores.load(storage)
    other_deal, other_state = solo_game(GAME, "Zoë", SEED + 1, "hard")
    scores.record_game(other_deal, other_state, now=datetime(2026, 1, 1, tzinfo=timezone.utc))
    scores.record_game(zoe[0], zoe[1], now=datetime(2026, 1, 2, tzinfo=timezone.utc))
    ghost = find_ghost(BEST, storage, GAME, SEED, zoe[0].deal, None)
    assert replay_hash(ghost.replay) == replay_hash(zoe[0]) and ghost.name == f"Your best ({zoe[1].scores()[0]})"
    with pytest.raises(GhostRefused, match="no game on this deal"):
        find_ghost(BEST, storage, GAME, SEED + 2, other_deal.deal, None)


def test_a_game_in_progress_keeps_its_ghost(tmp_path, app, zoe):
    path = tmp_path / "zoe.json"
    save_replay(path, zoe[0])
    scene = new_game(app, GAME, SEED, str(path))
    app.stack.clear_to(scene)
    app.step_frame()
    run_until(app, lambda: 0 in scene.state.pending())
    play(app, scene, 0, lowest_drop(scene.state, 0))
    [saved] = InProgressFiles(app.storage).load_all()[0]
    again = read_game(saved.path)
    assert again.ghost.name == "Zoë" and again.ghost.fingerprint() == replay_hash(zoe[0])
    assert json.loads(saved.path.read_text())["ghost"] == replay_hash(zoe[0])


def test_the_lead_changes_hands_only_where_the_other_game_goes_ahead(zoe):
    replay, __ = zoe
    mine, ghost = CardByCard(*_table(replay)), CardByCard(*_table(replay))
    for __, action in replay.moves:
        mine.play(action)
        ghost.play(action)
    assert {point.lead for point in lead_by_card(mine, ghost)} == {0}  # the same game: a dead heat all along
    points = [p.lead for p in lead_by_card(mine, CardByCard(*_table(replay)))]  # a ghost that never moved
    assert points == [card.standing for card in mine.cards]


def _table(replay):
    state = replay.new_state()
    return state.edition, state.deal


def test_ghost_goes_with_new_or_daily_and_pilus_has_none(capsys, app):
    with pytest.raises(SystemExit) as exit_:
        command_line.parse_args(["--ghost", "master"])
    assert exit_.value.code == 2 and "--ghost goes with --new GAME or --daily GAME" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        command_line.parse_args(["--help"])
    assert "--ghost SOURCE" in capsys.readouterr().out
    scene = new_game(app, "pilus", 5, "master")
    assert capsys.readouterr().err == ("ghost: pilus has no race against a ghost (a game played alone card by card "
                                       "has)\n")
    assert not hasattr(scene, "race")  # PILUS starts as it would without --ghost
    daily = daily_game(app, "fits", "master")
    assert daily.race is not None and daily.race.ghost.is_master
