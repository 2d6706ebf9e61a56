"""Text, panels, menu lists and text fields, sized from the surface so a screen
laid out at 1280 x 720 looks the same at 1920 x 1080 (and at 960 x 540).

Menus work with the mouse (hover focuses, click activates) and with the menu
actions of any keyboard zone or gamepad (up/down move, left/right change a
value, confirm activates). Widgets remember where they were last drawn, so
clicks are tested against what the player saw.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import math
import re
from functools import lru_cache
from typing import Callable

import pygame

from game import shown_scale
from game.content.paths import FONT_FILES
from sprites import menu_grid, palette

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


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's typeface (Lato, shipped in sprites/fonts) at pixel size `size`."""
    return pygame.font.Font(FONT_FILES[bold], max(4, round(size * FACE_SCALE)))


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
    drop = _accent_room(size, bold) - _rise_above_ascent(face, text)
    if drop <= 0:
        return image
    moved = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    moved.blit(image, (0, drop), special_flags=pygame.BLEND_RGBA_MAX)  # a copy: the surface is clear
    return moved


ACCENTED_CAPITALS = "ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇ"


@lru_cache(maxsize=64)
def _accent_room(size: int, bold: bool) -> int:
    """How far SDL_ttf moves a line with an accented capital down, at this size."""
    return _rise_above_ascent(font(size, bold), ACCENTED_CAPITALS)


def _rise_above_ascent(face: pygame.font.Font, text: str) -> int:
    tops = [metrics[3] for metrics in face.metrics(text) if metrics]
    return max(0, max(tops, default=0) - face.get_ascent())


# The smallest font size a player can read on the screen (the default font's
# lines are about two thirds of its size high: 16 makes 11-pixel lines).
READABLE_PX = 16


def min_text_px() -> int:
    """The smallest text size on the canvas: larger when the canvas is shown
    scaled down, so that text still reaches a readable size on the screen."""
    return math.ceil(READABLE_PX / shown_scale.scale())


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """The width of `text` at pixel font size `size`: measured once, since layouts ask every time they draw."""
    return font(size, bold).size(text)[0]


def text_size(surface: pygame.Surface, design_size: float) -> int:
    return max(px(surface, design_size), min_text_px())


def text_growth(surface: pygame.Surface) -> float:
    """How much larger than the design text is drawn: above 1 only where the readable
    floor lifts it (a window forced small). Panels made for text grow by it too, so
    their lines wrap as designed instead of losing words or their readable size."""
    return max(1.0, text_size(surface, SMALL) / px(surface, SMALL))


def layout_key(surface: pygame.Surface) -> tuple:
    """What a screen's layout depends on: the surface's size, and the text floor
    (text_growth), which changes with how scaled down the same picture is shown."""
    return surface.get_size(), min_text_px()


def is_bold(design_size: float) -> bool:
    return design_size >= BOLD_FROM


# The fit check. The UI layer knows the box of every text it draws: the box
# given, or the surface (its clip). While an audit runs (the fit test), each
# text is noted with its box; a text outside its box, two texts of one layer
# overlapping, or a text a panel or button of its layer was drawn over, is what
# the test reports. A veil starts a new layer: what lies under it is background.
@dataclass
class TextNote:
    text: str
    rect: pygame.Rect  # where it was drawn, in the coordinates of the root surface
    box: pygame.Rect
    layer: int
    on_screen: bool  # drawn on the window's picture (not on a card image drawn aside)
    hidden: bool = False  # a panel or button drawn later covers part of it


class _Audit:
    notes: list[TextNote] | None = None
    covers: list[tuple[int, pygame.Rect, int]] = []  # (texts noted before it, rect, layer)
    layer = 0
    screens: list[pygame.Surface] = []


def start_audit(screen: pygame.Surface):
    _Audit.notes, _Audit.covers, _Audit.layer, _Audit.screens = [], [], 0, [screen]


