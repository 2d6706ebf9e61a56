"""Texts drawn side by side or one under another keep their room, through the real
loop headless, in the languages whose words are longest there: a round's points
in words with a player's name on the scoring screen (German BITS says 'Dieser Durchgang'),
and a PILUS player's status under their name in the side panel (French)."""
import pytest

from sprites import text_audit, ui
from tools.screen_states import NAMES

SIZES = [(1280, 720), (1920, 1080), (960, 540)]


@pytest.fixture
def states(screen_states):
    """The run's shared screen states (tests/app/conftest.py): the games behind a screen are played
    once a run. These checks, like the text fit's, draw a state without moving time on, in the
    language and window size each sets."""
    return screen_states


def drawn(app, states, screen, size):
    app.window.size = size
    states.show(screen)
    app.step_frame((), 0)  # lay out at this size
    text_audit.start_audit(app.surface)
    app.step_frame((), 0)
    return [note for note in text_audit.stop_audit() if note.on_screen]


@pytest.mark.parametrize("language", ["de", "en", "fr", "nl"])
def test_every_header_says_the_rounds_points_in_words_clear_of_the_players_name(states, language):
    """Beside every name where they fit beside each, else under every name: never a bare
    '+3' (German BITS for four at 960x540 said only that), and the headers read alike."""
    app = states.app
    app.set_language(language)
    seen = set()
    for screen, players in (("round scoring", 3), ("round scoring four players", 4)):
        for size in SIZES:
            notes = drawn(app, states, screen, size)
            gap = ui.px(app.surface, 18)  # about three spaces: the words read apart from the name
            places = set()
            for name in NAMES[:players]:
                # The header's name, drawn before the card column's breakdown names it again.
                shown = next(note for note in notes if note.text == name)
                [points] = [note for note in notes if note.box == shown.box and note.text != name and (
                    note.rect.top == shown.rect.top or note.rect.left <= shown.rect.left)]  # in the same header
                assert any(ch.isalpha() for ch in points.text) and points.text[-1].isdigit(), (screen, size, name)
                if points.rect.top == shown.rect.top:
                    places.add("beside")
                    assert points.rect.left - shown.rect.right >= gap, (screen, size, name, points.text)
                else:
                    places.add("under")
                    assert points.rect.top >= shown.rect.bottom - 1, (screen, size, name, points.text)
            assert len(places) == 1, (screen, size, places)
            seen |= places
    assert language != "en" or "beside" in seen  # the words sit beside the name where there is room


def test_a_pilus_status_of_one_line_sits_in_the_middle_of_its_room_under_the_name(states):
    app = states.app
    app.set_language("fr")
    for size in SIZES:
        notes = drawn(app, states, "pilus mid-game", size)
        for name in NAMES[:2]:
            [shown] = [note for note in notes if note.text == name]
            [status] = [note for note in notes if note.text.startswith("Pion ") and note.box.collidepoint(
                shown.rect.topleft)]
            row = status.box
            above = status.rect.top - shown.rect.bottom
            below = row.bottom - ui.px(app.surface, 8) - status.rect.bottom
            assert above >= 0 and abs(above - below) <= 2, (size, name, above, below)


@pytest.mark.parametrize("language", ["de", "nl"])
def test_a_share_line_too_long_for_one_line_breaks_between_its_parts(states, language):
    """'Slide & Stack Tagesaufgabe 2026-11-26' over 'PILUS: gewonnen, 195 Punkte', never
    '... 195' over a lone 'Punkte'."""
    app = states.app
    app.set_language(language)
    broken = 0
    for size in SIZES:
        notes = drawn(app, states, "pilus daily results", size)
        share = app.stack.top.kept.share
        texts = [note.text for note in notes]
        first = next(i for i, text in enumerate(texts) if text.startswith("Slide & Stack"))
        lines = [text for text in texts[first:first + 3] if text in share]  # the lines drawn one after another
        assert " · ".join(lines) == share, (size, lines)
        broken += len(lines) > 1
    assert broken  # at one size at least, it takes two lines


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
def test_a_wrapped_caption_keeps_a_number_with_its_unit(states, language):
    """'Karte von Stapel 1: andere Fläche aus' over '4 Feldern', not '… aus 4' over 'Feldern'
    (the catalogues tie them with a no-break space)."""
    app = states.app
    app.set_language(language)
    wrapped = 0
    for screen in ("round scoring", "round scoring four players"):
        for size in SIZES:
            notes = drawn(app, states, screen, size)
            scene = app.stack.top
            for player in range(len(scene.seats)):
                caption = scene.caption(player)
                g = scene.views[player].geometry  # the caption over the board (the breakdown beside says it too)
                lines = [note.text for note in notes if note.text and note.text in caption
                         and g.header.union(g.hover).contains(note.rect)]
                if len(lines) > 1 and " ".join(lines) == caption:
                    wrapped += 1
                    assert not any(line[-1].isdigit() for line in lines[:-1]), (screen, size, lines)
    assert wrapped  # some caption took two lines


@pytest.mark.parametrize("design_size", [ui.SMALL, ui.BODY, 40, 64])
def test_a_line_with_an_accented_capital_sits_on_the_same_baseline_as_its_neighbours(app, design_size):
    """'Über diese Ausgaben' level with 'Uber', 'Écran titre' with 'Ecran titre': SDL_ttf drew a line
    whose capital's accent rises above the face two or three pixels lower than the lines beside it."""
    import pygame
    surface = pygame.Surface((1280, 200))
    for accented, plain in (("Über", "Uber"), ("Écran titre", "Ecran titre"), ("À propos", "A propos")):
        surface.fill((0, 0, 0))
        left = ui.draw_text(surface, accented, design_size, (255, 255, 255), (10, 20))
        right = ui.draw_text(surface, plain, design_size, (255, 255, 255), (640, 20))

        def lowest_row(rect):
            return max(y for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
                       if surface.get_at((x, y))[0] > 128)
        assert lowest_row(left) == lowest_row(right), (accented, design_size)


@pytest.mark.parametrize("bold", [False, True])
def test_the_accent_room_table_is_what_each_face_measures_at_every_size_it_holds(bold):
    """The table the lines' baselines come from (tools/measure_accent_room.py) says at every point
    size what the face's own accented capitals measure: a new face or SDL_ttf asks to run the tool."""
    import pygame
    from game.content.paths import FONT_FILES
    from sprites import accent_room
    pygame.font.init()
    first, rooms = accent_room._table()
    room = rooms[accent_room.FACES[bold]]
    assert first == 4 and len(room) >= 400  # up to the title at 200 % in a 4K window
    measured = [accent_room.measured(pygame.font.Font(FONT_FILES[bold], first + i)) for i in range(len(room))]
    assert room == measured
    assert len(set(room)) > 30  # hinting: a room per size, no one number


def test_a_damaged_accent_room_table_is_measured_instead_and_said(tmp_path, monkeypatch, caplog):
    import pygame
    from game.content.paths import FONT_FILES
    from sprites import accent_room
    pygame.font.init()
    face = pygame.font.Font(FONT_FILES[True], 69)
    kept = accent_room.accent_room(face, True)
    broken = tmp_path / "accent-room.json"
    broken.write_text('{"first point size": 4, "regular": [1, 2], "bold": "x"', encoding="utf-8")
    monkeypatch.setattr(accent_room, "ACCENT_ROOM_FILE", broken)
    accent_room._table.cache_clear()
    try:
        assert accent_room.accent_room(face, True) == kept == accent_room.measured(face)
        assert "cannot be read" in caplog.text
    finally:
        accent_room._table.cache_clear()
