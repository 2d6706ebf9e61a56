"""Text, paragraphs, panels, titles and hints, sized from the surface so a screen
laid out at 1280 x 720 looks the same at 1920 x 1080 (and at 960 x 540). The
menus, buttons and text fields drawn with them are sprites.menu_widgets; every
text drawn is told to the fit check (sprites.text_audit).
"""
from __future__ import annotations

import math
import re
from functools import lru_cache

import pygame

from game.shell import shown_scale
from game.shell import text_size as text_size_setting
from game.content.paths import FONT_FILES
from sprites import faces, palette
from sprites.accent_room import accent_room, rise_above_ascent
from sprites.text_audit import new_layer, note_cover, note_text

DESIGN_WIDTH, DESIGN_HEIGHT = 1280, 720

# Font sizes at the design height.
TITLE = 96
HEADING = 48
BODY = 32
SMALL = 26


def unit(surface: pygame.Surface) -> float:
    """Pixels per design pixel: a 1280 x 720 design scaled to fit the surface
    (by height on wide screens, by width on tall ones, so nothing is cut off)."""
    return min(surface.get_height() / DESIGN_HEIGHT, surface.get_width() / DESIGN_WIDTH)


def px(surface: pygame.Surface, design: float) -> int:
    return max(1, round(design * unit(surface)))


# The layouts were drawn with pygame's old default face, whose letters are
# smaller at the same nominal size: this keeps every designed size as it was.
FACE_SCALE = 0.72
BOLD_FROM = 40  # design sizes from here up (headings, titles) are set in bold
MIN_SIZE = 12  # design size below which text does not shrink to fit
CLOSE_ROWS = (40, 6)  # a menu's row height and gap (design pixels) where the usual ones do not fit


@lru_cache(maxsize=128)  # about 0.3 MiB each: at 200 %, shrink_to_width measures a line at dozens of sizes
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's typeface (Lato, shipped in sprites/fonts) at pixel size `size`."""
    return pygame.font.Font(faces.opened(FONT_FILES[bold]), max(4, round(size * FACE_SCALE)))


# Lines of text kept drawn: a game's screens draw about 220 different ones (names, scores
# that change, its words), about 6 KiB each at 1280 x 720; twice that stays, not every
# score of the evening (docs/ai-lab.md, issue 37).
RENDERED_KEPT = 512


@lru_cache(maxsize=RENDERED_KEPT)
def render(text: str, size: int, colour: tuple, bold: bool = False) -> pygame.Surface:
    """One line of text, its baseline where every line at this size has it. SDL_ttf moves a
    line down when a letter rises above the face's ascent (an accented capital: 'Échap',
    'Über'), so that line sat lower than the ones beside and under it; every other line
    is moved down as far."""
    face = font(size, bold)
    image = face.render(text, True, colour)
    drop = _accent_room(size, bold) - rise_above_ascent(face, text)
    if drop <= 0:
        return image
    moved = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    moved.blit(image, (0, drop), special_flags=pygame.BLEND_RGBA_MAX)  # a copy: the surface is clear
    return moved


@lru_cache(maxsize=64)
def _accent_room(size: int, bold: bool) -> int:
    """How far SDL_ttf moves a line with an accented capital down, at this size."""
    return accent_room(font(size, bold), bold)


# The smallest face a player reads without effort, as the letters' size (the em, in screen
# pixels): 12 at the smallest window (960 x 540, a unit of 0.75), 14 at 1280 x 720, scaled
# between, and the 14 scaled with the layout above (issue 45: 11-pixel lines were too small).
READABLE_EM = ((0.75, 12), (1.0, 14))


def readable_em(u: float | None = None) -> float:
    """The floor's em on a canvas of unit `u` (None: the smallest window's)."""
    (small_unit, small), (design_unit, design) = READABLE_EM
    u = small_unit if u is None else u
    if u >= design_unit:
        return design * u / design_unit
    return small + (design - small) * max(0.0, u - small_unit) / (design_unit - small_unit)


def text_factor(surface: pygame.Surface | None) -> float:
    """How much larger than the design the player's text size draws text on `surface`: the
    setting where every screen was checked to fit it (200 % from 1920 x 1080, the others from
    1280 x 720), else the largest size checked there; a window below 1280 x 720 (or none: the
    smallest) keeps the design's size, its room already taken."""
    return text_size_setting.factor_in(unit(surface)) if surface is not None else 1.0


