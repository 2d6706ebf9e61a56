"""The camera over the PILUS table, the held tile's choice, and the tile pictures' cache."""
import pygame
import pytest

from game.rules.pilus_actions import Lay
from scenes.pilus.pilus_choice import Choice
from sprites.camera import LADDER, Camera, snap
from sprites.pilus_tile import TileImages


def camera(centre=(0.0, 0.0), cell=58):
    cam = Camera(centre, cell)
    cam.viewport = pygame.FRect(100, 50, 800, 500)
    return cam


@pytest.mark.parametrize("point", [(0, 0), (3.25, -7.5), (-40, 12)])
def test_world_and_screen_transforms_are_inverse(point):
    cam = camera((2.5, -1.0))
    assert cam.screen_to_world(*cam.world_to_screen(*point)) == pytest.approx(point)
    assert cam.world_to_screen(2.5, -1.0) == pytest.approx(cam.viewport.center)


def test_neighbouring_cells_meet_on_whole_pixels():
    cam = camera((0.37, 0.81))
    for x in range(-5, 5):
        left, right = cam.rect(x, 0), cam.rect(x + 1, 0)
        assert left.right == right.left and left.w == cam.scale
    assert cam.cell_at(*cam.rect(3, -2).center) == (3, -2)


def test_zoom_steps_along_the_ladder_and_keeps_the_anchor():
    cam = camera()
    anchor = (250, 120)
    before = cam.screen_to_world(*anchor)
    cam.zoom_by(3, anchor)
    assert cam.target[2] == LADDER[LADDER.index(58) + 3]
    cam.jump()
    assert cam.screen_to_world(*anchor) == pytest.approx(before)
    for _ in range(100):
        cam.zoom_by(-3)
    assert cam.target[2] == LADDER[0]
    assert snap(1000) == LADDER[-1] and snap(0.5) == LADDER[0]


def test_easing_arrives_and_a_drag_moves_at_once():
    cam = camera()
    cam.look_at(10, 4)
    steps = 0
    while not cam.settled:
        cam.update(1 / 120)
        steps += 1
    assert (cam.x, cam.y) == (10, 4) and steps < 200
    cam.drag(58, 0)
    assert cam.x == pytest.approx(9) and cam.target[0] == pytest.approx(9)


def test_keep_in_view_moves_as_little_as_needed():
    cam = camera()
    cam.keep_in_view(pygame.FRect(1, 1, 2, 2), margin=20)
    assert cam.target[:2] == (0, 0)  # already in view
    cam.keep_in_view(pygame.FRect(20, 0, 2, 2), margin=0)
    cam.jump()
    rect = cam.rect(20, 0, 2, 2)
    assert rect.right == pytest.approx(cam.viewport.right, abs=1)
    cam.keep_in_view(pygame.FRect(-100, 0, 300, 2))  # too wide: centred on it
    assert cam.target[0] == pytest.approx(50)


def test_fit_shows_the_whole_area():
    cam = camera()
    area = pygame.FRect(-8, -3, 30, 12)
    cam.fit(area)
    cam.jump()
    shown = cam.visible_world()
    assert shown.contains(area)
    assert cam.scale in LADDER


def test_the_choice_turns_each_tile_on_its_own_and_makes_the_move():
    choice = Choice(("T01", "T02", "T03"), (4, 0))
    choice.turn()
    choice.next_tile()
    choice.turn()
    choice.turn()
    assert (choice.tile, choice.rotation, choice.rotations["T01"]) == ("T02", 2, 1)
    choice.move(-1, 2)
    choice.start_pawn(((3, 2), (4, 2)))
    assert choice.pawn is None  # leaving the pawn comes first
    choice.step_pawn(-1)
    assert choice.pawn == (4, 2)
    assert not choice.focus_pawn((9, 9))
    assert choice.action() == Lay("T02", 2, 3, 2, (4, 2))
    choice.back_to_spot()
    assert choice.action() == Lay("T02", 2, 3, 2, None)


def test_tile_images_are_made_a_few_per_frame_and_stand_in_meanwhile(app):  # app: images need a display
    images = TileImages(builds_per_frame=2)
    layouts = [("BG", "YA"), ("BG", "AY"), ("BY", "GA")]
    images.start_frame()
    made = [images.tile(layout, 1, 40) for layout in layouts[:2]]
    images.start_frame()
    images.tile(layouts[2], 1, 40)
    images.start_frame()
    zoomed = [images.tile(layout, 1, 44) for layout in layouts]
    assert [image.get_size() for image in zoomed] == [(88, 88)] * 3
    assert zoomed[2] is not images.tile(layouts[2], 1, 44)  # the third was a stand-in, not kept
    images.start_frame()
    assert images.tile(layouts[2], 1, 44) is images.tile(layouts[2], 1, 44)
    assert images.tile(layouts[0], 1, 40) is made[0]
