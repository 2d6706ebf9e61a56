"""A replay names the game data it was played on (`data_version`), and the referee
says plainly when that is not today's data, instead of disagreeing in silence.
Files without it (every file from before) are refereed exactly as before."""
import json
import subprocess
import sys

from game import games
from game.replay import dumps_replay, load_replay, parse_replay, replay_json
from game.saved.replay_files import save_replay
from tests.replay.test_headless import EXAMPLES, example, referee
from tests.repo_copy import ROOT, copy_repository

OTHER = "000000000000"


def test_a_file_the_game_writes_names_the_data_it_was_played_on(tmp_path):
    game = games.get("fits-mini")
    deal = game.deal(1, 5)
    data = replay_json("fits-mini", ["Ann"], 5, deal, [])
    assert data["data_version"] == game.content_version() and len(data["data_version"]) == 12
    assert list(data)[:4] == ["format", "version", "game", "data_version"]
    code, out, err = referee(tmp_path, data)
    assert (code, err) == (0, "")


def test_every_game_has_a_version_of_its_own_that_a_comment_does_not_change():
    versions = {game.id: game.content_version() for game in games.all_games()}
    assert len(set(versions.values())) == len(versions)


def test_an_example_with_another_data_version_gets_the_same_result_and_one_line_saying_so(tmp_path):
    for path in EXAMPLES:
        data = json.loads(path.read_text(encoding="utf-8"))
        code, out, err = referee(tmp_path, data, "old.json")
        assert (code, err) == (0, "")
        code, out_other, err_other = referee(tmp_path, {**data, "data_version": OTHER}, "other.json")
        assert code == 0 and out_other == out
        now = games.get(data["game"]).content_version()
        assert err_other == (f"data_version: this replay was played on {data['game']} data {OTHER}, this game has "
                             f"{now} (its boards, pieces or cards have changed since)\n")


def test_a_refused_file_played_on_other_data_says_both_in_one_line(tmp_path):
    data = example("fits-solo.json")
    data["deal"]["rounds"].append(data["deal"]["rounds"][0])  # a fifth round, as if a board had been added
    code, out, err = referee(tmp_path, {**data, "data_version": OTHER})
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("deal.rounds: fits has 4 rounds, not 5; data_version: this replay "
                                                   f"was played on fits data {OTHER}")
    code, out, err = referee(tmp_path, data)  # without a version: the error as it always was
    assert err == "deal.rounds: fits has 4 rounds, not 5\n"


def test_the_version_a_file_names_is_kept_when_it_is_written_again(tmp_path):
    data = {**example("pilus-2p.json"), "data_version": OTHER}
    replay = parse_replay(data)
    assert replay.data_version == OTHER and replay.other_data()
    save_replay(tmp_path / "again.json", replay)
    assert load_replay(tmp_path / "again.json").data_version == OTHER
    assert '"data_version": "000000000000"' in dumps_replay(replay_json(
        replay.game_id, replay.players, replay.seed, replay.deal, replay.moves, data_version=replay.data_version))


def test_a_bad_data_version_is_refused_in_one_line(tmp_path):
    code, out, err = referee(tmp_path, {**example("fits-solo.json"), "data_version": 7})
    assert code == 1 and err.startswith("data_version: must be")


def test_adding_a_board_to_an_edition_makes_its_earlier_replays_say_so(tmp_path):
    """The docs' 'Add a board' in a copy of the repository: a third board for FITS compact.
    A replay played before on two boards is refereed on three now, and says it."""
    game = games.get("fits-mini")
    finished = load_replay(EXAMPLES[[p.name for p in EXAMPLES].index("fits-mini-solo.json")])
    before = tmp_path / "before.json"
    before.write_text(dumps_replay(replay_json(game.id, finished.players, finished.seed, finished.deal,
                                               finished.moves)), encoding="utf-8")
    repo = copy_repository(tmp_path)
    deck = repo / "levels" / "fits-mini" / "game.toml"
    deck.write_text(deck.read_text(encoding="utf-8").replace('    "board-2.tmx",\n', '    "board-2.tmx",\n'
                                                              '    "board-1.tmx",\n'), encoding="utf-8")

    def referee_in(root):
        return subprocess.run([sys.executable, str(root / "main.py"), "--replay", str(before), "--headless"],
                              capture_output=True, text=True, cwd=tmp_path, timeout=120)

    here, there = referee_in(ROOT), referee_in(repo)
    assert (here.returncode, here.stderr) == (0, "") and json.loads(here.stdout)["finished"]
    assert there.returncode == 0 and not json.loads(there.stdout)["finished"]  # a third round to play now
    assert there.stderr.startswith(f"data_version: this replay was played on fits-mini data {game.content_version()}")
