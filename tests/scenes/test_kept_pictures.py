"""What the player sees does not depend on what the screens keep between frames:
a frame drawn from the kept pictures (redrawn piece by piece as the game went on)
is, pixel for pixel, the frame drawn from nothing kept."""
import random

import pygame

from game.shell import shown_scale
from game.content.pilus import load_tileset
from game.shell.input import FIXED_DEVICES, KEYS_RIGHT, MOUSE, Seat
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.rules.ramp_actions import Place, Skip
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.ramp.ramp_screen import RampGameScene
from sprites import pilus_table_view
from sprites.static_layer import StaticLayer
from tests.app.conftest import click, tap
from tests.scenes.driving import run_until


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def drawn_from_nothing(scene, size) -> pygame.Surface:
    """The scene's frame with every kept picture forgotten first."""
    scene.drawing._still = StaticLayer()
    scene.drawing.lay_out_again()
    for view in scene.views:
        view._changed()  # the placed pieces' layer too
    surface = pygame.Surface(size)
    scene.draw(surface)
    return surface


def drop_now_and_then(app, scene, rng, frames):
    """Seats that may decide drop a random legal piece (or set the card aside), one every third frame."""
    for frame in range(frames):
        waiting = [p for p in scene.state.pending() if not scene.views[p].busy]
        if frame % 3 == 0 and waiting and not scene.round_over:
            player = rng.choice(waiting)
            places = [a for a in scene.state.legal_actions(player) if isinstance(a, Place)]
            scene.play_action(player, rng.choice(places) if places else Skip())
        app.step_frame()


def test_a_ramp_game_mid_round_looks_the_same_drawn_from_nothing(app):
    seats = [Seat(f"Player {i + 1}", device) for i, device in enumerate(FIXED_DEVICES)]
    scene = RampGameScene(app, "fits", seats, seed=11)
    app.stack.push(scene)
    app.step_frame()
    rng = random.Random(3)
    drop_now_and_then(app, scene, rng, 70)
    # Mid-round: pieces on the boards, seats waiting under their veils, one piece just
    # dropped and sliding, a refusal showing over another ramp.
    run_until(app, lambda: len([p for p in scene.state.pending() if not scene.views[p].busy]) >= 2)
    first, second = [p for p in scene.state.pending() if not scene.views[p].busy][:2]
    scene.play_action(first, Place("no such piece", ("#",), 0))
    scene.play_action(second, rng.choice([a for a in scene.state.legal_actions(second) if isinstance(a, Place)]))
    app.step_frame()
    assert sum(view.version for view in scene.views) > 4 * len(seats), "the ramps changed while the picture was kept"
    assert any(view.busy for view in scene.views) and scene.messages[first]
    size = app.surface.get_size()
    kept = pixels(app.surface)
    assert kept == pixels(drawn_from_nothing(scene, size))


def test_a_pilus_table_drawn_from_its_kept_rendering_is_the_table_drawn_tile_by_tile(app, monkeypatch):
    tileset = load_tileset()
    game = PilusGame(tileset, 2, deal_from_seed(tileset, 2, 4))
    rng = random.Random(4)
    for _ in range(12):  # tiles on several levels, pawns out, regions protected
        player = game.current_player
        game.apply_action(player, rng.choice(game.legal_actions(player)))
    scene = PilusGameScene(app, "pilus", [Seat("Ann", MOUSE), Seat("Ben", KEYS_RIGHT)], 4, position=game)
    app.stack.push(scene)
    app.step_frame()
    app.step_frame(tap(pygame.K_RETURN) if scene.curtain_for == 1 else click((640, 360)))
    assert scene.curtain_for is None and scene.choice is not None, "a hand in play, its tile held over the table"
    for _ in range(20):  # the pictures of this zoom step are made a few a frame, then the rendering
        app.step_frame()
    assert scene.view._renders, "the table is drawn from its rendering"
    kept = pixels(app.surface)
    monkeypatch.setattr(pilus_table_view, "RENDER_AREA", 0)  # no rendering: tile by tile
    scene.drawing._still = StaticLayer()
    surface = pygame.Surface(app.surface.get_size())
    scene.draw(surface)
    assert kept == pixels(surface)


def test_a_ramp_game_forced_small_then_resized_looks_the_same_drawn_from_nothing(app):
    """A window forced under the minimum and then resized, still under it: the same
    960x540 picture, shown less scaled down, so its text floor and the card column's
    width change; the kept picture follows (ramps, headers and column laid out anew)."""
    scene = RampGameScene(app, "bits", [Seat("Ann", FIXED_DEVICES[0]), Seat("Ben", FIXED_DEVICES[1])], seed=11)
    app.stack.push(scene)
    app.window.minimum_size = (1, 1)  # as a window manager that ignores the minimum does
    try:
        app.window.size = (640, 360)
        drop_now_and_then(app, scene, random.Random(5), 30)
        side = scene.drawing.side
        app.window.size = (800, 450)
        app.step_frame()
        assert app.surface.get_size() == (960, 540) and scene.drawing.side != side
        assert pixels(app.surface) == pixels(drawn_from_nothing(scene, app.surface.get_size()))
    finally:
        shown_scale.set_scale(1.0)


def test_a_layer_made_in_the_displays_format_at_once_is_the_one_a_conversion_makes(app):
    """The still layers, the table's felt and renderings are made in the display's format directly
    (static_layer.display_surface), not converted: the same picture to draw on, and to blit."""
    from sprites.static_layer import display_surface
    for size in ((1280, 720), (1920, 1080)):
        made, converted = display_surface(size), pygame.Surface(size).convert()
        assert (made.get_size(), made.get_bitsize(), made.get_masks(), made.get_flags()) == \
            (converted.get_size(), converted.get_bitsize(), converted.get_masks(), converted.get_flags())
        assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(converted, "RGBA")
        app.surface.blit(made, (0, 0))
        assert app.surface.get_at((0, 0)) == (0, 0, 0, 255)
