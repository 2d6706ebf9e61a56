"""The card column beside the ramps, shared by the ramp game, the round results, the replay
viewer, the lesson and the coach's review: round, cards, board rules, task cards, the cards
still to come, deal number, filled top-down.
"""
from __future__ import annotations

import pygame

from game.ai.observation import observe
from game.rules.ramp_data import BoardDef, Edition, TaskCard
from game.rules.ramp_game import START
from game.i18n import _
from game.message_keys import keyed
from scenes.shared.round_words import piece_words, round_words
from sprites import cards, palette, text_audit, ui
from sprites.piece import lying_flat

TASK_TEXT = ui.SMALL - 4  # design size of a task card's words (the card floor may raise it)
NEXT_STRIP_H = 56         # design height of the next piece's strip beside task cards


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
