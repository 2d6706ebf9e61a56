"""A player's board: its file, its share code, the printed boards' checks, the shelf under
<data dir>/boards/, and a replay carrying it to a referee that never saw it."""
import json
import os
import subprocess
import sys
from pathlib import Path
from types import MappingProxyType

import pytest

from game import i18n
from game.boards.board_text import NotABoard, board_key, editions, from_code, read_board, share_code, to_tmx
from game.boards.scoring import problems, scoring_kinds
from game.content.ramp import load_edition
from game.rules.ramp_data import BoardDef, Field
from game.saved.boards import BoardShelf
from game.saved.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
MADE_UP = sorted((ROOT / "tools" / "made-up-boards").glob("*.tmx"))


def own_board(name="My castle", fields=None, kind=1, game="fits"):
    edition = load_edition(game)
    scoring = scoring_kinds(edition)[kind]
    if fields is None:
        fields = {(11, 0): Field("bonus", 3), (4, 4): Field("negative", -5)}
    return BoardDef("mine", name, edition.width, edition.height, MappingProxyType(fields), scoring.rules,
                    MappingProxyType(dict(scoring.values)))


def opened_boards(storage) -> list:
    """The player's boards, each read from its file as a screen opens one (BoardShelf.open)."""
    shelf = BoardShelf(storage)
    return [shelf.open(saved)[0] for saved in shelf.load()[0]]


def test_the_editions_with_boards_of_ones_own_are_those_that_let_players_choose_boards():
    assert [e.game_id for e in editions()] == ["fits", "fits-mini"]


@pytest.mark.parametrize("game", ["fits", "fits-mini"])
def test_every_printed_board_passes_the_checks_and_comes_back_whole_from_its_file_and_code(game):
    edition = load_edition(game)
    for board in edition.boards:
        assert problems(edition, board) == []
        for got_game, got in (read_board(to_tmx(game, board), "x.tmx"), from_code(share_code(game, board))):
            assert got_game == game and got.name == board.name
            assert (dict(got.fields), got.rules, dict(got.values)) == (dict(board.fields), board.rules,
                                                                        dict(board.values))
        assert len(share_code(game, board)) < 300


def test_the_made_up_boards_are_boards_to_play():
    assert len(MADE_UP) >= 3
    for path in MADE_UP:
        assert read_board(path.read_bytes(), path.name)[0] == "fits"


def test_each_failing_check_gives_its_reason_in_the_players_language():
    lonely = own_board(kind=2, fields={(11, 0): Field("symbol", 0, "star"), (3, 3): Field("symbol", 0, "moon"),
                                       (4, 3): Field("symbol", 0, "moon")})
    edition = load_edition("fits")
    assert [str(p) for p in problems(edition, lonely)] == [
        "The symbol star is on 1 field; each symbol needs its pair: exactly two."]
    odd = own_board(fields={(0, 0): Field("bonus", 9)})
    assert "The field in column 1, row 1 is not one this scoring uses." in problems(edition, odd)
    assert "This scoring needs at least one bonus field." in problems(edition, odd)
    assert problems(edition, own_board(name=" ")) == ["Give the board a name of 1 to 40 letters."]
    i18n.set_language("de")
    assert problems(edition, lonely) == ["Das Symbol Stern steht auf 1 Feld; jedes Symbol braucht sein Paar: genau zwei."]


def test_a_board_that_fails_a_check_is_no_board_even_as_a_well_formed_file():
    bad = own_board(fields={(0, 0): Field("bonus", 9)})
    with pytest.raises(NotABoard) as err:
        read_board(to_tmx("fits", bad), "bad.tmx")
    assert len(err.value.reasons) == 2  # a field not of its scoring, and no bonus field of it


@pytest.mark.parametrize("text", [
    "<map", "<tileset/>", '<map width="6" height="12"><properties><property name="game" value="bits"/></properties></map>',
    '<map width="6" height="12" orientation="orthogonal"><properties><property name="game" value="fits"/>'
    '<property name="title" value="x"/><property name="rules" value="dots"/><property name="dot" value="-1"/>'
    '</properties><tileset firstgid="1" source="/etc/passwd"/>'
    '<layer name="fields" width="6" height="12"><data encoding="csv">' + ",".join("0" * 72) + '</data></layer></map>',
])
def test_a_hostile_or_broken_map_is_refused_with_a_reason(text):
    with pytest.raises(NotABoard) as err:
        read_board(text, "evil.tmx")
    assert err.value.reasons


@pytest.mark.parametrize("code", ["hello", "SNS-BOARD-1:", "SNS-BOARD-1:!!!!", "SNS-BOARD-1:" + "A" * 9000,
                                  "SNS-BOARD-1:eJwLycgsVgCi4vzSZLWU1GJ9ACuYBQk"])
def test_a_damaged_share_code_is_refused_with_a_reason(code):
    with pytest.raises(NotABoard) as err:
        from_code(code)
    assert err.value.reasons


def test_the_shelf_saves_recognises_the_same_board_and_sets_a_damaged_file_aside(tmp_path):
    shelf = BoardShelf(Storage(tmp_path))
    saved, problem = shelf.save("fits", own_board())
    assert problem is None and saved.path.parent == tmp_path / "boards" and saved.path.suffix == ".tmx"
    again, _ = shelf.save("fits", own_board(name="Same fields, other name"))
    assert again.path == saved.path
    assert len(list((tmp_path / "boards").iterdir())) == 1
    (tmp_path / "boards" / "broken.tmx").write_text("<map>")
    boards, problems_seen = shelf.load()
    assert [b.name for b in boards] == ["My castle"]
    assert len(problems_seen) == 1 and "broken.tmx" in problems_seen[0]
    assert any(p.name.startswith("broken.tmx.damaged-") for p in (tmp_path / "boards").iterdir())


