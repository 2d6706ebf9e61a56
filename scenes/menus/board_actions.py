"""Create → Boards → a board: what to do with it. Play (a solo game of one round on it,
for the person the last table set up named first), Edit, Share (its file and code, as the
editor shares), Delete (scenes.menus.board_delete), Back. Each reads the board from its
file as it is now (game.saved.boards.BoardShelf.open): a board another window removed
or spoilt meanwhile is said, never played."""
from __future__ import annotations

from game import games
from game.boards.board_text import share_code
from game.i18n import _
from game.saved.boards import BoardShelf, SavedBoard
from game.shell.scene_stack import MenuScene
from scenes.menus.board_delete import board_words
from scenes.menus.board_editor import share_said
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
            self.app.stack.push(game.game_scene, game.id, [person(self.app)], None,
                                boards=(share_code(opened.game_id, opened.board),))

    def edit(self):
        opened = self._opened()
        if opened is not None:
            self.app.stack.replace("board_editor", opened)

    def share(self):
        opened = self._opened()
        if opened is not None:
            self.said = share_said(self.app, opened)

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
        if self.said:
            notes = [(self.said, palette.TEXT)]
            ui.draw_notes(surface, notes, (w // 2, bottom - ui.px(surface, 150)), w - ui.px(surface, 160))
        menu_widgets.draw_centred_menu(surface, self.menu, top, bottom - (ui.px(surface, 160) if self.said else 0),
                                       row_height=54, gap=10)
        ui.draw_hint(surface, menu_hint(self.app.input.bindings))
