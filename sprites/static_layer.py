"""What stays still on a screen, kept between frames as one window-sized
opaque picture, so a steady frame blits it once and draws only what moves.

The picture is a base (what changes least: the background, the printed art)
with regions over it (a ramp's header, its placed pieces, the card column),
each with a key saying what it shows. When a region's key changes, only its
rectangle is redrawn: the base under it, then every region that overlaps it,
in order, clipped to it. So a region's drawing must stay inside its rect.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from game.shell import text_size
from sprites import palette, text_audit


@dataclass(frozen=True)
class Region:
    name: Hashable
    rect: pygame.Rect
    key: Hashable
    draw: Callable[[pygame.Surface], None]


_NOTHING = object()  # the base key before anything is drawn
_SPARE_KEPT = 4
_spare: list[pygame.Surface] = []  # window-sized surfaces of layers let go: the next screen reuses them


def display_surface(size) -> pygame.Surface:
    """A black surface in the display's format (blitting it is a plain copy), made in that format at
    once: a new surface converted is made twice and copied (11 ms at 1920 x 1080, against 1)."""
    return pygame.Surface(size, 0, pygame.Surface((1, 1)).convert())


def _window_surface(size) -> pygame.Surface:
    for surface in _spare:
        if surface.get_size() == size:
            _spare.remove(surface)
            return surface
    return display_surface(size)


def keep_spare(size, count: int):
    """Make surfaces for a layer of `size` ahead (a screen sure to come, such as a round's
    results), so the frame that opens it does not wait for fresh memory."""
    missing = count - sum(1 for surface in _spare if surface.get_size() == size)
    for _ in range(missing):
        _spare.insert(0, display_surface(size))
    del _spare[max(_SPARE_KEPT, count):]


class StaticLayer:
    def __init__(self):
        self._base: pygame.Surface | None = None
        self._picture: pygame.Surface | None = None
        self._base_key = _NOTHING
        self._shown: dict[Hashable, tuple[tuple, Hashable]] = {}  # region name -> (rect, key) in the picture

    def get(self, size, base_key, draw_base: Callable[[pygame.Surface], None], regions: list[Region]) -> pygame.Surface:
        """The picture: draw_base(surface) again when base_key changed, each region when its rect or key did."""
        if self._picture is None or self._picture.get_size() != size:
            self.release()
            self._base, self._picture = _window_surface(size), _window_surface(size)
        base_key = (palette.current().name, text_size.factor(), base_key)  # a palette or text size changed redraws it all
        if base_key != self._base_key or text_audit.auditing():  # the fit check sees every text, kept or not
            text_audit.same_as_screen(self._base)
            text_audit.same_as_screen(self._picture)
            draw_base(self._base)
            self._base_key = base_key
            self._picture.blit(self._base, (0, 0))
            for region in regions:
                region.draw(self._picture)
        else:
            dirty = []
            for region in regions:
                shown = self._shown.get(region.name)
                if shown != (tuple(region.rect), region.key):
                    dirty.append(pygame.Rect(region.rect))
                    if shown is not None:
                        dirty.append(pygame.Rect(shown[0]))
            for area in _merged(dirty):
                self._redraw(area, regions)
        self._shown = {region.name: (tuple(region.rect), region.key) for region in regions}
        return self._picture

    def release(self):
        """Let the surfaces go to the next layer made (a screen that closes: a round's results)."""
        if self._picture is not None:  # kept while there is room: surfaces made ahead come first
            _spare.extend([self._base, self._picture][:max(0, _SPARE_KEPT - len(_spare))])
        self._base = self._picture = None
        self._base_key = _NOTHING
        self._shown = {}

    def _redraw(self, area: pygame.Rect, regions: list[Region]):
        picture = self._picture
        area = area.clip(picture.get_rect())
        picture.blit(self._base, area, area)
        picture.set_clip(area)
        for region in regions:
            if region.rect.colliderect(area):
                region.draw(picture)
        picture.set_clip(None)


def blit_around(surface: pygame.Surface, picture: pygame.Surface, hole: pygame.Rect):
    """The picture onto the surface but for `hole`, an area the caller covers whole every frame
    (the PILUS table: half the window, copied for nothing)."""
    w, h = surface.get_size()
    hole = hole.clip(surface.get_rect())
    for strip in (pygame.Rect(0, 0, w, hole.top), pygame.Rect(0, hole.bottom, w, h - hole.bottom),
                  pygame.Rect(0, hole.top, hole.left, hole.h), pygame.Rect(hole.right, hole.top, w - hole.right, hole.h)):
        if strip.w > 0 and strip.h > 0:
            surface.blit(picture, strip, strip)


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rects with overlapping ones joined, so no area is redrawn twice."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        while (index := rect.collidelist(merged)) != -1:
            rect = rect.union(merged.pop(index))
        merged.append(rect)
    return merged
