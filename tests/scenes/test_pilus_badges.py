"""PILUS readable as the table grows: every level badge is drawn over the tiles,
their stacks' edges and the outlines of protected regions, and the points that pop
up after a lay are placed where they cover no badge (a '+4' over a '1' read '+14').
Checked on the pixels: every opaque pixel of each badge shows the badge's colour."""
import pygame

from game.rules.pilus_scoring import ScoredRegion
from sprites.camera import Camera
from sprites.pilus_table_view import TableView
from sprites.pilus_tile import BADGE_COLOURS
from tools.pilus_screenshots import grown_game


def drawn_table(game, cell: int, flash=None):
    view = TableView(game.tileset, game.pawns)
    view.sync(game)
    view.sync_pawns(game)
    view.update(10.0)  # the pawns at rest
    if flash is not None:
        view.show_scoring(flash)
    surface = pygame.Surface((1280, 720))
    bounds = view.bounds
    camera = Camera((bounds.centerx, bounds.centery), cell)
    camera.viewport = pygame.FRect(0, 0, 1280, 720)
    view.draw(surface, camera)
    return view, camera, surface


def covered_badges(view, camera, surface) -> list:
    """The badges something was drawn over: blitting each badge again on top changes
    the pixels of its (nearly) opaque middle where it was covered, and only there."""
    covered = []
    for tile, rect in zip(view.badged(camera.scale), view.badge_rects(camera)):
        badge = view.images.badge(tile.level, camera.scale)
        on_top = surface.copy()
        on_top.blit(badge, rect)
        wrong = sum(1 for x in range(badge.get_width()) for y in range(badge.get_height())
                    if badge.get_at((x, y)).a >= 240 and sum(abs(a - b) for a, b in zip(
                        surface.get_at((rect.x + x, rect.y + y))[:3], on_top.get_at((rect.x + x, rect.y + y))[:3])) > 24)
        if wrong:
            covered.append((tile.tile, tile.level, wrong))
    return covered


def test_no_badge_is_covered_as_the_table_grows_at_the_usual_and_a_close_zoom(app):
    positions = []
    game = grown_game(positions=positions)
    assert {t.level for t in game.table.laid()} == {1, 2, 3, 4, 5}
    assert game.protected_regions()  # outlines to draw near the badges
    for cell in (40, 64):
        view, camera, surface = drawn_table(game, cell)
        assert len(view.badge_rects(camera)) >= 10
        assert covered_badges(view, camera, surface) == [], cell
    for turn, position in enumerate(positions):
        view, camera, surface = drawn_table(position, 40)
        assert covered_badges(view, camera, surface) == [], turn


def test_the_points_of_a_lay_cover_no_badge(app):
    game = grown_game()
    # Regions through the cells where partly covered tiles show their badges, and whole
    # tiles, scoring at once: the points must find places off every badge.
    view = TableView(game.tileset, game.pawns)
    view.sync(game)
    flash = [ScoredRegion("R", frozenset(t.visible), 4, None) for t in view.tiles if 0 < len(t.visible) < 4]
    flash += [ScoredRegion("R", frozenset(t.visible), 1, None) for t in view.tiles[-3:]]
    assert len(flash) >= 5
    view, camera, surface = drawn_table(game, 48, flash)
    assert covered_badges(view, camera, surface) == []


def test_levels_three_to_five_differ_in_colour_at_a_glance():
    discs = [BADGE_COLOURS[level][0] for level in range(1, 6)]
    for i, a in enumerate(discs):
        for b in discs[i + 1:]:
            assert sum(abs(p - q) for p, q in zip(a, b)) >= 90, (a, b)
