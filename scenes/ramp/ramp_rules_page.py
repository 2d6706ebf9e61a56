"""A ramp game's rules page, built from its own data: board pictures drawn from the boards'
Tiled maps, task cards and rating bands from its data files, controls from the bindings.
Every paragraph is its own message, so a translator works on sentences, not on pages."""
from __future__ import annotations

import pygame

from game import games
from game.i18n import _, ngettext, pgettext
from game.shell.input import FIXED_DEVICES, Bindings, pad_device, pad_id
from game.shell.input.bindings import table_name
from game.message_keys import keyed
from scenes.shared.device_text import control_lines
from scenes.shared.page_blocks import Block, Picture
from scenes.ramp.card_column import board_rule_texts, task_card_image
from game.rules.field_kinds import legends
from game.rules.ramp_data import BoardDef, Edition
from sprites import palette, ui
from sprites.ramp_board_view import board_art, layout_ramps


def ramp_page(game_id: str, bindings: Bindings) -> list[Block]:
    """A ramp game's rules: of coloured dominoes with task cards, or of bare shapes, as its data says."""
    edition = games.get(game_id).content()
    return (bits_page if edition.coloured else fits_page)(edition) + controls_blocks(bindings)


# Pictures ---------------------------------------------------------------------------------------
def boards_picture(game_id: str, boards: tuple[BoardDef, ...], captions: list[str]) -> Picture:
    """The boards side by side as printed, special fields and all, a caption under each."""
    columns, rows = boards[0].width, boards[0].height

    def height(width: int) -> int:
        cell = min(width / len(boards) / (columns + 2), 22 * width / 900)
        return int(cell * (rows + 1)) + int(cell * 1.6)

    def draw(surface, rect):
        caption_h = rect.h * 16 // 100
        area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - caption_h)
        geometries = layout_ramps(area, len(boards), columns, rows, 0, 0, ui.px(surface, 24))
        for board, geometry, caption in zip(boards, geometries, captions):
            surface.blit(board_art(game_id, board, geometry), geometry.panel.topleft)
            ui.draw_text(surface, caption, ui.SMALL, palette.TEXT, (geometry.panel.centerx, area.bottom + 2), "midtop",
                         width=geometry.panel.w + ui.px(surface, 20))

    return Picture(height, draw)