def test_a_board_imported_from_its_code_or_file_is_the_same_board_and_not_copied_twice(tmp_path):
    first = BoardShelf(Storage(tmp_path / "one"))
    saved, _ = first.save("fits", own_board())
    second = BoardShelf(Storage(tmp_path / "two"))
    got, new, problem = second.take(share_code("fits", saved.board), "pasted")
    assert new and problem is None and got.key == saved.key and got.board.name == "My castle"
    assert second.take_file(saved.path)[1] is False
    assert len(second.load()[0]) == 1


def test_a_replay_on_a_board_of_ones_own_is_refereed_where_that_board_was_never_seen(tmp_path):
    code = share_code("fits", own_board())
    replay = {"format": "replay", "version": 1, "game": "fits", "players": ["Ann"], "seed": 7,
              "board_order": [code, 2], "deal": {"rounds": [{"start": ["L5"]}]},
              "moves": [{"player": 0, "place": {"piece": "L5", "shape": ["#.", "#.", "#.", "##"], "column": 0}}]}
    path = tmp_path / "custom.json"
    path.write_text(json.dumps(replay))
    env = dict(os.environ, SLIDE_AND_STACK_DATA_DIR=str(tmp_path / "never-saw-it"))
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(path), "--headless"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["board_order"] == [code, 2] and result["boards"][0][-4:] == ["#....."] * 3 + ["##...."]
    assert not (tmp_path / "never-saw-it" / "boards").exists()
    replay["board_order"][0] = code[:-6] + "AAAAAA"
    path.write_text(json.dumps(replay))
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(path), "--headless"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.startswith("board_order[0]: share code: damaged") and run.stderr.count("\n") == 1


def test_a_board_key_ignores_the_name_but_not_a_field():
    assert board_key("fits", own_board()) == board_key("fits", own_board(name="Other"))
    assert board_key("fits", own_board()) != board_key("fits", own_board(fields={(11, 0): Field("bonus", 3)}))


def test_a_board_files_text_pasted_as_text_is_taken_like_the_file(tmp_path):
    shelf = BoardShelf(Storage(tmp_path))
    saved, new, problem = shelf.take(to_tmx("fits", own_board()), "pasted")
    assert new and problem is None and saved.board.name == "My castle"
    with pytest.raises(NotABoard):
        shelf.take('<?xml version="1.0" encoding="UTF-8"?><map', "pasted")


def test_a_computer_player_plays_a_board_of_ones_own_from_what_travels_to_its_process():
    import pickle

    from game.ai import make_bot, observe
    from game.replay import parse_replay
    state = parse_replay({"format": "replay", "version": 1, "game": "fits", "players": ["Bot"], "seed": 5,
                          "board_order": [share_code("fits", own_board()), 2]}).new_state()
    observation = observe(state, 0)
    assert observation.printed_board is None
    sent = pickle.loads(pickle.dumps(observation))  # as the worker processes get it
    assert BoardDef.from_key(sent.own_board).fields == own_board().fields
    bot = make_bot("fits", "normal", 1)
    while not state.is_terminal():
        player = state.pending()[0]
        state.apply_action(player, bot.choose(observe(state, player)))
    assert len(state.results) == 2


def test_past_two_hundred_boards_a_new_one_is_listed_and_known_by_its_content(tmp_path):
    """Issue 46.6: on 55bbab0 the 201st board was said to be 'now among your boards' but
    was not listed, and taking it again made a second file."""
    storage = Storage(tmp_path)
    folder = tmp_path / "boards"
    folder.mkdir()
    edition = load_edition("fits")
    cells = [(r, c, value) for value in (1, 2, 3) for r in range(edition.height) for c in range(edition.width)
             if (r, c) != (4, 4)]
    written = 0
    for r, c, value in cells:
        board = own_board(f"Board {written:03}", {(r, c): Field("bonus", value), (4, 4): Field("negative", -5)})
        if problems(edition, board):
            continue
        (folder / f"board-{written:03}.tmx").write_text(to_tmx("fits", board), encoding="utf-8")
        written += 1
        if written == 201:
            break
    assert written == 201
    shelf = BoardShelf(storage)
    assert len(shelf.load()[0]) == 201
    last = own_board("Zebra", {(0, 0): Field("bonus", 2), (0, 1): Field("bonus", 2), (4, 4): Field("negative", -5)})
    saved, new, problem = shelf.take(to_tmx("fits", last), "pasted")
    assert (new, problem) == (True, None)
    assert saved.key in {board.key for board in shelf.load()[0]}
    again, new, problem = shelf.take(to_tmx("fits", last), "pasted again")
    assert (again.path, new, problem) == (saved.path, False, None)
    assert len(shelf.load()[0]) == 202


def test_a_code_with_a_lower_case_prefix_is_taken_and_plain_base64_is_told_what_a_code_starts_with(tmp_path):
    shelf = BoardShelf(Storage(tmp_path))
    code = share_code("fits", own_board())
    got, new, problem = shelf.take("sns-board-1:" + code[len("SNS-BOARD-1:"):], "pasted")
    assert new and problem is None and got.board.name == "My castle"
    with pytest.raises(NotABoard) as refused:
        shelf.take(code[len("SNS-BOARD-1:"):], "pasted")
    assert [str(reason) for reason in refused.value.reasons] == [
        "It is no board code: a board code starts with SNS-BOARD-1:"]


def test_a_refused_code_is_said_in_whole_sentences(tmp_path):
    from scenes.menus.board_shelf import import_said

    class App:
        storage = Storage(tmp_path)
    said = str(import_said(App(), "SNS-BOARD-1:AAAA", "The board code"))
    assert said == "The board code is not a board to play. The board code is damaged: check that it was copied whole."
