"""Create → Boards → a board: what to do with it. Play (a solo game of one round on it,
for the person the last table set up named first), Edit, Share (its file and code, as the
editor shares), Delete (scenes.menus.board_delete), Back. Each reads the board from its
file as it is now (game.saved.boards.BoardShelf.open): a board another window removed
or spoilt meanwhile is said, never played."""
from __future__ import annotations

import pygame

from game import games
from game.boards.board_text import share_code
from game.i18n import _
from game.saved.boards import BoardShelf, SavedBoard
from game.shell.scene_stack import MenuScene
from scenes.menus.board_delete import board_words
from scenes.menus.board_editor import share_board
from scenes.menus.straight_in import person
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui


class BoardActionsScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, saved: SavedBoard, told=None):
        """told(words): the board list is told what came of a deletion or a board gone."""
        super().__init__(app)
        self.saved = saved
        self.told = told
        self.said: str | None = None
        self.shared = None  # what Share made (scenes.menus.board_editor.Shared): shown under the menu
        self.menu = menu_widgets.MenuList([
            menu_widgets.MenuItem(_("Play"), self.play),
            menu_widgets.MenuItem(_("Edit"), self.edit),
            menu_widgets.MenuItem(_("Share"), self.share),
            menu_widgets.MenuItem(_("Delete"), self.delete),
            menu_widgets.MenuItem(_("Back"), app.stack.pop)], play=app.audio.play)

    def _opened(self) -> SavedBoard | None:
        opened, problem = BoardShelf(self.app.storage).open(self.saved)
        if opened is None:  # gone or set aside: the list, built anew, says so and no longer offers it
            if self.told is not None:
                self.told(problem)
            self.app.stack.pop()
        return opened

    def play(self):
        opened = self._opened()
        if opened is not None:
            game = games.get(opened.game_id)
            self.app.stack.push(game.part("game_screen"), game.id, [person(self.app)], None,
                                boards=(share_code(opened.game_id, opened.board),))

    def edit(self):
        opened = self._opened()
        if opened is not None:
            self.app.stack.replace("board_editor", opened)

    def share(self):
        opened = self._opened()
        if opened is not None:
            self.shared, self.said = share_board(self.app, opened)

    def delete(self):
        self.app.stack.push("board_delete", [self.saved], self.saved, deleted=self._deleted)

    def _deleted(self, said: str):
        if self.told is not None:
            self.told(said)
        self.app.stack.pop()  # the board is gone: back on the list

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, board_words(self.saved))
        w, h = surface.get_size()
        bottom = h - ui.px(surface, 60)
        width = ui.px(surface, 460)
        said = pygame.Rect(ui.px(surface, 80), 0, w - ui.px(surface, 160), 0)
        # The shared code keeps its room under the list (whose rows scroll where they must, at a larger text size).
        code_h = self.shared.least_height(surface, said.w) + ui.px(surface, 20) if self.shared else 0
        menu_rect = pygame.Rect((w - width) // 2, top, width,
                                min(self.menu.height(surface, 54, 10), bottom - top - code_h))
        self.menu.draw_window(surface, menu_rect, row_height=54, gap=10)
        said.y = menu_rect.bottom + ui.px(surface, 20)
        said.h = bottom - said.y
        if self.shared:  # what Share did: the code in groups a person can copy by hand, and its files
            self.shared.draw(surface, said)
        elif self.said:
            ui.draw_paragraphs(surface, str(self.said), ui.SMALL, palette.TEXT, said)
        ui.draw_hint(surface, menu_hint(self.app))
