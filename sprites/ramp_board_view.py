"""A player's ramp on screen: where it sits, its printed board art, the pieces
on it, the piece in the player's hand with its ghost, and pieces sliding down.

The view only shows what the engine says: the cells a drop covers come from
the engine's report of it, their labels from the engine's rows, the landing
row from the engine's board. What the view keeps itself is cosmetic: the
landed drops, each drawn as one piece (the engine keeps labels per cell
only), with the cells of FITS pieces that stick out above the grid (the
engine keeps them as blocked columns, not as cells).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.field_kinds import field_kind
from game.rules.ramp_data import BoardDef, Edition
from game.i18n import signed
from sprites import palette, ui
from sprites.piece import ghost_image, moving_image, piece_image, rows_of, shadow_image, shadow_offset, shape_cells
from sprites.ramp_board_symbols import draw_symbol
from sprites.slide_animation import Slide

Cell = tuple[int, int]

SIDE_PAD = 0.45   # cells of frame left and right of the grid
FOOT = 1.4        # cells of ramp foot under the grid: room for the set-aside tray's shapes
HELD_SHADOW = 0.3  # the hand's shadow on the lane, in cells: it hovers
_ART_CACHE_SIZE = 48


def hover_rows_for(edition: Edition) -> int:
    """Rows above the grid where the hand hovers: room for the tallest piece."""
    return max(max(len(p.rows), len(p.rows[0])) for p in edition.pieces.values())


@dataclass(frozen=True)
class RampGeometry:
    panel: pygame.Rect    # the whole ramp, header included
    header: pygame.Rect   # name and status lines
    grid: pygame.Rect     # the board's cells
    cell: int
    hover_rows: int

    @property
    def hover(self) -> pygame.Rect:
        """The lane above the grid where the hand hovers."""
        return pygame.Rect(self.grid.x, self.grid.y - self.hover_rows * self.cell, self.grid.w,
                           self.hover_rows * self.cell)

    def cell_rect(self, row: float, column: float) -> pygame.Rect:
        return pygame.Rect(round(self.grid.x + column * self.cell), round(self.grid.y + row * self.cell),
                           self.cell, self.cell)

    def column_at(self, x: int) -> int | None:
        """The grid column under a pointer at x, None when x is off this ramp."""
        if not self.panel.left <= x < self.panel.right:
            return None
        return min(max((x - self.grid.x) // self.cell, 0), self.grid.w // self.cell - 1)


def layout_ramps(area: pygame.Rect, count: int, columns: int, rows: int, hover_rows: int,
                 header_h: int, gap: int) -> list[RampGeometry]:
    """`count` ramps side by side, as large as `area` allows, centred in it."""
    cell_w = (area.w - gap * (count - 1)) / count / (columns + 2 * SIDE_PAD)
    cell_h = (area.h - header_h) / (hover_rows + rows + FOOT)
    cell = max(4, int(min(cell_w, cell_h)))
    panel_w = round(cell * (columns + 2 * SIDE_PAD))
    panel_h = header_h + round(cell * (hover_rows + rows + FOOT))
    x = area.x + (area.w - count * panel_w - (count - 1) * gap) // 2
    y = area.y + (area.h - panel_h) // 2
    result = []
    for i in range(count):
        panel = pygame.Rect(x + i * (panel_w + gap), y, panel_w, panel_h)
        grid = pygame.Rect(panel.x + (panel_w - columns * cell) // 2, panel.y + header_h + hover_rows * cell,
                           columns * cell, rows * cell)
        result.append(RampGeometry(panel, pygame.Rect(panel.x, panel.y, panel_w, header_h), grid, cell, hover_rows))
    return result


_art_cache: dict[tuple, pygame.Surface] = {}


def board_art(game_id: str, board: BoardDef, geometry: RampGeometry) -> pygame.Surface:
    """The printed ramp below the header (lanes, slots, special fields, foot), drawn once per board and size."""
    key = (palette.current().name, game_id, board.id, geometry.cell, geometry.panel.size, geometry.header.h, geometry.hover_rows)
    art = _art_cache.get(key)
    if art is None:
        if len(_art_cache) >= _ART_CACHE_SIZE:
            _art_cache.clear()  # window resized many times: start over rather than grow
        art = _art_cache[key] = _draw_art(board, geometry)
    return art


def _draw_art(board: BoardDef, g: RampGeometry) -> pygame.Surface:
    cell = g.cell
    top = g.panel.y + g.header.h
    art = pygame.Surface((g.panel.w, g.panel.bottom - top), pygame.SRCALPHA)

    def local(rect: pygame.Rect) -> pygame.Rect:
        return rect.move(-g.panel.x, -top)

    grid = local(g.grid)
    # The ramp: a wedge under the board that it stands on.
    foot = [(0, grid.bottom), (art.get_width(), grid.bottom), (art.get_width(), art.get_height()),
            (0, art.get_height())]
    pygame.draw.polygon(art, palette.RAMP, foot)
    pygame.draw.line(art, palette.RAMP_EDGE, (0, grid.bottom), (art.get_width(), grid.bottom), max(2, cell // 10))
    # Lanes over the board: one per column, so a hand's column reads at a glance.
    hover = local(g.hover)
    for c in range(board.width):
        lane = pygame.Rect(hover.x + c * cell + 1, hover.y, cell - 2, hover.h)
        art.fill(palette.LANE, lane)
    frame = grid.inflate(cell // 3, cell // 3)
    pygame.draw.rect(art, palette.BOARD_FRAME, frame, border_radius=max(2, cell // 6))
    inset = max(1, cell // 16)
    for r in range(board.height):
        for c in range(board.width):
            rect = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell)
            art.fill(palette.SLOT_EDGE, rect)
            art.fill(palette.SLOT, rect.inflate(-2 * inset, -2 * inset))
            draw_field(art, rect, board.fields.get((r, c)), "dots" in board.rules)
    return art.convert_alpha()


def draw_field(art: pygame.Surface, rect: pygame.Rect, field, dots: bool):
    """dots: the board's uncovered ordinary fields cost points, so each shows a dot.
    A special field as its kind's frame says (game/rules/field_kinds.py)."""
    cell = rect.w
    if field is None:
        if dots:
            pygame.draw.circle(art, palette.SLOT_DOT, rect.center, max(2, cell // 9))
        return
    kind = field_kind(field.kind)
    if kind.frame == "symbol":
        draw_symbol(art, rect, field.symbol, field.colour)
        return
    # A field scored alone: its points as a number, and its frame (a disc, or a
    # square with crossed corners) besides the colour.
    inner = rect.inflate(-cell // 6, -cell // 6)
    if kind.frame == "crossed":
        art.fill(kind.colour, inner)
        width = max(1, cell // 14)
        pygame.draw.line(art, palette.TEXT_DARK, inner.topleft, inner.bottomright, width)
        pygame.draw.line(art, palette.TEXT_DARK, inner.topright, inner.bottomleft, width)
    else:
        pygame.draw.circle(art, kind.colour, rect.center, inner.w // 2)
    label = ui.render(signed(kind.points(field)), max(8, int(cell * 0.55)), palette.TEXT)
    art.blit(label, label.get_rect(center=rect.center))


@dataclass
class _Fall:
    shape: tuple[str, ...]
    column: int
    cells: tuple[Cell, ...]    # the grid cells the engine reported, hidden until it lands
    slide: Slide


class RampBoardView:
    """One player's ramp. The scene feeds it the engine's rows and drop reports."""

    def __init__(self, edition: Edition, seat: int):
        self.edition = edition
        self.seat = seat
        self.geometry: RampGeometry | None = None
        self.hover_rows = hover_rows_for(edition)
        self.version = 0
        self._layer_surface: pygame.Surface | None = None
        self.new_round(edition.boards[0])

    def new_round(self, board: BoardDef):
        self.board = board
        self.rows = ("." * self.edition.width,) * self.edition.height
        # Each landed drop as a piece: its shape as text rows, and the row and column of its corner.
        self._pieces: list[tuple[tuple[str, ...], int, int]] = []
        self._falls: list[_Fall] = []
        self._changed()

    def _changed(self):
        """What lies still on the ramp changed: its layer is drawn again, and `version` tells a scene's cache."""
        self._layer: pygame.Surface | None = None
        self.version += 1

    # Feeding --------------------------------------------------------------
    def show_rows(self, rows):
        """The engine's rows after a drop: the labels of its cells, drawn once it lands."""
        self.rows = tuple(rows)

    def drop(self, shape, column: int, landing_row: int, cells) -> None:
        """Start the slide of a piece the engine placed: `landing_row` is the engine's
        landing row of the shape's top, `cells` the grid cells it reports covered."""
        slide = Slide(-self.hover_rows, landing_row)  # from the hand's place at the top of the lane
        self._falls.append(_Fall(tuple(shape), column, tuple(cells), slide))

    @property
    def busy(self) -> bool:
        return bool(self._falls)

    def update(self, dt: float) -> bool:
        """Advance the slides; True when a piece hit the board this step."""
        landed = False
        for fall in self._falls:
            fall.slide.update(dt)
            if fall.slide.just_landed:
                landed = True
                self._settle(fall)
        self._falls = [fall for fall in self._falls if not fall.slide.done]
        return landed

    def finish(self):
        """Skip the animations: every falling piece is where it lands."""
        if not self._falls:
            return
        for fall in self._falls:
            if not fall.slide.landed:
                self._settle(fall)
        self._falls = []
        self._changed()

    def _settle(self, fall: _Fall):
        """The drop lies on the ramp: its cells as the engine's rows label them, and those
        sticking out above the grid as the shape has them."""
        top = round(fall.slide.end_row)
        cells = {(r, c): self.rows[r][c] for r, c in fall.cells}
        cells.update({(top + r, fall.column + c): label for r, c, label in shape_cells(fall.shape) if top + r < 0})
        self._pieces.append(rows_of(cells))
        self._changed()

    # Drawing --------------------------------------------------------------
    def place(self, geometry: RampGeometry):
        if geometry != self.geometry:
            self.geometry = geometry
            self._changed()

    def prepare_art(self):
        """Draw the art of every board of the edition at this size now, so a new round does not wait for it."""
        for board in self.edition.boards:
            board_art(self.edition.game_id, board, self.geometry)

    def prepare_pieces(self):
        """Draw every card's piece as printed, and its ghost, at this size now: the frame
        that reveals a card then only blits them."""
        cell = self.geometry.cell
        for piece in set(self.edition.build) | set(self.edition.start):
            rows = self.edition.pieces[piece].rows
            moving_image(rows, cell, self.seat, True, round(cell * HELD_SHADOW))
            ghost_image(rows, cell, self.seat)

    def draw_art(self, surface: pygame.Surface):
        """The printed ramp: it only changes with the board and the size, so a scene may keep it in a backdrop."""
        g = self.geometry
        surface.blit(board_art(self.edition.game_id, self.board, g), (g.panel.x, g.header.bottom))

    @property
    def still_area(self) -> pygame.Rect:
        """Where draw_still draws: the ramp under its header (the pieces' shadows stay in it)."""
        g = self.geometry
        return pygame.Rect(g.panel.x, g.header.bottom, g.panel.w, g.panel.bottom - g.header.bottom)

    def draw_pieces(self, surface: pygame.Surface, hand=None, ghost_row: int | None = None, shake: int = 0):
        """Everything on the art. hand: (shape, column) hovering over the ramp, or None;
        ghost_row: the engine's landing row of the hand, None where it does not fit."""
        self.draw_still(surface)
        self.draw_moving(surface, hand, ghost_row, shake)

    def draw_still(self, surface: pygame.Surface):
        """The pieces lying on the ramp (and those sticking out above it): they change
        only when `version` does, so a scene may keep them in a picture between frames."""
        surface.blit(self._placed_layer(), self.geometry.hover.topleft)

    def draw_moving(self, surface: pygame.Surface, hand=None, ghost_row: int | None = None, shake: int = 0):
        """The sliding pieces, and the hand with its ghost (see draw_pieces)."""
        g = self.geometry
        for fall in self._falls:
            x = g.grid.x + fall.column * g.cell
            surface.blit(moving_image(fall.shape, g.cell, self.seat, False, shadow_offset(g.cell)),
                         (x, round(g.grid.y + fall.slide.drawn_row * g.cell)))
        if hand is not None:
            shape, column = hand
            x = g.grid.x + column * g.cell
            if ghost_row is not None:
                surface.blit(ghost_image(shape, g.cell, self.seat), (x, g.grid.y + ghost_row * g.cell))
            surface.blit(moving_image(shape, g.cell, self.seat, True, round(g.cell * HELD_SHADOW)),
                         (x + shake, g.hover.y))

    def _placed_layer(self) -> pygame.Surface:
        """The lying pieces with their shadows, over the lane and the grid, redrawn only when the board changes."""
        if self._layer is None:
            self._layer = self._draw_layer()
        return self._layer

    def _draw_layer(self) -> pygame.Surface:
        g = self.geometry
        cell = g.cell
        shadow = shadow_offset(cell)
        size = (g.grid.w + shadow, g.grid.bottom + shadow - g.hover.y)
        layer = self._layer_surface
        if layer is None or layer.get_size() != size:  # made once per size, cleared for each redraw
            layer = self._layer_surface = pygame.Surface(size, pygame.SRCALPHA).convert_alpha()
        layer.fill((0, 0, 0, 0))
        placed = [(rows, (c * cell, (r + g.hover_rows) * cell)) for rows, r, c in self._pieces]
        # Every shadow first: a shadow falls on the board, never on a neighbouring piece.
        layer.fblits([(shadow_image(rows, cell, shadow), corner) for rows, corner in placed])
        layer.fblits([(piece_image(rows, cell, self.seat), corner) for rows, corner in placed])
        return layer
