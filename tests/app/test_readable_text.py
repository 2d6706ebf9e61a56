"""No text below a readable size on the screen: at the minimum window, and in a
window forced smaller (whose picture is the minimum-size one scaled down)."""
import random

import pytest

from game import i18n
from game.shell import shown_scale
from game.shell.app import App
from game.content.ramp import load_edition
from game.shell.input import KEYS_LEFT, Seat
from game.i18n import _
from scenes.ramp import ramp_screen_draw
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.card_column import TASK_TEXT, CardColumn, draw_task_cards, task_card_image, task_card_texts
from scenes.ramp.ramp_hud import screen_layout
from sprites import cards, text_audit, ui
from tests.inline_executor import InlineExecutor
from tools import ramp_play


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
    """A colour or a note too long for one line takes more (breaking after a hyphen:
    'andere 4er-|Flächen +1'), never a size below the cards' floor; it used to
    be shrunk into one line at about half that size."""
    app = App(size=(960, 540), settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        floor = cards._card_text_px()
        for game_id in ("bits", "bits-pro"):
            edition = load_edition(game_id)
            column = CardColumn(app.surface, screen_layout(app.surface, edition, 4)[1])
            for language in i18n.languages():
                app.set_language(language)
                for card in edition.tasks:
                    picture = task_card_image(card, column.rect.w - 2 * column.pad,
                                              ui.text_size(app.surface, TASK_TEXT))
                    assert picture.text_px >= floor, (game_id, language, task_card_texts(card), picture.text_px)
    finally:
        app.close()


CELL_PX = 6  # the smallest side of a task card's shape cell, in screen pixels, that shows the shape


@pytest.mark.parametrize("game_id", ["bits", "bits-pro"])
@pytest.mark.parametrize("size", [(960, 540), (640, 360)])
def test_every_open_task_card_shows_its_shape_points_and_words_above_the_deal_number(tmp_path, monkeypatch,
                                                                                      game_id, size):
    """In every round (up to three open cards, four in the fourth round of BITS
    pro) and every language, at the minimum window and in one forced smaller:
    each open task card is drawn in the card column, its shape inside it with
    cells a player sees, its words at the card text size, and the deal number
    under the cards, never covered nor left out. At 640x360 the deck-1 card's
    shape used to be missing (its words took the room), in round 3 the third
    card covered the deal number, and in BITS pro's fourth round the deal
    number gave way to the fourth card in German and French."""
    drawn = []

    def spy(column, tasks, lit=()):
        placed = draw_task_cards(column, tasks, lit)
        drawn.append((column.rect, placed))
        return placed

    monkeypatch.setattr(ramp_screen_draw, "draw_task_cards", spy)
    app = App(size=size, settings_dir=tmp_path, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    try:
        app.window.minimum_size = (1, 1)  # as a window manager that ignores the minimum does
        app.window.size = size
        scene = RampGameScene(app, game_id, [Seat("Ann", KEYS_LEFT)], seed=11)
        app.stack.push(scene)
        screen = min(1.0, shown_scale.scale())
        floor = cards._card_text_px()
        rng = random.Random(2)
        for round_index in range(scene.edition.rounds):
            # Played on undrawn (the ramp screen works nothing out while drawing): the frame below is looked at.
            ramp_play.play_until(app, scene, lambda: scene.round_shown == round_index and not scene.round_over
                                 and scene.state.step == 4 and app.stack.top is scene, rng, draw=False)
            for language in i18n.languages():
                app.set_language(language)
                drawn.clear()
                text_audit.start_audit(app.surface)
                app.step_frame()
                notes = text_audit.stop_audit()
                deal = [note.rect for note in notes if note.text == _("Deal number {seed}", seed=11)]
                (column, placed), = drawn
                where = (game_id, size, round_index + 1, language)
                assert len(placed) == round_index + 1, where
                for picture, rect in placed:
                    assert column.contains(rect), where
                    shape = picture.shape.move(rect.topleft)
                    assert rect.contains(shape) and picture.cell * screen >= CELL_PX, (where, shape, picture.cell)
                    assert picture.text_px >= floor, where
                    assert all(not rect.colliderect(line) for line in deal), (where, rect, deal)
                assert len(deal) == 1, where
    finally:
        app.close()
        shown_scale.set_scale(1.0)
        i18n.set_language("en")
