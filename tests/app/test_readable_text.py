"""No text below a readable size on the screen: at the minimum window, and in a
window forced smaller (whose picture is the minimum-size one scaled down)."""
import pytest

from game import i18n, shown_scale
from game.app import App
from game.content.ramp import load_edition
from game.input import KEYS_LEFT, Seat
from scenes.ramp_game import RampGameScene
from scenes.ramp_game_hud import card_height, screen_layout, task_card_texts
from sprites import cards, ui
from tests.inline_executor import InlineExecutor


LINE_PX = 10  # the lowest line height, in screen pixels, at which a word reads at a glance


@pytest.mark.parametrize("size", [(960, 540), (640, 360)])
def test_bits_task_cards_and_notes_stay_readable(tmp_path, size):
    app = App(size=size, settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        app.window.minimum_size = (1, 1)  # as a window manager that ignores the minimum does
        app.window.size = size
        scene = RampGameScene(app, "bits", [Seat("Ann", KEYS_LEFT)], seed=3)
        app.stack.push(scene)
        app.step_frame()
        window = app.window.get_surface().get_size()
        assert window == size
        canvas = app.surface.get_size()
        scale = min(window[0] / canvas[0], window[1] / canvas[1])
        assert shown_scale.scale() == pytest.approx(min(1.0, scale))
        def line_on_screen(size):
            return ui.font(size).get_height() * min(1.0, scale)
        # The smallest sizes any screen asks for: hints, the replay note, the smallest fitted text.
        for design in (ui.SMALL - 6, ui.BODY * 0.75, 12):
            assert line_on_screen(ui.text_size(app.surface, design)) >= LINE_PX
        assert line_on_screen(cards._card_text_px()) >= LINE_PX
    finally:
        app.close()
        shown_scale.set_scale(1.0)


def test_every_task_cards_words_keep_the_card_text_size_at_the_minimum_window(tmp_path):
    """A colour or a note too long for one line takes two (breaking after a hyphen:
    'andere 4er-|Flächen +1'), never a size below the cards' floor; it used to
    be shrunk into one line at about half that size."""
    app = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        floor = cards._card_text_px()
        for game_id in ("bits", "bits-pro"):
            edition = load_edition(game_id)
            height = card_height(app.surface, screen_layout(app.surface, edition, 4)[1], 2, 0.24)
            width, __ = cards.card_size(height)
            size = max(floor, height // 10)
            for language in i18n.languages():
                app.set_language(language)
                for card in edition.tasks:
                    for text in task_card_texts(card)[1:]:
                        if text:
                            lines, shown = cards.card_lines(text, size, int(width * 0.92))
                            assert shown == size and len(lines) <= 2, (game_id, language, text, lines, shown)
    finally:
        app.close()