def stop_audit() -> list[TextNote]:
    notes, _Audit.notes, _Audit.screens = _Audit.notes or [], None, []
    for count, rect, layer in _Audit.covers:
        if layer != _Audit.layer:
            continue  # under a veil: background
        again = {(note.text, tuple(note.rect)) for note in notes[count:]}  # drawn anew over the panel
        for note in notes[:count]:
            if note.layer == layer and note.on_screen and rect.colliderect(note.rect.inflate(-2, -2)) \
                    and (note.text, tuple(note.rect)) not in again:
                note.hidden = True
    _Audit.covers = []
    return notes


def auditing() -> bool:
    return _Audit.notes is not None


def same_as_screen(surface: pygame.Surface):
    """A window-sized picture kept between frames and blitted at (0, 0): its texts are the screen's."""
    if auditing():
        _Audit.screens.append(surface)


def note_cover(surface, rect: pygame.Rect):
    """Tell the fit check that an opaque panel or button was drawn at `rect`."""
    if _Audit.notes is not None and any(surface.get_abs_parent() is screen for screen in _Audit.screens):
        _Audit.covers.append((len(_Audit.notes), pygame.Rect(rect).clip(surface.get_clip()).move(
            surface.get_abs_offset()), _Audit.layer))


def note_text(surface, text: str, rect: pygame.Rect, box: pygame.Rect | None = None):
    """Tell the fit check about a text drawn at `rect` inside `box` (default: the surface's clip)."""
    if _Audit.notes is None or not text.strip():
        return
    clip = surface.get_clip()
    if clip != surface.get_rect() and not clip.contains(rect):
        return  # scrolled partly out of a clipped view: cut on purpose
    box = pygame.Rect(box) if box is not None else clip
    offset = surface.get_abs_offset()
    root = surface.get_abs_parent()
    _Audit.notes.append(TextNote(text, pygame.Rect(rect).move(offset), box.clip(surface.get_rect()).move(offset),
                                 _Audit.layer, any(root is screen for screen in _Audit.screens)))


