"""How far SDL_ttf moves a line down when a letter rises above the face's ascent (an accented
capital: 'Échap', 'Über'). sprites.ui.render moves every other line as far, so lines side by
side sit on one baseline.

The room the accented capitals need at each point size of the game's two faces was measured
once by tools/measure_accent_room.py into sprites/fonts/accent-room.json (hinting makes it go
up and down with the size): measuring the fifteen capitals at each size a screen uses cost a
start about 3 % of its CPU (issue 47). A size beyond the table, or a table that cannot be read,
is measured here."""
import json
from functools import lru_cache

import pygame

from game.content.paths import ACCENT_ROOM_FILE
from game.logs import logger

ACCENTED_CAPITALS = "ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇ"
FACES = ("regular", "bold")  # the table's keys, by boldness


def rise_above_ascent(face: pygame.font.Font, text: str) -> int:
    """How far the tallest letter of `text` rises above the face's ascent (0: none does)."""
    tops = [metrics[3] for metrics in face.metrics(text) if metrics]
    return max(0, max(tops, default=0) - face.get_ascent())


def measured(face: pygame.font.Font) -> int:
    """The accent room of `face`, measured on its glyphs."""
    return rise_above_ascent(face, ACCENTED_CAPITALS)


def accent_room(face: pygame.font.Font, bold: bool) -> int:
    """The accent room of `face` (one of the game's two faces, bold or not, at its point size)."""
    first, rooms = _table()
    room = rooms.get(FACES[bold], ())
    index = face.point_size - first
    return room[index] if 0 <= index < len(room) else measured(face)


@lru_cache(maxsize=1)
def _table() -> tuple[int, dict]:
    """(the first point size, {face: [room at each point size from it]})."""
    try:
        data = json.loads(ACCENT_ROOM_FILE.read_text(encoding="utf-8"))
        rooms = {name: data[name] for name in FACES}
        if not all(isinstance(room, list) and all(type(n) is int and n >= 0 for n in room) for room in rooms.values()):
            raise ValueError("not lists of whole numbers")
        return int(data["first point size"]), rooms
    except Exception as exc:  # noqa: BLE001 - any damage means: every size is measured
        logger(__name__).warning("The accent room table %s cannot be read (%s: %s); it is measured.",
                                 ACCENT_ROOM_FILE, type(exc).__name__, exc)
        return 0, {}