def task_cards_picture(edition: Edition, decks: tuple[int, ...]) -> Picture:
    """One task card of each deck in `decks`, as the game shows them."""
    shown = [next(card for card in edition.tasks if card.deck == deck) for deck in decks]

    gap = 24

    def images(width: int) -> list[pygame.Surface]:
        card_w = min((width - gap * (len(shown) - 1)) // len(shown), 360)
        return [task_card_image(card, card_w, card_w // 9).image for card in shown]

    def height(width: int) -> int:
        return max(image.get_height() for image in images(width))

    def draw(surface, rect):
        placed = images(rect.w)
        x = rect.centerx - (sum(i.get_width() for i in placed) + gap * (len(placed) - 1)) // 2
        for image in placed:
            surface.blit(image, (x, rect.y))
            x += image.get_width() + gap

    return Picture(height, draw)


# FITS -------------------------------------------------------------------------------------------
def fits_page(edition: Edition) -> list[Block]:
    values = edition.boards[0].values
    blocks: list[Block] = [
        _("# The idea"),
        _("Every player has a board on a ramp and the same set of pieces. A card shows which piece comes next, "
          "and everybody plays that piece at the same time, each on their own board."),
        _("# A round"),
        _("First everyone gets a different start card and slides that start piece onto their empty board."),
        _("Then the build cards are turned up one by one. For each card you either slide that piece onto your board, "
          "or set it aside: it is gone for the round. When the card shows your own start piece, you wait."),
        _("Turn and flip the piece as you like, choose a column and let go: it slides straight down until it touches "
          "the bottom or another piece. It never moves sideways, so a hole covered from above stays a hole."),
    ]
    if edition.allow_above:
        blocks.append(_("A piece may stick out above the top of the board; those cells simply do not count."))
    blocks.append(_("# Scoring"))
    if values.get("dot"):
        blocks.append(ngettext("Every empty field with a dot costs {points} point.",
                               "Every empty field with a dot costs {points} points.",
                               abs(values["dot"]), points=abs(values["dot"])))
    else:
        blocks.append(_("Empty fields cost nothing in this game."))
    blocks.append(_("Each round is played on its own board, as pictured: round 1 on board 1, and so on."))
    blocks.append(boards_picture(edition.game_id, edition.boards,
                                 [_("Board {number}", number=i + 1) for i in range(len(edition.boards))]))
    for number, board in enumerate(edition.boards, 1):
        blocks.append(_("Board {number}:", number=number) + " " + "  ·  ".join(board_rule_texts(board)))
    blocks += legends(field for board in edition.boards for field in board.fields.values())
    blocks += [
        _("# Winning"),
        ngettext("After {count} round the highest total wins; equal totals share the win.",
                 "After {count} rounds the highest total wins; equal totals share the win.",
                 edition.rounds, count=edition.rounds),
    ]
    blocks += rating_blocks(edition)
    return blocks


def rating_blocks(edition: Edition) -> list[Block]:
    if not edition.ratings:
        return []
    lines = [_("# Playing alone"), _("Alone, your total earns a title:")]
    for band in sorted(edition.ratings, key=lambda band: band.low if band.low is not None else -10 ** 6,
                       reverse=True):
        title = keyed(band.title)
        if band.high is None:
            lines.append(ngettext("{low} point or more: {title}", "{low} points or more: {title}", band.low, low=band.low,
                                   title=title))
        elif band.low is None:
            lines.append(ngettext("{high} point or less: {title}", "{high} points or less: {title}", band.high,
                                   high=band.high, title=title))
        else:
            lines.append(ngettext("{low} to {high} point: {title}", "{low} to {high} points: {title}", band.high,
                                   low=band.low, high=band.high, title=title))
    return lines


# BITS -------------------------------------------------------------------------------------------
def bits_page(edition: Edition) -> list[Block]:
    decks = tuple(sorted({card.deck for card in edition.tasks}))
    blocks: list[Block] = [
        _("# The idea"),
        _("Every player has a 6 × 6 board on a ramp and the same set of two-coloured dominoes, plus one grey "
          "neutral domino. Task cards say which areas of one colour score."),
        pgettext("BITS", "# A round"),  # a 'Durchgang' in the German box, as the text below says
        _("At the start of each round a new task card is turned up. The cards of earlier rounds stay open and "
          "score again at the end of every round."),
        _("Everyone slides a start domino onto their empty board. Then the build cards are turned up one by one, "
          "and everybody must slide that domino onto their board if it fits anywhere. Once per round you may slide "
          "your neutral domino instead."),
        _("Dominoes may lie or stand, either colour first. They slide straight down and may never stick out of "
          "the board. When your board takes no more dominoes, you are out for the rest of the round. The round ends "
          "when nobody can place any more or the cards run out."),
        _("# Task cards"),
        _("An area is a group of fields of one colour touching edge to edge (corners do not count). It matches a "
          "card only when it has exactly the card's shape, turned or mirrored; a bigger area does not count. Grey "
          "fields belong to no area."),
        task_cards_picture(edition, decks),
        _("Round 1 card: every area of its shape scores 2, every other area of 4 fields scores 1."),
        _("Round 2 card: every area of its shape, in its colour, scores the points shown."),
        _("Round 3 card: every area of its shape, in any colour, costs the points shown."),
        _("If the round 3 card shows the same shape as the round 2 card, it goes back and another round 3 card is "
          "drawn."),
    ]
    if 4 in decks:
        blocks.append(_("Round 4 card (pro variant): every area of its shape, in any colour, scores the points "
                        "shown. These cards ask for big areas of 5 or 6 fields."))
    blocks += [
        _("# Winning"),
        ngettext("After {count} round the highest total wins. On a tie, the best single round decides; then the win "
                 "is shared.",
                 "After {count} rounds the highest total wins. On a tie, the best single round decides; then the win "
                 "is shared.", edition.rounds, count=edition.rounds),
    ]
    return blocks + rating_blocks(edition)


def controls_blocks(bindings: Bindings) -> list[Block]:
    """The controls of each kind of device in a ramp game."""
    blocks: list[Block] = [_("# Controls")]
    for device in FIXED_DEVICES + (pad_device(0),):
        name = _("Gamepad") if pad_id(device) is not None else table_name(device, bindings)
        blocks.append("\n".join([name] + control_lines(device, bindings)))
    return blocks
