"""The rules page of each game, built from the game's own data: board pictures
drawn from the boards' Tiled maps, task cards and rating bands from its data
files, controls from the bindings. A page is a list of blocks: a paragraph
(text; '# ' starts a heading) or a Picture.

Every paragraph is its own message, so a translator works on sentences, not
on pages.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game import games
from game.i18n import _, ngettext, pgettext
from game.shell.input import FIXED_DEVICES, Bindings, pad_device, pad_id
from game.shell.input.bindings import table_name
from game.message_keys import keyed
from scenes.shared.device_text import control_lines
from scenes.pilus.pilus_controls import control_lines as pilus_control_lines
from scenes.ramp.ramp_hud import board_rule_texts, task_card_image
from game.rules.field_kinds import legends
from game.rules.ramp_data import BoardDef, Edition
from sprites import palette, ui
from sprites.ramp_board_view import board_art, layout_ramps


@dataclass(frozen=True)
class Picture:
    """A drawing in a page: `height(width)` in pixels, `draw(surface, rect)`."""

    height: Callable[[int], int]
    draw: Callable[[pygame.Surface, pygame.Rect], None]


Block = str | Picture


def page(game_id: str, bindings: Bindings) -> list[Block]:
    """The rules of a game, its controls as the player bound them: its definition's page."""
    return games.get(game_id).part("rules_page")(game_id, bindings)


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


# PILUS ------------------------------------------------------------------------------------------
PICTURE_SEED = 9  # a deal whose first tiles soon allow a level-2 tile with one field over a gap
PICTURE_TURNS = 12


class _Shown:
    """Just what TableView.sync reads from a game: its table."""

    def __init__(self, table):
        self.table = table


def _over_gap(table, placement) -> list:
    """The cells of a placement that rest on nothing one level down (they hang over a gap)."""
    return [cell for cell, _colour in placement.cells if table.height(cell) < placement.level - 1]


def pilus_positions(game_id: str):
    """A real game played by the rules: the table with its first tiles on level 1,
    and the same table with a legal level-2 tile that has one field over a gap."""
    from game.rules.pilus_actions import Lay
    game = games.get(game_id).new_game(2, PICTURE_SEED)
    for __ in range(PICTURE_TURNS):
        player = game.current_player
        placements = game.legal_placements(player)
        on_top = [p for p in placements if p.level == 2 and len(_over_gap(game.table, p)) == 1]
        if on_top and len(game.table.laid()) >= 3:
            before = game.table.copy()
            after = game.table.copy()
            after.lay(on_top[0].tile, on_top[0].rotation, on_top[0].x, on_top[0].y)
            return before, after, _over_gap(game.table, on_top[0])
        flat = next(p for p in placements if p.level == 1)
        game.apply_action(player, Lay(flat.tile, flat.rotation, flat.x, flat.y))
    raise RuntimeError("no level-2 spot over a gap in the picture's deal")


