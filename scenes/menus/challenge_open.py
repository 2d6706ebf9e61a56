"""Play → Challenge a friend: open a challenge a friend sent. The challenge files found
(in the data folder's challenges/, Downloads and the Desktop), newest first; a code to
paste (Ctrl+V, or typed) and open with Enter; or a file dropped on the window, which the
title and the game choice take too."""
from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.i18n import _
from game.saved.challenges import SUFFIX, challenges_folder
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from scenes.shared.text_entry import CODE, start_typing
from sprites import menu_widgets, palette, ui

LISTED = 6  # files offered: the newest
MAX_CODE_TYPED = 2000
CODE_SHOWN = 20  # characters of a long code shown while it is pasted: its end (readable in the smallest window)


def challenge_files(app) -> list[Path]:
    """The challenge files where a player keeps or receives them, newest first."""
    found = []
    for folder in (challenges_folder(app.storage), Path.home() / "Downloads", Path.home() / "Desktop"):
        try:
            with os.scandir(folder) as entries:
                found += [(entry.stat().st_mtime, Path(entry.path)) for entry in entries
                          if entry.name.endswith(SUFFIX) and entry.is_file()]
        except OSError:
            continue
    return [path for __, path in sorted(found, key=lambda pair: pair[0], reverse=True)[:LISTED]]


class ChallengeOpenScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        self.code = menu_widgets.TextField("", max_length=MAX_CODE_TYPED, allowed=lambda ch: ch.isascii() and ch.isprintable())
        self.code_item = menu_widgets.MenuItem(self.code_label, lambda: start_typing(app, self.code, self._typed, CODE))
        self.files = challenge_files(app)
        items = [menu_widgets.MenuItem(path.name, lambda p=path: app.stack.push("challenge", str(p)), elide=True)
                 for path in self.files]
        self.menu = menu_widgets.MenuList([*items, self.code_item, menu_widgets.MenuItem(_("Back"), app.stack.pop)], play=app.audio.play)

    def code_label(self) -> str:
        if not self.code.editing and not self.code.text:
            return _("Paste a code")
        shown = self.code.text if len(self.code.text) <= CODE_SHOWN else "…" + self.code.text[-CODE_SHOWN:]
        return _("Code: {code}", code=shown + ("_" if self.code.editing else ""))

    def _typed(self, confirmed: bool):
        """The on-screen keyboard closed: a code ended there (Start, Done) opens; one left with B waits."""
        if self.code.editing:
            self.code.stop()
        if confirmed and self.code.text.strip():
            self.open_code()

    def open_code(self):
        self.app.stack.push("challenge", None, code=self.code.text)  # read and refereed off the window's thread

    def handle_event(self, event) -> bool:
        if self.code.editing and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self._paste()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.code.stop()
                if self.code.text.strip():
                    self.open_code()
                return True
        if self.code.handle_event(event):
            return True
        return super().handle_event(event)

    def _paste(self):
        try:
            text = pygame.scrap.get_text() or ""
        except pygame.error:  # no clipboard here: the code can be typed
            return
        self.code.text = (self.code.text + "".join(text.split()))[:MAX_CODE_TYPED]

    def update(self, dt):
        if not self.code.editing:
            super().update(dt)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Challenge a friend"))
        margin = ui.px(surface, 60)
        bottom = surface.get_height() - ui.px(surface, 50)
        menu_rect = pygame.Rect(margin, top, ui.px(surface, 420), self.menu.height(surface, 54, 8))
        self.menu.draw(surface, menu_rect, row_height=54, gap=8)
        inner, heading = ui.draw_side_panel(surface, menu_rect, bottom, _("Open a challenge"))
        about = "\n".join([
            _("A friend sent you a challenge: play the same deal and beat their score."),
            _("Open the file from the list, paste the code they sent (Ctrl+V) and press Enter, or drop the file "
              "on this window."),
            _("No challenge files were found in your Downloads, on your Desktop or in the game's challenges "
              "folder.") if not self.files else "",
            _("To challenge a friend yourself, play a game alone: its results offer it.")])
        body = pygame.Rect(inner.x, heading.bottom + ui.px(surface, 20), inner.w, inner.bottom - heading.bottom)
        ui.draw_paragraphs(surface, about, ui.BODY, palette.TEXT, body)
        ui.draw_hint(surface, menu_hint(self.app))
