"""The PILUS table seen from above through a camera: the felt with its cell
grid, the laid tiles stacked by level (each on the front edges of the stack
under it, one plate per level, shadows under each level, the level number on
every tile that still shows), the outlines of protected regions in
their owner's colour, the pawns, and the flash of a scoring.

The view only shows what the engine says: `sync(game)` reads the table, the
pawns and the protected regions after each move. What it keeps itself is
cosmetic (which cells of each tile still show, pawn hops, the flash).
Everything is culled to the camera's viewport.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.shell import motion as motion_setting
from sprites import palette, ui
from sprites.camera import Camera, snap
from sprites.pilus_pawn import PawnMotion, draw_pawn
from sprites.pilus_tile import EDGE, LayMotion, TileImages, draw_tile, shadow_offset, stack_reach
from sprites.static_layer import display_surface

MIN_GRID_CELL = 20  # below this the grid would be a haze
FLASH_TIME = 1.2  # seconds the scored regions stay lit
# A rendering of the whole table is kept per zoom step for the last few steps, when
# it is at most RENDER_AREA viewports large; it reaches RENDER_MARGIN cells past the tiles.
RENDERS_KEPT = 3
RENDER_AREA = 2.25
RENDER_MARGIN = 1
Cell = tuple[int, int]


@dataclass(frozen=True)
class ShownTile:
    """A laid tile as drawn: `visible` are its cells no later tile covers."""

    tile: str
    layout: tuple[str, str]
    x: int
    y: int
    level: int
    visible: tuple[Cell, ...]


@palette.kept_per_palette(maxsize=8)
def _flash_cell(cell: int) -> pygame.Surface:
    image = pygame.Surface((cell, cell), pygame.SRCALPHA)
    image.fill((255, 255, 240, 110))
    pygame.draw.rect(image, (*palette.ACCENT, 255), image.get_rect(), max(2, cell // 10))
    return image.convert_alpha()


class ScoreFlash:
    """The regions a lay scored, lit with their points, fading out."""

    def __init__(self, regions, time: float = FLASH_TIME):
        self.regions = regions  # ScoredRegion: colour, cells, points, protected_by
        self.time = time
        self.left = time

    @property
    def done(self) -> bool:
        return self.left <= 0

    def update(self, dt: float):
        # Timed, not paced: the points stay up long enough to read, under reduced motion too.
        self.left = max(0.0, self.left - motion_setting.timed(dt))

    @property
    def _fade(self) -> float:
        return 1.0 if motion_setting.reduced() else min(1.0, self.left / (self.time * 0.3))

    def draw_light(self, surface: pygame.Surface, camera: Camera):
        """The scored cells lit."""
        overlay = _flash_cell(camera.scale)
        overlay.set_alpha(round(255 * self._fade))
        for region in self.regions:
            if region.points:
                for x, y in region.cells:
                    surface.blit(overlay, camera.rect(x, y))

    def draw_points(self, surface: pygame.Surface, camera: Camera, avoid: list[pygame.Rect] = ()):
        """Each region's points; avoid: what they must not cover (the level badges: '+4' over a '1' read '+14')."""
        fade = self._fade
        taken = []
        for region in self.regions:
            taken.append(self._label(surface, camera, region, fade, list(avoid), taken))

    @staticmethod
    def _label(surface, camera: Camera, region, fade: float, avoid, taken) -> pygame.Rect:
        """The points on the region's cell nearest its middle whose label covers nothing in
        `avoid` nor another region's label in `taken` (else the nearest cell round the region
        clear of `avoid`); a protected region shows 0 in its guard's colour. Returns where the label went."""
        cx = sum(x for x, _ in region.cells) / len(region.cells)
        cy = sum(y for _, y in region.cells) / len(region.cells)
        size = max(14, round(camera.scale * 0.1) * 6)  # a few font sizes only: each is loaded once
        text = ui.render(f"+{region.points}", size, palette.TEXT_DARK)
        box = text.get_rect().inflate(size // 3, 2)
        inside = sorted(region.cells, key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c))
        around = sorted({(x + dx, y + dy) for x, y in inside for dx in range(-2, 3) for dy in range(-2, 3)}
                        - set(inside), key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c))
        places = [box.move_to(center=camera.rect(x, y).center) for x, y in inside + around]
        back = next((place for place in places if place.collidelist(avoid + taken) == -1),
                    next((place for place in places if place.collidelist(avoid) == -1), places[0]))
        colour = palette.ACCENT if region.protected_by is None else palette.player_colour(region.protected_by)
        label = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(label, colour, label.get_rect(), border_radius=size // 4)
        pygame.draw.rect(label, palette.TEXT_DARK, label.get_rect(), 1, border_radius=size // 4)
        label.blit(text, text.get_rect(center=label.get_rect().center))
        label.set_alpha(round(255 * fade))
        surface.blit(label, back)
        return back


class TableView:
    def __init__(self, tileset, pawns, images: TileImages | None = None):
        """pawns: where each player's pawn stands now (None: off the table)."""
        self.tileset = tileset
        self.images = images or TileImages()
        self.tiles: list[ShownTile] = []
        self.by_level: list[ShownTile] = []
        self.outlines: list[tuple[Cell, Cell, int]] = []  # world segments between cell corners, and the owner
        self.pawns = [PawnMotion(cell) for cell in pawns]
        self.pawn_cells = {cell for cell in pawns if cell is not None}
        self.flash: ScoreFlash | None = None
        self.bounds = pygame.FRect(0, 0, 2, 2)  # the cells in use, for recentring
        self._renders: OrderedDict[int, tuple[tuple, pygame.Surface]] = OrderedDict()  # by zoom: (key, picture)
        self._spare: list[pygame.Surface] = []
        self._scratch_surface: pygame.Surface | None = None
        self._felt_kept: tuple[tuple, pygame.Surface] | None = None  # (zoom step and size, felt with its grid)
        self._palette = palette.current()  # the kept pictures' palette

    # What the engine says -----------------------------------------------------
    def sync(self, game):
        """The tiles on the table."""
        table = game.table
        shown = []
        for laid in table.laid():
            cells = [(laid.x + dx, laid.y + dy) for (dx, dy), _ in self.tileset.cells(laid.tile, laid.rotation)]
            visible = tuple(c for c in cells if table.top_tile(c) == laid.tile)
            shown.append(ShownTile(laid.tile, self.tileset.layout(laid.tile, laid.rotation), laid.x, laid.y,
                                   laid.level, visible))
        self.tiles = shown
        # Lower levels first, laying order within a level: what lies on top is drawn last.
        self.by_level = sorted(shown, key=lambda t: t.level)
        xs = [x for x, _ in table.cells()]
        ys = [y for _, y in table.cells()]
        self.bounds = pygame.FRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        self._forget_renderings()

    def sync_pawns(self, game):
        """The pawns and the regions they protect (after the laid tile has landed)."""
        self.outlines = _outline_segments(game.protected_regions())
        self._forget_renderings()
        for motion, cell in zip(self.pawns, game.pawns):
            motion.move_to(cell)
        self.pawn_cells = {cell for cell in game.pawns if cell is not None}

    def screen_bounds(self, camera: Camera) -> pygame.Rect:
        """The screen rectangle round every tile on the table, with the edges of the
        highest stack showing below and right of it."""
        bounds = self.bounds
        rect = camera.rect(bounds.x, bounds.y, bounds.w, bounds.h)
        right, down = stack_reach(max((t.level for t in self.tiles), default=0), camera.scale)
        return pygame.Rect(rect.x, rect.y, rect.w + right, rect.h + down)

    def show_scoring(self, regions):
        self.flash = ScoreFlash(regions)

    @property
    def busy(self) -> bool:
        return any(p.busy for p in self.pawns) or (self.flash is not None and not self.flash.done)

    def update(self, dt: float):
        for motion in self.pawns:
            motion.update(dt)
        if self.flash:
            self.flash.update(dt)

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, camera: Camera, hidden: str | None = None,
             moving: tuple[ShownTile, LayMotion] | None = None):
        """The table in the camera's viewport; `hidden`: a tile the engine has laid
        but `moving` still carries there."""
        self.images.start_frame()
        if self._palette is not palette.current():  # swapped in Settings: the kept pictures are of the other
            self._palette, self._felt_kept = palette.current(), None
            self._forget_renderings()
        view = pygame.Rect(camera.viewport)
        clip = surface.get_clip()
        surface.set_clip(view)
        lying = {(t.layout, t.level) for t in self.by_level if t.tile != hidden}
        target = snap(camera.target[2])
        if camera.scale != target:
            # On the way to another zoom step: the steps passed show a kept rendering scaled,
            # while the pictures of the step the zoom heads for are made ahead.
            self.images.prepare(target, lying)
            if not self._draw_scaled(surface, camera, view, hidden):
                self._draw_lying(surface, camera, view, hidden)
        elif not self.images.prepare(camera.scale, lying) or not self._draw_rendering(surface, camera, view, hidden):
            self._draw_lying(surface, camera, view, hidden)
        if self.flash and not self.flash.done:
            badges = self.badge_rects(camera)
            self.flash.draw_light(surface, camera)
            self._badges_again(surface, camera, badges)  # the levels read through the light
            self.flash.draw_points(surface, camera, badges)
        if moving is not None:
            tile, motion = moving
            x, y, lift = motion.where()
            draw_tile(surface, self.images, tile.layout, tile.level, camera.rect(x, y, 2, 2), lift)
        self._pawns(surface, camera)
        surface.set_clip(clip)

    def _draw_lying(self, surface, camera: Camera, view: pygame.Rect, hidden: str | None):
        """What lies still in `view`: the felt, its grid, the tiles with their shadows and
        levels, the outlines of protected regions."""
        surface.fill(palette.FELT, view)
        _grid(surface, camera.origin(), camera.scale, view)
        scale = camera.scale
        ox, oy = camera.origin()
        reach = view.inflate(scale, scale)
        placed = [(t, pygame.Rect(ox + t.x * scale, oy + t.y * scale, 2 * scale, 2 * scale))
                  for t in self.by_level if t.tile != hidden]
        placed = [(t, r) for t, r in placed if r.colliderect(reach)]
        self._tiles(surface, placed, scale)
        self._outlines(surface, camera)
        self._badges(surface, placed, scale)  # over the outlines: a level is never hidden

    def prepare(self, camera: Camera):
        """Make every picture the table needs at the camera's zoom now, its rendering too:
        for a moment nobody sees the table (the curtain between two players' turns)."""
        view = pygame.Rect(camera.viewport)
        if self.images.prepare(camera.scale, {(t.layout, t.level) for t in self.by_level}, all_now=True):
            self._rendering(camera.scale, view, None)

    def _rendering(self, scale: int, view: pygame.Rect, hidden: str | None):
        """(picture, its top-left world cell) of the table at zoom step `scale`, made now
        if need be; None where it would be much larger than the viewport `view`."""
        world = self.bounds.inflate(2 * RENDER_MARGIN, 2 * RENDER_MARGIN)  # room for shadows and outlines
        size = (round(world.w) * scale, round(world.h) * scale)
        if size[0] * size[1] > RENDER_AREA * view.w * view.h:
            return None
        corner = (round(world.x), round(world.y))
        kept = self._renders.get(scale)
        if kept is not None and kept[0] == (corner, hidden):
            self._renders.move_to_end(scale)
            return kept[1], corner
        local = Camera(world.center, scale)
        local.viewport = pygame.FRect((0, 0), size)
        image = self._canvas(size)
        self._draw_lying(image, local, image.get_rect(), hidden)
        self._renders[scale] = ((corner, hidden), image)
        if len(self._renders) > RENDERS_KEPT:
            self._spare.append(self._renders.popitem(last=False)[1][1])
        return image, corner

    def _draw_rendering(self, surface, camera: Camera, view: pygame.Rect, hidden: str | None) -> bool:
        """The table from its rendering at the camera's zoom step (made now if need be);
        False where a rendering would be much larger than the viewport (close up, few
        tiles show: they are drawn one by one)."""
        scale = camera.scale
        rendering = self._rendering(scale, view, hidden)
        if rendering is None:
            return False
        image, corner = rendering
        ox, oy = camera.origin()
        place = image.get_rect(topleft=(ox + corner[0] * scale, oy + corner[1] * scale))
        if not place.contains(view):
            self._felt(surface, (ox, oy), scale, view)
        surface.blit(image, place)
        return True

    def _felt(self, surface, origin: tuple[int, int], scale: int, view: pygame.Rect):
        """The felt and its grid over `view` (world (0, 0) at `origin`), cut from a picture kept
        for the zoom step: one blit a frame instead of a fill and a line per row and column."""
        size = (view.w + scale, view.h + scale)  # room to shift the grid by up to a cell
        if self._felt_kept is None or self._felt_kept[0] != (scale, size):
            felt = display_surface(size)
            felt.fill(palette.FELT)
            _grid(felt, (0, 0), scale, felt.get_rect())
            self._felt_kept = ((scale, size), felt)
        ox, oy = origin
        surface.blit(self._felt_kept[1], view, pygame.Rect((view.x - ox) % scale, (view.y - oy) % scale, *view.size))

    def _draw_scaled(self, surface, camera: Camera, view: pygame.Rect, hidden: str | None) -> bool:
        """The table from the kept rendering nearest the camera's zoom, scaled to it (while
        the zoom passes); False when none is kept."""
        kept = [(scale, key, image) for scale, (key, image) in self._renders.items() if key[1] == hidden]
        if not kept:
            return False
        source, ((cx, cy), _), image = min(kept, key=lambda k: abs(math.log(k[0] / camera.scale)))
        scale = camera.scale
        ox, oy = camera.origin()
        # Where the rendering lands at this zoom, and the part of it the viewport shows.
        place = pygame.Rect(ox + cx * scale, oy + cy * scale, image.get_width() * scale // source,
                            image.get_height() * scale // source)
        shown = place.clip(view)
        if not place.contains(view):
            surface.fill(palette.FELT, view)
            _grid(surface, (ox, oy), scale, view)
        if shown.w <= 0 or shown.h <= 0:
            return True
        area = pygame.Rect((shown.x - place.x) * source // scale, (shown.y - place.y) * source // scale,
                           max(1, shown.w * source // scale), max(1, shown.h * source // scale)).clip(image.get_rect())
        if area.w <= 0 or area.h <= 0:
            return True
        surface.blit(pygame.transform.scale(image.subsurface(area), shown.size, self._scratch(shown.size)), shown)
        return True

    def _scratch(self, size) -> pygame.Surface:
        """A surface of `size` to scale into, cut from one kept for the purpose (no new memory each frame)."""
        if self._scratch_surface is None or self._scratch_surface.get_width() < size[0] \
                or self._scratch_surface.get_height() < size[1]:
            self._scratch_surface = display_surface(size)
        return self._scratch_surface.subsurface((0, 0), size)

    def _canvas(self, size) -> pygame.Surface:
        """A surface for a rendering: part of one that was let go when it is large enough."""
        for index, spare in enumerate(self._spare):
            parent = spare.get_parent() or spare
            if parent.get_width() >= size[0] and parent.get_height() >= size[1]:
                del self._spare[index]
                return parent.subsurface((0, 0), size)
        return display_surface(size)

    def _forget_renderings(self):
        """The table changed: the kept renderings are let go (their memory serves the next ones)."""
        self._spare = (self._spare + [image for _, image in self._renders.values()])[-RENDERS_KEPT:]
        self._renders.clear()

    def _tiles(self, surface, placed, scale: int):
        """Level by level: that level's shadows, then its plates, then its tiles, so a shadow
        or a stack's front falls on lower tiles only (a neighbour at the same level covers it)."""
        images = self.images
        start = 0
        while start < len(placed):
            level = placed[start][0].level
            end = start
            while end < len(placed) and placed[end][0].level == level:
                end += 1
            shadow, plates = images.shadow(level, scale), images.plates(level, scale)
            offset = shadow_offset(level, scale)
            surface.fblits([(shadow, rect.move(offset, offset)) for _, rect in placed[start:end]])
            surface.fblits([(plates, rect.topleft) for _, rect in placed[start:end]])
            surface.fblits([(images.tile(t.layout, t.level, scale), rect.topleft) for t, rect in placed[start:end]])
            start = end

    def _badges(self, surface, placed, scale: int):
        """Each tile's level where nothing covers it: its middle when the tile is whole
        and no pawn stands on it, else the middle of a visible cell without a pawn
        (a badge is smaller than a cell, so no neighbouring tile reaches it)."""
        for tile, rect in placed:
            badge = self.images.badge(tile.level, scale)
            if badge is None or not tile.visible:
                continue
            surface.blit(badge, badge.get_rect(center=self.badge_centre(tile, rect)))

    def badged(self, scale: int) -> list[ShownTile]:
        """The tiles that show their level at this cell size (none where cells are too small)."""
        return [t for t in self.by_level if t.visible and self.images.badge(t.level, scale) is not None]

    def _badges_again(self, surface, camera: Camera, rects: list[pygame.Rect]):
        surface.fblits([(self.images.badge(t.level, camera.scale), rect)
                        for t, rect in zip(self.badged(camera.scale), rects)])

    def badge_rects(self, camera: Camera) -> list[pygame.Rect]:
        """Where the badges of badged() are drawn on the screen, in its order."""
        scale = camera.scale
        ox, oy = camera.origin()
        return [self.images.badge(t.level, scale).get_rect(center=self.badge_centre(
            t, pygame.Rect(ox + t.x * scale, oy + t.y * scale, 2 * scale, 2 * scale))) for t in self.badged(scale)]

    def badge_centre(self, tile: ShownTile, rect: pygame.Rect) -> tuple[int, int]:
        """Where the badge of `tile`, drawn at `rect` (its 2 x 2 cells), goes."""
        free = [cell for cell in tile.visible if cell not in self.pawn_cells]
        if len(free) == 4:
            return rect.center
        if free:
            cx, cy = free[0]
            return (rect.x + round((cx - tile.x + 0.5) * rect.w / 2), rect.y + round((cy - tile.y + 0.5) * rect.h / 2))
        # A pawn stands on every cell that shows: the badge at the tile's outer corner of one, clear of the pawn.
        cx, cy = tile.visible[0]
        return rect.x + (cx - tile.x) * rect.w, rect.y + (cy - tile.y) * rect.h

    def _outlines(self, surface, camera: Camera):
        scale = camera.scale
        width = max(2, scale // 12)
        ox, oy = camera.origin()
        # A dark line under the owner's colour: it reads on a tile of the same colour too.
        for dark in (True, False):
            for (ax, ay), (bx, by), owner in self.outlines:
                colour = EDGE if dark else palette.player_colour(owner)
                pygame.draw.line(surface, colour, (ox + ax * scale, oy + ay * scale), (ox + bx * scale, oy + by * scale),
                                 width + 4 if dark else width)

    def _pawns(self, surface, camera: Camera):
        scale = camera.scale
        for player, motion in enumerate(self.pawns):
            where = motion.where()
            if where is not None:
                x, y, lift = where
                draw_pawn(surface, camera.world_to_screen(x, y), scale, player, lift)


def _grid(surface, origin: tuple[int, int], scale: int, view: pygame.Rect):
    """The lines between the cells in `view`, world (0, 0) at `origin`."""
    if scale < MIN_GRID_CELL:
        return
    ox, oy = origin
    for sx in range(view.left + (ox - view.left) % scale, view.right, scale):
        pygame.draw.line(surface, palette.FELT_GRID, (sx, view.top), (sx, view.bottom))
    for sy in range(view.top + (oy - view.top) % scale, view.bottom, scale):
        pygame.draw.line(surface, palette.FELT_GRID, (view.left, sy), (view.right, sy))


def _outline_segments(protected: dict[Cell, int]) -> list[tuple[Cell, Cell, int]]:
    """The border of every protected region: cell sides whose neighbour is not in it."""
    segments = []
    for (x, y), owner in protected.items():
        sides = (((x, y - 1), (x, y), (x + 1, y)), ((x, y + 1), (x, y + 1), (x + 1, y + 1)),
                 ((x - 1, y), (x, y), (x, y + 1)), ((x + 1, y), (x + 1, y), (x + 1, y + 1)))
        for neighbour, a, b in sides:
            if protected.get(neighbour) != owner:
                segments.append((a, b, owner))
    return segments
