"""Text size (Settings → Text size): every text drawn a quarter, a half or twice as large at 125 %,
150 % and 200 %, its readable floor too, and every screen in every language still fits: 125 % and
150 % in every window of 1280 x 720 or more, 200 % from 1920 x 1080 up (the fit check of
tools/text_fit.py). A smaller window draws the largest size checked for it, the design's own
below 1280 x 720: its room is already taken by the floor."""
import pygame
import pytest

from game import i18n
from game.i18n import _
from game.saved.storage import TEXT_SIZES, Settings, Storage
from game.shell import text_size
from game.shell.input.key_names import MOUSE_WHEEL, key_name, named, pad_button_name
from scenes.menus.learn_pages import LearnOfferScene
from scenes.menus.settings import SettingsScene
from sprites import text_audit, ui
from tests.app.conftest import tap
from tests.dummy_app import open_app
from tools.screen_states import screen_names
from tools.text_fit import SIZES, check, least_height, problems_in

LARGER, LARGEST = 1.25, 1.5
WINDOWS = ((1280, 720), (1920, 1080))  # where the larger text size is drawn


@pytest.fixture(autouse=True)
def usual_text_size_after_each_test():
    yield
    text_size.set_factor(1.0)  # the text size is the process's: the next test starts as a player does


def test_text_size_is_the_line_before_back_in_settings_in_use_at_once_and_kept(tmp_path):
    app = open_app(tmp_path)
    app.stack.push(SettingsScene(app))
    app.step_frame()
    settings = app.stack.top
    assert settings.menu.items[-3:] == [settings.high_contrast, settings.text_size, settings.back]
    assert settings.text_size.text == _("Text size: {percent}%", percent=100)
    before = ui.text_size(app.surface, ui.BODY)
    settings.menu.focus = settings.menu.items.index(settings.text_size)
    app.step_frame(tap(pygame.K_RIGHT))
    app.step_frame()
    assert settings.text_size.text == _("Text size: {percent}%", percent=125)
    assert ui.text_size(app.surface, ui.BODY) == round(before * LARGER)  # in use at once
    app.step_frame(tap(pygame.K_RIGHT))
    app.step_frame()
    assert settings.text_size.text == _("Text size: {percent}%", percent=150)
    assert ui.text_size(app.surface, ui.BODY) == round(before * LARGEST)
    app.step_frame(tap(pygame.K_RIGHT))
    app.step_frame()
    # 200 % is drawn from 1920 x 1080 up (where every screen was checked at it); smaller, 150 %, and said
    assert settings.text_size.text == _("Text size: {percent}% ({shown}% here)", percent=200, shown=150)
    assert ui.text_size(app.surface, ui.BODY) == round(before * LARGEST)
    app.window.size = (1920, 1080)
    app.step_frame()
    app.step_frame()
    assert settings.text_size.text == _("Text size: {percent}%", percent=200)
    assert ui.text_size(app.surface, ui.BODY) == round(ui.BODY * 1.5 * 2)
    app.step_frame(tap(pygame.K_RIGHT))
    assert settings.text_size.text == _("Text size: {percent}%", percent=200)  # the largest
    app.close()
    assert Settings.load(Storage(tmp_path))[0].text_size == 2.0
    text_size.set_factor(1.0)
    again = open_app(tmp_path)
    assert text_size.factor() == 2.0
    again.close()


def test_a_click_on_the_text_size_lines_arrows_steps_the_way_the_arrow_points(tmp_path):
    app = open_app(tmp_path)
    app.stack.push(SettingsScene(app))
    app.step_frame()
    settings = app.stack.top
    settings.menu.focus = settings.menu.items.index(settings.text_size)
    app.step_frame()

    def click(side: str):
        rect = settings.text_size.rect
        spot = (rect.left + rect.h // 2, rect.centery) if side == "<" else (rect.right - rect.h // 2, rect.centery)
        app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot)])
        app.step_frame()
        return app.settings.text_size

    assert [click(">"), click(">"), click(">"), click(">")] == [LARGER, LARGEST, 2.0, 2.0]  # no further than 200 %
    assert [click("<"), click("<"), click("<"), click("<")] == [LARGEST, LARGER, 1.0, 1.0]
    app.close()


def test_a_text_size_not_offered_falls_back_to_100_percent(tmp_path):
    Storage(tmp_path).save_json("settings", {"text_size": 3.0})
    assert Settings.load(Storage(tmp_path))[0].text_size == 1.0
    assert TEXT_SIZES == (1.0, LARGER, LARGEST, 2.0)


def test_every_size_offered_is_checked_from_the_smallest_window_it_is_drawn_in():
    assert set(CHECKED_IN) == set(TEXT_SIZES[1:])
    least = dict(text_size.CHECKED_FROM)
    for size, windows in CHECKED_IN.items():
        assert min(ui.unit(pygame.Surface(window)) for window in windows) == least[size]


