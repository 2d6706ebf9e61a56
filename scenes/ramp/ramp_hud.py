"""Screen layout and the text around the ramps, shared by the ramp game, the
round results and the replay viewer: where the ramps and the card column go,
the backdrop kept between frames, each ramp's header (name, score, status),
the veil over a ramp whose player is not deciding, and the card column
(round, cards, board rules, task cards, the cards still to come, deal number).
"""
from __future__ import annotations

from functools import partial

import pygame

from game.ai.observation import observe
from game.rules.ramp_data import BoardDef, Edition, TaskCard
from game.rules.ramp_game import START
from game.i18n import _
from game.message_keys import keyed
from scenes.shared.round_words import piece_words, round_words
from sprites import cards, palette, text_audit, ui
from sprites.piece import lying_flat, shape_icon
from sprites.ramp_board_view import RampGeometry, hover_rows_for, layout_ramps
from sprites.static_layer import Region

SIDEBAR_W = 260   # design pixels
MARGIN = 14
HEADER_H = 58
HINT_H = 34
NAME_SIZE = 26
SYMBOL = 22  # the seat symbol's side before the name
STATUS_SIZE = 21
SCORE_GAP = 20  # at least this much room (in 1280x720 pixels) between a name and its score in words
TASK_TEXT = ui.SMALL - 4  # design size of a task card's words (the card floor may raise it)
NEXT_STRIP_H = 56         # design height of the next piece's strip beside task cards


class Backdrop:
    """A window-sized picture kept between frames and redrawn only when its key
    changes; the surface is made (and converted) once per window size."""

    def __init__(self):
        self._surface: pygame.Surface | None = None
        self._key = None

    def get(self, size, key, draw) -> pygame.Surface:
        """The picture for `key`, calling draw(surface) first when the key changed."""
        if self._surface is None or self._surface.get_size() != size:
            self._surface = pygame.Surface(size).convert()
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


class CardColumn:
    """The column beside the ramps, filled top-down."""

    PAD = 10  # design pixels

    def __init__(self, surface, rect: pygame.Rect):
        self.surface = surface
        self.rect = rect
        self.y = rect.y
        ui.draw_panel(surface, rect)
        self.pad = ui.px(surface, self.PAD)
        self.y += self.pad

    def wrapped(self, text: str, design_size: float) -> list[str]:
        """The lines `line` sets `text` in: one where it fits the column at its size (a single
        word too wide shrinks instead), else as many as it needs at that size. A sentence is
        never set smaller to fit (issue 45: the French 'Tout le monde : lâchez votre pièce
        de départ' and the review's loss were, to letters 11 pixels high)."""
        width, size, bold = self.rect.w - 2 * self.pad, ui.text_size(self.surface, design_size), ui.is_bold(design_size)
        if " " not in text or ui.text_width(text, size, bold) <= width:
            return [text]
        return ui.wrap(text, size, width, bold)

    def line(self, text: str, design_size: float = ui.SMALL, colour=None):
        """One line at its size, in as many as it needs where it does not fit the column's width."""
        colour = colour or palette.TEXT  # the palette in use, not the one at import
        if len(self.wrapped(text, design_size)) > 1:
            self.paragraph(text, design_size, colour)
            return
        drawn = ui.draw_text(self.surface, text, design_size, colour, (self.rect.centerx, self.y), "midtop",
                             width=self.rect.w - 2 * self.pad, box=self.rect)
        self.y = drawn.bottom + ui.px(self.surface, 6)

    def pair(self, first: str, second: str, colours=None):
        """Two short texts side by side on one line (a line each where they do not fit),
        leaving the cards under them the room of a line."""
        colours = colours or (palette.TEXT_DIM, palette.ACCENT)
        size = ui.text_size(self.surface, ui.SMALL)
        gap = ui.px(self.surface, 16)
        widths = [ui.text_width(text, size) for text in (first, second)]
        if sum(widths) + gap > self.rect.w - 2 * self.pad:
            self.line(first, ui.SMALL, colours[0])
            self.line(second, ui.SMALL, colours[1])
            return
        x = self.rect.centerx - (sum(widths) + gap) // 2
        for text, width, colour in zip((first, second), widths, colours):
            drawn = ui.draw_text(self.surface, text, ui.SMALL, colour, (x, self.y), box=self.rect)
            x += width + gap
        self.y = drawn.bottom + ui.px(self.surface, 6)

    def paragraph(self, text: str, design_size: float = ui.SMALL - 4, colour=None):
        """Text wrapped to the column's width."""
        colour = colour or palette.TEXT_DIM
        size, bold = ui.text_size(self.surface, design_size), ui.is_bold(design_size)
        for line in ui.wrap(text, size, self.rect.w - 2 * self.pad, bold, cut=True):
            image = ui.render(line, size, tuple(colour), bold)
            drawn = self.surface.blit(image, image.get_rect(midtop=(self.rect.centerx, self.y)))
            text_audit.note_text(self.surface, line, drawn, self.rect)
            self.y += ui.font(size, bold).get_linesize()
        self.y += ui.px(self.surface, 6)

    def images(self, images: list[pygame.Surface], per_row: int) -> list[pygame.Rect]:
        """Card images in rows of `per_row`, centred; returns where each went."""
        gap = ui.px(self.surface, 8)
        rects = []
        for start in range(0, len(images), per_row):
            row = images[start:start + per_row]
            width = sum(i.get_width() for i in row) + gap * (len(row) - 1)
            x = self.rect.centerx - width // 2
            for image in row:
                rects.append(self.surface.blit(image, (x, self.y)))
                x += image.get_width() + gap
            self.y += max(i.get_height() for i in row) + gap
        return rects

    def bottom_line(self, text: str):
        """A last line at the column's foot, left out where the cards above took its room."""
        size = ui.SMALL - 4
        if self.y > self.rect.bottom - self.pad - ui.font(ui.text_size(self.surface, size)).get_height():
            return
        ui.draw_text(self.surface, text, size, palette.TEXT_DIM, (self.rect.centerx, self.rect.bottom - self.pad),
                     "midbottom", width=self.rect.w - 2 * self.pad, box=self.rect)

    def card_height(self, per_row: int, share: float) -> int:
        return card_height(self.surface, self.rect, per_row, share)


