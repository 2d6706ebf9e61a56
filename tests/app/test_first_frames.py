"""A screen is laid out in the first frame drawn at a window's size as it stays: a player who
resizes the window sees no frame laid out otherwise, and the checks of every screen (text fit,
text size, high contrast) read that first frame. Pages that scroll learn how far as they are
drawn; those checks draw them once before reading."""
import pytest

from game.shell import text_size
from game.shell.app import MIN_SIZE
from sprites import text_audit
from tools.screen_states import screen_names
from tools.text_fit import SIZES

# German's long words at the usual text size in every window checked; French at the largest size.
CASES = [("de", 1.0, SIZES), ("fr", 2.0, ((1920, 1080),))]


def notes_of_a_frame(app) -> list[tuple]:
    text_audit.start_audit(app.canvas_now())
    app.step_frame((), 0)
    return [(note.text, tuple(note.rect), tuple(note.box), note.layer, note.on_screen, note.hidden)
            for note in text_audit.stop_audit()]


@pytest.mark.parametrize("screen", screen_names())
def test_a_screen_is_laid_out_in_its_first_frame_at_a_size_as_it_stays(screen_states, screen):
    app = screen_states.app
    app.window.minimum_size = (1, 1)  # the forced 640 x 360 too, as some window managers do
    try:
        for language, size, windows in CASES:
            app.set_language(language)
            screen_states.show(screen)
            if hasattr(app.stack.top, "_max_scroll"):
                continue
            text_size.set_factor(size)
            for window in windows:
                app.window.size = window
                first = notes_of_a_frame(app)
                assert first, "texts drawn"
                assert notes_of_a_frame(app) == first, (language, size, window)
    finally:
        text_size.set_factor(1.0)
        app.window.minimum_size = app.window.size = MIN_SIZE
