"""PILUS stacks read at a glance, as tile stacks on a real table do: under a
tile's face the edges of the stack it tops show, one per level, at the usual
zoom and zoomed out (where the level badges are too small to read)."""
import pygame

from game.content.pilus import load_tileset
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, Seat
from game.rules.pilus_game import PilusGame
from game.rules.pilus_table import Table
from scenes.pilus.pilus_screen import PilusGameScene
from sprites.pilus_tile import MIN_BADGE_CELL
from tests.app.conftest import tap
from tests.scenes.test_pilus_game import WAIT_DT, MAX_FRAMES, take_controls

LEVELS = (1, 2, 3, 4, 5)
GAP = 4  # cells from one stack's corner to the next
LIGHT = 100  # a tile's edge is cream; the felt, the shadows and the lines between edges are dark


def brightness(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def stacks_position() -> PilusGame:
    """A row of stacks of 1 to 5 tiles laid square on one another, and a lone tile
    laid last well below them (the next hand starts beside it, clear of the row)."""
    tileset = load_tileset()
    tiles = sorted(tileset.tiles)
    table = Table(tileset)
    used = 0
    for index, level in enumerate(LEVELS):
        for _ in range(level):
            table.lay(tiles[used], 0, index * GAP, 0)
            used += 1
    table.lay(tiles[used], 0, 0, 8)
    rest = tiles[used + 1:]
    return PilusGame.from_position(table, [rest[0::2][:3], rest[1::2][:3]])


def edges_under(surface, face: pygame.Rect) -> int:
    """The tile edges showing under a face: light bands on a line running down from
    its bottom edge, a quarter of the way in, for half the face's height."""
    x = face.x + face.w // 4
    bands, inside = 0, False
    for y in range(face.bottom, face.bottom + face.h // 2):
        light = brightness(surface.get_at((x, y))) > LIGHT
        bands += light and not inside
        inside = light
    return bands


def settle(app, scene):
    for _ in range(MAX_FRAMES):
        if scene.camera.settled and not scene.busy:
            return
        app.step_frame(dt=WAIT_DT)
    raise AssertionError("the camera never settled")


def test_a_stack_shows_one_tile_edge_per_level_at_the_usual_zoom_and_zoomed_out(app):
    scene = PilusGameScene(app, "pilus", [Seat("Ann", KEYS_RIGHT), Seat("Ben", KEYS_LEFT)], 3,
                           position=stacks_position())
    app.stack.push(scene)
    app.step_frame()
    take_controls(app, scene)
    app.step_frame(tap(pygame.K_HOME))  # the whole table
    settle(app, scene)
    scales = []
    for zoomed_out in (False, True):
        while zoomed_out and scene.camera.scale >= MIN_BADGE_CELL:
            app.step_frame(tap(pygame.K_MINUS))
            settle(app, scene)
        app.step_frame()
        faces = [scene.camera.rect(index * GAP, 0, 2, 2) for index in range(len(LEVELS))]
        assert all(scene.layout.table.contains(face.inflate(face.w, face.h)) for face in faces)
        assert [edges_under(app.surface, face) for face in faces] == list(LEVELS), scene.camera.scale
        scales.append(scene.camera.scale)
    assert scales[1] < MIN_BADGE_CELL <= scales[0]  # zoomed out, the edges alone tell the levels
