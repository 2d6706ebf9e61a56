"""How a PILUS tile looks at one cell size, seen from above and a little from
the front right: its four cells in their colours and patterns (sprites.palette),
shaded by the level it lies at (darker low, lighter high), under it the edges
of the stack it tops, one plate per level (a stack of three shows three
edges), a shadow that falls further the higher it lies, and a badge with the
level number for the exact value.

The top face stays on its cells' squares on the table (where the pointer, the
pawns and the badges find it); the plates show below and right of it, over
the cells there, as a stack's sides would.

Images are made once per cell size and kept for a few recent sizes (the
camera steps along a ladder of sizes), so a frame only blits. A zoom passes
through several sizes; making every image anew in one frame would stall it,
so a frame makes a few and lets the rest stand in, scaled from a size already
made, until a later frame gets to them.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.shell import motion
from sprites import palette, ui

Layout = tuple[str, str]  # top row, bottom row: one colour letter per cell

# Per level: multiply the colours (darker) or add to them (lighter).
SHADE = {1: ("mult", 0.70), 2: ("mult", 0.85), 3: None, 4: ("add", 34), 5: ("add", 68)}
EDGE = (18, 16, 22)
PLATE_FRONT = (226, 216, 194)  # a tile's edges: the cream of the tiles' body, its front lit
PLATE_SIDE = (184, 172, 150)
BADGE = (250, 248, 240)
# Each level its own disc, lighter to darker as the stack grows, so levels 3, 4 and 5 read
# apart at a glance as well as by their digit: (disc, digit).
BADGE_COLOURS = {1: (BADGE, EDGE), 2: ((178, 222, 255), EDGE), 3: ((255, 214, 92), EDGE),
                 4: ((245, 140, 60), EDGE), 5: ((168, 36, 48), (255, 255, 255))}
SHADOW_ALPHA = 120
MIN_BADGE_CELL = 16  # below this size a number would be a smudge
SIZES_KEPT = 6  # the hand's size is one of them
BUILDS_PER_FRAME = 8
BADGE_MASTER = 32  # radius the badges are drawn at, then scaled (one font size, loaded once)


def edge_width(cell: int) -> int:
    """The dark rim round a tile's face."""
    return max(1, round(cell * 0.04))


