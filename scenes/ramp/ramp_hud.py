"""Screen layout and the text around the ramps, shared by the ramp game, the
round results and the replay viewer: where the ramps and the card column go,
the backdrop kept between frames, each ramp's header (name, score, status),
the veil over a ramp whose player is not deciding, a seat's controls card and set-aside
tray. The card column beside the ramps is scenes.ramp.card_column's.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.rules.ramp_data import Edition
from game.i18n import _
from sprites import palette, text_audit, ui
from sprites.piece import lying_flat, shape_icon
from sprites.ramp_board_view import RampGeometry, hover_rows_for, layout_ramps
from sprites.static_layer import Region, display_surface

SIDEBAR_W = 260   # design pixels
MARGIN = 14
HEADER_H = 58
HINT_H = 34
NAME_SIZE = 26
SYMBOL = 22  # the seat symbol's side before the name
STATUS_SIZE = 21
SCORE_GAP = 20  # at least this much room (in 1280x720 pixels) between a name and its score in words


class Backdrop:
    """A window-sized picture kept between frames and redrawn only when its key
    changes; the surface is made (and converted) once per window size."""

    def __init__(self):
        self._surface: pygame.Surface | None = None
        self._key = None

    def get(self, size, key, draw) -> pygame.Surface:
        """The picture for `key`, calling draw(surface) first when the key changed."""
        if self._surface is None or self._surface.get_size() != size:
            self._surface = display_surface(size)
            self._key = None
        if key != self._key or text_audit.auditing():  # the fit check sees every text drawn, kept or not
            text_audit.same_as_screen(self._surface)
            draw(self._surface)
            self._key = key
        return self._surface


def draw_ramps_backdrop(surface, views, hint: str):
    """The background, every ramp's printed art and the hint line: what stays for a whole round."""
    draw_ramps_art(surface, views)
    ui.draw_hint(surface, hint)


def draw_ramps_art(surface, views):
    ui.fill_background(surface)
    for view in views:
        view.draw_art(surface)


def hint_region(size, side: pygame.Rect, hint: str) -> Region:
    """The line of control hints along the bottom, under the ramps and the card column."""
    band = pygame.Rect(0, side.bottom, size[0], size[1] - side.bottom)
    return Region("hint", band, hint, partial(ui.draw_hint, text=hint, band=band))


def screen_layout(surface: pygame.Surface, edition: Edition, count: int, header_h: int = 0,
                  statuses: tuple[str, ...] = ()) -> tuple[list[RampGeometry], pygame.Rect]:
    """Ramps side by side on the left, the card column on the right; header_h: a header
    taller than header_height's (the round's scoring lines under the names); statuses: the
    shortest words a header's second line may say: where one is wider than the header (four
    narrow ramps at a large text size), the headers grow for the lines it wraps into."""
    w, h = surface.get_size()
    margin = ui.px(surface, MARGIN)
    width = sidebar_width(surface)
    side = pygame.Rect(w - width - margin, margin, width, h - 2 * margin - hint_height(surface))
    area = pygame.Rect(margin, margin, side.x - 2 * margin, side.h)
    header_h = max(header_h, header_height(surface))
    for __ in range(3):  # a taller header may make narrower ramps, their status wrapping again
        ramps = layout_ramps(area, count, edition.width, edition.height, hover_rows_for(edition), header_h, margin)
        grown = second_line_offset(surface) + status_height(surface, ramps[0].header.w, statuses) + ui.px(surface, 4)
        if grown <= header_h:
            break
        header_h = grown
    return ramps, side


def status_height(surface, header_w: int, statuses: tuple[str, ...]) -> int:
    """The height of the most lines one of `statuses` wraps into in a header `header_w` wide."""
    size = ui.text_size(surface, STATUS_SIZE)
    lines = max((len(ui.wrap(status, size, header_w - ui.px(surface, 8))) for status in statuses), default=1)
    return lines * ui.font(size).get_linesize()


def hint_height(surface) -> int:
    """The room kept under the ramps and the card column for the hint line: the design's, or
    two lines at the readable floor where those are taller (a large text size: a long hint wraps)."""
    return max(ui.px(surface, HINT_H), 2 * ui.font(ui.min_text_px(surface)).get_linesize() - ui.px(surface, MARGIN))


def sidebar_width(surface) -> int:
    """The card column's width: the design's, widened as much as its text is drawn
    larger than the design (ui.text_growth), so its lines and the words on its cards
    wrap as designed and every card keeps its room."""
    return round(ui.px(surface, SIDEBAR_W) * ui.text_growth(surface))


def score_fits_beside(surface, g: RampGeometry, name: str, score: str) -> bool:
    """Whether `score` (in words: 'This round: +3') keeps clear of `name` on the header's
    first line (16: the margins either side and the gap after the symbol)."""
    size = ui.text_size(surface, NAME_SIZE)
    room = g.header.w - ui.px(surface, SYMBOL) - ui.px(surface, 16 + SCORE_GAP)
    return ui.text_width(score, size) + ui.text_width(name, size) <= room


