#!/usr/bin/env python3
"""Draw the game's icon from its own art into icons/.

  python tools/make_icon.py

A FITS piece slides down onto a stack of BITS tiles, towards the gap that
fits it (its ghost shows where it lands): the cells, piece outline and ghost
are the ones the game draws. Written:
- icons/slide-and-stack-<N>.png for the sizes a Linux desktop looks for
  (the window icon and `--install-desktop` use them),
- icons/slide-and-stack.ico (Windows executable), PNG entries 16-256,
- icons/slide-and-stack.icns (macOS app), PNG entries 16-1024.
Run it again after changing the picture, and commit the files.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from sprites import palette, ui
from sprites.piece import ghost_image, piece_image

ROOT = Path(__file__).resolve().parent.parent

ICONS_DIR = ROOT / "icons"
NAME = "slide-and-stack"
CANVAS = 1024  # drawn at this size, scaled down for the others
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The icns types that hold PNG data, and their sizes in pixels.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))

# Six columns of BITS tiles, top row first; '.' is empty. The gap is the piece's shape.
STACK = (
    "RP..YB",
    "YK.RBN",
    "BY.KRY",
)
PIECE = ("##", "#.", "#.")
PIECE_COLUMN = 2
CELL = 112
LEFT = (CANVAS - len(STACK[0]) * CELL) // 2
STACK_TOP = CANVAS - 100 - len(STACK) * CELL
PIECE_TOP = STACK_TOP - len(PIECE) * CELL - 48  # just above the gap it is sliding into
TRAIL_TOP = 72
CORNER = 180


def draw(size: int = CANVAS) -> pygame.Surface:
    """The icon at `size` pixels: the picture drawn at CANVAS and scaled down
    smoothly, cut to a rounded square at `size` itself (so every pixel inside
    stays opaque and every corner pixel see-through)."""
    picture = pygame.Surface((CANVAS, CANVAS))
    ui.fill_background(picture)
    for r, line in enumerate(STACK):
        for c, letter in enumerate(line):
            if letter != ".":
                palette.draw_bits_cell(picture, (LEFT + c * CELL, STACK_TOP + r * CELL, CELL, CELL), letter)
    piece_x = LEFT + PIECE_COLUMN * CELL
    picture.blit(ghost_image(PIECE, CELL, 0), (piece_x, STACK_TOP))
    _slide_trail(picture, piece_x)
    picture.blit(piece_image(PIECE, CELL, 0), (piece_x, PIECE_TOP))
    if size != CANVAS:
        picture = pygame.transform.smoothscale(picture, (size, size))
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    icon.blit(picture, (0, 0))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(CORNER * size / CANVAS))
    icon.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return icon


def _slide_trail(icon: pygame.Surface, piece_x: int):
    """Streaks above the piece, fading upwards: it has slid down from there."""
    height = PIECE_TOP - 24 - TRAIL_TOP
    width = CELL // 7
    for dx in (0.2, 0.5, 0.8, 1.2, 1.5, 1.8):
        streak = pygame.Surface((width, height), pygame.SRCALPHA)
        for y in range(height):
            streak.fill((*palette.player_colour(0), 230 * y // height), (0, y, width, 1))
        icon.blit(streak, (piece_x + dx * CELL - width // 2, TRAIL_TOP))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, data = b"", b""
    offset = len(header) + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: a list of (type, length, PNG data) blocks."""
    blocks = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1))  # converting the cell images needs a display
    ICONS_DIR.mkdir(exist_ok=True)
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: png_bytes(draw(size)) for size in sizes}
    for size in PNG_SIZES:
        (ICONS_DIR / f"{NAME}-{size}.png").write_bytes(pngs[size])
    (ICONS_DIR / f"{NAME}.ico").write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    (ICONS_DIR / f"{NAME}.icns").write_bytes(icns_bytes(pngs))
    print(f"Wrote {len(PNG_SIZES)} PNG files, {NAME}.ico and {NAME}.icns in {ICONS_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