def plate_step(cell: int) -> tuple[int, int]:
    """How far each plate lies right and down of the one above it: how much of a
    tile's edges shows under the tile above, room for their colour and a dark line."""
    down = max(2, round(cell * 0.07))
    return max(1, down * 2 // 3), down


def stack_reach(level: int | None, cell: int) -> tuple[int, int]:
    """How far the plates of a stack of `level` tiles reach right and below the face."""
    right, down = plate_step(cell)
    return (level or 0) * right, (level or 0) * down


def shadow_offset(level: int | None, cell: int) -> int:
    return max(1, round(cell * 0.05 * (level or 1)))


def badge_radius(cell: int) -> int:
    return max(5, round(cell * 0.21))


def _shade(image: pygame.Surface, level: int | None):
    rule = SHADE.get(level)
    if rule is None:
        return
    kind, amount = rule
    if kind == "mult":
        value = round(255 * amount)
        image.fill((value, value, value), special_flags=pygame.BLEND_RGB_MULT)
    else:
        image.fill((amount, amount, amount), special_flags=pygame.BLEND_RGB_ADD)


class TileImages:
    """Every picture of tiles, cached per cell size."""

    def __init__(self, sizes_kept: int = SIZES_KEPT, builds_per_frame: int = BUILDS_PER_FRAME):
        self._sizes: OrderedDict[int, dict] = OrderedDict()
        self._sizes_kept = sizes_kept
        self._builds_per_frame = builds_per_frame
        self._builds_left = builds_per_frame

    def start_frame(self):
        self._builds_left = self._builds_per_frame

    def _cache(self, cell: int) -> dict:
        cache = self._sizes.get(cell)
        if cache is None:
            cache = self._sizes[cell] = {}
            if len(self._sizes) > self._sizes_kept:
                self._sizes.popitem(last=False)
        else:
            self._sizes.move_to_end(cell)
        return cache

    def _get(self, cell: int, key):
        cache = self._cache(cell)
        image = cache.get(key)
        if image is None:
            if self._builds_left <= 0:
                stand_in = self._stand_in(cell, key)
                if stand_in is not None:
                    return stand_in
            self._builds_left -= 1
            image = cache[key] = _make(key, cell)
        return image

    def _stand_in(self, cell: int, key) -> pygame.Surface | None:
        """The image made at the nearest other size, scaled to `cell` (not kept)."""
        sizes = [size for size, cache in self._sizes.items() if key in cache]
        if not sizes:
            return None
        size = min(sizes, key=lambda s: abs(s - cell))
        image = self._sizes[size][key]
        w, h = image.get_size()
        return pygame.transform.scale(image, (max(1, round(w * cell / size)), max(1, round(h * cell / size))))

    def prepare(self, cell: int, tiles, all_now: bool = False) -> bool:
        """Make what is missing of the pictures of `tiles` ((layout, level) pairs) at `cell`,
        as far as this frame's budget goes (all of them with all_now: nobody watches);
        True when every one of them is made."""
        cache = self._cache(cell)
        levels = {level for _, level in tiles}
        wanted = [(kind, level) for level in levels for kind in ("shadow", "plates")]
        wanted += [("tile", layout, level) for layout, level in tiles]
        if cell >= MIN_BADGE_CELL:
            wanted += [("badge", level) for level in levels]
        for key in wanted:
            if key not in cache:
                if self._builds_left <= 0 and not all_now:
                    return False
                self._builds_left -= 1
                cache[key] = _make(key, cell)
        return True

    def tile(self, layout: Layout, level: int | None, cell: int) -> pygame.Surface:
        """The tile's 2 x 2 cells with its rim; level None: in a hand, unshaded."""
        return self._get(cell, ("tile", layout, level))

    def shadow(self, level: int | None, cell: int) -> pygame.Surface:
        """The shadow of a stack of `level` tiles: the face and its plates, to be drawn
        shadow_offset() down and right of the face's corner."""
        return self._get(cell, ("shadow", level))

    def plates(self, level: int | None, cell: int) -> pygame.Surface:
        """The front edges of a stack of `level` tiles, drawn at the face's corner
        before the face (which covers all but their edges)."""
        return self._get(cell, ("plates", level))

    def badge(self, level: int, cell: int) -> pygame.Surface | None:
        """The level number on a light disc; None when the cells are too small to read it."""
        if cell < MIN_BADGE_CELL:
            return None
        return self._get(cell, ("badge", level))


def _make(key: tuple, cell: int) -> pygame.Surface:
    """The picture a cache key names: ('tile', layout, level), ('shadow', level),
    ('plates', level) or ('badge', level)."""
    if key[0] == "tile":
        return _tile_image(key[1], key[2], cell)
    if key[0] == "shadow":
        return _shadow_image(key[1], cell)
    if key[0] == "plates":
        return _plates_image(key[1], cell)
    return _badge_image(key[1], cell)


def _tile_image(layout: Layout, level: int | None, cell: int) -> pygame.Surface:
    image = pygame.Surface((2 * cell, 2 * cell)).convert()
    for row, letters in enumerate(layout):
        for column, letter in enumerate(letters):
            palette.draw_pilus_cell(image, (column * cell, row * cell, cell, cell), letter)
    _shade(image, level)
    pygame.draw.rect(image, EDGE, image.get_rect(), edge_width(cell))
    return image


def _shadow_image(level: int | None, cell: int) -> pygame.Surface:
    reach = stack_reach(level, cell)
    image = pygame.Surface((2 * cell + reach[0], 2 * cell + reach[1]), pygame.SRCALPHA)
    pygame.draw.rect(image, (0, 0, 0, SHADOW_ALPHA), image.get_rect(), border_radius=max(2, cell // 8))
    return image.convert_alpha()


def _plates_image(level: int | None, cell: int) -> pygame.Surface:
    """One plate per level, each a tile's square a step right and down of the one
    above it, the lowest first; each shows as a front band and a side band with
    a dark line round them, lower plates a little darker (further from the light)."""
    (right, down), reach = plate_step(cell), stack_reach(level, cell)
    image = pygame.Surface((2 * cell + reach[0], 2 * cell + reach[1]), pygame.SRCALPHA)
    for plate in range(level or 0, 0, -1):
        square = pygame.Rect(plate * right, plate * down, 2 * cell, 2 * cell)
        shade = 1 - 0.07 * plate
        image.fill(palette.shaded(PLATE_SIDE, shade), square)
        image.fill(palette.shaded(PLATE_FRONT, shade), (square.x, square.bottom - down, square.w, down))
        pygame.draw.rect(image, EDGE, square, 1)
    return image.convert_alpha()


@lru_cache(maxsize=8)
def _badge_master(level: int) -> pygame.Surface:
    radius = BADGE_MASTER
    image = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    disc, digit = BADGE_COLOURS.get(level, (BADGE, EDGE))
    pygame.draw.circle(image, disc, (radius, radius), radius)
    pygame.draw.circle(image, EDGE, (radius, radius), radius, max(1, radius // 6))
    text = ui.render(str(level), round(radius * 1.9), digit)
    image.blit(text, text.get_rect(center=(radius, radius + 1)))
    return image


def _badge_image(level: int, cell: int) -> pygame.Surface:
    size = 2 * badge_radius(cell)
    return pygame.transform.smoothscale(_badge_master(level), (size, size)).convert_alpha()


# Motion ----------------------------------------------------------------------
LIFT_TIME = 0.14  # seconds
SETTLE_TIME = 0.2
GLIDE_SPEED = 16.0  # cells per second
GLIDE_TIME = (0.12, 0.45)  # shortest and longest glide
HELD_ALPHA = 175  # a tile held over a spot: the colours under it still show


class LayMotion:
    """A tile on its way to where the engine laid it: lift, glide, settle.

    Positions are the tile's top-left corner in cells; `lift` (0 lying, 1 held
    up) grows the tile and its shadow. A tile the player already held over the
    spot starts lifted and only settles."""

    def __init__(self, start: tuple[float, float], end: tuple[int, int], lifted: bool = False):
        self.start, self.end = start, end
        distance = ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5
        self.lift_time = 0.0 if lifted else LIFT_TIME
        self.glide_time = 0.0 if distance == 0 else min(max(distance / GLIDE_SPEED, GLIDE_TIME[0]), GLIDE_TIME[1])
        self.time = 0.0
        self.landed = False

    @property
    def total(self) -> float:
        return self.lift_time + self.glide_time + SETTLE_TIME

    @property
    def done(self) -> bool:
        return self.time >= self.total

    def update(self, dt: float) -> bool:
        """Advance; True on the step the tile touches down (for the sound)."""
        self.time += motion.paced(dt)
        touching = self.time >= self.lift_time + self.glide_time + SETTLE_TIME / 3
        if touching and not self.landed:
            self.landed = True
            return True
        return False

    def where(self) -> tuple[float, float, float]:
        """(x, y, lift) now."""
        t = self.time
        if t < self.lift_time:
            return (*self.start, t / self.lift_time)
        t -= self.lift_time
        if t < self.glide_time:
            k = _ease(t / self.glide_time)
            (sx, sy), (ex, ey) = self.start, self.end
            return sx + (ex - sx) * k, sy + (ey - sy) * k, 1.0
        t -= self.glide_time
        k = min(t / SETTLE_TIME, 1.0)
        # Down, touching at a third of the way, then one small bounce.
        return (*self.end, (1 - k) ** 2 * abs(math.cos(k * math.pi * 1.5)))


# The tile held still (over its spot, or lifted for the pawn step) is drawn from the same
# pictures frame after frame: their scaled and see-through copies are kept, not made anew.
@lru_cache(maxsize=12)
def _grown(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(picture, size)


@lru_cache(maxsize=8)
def _faded(picture: pygame.Surface, alpha: int) -> pygame.Surface:
    faded = picture.copy()
    faded.set_alpha(alpha)
    return faded


def _ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


def draw_tile(surface: pygame.Surface, images: TileImages, layout: Layout, level: int | None, rect: pygame.Rect,
              lift: float = 0.0, alpha: int = 255):
    """A tile whose 2 x 2 cells cover `rect` on screen, on the plates of the stack it
    would top at `level`, raised by `lift` (bigger, its shadow further off)."""
    cell = rect.w // 2
    image = images.tile(layout, level, cell)
    shadow, plates = images.shadow(level, cell), images.plates(level, cell)
    offset = shadow_offset(level, cell) + round(cell * 0.35 * lift)
    if lift > 0:
        grow = 1 + 0.12 * lift
        image, shadow, plates = (_grown(picture, (round(picture.get_width() * grow), round(picture.get_height() * grow)))
                                 for picture in (image, shadow, plates))
    place = image.get_rect(center=rect.center)
    surface.blit(shadow, place.move(offset, offset))
    if alpha < 255:
        image, plates = _faded(image, alpha), _faded(plates, alpha)
    surface.blit(plates, place)
    surface.blit(image, place)
    return place