def game_column(surface, rect: pygame.Rect, game, round_index: int) -> CardColumn:
    """The card column headed by the game's name and the round shown (`round_index`, from 0)."""
    column = CardColumn(surface, rect)
    column.line(keyed(f"games.{game.game_id}.name"), ui.BODY)
    words = round_words(game.edition.words)
    column.line(words.round_of(round_index + 1, game.edition.rounds), ui.SMALL, palette.TEXT_DIM)
    return column


def card_height(surface, rect: pygame.Rect, per_row: int, share: float) -> int:
    """The height of a card in the column `rect` when `per_row` cards share its width, at most `share` of its height."""
    gap = ui.px(surface, 8)
    by_width = (rect.w - 2 * ui.px(surface, CardColumn.PAD) - gap * (per_row - 1)) / per_row * cards.CARD_RATIO
    return int(min(by_width, rect.h * share))


def draw_board_rules(column: CardColumn, board: BoardDef):
    """What this round's board scores, one short line per rule."""
    for text in board_rule_texts(board):
        column.paragraph(text)


def board_rule_texts(board: BoardDef) -> list[str]:
    values = board.values
    params = {"dots": {"points": values.get("dot", 0)}, "rows": {"points": values.get("row", 0)},
              "rows-with-symbols": {"points": values.get("row", 0)},
              "symbol-pairs": {"both": values.get("pair_both", 0), "one": values.get("pair_one", 0)},
              "colour-sets": {"points": values.get("colour_set", 0)}}
    return [keyed(f"ramp.board_rule.{rule}", **params.get(rule, {})) for rule in board.rules]


def draw_revealed(column: CardColumn, game, names):
    """The card every player acts on now: each player's start card in the start
    step, then the revealed build card with its number in the deck."""
    edition = game.edition
    if game.step == START:
        words = piece_words(edition.piece_noun).drop_start()
        column.line(words, ui.SMALL, palette.ACCENT)
        per_row = 1 if len(names) == 1 else 2
        height = column.card_height(per_row, 0.26 if per_row == 1 else 0.2)
        column.images([cards.piece_card(edition.pieces[game.start_piece(p)].rows, height, name, True, column.surface)
                       for p, name in enumerate(names)], per_row)
    else:
        column.line(_("Card {number} of {total}", number=game.step + 1, total=len(edition.build)), ui.SMALL,
                    palette.ACCENT)
        column.images([build_card(column.surface, column.rect, edition, game.revealed)], 1)


def build_card(surface, side: pygame.Rect, edition: Edition, piece: str) -> pygame.Surface:
    """The revealed build card's picture in the card column `side` (made once, then kept).
    Where task cards share the column, a low strip as wide as the column, leaving them the room."""
    rows = edition.pieces[piece].rows
    title = piece_words(edition.piece_noun).next_title()  # as each box calls its pieces
    if edition.tasks:
        return cards.piece_strip(rows, side.w - 2 * ui.px(surface, CardColumn.PAD), ui.px(surface, NEXT_STRIP_H),
                                 title, ui.text_size(surface, TASK_TEXT))
    return cards.piece_card(rows, card_height(surface, side, 1, 0.26), title, surface=surface)


def task_card_texts(card: TaskCard) -> tuple[str, str, str]:
    """A task card's words in the player's language: its deck, its colour, its note ('' for none)."""
    colour = keyed(f"ramp.colour.{card.colour}") if card.colour else _("any colour")
    note = _("other 4-areas {points:+d}", points=card.other4) if card.other4 else ""
    return _("Deck {deck}", deck=card.deck), colour, note