def pilus_picture(game_id: str) -> Picture:
    """Two tables side by side: level 1 beside the tiles; a level-2 tile on two tiles, one field over a gap."""
    from sprites.camera import Camera
    from sprites.pilus_table_view import TableView
    before, after, gap = pilus_positions(game_id)
    tileset = games.get(game_id).content()

    def height(width: int) -> int:
        return min(width * 32 // 100, 300)

    def draw(surface, rect):
        caption_h = ui.text_size(surface, ui.SMALL) * 2
        half = (rect.w - ui.px(surface, 24)) // 2
        for i, (table, caption) in enumerate(((before, _("Level 1: every tile touches another")),
                                              (after, _("Level 2: on two tiles, one field over a gap")))):
            area = pygame.Rect(rect.x + i * (half + ui.px(surface, 24)), rect.y, half, rect.h - caption_h)
            # Drawn aside, then blitted: the page's scrolling clip holds for the picture too.
            picture = pygame.Surface(area.size)
            view = TableView(tileset, [])
            view.sync(_Shown(table))
            camera = Camera()
            camera.viewport = pygame.FRect(picture.get_rect())
            camera.fit(pygame.FRect(view.bounds).inflate(1, 1))
            camera.jump()
            view.draw(picture, camera)
            if table is after:
                for x, y in gap:
                    pygame.draw.rect(picture, palette.ACCENT, camera.rect(x, y), max(3, camera.scale // 8))
            surface.blit(picture, area)
            # Two lines where one would shrink (the room under the tables holds two).
            ui.draw_notes(surface, [(caption, palette.TEXT)], (area.centerx, area.bottom + 4), half, ui.SMALL)

    return Picture(height, draw)


def pilus_page(game_id: str, bindings: Bindings) -> list[Block]:
    return [
        _("# The idea"),
        _("Players take turns laying square tiles of four coloured fields on an open table, beside other tiles or "
          "on top of them. Fields of one colour that touch edge to edge form a region. Regions grow, tiles climb, "
          "and each player's pawn guards the region it stands in."),
        _("# Setting up"),
        _("One tile is turned up as the start tile. Everyone draws 3 tiles as their hidden hand and keeps their "
          "pawn beside the table. A few tiles are set aside unseen, so that everyone gets the same number of turns."),
        _("# Your turn"),
        _("1. Lay a tile from your hand (you must). 2. Move your pawn, if you like. 3. Score. 4. Draw a new tile, "
          "while any are left."),
        _("# Laying a tile: level 1"),
        _("A tile on the bare table lies on level 1. At least one of its fields must touch, edge to edge, a tile "
          "already on the table."),
        _("# Laying a tile on top: levels 2 to 5"),
        _("A tile's level is one more than the highest tile under it. At least three of its four fields must rest "
          "directly on tiles of the level below, and those must be at least two different tiles: you may never lay "
          "a tile squarely on a single tile. So at most one field may lie over a gap."),
        pilus_picture(game_id),
        _("The higher you go, the more fields must show the same colour as what lies under them:"),
        _("Level 2: at least 1 matching field. Level 3: at least 2. Level 4: at least 3. Level 5: all 4. "
          "No tile can reach level 6."),
        _("A field over a gap counts too: it is compared with what lies lower down under it. Over the bare table "
          "it matches nothing. In the picture, the framed field hangs over a gap; the number on each tile is its "
          "level."),
        _("While you choose a spot, the tile you hold shows the level it would lie on and what it would score; "
          "where it may not go, the game says why."),
        _("# Your pawn"),
        _("The first time, you may put your pawn on any of the four fields of the tile you just laid. Later, after "
          "laying a tile, you may move it onto any field of that tile, or one step (edge to edge) from where it "
          "stands. Moving it is always optional."),
        _("# What a pawn protects"),
        _("A pawn protects the region it stands in. The other players may not cover the pawn's field, nor any "
          "field of the protected region. They may enlarge it by laying fields of its colour beside it, but score "
          "nothing for it."),
        _("No tile may join two regions that are protected by the pawns of two different players, and no pawn may "
          "move into a region protected by another player's pawn."),
        _("Your own pawn never limits you: you may cover its field and grow its region. The pawn is lifted and put "
          "back on top, on the same field."),
        _("# Scoring"),
        _("After the pawn step, every region of two or more fields that includes a field of your new tile scores "
          "its size (in fields) times the level of your tile. A region protected by another player's pawn scores "
          "nothing for you."),
        _("Example: a tile on the table that makes a blue region of 3 fields and a yellow region of 2 scores "
          "5 points. A tile on level 3 that makes a yellow and a grey region of 5 fields together scores "
          "5 × 3 = 15."),
        _("If none of your tiles fits anywhere, you pass and keep them."),
        _("# The end"),
        _("When all tiles are laid, the highest score wins; equal scores share the win."),
        _("# Controls"),
        _("Each player uses their own controls; between turns a curtain hides the table until the next player "
          "takes the controls, so nobody sees another player's hand."),
        *["\n".join([table_name(device, bindings) if pad_id(device) is None else _("Gamepad")]
                    + pilus_control_lines(device, bindings)) for device in FIXED_DEVICES + (pad_device(0),)],
    ]