def min_text_px(surface: pygame.Surface | None = None) -> int:
    """The smallest text size on the canvas (the size font() takes): the readable em for this
    surface (None: the smallest window's), larger when the canvas is shown scaled down, so
    that text still reaches a readable size on the screen."""
    return _min_text_px(None if surface is None else unit(surface), text_size_setting.factor(), shown_scale.scale())


@lru_cache(maxsize=64)  # every text drawn asks it, for a few canvases a run
def _min_text_px(u: float | None, chosen: float, scale: float) -> int:
    """min_text_px on a canvas of unit `u` (None: the smallest window's) at the text size `chosen`, shown at `scale`."""
    factor = 1.0 if u is None else text_size_setting.factor_in(u, chosen)
    return math.ceil(math.ceil((readable_em(u) * factor - 0.49) / FACE_SCALE) / scale)  # font() rounds size * FACE_SCALE


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """The width of `text` at pixel font size `size`: measured once, since layouts ask every time they draw."""
    return font(size, bold).size(text)[0]


def text_size(surface: pygame.Surface, design_size: float) -> int:
    """The pixel size of text of `design_size`: at the player's text size, never below the floor."""
    return max(round(design_size * unit(surface) * text_factor(surface)), min_text_px(surface))


def text_growth(surface: pygame.Surface) -> float:
    """How much larger than the design text is drawn: above 1 only where the readable
    floor lifts it (a window forced small). Panels made for text grow by it too, so
    their lines wrap as designed instead of losing words or their readable size."""
    return max(1.0, text_size(surface, SMALL) / px(surface, SMALL))


def layout_key(surface: pygame.Surface) -> tuple:
    """What a screen's layout depends on: the surface's size, and the text floor
    (text_growth), which changes with how scaled down the same picture is shown."""
    return surface.get_size(), min_text_px(surface)


def is_bold(design_size: float) -> bool:
    return design_size >= BOLD_FROM


