"""Create → Boards: the player's own boards (game.saved.boards). A new board, every
board the player has (however many: the list scrolls with the keys, the wheel or the
D-pad, and typing on Find narrows it to the names holding what is typed; a pad types on
the on-screen keyboard), each to play, edit, share or delete (scenes.menus.board_actions;
the Delete key on a board asks about that one at once), a board code to paste; a board
file dropped onto the window, on any screen, is taken in too (dropped_file)."""
from __future__ import annotations

from concurrent.futures import wait
from pathlib import Path

import pygame

from game.boards.board_text import CODE_PREFIX, NotABoard, editions
from game.boards.scoring import MAX_TITLE
from game.i18n import Said, _, join, ngettext
from game.message_keys import keyed
from game.saved.challenges import SUFFIX as CHALLENGE_SUFFIX
from game.saved.boards import SUFFIX, BoardShelf
from game.shell.scene_stack import MenuScene
from scenes.menus.board_delete import board_words
from scenes.menus.checking import GRACE_SECONDS
from scenes.shared.device_text import menu_hint
from scenes.shared.text_entry import CODE, start_typing, typing_hint
from sprites import menu_widgets, palette, ui

MAX_CODE_FIELD = 4000  # characters: a board code takes a few hundred


class BoardShelfScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.reading = None  # the boards being read off the window's thread (_build), until they are listed
        self.code = menu_widgets.TextField("", max_length=MAX_CODE_FIELD)
        self.find = menu_widgets.TextField("", max_length=MAX_TITLE)
        self.found_for: str | None = None  # the text self.shown was narrowed by
        self.said: str | None = None
        self.boards = []
        self.board_items: list[menu_widgets.MenuItem] = []  # one per board, in self.boards' order
        self.shown: list[int] = []  # the boards whose names hold what Find holds, by their place in self.boards
        self.problems: list[str] = []
        self.menu = menu_widgets.MenuList([], play=app.audio.play)
        self.new_item = menu_widgets.MenuItem(_("New board"), lambda: app.stack.push("board_editor"))
        self.find_item = menu_widgets.MenuItem(self._find_label, on_activate=self.start_finding)
        self.paste_item = menu_widgets.MenuItem(self._paste_label, on_activate=self.paste)
        self.delete_item = menu_widgets.MenuItem(_("Delete a board"), lambda: self.ask_delete(None))
        self.back_item = menu_widgets.MenuItem(_("Back"), app.stack.pop)

    @property
    def at_rest(self) -> bool:
        """A menu: it changes only on input, once its boards are read."""
        return self.reading is None

    def on_enter(self):
        self._build()

    def on_resume(self):
        self._build()  # a board may have been saved meanwhile

    def _build(self):
        """Read the boards on the checks executor (the first opening after many files came
        reads each: seconds for thousands; after, the index lists them in a blink) and list
        them once read; the rest of the menu works meanwhile."""
        self.reading = self.app.checks.submit(BoardShelf(self.app.storage).load)
        wait([self.reading], timeout=GRACE_SECONDS)
        self._list_read()

    def _list_read(self):
        if self.reading is None or not self.reading.done():
            if not self.menu.items:
                self._narrow()
            return
        self.boards, self.problems = self.reading.result()
        self.reading = None
        self.board_items = [menu_widgets.MenuItem(board_words(saved), lambda saved=saved: self.choose(saved),
                                                  elide=True) for saved in self.boards]
        self.found_for = None
        self._narrow()

    def _narrow(self):
        """The menu of the boards whose names hold what Find holds (all when it is empty)."""
        if self.found_for == self.find.text:
            return
        self.found_for = self.find.text
        wanted = self.find.text.strip().casefold()
        self.shown = [n for n, saved in enumerate(self.boards) if wanted in saved.name.casefold()]
        focused = self.menu.focused if self.menu.items else None
        self.menu.items = [self.new_item, *([self.find_item] if self.boards else []),
                           *(self.board_items[n] for n in self.shown), self.paste_item,
                           *([self.delete_item] if self.boards else []), self.back_item]
        self.menu.focus = self.menu.items.index(focused) if focused in self.menu.items else \
            min(self.menu.focus, len(self.menu.items) - 1)

    def choose(self, saved):
        """A board chosen from the list: what to do with it."""
        self.app.stack.push("board_actions", saved, told=self._deleted)

    # Find ----------------------------------------------------------------------
    def _find_label(self) -> str:
        if self.find.editing:
            return _("Find: {text}_", text=self.find.text)
        if self.find.text:
            return _("Find: {text}", text=self.find.text)
        return _("Find a board by its name")

    def start_finding(self):
        start_typing(self.app, self.find, lambda confirmed: self.stop_finding())  # left or ended: what is typed finds

    def stop_finding(self):
        if self.find.editing:
            self.find.stop()
        self._narrow()

    def _finding_starts(self, event) -> bool:
        """A letter or Backspace on Find: typing starts there at once."""
        if self.menu.focused is not self.find_item or event.type != pygame.KEYDOWN \
                or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if not (event.unicode and event.unicode.isprintable()) and event.key != pygame.K_BACKSPACE:
            return False
        self.find.start()  # the letter comes as the text event that follows this key
        if event.key == pygame.K_BACKSPACE:
            self.find.text = self.find.text[:-1]
            self._narrow()
        return True

    def ask_delete(self, saved):
        """Ask about deleting `saved`, or with None which board to delete (of those listed)."""
        self.app.stack.push("board_delete", [self.boards[n] for n in self.shown], saved, deleted=self._deleted)

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
        start_typing(self.app, self.code, self._typed, CODE)
        self.paste_item.label = self._paste_label()

    def _typed(self, confirmed: bool = True):
        """Typing ended: a code ended with Enter (or Start, or Done) is taken in; one left with Esc or B stays."""
        if self.code.editing:  # closed from the on-screen keyboard
            self.code.stop()
        if confirmed and self.code.text.strip():
            self.take(self.code.text, _("The board code"))

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
                self._typed(confirmed=event.key != pygame.K_ESCAPE)  # Esc leaves the code untaken
            self.paste_item.label = self._paste_label()
            return True
        if self.find.editing:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
                self.stop_finding()  # the arrows leave Find, and walk the boards found
                return False
            if self.find.handle_event(event):
                self._narrow()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.stop_finding()  # a click elsewhere ends typing
        elif self._finding_starts(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            focused = [n for n, item in enumerate(self.board_items) if item is self.menu.focused]
            if focused:
                self.ask_delete(self.boards[focused[0]])
                return True
        return super().handle_event(event)

    def update(self, dt: float):
        self._list_read()
        if not self.code.editing and not self.find.editing:
            super().update(dt)

    def lines(self) -> list[str]:
        """What the panel beside the list says."""
        names = join([keyed(f"games.{edition.game_id}.name") for edition in editions()])
        lines = [_("Make boards for {editions}, play them from the setup screen's board choice, "
                   "and pass them on as a file or a board code.", editions=names),
                 _("A board file ({suffix}) dropped onto the window is taken in.", suffix=SUFFIX)]
        if self.boards:
            lines.append(ngettext("You have {count} board; all are listed.", "You have {count} boards; all are listed.",
                                  len(self.boards), count=len(self.boards)))
            if self.find.text.strip():
                lines.append(_("Boards whose names hold {text}: {count}", text=self.find.text.strip(),
                               count=len(self.shown)))
            lines.append(_("Choose a board to play, edit, share or delete it; the Delete key on a board deletes it."))
        if self.reading is not None:
            lines.append(_("Reading your boards…"))
        lines += [text for text in (self.said, *self.problems) if text]
        return lines

    def draw(self, surface):
        self._narrow()  # the on-screen keyboard over this screen types into Find
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
        ui.draw_paragraphs(surface, "\n".join(self.lines()), ui.SMALL, palette.TEXT, inner)
        ui.draw_hint(surface, typing_hint(self.app, _("Type or paste the code, then press Enter.")) if self.code.editing
                     else typing_hint(self.app, _("Type a name, then press Enter.")) if self.find.editing
                     else menu_hint(self.app))


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
    name = saved.name
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