def test_a_window_below_1280x720_keeps_the_designs_text_size(app):
    small = pygame.Surface((960, 540))
    at_100 = ui.text_size(small, ui.SMALL), ui.min_text_px(small)
    text_size.set_factor(LARGER)
    assert (ui.text_size(small, ui.SMALL), ui.min_text_px(small)) == at_100
    assert ui.min_text_px(pygame.Surface((1280, 720))) > ui.min_text_px(small)


@pytest.mark.parametrize("page", [SettingsScene, LearnOfferScene])
@pytest.mark.parametrize("size", TEXT_SIZES)
def test_the_text_size_line_fits_in_every_window_at_every_size_in_every_language(tmp_path, size, page):
    """The Text size line of Settings and of the first start's page, chosen at each size, in every
    window, even one too small for the size (the line then says the size drawn there: longer)."""
    app = open_app(tmp_path)
    app.settings.text_size = size
    app.use_access_settings()
    app.window.minimum_size = (1, 1)  # let the forced 640 x 360 through, as some window managers do
    for language in i18n.languages():
        app.set_language(language)
        app.stack.replace(page(app))
        app.step_frame()
        shown = app.stack.top
        shown.menu.focus = shown.menu.items.index(shown.text_size)
        for window in SIZES + ((2560, 1440),):
            app.window.size = window
            app.step_frame((), 0)
            text_audit.start_audit(app.surface)
            app.step_frame((), 0)
            notes = text_audit.stop_audit()
            assert shown.text_size.text in " ".join(note.text for note in notes)  # in view, maybe in two lines
            assert problems_in(notes, app.surface.get_rect(), least_height(app.surface)) == []
    app.close()


@pytest.fixture
def states(screen_states):
    return screen_states  # the run's, shared with the other checks of every screen (tests/app/conftest.py)


# Where each size is checked: the sizes above 100 % from the window each is drawn in up
# (game.shell.text_size.CHECKED_FROM), 200 % at 2560 x 1440 too.
CHECKED_IN = {LARGER: WINDOWS, LARGEST: WINDOWS, 2.0: ((1920, 1080), (2560, 1440))}


# How the screens reflow rather than shrink as the text grows: rows and headers that grow (at 200 %
# no further than at 150 % where the room is short), columns that widen to their texts, a name or
# a game's heading left out where the list beside says it, a message in the hint's place, lines
# that wrap instead of shrinking below the floor, the tutorials' smaller ramp beside a wider guide,
# choices and notes that scroll (with a scroll bar), the setup's seat rows across the room of its
# controls panel (left out at 200 %: each row says its device), the game choice's list narrowed to
# its labels, the longest share code on a page of its own, PILUS's line along the bottom as tall as
# the players' controls need, task cards two a row, the review's loss and buttons beside the board.
@pytest.mark.parametrize("size, screen, language", [(size, screen, language) for size in TEXT_SIZES[1:]
                                                    for screen in screen_names() for language in i18n.languages()])
def test_every_screen_in_every_language_fits_at_every_text_size_offered(states, size, screen, language):
    """Nothing out of its box, over another text or below the floor, the floor itself as much higher."""
    text_size.set_factor(size)
    assert check(states.app, states, languages=[language], sizes=CHECKED_IN[size], screens=[screen]) == []


def test_pilus_players_rows_stay_in_the_side_panel_under_the_tutorials_words_at_200_percent(states):
    """The words above the table shorten the side panel: its rows close up rather than run below its edge."""
    states.app.set_language("de")
    states.show("pilus tutorial mouse")
    text_size.set_factor(2.0)
    states.app.window.size = (1920, 1080)
    states.app.step_frame((), 0)
    layout = states.app.stack.top.layout
    assert all(layout.side.contains(row) for row in layout.rows)
    states.app.window.size = (1280, 720)


def test_pilus_tutorials_what_to_do_goes_over_the_hand_where_the_words_above_have_no_room_at_200_percent(states):
    """The first step in French with the mouse: its words and what to do take five lines at the floor, more than
    the band above the table may; what to do is still said whole, over the hand, free in that step."""
    from game.shell.input import MOUSE, Seat
    from sprites import text_audit
    app = states.app
    app.set_language("fr")
    states.show("pilus tutorial 1 look")
    scene = app.stack.top
    app.input.set_seats([Seat(scene.seats[0].name, MOUSE), *scene.seats[1:]])
    text_size.set_factor(2.0)
    app.window.size = (1920, 1080)
    app.step_frame((), 0)
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    over_hand = " ".join(note.text for note in notes if scene.layout.tray.contains(note.rect))
    assert over_hand == scene.mode._do_line() and "Origine" in over_hand
    app.window.size = (1280, 720)


def _drawn(app) -> set[str]:
    """The lines drawn whole on the screen in a frame."""
    from sprites import text_audit
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    return {note.text for note in text_audit.stop_audit() if note.on_screen}


def _hint_drawn(app) -> str:
    """The hint line drawn in a frame."""
    from tests.app.hint_words import hints_drawn
    with hints_drawn() as hints:
        app.step_frame((), 0)
    return " ".join(text for text, __ in hints)