def shrink_to_width(text: str, size: int, width: int, bold: bool = False, least: int = MIN_SIZE) -> int:
    """The largest pixel size up to `size` at which `text` is at most `width` wide, or else
    the smallest not below `least`."""
    while text_width(text, size, bold) > width and size > least:
        size = max(least, size - max(1, size // 16))  # the last step stops at `least`, not short of it
    return size


def draw_text(surface, text: str, design_size: float, colour, pos, anchor: str = "topleft",
              width: int | None = None, box: pygame.Rect | None = None, elide: bool = False) -> pygame.Rect:
    """Draw one line; `anchor` is a pygame.Rect attribute ('center', 'midtop', ...).

    With `width`, the line shrinks until it is at most that wide, never below the
    readable size (min_text_px: a line too long even there is the screen's to wrap, and
    the fit check says so); its box is then that band. With `elide` too (a player's name), it shrinks by a quarter
    at most, never below the readable size, and is then cut short with '…'.
    `box` names the area the text must stay in (default: the surface), for the
    fit check."""
    bold = is_bold(design_size)
    size = text_size(surface, design_size)
    if width is not None and elide:
        text, size = elided_name(surface, text, size, width, bold)
    elif width is not None:
        size = shrink_to_width(text, size, width, bold, least=min_text_px(surface))
    image = render(text, size, tuple(colour), bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if box is None and width is not None:
        band = pygame.Rect(0, 0, width, surface.get_height())
        setattr(band, anchor, pos)
        box = pygame.Rect(band.x, 0, width, surface.get_height())
    note_text(surface, text, rect, box)
    return rect


ELLIPSIS = "…"


def elided_name(surface, text: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """A name in `width` as draw_text's `elide` sets it: shrunk by a quarter at most, never
    below the readable size, then cut short with '…'; (the text drawn, its size)."""
    size = shrink_to_width(text, size, width, bold, least=max(min_text_px(surface), size * 3 // 4))
    return elided(text, size, width, bold), size


def elided(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` whole where it is at most `width` wide at pixel size `size`, else its start and '…'."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text.rstrip() + ELLIPSIS, size, bold) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


# A line may break at a space, but not before French punctuation set apart ('Manette 1) :'),
# nor on either side of a multiplication sign ('6 × 6' stays whole).
_BREAKS = re.compile(r"(?<![«×]) (?![:;!?»×])")


def wrap(text: str, size: int, width: int, bold: bool = False, cut: bool = False) -> list[str]:
    """Break text into lines no wider than `width` at pixel font size `size`;
    a newline starts a new paragraph, an empty line stays empty. With `cut`, a word
    wider than a line (a file's path, a name of one letter repeated) is cut to fit."""
    lines = []
    for paragraph in text.split("\n"):
        broken, line = [], ""
        for word in _BREAKS.split(paragraph):
            candidate = f"{line} {word}" if line else word
            if line and text_width(candidate, size, bold) > width:
                broken.append(line)
                line = word
            else:
                line = candidate
            while cut and text_width(line, size, bold) > width and len(line) > 1:
                head = _longest_head(line, size, width, bold)
                broken.append(head)
                line = line[len(head):]
        lines.extend(without_orphan(broken + [line], size, width, bold))
    return lines


_CUTS = "/\\-_.:"  # where a word too long for a line (a file's path) is best cut: after one of these


def _longest_head(word: str, size: int, width: int, bold: bool) -> str:
    """The longest start of `word` at most `width` wide (at least one letter), cut after a
    path's separator where one is in its second half."""
    end = 1
    while end < len(word) and text_width(word[:end + 1], size, bold) <= width:
        end += 1
    cut = max(word.rfind(mark, 0, end) for mark in _CUTS) + 1
    return word[:cut] if cut > end // 2 else word[:end]


def without_orphan(lines: list[str], size: int, width: int, bold: bool = False, keep: int = 2) -> list[str]:
    """A paragraph's wrapped lines, the last not a lone word where the line above can give
    it a word and keep `keep` ('Computer 1' stays whole on a button), and both still fit
    `width`: a word left alone at a paragraph's end ('gedeeld.', '+1') reads as an
    afterthought. A dash is not given: it would start the line."""
    if len(lines) < 2 or len(_BREAKS.split(lines[-1])) > 1:
        return lines
    words = _BREAKS.split(lines[-2])
    moved = f"{words[-1]} {lines[-1]}"
    if len(words) <= keep or not any(c.isalnum() for c in words[-1]) or text_width(moved, size, bold) > width:
        return lines
    return lines[:-2] + [" ".join(words[:-1]), moved]


def fits_wrapped(text: str, size: int, width: int, bold: bool = False) -> bool:
    """Every wrapped line, and so every single word, fits `width`."""
    return all(text_width(line, size, bold) <= width for line in wrap(text, size, width, bold))


def layout_paragraphs(surface, text: str, design_size: float, width: int,
                      spaced: bool = True) -> tuple[tuple[str, int, bool, int], ...]:
    """Wrapped lines as (text, pixel size, is_heading, height). A paragraph starting with '# ' is a heading:
    larger, in the accent colour, with space above; other paragraphs are set a little apart (not `spaced`:
    close together, only headings keep their space)."""
    return _laid_out(text, text_size(surface, design_size), text_size(surface, design_size * 1.2), width, spaced)


@lru_cache(maxsize=256)  # a page is laid out at every frame it is drawn, and at each size tried to fit it
def _laid_out(text: str, body: int, heading: int, width: int, spaced: bool) -> tuple:
    body_h, heading_h = font(body).get_linesize(), font(heading, True).get_linesize()
    lines = []
    for paragraph in text.split("\n"):
        if not paragraph:
            continue  # paragraphs are set apart anyway
        if paragraph.startswith("# "):
            if lines:
                lines.append(("", body, False, body_h // 2))
            lines.extend((line, heading, True, heading_h) for line in wrap(paragraph[2:], heading, width, True, cut=True))
        else:
            lines.extend((line, body, False, body_h) for line in wrap(paragraph, body, width, cut=True))
            if spaced:
                lines.append(("", body, False, body_h // 2))
    return tuple(lines)


def paragraphs_height(surface, text: str, design_size: float, width: int, spaced: bool = True) -> int:
    return sum(height for *_, height in layout_paragraphs(surface, text, design_size, width, spaced))


def fit_paragraphs(surface, text: str, design_size: float, rect: pygame.Rect) -> float:
    """The largest design size up to `design_size` at which the wrapped text fits `rect` whole,
    its headings' words each on a line (a word of running text wider than a line, a path, is cut
    instead: shrinking would not help it)."""
    headings = "\n".join(paragraph[2:] for paragraph in text.split("\n") if paragraph.startswith("# "))
    size = design_size
    while size > MIN_SIZE and (paragraphs_height(surface, text, size, rect.w) > rect.h
                               or not fits_wrapped(headings, text_size(surface, size * 1.2), rect.w, True)):
        size -= 1
    return size


def draw_paragraphs(surface, text: str, design_size: float, colour, rect: pygame.Rect, scroll: int | None = None) -> int:
    """Wrap `text` into `rect` and return the full text height. With `scroll` (pixels down), the text scrolls
    inside `rect`; without, it shrinks until it fits, and at the readable floor its paragraphs close up before
    any line is lost. Only whole lines are drawn: a line the edge would cut in half is left out."""
    fitted, spaced = scroll is None, True
    if fitted:
        design_size, scroll = fit_paragraphs(surface, text, design_size, rect), 0
        spaced = paragraphs_height(surface, text, design_size, rect.w) <= rect.h
    return draw_lines(surface, layout_paragraphs(surface, text, design_size, rect.w, spaced), colour, rect, scroll,
                       fitted)


def draw_lines(surface, lines: tuple, colour, rect: pygame.Rect, scroll: int, fitted: bool) -> int:
    """Lines laid out (layout_paragraphs) drawn in `rect`, `scroll` pixels down: draw_paragraphs' and
    sprites.page_layout's drawing."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    y = rect.y - scroll
    left_out = []
    for line, size, is_heading, height in lines:
        if line and rect.y <= y < rect.bottom:
            image = render(line, size, palette.ACCENT if is_heading else tuple(colour), is_heading)
            if y + image.get_height() <= rect.bottom:  # a line the edge would cut in half is left out
                surface.blit(image, (rect.x, y))
                note_text(surface, line, image.get_rect(topleft=(rect.x, y)), rect)
            else:
                left_out.append((line, image.get_rect(topleft=(rect.x, y))))
        elif fitted and line and y >= rect.bottom:
            left_out.append((line, pygame.Rect(rect.x, y, text_width(line, size, is_heading), height)))
        y += height
    surface.set_clip(clip)
    if fitted:  # text that should fit whole: the fit check hears of every line lost below the edge
        for line, where in left_out:
            note_text(surface, line, where, rect)
    return y + scroll - rect.y


def fill_background(surface):
    """The shared backdrop: a soft vertical gradient, its bands covering the surface (the last
    one may run past its foot)."""
    w, h = surface.get_size()
    band = max(1, h // 24)
    for i, y in enumerate(range(0, h, band)):
        t = i / 24
        colour = [round(a + (b - a) * t) for a, b in zip(palette.BACKGROUND_LIGHT, palette.BACKGROUND)]
        surface.fill(colour, (0, y, w, band))


def draw_panel(surface, rect, highlight: bool = False):
    rect = pygame.Rect(rect)
    radius = px(surface, 14)
    pygame.draw.rect(surface, palette.PANEL, rect, border_radius=radius)
    note_cover(surface, rect)
    edge = palette.ACCENT if highlight else palette.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, px(surface, 3 if highlight else 2), border_radius=radius)


def side_panel(surface, beside: pygame.Rect, bottom: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The panel right of a menu list (`beside`), from the list's top to `bottom`, its right
    margin the list's left one, and its inner area."""
    panel = pygame.Rect(beside.right + px(surface, 40), beside.top, 0, bottom - beside.top)
    panel.w = surface.get_width() - beside.x - panel.x
    return panel, panel.inflate(-px(surface, 60), -px(surface, 48))


def draw_side_panel(surface, beside: pygame.Rect, bottom: int, heading: str) -> tuple[pygame.Rect, pygame.Rect]:
    """The side_panel headed by `heading` (none where it is empty): returns the panel's inner
    area and where the heading went."""
    panel, inner = side_panel(surface, beside, bottom)
    draw_panel(surface, panel)
    if not heading:
        return inner, pygame.Rect(inner.topleft, (inner.w, 0))
    return inner, draw_text(surface, heading, HEADING, palette.ACCENT, inner.topleft, width=inner.w, box=inner)


@palette.kept_per_palette(maxsize=4)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(palette.SHADE)
    return veil


def draw_veil(surface):
    """Dim everything drawn so far (under an overlay)."""
    surface.blit(_veil(surface.get_size()), (0, 0))
    new_layer()


def prepare_veil(size: tuple[int, int]):
    """Make the veil for a window of `size` now, ahead of the frame that first dims it."""
    _veil(size)


_title_drawn: list[str] = []  # the last heading screen_title drew since take_title (what speech says on arrival)


def take_title() -> str | None:
    """The last heading screen_title drew since the last call, None if none."""
    title = _title_drawn[-1] if _title_drawn else None
    _title_drawn.clear()
    return title


def screen_title(surface, text: str):
    """A screen's heading, centred near the top; returns the y where content may start."""
    _title_drawn[:] = [text]
    rect = draw_text(surface, text, HEADING, palette.TEXT, (surface.get_width() // 2, px(surface, 36)), "midtop",
                     width=surface.get_width() - px(surface, 80))
    return rect.bottom + px(surface, 24)


def above_hint(surface) -> int:
    """How low a screen's content may reach: 40 design pixels above the bottom, higher where a
    larger text size makes the hint's line (draw_hint, one line) reach above that."""
    return min(surface.get_height() - px(surface, 40),
               surface.get_height() - px(surface, 14) - font(text_size(surface, SMALL)).get_linesize())


def hint_top(surface, text: str) -> int:
    """Where a screen's content ends so that draw_hint, given the band from there to the bottom,
    has room for `text`: above_hint, or higher where the hint takes two lines or more at the floor."""
    lines = hint_lines(surface, text)
    if lines == 1:
        return above_hint(surface)
    return surface.get_height() - px(surface, 14) - lines * font(min_text_px(surface)).get_linesize()


def draw_scrollbar(surface, track: pygame.Rect, visible: int, full: int, scroll_px: int):
    """A page's scroll bar in `track`: its thumb the part of `full` pixels in sight, `visible` high, `scroll_px` down."""
    pygame.draw.rect(surface, palette.BACKGROUND, track, border_radius=track.w // 2)
    thumb_h = max(track.h * visible // full, px(surface, 24))
    thumb_y = track.y + (track.h - thumb_h) * scroll_px // max(1, full - visible)
    pygame.draw.rect(surface, palette.ACCENT, (track.x, thumb_y, track.w, thumb_h), border_radius=track.w // 2)


def draw_hint(surface, text: str, band: pygame.Rect | None = None):
    """A line of control hints along the bottom edge. Given the `band` it may fill, a hint
    that would shrink below the readable size takes two lines or more at that size instead."""
    width = surface.get_width() - px(surface, 40)
    floor = min_text_px(surface)
    if band is not None and hint_lines(surface, text) > 1:
        lines = wrap(text, floor, width)
        height = font(floor).get_linesize()
        if len(lines) * height <= band.h:
            y = band.centery - len(lines) * height // 2
            for line in lines:
                image = render(line, floor, palette.TEXT_DIM)
                note_text(surface, line, surface.blit(image, image.get_rect(midtop=(band.centerx, y))), band)
                y += height
            return
    draw_text(surface, text, SMALL, palette.TEXT_DIM, (surface.get_width() // 2, surface.get_height() - px(surface, 14)),
              "midbottom", width=width)


def hint_lines(surface, text: str) -> int:
    """How many lines draw_hint takes for `text`, given a band with the room for them."""
    width = surface.get_width() - px(surface, 40)
    floor = min_text_px(surface)
    return 1 if shrink_to_width(text, text_size(surface, SMALL), width) >= floor else len(wrap(text, floor, width))


def notes_height(surface, notes: list[tuple[str, tuple]], width: int, design_size: float = SMALL - 2) -> int:
    """How tall draw_notes draws these notes."""
    size = text_size(surface, design_size)
    return font(size).get_linesize() * sum(len(wrap(text, size, width, cut=True)) for text, __ in notes)


def draw_notes(surface, notes: list[tuple[str, tuple]], midtop: tuple[int, int], width: int,
               design_size: float = SMALL - 2) -> int:
    """Lines of (text, colour), each wrapped to `width` and centred under `midtop`; returns the bottom."""
    size = text_size(surface, design_size)
    line_h = font(size).get_linesize()
    x, y = midtop
    box = pygame.Rect(x - width // 2, y, width, surface.get_height() - y)
    for text, colour in notes:
        for line in wrap(text, size, width, cut=True):
            image = render(line, size, tuple(colour))
            rect = image.get_rect(midtop=(x, y))
            surface.blit(image, rect)
            note_text(surface, line, rect, box)
            y += line_h
    return y
