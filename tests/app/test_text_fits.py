"""Text always fits: every screen, in every language, at the smallest window
(960 x 540), at 1280 x 720, at 1920 x 1080, and in a window forced to 640 x 360 (the smallest
picture scaled down, its text drawn larger to stay readable). The UI layer
notes each text with its box; a text outside its box, off the window, over
another text, under a panel or button drawn after it, or drawn below the
readable size fails, naming screen, language and string."""
import pygame
import pytest

from game import i18n
from sprites import menu_widgets, text_audit, ui
from tests.support.screen_states import ScreenStates, screen_names
from tests.dummy_app import open_app
from tools.text_fit import FORCED, MIN_HEIGHT, SIZES, check, problems_in


@pytest.fixture(scope="module")
def states(tmp_path_factory):
    """One app and its screen states for the module: the games behind them are played once,
    and each language's test shows them again in its words."""
    app = open_app(tmp_path_factory.mktemp("text-fits"))
    yield ScreenStates(app)
    app.close()


LANGUAGES = ["en"] + [code for code in i18n.languages() if code != "en"]


def test_every_language_and_every_screen_is_checked_at_every_size():
    assert {"en", "de", "fr", "nl"} <= set(LANGUAGES)
    assert len(screen_names()) >= 45
    assert FORCED in SIZES and set(MIN_HEIGHT) <= set(SIZES)


# One test a screen and language, a screen's languages side by side: the tests spread over the
# workers, and a worker sets a screen's games up once for its four languages.
@pytest.mark.parametrize("screen, language", [(screen, language) for screen in screen_names()
                                              for language in LANGUAGES])
def test_every_screen_in_every_language_fits_at_every_size(states, screen, language):
    assert check(states.app, states, languages=[language], screens=[screen]) == []


def test_the_check_catches_a_label_too_long_for_its_button_and_texts_that_overlap(app):
    surface = pygame.Surface((960, 540))
    text_audit.start_audit(surface)
    menu_widgets.draw_button(surface, pygame.Rect(10, 10, 120, 40), "Donaudampfschifffahrtsgesellschaftskapitänsmütze")
    ui.draw_text(surface, "Spielregeln", ui.BODY, (255, 255, 255), (300, 300))
    ui.draw_text(surface, "Einstellungen", ui.BODY, (255, 255, 255), (320, 305))
    ui.draw_text(surface, "Rand", ui.BODY, (255, 255, 255), (940, 10))
    problems = problems_in(text_audit.stop_audit(), surface.get_rect())
    assert any("does not fit its box" in p and "Donaudampf" in p for p in problems)
    assert any("overlaps" in p and "Spielregeln" in p and "Einstellungen" in p for p in problems)
    assert any("Rand" in p for p in problems)
    assert len(problems) == 3


def test_the_check_catches_text_under_a_later_button_lines_lost_below_a_box_and_text_too_small(app):
    surface = pygame.Surface((960, 540))
    text_audit.start_audit(surface)
    ui.draw_text(surface, "Replay saved", ui.SMALL, (255, 255, 255), (100, 100))
    menu_widgets.draw_button(surface, pygame.Rect(90, 105, 200, 40), "High scores")
    ui.draw_paragraphs(surface, "Press Start on a gamepad to add a player with it. " * 4, ui.BODY, (255, 255, 255),
                       pygame.Rect(500, 200, 200, 40))
    ui.draw_text(surface, "Zum Computer machen", ui.SMALL, (255, 255, 255), (500, 400), width=100)
    problems = problems_in(text_audit.stop_audit(), surface.get_rect())
    assert any("a panel or button is drawn over it: 'Replay saved'" in p for p in problems)
    assert any("does not fit its box (500, 200, 200, 40)" in p for p in problems)  # a line left out below
    assert any("below the readable size" in p and "'Zum Computer machen'" in p for p in problems)
