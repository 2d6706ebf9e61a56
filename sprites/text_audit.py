"""The fit check: while an audit runs (the tests' fit check), every text the UI layer
draws is noted with its box, and every opaque panel or button drawn over earlier ones."""
from typing import NamedTuple

import pygame

# The UI layer knows the box of every text it draws: the box
# given, or the surface (its clip). While an audit runs (the fit test), each
# text is noted with its box; a text outside its box, two texts of one layer
# overlapping, or a text a panel or button of its layer was drawn over, is what
# the test reports. A veil starts a new layer: what lies under it is background.
class TextNote(NamedTuple):  # not a dataclass: defined at every start, for a millisecond of its CPU (issue 47)
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
        for i, note in enumerate(notes[:count]):
            if note.layer == layer and note.on_screen and rect.colliderect(note.rect.inflate(-2, -2)) \
                    and (note.text, tuple(note.rect)) not in again:
                notes[i] = note._replace(hidden=True)
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


def layer() -> int:
    """The layer being drawn now (new_layer counts the veils drawn so far this frame)."""
    return _Audit.layer


def new_layer():
    """A veil was drawn over everything so far: what lies under it is background."""
    _Audit.layer += 1
