"""At the smallest picture a player can get (a window forced to 640x360 shows the
960x540 picture scaled down, its text drawn larger to stay readable), the play
screens still say everything, in every language: the card column names the game,
the round, the card revealed, the task cards and the deal number. In BITS pro's
fourth round the 'Task cards' heading, and in German and French the deal number,
used to give way to the fourth task card; in the replay viewer the fourth card
ran off the window. PILUS's words beside the hand ran out of the tray, and the
players' status lines and the controls hint were shrunk below the readable size."""
import pytest

from game import i18n
from game.shell import shown_scale
from game.content.ramp import load_edition
from game.i18n import _
from game.message_keys import keyed
from scenes.ramp import replay_viewer
from scenes.ramp.card_column import draw_task_cards
from scenes.ramp.ramp_hud import screen_layout
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.shared.round_words import round_words
from sprites import text_audit, ui
from game.rules.pilus_placement import MAX_LEVEL
from tools.screen_states import RAMP_GAMES, ROOT, ScreenStates
from tools.text_fit import problems_in

FORCED = (640, 360)


def force_small(app):
    """The window made 640x360, as a window manager that ignores the minimum size does."""
    app.window.minimum_size = (1, 1)
    app.window.size = FORCED
    app.step_frame((), 0)
    assert app.window.get_surface().get_size() == FORCED
    assert app.surface.get_size() == (960, 540) and shown_scale.scale() < 1


def checked_notes(app) -> list[text_audit.TextNote]:
    """The texts drawn in a frame, after checking that no text on the whole screen leaves
    its box, overlaps another or is drawn below the readable size."""
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    assert problems_in(notes, app.surface.get_rect()) == []
    readable = ui.font(ui.min_text_px()).get_linesize()
    assert [note.text for note in notes if note.on_screen and note.rect.h < readable] == []
    return notes


def column_texts(app, side) -> list[str]:
    """The texts drawn on screen in the card column `side` in a frame (checked_notes)."""
    notes = checked_notes(app)
    # A text drawn again at its place (a region redrawn over the held tile) is said once.
    shown = dict.fromkeys((note.text, tuple(note.rect)) for note in notes if note.on_screen and side.contains(note.rect))
    return [text for text, __ in shown]


@pytest.mark.parametrize("game_id", RAMP_GAMES)
def test_the_last_round_of_every_ramp_game_says_its_round_and_deal_in_every_language(app, game_id):
    states = ScreenStates(app)
    states.show(f"{game_id} last round")
    scene = app.stack.top
    edition = load_edition(game_id)
    assert scene.game_id == game_id and scene.round_shown == edition.rounds - 1
    try:
        force_small(app)
        for language in i18n.languages():
            app.set_language(language)
            shown = column_texts(app, scene.drawing.side)
            wanted = [keyed(f"games.{game_id}.name"),
                      round_words(edition.words).round_of(edition.rounds, edition.rounds),
                      _("Card {number} of {total}", number=scene.state.step + 1, total=len(edition.build)),
                      _("Deal number {seed}", seed=scene.seed)] + ([_("Task cards")] if edition.tasks else [])
            assert [text for text in wanted if text not in shown] == [], (language, shown)
    finally:
        shown_scale.set_scale(1.0)


def test_the_replay_viewer_in_bits_pros_last_round_shows_its_round_move_and_all_four_task_cards(app, monkeypatch):
    placed = []

    def spy(column, tasks, lit=()):
        placed[:] = [rect for __, rect in draw_task_cards(column, tasks, lit)]
        return placed

    monkeypatch.setattr(replay_viewer, "draw_task_cards", spy)
    viewer = ReplayViewerScene(app, ROOT / "replays" / "examples" / "bits-pro-solo.json")
    app.stack.clear_to(viewer)
    app.stack.apply_pending()
    try:
        force_small(app)
        for __ in range(20000):
            if viewer.round_shown == 3 and viewer.state.step == 4 and not any(view.busy for view in viewer.views):
                break
            app.step_frame((), 0.05)
        assert len(viewer.state.open_tasks) == 4
        for language in i18n.languages():
            app.set_language(language)
            side = screen_layout(app.surface, viewer.state.edition, len(viewer.names))[1]
            shown = column_texts(app, side)
            wanted = [round_words(viewer.state.edition.words).round_of(4, 4),
                      _("Move {number} of {total}", number=viewer.index, total=len(viewer.moves)),
                      viewer.playback.status(), _("Task cards")]
            assert [text for text in wanted if text not in shown] == [], (language, shown)
            assert len(placed) == 4 and all(side.contains(rect) for rect in placed), (language, side, placed)
    finally:
        shown_scale.set_scale(1.0)


def test_pilus_at_640x360_keeps_its_words_in_the_tray_and_every_text_readable_in_every_language(app, monkeypatch):
    states = ScreenStates(app)
    states.show("pilus mid-game")
    scene = app.stack.top
    # The held tile over a spot refused for the longest reason: the reason and the prompt beside the hand.
    monkeypatch.setattr(scene.table_input, "preview",
                        lambda choice, moves: (None, None, keyed("pilus.refusal.too_high", level=MAX_LEVEL)))
    try:
        force_small(app)
        for language in i18n.languages():
            app.set_language(language)
            beside_hand = column_texts(app, scene.layout.tray)
            first, __, second = scene.drawing.info_lines(scene.now(), True)
            assert " ".join(beside_hand).split() == (first + " " + second).split(), language
            statuses = [text for text in column_texts(app, scene.layout.side)
                        if text.startswith((_("Pawn on the table"), _("Pawn in hand")))]
            assert len(statuses) == 2, (language, statuses)
    finally:
        shown_scale.set_scale(1.0)


@pytest.mark.parametrize("game_id", ["bits", "bits-pro"])
def test_at_640x360_a_seat_holding_the_neutral_domino_says_so_as_large_as_its_neighbours(app, game_id):
    """Four players, two of them holding the neutral domino: in every language both
    statuses are read in the short form at the readable size, the held one no smaller
    than the other (the Dutch one was shrunk to fit its ramp)."""
    states = ScreenStates(app)
    states.show(f"{game_id} mid-round")
    scene = app.stack.top
    holding = [seat for seat in range(4) if scene.state.neutral_left(seat)][::2]
    assert len(holding) == 2
    for seat in holding:
        scene.hands[seat].swap_neutral(scene.edition.neutral.rows)
    try:
        force_small(app)
        for language in i18n.languages():
            app.set_language(language)
            notes = checked_notes(app)
            held = [note.rect.h for note in notes if note.text == _("Neutral in hand")]
            other = [note.rect.h for note in notes if note.text == _("Neutral: {count} left", count=1)]
            assert len(held) == 2 and other and set(held) == set(other), (language, held, other)
    finally:
        shown_scale.set_scale(1.0)
