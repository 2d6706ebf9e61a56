#!/usr/bin/env python3
"""Writes the ramp games' boards, levels/<game>/board*.tmx, from the text layouts below.

    python tools/make_boards.py

The .tmx files it wrote are what the game reads, and the place to correct a
board (in Tiled or by hand). Running this again resets every board to the
layouts below and so overwrites such corrections: update the layouts here
first, or stop using this script.

Each board embeds its edition's whole palette of special fields as an image-less
tileset, so that any field kind can be painted in Tiled.
"""
from __future__ import annotations

from pathlib import Path
from typing import NamedTuple
from xml.sax.saxutils import quoteattr

LEVELS_DIR = Path(__file__).resolve().parent.parent / "levels"
CELL_PIXELS = 32  # only for Tiled's view; the game ignores it

# Layout letter -> the tile properties of that special field, in tile id order.
PALETTES = {
    "fits": {
        "1": {"kind": "bonus", "value": 1},
        "2": {"kind": "bonus", "value": 2},
        "3": {"kind": "bonus", "value": 3},
        "x": {"kind": "negative", "value": -5},
        "a": {"kind": "symbol", "symbol": "star"},
        "b": {"kind": "symbol", "symbol": "moon"},
        "c": {"kind": "symbol", "symbol": "sun"},
        "d": {"kind": "symbol", "symbol": "heart"},
        "e": {"kind": "symbol", "symbol": "diamond"},
    },
    "fits-mini": {
        "r": {"kind": "symbol", "colour": "red"},
        "g": {"kind": "symbol", "colour": "green"},
        "b": {"kind": "symbol", "colour": "blue"},
    },
    "bits": {},
}


class Board(NamedTuple):
    game: str
    file: str
    title: str
    rules: str
    values: dict
    provisional: str  # what of the board is our reconstruction ('' for nothing)
    layout: tuple[str, ...]  # rows top to bottom: '.' an ordinary field, else a palette letter


EMPTY_FITS = ("......",) * 12
BOARDS = (
    Board("fits", "board-1.tmx", "Board 1", "dots rows", {"dot": -1, "row": 1}, "", EMPTY_FITS),
    Board("fits", "board-2.tmx", "Board 2", "dots fields", {"dot": -1},
          "positions and values of the bonus fields",
          ("......", "......", "..2...", "......", "3....1", "......",
           "...2..", ".1....", "....3.", "......", "2.....", "...2..")),
    Board("fits", "board-3.tmx", "Board 3", "dots fields", {"dot": -1},
          "positions and values of the special fields",
          ("......", "...x..", ".3....", "......", "....2.", "x.....",
           "...1..", ".....x", ".2....", "......", "....3.", "..x...")),
    Board("fits", "board-4.tmx", "Board 4", "dots symbol-pairs", {"dot": -1, "pair_both": 3, "pair_one": -3},
          "positions of the symbols",
          ("......", "a....b", "......", "..c...", "......", ".d..e.",
           "......", "....c.", "b.....", "...d..", ".e....", ".....a")),
    Board("fits-mini", "board-1.tmx", "Board 1", "rows", {"row": 1}, "", ("......",) * 10),
    Board("fits-mini", "board-2.tmx", "Board 2", "rows-with-symbols colour-sets", {"row": 1, "colour_set": 3},
          "positions of the symbol fields",
          ("......", "..r...", "......", "g....b", "......",
           "..b.r.", "......", ".g....", "....g.", "b..r..")),
    Board("bits", "board.tmx", "Board", "", {}, "", ("......",) * 6),
)


def properties(props: dict, indent: str) -> list[str]:
    lines = [f"{indent}<properties>"]
    for name, value in props.items():
        typed = ' type="int"' if isinstance(value, int) else ""
        lines.append(f"{indent} <property name={quoteattr(name)}{typed} value={quoteattr(str(value))}/>")
    return lines + [f"{indent}</properties>"]


def tmx(board: Board) -> str:
    palette = PALETTES[board.game]
    gids = {letter: gid for gid, letter in enumerate(palette, 1)}
    width, height = len(board.layout[0]), len(board.layout)
    map_props = {"title": board.title, "rules": board.rules, **board.values}
    if board.provisional:
        map_props["provisional"] = board.provisional
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{width}" height="{height}" tilewidth="{CELL_PIXELS}" tileheight="{CELL_PIXELS}"'
        f' infinite="0" nextlayerid="2" nextobjectid="1">',
        *properties(map_props, " "),
    ]
    if palette:
        lines.append(f' <tileset firstgid="1" name="fields" tilewidth="{CELL_PIXELS}" tileheight="{CELL_PIXELS}"'
                     f' tilecount="{len(palette)}" columns="0">')
        lines.append('  <grid orientation="orthogonal" width="1" height="1"/>')
        for tile_id, props in enumerate(palette.values()):
            lines += [f'  <tile id="{tile_id}">', *properties(props, "   "), "  </tile>"]
        lines.append(" </tileset>")
    rows = [",".join(str(gids.get(ch, 0)) for ch in row) for row in board.layout]
    lines += [
        f' <layer id="1" name="fields" width="{width}" height="{height}">',
        '  <data encoding="csv">',
        ",\n".join(rows),
        "</data>",
        " </layer>",
        "</map>",
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    for board in BOARDS:
        path = LEVELS_DIR / board.game / board.file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(tmx(board), encoding="utf-8")
        print(path.relative_to(LEVELS_DIR.parent))


if __name__ == "__main__":
    main()
