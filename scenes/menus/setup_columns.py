"""The widths of the setup's seat rows (scenes/menus/table_setup.py): a colour and shape, the
name, the device, make person or computer, and remove. Text drawn larger than the design (a
small window, long words, a larger text size) widens the switch and remove buttons to their
labels, in two lines where the row is tall enough for them; the names give up the room, and
where that would leave a name too little, the switch sets its label in two smaller lines (not
below the readable floor) and the panel beside the rows narrows. Where even that cannot be done
(two lines do not fit the row at the floor, as at 200 %), the rows take the panel's room too and
the panel is left out (each row says its seat's device): the device, switch and remove columns
give up width toward their labels at the floor until a name has its room."""
from __future__ import annotations

from typing import NamedTuple

from game.i18n import _
from sprites import menu_widgets, ui

NAME, DEVICE, KIND, REMOVE, GAP = 210, 260, 150, 120, 12  # design pixels
PANEL_GAP = 30  # design pixels between the rows and the panel
PANEL_LEAST = 250  # design pixels the panel beside the rows keeps, of its usual 300 or so
NAME_LEAST = 110  # design pixels at the design's text size: a name's first letters and '…'
SIZE = ui.SMALL + 2  # the rows' labels


class SeatColumns(NamedTuple):
    symbol: int
    name: int
    device: int
    kind: int
    remove: int
    gap: int
    panel: bool = True  # the controls panel beside the rows is drawn

    @property
    def width(self) -> int:
        return self.symbol + self.name + self.device + self.kind + self.remove + 4 * self.gap


def seat_columns(surface, row_h: int, room: int, devices: list[str]) -> SeatColumns:
    """The columns for rows `row_h` high, sharing `room` pixels of width with the panel beside them;
    `devices`: every label the device column may show."""
    def p(design):
        return ui.px(surface, design)

    labels = (_("Make person"), _("Make computer"))
    size = ui.text_size(surface, SIZE)
    lines = 2 if 2 * ui.font(size).get_linesize() <= row_h else 1
    kind = max([p(KIND)] + [menu_widgets.button_width(surface, label, SIZE, lines=lines) for label in labels])
    remove = max(p(REMOVE), menu_widgets.button_width(surface, _("Remove"), SIZE))
    least = round(p(NAME_LEAST) * ui.text_factor(surface))
    given = 0
    if p(NAME) - (kind - p(KIND)) - (remove - p(REMOVE)) < least:
        if 2 * ui.font(ui.min_text_px(surface)).get_linesize() > row_h:
            return _without_panel(surface, room + p(PANEL_GAP), least, devices, kind, remove)
        kind = max(p(KIND), min(kind, max(_two_small_lines(surface, label, row_h) for label in labels)))
        panel = room - p(60 + NAME + DEVICE + KIND + REMOVE + 4 * GAP)
        given = max(0, min(least - (p(NAME) - (kind - p(KIND)) - (remove - p(REMOVE))), panel - p(PANEL_LEAST)))
    name = p(NAME) - (kind - p(KIND)) - (remove - p(REMOVE))
    return SeatColumns(p(60), name + given, p(DEVICE), kind, remove, p(GAP))  # the panel narrower by `given`


def _two_small_lines(surface, label: str, row_h: int) -> int:
    """The width a button needs for `label` in two lines at the largest size (not below the
    floor) at which two lines fit `row_h`."""
    size = ui.text_size(surface, SIZE)
    while size > ui.min_text_px(surface) and 2 * ui.font(size).get_linesize() > row_h:
        size -= 1
    words = label.split(" ")
    need = min([max(ui.text_width(" ".join(words[:i]), size), ui.text_width(" ".join(words[i:]), size))
                for i in range(1, len(words))] + [ui.text_width(label, size)])
    return need + ui.px(surface, 24)


def _without_panel(surface, room: int, least: int, devices: list[str], kind: int, remove: int) -> SeatColumns:
    """The rows across the panel's room too: the device, switch and remove columns as wide as their
    labels at their size, narrowed alike toward their labels at the floor where a name would have less
    than `least`; the name takes the rest."""
    pad = ui.px(surface, 24)
    floor = ui.min_text_px(surface)

    def at_floor(labels):
        return max(ui.text_width(label, floor) for label in labels) + pad

    device = max([ui.px(surface, DEVICE)] + [menu_widgets.button_width(surface, label, SIZE) for label in devices])
    widest = (device, kind, remove)
    least_widths = [min(full, at_floor(labels)) for full, labels in
                    zip(widest, (devices, (_("Make person"), _("Make computer")), (_("Remove"),)))]
    fixed = ui.px(surface, 60) + 4 * ui.px(surface, GAP)
    over = fixed + least + sum(widest) - room
    slack = sum(full - narrowest for full, narrowest in zip(widest, least_widths))
    share = min(1.0, over / slack) if over > 0 and slack else 0.0
    device, kind, remove = (round(full - share * (full - narrowest)) for full, narrowest in zip(widest, least_widths))
    name = room - fixed - device - kind - remove
    return SeatColumns(ui.px(surface, 60), name, device, kind, remove, ui.px(surface, GAP), panel=False)
