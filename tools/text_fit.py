"""The text fit check: draw every screen in every language at the smallest
window, 1280x720, a large one and a window forced to 640x360 (below the minimum: the
smallest picture shown scaled down, its text drawn larger to stay readable),
and list every text that does not fit its box, overlaps another text, lies
under a panel drawn over it, or is drawn below the readable floor (sprites.ui.min_text_px:
letters 14 pixels high at 1280x720, 12 at 960x540, scaled between; wrap before shrinking).
The screen states include the longest content a player makes: names, a board's name and
share code, the coach's lines, messages.

    python tools/text_fit.py            # prints the problems; exit 1 if any
    python tools/text_fit.py --text-size 1.5 --language de --window 1280x720 --screen title
                                        # one text size, language, window, screen (each repeatable)

tests/app/test_text_fits.py runs the same check.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import i18n
from game.shell import shown_scale, text_size
from game.shell.app import MIN_SIZE
from sprites import text_audit, ui
from tools.screen_states import ScreenStates

ROOT = Path(__file__).resolve().parent.parent

FORCED = (640, 360)  # a window manager that ignores the minimum size
SIZES = ((960, 540), (1280, 720), (1920, 1080), FORCED)
TOLERANCE = 1  # pixels: anti-aliased edges


def least_height(surface) -> int:
    """The height of a line drawn at the readable floor on `surface`: no drawn line is lower."""
    return ui.font(ui.min_text_px(surface)).get_linesize()


def problems_in(notes: list[text_audit.TextNote], surface_rect, least: int | None = None) -> list[str]:
    """least: the smallest height of a drawn line allowed (least_height; default: the smallest window's)."""
    found = []
    shown = [note for note in notes if note.on_screen]
    readable = ui.font(ui.min_text_px()).get_linesize() if least is None else least
    for note in notes:
        box = note.box.inflate(2 * TOLERANCE, 2 * TOLERANCE)
        if not box.contains(note.rect):
            found.append(f"does not fit its box {tuple(note.box)} (drawn at {tuple(note.rect)}): {note.text!r}")
        elif note.on_screen and not surface_rect.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(note.rect):
            found.append(f"runs off the window: {note.text!r}")
        elif note.hidden:
            found.append(f"a panel or button is drawn over it: {note.text!r}")
        elif note.on_screen and note.rect.h < readable - TOLERANCE:
            found.append(f"drawn below the readable size ({note.rect.h} px high): {note.text!r}")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if a.layer == b.layer and a.rect.inflate(-2 * TOLERANCE, -2 * TOLERANCE).colliderect(
                    b.rect.inflate(-2 * TOLERANCE, -2 * TOLERANCE)) and (a.text, a.rect) != (b.text, b.rect):
                found.append(f"overlaps {b.text!r}: {a.text!r}")
    return found


def scroll_positions(scene) -> list[int]:
    """A scrolling page is checked page by page, top to bottom."""
    if not hasattr(scene, "_max_scroll"):
        return [0]
    step = 300  # design pixels: less than a visible page at every size
    return list(range(0, int(scene._max_scroll) + step, step))


def check(app, states: ScreenStates, languages=None, sizes=SIZES, screens=None) -> list[str]:
    report = []
    factor = text_size.factor()  # the text size checked, kept through states that read their own settings
    app.window.minimum_size = (1, 1)  # let FORCED through, as some window managers do
    for language in languages or ["en"] + [code for code in i18n.languages() if code != "en"]:
        app.set_language(language)
        for name in screens or states.names():
            states.show(name)
            text_size.set_factor(factor)
            for size in sizes:
                app.window.size = size
                scene = app.stack.top
                if hasattr(scene, "_max_scroll"):
                    app.step_frame((), 0)  # a page that scrolls learns how far as it is drawn
                # Else the first frame at a size is checked: a screen is laid out in it as it stays
                # (tests/app/test_first_frames.py).
                for scroll in scroll_positions(scene):
                    if scroll:
                        scene.scroll = min(scroll, scene._max_scroll)
                    text_audit.start_audit(app.canvas_now())
                    app.step_frame((), 0)
                    notes = text_audit.stop_audit()
                    where = f"{name}, {language}, {size[0]}x{size[1]}" + (f", scrolled {scroll}" if scroll else "")
                    report += [f"{where}: {problem}" for problem in problems_in(notes, app.surface.get_rect(),
                                                                                  least_height(app.surface))]
    app.window.minimum_size = MIN_SIZE
    app.window.size = MIN_SIZE
    shown_scale.set_scale(1.0)
    return report


def window(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main() -> int:
    parser = argparse.ArgumentParser(description="List the texts that do not fit on the game's screens.")
    parser.add_argument("--text-size", type=float, default=1.0, help="the Settings text size (1.0, 1.25, ...)")
    parser.add_argument("--language", action="append", help="a language code (default: all)")
    parser.add_argument("--window", action="append", type=window, help="WIDTHxHEIGHT (default: the four sizes)")
    parser.add_argument("--screen", action="append", help="a screen state's name (default: all)")
    args = parser.parse_args()
    from game.shell.app import App
    import scenes  # noqa: F401  (registers the screens by name)
    app = App(size=SIZES[0], settings_dir=tempfile.mkdtemp(prefix="text-fit-"), bot_processes=False)
    text_size.set_factor(args.text_size)
    report = check(app, ScreenStates(app), languages=args.language, sizes=args.window or SIZES, screens=args.screen)
    for line in report:
        print(line)
    print(f"{len(report)} problems")
    return 1 if report else 0


if __name__ == "__main__":
    sys.exit(main())
