"""The view onto the PILUS table (after the pyscroll demos): where the camera
looks, as a float point in cell units, and how close, in pixels per cell, with
world <-> screen transforms over a viewport (a pygame.FRect).

The zoom steps along a fixed ladder of whole cell sizes, so tile images can be
cached per size and neighbouring tiles meet on exact pixels. Moves and zooms
ease towards a target, advanced by the fixed update step; a drag moves the
camera at once, so the table stays under the pointer.
"""
from __future__ import annotations

import math
from bisect import bisect

import pygame

from game.shell import motion

MIN_CELL, MAX_CELL = 14, 144  # pixels per cell
DEFAULT_CELL = 58  # a ladder size
ZOOM_STEP = 1.07  # the ladder: each size about 7% above the last
LADDER: tuple[int, ...] = tuple(sorted({round(MIN_CELL * ZOOM_STEP ** i)
                                        for i in range(int(math.log(MAX_CELL / MIN_CELL, ZOOM_STEP)) + 2)
                                        if round(MIN_CELL * ZOOM_STEP ** i) <= MAX_CELL}))
WHEEL_STEPS = 3  # ladder sizes per wheel notch or zoom key
EASE_RATE = 10.0  # per second: the gap to the target shrinks e-fold every tenth of a second
SETTLED = 0.01  # cells (and pixels of zoom) closer than this count as arrived


_BOUNDS = [math.sqrt(a * b) for a, b in zip(LADDER, LADDER[1:])]  # halfway, on a log scale


def snap(cell: float) -> int:
    """The ladder size nearest to `cell` pixels."""
    return LADDER[bisect(_BOUNDS, cell)]


class Camera:
    def __init__(self, centre: tuple[float, float] = (0.0, 0.0), cell: float = DEFAULT_CELL):
        self.viewport = pygame.FRect(0, 0, 1, 1)  # the screen area the table shows in
        self.x, self.y = map(float, centre)
        self.zoom = float(snap(cell))
        self.target = (self.x, self.y, self.zoom)

    @property
    def zoom(self) -> float:
        return self._zoom

    @zoom.setter
    def zoom(self, value: float):
        self._zoom = value
        self.scale = snap(value)  # pixels per cell as drawn: the ladder size of the zoom

    # Transforms ---------------------------------------------------------------
    def origin(self) -> tuple[int, int]:
        """Where world (0, 0) falls on the screen, in whole pixels: cell (x, y) starts
        at origin + (x, y) * scale, exactly where rect() puts it."""
        ox, oy = self._origin(self.x, self.y, self.scale)
        return _pixel(ox), _pixel(oy)

    def _origin(self, x: float, y: float, scale: float) -> tuple[float, float]:
        """Where world (0, 0) falls on the screen."""
        return self.viewport.centerx - x * scale, self.viewport.centery - y * scale

    def world_to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        ox, oy = self._origin(self.x, self.y, self.scale)
        return ox + wx * self.scale, oy + wy * self.scale

    def screen_to_world(self, sx: float, sy: float) -> tuple[float, float]:
        ox, oy = self._origin(self.x, self.y, self.scale)
        return (sx - ox) / self.scale, (sy - oy) / self.scale

    def cell_at(self, sx: float, sy: float) -> tuple[int, int]:
        wx, wy = self.screen_to_world(sx, sy)
        return math.floor(wx), math.floor(wy)

    def rect(self, wx: float, wy: float, w: float = 1, h: float = 1) -> pygame.Rect:
        """The screen rectangle of a world rectangle, on whole pixels (cells meet exactly).
        Halves round up, never to even, so whole cells all shift alike: a picture of
        the table drawn once lines up with the table drawn cell by cell."""
        ox, oy = self._origin(self.x, self.y, self.scale)
        s = self.scale
        left, top = _pixel(ox + wx * s), _pixel(oy + wy * s)
        return pygame.Rect(left, top, _pixel(ox + (wx + w) * s) - left, _pixel(oy + (wy + h) * s) - top)

    def visible_world(self) -> pygame.FRect:
        """The part of the world the viewport shows, in cells."""
        left, top = self.screen_to_world(*self.viewport.topleft)
        return pygame.FRect(left, top, self.viewport.w / self.scale, self.viewport.h / self.scale)

    # Moves --------------------------------------------------------------------
    def drag(self, dx: float, dy: float):
        """The pointer dragged the table by (dx, dy) pixels: follow it at once."""
        s = self.scale
        self.x -= dx / s
        self.y -= dy / s
        tx, ty, tz = self.target
        self.target = (tx - dx / s, ty - dy / s, tz)

    def look_at(self, wx: float, wy: float):
        self.target = (wx, wy, self.target[2])

    def zoom_by(self, steps: int, anchor: tuple[float, float] | None = None):
        """Zoom in (steps > 0) or out along the ladder, keeping the world point under
        `anchor` (a screen point; the viewport's centre by default) where it is."""
        tx, ty, tz = self.target
        index = LADDER.index(snap(tz))
        zoom = float(LADDER[min(max(index + steps, 0), len(LADDER) - 1)])
        if anchor is None:
            self.target = (tx, ty, zoom)
            return
        wx, wy = self.screen_to_world(*anchor)
        ax, ay = anchor
        self.target = (wx - (ax - self.viewport.centerx) / zoom, wy - (ay - self.viewport.centery) / zoom, zoom)

    def keep_in_view(self, world: pygame.FRect, margin: float = 0):
        """Move the target as little as needed so `world` (cells) shows inside the
        viewport, `margin` pixels in from its edges (centred when it cannot fit)."""
        tx, ty, tz = self.target
        scale = snap(tz)
        half_w = max(self.viewport.w / 2 - margin, 0) / scale
        half_h = max(self.viewport.h / 2 - margin, 0) / scale
        self.target = (_cover(tx, world.left, world.right, half_w), _cover(ty, world.top, world.bottom, half_h), tz)

    def fit(self, world: pygame.FRect, max_cell: float = DEFAULT_CELL):
        """Aim at `world` (cells) and zoom so all of it shows, no closer than `max_cell`."""
        cell = min(self.viewport.w / max(world.w, 1), self.viewport.h / max(world.h, 1), max_cell)
        fitting = [size for size in LADDER if size <= cell]
        self.target = (world.centerx, world.centery, float(fitting[-1] if fitting else LADDER[0]))

    def update(self, dt: float):
        k = 1 - math.exp(-EASE_RATE * motion.paced(dt))
        tx, ty, tz = self.target
        self.x += (tx - self.x) * k
        self.y += (ty - self.y) * k
        self.zoom += (tz - self.zoom) * k
        if self.settled:
            self.jump()

    @property
    def settled(self) -> bool:
        tx, ty, tz = self.target
        return abs(tx - self.x) < SETTLED and abs(ty - self.y) < SETTLED and abs(tz - self.zoom) < SETTLED

    def jump(self):
        """Arrive at the target now."""
        self.x, self.y, self.zoom = self.target


def _pixel(v: float) -> int:
    return math.floor(v + 0.5)


def _cover(centre: float, low: float, high: float, half: float) -> float:
    """The centre nearest to `centre` whose window of +-half holds [low, high]."""
    if high - low > 2 * half:
        return (low + high) / 2
    return min(max(centre, high - half), low + half)
