"""The round's score explained, on the real loop: the breakdown beside the boards
and behind every cell of the score tables holds exactly the rules engine's score
lines, in the player's language, and stays until the player moves on."""
from pathlib import Path

import pygame

from game.shell.input import KEYS_LEFT, Seat
from game.rules.ramp_actions import Skip
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.ramp.round_breakdown import breakdown_rows, line_caption
from scenes.ramp.round_details import RoundDetailsScene
from scenes.ramp.round_results import RoundResultsScene
from scenes.shared.score_table import round_cell_at
from tests.app.conftest import key_down, tap
from scenes.ramp.ramp_hud import screen_layout
from sprites import palette
from tests.challenge.test_challenge_loop import choose, settled
from tests.scenes.driving import highest_drop, lowest_drop, play, play_to_the_final_results, press, run_until

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"


def engine_lines(rows) -> list:
    return [line for row in rows for line in row.lines]


def play_to_round_end(app, scene):
    while not isinstance(app.stack.top, RoundResultsScene):
        if not scene.round_over:
            play(app, scene, 0, lowest_drop(scene.state, 0) or Skip())
        else:
            app.step_frame()
    return app.stack.top


def test_the_breakdown_stays_beside_the_board_with_the_engines_lines(app):
    scene = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], seed=5)
    app.stack.push(scene)
    app.step_frame()
    results = play_to_round_end(app, scene)
    game = scene.state
    result = game.results[0][0]
    board = scene.views[0]
    assert result.lines  # a first round always scores something on FITS's first board
    run_until(app, lambda: results.at_rest, frames=2000)
    for __ in range(240):  # long after every line was counted, they are all still listed
        app.step_frame()
    shown = results.breakdown.visible(0)
    assert engine_lines(shown) == list(result.lines)
    assert [row.caption for row in shown] == [line_caption(row.lines[0]) for row in shown]
    assert sum(row.points for row in shown) == result.total
    # Down focuses the first line; its cells are lit on the board.
    before = app.surface.copy()
    press(app, scene, 0, "drop")  # S: down in menus
    assert results.breakdown.focus == (0, 0)
    app.step_frame()
    player, row = results.breakdown.focused_row()
    assert row.cells
    cell = board.geometry.cell_rect(*row.cells[0])
    assert app.surface.get_at(cell.center) != before.get_at(cell.center)


def test_rows_group_only_lines_that_say_the_same(app):
    from game.replay import load_replay
    for path in sorted(EXAMPLES.glob("*-solo.json")):
        game = load_replay(path).play()
        for results in game.results:
            lines = list(results[0].lines)
            rows = breakdown_rows(lines)
            assert engine_lines(rows) == lines, path.name
            assert all(len({line_caption(line) for line in row.lines}) == 1 for row in rows)
            assert sum(row.points for row in rows) == results[0].total


def test_every_cell_of_the_final_table_opens_its_round(app):
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=21)
    app.stack.push(scene)
    app.step_frame()
    final = play_to_the_final_results(app, scene)
    run_until(app, lambda: final.settling <= 0)
    app.step_frame()
    game = scene.state
    for round_index in range(len(game.results)):
        spot = next((x, y) for y in range(final.table.top, final.table.bottom, 4)
                    for x in range(final.table.left, final.table.right, 4)
                    if round_cell_at(app.surface, ["Ann"], game, final.table, (x, y)) == (round_index, 0))
        app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot)])
        details = app.stack.top
        assert isinstance(details, RoundDetailsScene) and details.round_index == round_index
        assert engine_lines(details.breakdown.visible(0)) == list(game.results[round_index][0].lines)
        app.step_frame(tap(pygame.K_ESCAPE))
        app.step_frame()
        assert app.stack.top is final


def test_the_replay_viewers_table_opens_every_round(app):
    viewer = ReplayViewerScene(app, EXAMPLES / "bits-solo.json")
    app.stack.push(viewer)
    app.step_frame()
    app.step_frame([key_down(pygame.K_4)])
    run_until(app, lambda: viewer.finished, frames=20000)
    app.step_frame()
    app.step_frame(tap(pygame.K_DOWN))
    details = app.stack.top
    assert isinstance(details, RoundDetailsScene)
    seen = []
    for __ in range(len(viewer.state.results)):
        seen.append(details.round_index)
        assert engine_lines(details.breakdown.visible(0)) == list(viewer.state.results[details.round_index][0].lines)
        app.step_frame(tap(pygame.K_RIGHT))
        app.step_frame()
    assert seen == list(range(len(viewer.state.results)))


def test_a_score_of_the_round_table_opens_its_round_and_back(app):
    scene = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], seed=5)
    app.stack.push(scene)
    app.step_frame()
    results = play_to_round_end(app, scene)
    press(app, scene, 0, "confirm")  # every line, then the table
    app.step_frame()
    assert results.show_table
    # The round's first picture is drawn a few milliseconds a frame: on a busy machine the
    # table is on screen some frames later (the frames counted, not the time).
    run_until(app, lambda: results._table.width > 0, frames=600)
    spot = next((x, y) for y in range(results._table.top, results._table.bottom, 4)
                for x in range(results._table.left, results._table.right, 4)
                if round_cell_at(app.surface, ["Ann"], scene.state, results._table, (x, y)) == (0, 0))
    app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot)])
    details = app.stack.top
    assert isinstance(details, RoundDetailsScene)
    assert engine_lines(details.breakdown.visible(0)) == list(scene.state.results[0][0].lines)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is results and results.show_table


def test_round_by_round_draws_the_cells_sticking_out_above_the_board(app, tmp_path):
    """Pieces dropped as high as they go stick out above FITS's top row in play; Round by
    round draws those cells over the lane above the board too, where play left them."""
    scene = RampGameScene(app, "fits-mini", [Seat("Ann", KEYS_LEFT)], seed=7)
    app.stack.push(scene)
    app.step_frame()
    final = settled(app, play_to_the_final_results(app, scene, plan=highest_drop))
    choose(app, final, "Round by round")
    details = app.stack.top
    assert isinstance(details, RoundDetailsScene)
    for round_index, results in enumerate(scene.state.results):
        assert details.round_index == round_index
        above = results[0].above
        assert "#" in "".join(above)  # this plan makes them stick out in every round
        app.step_frame()
        (geometry,), __ = screen_layout(app.surface, scene.edition, 1)
        for r, line in enumerate(above):
            for c, label in enumerate(line):
                shown = app.surface.get_at(geometry.cell_rect(r - len(above), c).center)[:3]
                assert (shown != palette.LANE) == (label != "."), (round_index, r, c)
        pygame.image.save(app.surface, str(tmp_path / f"round-{round_index + 1}.png"))
        app.step_frame(tap(pygame.K_RIGHT))
