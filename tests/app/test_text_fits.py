"""Text always fits: every screen, in every language, at the smallest window
(960 x 540) and at 1920 x 1080. The UI layer notes each text with its box;
a text outside its box, off the window, or over another text fails, naming
screen, language and string."""
import pygame

from sprites import ui
from tools.screen_states import ScreenStates
from tools.text_fit import check, problems_in


def test_every_screen_in_every_language_fits_at_both_sizes(app):
    states = ScreenStates(app)
    assert len(states.names()) >= 25
    assert check(app, states) == []


def test_the_check_catches_a_label_too_long_for_its_button_and_texts_that_overlap():
    surface = pygame.Surface((960, 540))
    ui.start_audit(surface)
    ui.draw_button(surface, pygame.Rect(10, 10, 120, 40), "Donaudampfschifffahrtsgesellschaftskapitänsmütze")
    ui.draw_text(surface, "Spielregeln", ui.BODY, (255, 255, 255), (300, 300))
    ui.draw_text(surface, "Einstellungen", ui.BODY, (255, 255, 255), (320, 305))
    ui.draw_text(surface, "Rand", ui.BODY, (255, 255, 255), (940, 10))
    problems = problems_in(ui.stop_audit(), surface.get_rect())
    assert any("does not fit its box" in p and "Donaudampf" in p for p in problems)
    assert any("overlaps" in p and "Spielregeln" in p and "Einstellungen" in p for p in problems)
    assert any("Rand" in p for p in problems)
    assert len(problems) == 3