def _daily_try_at_200_percent(app, language: str):
    """A worse practice try of the day's challenge, at 200 % in a 1920 x 1080 window: its notes
    beside the table take more than the window's height."""
    from tools.screen_states import ScreenStates
    app.set_language(language)
    ScreenStates(app).show("daily results, a worse practice try")
    text_size.set_factor(2.0)
    app.window.size = (1920, 1080)
    return app.stack.top


def _thumb_at(app, scene, top: bool) -> bool:
    """The scroll bar's thumb is at the top (or bottom) of its track beside the notes."""
    from sprites import palette
    view, s = scene.column.view, app.surface
    x = view.right + ui.px(s, 24) + ui.px(s, 6) // 2
    return tuple(s.get_at((x, view.y + ui.px(s, 12) if top else view.bottom - ui.px(s, 12))))[:3] == palette.ACCENT


@pytest.mark.parametrize("language", ["de", "nl"])
def test_a_daily_tries_notes_scroll_into_sight_with_page_down_at_200_percent(app, language):
    """What keeping the try did ends with where its replay went: below the window at first, with a
    scroll bar beside the notes at the top of its track; Page Down brings the last note in, Page Up the first back;
    the hint line says so."""
    scene = _daily_try_at_200_percent(app, language)
    first, last = scene.kept.headlines[0][0], scene.kept.notes[-1][0]
    # The hint says how from the first frame drawn (the screen then rests), in the keyboard's words,
    # and that frame fits as the next ones do.
    up, down = key_name(pygame.K_PAGEUP), key_name(pygame.K_PAGEDOWN)
    scrolls = _("{up} and {down}, or the mouse wheel, to scroll", up=up, down=down)
    text_audit.start_audit(app.surface)
    assert scrolls in _hint_drawn(app)
    assert problems_in(text_audit.stop_audit(), app.surface.get_rect(), least_height(app.surface)) == []
    shown = _drawn(app)
    assert last not in shown and any(line in first for line in shown)
    assert _thumb_at(app, scene, top=True) and not _thumb_at(app, scene, top=False)
    for __ in range(3):
        app.step_frame(tap(pygame.K_PAGEDOWN), 0)
    assert last in _drawn(app) and _thumb_at(app, scene, top=False)
    hint = _hint_drawn(app)
    assert scrolls in hint and "LB" not in hint  # the keyboard's reader: no pad's buttons
    for __ in range(3):
        app.step_frame(tap(pygame.K_PAGEUP), 0)
    shown = _drawn(app)
    assert last not in shown and any(line in first for line in shown)


def test_the_wheel_over_a_daily_tries_notes_scrolls_them_and_over_the_choices_walks_the_choices_at_200_percent(app):
    scene = _daily_try_at_200_percent(app, "de")
    last = scene.kept.notes[-1][0]
    for __ in range(60):  # the results seen a moment: their choices take input
        app.step_frame()
    focus = scene.menu.focus
    over_choices = scene.menu.focused.rect.center
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=over_choices, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)], 0)
    assert scene.menu.focus != focus and scene.scroll == 0  # a list shown in part: the wheel walks it
    over_notes = scene.column.view.center
    app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=over_notes, rel=(0, 0), buttons=(0, 0, 0))], 0)
    for __ in range(20):
        app.step_frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                           precise_y=-1.0)], 0)
    assert last in _drawn(app)


def test_a_pads_shoulder_buttons_scroll_a_daily_tries_notes_at_200_percent(tmp_path):
    from game.shell.input.input_map import open_real_pad
    from game.shell.input.pads import RAW_ORDER
    from tests.app.virtual_pads import LB, RB, plug_in, sdl_library, unplug_all
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("no SDL library found beside pygame-ce to make virtual joysticks with")
    app, pads = open_app(tmp_path, open_pad=open_real_pad), []
    try:
        scene = _daily_try_at_200_percent(app, "nl")
        pads += plug_in(sdl, app, 1)  # picked up at the results
        # Its buttons as SDL maps them, or in the Xbox order where SDL has no mapping for it.
        lb, rb = (LB, RB) if app.input.pads[pads[0].instance_id].mapped else \
            (RAW_ORDER.index("leftshoulder"), RAW_ORDER.index("rightshoulder"))
        last = scene.kept.notes[-1][0]
        assert last not in _drawn(app)
        for __ in range(3):
            pads[0].button(rb)
        assert last in _drawn(app)
        # The hint says how, as the pad prints its shoulder buttons: not Page Up, Page Down or the wheel.
        family = app.input.bindings.family(app.input.last_device)
        hint = _hint_drawn(app)
        assert _("{up} and {down} to scroll", up=pad_button_name("leftshoulder", family),
                 down=pad_button_name("rightshoulder", family)) in hint
        assert key_name(pygame.K_PAGEDOWN) not in hint and named("mouse", MOUSE_WHEEL).lower() not in hint.lower()
        for __ in range(3):
            pads[0].button(lb)
        assert last not in _drawn(app) and scene.scroll == 0
    finally:
        unplug_all(sdl, pads)
        app.close()
