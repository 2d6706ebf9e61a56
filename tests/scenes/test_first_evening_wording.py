"""What a new player reads and sees on the ramp boards and text pages: the
rules' words, only what costs points, and no half-cut lines (issue 14, item 12)."""
import pygame

from game.content.ramp import load_edition
from game.shell.input import KEYS_LEFT, Seat
from game.i18n import _
from scenes.ramp.ramp_screen import RampGameScene
from sprites import palette, ui
from sprites.ramp_board_view import board_art, layout_ramps


def dot_pixels(game_id: str, round_index: int) -> int:
    edition = load_edition(game_id)
    board = edition.boards[round_index]
    [geometry] = layout_ramps(pygame.Rect(0, 0, 600, 700), 1, board.width, board.height, 2, 40, 10)
    art = board_art(game_id, board, geometry)
    return sum(1 for x in range(art.get_width()) for y in range(art.get_height()) if art.get_at((x, y))[:3] == palette.SLOT_DOT)


def test_only_boards_where_empty_fields_cost_points_show_dots(app):
    assert "dots" in load_edition("fits").boards[0].rules and dot_pixels("fits", 0) > 0
    mini = load_edition("fits-mini")
    assert all("dots" not in board.rules for board in mini.boards)
    assert dot_pixels("fits-mini", 0) == 0


def test_board_rules_say_field_and_the_start_piece_is_a_shape_not_a_code(app):
    edition = load_edition("fits")
    assert _("Uncovered field: {points:+d}", points=-1) == "Uncovered field: \u22121"
    scene = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], seed=5)
    app.stack.push(scene)
    app.step_frame()
    start = scene.state.deal[0].start[0]
    status = scene.drawing.header_status(scene.state, 0, neutral_held=False)
    assert all(start not in form for form in status) and status == ("Start piece:", "Start:")
    icon = scene.drawing._header_icon(0, scene.views[0].geometry, scene.state.deal[0])
    rows = edition.pieces[start].rows
    across, down = max(len(rows), len(rows[0])), min(len(rows), len(rows[0]))  # lying flat
    assert icon.get_width() * down == icon.get_height() * across  # the piece's own proportions


def test_a_scrolled_text_page_shows_no_half_cut_line(app):
    surface = pygame.Surface((640, 360))
    text = "\n".join(f"Line {n} of a long page of rules, wrapped and scrolled" for n in range(40))
    rect = pygame.Rect(20, 40, 600, 280)
    line_h = ui.font(ui.text_size(surface, ui.BODY)).get_linesize()
    for scroll in (line_h // 2, line_h + line_h // 3, 5 * line_h - 3):
        surface.fill((0, 0, 0))
        ui.draw_paragraphs(surface, text, ui.BODY, (255, 255, 255), rect, scroll)
        rows_drawn = [y for y in range(rect.y, rect.bottom)
                      if any(surface.get_at((x, y))[:3] != (0, 0, 0) for x in range(rect.x, rect.right, 2))]
        assert rows_drawn
        # The first ink is a whole line below the top edge: nothing cut off above it.
        first = rows_drawn[0]
        image = ui.render("Line 1", ui.text_size(surface, ui.BODY), (255, 255, 255))
        assert first >= rect.y and first - rect.y < line_h + image.get_height()
        top_rows = range(rect.y, rect.y + 2)
        assert not any(surface.get_at((x, y))[:3] != (0, 0, 0) for y in top_rows for x in range(rect.x, rect.right))
        bottom_rows = range(rect.bottom - 2, rect.bottom)
        assert not any(surface.get_at((x, y))[:3] != (0, 0, 0) for y in bottom_rows for x in range(rect.x, rect.right))
