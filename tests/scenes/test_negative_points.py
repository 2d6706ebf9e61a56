"""Points lost are typeset with a true minus sign (U+2212) wherever a player reads
them, in every language; the referee's output and replay files keep the ASCII
hyphen that programs read."""
import json
from pathlib import Path

import pytest

from game.content.ramp import load_edition
from game.shell.input import KEYS_LEFT, Seat
from game.replay import load_replay
from game.replay.referee import run_headless
from scenes.ramp.final_results import FinalResultsScene
from scenes.ramp.round_results import RoundResultsScene
from sprites import text_audit
from sprites.ramp_board_view import RampBoardView
from tests.replay.test_headless import _Capture
from tests.scenes.driving import run_until

MINUS = "\u2212"
# Every round of this solo FITS game loses points: -35, -26, -43, -47.
LOSING = Path(__file__).resolve().parents[2] / "replays" / "examples" / "fits-solo.json"


def texts_drawn(app, frames: int) -> set[str]:
    text_audit.start_audit(app.surface)
    for _ in range(frames):
        app.step_frame()
    return {note.text for note in text_audit.stop_audit() if note.on_screen}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_the_round_scoring_and_the_final_table_show_points_lost_with_a_minus_sign(app, language):
    app.set_language(language)
    game = load_replay(LOSING).play()
    first = game.results[0][0].total
    assert first < 0
    scene = RoundResultsScene(app, game, [RampBoardView(load_edition("fits"), 0)], [Seat("Ann", KEYS_LEFT)], 0)
    app.stack.push(scene)
    app.step_frame()
    text_audit.start_audit(app.surface)
    run_until(app, lambda: scene.sequence.done, frames=5000)
    app.step_frame()
    seen = {note.text for note in text_audit.stop_audit() if note.on_screen}
    shown = [text for text in seen if f"{MINUS}{-first}" in text]
    assert shown, sorted(seen)  # the round's total, in the header
    assert not [text for text in seen if any(f"-{digit}" in text for digit in "0123456789")], sorted(seen)

    app.stack.push(FinalResultsScene(app, "fits", game, [Seat("Ann", KEYS_LEFT)]))
    seen = texts_drawn(app, 3)
    total = game.scores()[0]
    assert total < -100 and f"{MINUS}{-total}" in seen, sorted(seen)  # the total row of the table
    assert not [text for text in seen if any(f"-{digit}" in text for digit in "0123456789")], sorted(seen)


def test_the_referee_keeps_the_ascii_hyphen_whatever_the_players_language(app):
    app.set_language("de")
    out, err = _Capture(), _Capture()
    assert run_headless(LOSING, out=out, err=err) == 0
    assert MINUS not in out.text and "-35" in out.text
    assert json.loads(out.text)["players"][0]["rounds"][0] == -35
