"""A challenge on a board of the challenger's own, on the real loop: Ann plays it in her
data folder; Ben opens her file in a data folder that never saw that board and plays the
same board and deal, his results showing both games; and `main.py --replay FILE
--headless`, run on a third data folder, referees Ann's game from its replay alone."""
import json
import os
import subprocess
import sys
from pathlib import Path

from game.boards.board_text import share_code
from game.content.ramp import load_edition
from game.saved.challenges import load_challenge
from game.shell.input import KEYS_LEFT
from scenes.menus.challenge import ChallengeScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from tests.boards.test_board_files import own_board
from tests.challenge.test_challenge_loop import choose, finished_showing_both, written_challenge
from tests.dummy_app import open_app

ROOT = Path(__file__).resolve().parents[2]


def castle():
    """Ann's board for FITS compact: the second printed board's symbols, one moved."""
    fields = dict(load_edition("fits-mini").boards[1].fields)
    fields[(0, 2)] = fields.pop((1, 2))
    return own_board("Ann's castle", fields, game="fits-mini")


def test_a_challenge_on_a_board_of_ones_own_is_played_and_refereed_where_it_was_never_seen(tmp_path):
    board = castle()
    code = share_code("fits-mini", board)
    path, score = written_challenge(tmp_path, boards=(code,))
    assert load_challenge(path).board_order == (code,)  # the file carries the board itself

    app = open_app(tmp_path / "ben")
    try:
        app.settings.last_seats = [{"name": "Ben", "device": KEYS_LEFT}]
        app.stack.push(app.stack.make("challenge", str(path)))
        app.step_frame()
        intro = app.stack.top
        assert isinstance(intro, ChallengeScene)
        assert "Boards played: Ann's castle" in intro.lines()  # named, not its code
        choose(app, intro, "Play this deal")
        game = app.stack.top
        assert [dict(b.fields) for b in game.edition.boards] == [dict(board.fields)]
        final = finished_showing_both(app, game, score)
        assert final.state.results[0][1].total == score  # Ann's round, on her board
        assert not (app.storage.folder / "boards").exists()  # played, not added to Ben's boards
        choose(app, final, "Watch Ann's game")
        assert isinstance(app.stack.top, ReplayViewerScene) and app.stack.top.problem is None
    finally:
        app.close()

    [replay] = (tmp_path / "ann" / "replays").glob("fits-mini-*.json")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SLIDE_AND_STACK_DATA_DIR=str(tmp_path / "never-saw-it"))
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(replay), "--headless"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["finished"] and result["board_order"] == [code]
    assert result["players"][0]["total"] == score
    assert not (tmp_path / "never-saw-it" / "boards").exists()
