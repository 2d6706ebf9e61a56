"""Menus, buttons and text fields, drawn with sprites.ui's text and sizes.

Menus work with the mouse (hover focuses, click activates) and with the menu
actions of any keyboard zone or gamepad (each arrow moves to the nearest button
that way, left/right change a value, confirm activates). Widgets remember where they were last drawn, so
clicks are tested against what the player saw.
"""
from __future__ import annotations

from typing import Callable

import pygame

from sprites import menu_grid, palette, ui
from sprites.text_audit import note_cover, note_text


class MenuItem:
    """One line of a menu. `label` may be changed at any time (a value that moves),
    or be a function giving the text, for a menu that outlives a change of language.

    on_activate: confirm or click; on_change(step): left (-1) or right (+1),
    for items that hold a value. A disabled item is shown dimmed and skipped.
    elide: a label (a name) cut short with '…' rather than shrunk far (`cut` says
    whether it was, when last drawn: the screen shows it whole on focus). An item
    given no room (an empty rect) is not drawn. An item is itself alone (no dataclass:
    one defined at every start costs a millisecond of its CPU, issue 47).
    """

    def __init__(self, label: str | Callable[[], str], on_activate: Callable[[], None] | None = None,
                 on_change: Callable[[int], None] | None = None, enabled: bool = True,
                 rect: pygame.Rect | None = None, elide: bool = False):
        self.label, self.on_activate, self.on_change, self.enabled = label, on_activate, on_change, enabled
        self.rect = pygame.Rect() if rect is None else rect
        self.elide = elide
        self.cut = False

    def __repr__(self) -> str:
        return f"MenuItem({self.text!r})"

    @property
    def text(self) -> str:
        return self.label() if callable(self.label) else self.label


class MenuList:
    """MenuItems with one focused item, moved by the items' places on screen (sprites.menu_grid);
    a list (not a grid) goes round at its ends."""

    def __init__(self, items: list[MenuItem], play: Callable[[str], None] | None = None, focus: int = 0,
                 grid: bool = False):
        self.items = items
        self.focus = focus
        self.first = 0  # the first row draw_window shows
        self.cut = False  # draw_window left rows out
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
        """Mouse: hover focuses, left click activates, click on the left/right half of a value item changes
        it, the wheel moves the focus through a list shown in part."""
        if event.type == pygame.MOUSEWHEEL and event.y and self.cut:
            self.move(-1 if event.y > 0 else 1)  # a list shown in part (draw_window): the wheel walks it
            return True
        if event.type == pygame.MOUSEMOTION:
            for index, item in enumerate(self.items):
                if item.enabled and item.rect.collidepoint(event.pos):
                    self.focus = index
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            for index, item in enumerate(self.items):
                if item.enabled and item.rect.collidepoint(event.pos):
                    self.focus = index
                    if item.on_change:  # its arrows: the left half back, the right half on, as drawn
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
        """Menu actions from any keyboard zone or pad: an arrow focuses the nearest button that
        way (sprites.menu_grid), left and right change a value where there is one; at the end of
        a list (not a grid) up and down go round."""
        for action, (dx, dy) in (("up", (0, -1)), ("down", (0, 1)), ("left", (-1, 0)), ("right", (1, 0))):
            if input_map.menu_pressed(action):
                if dx and self.focused.on_change:
                    self.change(self.focused, dx)
                    return
                before = self.focus
                self.move_towards(dx, dy)
                if self.focus == before and dy and not self.grid:
                    self.move(dy)
                return
        if input_map.menu_pressed("confirm"):
            self.activate(self.focused)

    def draw(self, surface, rect: pygame.Rect, design_size: float = ui.BODY, row_height: float = 64, gap: float = 12):
        """Items stacked from the top of `rect`, each as wide as `rect`."""
        row = row_px(surface, row_height)
        step = row + ui.px(surface, gap)
        for index, item in enumerate(self.items):
            item.rect = pygame.Rect(rect.x, rect.y + index * step, rect.w, row)
        self.draw_items(surface, design_size)

    def draw_window(self, surface, rect: pygame.Rect, design_size: float = ui.BODY, row_height: float = 64,
                    gap: float = 12):
        """As draw(), but only the rows that fit in `rect`, the focused one among them (a list
        of the player's own things can be long); the rows left out get no room, and a mark
        beside the first or last row shown says more wait above or below."""
        row, space = row_px(surface, row_height), ui.px(surface, gap)
        shown = max(1, (rect.h + space) // (row + space))
        self.first = max(min(self.first, self.focus, len(self.items) - shown), self.focus - shown + 1, 0)
        for index, item in enumerate(self.items):
            place = index - self.first
            item.rect = pygame.Rect(rect.x, rect.y + place * (row + space), rect.w, row) if 0 <= place < shown \
                else pygame.Rect()
        self.draw_items(surface, design_size)
        self.cut = shown < len(self.items)
        size, x = ui.px(surface, 8), rect.right + ui.px(surface, 18)  # beside the first and the last row shown
        if self.first > 0:
            y = rect.y + row // 2
            pygame.draw.polygon(surface, palette.TEXT, [(x - size, y + size // 2), (x + size, y + size // 2),
                                                        (x, y - size)])
        if self.first + shown < len(self.items):
            y = rect.y + (shown - 1) * (row + space) + row // 2
            pygame.draw.polygon(surface, palette.TEXT, [(x - size, y - size // 2), (x + size, y - size // 2),
                                                        (x, y + size)])

    def draw_items(self, surface, design_size: float = ui.BODY):
        """Draw every item at its `rect` (set by the caller for a custom layout)."""
        for index, item in enumerate(self.items):
            if item.rect.w and item.rect.h:
                item.cut = draw_button(surface, item.rect, item.text, focused=index == self.focus,
                                       enabled=item.enabled, design_size=design_size,
                                       arrows=item.on_change is not None, elide=item.elide)

    def height(self, surface, row_height: float = 64, gap: float = 12) -> int:
        return len(self.items) * row_px(surface, row_height) + (len(self.items) - 1) * ui.px(surface, gap)


def row_px(surface, row_height: float) -> int:
    """A menu row's height in pixels: the design's, grown with the player's text size."""
    return round(ui.px(surface, row_height) * ui.text_factor(surface))


def grown_to_150(surface, row_height: float) -> float:
    """A row height (design pixels) for row_px that grows with the text size up to 150 % only:
    beyond, its line of text still fits with room round it, and a screen short of height keeps it."""
    return row_height * min(1.0, 1.5 / ui.text_factor(surface))


def draw_button(surface, rect: pygame.Rect, label: str, focused: bool = False, enabled: bool = True,
                design_size: float = ui.BODY, arrows: bool = False, elide: bool = False):
    """A label too wide for one line takes two where they fit, else shrinks (with `elide`,
    as ui.draw_text's); True when it was cut short with '…'."""
    radius = ui.px(surface, 12)
    fill = palette.ACCENT if focused else palette.PANEL
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    note_cover(surface, rect)
    pygame.draw.rect(surface, palette.PANEL_EDGE if not focused else palette.TEXT, rect, ui.px(surface, 2),
                     border_radius=radius)
    colour = palette.TEXT_DARK if focused else (palette.TEXT if enabled else palette.DISABLED)
    inner = rect.w - ui.px(surface, 24) - (ui.px(surface, 60) if arrows else 0)
    cut = False
    if not _draw_two_lines(surface, label, design_size, colour, rect, inner):
        ui.draw_text(surface, label, design_size, colour, rect.center, "center", width=inner, box=rect, elide=elide)
        cut = elide and ui.elided_name(surface, label, ui.text_size(surface, design_size), inner,
                                       ui.is_bold(design_size))[0] != label
    if arrows:
        pad = ui.px(surface, 22)
        ui.draw_text(surface, "<", design_size, colour, (rect.x + pad, rect.centery), "center")
        ui.draw_text(surface, ">", design_size, colour, (rect.right - pad, rect.centery), "center")
    return cut


def button_width(surface, label: str, design_size: float = ui.BODY, lines: int = 1) -> int:
    """The width a button needs for `label` at its size, in up to two lines."""
    size, bold = ui.text_size(surface, design_size), ui.is_bold(design_size)
    words = label.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))] if lines == 2 else []
    need = min([max(ui.text_width(a, size, bold), ui.text_width(b, size, bold)) for a, b in splits]
               + [ui.text_width(label, size, bold)])
    return need + ui.px(surface, 24)


