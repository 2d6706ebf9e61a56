"""Names as long as a player may type them (20 letters; 20 W's the widest) stay readable
wherever a game shows them: on the ramps' headers, in the scoring and results tables and
in PILUS's side panel and results, and in the high scores. They used to shrink below the readable size and run
over the score beside them; a name with no room left is now cut short with '…'."""
import pytest

from game import i18n
from game.shell import shown_scale
from sprites import text_audit, ui
from tests.app.test_small_window_play_screens import force_small
from tools.screen_states import LONG_NAMES, ScreenStates
from tools.text_fit import problems_in

SCREENS = ("fits mid-round", "round scoring table", "results", "pilus mid-game", "pilus results", "high scores",
           "bits solo results", "daily results, a worse practice try")


@pytest.mark.parametrize("screen", SCREENS)
def test_long_names_are_readable_and_cut_short_only_where_there_is_no_room(app, screen):
    states = ScreenStates(app, names=LONG_NAMES)
    states.show(screen)
    names = LONG_NAMES[:len(app.stack.top.seats)] if hasattr(app.stack.top, "seats") else LONG_NAMES  # scores: all
    try:
        for size in ((960, 540), None):
            if size:
                app.window.size = size
            else:
                force_small(app)
            for language in i18n.languages():
                app.set_language(language)
                app.step_frame((), 0)
                text_audit.start_audit(app.surface)
                app.step_frame((), 0)
                notes = [note for note in text_audit.stop_audit() if note.on_screen]
                assert problems_in(notes, app.surface.get_rect()) == []
                readable = ui.font(ui.min_text_px()).get_linesize()
                for name in names:
                    shown = [note for note in notes if note.text == name or (
                        note.text.endswith(ui.ELLIPSIS) and name.startswith(note.text[:-1]) and len(note.text) > 4)]
                    assert shown and all(note.rect.h >= readable for note in shown), (name, language, size)
    finally:
        shown_scale.set_scale(1.0)
