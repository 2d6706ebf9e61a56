"""The high-contrast check: draw every screen in high contrast (Settings → High contrast)
and measure, on the drawn pixels, the contrast of each text against what lies around it
(WCAG's ratio from relative luminance, sprites.palette.contrast_ratio); list every text
below 7:1, WCAG's AAA level. The texts are found as the fit check finds them (tools/text_fit.py:
the UI layer notes every text it draws, sprites.text_audit).

Inside a text's drawn box, the background is the most common colour of the box's edge and
the glyphs' colour the pixel standing out most from it (the letters' solid core; their
anti-aliased rims blend into the background). What the text must stand out from is every
colour making a tenth or more of the box's edge (a band of a gradient, a pattern behind the
text; a letter's blended rim touching the edge is a few pixels of many shades), but the
letters' own colour (tall letters reaching the edge, a button's frame passing through it).

    python tools/contrast_check.py          # prints the texts below 7:1; exit 1 if any
    python tools/contrast_check.py --all    # every text's ratio, lowest first

tests/app/test_high_contrast.py runs the same check.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np
import pygame

from game import i18n
from game.shell import contrast, text_size
from sprites import text_audit
from tools.screen_states import ScreenStates

AAA = 7.0  # WCAG 2's enhanced contrast, for text of any size
BACKGROUND_SHARE = 0.1  # of a box's edge: a colour this common there is background, not a letter's blended rim
SAME_AS_GLYPH = 1.2  # a colour of the edge this near the letters' is letters touching it, or a frame of theirs


def _linear(channel: np.ndarray) -> np.ndarray:
    """WCAG's linear light of sRGB channel values (0-255)."""
    c = channel / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


# Each of the 256 channel values' linear light, worked out once: looked up, a text's box costs a
# fraction of computing the power at each of its pixels, with the same values.
_LINEAR = _linear(np.arange(256))
_WEIGHTS = np.array([0.2126, 0.7152, 0.0722])


def _luminance(rgb: np.ndarray) -> np.ndarray:
    """WCAG's relative luminance of every pixel of an (..., 3) array of sRGB colours (uint8)."""
    return _LINEAR[rgb] @ _WEIGHTS


def _ratio(a, b):
    return (np.maximum(a, b) + 0.05) / (np.minimum(a, b) + 0.05)


def text_contrast(surface: pygame.Surface, rect: pygame.Rect) -> float | None:
    """The contrast of the text drawn in `rect` against the background around it, measured on
    the pixels (None: nothing stands out there, as a text of spaces)."""
    rect = rect.clip(surface.get_rect())
    if rect.w < 3 or rect.h < 3:
        return None
    box = pygame.surfarray.array3d(surface.subsurface(rect))  # [x, y, rgb]
    luminance = _luminance(box)
    edge = np.concatenate([luminance[0, :], luminance[-1, :], luminance[1:-1, 0], luminance[1:-1, -1]])
    values, counts = np.unique(edge, return_counts=True)
    background = values[counts.argmax()]
    glyph = luminance.flat[_ratio(luminance, background).argmax()]
    if glyph == background:
        return None
    around = values[counts >= len(edge) * BACKGROUND_SHARE]
    around = around[(_ratio(around, glyph) >= SAME_AS_GLYPH) | (around == background)]
    return float(_ratio(around, glyph).min())


def measured_texts(app) -> list[tuple[str, float]]:
    """(text, contrast) of every text shown on the app's screen in the next frame, the texts
    under a veil (read as background) and those a panel covers left out."""
    text_audit.start_audit(app.canvas_now())
    app.step_frame((), 0)
    notes = text_audit.stop_audit()
    top = max((note.layer for note in notes), default=0)
    measured = []
    for note in notes:
        if note.on_screen and not note.hidden and note.layer == top:
            ratio = text_contrast(app.surface, note.rect)
            if ratio is not None:
                measured.append((note.text, ratio))
    return measured


def check(app, states: ScreenStates, languages=("en",), screens=None, size=(1280, 720)) -> list[tuple[str, float]]:
    """(where and text, contrast) of every text drawn in high contrast, lowest first."""
    contrast.set_high_contrast(True)
    factor = text_size.factor()  # the text size checked, kept through states that read their own settings
    app.window.size = size
    found = []
    try:
        for language in languages:
            app.set_language(language)
            for name in screens or states.names():
                states.show(name)
                contrast.set_high_contrast(True)
                text_size.set_factor(factor)
                # Its first frame: a screen is laid out in it as it stays (tests/app/test_first_frames.py).
                found += [(f"{name}, {language}: {text!r}", ratio) for text, ratio in measured_texts(app)]
    finally:
        contrast.set_high_contrast(False)
    return sorted(found, key=lambda item: item[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every text's ratio, not only those below 7:1")
    parser.add_argument("--language", action="append", help="a language to check (default: all four)")
    parser.add_argument("--text-size", type=float, default=1.0, help="the Settings text size (1.0, 1.25, ...)")
    parser.add_argument("--window", default="1280x720", help="WIDTHxHEIGHT (default 1280x720)")
    args = parser.parse_args()
    from game.shell.app import App
    import scenes  # noqa: F401  (registers the screens by name)
    app = App(size=(1280, 720), settings_dir=tempfile.mkdtemp(prefix="contrast-"), bot_processes=False)
    text_size.set_factor(args.text_size)
    found = check(app, ScreenStates(app), args.language or i18n.languages(),
                  size=tuple(int(n) for n in args.window.lower().split("x")))
    low = [(where, ratio) for where, ratio in found if ratio < AAA]
    for where, ratio in found if args.all else low:
        print(f"{ratio:5.2f}:1  {where}")
    print(f"{len(found)} texts measured, {len(low)} below {AAA:g}:1")
    return 1 if low else 0


if __name__ == "__main__":
    sys.exit(main())