def second_line_offset(surface) -> int:
    """How far below the header's top its second line (the status) starts: under the name and
    its symbol, lower where a larger text size makes the name's line taller than the symbol."""
    name_h = ui.font(ui.text_size(surface, NAME_SIZE)).get_linesize()
    return max(ui.px(surface, 4 + SYMBOL + 6), ui.px(surface, 4 + 2) + name_h)


def second_line_y(surface, g: RampGeometry) -> int:
    return g.header.y + second_line_offset(surface)


def header_height(surface) -> int:
    """The design's header, taller where a larger text size needs it for both lines (the board's art gives the room)."""
    status_h = ui.font(ui.text_size(surface, STATUS_SIZE)).get_linesize()
    return max(ui.px(surface, HEADER_H), second_line_offset(surface) + status_h + ui.px(surface, 4))


def draw_header(surface, g: RampGeometry, seat: int, name: str, score: str = "",
                status: str | tuple[str, ...] = "", status_colour=None,
                icon: pygame.Surface | None = None) -> int:
    """Seat symbol, name and score on the first line; what the seat is doing on the
    second, followed by `icon` (a small picture the words refer to). A status given in
    several forms, longest first, is said in the first that fits the header at its size.
    Returns where a line under the header's goes."""
    symbol = ui.px(surface, SYMBOL)
    x, y = g.header.x + ui.px(surface, 4), g.header.y + ui.px(surface, 4)
    palette.draw_player_cell(surface, pygame.Rect(x, y, symbol, symbol), seat)
    name_right = g.header.right - ui.px(surface, 4)
    if score:
        name_right = ui.draw_text(surface, score, NAME_SIZE, palette.TEXT, (name_right, y), "topright",
                                  box=g.header).x - ui.px(surface, 6)
    ui.draw_text(surface, name, NAME_SIZE, palette.player_colour(seat), (x + symbol + ui.px(surface, 8), y),
                 width=name_right - (x + symbol + ui.px(surface, 8)), box=g.header, elide=True)
    below = second_line_y(surface, g)
    if status:
        room = g.header.w - ui.px(surface, 8) - (icon.get_width() + ui.px(surface, 8) if icon else 0)
        forms = (status,) if isinstance(status, str) else status
        size = ui.text_size(surface, STATUS_SIZE)
        status = next((form for form in forms if ui.text_width(form, size) <= room), forms[-1])
        lines = ui.wrap(status, size, room)
        if len(lines) * ui.font(size).get_linesize() > g.header.bottom - below:
            lines = [status]  # no room under it for more lines: one line, shrunk at most to the floor
        for line in lines:  # more than one only in a header made taller for it (a large text size)
            text = ui.draw_text(surface, line, STATUS_SIZE, status_colour or palette.TEXT_DIM, (x, below), width=room,
                                box=g.header)
            below = text.bottom
        if icon:
            text_audit.note_cover(surface, surface.blit(icon, icon.get_rect(midleft=(text.right + ui.px(surface, 8),
                                                                             text.centery))))
    return below


_veils: dict[tuple[int, int], pygame.Surface] = {}


