"""The pictures printed on special board fields: the five symbols of FITS
board 4 and the coloured symbols of FITS compact board 2.

A colour never stands alone: each FITS compact symbol colour also has its own
shape, so the three sets stay apart for players who cannot tell the colours.
"""
from __future__ import annotations

import math

import pygame

from sprites import palette

# FITS board 4: the shape names the pair; the colours only help.
SYMBOL_COLOURS = {
    "star": (250, 210, 70),
    "moon": (170, 200, 255),
    "sun": (255, 150, 50),
    "heart": (240, 90, 130),
    "diamond": (90, 220, 220),
}
# FITS compact board 2: a symbol colour and the shape that goes with it.
COLOUR_SHAPES = {"red": "triangle", "green": "square", "blue": "circle"}


def draw_symbol(surface: pygame.Surface, rect: pygame.Rect, symbol: str, colour: str = ""):
    """Draw a field's symbol centred in `rect`: a named symbol, or the shape of a symbol colour."""
    if symbol in _DRAW:
        _DRAW[symbol](surface, rect, SYMBOL_COLOURS[symbol])
    else:
        shape = COLOUR_SHAPES.get(colour, "circle")
        _DRAW[shape](surface, rect, palette.COLOURS.get(colour, palette.TEXT))


def _radius(rect) -> float:
    return min(rect.w, rect.h) * 0.36


def _star(surface, rect, colour):
    r = _radius(rect)
    cx, cy = rect.center
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r if i % 2 == 0 else r * 0.45
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def _moon(surface, rect, colour):
    r = _radius(rect)
    # A crescent: a disc with a second disc cut out of it.
    moon = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = (rect.w / 2, rect.h / 2)
    pygame.draw.circle(moon, colour, local, r)
    pygame.draw.circle(moon, (0, 0, 0, 0), (local[0] + r * 0.5, local[1] - r * 0.25), r * 0.85)
    surface.blit(moon, rect.topleft)


def _sun(surface, rect, colour):
    r = _radius(rect)
    cx, cy = rect.center
    width = max(1, round(r / 5))
    for i in range(8):
        angle = i * math.pi / 4
        inner, outer = r * 0.6, r
        pygame.draw.line(surface, colour, (cx + inner * math.cos(angle), cy + inner * math.sin(angle)),
                         (cx + outer * math.cos(angle), cy + outer * math.sin(angle)), width)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.5)


def _heart(surface, rect, colour):
    r = _radius(rect)
    cx, cy = rect.center
    lobe = r * 0.5
    pygame.draw.circle(surface, colour, (cx - lobe, cy - lobe * 0.5), lobe)
    pygame.draw.circle(surface, colour, (cx + lobe, cy - lobe * 0.5), lobe)
    pygame.draw.polygon(surface, colour, [(cx - 2 * lobe, cy - lobe * 0.3), (cx + 2 * lobe, cy - lobe * 0.3),
                                          (cx, cy + r)])


def _diamond(surface, rect, colour):
    r = _radius(rect)
    cx, cy = rect.center
    pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)])


def _triangle(surface, rect, colour):
    r = _radius(rect)
    cx, cy = rect.center
    pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)])


def _square(surface, rect, colour):
    side = _radius(rect) * 1.6
    surface.fill(colour, pygame.Rect(rect.centerx - side / 2, rect.centery - side / 2, side, side))


def _circle(surface, rect, colour):
    pygame.draw.circle(surface, colour, rect.center, _radius(rect) * 0.9)


_DRAW = {
    "star": _star, "moon": _moon, "sun": _sun, "heart": _heart, "diamond": _diamond,
    "triangle": _triangle, "square": _square, "circle": _circle,
}
