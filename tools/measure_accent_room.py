"""Measure how far the game's two faces' accented capitals rise above their ascent at every
point size a screen can draw, into sprites/fonts/accent-room.json (sprites/accent_room.py reads
it; tests/app/test_side_by_side_text.py checks it against the faces). Run it when a face or
pygame's SDL_ttf changes.

    python tools/measure_accent_room.py
"""
if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import json

import pygame

from game.content.paths import ACCENT_ROOM_FILE, FONT_FILES
from sprites.accent_room import FACES, measured

FIRST_POINT_SIZE = 4  # sprites.ui.font opens no face smaller
# The title (96 design pixels) in a 3840 x 2160 window (three times the design) at 200 % text,
# at sprites.ui.FACE_SCALE: 415 points; a little more for a larger window's rounding.
LAST_POINT_SIZE = 440


def table() -> dict:
    """The accent room of each face at every point size from FIRST_POINT_SIZE to LAST_POINT_SIZE."""
    pygame.font.init()
    return {"made by": "tools/measure_accent_room.py", "first point size": FIRST_POINT_SIZE,
            **{name: [measured(pygame.font.Font(FONT_FILES[bold], size))
                      for size in range(FIRST_POINT_SIZE, LAST_POINT_SIZE + 1)]
               for bold, name in enumerate(FACES)}}


def main(argv=None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    ACCENT_ROOM_FILE.write_text(json.dumps(table(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {ACCENT_ROOM_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