def task_card_image(card: TaskCard, width: int, text_px: int) -> cards.TaskCardPicture:
    deck, colour, note = task_card_texts(card)
    return cards.task_card(card.shape, card.colour, card.points, deck, colour, note, width, text_px)


def draw_task_cards(column: CardColumn, tasks, lit=(), leave: int = 0) -> list[tuple[cards.TaskCardPicture, pygame.Rect]]:
    """The open task cards, one a row (two where one a row leaves less than `leave` above
    the column's foot and two are lower: many cards at a large text size), under a heading
    that gives way first where the column is short of room (`leave` included); those whose
    id is in `lit` framed (the card scoring now). Returns each card's picture and where it went."""
    if not tasks:
        return []
    text_px = ui.text_size(column.surface, TASK_TEXT)
    gap = ui.px(column.surface, 8)
    width = column.rect.w - 2 * column.pad
    heading = ui.font(ui.text_size(column.surface, ui.SMALL - 2)).get_height() + ui.px(column.surface, 6)
    room = column.rect.bottom - column.pad - column.y - leave
    laid = []
    for per_row in (1, 2):
        pictures = [task_card_image(card, (width - gap * (per_row - 1)) // per_row, text_px) for card in tasks]
        rows = [pictures[start:start + per_row] for start in range(0, len(pictures), per_row)]
        laid.append((sum(max(picture.image.get_height() for picture in row) + gap for row in rows), per_row, pictures))
        if laid[0][0] <= room:
            break
    needed, per_row, pictures = min(laid, key=lambda way: way[0])  # two a row where that is lower
    if heading + needed <= room:
        column.line(_("Task cards"), ui.SMALL - 2, palette.TEXT_DIM)
    rects = column.images([picture.image for picture in pictures], per_row)
    for card, rect in zip(tasks, rects):
        if card.id in lit:
            width = ui.px(column.surface, 4)
            pygame.draw.rect(column.surface, palette.ACCENT, rect.inflate(2 * width, 2 * width), width,
                             border_radius=width)
    return list(zip(pictures, rects))


TO_COME_CELL = (4, 14)  # design pixels: the smallest and largest cell of a card still to come


def to_come(game) -> tuple[str, ...]:
    """The build cards not yet revealed this round, sorted: which they are is public,
    their order is not (the same set a computer player is given)."""
    return observe(game, 0).to_come


def draw_to_come(column: CardColumn, edition: Edition, pieces: tuple[str, ...]) -> list[pygame.Rect]:
    """The cards still to come as small shapes lying flat, in rows under a heading, in
    what the column has left above its foot line (where even the smallest shapes would
    take the foot line's room, the heading alone says how many); returns where each
    shape went."""
    if not pieces:
        return []
    surface, rect = column.surface, column.rect
    heading = keyed("coach.to_come", count=len(pieces))
    size = ui.text_size(surface, ui.SMALL - 4)
    bottom = rect.bottom - ui.font(size).get_height() - column.pad  # the foot line's top
    width = rect.w - 2 * column.pad
    lines = len(column.wrapped(heading, ui.SMALL - 4))  # as CardColumn.line sets it
    heading_h = lines * ui.font(size).get_linesize() + ui.px(surface, 6)
    shapes = [lying_flat(edition.pieces[piece].rows) for piece in pieces]
    least, most = (ui.px(surface, design) for design in TO_COME_CELL)
    room = bottom - column.y - heading_h - ui.px(surface, 6)
    if _rows_height(shapes, least, width) > room:
        if column.y + heading_h <= bottom:
            column.line(heading, ui.SMALL - 4, palette.TEXT_DIM)
        return []
    column.line(heading, ui.SMALL - 4, palette.TEXT_DIM)
    cell = most
    while cell > least and _rows_height(shapes, cell, width) > room:
        cell -= 1
    gap = cell
    rects, x, y, row_h = [], 0, column.y, 0
    for rows in shapes:
        image = cards.shape_mark(rows, cell)
        if x and x + image.get_width() > width:
            x, y, row_h = 0, y + row_h + gap, 0
        rects.append(surface.blit(image, (rect.x + column.pad + x, y)))
        x += image.get_width() + gap
        row_h = max(row_h, image.get_height())
    column.y = y + row_h + ui.px(surface, 6)
    return rects


def _rows_height(shapes, cell: int, width: int) -> int:
    """How tall the shapes stand, `cell` a side, in rows `width` wide with a cell between them."""
    height, x, row_h = 0, 0, 0
    for rows in shapes:
        w, h = len(rows[0]) * cell, len(rows) * cell
        if x and x + w > width:
            height, x, row_h = height + row_h + cell, 0, 0
        x += w + cell
        row_h = max(row_h, h)
    return height + row_h