def _draw_two_lines(surface, label: str, design_size: float, colour, rect: pygame.Rect, inner: int) -> bool:
    """A label too wide for its button at its size, set in two lines where the button
    is tall enough for them (rather than shrunk); False where it is drawn otherwise."""
    size, bold = ui.text_size(surface, design_size), ui.is_bold(design_size)
    if ui.text_width(label, size, bold) <= inner:
        return False
    floor = ui.min_text_px(surface)
    lines = _two_lines(label, size, inner, rect.h, bold)
    if not lines and ui.text_width(label, floor, bold) > inner:  # one line would not fit even at the floor:
        lines, size = next(((found, smaller) for smaller in range(size - 1, floor - 1, -1)  # two smaller ones
                            if (found := _two_lines(label, smaller, inner, rect.h, bold))), ([], size))
    if not lines:
        return False
    height = ui.font(size, bold).get_linesize()
    for i, line in enumerate(lines):
        image = ui.render(line, size, tuple(colour), bold)
        where = image.get_rect(midtop=(rect.centerx, rect.centery - height + i * height))
        note_text(surface, line, surface.blit(image, where), rect)
    return True


def _two_lines(label: str, size: int, inner: int, height: int, bold: bool) -> list[str]:
    """`label` wrapped in two lines at most `inner` wide and together at most `height` high, or []."""
    lines = ui.wrap(label, size, inner, bold)
    fits = len(lines) == 2 and 2 * ui.font(size, bold).get_linesize() <= height
    return lines if fits and all(ui.text_width(line, size, bold) <= inner for line in lines) else []


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
    width = ui.px(surface, design_width)
    height = min(menu.height(surface, row_height, gap), bottom - top)
    y = top + max(0, (bottom - top - height) // 2)
    menu.draw_window(surface, pygame.Rect((surface.get_width() - width) // 2, y, width, height),
                     row_height=row_height, gap=gap)