def draw_ramp_veil(surface, g: RampGeometry, text: str):
    """Dim a ramp's hover lane and say why nobody's piece hovers there."""
    veil = _veils.get(g.hover.size)
    if veil is None:
        veil = _veils[g.hover.size] = pygame.Surface(g.hover.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
    surface.blit(veil, g.hover.topleft)
    ui.draw_text(surface, text, STATUS_SIZE + 3, palette.TEXT, g.hover.center, "center",
                 width=g.hover.w - ui.px(surface, 6), box=g.hover)


# A warning over a ramp is read at a glance: larger than the status lines, wrapped, shrunk only
# where a word is wider than the ramp (a long word at a large text size), down to the readable
# floor, and cut where it is wider still (a French key's name over one of four ramps at 200 %).
MESSAGE_SIZE = 30


def draw_message(surface, g: RampGeometry, text: str):
    """A short warning over the ramp (a refused move), in as many lines as it needs at
    MESSAGE_SIZE, ending where one line would."""
    width = g.panel.w - ui.px(surface, 18)
    size = ui.text_size(surface, MESSAGE_SIZE)
    longest = max(ui.wrap(text, size, 1), key=lambda word: ui.text_width(word, size))
    size = ui.shrink_to_width(longest, size, width, least=ui.min_text_px(surface))
    lines = ui.wrap(text, size, width, cut=True)
    images = [ui.render(line, size, palette.TEXT_DARK) for line in lines]  # dark on the warning's salmon
    line_h = ui.font(size).get_linesize()
    box = pygame.Rect(0, 0, max(image.get_width() for image in images), line_h * len(images)).inflate(
        ui.px(surface, 10), ui.px(surface, 6))
    box.center = (g.hover.centerx, g.hover.bottom - ui.px(surface, 16) - (len(images) - 1) * line_h // 2)
    box.top = max(box.top, g.header.bottom)  # many lines (a large text size) reach down over the board, not the name
    pygame.draw.rect(surface, palette.WARNING, box, border_radius=ui.px(surface, 6))
    y = box.y + ui.px(surface, 3)
    for line, image in zip(lines, images):
        text_audit.note_text(surface, line, surface.blit(image, image.get_rect(midtop=(box.centerx, y))), g.panel)
        y += line_h


CARD_SIZE = 22  # design size of a seat's controls card


def draw_controls_card(surface, g: RampGeometry, title: str, lines: list[str]):
    """A seat's own controls on its board as its game begins (its device, then one line per
    action), until the seat first acts: who plays with what is said where each one looks.
    A word wider than the board (four narrow ramps at a large text size: 'Muisaanwijzer')
    widens the card to the ramp's frame, is set no larger than that holds (down to the
    readable floor), and is cut there if it is wider still."""
    size = max(ui.text_size(surface, CARD_SIZE), ui.min_text_px(surface))
    texts = [(title, palette.ACCENT)] + [(line, palette.TEXT) for line in lines]
    outer, width = g.grid.w - ui.px(surface, 8), g.grid.w - ui.px(surface, 16)
    longest = max((word for text, __ in texts for word in ui.wrap(text, size, 1)), key=lambda w: ui.text_width(w, size))
    if ui.text_width(longest, size) > width:
        outer, width = g.panel.w, g.panel.w - ui.px(surface, 8)
        size = ui.shrink_to_width(longest, size, width, least=ui.min_text_px(surface))
    wrapped = [(line, colour) for text, colour in texts for line in ui.wrap(text, size, width, cut=True)]
    line_h = ui.font(size).get_linesize()
    room = (g.grid.h - ui.px(surface, 18)) // line_h  # lines the board holds (a small window, four ramps)
    if len(wrapped) > room:  # the first lines, and '…': the rest is in the pause menu's controls
        wrapped = wrapped[:max(1, room - 1)] + [("…", palette.TEXT_DIM)]
    box = pygame.Rect(0, 0, outer, line_h * len(wrapped) + ui.px(surface, 12))
    box.midtop = (g.grid.centerx, g.grid.y + ui.px(surface, 6))
    ui.draw_panel(surface, box)
    y = box.y + ui.px(surface, 6)
    for line, colour in wrapped:
        image = ui.render(line, size, colour)
        text_audit.note_text(surface, line, surface.blit(image, image.get_rect(midtop=(box.centerx, y))), box)
        y += line_h


TRAY_SIZE = 20  # design size of the tray's label


def draw_tray(surface, g: RampGeometry, pieces: list[tuple[str, ...]], seat: int):
    """FITS: the pieces set aside this round on the ramp's foot, named 'Set aside' (a tray
    beside the board), so a piece set aside is seen to go somewhere, its shape readable."""
    if not pieces:
        return
    foot = pygame.Rect(g.panel.x, g.grid.bottom + g.cell // 6, g.panel.w, g.panel.bottom - g.grid.bottom - g.cell // 6)
    shapes_h = foot.h - 4
    # Small ramps at a large text size (four at 200 %): the label wraps where it is wider than the
    # ramp, and the tray reaches below the foot for its lines.
    size, pad = ui.text_size(surface, TRAY_SIZE), ui.px(surface, 6)
    lines = ui.wrap(_("Set aside"), size, foot.w - 2 * pad)
    line_h = ui.font(size).get_linesize()
    foot.h = max(foot.h, line_h * len(lines) + 4)
    pygame.draw.rect(surface, palette.BACKGROUND, foot.inflate(-2, -2), border_radius=max(2, g.cell // 4))
    top = foot.centery - line_h * len(lines) // 2
    right = max(ui.draw_text(surface, line, TRAY_SIZE, palette.TEXT_DIM, (foot.x + pad, top + i * line_h),
                             box=foot).right for i, line in enumerate(lines))
    room = pygame.Rect(right + pad, foot.y + 2, foot.right - right - ui.px(surface, 10), shapes_h)
    flat = [lying_flat(rows) for rows in pieces]  # at most three cells high
    cell = max(2, min(room.h // max(len(rows) for rows in flat), g.cell // 2))
    icons = [shape_icon(rows, cell, palette.player_colour(seat)) for rows in flat]
    gap = cell
    width = sum(icon.get_width() for icon in icons) + gap * (len(icons) - 1)
    last = icons[-1].get_width()
    # Many pieces overlap a little, spread so that the last one ends at the tray's edge (not past the board).
    squeeze = min(1.0, max(0, room.w - last) / max(1, width - last))
    x = room.x
    for icon in icons:
        surface.blit(icon, icon.get_rect(midleft=(round(x), room.centery)))
        x += (icon.get_width() + gap) * squeeze
