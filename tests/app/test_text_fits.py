"""Text always fits: every screen, in every language, at the smallest window
(960 x 540), at 1280 x 720, at 1920 x 1080, and in a window forced to 640 x 360 (the smallest
picture scaled down, its text drawn larger to stay readable). The UI layer
notes each text with its box; a text outside its box, off the window, over
another text, under a panel or button drawn after it, or drawn below the
readable floor fails, naming screen, language and string. The screens include the longest
content a player makes (names, a board's name and share code, the coach's lines)."""
import pygame
import pytest

from game import i18n
from sprites import menu_widgets, text_audit, ui
from tools.screen_states import screen_names
from tools.text_fit import FORCED, SIZES, check, least_height, problems_in


@pytest.fixture
def states(screen_states):
    """The run's shared screen states (tests/app/conftest.py): the games behind them are played
    once, and each language's test shows them again in its words."""
    return screen_states


LANGUAGES = ["en"] + [code for code in i18n.languages() if code != "en"]


def test_every_language_and_every_screen_is_checked_at_every_size():
    assert {"en", "de", "fr", "nl"} <= set(LANGUAGES)
    assert len(screen_names()) >= 45
    assert FORCED in SIZES and {(1280, 720), (960, 540)} <= set(SIZES)


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
    text_audit.note_text(surface, "Computer", ui.render("Computer", 12, (255, 255, 255)).get_rect(topleft=(700, 400)))
    problems = problems_in(text_audit.stop_audit(), surface.get_rect())
    assert any("a panel or button is drawn over it: 'Replay saved'" in p for p in problems)
    assert any("does not fit its box (500, 200, 200, 40)" in p for p in problems)  # a line left out below
    # A line no longer shrinks below the floor to fit: too long at the floor, it is said not to fit.
    assert any("does not fit its box" in p and "'Zum Computer machen'" in p for p in problems)
    assert any("below the readable size" in p and "'Computer'" in p for p in problems)


def em(size: int) -> int:
    """The letters' size (pixels) of the game's face at `size`."""
    return ui.font(size).get_height()


@pytest.mark.parametrize("window, least", [((1280, 720), 14), ((960, 540), 12), ((1120, 630), 13), ((1920, 1080), 21)])
def test_the_floor_is_14_pixel_letters_at_1280x720_and_12_at_960x540_scaled_between(app, window, least):
    surface = pygame.Surface(window)
    assert em(ui.min_text_px(surface)) >= least
    assert em(ui.min_text_px(surface) - 1) < least  # no higher than it says: layouts keep their room


def test_a_sentence_too_long_for_its_width_keeps_the_floor_and_the_check_says_it_does_not_fit(app):
    """It used to shrink to letters of 9 pixels (the board editor after Share); now it keeps
    the floor, and the fit check names it for its screen to wrap."""
    surface = pygame.Surface((1280, 720))
    text_audit.start_audit(surface)
    ui.draw_text(surface, "Selon le maître, votre choix coûte 6,3 points " * 2, ui.SMALL, (255, 255, 255),
                 (10, 10), width=200)
    notes = text_audit.stop_audit()
    assert notes[0].rect.h >= least_height(surface) and em(ui.min_text_px(surface)) >= 14
    assert any("does not fit its box" in p for p in problems_in(notes, surface.get_rect(), least_height(surface)))


def test_the_check_catches_letters_below_the_floor_of_a_1280x720_window(app):
    surface = pygame.Surface((1280, 720))
    text_audit.start_audit(surface)
    text_audit.note_text(surface, "Maître : mettre de côté", ui.render("Maître : mettre de côté", 16,
                                                                        (255, 255, 255)).get_rect())
    problems = problems_in(text_audit.stop_audit(), surface.get_rect(), least_height(surface))
    assert any("below the readable size" in p for p in problems)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_after_share_the_code_is_in_readable_groups_said_copied_and_in_a_file_beside_the_board(states, size):
    """Every language: the panel's lines at the floor or above, the code in groups of four in
    the monospace face that read back as the code, and the file beside the board's file that
    holds it."""
    from game.boards.board_text import CODE_PREFIX, from_code
    from sprites.code_text import GROUP, mono_font
    app = states.app
    app.window.size = size
    try:
        for language in i18n.languages():
            app.set_language(language)
            for name in ("board editor shared", "board editor shared, the longest name and code"):
                states.show(name)
                editor = app.stack.top
                app.step_frame((), 0)
                text_audit.start_audit(app.surface)
                app.step_frame((), 0)
                notes = text_audit.stop_audit()
                start = next(i for i, note in enumerate(notes) if note.text.startswith(CODE_PREFIX))
                code_lines = [note.text for note in notes[start:start + len(editor.shared.code)]
                              if "".join(note.text.split()) in editor.shared.code]
                assert "".join("".join(line.split()) for line in code_lines) == editor.shared.code
                groups = " ".join(code_lines).split(" ")
                assert groups[0] == CODE_PREFIX and all(len(group) == GROUP for group in groups[1:-1])
                assert len(code_lines) > 1  # wrapped to the panel, not run off it
                assert all(note.rect.h >= least_height(app.surface) - 1 for note in notes if note.on_screen), language
                advances = {metrics[4] for metrics in mono_font(ui.min_text_px(app.surface)).metrics(editor.shared.code)}
                assert len(advances) == 1  # every letter as wide: the groups line up
                said = [note.text for note in notes]
                copied = i18n._("Copied to the clipboard.")
                assert (copied in said) == editor.shared.copied
                heading = i18n._("Board code")
                assert heading in said and (language == "en") == (heading == "Board code")
                assert from_code(editor.shared.code)[1].name == editor.board().name
    finally:
        app.window.size = (960, 540)
