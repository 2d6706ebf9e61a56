"""The PILUS screen around the table: where the table, the side panel and the
hand tray go, and what they show (players with score and pawn, the draw
pile, the deal number, the hand, the preview line, the turn banner, labels
over the table).

Functions only draw what they are given; the game scene asks the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import i18n
from sprites import menu_widgets, palette, text_audit, ui
from sprites.camera import DEFAULT_CELL
from sprites.pilus_tile import TileImages

SIDE_W = 270  # design pixels
MARGIN = 14
TRAY_H = 124
INFO_MIN_W = 240  # design pixels: narrower beside the hand, the words go over it (INFO_LINES_OVER lines at most)
INFO_LINES_OVER = 3
INFO_LINES = 6  # the most lines the words beside the hand take at the readable floor (German, beside the button)
HINT_H = 30
ROW_H = 74
SYMBOL = 26
BUTTON_W = 250


@dataclass(frozen=True)
class PilusLayout:
    table: pygame.Rect
    side: pygame.Rect
    tray: pygame.Rect
    slots: tuple[pygame.Rect, ...]  # the hand's tiles, left to right
    info: pygame.Rect               # the preview and prompt lines, beside the button
    info_wide: pygame.Rect          # the same where no button is offered: up to the tray's edge
    button: pygame.Rect             # leave the pawn / pass
    rows: tuple[pygame.Rect, ...]   # one per player in the side panel


def screen_layout(surface: pygame.Surface, players: int, hand_size: int = 3, hints: tuple[str, ...] = ()) -> PilusLayout:
    """The table at the top left, the hand's tray under it, the side panel on the right, the
    line along the bottom as tall as the longest of `hints` (the players' controls) needs.
    What holds text (the side panel, its rows, the tray's lines) grows as much as the
    text is drawn above the design (ui.text_growth: a window forced small)."""
    w, h = surface.get_size()
    growth = ui.text_growth(surface)

    def p(design):
        return ui.px(surface, design)

    def text_room(design):
        return round(p(design) * growth)

    m = p(MARGIN)
    pad = p(12)
    # Two lines of hints at the floor, more where a player's controls take more (200 %: the German mouse's three).
    hint_lines = max([2] + [ui.hint_lines(surface, hint) for hint in hints])
    hint_h = max(p(HINT_H), hint_lines * ui.font(ui.min_text_px(surface)).get_linesize())
    side = pygame.Rect(w - m - text_room(SIDE_W), m, text_room(SIDE_W), h - 2 * m - hint_h)
    tray_h = max(p(TRAY_H), 2 * pad + INFO_LINES * ui.font(ui.min_text_px(surface)).get_linesize())
    size = p(TRAY_H) - 2 * pad
    tray_w = side.x - 2 * m
    beside = tray_w - 2 * pad - hand_size * (size + pad) - p(BUTTON_W) - pad  # the words' room beside the hand
    # Too narrow beside the hand for the words (a larger text size widens the side panel): they go
    # over the hand, across the tray, in a tray made taller for them; the table gives the room.
    over = ui.font(ui.text_size(surface, ui.SMALL)).get_linesize() * INFO_LINES_OVER if beside < text_room(INFO_MIN_W) else 0
    if over:
        tray_h = 3 * pad + over + size
    tray = pygame.Rect(m, side.bottom - tray_h, tray_w, tray_h)
    table = pygame.Rect(m, m, tray.w, tray.y - 2 * m + m // 2)
    hand_y = tray.bottom - pad - size if over else tray.centery - size // 2
    slots = tuple(pygame.Rect(tray.x + pad + i * (size + pad), hand_y, size, size) for i in range(hand_size))
    button = pygame.Rect(0, 0, p(BUTTON_W), p(56))
    button.midright = (tray.right - pad, hand_y + size // 2)
    info_x = tray.x + pad + hand_size * (size + pad)
    info = pygame.Rect(info_x, tray.y + pad, button.x - pad - info_x, tray.h - 2 * pad)
    info_wide = pygame.Rect(info_x, info.y, tray.right - pad - info_x, info.h)
    if over:
        info = info_wide = pygame.Rect(tray.x + pad, tray.y + pad, tray.w - 2 * pad, over)
    return PilusLayout(table, side, tray, slots, info, info_wide, button, player_rows(surface, side, players))


def player_rows(surface: pygame.Surface, side: pygame.Rect, players: int) -> tuple[pygame.Rect, ...]:
    """One row per player in the side panel, under its heading. A row holds the name line and,
    under it, a status in one line or two (draw_status); where the panel is too short for such
    rows (the tutorial's words above it at a large text size) they close up, down to one line."""
    growth = ui.text_growth(surface)
    gap = ui.px(surface, 8)
    top = side.y + round(ui.px(surface, 64) * growth)
    line = ui.font(ui.text_size(surface, ui.SMALL - 6)).get_linesize()
    first = max(ui.px(surface, SYMBOL), ui.font(ui.text_size(surface, ui.BODY - 4)).get_linesize())
    row_h = max(round(ui.px(surface, ROW_H) * growth), 2 * gap + first + 2 * line)
    if top + players * (row_h + gap) > side.bottom:
        row_h = max((side.bottom - top) // players - gap, 2 * gap + first + line)
    return tuple(pygame.Rect(side.x + ui.px(surface, 10), top + i * (row_h + gap), side.w - ui.px(surface, 20), row_h)
                 for i in range(players))


@dataclass(frozen=True)
class PlayerLine:
    """One player as the side panel shows them."""

    name: str
    score: int
    status: str          # pawn and hand, or 'thinking'
    current: bool


def draw_side(surface, layout: PilusLayout, title: str, players: list[PlayerLine], pile: str, seed: str):
    side = layout.side
    ui.draw_panel(surface, side)
    symbol = ui.px(surface, SYMBOL)
    pad = ui.px(surface, 8)
    below = layout.rows[-1].bottom + ui.px(surface, 18) if layout.rows else side.y
    seed_h = ui.font(ui.text_size(surface, ui.SMALL - 4)).get_linesize() if seed else 0
    if below + ui.font(ui.text_size(surface, ui.SMALL)).get_linesize() > side.bottom - ui.px(surface, 12) - seed_h:
        # No room under the rows (the tutorial's words above, a large text size): the draw pile,
        # which the players need, takes the place of the game's name.
        title, pile = pile, ""
    ui.draw_text(surface, title, ui.HEADING - 8 if pile else ui.SMALL, palette.TEXT,
                 (side.centerx, side.y + ui.px(surface, 14)), "midtop", width=side.w - 2 * pad, box=side)
    for seat, (line, row) in enumerate(zip(players, layout.rows)):
        if line.current:
            pygame.draw.rect(surface, palette.BACKGROUND, row, border_radius=ui.px(surface, 10))
            pygame.draw.rect(surface, palette.ACCENT, row, ui.px(surface, 3), border_radius=ui.px(surface, 10))
        x, y = row.x + pad, row.y + pad
        palette.draw_player_cell(surface, pygame.Rect(x, y, symbol, symbol), seat)
        score = ui.draw_text(surface, i18n.number(line.score), ui.BODY, palette.TEXT, (row.right - pad, y - 2),
                             "topright", box=row)
        room = score.x - (x + symbol + pad) - pad
        name = ui.draw_text(surface, line.name, ui.BODY - 4, palette.player_colour(seat), (x + symbol + pad, y),
                            width=room, box=row, elide=True)
        draw_status(surface, line.status, palette.ACCENT if line.current else palette.TEXT_DIM, row,
                    max(y + symbol, name.bottom), pad)
    if pile:
        ui.draw_text(surface, pile, ui.SMALL, palette.TEXT, (side.centerx, below), "midtop", width=side.w - 2 * pad,
                     box=side)
    ui.draw_text(surface, seed, ui.SMALL - 4, palette.TEXT_DIM, (side.centerx, side.bottom - ui.px(surface, 12)),
                 "midbottom", width=side.w - 2 * pad, box=side)


def draw_status(surface, status: str, colour, row: pygame.Rect, top: int, pad: int):
    """A player's status in the room under their name line (from `top` to the row's foot): one
    line, or where it is too wide its parts (joined by ' · ') one under the other, when the
    row has the room for them; centred in that room, so one line leaves no empty line above it."""
    size = ui.text_size(surface, ui.SMALL - 6)
    width = row.w - 2 * pad
    line_h = ui.font(size).get_linesize()
    room = row.bottom - pad - top
    lines = [status]
    if ui.text_width(status, size) > width:
        stacked = [line for part in status.split(" · ") for line in ui.wrap(part, size, width)]
        if len(stacked) * line_h <= room:
            lines = stacked
    y = top + max(0, room - len(lines) * line_h) // 2
    for line in lines:
        y = ui.draw_text(surface, line, ui.SMALL - 6, colour, (row.x + pad, y), "topleft", width=width, box=row).bottom


def draw_tray(surface, layout: PilusLayout, images: TileImages, tiles: list[tuple[tuple[str, str], bool]] | None,
              slots_shown: int):
    """The hand: `tiles` as (turned layout, selected), or None while the hand is hidden;
    `slots_shown` slots either way (how many tiles a player holds is no secret)."""
    ui.draw_panel(surface, layout.tray)
    radius = ui.px(surface, 10)
    for i, slot in enumerate(layout.slots[:slots_shown]):
        pygame.draw.rect(surface, palette.BACKGROUND, slot, border_radius=radius)
        if tiles is not None and i < len(tiles):
            tile_layout, selected = tiles[i]
            cell = slot.w * 2 // 5
            image = images.tile(tile_layout, None, cell)
            surface.blit(image, image.get_rect(center=slot.center))
            if selected:
                pygame.draw.rect(surface, palette.ACCENT, slot, ui.px(surface, 4), border_radius=radius)
                continue
        pygame.draw.rect(surface, palette.PANEL_EDGE, slot, ui.px(surface, 2), border_radius=radius)


def draw_info(surface, info: pygame.Rect, first: str, first_colour, second: str = ""):
    """In `info`, beside the hand: what the held tile would do (or why not), then what
    to do next, wrapped and centred together."""
    shrink = 0
    while True:  # a longer language gets smaller letters rather than lost lines
        lines = [(line, ui.SMALL - shrink, first_colour)
                 for line in ui.wrap(first, ui.text_size(surface, ui.SMALL - shrink), info.w) if first]
        lines += [(line, ui.SMALL - 4 - shrink, palette.TEXT_DIM)
                  for line in ui.wrap(second, ui.text_size(surface, ui.SMALL - 4 - shrink), info.w) if second]
        heights = [ui.font(ui.text_size(surface, size)).get_linesize() for _, size, _ in lines]
        if sum(heights) <= info.h or ui.SMALL - 4 - shrink <= ui.MIN_SIZE:
            break
        shrink += 1
    y = info.centery - sum(heights) // 2
    for (line, size, colour), height in zip(lines, heights):
        ui.draw_text(surface, line, size, colour, (info.x, y), box=info)
        y += height


def draw_button(surface, layout: PilusLayout, label: str, focused: bool):
    menu_widgets.draw_button(surface, layout.button, label, focused=focused, design_size=ui.SMALL)


def draw_banner(surface, layout: PilusLayout, seat: int, text: str):
    """Whose turn it is, in the table's top-left corner: the player's symbol and a line."""
    pad = ui.px(surface, 8)
    symbol = ui.px(surface, SYMBOL)
    image = ui.render(text, _banner_size(surface, layout, text), palette.player_colour(seat))
    box = banner_box(surface, layout, text)
    ui.draw_panel(surface, box)
    palette.draw_player_cell(surface, pygame.Rect(box.x + pad, box.centery - symbol // 2, symbol, symbol), seat)
    rect = surface.blit(image, image.get_rect(midleft=(box.x + 2 * pad + symbol, box.centery)))
    text_audit.note_text(surface, text, rect, layout.table)


def banner_box(surface, layout: PilusLayout, text: str) -> pygame.Rect:
    """Where draw_banner puts the turn banner saying `text`."""
    pad = ui.px(surface, 8)
    symbol = ui.px(surface, SYMBOL)
    width, height = ui.font(_banner_size(surface, layout, text)).size(text)  # the size of its rendered line
    return pygame.Rect(layout.table.x + pad, layout.table.y + pad, symbol + width + 3 * pad,
                       max(symbol, height) + 2 * pad)


def _banner_size(surface, layout: PilusLayout, text: str) -> int:
    room = layout.table.w - ui.px(surface, SYMBOL) - 6 * ui.px(surface, 8)
    return ui.shrink_to_width(text, ui.text_size(surface, ui.BODY - 4), room)


def label_box(surface, layout: PilusLayout, size: tuple[int, int], near: pygame.Rect,
              avoid: pygame.Rect, keep_clear: tuple[pygame.Rect, ...] = ()) -> pygame.Rect | None:
    """Where a label about `near` (the held tile) goes: beside it but clear of `avoid`
    (the tiles on the table and the held tile), so it hides nothing being judged, and of
    `keep_clear` (the turn banner drawn over it, the master's hint and its tag); over the
    table's edge only when the table fills the view; None where the table has no room for
    it clear of `keep_clear`."""
    gap = ui.px(surface, 10)
    avoid = avoid.union(near)
    box = pygame.Rect((0, 0), size)
    places = (("midright", (avoid.left - gap, near.centery)), ("midleft", (avoid.right + gap, near.centery)),
              ("midbottom", (near.centerx, avoid.top - gap)), ("midtop", (near.centerx, avoid.bottom + gap)))
    for anchor, pos in places:
        setattr(box, anchor, pos)
        inside = box.clamp(layout.table)
        if layout.table.contains(inside) and not inside.colliderect(avoid) and inside.collidelist(keep_clear) == -1:
            return inside
    # No room: along the table's bottom edge, clear of the turn banner in its top corner and of the hint
    # (in a table made short by a large text size, in a corner beside them), of the held tile if it can be.
    table = layout.table
    corners = (("midbottom", (table.centerx, table.bottom - gap)), ("bottomright", (table.right - gap, table.bottom - gap)),
               ("bottomleft", (table.x + gap, table.bottom - gap)), ("topright", (table.right - gap, table.y + gap)))
    for clear in (keep_clear + (near,), keep_clear):
        for anchor, pos in corners:
            setattr(box, anchor, pos)
            if table.contains(box) and box.collidelist(clear) == -1:
                return box
    return None


def draw_label(surface, layout: PilusLayout, text: str, colour, near: pygame.Rect, avoid: pygame.Rect,
               keep_clear: tuple[pygame.Rect, ...] = ()):
    """A short text in a coloured box near `near` (the held tile), clear of `avoid`, inside
    the table; a long one (a refusal's reason) in lines at most half the table wide, across the
    table where that is too tall for it. Left out where the table has no room for it at all (a
    short table at a large text size): the words beside the hand say it too (info_lines)."""
    size = ui.text_size(surface, ui.SMALL - 2)
    height = ui.font(size).get_linesize()
    for room in (layout.table.w // 2, layout.table.w - ui.px(surface, 34)):
        lines = ui.wrap(text, size, room)
        images = [ui.render(line, size, palette.TEXT_DARK) for line in lines]
        words = pygame.Rect(0, 0, max(image.get_width() for image in images), height * len(images))
        box = label_box(surface, layout, words.inflate(ui.px(surface, 14), ui.px(surface, 8)).size, near, avoid,
                        keep_clear)
        if box is not None:
            break
    else:
        return
    pygame.draw.rect(surface, colour, box, border_radius=ui.px(surface, 6))
    pygame.draw.rect(surface, palette.TEXT_DARK, box, 1, border_radius=ui.px(surface, 6))
    words.center = box.center
    for line, image, y in zip(lines, images, range(words.y, words.bottom, height)):
        text_audit.note_text(surface, line, surface.blit(image, image.get_rect(midtop=(words.centerx, y))), layout.table)


def rise_at(layout: PilusLayout, camera, player: int) -> tuple[float, float]:
    """Where a computer's tile rises and glides in from (cells, top-left): at the table's edge
    beside the player's line in the side panel."""
    table, cell = layout.table, camera.scale
    y = min(max(layout.rows[player].centery, table.top + cell), table.bottom - cell)
    wx, wy = camera.screen_to_world(table.right - cell, y)
    return wx - 1, wy - 1


def usual_cell(surface) -> float:
    """The zoom a table starts at and recentres to: cells as large on any screen as at 1280 x 720."""
    return DEFAULT_CELL * ui.unit(surface)
