"""PILUS's rules page: its words, a picture of a real game's table, and each device's controls.
Every paragraph is its own message, so a translator works on sentences, not on pages."""
from __future__ import annotations

import pygame

from game import games
from game.i18n import _
from game.shell.input import FIXED_DEVICES, Bindings, pad_device, pad_id
from game.shell.input.bindings import table_name
from scenes.shared.page_blocks import Block, Picture
from scenes.pilus.pilus_controls import control_lines as pilus_control_lines
from sprites import palette, ui


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

    def table_picture(table, size: tuple[int, int]) -> pygame.Surface:
        # Drawn aside, then blitted: the page's scrolling clip holds for the picture too.
        picture = pygame.Surface(size)
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
        return picture

    # The two tables as last drawn, kept while their size and the palette stay: the page draws them at every
    # frame it shows them, and a new view makes its tiles' pictures anew.
    kept: dict[tuple, pygame.Surface] = {}

    def draw(surface, rect):
        caption_h = ui.text_size(surface, ui.SMALL) * 2
        half = (rect.w - ui.px(surface, 24)) // 2
        for i, (table, caption) in enumerate(((before, _("Level 1: every tile touches another")),
                                              (after, _("Level 2: on two tiles, one field over a gap")))):
            area = pygame.Rect(rect.x + i * (half + ui.px(surface, 24)), rect.y, half, rect.h - caption_h)
            key = (i, area.size, palette.current().name)
            if key not in kept:
                if len(kept) >= 2:  # another size or palette: the ones kept are not shown again soon
                    kept.clear()
                kept[key] = table_picture(table, area.size)
            surface.blit(kept[key], area)
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
