"""The set-aside tray at the smallest window with four players: named 'Set aside'
in the player's language, its shapes drawn with cells large enough to tell apart."""
import pytest

from game.i18n import _
from sprites import palette, text_audit
from tools.screen_states import ScreenStates


def longest_run(surface, rect, colour) -> int:
    """The longest vertical run of `colour` pixels in rect: about a tray cell's height."""
    best = 0
    for x in range(rect.left, rect.right):
        run = 0
        for y in range(rect.top, rect.bottom):
            run = run + 1 if tuple(surface.get_at((x, y)))[:3] == tuple(colour) else 0
            best = max(best, run)
    return best


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_tray_is_labelled_and_its_shapes_readable_at_960x540(app, language):
    app.set_language(language)
    app.window.size = (960, 540)
    states = ScreenStates(app)
    states.show("fits set aside")
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    scene = app.stack.top
    for player, view in enumerate(scene.views):
        g = view.geometry
        foot = g.panel.copy()
        foot.top = g.grid.bottom
        foot.height = g.panel.bottom - g.grid.bottom
        assert any(note.text == _("Set aside") and foot.contains(note.rect) for note in notes), player
        assert longest_run(app.surface, foot, palette.player_colour(player)) >= 5, player


def test_many_pieces_set_aside_stay_on_the_tray(app):
    """Eight pieces on a narrow ramp's foot (FITS compact's): they close up, the last one ends inside."""
    import pygame
    from scenes.ramp.ramp_hud import draw_tray
    from sprites.ramp_board_view import RampGeometry
    panel = pygame.Rect(100, 50, 160, 400)
    g = RampGeometry(panel, pygame.Rect(100, 50, 160, 30), pygame.Rect(110, 90, 140, 320), 20, 2)
    surface = pygame.Surface((600, 500))
    surface.fill((0, 0, 0))
    draw_tray(surface, g, [("XXX", "X..", "X..")] * 8, 0)
    beyond = pygame.Rect(panel.right, g.grid.bottom, 600 - panel.right, panel.bottom - g.grid.bottom)
    assert longest_run(surface, beyond, palette.player_colour(0)) == 0
    assert longest_run(surface, panel, palette.player_colour(0)) > 0
