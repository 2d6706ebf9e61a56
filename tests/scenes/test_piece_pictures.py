"""Placed pieces read as pieces, as the plastic ones do on the box's boards: where
two pieces of one player touch, a dark seam runs between them; inside a piece
the cells run on without one. Checked on the screen of a real game, at the
round's scoring and in the replay viewer, for FITS, FITS compact and BITS."""
from collections import Counter
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.shell.input import FIXED_DEVICES, Seat
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.ramp.round_results import RoundResultsScene
from tests.scenes.driving import lowest_drop, run_until

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"
SEAM_WIDTH = 3  # pixels across the edge between two pieces that are dark (not a hairline)
DARK = 0.4      # ... darker than this share of the pieces' own colour
GROOVE = 0.75   # across the edge between two cells of one piece, no pixel is darker than this share
# The black and the grey checked BITS cells are dark, or patterned up to their edges, themselves.
DARK_OR_EDGED = {"K", "N"}


def brightness(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def across(surface, a, b) -> list[float]:
    """The brightness of the pixels on a short line across the edge between
    neighbouring cell rects a and b (b right of or below a), a third of the way
    along it (clear of the patterns' marks)."""
    reach, along = a.w // 8, a.w // 3
    if b.x > a.x:
        points = [(a.right + dx, a.y + along) for dx in range(-reach, reach)]
    else:
        points = [(a.x + along, a.bottom + dy) for dy in range(-reach, reach)]
    return [brightness(surface.get_at(point)) for point in points]


def fill_brightness(colours, rect) -> float:
    """The brightness of a cell's own colour: the colour most of its pixels have (every other
    pixel each way; the first one seen, column by column, of the most common colours)."""
    counts = Counter(colours[rect.x:rect.right:2, rect.y:rect.bottom:2].ravel().tolist())
    colour = counts.most_common(1)[0][0]
    return brightness((colour >> 16, colour >> 8 & 255, colour & 255))


def check_seams(surface, geometry, rows, piece_of) -> tuple[int, int]:
    """Every pair of neighbouring covered cells on the ramp: dark between pieces,
    light inside one. piece_of: (row, column) -> which drop covered it. Returns
    how many pairs of each kind were checked."""
    between = inside = 0
    # Each pixel's colour as one number, read once; each cell's fill worked out once.
    rgb = pygame.surfarray.array3d(surface).astype(np.int64)
    colours = rgb[:, :, 0] << 16 | rgb[:, :, 1] << 8 | rgb[:, :, 2]
    fills = {}

    def fill_of(rect):
        key = tuple(rect)
        if key not in fills:
            fills[key] = fill_brightness(colours, rect)
        return fills[key]

    for r, line in enumerate(rows):
        for c, label in enumerate(line):
            for nr, nc in ((r, c + 1), (r + 1, c)):
                if nr >= len(rows) or nc >= len(line) or rows[nr][nc] == "." or label == ".":
                    continue
                if {label, rows[nr][nc]} & DARK_OR_EDGED:
                    continue
                a, b = geometry.cell_rect(r, c), geometry.cell_rect(nr, nc)
                profile = across(surface, a, b)
                fill = min(fill_of(a), fill_of(b))
                if piece_of[r, c] != piece_of[nr, nc]:
                    dark = sum(1 for value in profile if value < DARK * fill)
                    assert dark >= SEAM_WIDTH, f"no seam between the pieces at {(r, c)} and {(nr, nc)}: {profile}"
                    between += 1
                else:
                    assert min(profile) >= GROOVE * fill, \
                        f"a seam inside the piece at {(r, c)} and {(nr, nc)}: {profile}"
                    inside += 1
    return between, inside


def covered(rows) -> set:
    return {(r, c) for r, line in enumerate(rows) for c, label in enumerate(line) if label != "."}


def play_a_round(app, scene, on_screen):
    """Every seat drops its lowest piece until the round is scored; piece_of per seat
    from the engine's boards before and after each drop. on_screen(piece_of) is called
    on a steady screen now and then."""
    game = scene.state
    piece_of = [{} for _ in scene.seats]
    drops = 0
    while not isinstance(app.stack.top, RoundResultsScene):
        # Drawn once the round's last decision is in: its results show the game's last picture
        # while they draw their first.
        run_until(app, lambda: isinstance(app.stack.top, RoundResultsScene)
                  or any(not scene.views[p].busy for p in game.pending()), draw=scene.round_over)
        waiting = [p for p in game.pending() if not scene.views[p].busy]
        if isinstance(app.stack.top, RoundResultsScene) or not waiting:
            continue
        player = waiting[0]
        before, round_before = covered(game.board(player).to_rows()), game.round_index
        action = lowest_drop(game, player) or game.legal_actions(player)[0]
        scene.play_action(player, action)
        after = game.results[-1][player].rows if game.round_index != round_before else game.board(player).to_rows()
        for cell in covered(after) - before:
            piece_of[player][cell] = drops
        drops += 1
        if drops % 7 == 0:
            run_until(app, lambda: not any(view.busy for view in scene.views), draw=False)
            app.step_frame()
            on_screen(piece_of)
    return piece_of


@pytest.mark.parametrize("game_id", ["fits", "fits-mini", "bits"])
def test_neighbouring_pieces_of_one_player_show_a_seam_and_a_piece_shows_none(app, game_id):
    seats = [Seat(f"Player {i + 1}", device) for i, device in enumerate(FIXED_DEVICES[:2])]
    scene = RampGameScene(app, game_id, seats, seed=5)
    app.stack.push(scene)
    app.step_frame()
    counted = [0, 0]

    def on_screen(piece_of):
        for player, view in enumerate(scene.views):
            between, inside = check_seams(app.surface, view.geometry, scene.state.board(player).to_rows(),
                                          piece_of[player])
            counted[0] += between
            counted[1] += inside

    piece_of = play_a_round(app, scene, on_screen)
    # The round's scoring, every line counted: the finished boards stay in view.
    results = app.stack.top
    results.sequence.skip()
    app.step_frame()
    for player, view in enumerate(scene.views):
        between, inside = check_seams(app.surface, view.geometry, scene.state.results[-1][player].rows,
                                      piece_of[player])
        counted[0] += between
        counted[1] += inside
    assert counted[0] > 10 and counted[1] > 10, counted


def test_the_replay_viewer_draws_each_domino_as_one_piece(app):
    viewer = ReplayViewerScene(app, EXAMPLES / "bits-solo.json")
    app.stack.push(viewer)
    game, view = viewer.state, viewer.views[0]
    piece_of = {}
    drops = 0
    while drops < 14:
        before = covered(game.board(0).to_rows())
        run_until(app, lambda: viewer.index > drops, draw=False)
        for cell in covered(game.board(0).to_rows()) - before:
            piece_of[cell] = drops
        drops += 1
    run_until(app, lambda: not view.busy, draw=False)
    app.step_frame()
    between, inside = check_seams(app.surface, view.geometry, game.board(0).to_rows(), piece_of)
    assert between > 5 and inside > 2, (between, inside)
