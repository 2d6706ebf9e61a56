"""Pawns on the PILUS table: a disc in the player's colour carrying the
player's symbol (sprites.palette), its hop from cell to cell, and the marks on
the cells a pawn may move to.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.shell import motion
from sprites import palette

HOP_TIME = 0.3  # seconds
RING = (250, 250, 255)
DARK = (18, 16, 22)
Cell = tuple[int, int]


@lru_cache(maxsize=64)
def pawn_image(player: int, diameter: int) -> pygame.Surface:
    """The player's cell (colour and symbol) cut to a disc, with a light ring and a dark rim."""
    image = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    palette.draw_player_cell(image, image.get_rect(), player)
    mask = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    r = diameter / 2
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.circle(image, DARK, (r, r), r, max(2, diameter // 12))
    pygame.draw.circle(image, RING, (r, r), r - max(2, diameter // 12), max(1, diameter // 16))
    return image.convert_alpha()


@lru_cache(maxsize=32)
def _shadow(diameter: int) -> pygame.Surface:
    image = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    pygame.draw.ellipse(image, (0, 0, 0, 110), image.get_rect())
    return image.convert_alpha()


def draw_pawn(surface: pygame.Surface, centre: tuple[float, float], cell: int, player: int, lift: float = 0.0):
    """A pawn standing on the cell centred at `centre`; `lift` 0..1 raises it (a hop)."""
    diameter = max(8, round(cell * 0.62 * (1 + 0.25 * lift)))
    drop = cell * (0.06 + 0.25 * lift)
    x, y = centre
    shadow = _shadow(diameter)
    surface.blit(shadow, shadow.get_rect(center=(x + drop, y + drop)))
    image = pawn_image(player, diameter)
    surface.blit(image, image.get_rect(center=(x, y - cell * 0.3 * lift)))


def target_radius(cell: int, time: float) -> int:
    """The radius of a target's ring on a cell `cell` pixels wide at `time`, pulsing about
    once a second, in whole pixels (as pygame draws it)."""
    pulse = 0.5 if motion.reduced() else 0.5 + 0.5 * math.sin(time * 6)
    return int(cell * (0.30 + 0.05 * pulse))


def targets_unchanged_for(cells: list[int], time: float, step: float) -> float:
    """Seconds from `time`, in whole steps of `step`, until a target on cells of these
    widths is drawn with another radius (a whole pulse at most)."""
    radii = [target_radius(cell, time) for cell in cells]
    steps = 1
    while steps * step < 2 * math.pi / 6 and radii == [target_radius(cell, time + steps * step) for cell in cells]:
        steps += 1
    return steps * step


def draw_target(surface: pygame.Surface, rect: pygame.Rect, player: int, focused: bool, time: float):
    """A cell the pawn may move to: a pulsing ring in the player's colour round a
    dark one (readable on every tile colour); the focused one also shows the symbol."""
    radius = target_radius(rect.w, time)
    width = max(2, rect.w // 14)
    pygame.draw.circle(surface, DARK, rect.center, radius + width, width * 2)
    pygame.draw.circle(surface, palette.player_colour(player), rect.center, radius, width)
    if focused:
        image = pawn_image(player, max(8, round(rect.w * 0.42)))
        surface.blit(image, image.get_rect(center=rect.center))


class PawnMotion:
    """Where a pawn shows: it hops from its old cell to the new one, or drops in."""

    def __init__(self, cell: Cell | None = None):
        self.cell = cell
        self._from: Cell | None = cell
        self._left = 0.0

    def move_to(self, cell: Cell | None):
        if cell != self.cell:
            self._from, self.cell, self._left = self.cell, cell, HOP_TIME

    @property
    def busy(self) -> bool:
        return self._left > 0

    def update(self, dt: float):
        self._left = max(0.0, self._left - motion.paced(dt))

    def where(self) -> tuple[float, float, float] | None:
        """(x, y, lift): the world point of the pawn's foot (cell centres at +0.5) and its height."""
        if self.cell is None:
            return None
        t = 1 - self._left / HOP_TIME
        x, y = self.cell[0] + 0.5, self.cell[1] + 0.5
        if self._from is None:  # the first placement drops in from above
            return x, y, (1 - t) ** 2
        fx, fy = self._from[0] + 0.5, self._from[1] + 0.5
        return fx + (x - fx) * t, fy + (y - fy) * t, math.sin(math.pi * t)