def shrink_to_width(text: str, size: int, width: int, bold: bool = False, least: int = MIN_SIZE) -> int:
    """The largest pixel size up to `size` at which `text` is at most `width` wide, or else
    the smallest not below `least`."""
    while text_width(text, size, bold) > width and size - max(1, size // 16) >= least:
        size -= max(1, size // 16)
    return size


def draw_text(surface, text: str, design_size: float, colour, pos, anchor: str = "topleft",
              width: int | None = None, box: pygame.Rect | None = None, elide: bool = False) -> pygame.Rect:
    """Draw one line; `anchor` is a pygame.Rect attribute ('center', 'midtop', ...).

    With `width`, the line shrinks until it is at most that wide; its box is
    then that band. With `elide` too (a player's name), it shrinks by a quarter
    at most, never below the readable size, and is then cut short with '…'.
    `box` names the area the text must stay in (default: the surface), for the
    fit check."""
    bold = is_bold(design_size)
    size = text_size(surface, design_size)
    if width is not None and elide:
        size = shrink_to_width(text, size, width, bold, least=max(min_text_px(), size * 3 // 4))
        text = elided(text, size, width, bold)
    elif width is not None:
        size = shrink_to_width(text, size, width, bold)
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


def elided(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` whole where it is at most `width` wide at pixel size `size`, else its start and '…'."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text.rstrip() + ELLIPSIS, size, bold) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def fit_text(surface, text: str, design_size: float, max_width: int) -> float:
    """The largest design size up to `design_size` at which `text` fits `max_width`."""
    size = design_size
    while size > MIN_SIZE and text_width(text, text_size(surface, size), is_bold(size)) > max_width:
        size -= 1
    return size


# A line may break at a space, but not before French punctuation set apart ('Manette 1) :'),
# nor on either side of a multiplication sign ('6 × 6' stays whole).
_BREAKS = re.compile(r"(?<![«×]) (?![:;!?»×])")


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width` at pixel font size `size`;
    a newline starts a new paragraph, an empty line stays empty."""
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
        lines.extend(without_orphan(broken + [line], size, width, bold))
    return lines


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
                      spaced: bool = True) -> list[tuple[str, int, bool, int]]:
    """Wrapped lines as (text, pixel size, is_heading, height). A paragraph
    starting with '# ' is a heading: larger, in the accent colour, with space
    above; other paragraphs are set a little apart (not `spaced`: close together,
    only headings keep their space)."""
    body = text_size(surface, design_size)
    heading = text_size(surface, design_size * 1.2)
    body_h, heading_h = font(body).get_linesize(), font(heading, True).get_linesize()
    gap = body_h // 2
    lines = []
    for paragraph in text.split("\n"):
        if not paragraph:
            continue  # paragraphs are set apart anyway
        if paragraph.startswith("# "):
            if lines:
                lines.append(("", body, False, gap))
            lines.extend((line, heading, True, heading_h) for line in wrap(paragraph[2:], heading, width, True))
        else:
            lines.extend((line, body, False, body_h) for line in wrap(paragraph, body, width))
            if spaced:
                lines.append(("", body, False, gap))
    return lines


def paragraphs_height(surface, text: str, design_size: float, width: int, spaced: bool = True) -> int:
    return sum(height for *_, height in layout_paragraphs(surface, text, design_size, width, spaced))


def fit_paragraphs(surface, text: str, design_size: float, rect: pygame.Rect) -> float:
    """The largest design size up to `design_size` at which the wrapped text fits `rect` whole."""
    size = design_size
    while size > MIN_SIZE and (paragraphs_height(surface, text, size, rect.w) > rect.h
                               or not fits_wrapped(text.replace("# ", ""), text_size(surface, size * 1.2),
                                                   rect.w, True)):
        size -= 1
    return size


def draw_paragraphs(surface, text: str, design_size: float, colour, rect: pygame.Rect, scroll: int | None = None) -> int:
    """Wrap `text` into `rect` and return the full text height. With `scroll`
    (pixels down), the text scrolls inside `rect`; without, it shrinks until it fits,
    and at the readable floor its paragraphs close up before any line is lost.
    Only whole lines are drawn: a line the edge would cut in half is left out."""
    fitted, spaced = scroll is None, True
    if fitted:
        design_size, scroll = fit_paragraphs(surface, text, design_size, rect), 0
        spaced = paragraphs_height(surface, text, design_size, rect.w) <= rect.h
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    y = rect.y - scroll
    left_out = []
    for line, size, is_heading, height in layout_paragraphs(surface, text, design_size, rect.w, spaced):
        if line and rect.y <= y < rect.bottom:
            image = render(line, size, palette.ACCENT if is_heading else tuple(colour), is_heading)
            if y + image.get_height() <= rect.bottom:  # a line the edge would cut in half is left out
                surface.blit(image, (rect.x, y))
                note_text(surface, line, image.get_rect(topleft=(rect.x, y)), rect)
            else:
                left_out.append((line, image.get_rect(topleft=(rect.x, y))))
        elif line and y >= rect.bottom:
            left_out.append((line, pygame.Rect(rect.x, y, text_width(line, size, is_heading), height)))
        y += height
    surface.set_clip(clip)
    if fitted:  # text that should fit whole: the fit check hears of every line lost below the edge
        for line, where in left_out:
            note_text(surface, line, where, rect)
    return y + scroll - rect.y


def draw_blocks(surface, blocks: list, design_size: float, colour, rect: pygame.Rect, scroll: int) -> int:
    """A page of blocks scrolled `scroll` pixels down inside `rect`: text (as
    draw_paragraphs) and pictures (objects with height(width) and draw(surface,
    rect)). Returns the full height."""
    clip = surface.get_clip()
    y = rect.y - scroll
    gap = text_size(surface, design_size) // 2
    for block in blocks:
        if isinstance(block, str):
            height = paragraphs_height(surface, block, design_size, rect.w)
            if y < rect.bottom and y + height > rect.y:
                draw_paragraphs(surface, block, design_size, colour, pygame.Rect(rect.x, y, rect.w, height).clip(rect),
                                scroll=max(0, rect.y - y))
        else:
            height = block.height(rect.w) + gap
            if y < rect.bottom and y + height > rect.y:
                surface.set_clip(rect.clip(clip))
                block.draw(surface, pygame.Rect(rect.x, y, rect.w, height - gap))
                surface.set_clip(clip)
        y += height
    return y + scroll - rect.y


def fill_background(surface):
    """The shared backdrop: a soft vertical gradient."""
    w, h = surface.get_size()
    surface.fill(palette.BACKGROUND)
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


def draw_side_panel(surface, beside: pygame.Rect, bottom: int, heading: str) -> tuple[pygame.Rect, pygame.Rect]:
    """The panel right of a menu list (`beside`), from the list's top to `bottom`, its
    right margin the list's left one, headed by `heading`: returns the panel's inner
    area and where the heading went."""
    panel = pygame.Rect(beside.right + px(surface, 40), beside.top, 0, bottom - beside.top)
    panel.w = surface.get_width() - beside.x - panel.x
    draw_panel(surface, panel)
    inner = panel.inflate(-px(surface, 60), -px(surface, 48))
    return inner, draw_text(surface, heading, HEADING, palette.ACCENT, inner.topleft, width=inner.w, box=inner)


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(palette.SHADE)
    return veil


def draw_veil(surface):
    """Dim everything drawn so far (under an overlay)."""
    surface.blit(_veil(surface.get_size()), (0, 0))
    _Audit.layer += 1


def prepare_veil(size: tuple[int, int]):
    """Make the veil for a window of `size` now, ahead of the frame that first dims it."""
    _veil(size)


def screen_title(surface, text: str):
    """A screen's heading, centred near the top; returns the y where content may start."""
    rect = draw_text(surface, text, HEADING, palette.TEXT, (surface.get_width() // 2, px(surface, 36)), "midtop",
                     width=surface.get_width() - px(surface, 80))
    return rect.bottom + px(surface, 24)


def draw_hint(surface, text: str, band: pygame.Rect | None = None):
    """A line of control hints along the bottom edge. Given the `band` it may fill, a hint
    that would shrink below the readable size takes two lines or more at that size instead."""
    width = surface.get_width() - px(surface, 40)
    floor = min_text_px()
    if band is not None and shrink_to_width(text, text_size(surface, SMALL), width) < floor:
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


@dataclass
class MenuItem:
    """One line of a menu. `label` may be changed at any time (a value that moves),
    or be a function giving the text, for a menu that outlives a change of language.

    on_activate: confirm or click; on_change(step): left (-1) or right (+1),
    for items that hold a value. A disabled item is shown dimmed and skipped.
    elide: a label (a name) cut short with '…' rather than shrunk far. An item
    given no room (an empty rect) is not drawn.
    """

    label: str | Callable[[], str]
    on_activate: Callable[[], None] | None = None
    on_change: Callable[[int], None] | None = None
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    elide: bool = False

    @property
    def text(self) -> str:
        return self.label() if callable(self.label) else self.label


class MenuList:
    """A vertical list of MenuItems with one focused item; grid: laid out in rows and
    columns, where focus moves by the items' places (sprites.menu_grid)."""

    def __init__(self, items: list[MenuItem], play: Callable[[str], None] | None = None, focus: int = 0,
                 grid: bool = False):
        self.items = items
        self.focus = focus
        self.grid = grid
        self._play = play or (lambda name: None)
        self._ensure_enabled_focus()

    @property
    def focused(self) -> MenuItem:
        return self.items[self.focus]

    def _ensure_enabled_focus(self):
        if self.items and not self.items[self.focus].enabled:
            self.move(1, sound=False)

    def move(self, step: int, sound: bool = True):
        for _ in range(len(self.items)):
            self.focus = (self.focus + step) % len(self.items)
            if self.items[self.focus].enabled:
                break
        if sound:
            self._play("click")

    def activate(self, item: MenuItem):
        if item.enabled and item.on_activate:
            self._play("click")
            item.on_activate()

    def change(self, item: MenuItem, step: int):
        if item.enabled and item.on_change:
            item.on_change(step)

    def handle_event(self, event) -> bool:
        """Mouse: hover focuses, left click activates, click on the left/right half of a value item changes it."""
        if event.type == pygame.MOUSEMOTION:
            for index, item in enumerate(self.items):
                if item.enabled and item.rect.collidepoint(event.pos):
                    self.focus = index
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            for index, item in enumerate(self.items):
                if item.enabled and item.rect.collidepoint(event.pos):
                    self.focus = index
                    if item.on_change and not item.on_activate:
                        self.change(item, -1 if event.pos[0] < item.rect.centerx else 1)
                    else:
                        self.activate(item)
                    return True
        return False

    def move_towards(self, dx: int, dy: int, sound: bool = True):
        """Focus the nearest item that way (a grid's move); nothing there: focus stays."""
        found = menu_grid.nearest([item.rect for item in self.items], self.focus, dx, dy,
                                  lambda index: self.items[index].enabled)
        if found is not None:
            self.focus = found
            if sound:
                self._play("click")

    def update(self, input_map):
        """Menu actions from any keyboard zone or pad."""
        if self.grid:
            for action, (dx, dy) in (("up", (0, -1)), ("down", (0, 1)), ("left", (-1, 0)), ("right", (1, 0))):
                if input_map.menu_pressed(action):
                    if dx and self.focused.on_change:  # left and right change a value where there is one
                        self.change(self.focused, dx)
                    else:
                        self.move_towards(dx, dy)
                    return
        if input_map.menu_pressed("up"):
            self.move(-1)
        elif input_map.menu_pressed("down"):
            self.move(1)
        elif input_map.menu_pressed("left"):
            self.change(self.focused, -1)
        elif input_map.menu_pressed("right"):
            self.change(self.focused, 1)
        elif input_map.menu_pressed("confirm"):
            self.activate(self.focused)

    def draw(self, surface, rect: pygame.Rect, design_size: float = BODY, row_height: float = 64, gap: float = 12):
        """Items stacked from the top of `rect`, each as wide as `rect`."""
        row = px(surface, row_height)
        step = row + px(surface, gap)
        for index, item in enumerate(self.items):
            item.rect = pygame.Rect(rect.x, rect.y + index * step, rect.w, row)
        self.draw_items(surface, design_size)

    def draw_items(self, surface, design_size: float = BODY):
        """Draw every item at its `rect` (set by the caller for a custom layout)."""
        for index, item in enumerate(self.items):
            if item.rect.w and item.rect.h:
                draw_button(surface, item.rect, item.text, focused=index == self.focus, enabled=item.enabled,
                            design_size=design_size, arrows=item.on_change is not None, elide=item.elide)

    def height(self, surface, row_height: float = 64, gap: float = 12) -> int:
        return len(self.items) * px(surface, row_height) + (len(self.items) - 1) * px(surface, gap)


def draw_button(surface, rect: pygame.Rect, label: str, focused: bool = False, enabled: bool = True,
                design_size: float = BODY, arrows: bool = False, elide: bool = False):
    """A label too wide for one line takes two where they fit, else shrinks (with `elide`,
    as draw_text's)."""
    radius = px(surface, 12)
    fill = palette.ACCENT if focused else palette.PANEL
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    note_cover(surface, rect)
    pygame.draw.rect(surface, palette.PANEL_EDGE if not focused else palette.TEXT, rect, px(surface, 2),
                     border_radius=radius)
    colour = palette.TEXT_DARK if focused else (palette.TEXT if enabled else palette.DISABLED)
    inner = rect.w - px(surface, 24) - (px(surface, 60) if arrows else 0)
    if not _draw_two_lines(surface, label, design_size, colour, rect, inner):
        draw_text(surface, label, design_size, colour, rect.center, "center", width=inner, box=rect, elide=elide)
    if arrows:
        pad = px(surface, 22)
        draw_text(surface, "<", design_size, colour, (rect.x + pad, rect.centery), "center")
        draw_text(surface, ">", design_size, colour, (rect.right - pad, rect.centery), "center")


def button_width(surface, label: str, design_size: float = BODY, lines: int = 1) -> int:
    """The width a button needs for `label` at its size, in up to two lines."""
    size, bold = text_size(surface, design_size), is_bold(design_size)
    words = label.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))] if lines == 2 else []
    need = min([max(text_width(a, size, bold), text_width(b, size, bold)) for a, b in splits]
               + [text_width(label, size, bold)])
    return need + px(surface, 24)


def _draw_two_lines(surface, label: str, design_size: float, colour, rect: pygame.Rect, inner: int) -> bool:
    """A label too wide for its button at its size, set in two lines where the button
    is tall enough for them (rather than shrunk); False where it is drawn otherwise."""
    size, bold = text_size(surface, design_size), is_bold(design_size)
    if text_width(label, size, bold) <= inner:
        return False
    lines = wrap(label, size, inner, bold)
    height = font(size, bold).get_linesize()
    if len(lines) != 2 or 2 * height > rect.h or any(text_width(line, size, bold) > inner for line in lines):
        return False
    for i, line in enumerate(lines):
        image = render(line, size, tuple(colour), bold)
        where = image.get_rect(midtop=(rect.centerx, rect.centery - height + i * height))
        note_text(surface, line, surface.blit(image, where), rect)
    return True


class TextField:
    """A one-line text entry. While `editing`, it takes typed text; Enter or Escape ends."""

    def __init__(self, text: str = "", max_length: int = 16, allowed: Callable[[str], bool] | None = None):
        self.text = text
        self.max_length = max_length
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.editing = False

    def start(self):
        self.editing = True
        pygame.key.start_text_input()

    def stop(self):
        self.editing = False
        pygame.key.stop_text_input()

    def handle_event(self, event) -> bool:
        """Return True when the event was typing meant for this field."""
        if not self.editing:
            return False
        if event.type == pygame.TEXTINPUT:
            for ch in event.text:
                if len(self.text) < self.max_length and self.allowed(ch):
                    self.text += ch
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.stop()
            return True  # every key while typing belongs to the field, not to a seat
        return False


def draw_centred_menu(surface, menu: MenuList, top: int, bottom: int, design_width: float = 460,
                      row_height: float = 64, gap: float = 12):
    """Draw `menu` centred horizontally and vertically between `top` and `bottom`."""
    width = px(surface, design_width)
    height = menu.height(surface, row_height, gap)
    y = top + max(0, (bottom - top - height) // 2)
    menu.draw(surface, pygame.Rect((surface.get_width() - width) // 2, y, width, height), row_height=row_height,
              gap=gap)


def notes_height(surface, notes: list[tuple[str, tuple]], width: int, design_size: float = SMALL - 2) -> int:
    """How tall draw_notes draws these notes."""
    size = text_size(surface, design_size)
    return font(size).get_linesize() * sum(len(wrap(text, size, width)) for text, __ in notes)


def draw_notes(surface, notes: list[tuple[str, tuple]], midtop: tuple[int, int], width: int,
               design_size: float = SMALL - 2) -> int:
    """Lines of (text, colour), each wrapped to `width` and centred under `midtop`; returns the bottom."""
    size = text_size(surface, design_size)
    line_h = font(size).get_linesize()
    x, y = midtop
    box = pygame.Rect(x - width // 2, y, width, surface.get_height() - y)
    for text, colour in notes:
        for line in wrap(text, size, width):
            image = render(line, size, tuple(colour))
            rect = image.get_rect(midtop=(x, y))
            surface.blit(image, rect)
            note_text(surface, line, rect, box)
            y += line_h
    return y
