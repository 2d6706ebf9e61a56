"""High contrast (Settings → High contrast): every text of every screen, and the edge of every
piece on a board, stands out at least 7:1 (WCAG's AAA level) from what lies behind it, measured
on the drawn pixels (tools/contrast_check.py), at every text size; the setting is a Settings line
of its own, in use at once and kept."""
import pygame
import pytest

from game.i18n import _
from game.saved.storage import Settings, Storage
from game.shell import contrast, text_size
from scenes.menus.settings import SettingsScene
from sprites import palette, ui
from tests.app.conftest import tap
from tests.dummy_app import open_app
from tools.screen_states import ScreenStates, screen_names
from tools.contrast_check import AAA, check, text_contrast


@pytest.fixture(autouse=True)
def usual_palette_after_each_test():
    yield
    contrast.set_high_contrast(False)  # the palette and text size are the process's: the next test starts as a player does
    text_size.set_factor(1.0)


@pytest.fixture
def states(screen_states):
    return screen_states  # the run's, shared with the other checks of every screen (tests/app/conftest.py)


@pytest.fixture(scope="module")
def landed_states(tmp_path_factory):
    """Screen states of this module's own: the piece-edge test lands the sliding pieces, which
    the shared states must not find done."""
    app = open_app(tmp_path_factory.mktemp("pieces-landed"))
    yield ScreenStates(app)
    app.close()


def test_high_contrast_is_a_line_after_the_others_in_settings_in_use_at_once_and_kept(tmp_path):
    app = open_app(tmp_path)
    app.stack.push(SettingsScene(app))
    app.step_frame()
    settings = app.stack.top
    items = settings.menu.items
    # After every line there was before it (their places kept), before Back.
    assert items.index(settings.high_contrast) > items.index(settings.key_settle) == 9 and items[-1] is settings.back
    for __ in range(items.index(settings.high_contrast)):
        app.step_frame(tap(pygame.K_DOWN))
    assert settings.high_contrast.text == _("High contrast: off")
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    assert settings.high_contrast.text == _("High contrast: on")
    assert app.surface.get_at((2, 2))[:3] == palette.HIGH_CONTRAST.background  # drawn in it at once
    app.close()
    assert Settings.load(Storage(tmp_path))[0].high_contrast
    contrast.set_high_contrast(False)
    again = open_app(tmp_path)
    assert palette.current() is palette.HIGH_CONTRAST
    again.close()


def test_high_contrast_of_the_wrong_kind_falls_back_to_off(tmp_path):
    Storage(tmp_path).save_json("settings", {"high_contrast": "yes"})
    assert not Settings.load(Storage(tmp_path))[0].high_contrast


def test_the_measure_tells_grey_on_black_from_white_on_black():
    pygame.font.init()  # run alone or first on its worker, no window has started it
    surface = pygame.Surface((400, 100))
    surface.fill((0, 0, 0))
    low = ui.draw_text(surface, "Spielregeln", ui.BODY, (90, 90, 90), (10, 10))
    high = ui.draw_text(surface, "Spielregeln", ui.BODY, (255, 255, 255), (200, 10))
    assert text_contrast(surface, low) < 4
    assert text_contrast(surface, high) > 20


# One test a screen, in two languages (German's long words wrap and shrink differently).
@pytest.mark.parametrize("screen", screen_names())
def test_every_text_of_every_screen_stands_out_7_to_1_in_high_contrast(states, screen):
    measured = check(states.app, states, languages=("en", "de"), screens=[screen])
    assert measured, "texts drawn"
    assert [(where, round(ratio, 2)) for where, ratio in measured if ratio < AAA] == []


# The larger text sizes, each in another language and in the smallest window it is drawn in.
LARGER_TEXT = [(1.25, "fr", (1280, 720)), (1.5, "nl", (1280, 720)), (2.0, "de", (1920, 1080))]


@pytest.mark.parametrize("size, language, window", LARGER_TEXT)
@pytest.mark.parametrize("screen", screen_names())
def test_every_text_of_every_screen_stands_out_7_to_1_in_high_contrast_at_the_larger_text_sizes(
        states, screen, size, language, window):
    text_size.set_factor(size)
    measured = check(states.app, states, languages=(language,), screens=[screen], size=window)
    assert measured, "texts drawn"
    assert [(where, round(ratio, 2)) for where, ratio in measured if ratio < AAA] == []


def piece_edges(app, scene) -> list[float]:
    """The contrast of each lying piece's outermost pixel against the empty slot beside it, a
    quarter cell in (clear of the slot's dot and the piece's shadow), where the slot shows."""
    ratios = []
    slot = palette.SLOT
    for view in scene.views:
        g, rows = view.geometry, view.rows
        height, width = len(rows), len(rows[0])
        for r in range(height):
            for c in range(width):
                if rows[r][c] == ".":
                    continue
                rect, q = g.cell_rect(r, c), g.cell // 4
                for dr, dc, edge, beside in (
                        (0, 1, (rect.right - 1, rect.y + q), (rect.right + q, rect.y + q)),
                        (0, -1, (rect.x, rect.y + q), (rect.x - q, rect.y + q)),
                        (1, 0, (rect.x + q, rect.bottom - 1), (rect.x + q, rect.bottom + q)),
                        (-1, 0, (rect.x + q, rect.y), (rect.x + q, rect.y - q))):
                    if 0 <= r + dr < height and 0 <= c + dc < width and rows[r + dr][c + dc] == ".":
                        if app.surface.get_at(beside)[:3] == slot:
                            ratios.append(palette.contrast_ratio(app.surface.get_at(edge), slot))
    return ratios


@pytest.mark.parametrize("screen", ["fits mid-round", "bits mid-round", "fits-mini last round"])
def test_every_lying_pieces_edge_stands_out_7_to_1_from_the_board_in_high_contrast(landed_states, screen):
    states = landed_states
    contrast.set_high_contrast(True)
    states.show(screen)
    for view in states.app.stack.top.views:
        view.finish()  # the pieces still sliding lie where the engine put them
    states.app.step_frame((), 0)
    ratios = piece_edges(states.app, states.app.stack.top)
    assert len(ratios) >= 10
    assert min(ratios) >= AAA


@pytest.mark.parametrize("styles", [palette.PLAYER_STYLES, tuple(palette.BITS_STYLES.values()),
                                    tuple(palette.PILUS_STYLES.values())], ids=["seats", "bits", "pilus"])
def test_in_high_contrast_every_colour_of_a_game_is_still_told_apart_without_colour(styles):
    """The cells keep their patterns and symbols: in shades of grey no two look alike."""
    contrast.set_high_contrast(True)

    def grey(style):
        cell = pygame.Surface((40, 40))
        palette.draw_style(cell, cell.get_rect(), style)
        return pygame.image.tobytes(pygame.transform.grayscale(cell), "RGB")
    assert len({grey(style) for style in styles}) == len(styles)
