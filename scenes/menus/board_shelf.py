"""Create → Boards: the player's own boards (game.saved.boards). A new board, each
board to change or share in the editor, a board code to paste, and a board to delete
(scenes.menus.board_delete; the Delete key on a board asks about that one); a board
file dropped onto the window, on any screen, is taken in too (dropped_file)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.boards.board_text import CODE_PREFIX, NotABoard, editions
from game.i18n import Said, _, join
from game.shell.input import pad_id
from game.message_keys import keyed
from game.saved.challenges import SUFFIX as CHALLENGE_SUFFIX
from game.saved.boards import SUFFIX, BoardShelf
from game.shell.scene_stack import MenuScene
from scenes.menus.board_delete import board_words
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui

MAX_CODE_FIELD = 4000  # characters: a board code takes a few hundred


class BoardShelfScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        self.code = menu_widgets.TextField("", max_length=MAX_CODE_FIELD)
        self.said: str | None = None
        self.boards = []
        self.board_items: list[menu_widgets.MenuItem] = []  # one per board, in self.boards' order
        self.problems: list[str] = []
        self.menu = menu_widgets.MenuList([], play=app.audio.play)

    def on_enter(self):
        self._build()

    def on_resume(self):
        self._build()  # a board may have been saved meanwhile

    def _build(self):
        self.boards, self.problems = BoardShelf(self.app.storage).load()
        push = self.app.stack.push
        self.paste_item = menu_widgets.MenuItem(self._paste_label(), on_activate=self.paste)
        focus = self.menu.focus
        self.board_items = [menu_widgets.MenuItem(board_words(saved), lambda saved=saved: push("board_editor", saved))
                            for saved in self.boards]
        self.menu.items = [menu_widgets.MenuItem(_("New board"), lambda: push("board_editor")), *self.board_items,
                           self.paste_item,
                           *([menu_widgets.MenuItem(_("Delete a board"), lambda: self.ask_delete(None))]
                             if self.boards else []),
                           menu_widgets.MenuItem(_("Back"), self.app.stack.pop)]
        self.menu.focus = min(focus, len(self.menu.items) - 1)

    def ask_delete(self, saved):
        """Ask about deleting `saved`, or with None which board to delete."""
        self.app.stack.push("board_delete", self.boards, saved, deleted=self._deleted)

    def _deleted(self, said: str):
        self.said = said

    def _paste_label(self) -> str:
        if self.code.editing:
            return _("Board code: {code}_", code=self.code.text[-30:])
        return _("Paste a board code")

    def paste(self):
        """The code on the clipboard, else a field to paste (Ctrl+V) or type it into."""
        try:
            copied = (pygame.scrap.get_text() or "").strip()
        except pygame.error:  # no clipboard here
            copied = ""
        if copied.startswith(CODE_PREFIX):
            self.take(copied, _("The board code"))
            return
        self.code.text = ""
        self.code.start()
        if pad_id(self.app.input.last_device or "") is not None:
            self.app.stack.push("name_keyboard", self.code, self._typed)
        self.paste_item.label = self._paste_label()

    def _typed(self):
        if self.code.editing:  # closed from the on-screen keyboard
            self.code.stop()
        if self.code.text.strip():
            self.take(self.code.text, _("The board code"))
        self.paste_item.label = self._paste_label()

    def take(self, text, where: str):
        self.said = import_said(self.app, text, where)
        self._build()

    def handle_event(self, event) -> bool:
        if self.code.editing:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                try:
                    self.code.text += (pygame.scrap.get_text() or "")[:MAX_CODE_FIELD - len(self.code.text)]
                except pygame.error:
                    pass
            elif self.code.handle_event(event) and not self.code.editing:
                self._typed()
            self.paste_item.label = self._paste_label()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            focused = [n for n, item in enumerate(self.board_items) if item is self.menu.focused]
            if focused:
                self.ask_delete(self.boards[focused[0]])
                return True
        return super().handle_event(event)

    def update(self, dt: float):
        if not self.code.editing:
            super().update(dt)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Your boards"))
        w, h = surface.get_size()
        margin = ui.px(surface, 60)
        list_w = ui.px(surface, 460)
        menu_rect = pygame.Rect(margin, top, list_w, min(self.menu.height(surface), h - top - ui.px(surface, 70)))
        self.menu.draw_window(surface, menu_rect)
        panel = pygame.Rect(menu_rect.right + ui.px(surface, 40), top, w - menu_rect.right - ui.px(surface, 100),
                            h - top - ui.px(surface, 70))
        ui.draw_panel(surface, panel)
        inner = panel.inflate(-ui.px(surface, 36), -ui.px(surface, 36))
        names = join([keyed(f"games.{edition.game_id}.name") for edition in editions()])
        lines = [_("Make boards for {editions}, play them from the setup screen's board choice, "
                   "and pass them on as a file or a board code.", editions=names),
                 _("A board file ({suffix}) dropped onto the window is taken in.", suffix=SUFFIX)]
        if self.boards:
            lines.append(_("To delete a board, choose Delete a board, or press the Delete key on it."))
        lines += [text for text in (self.said, *self.problems) if text]
        ui.draw_paragraphs(surface, "\n".join(lines), ui.SMALL, palette.TEXT, inner)
        ui.draw_hint(surface, _("Type or paste the code, then press Enter.") if self.code.editing else
                     menu_hint(self.app))


def import_said(app, text, where: str) -> str:
    """Take a board file's text or a board code in; what the player is told of it."""
    return _said(lambda shelf: shelf.take(text, where), where, app)


def _said(take, where: str, app) -> str:
    try:
        saved, new, problem = take(BoardShelf(app.storage))
    except NotABoard as err:
        # The reasons are sentences of their own: after the verdict, not inside it.
        reasons = list(err.reasons)
        return Said(lambda: " ".join([_("{what} is not a board to play.", what=where),
                                      *([str(reason) for reason in reasons] or [_("It cannot be read.")])]))
    if problem is not None:
        return problem
    name = saved.board.name
    if not new:
        return Said(lambda: _("You have this board already: {name}.", name=name))
    return Said(lambda: _("The board {name} is now among your boards.", name=name))


def dropped_file(app, path: str):
    """A file dropped onto the window: a challenge opens (scenes/menus/challenge.py), a board
    file is taken in and a page says what came of it."""
    if path.lower().endswith(CHALLENGE_SUFFIX):
        return app.stack.make("challenge", path)
    if not path.lower().endswith(SUFFIX):
        said = _("{file} is no file this game takes in: a board file ends in {suffix}.", file=Path(path).name,
                 suffix=SUFFIX)
    else:
        said = _said(lambda shelf: shelf.take_file(path), Path(path).name, app)
    return app.stack.make("text_page", _("Your boards"), said)
