"""Create → Boards → Delete a board (or the Delete key on a board there): the board to
delete, then the question naming it, 'No, keep it' first. The games played on it stay:
their replays and in-progress files carry the board itself, their high scores name it."""
from __future__ import annotations

from game.i18n import Said, _
from game.message_keys import keyed
from game.saved.boards import BoardShelf, SavedBoard
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui


def board_words(saved: SavedBoard) -> str:
    """'Castle (FITS)': a board as the player's list names it."""
    return _("{name} ({edition})", name=saved.name, edition=keyed(f"games.{saved.game_id}.name"))


class BoardDeleteScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, boards: list[SavedBoard], chosen: SavedBoard | None = None, deleted=None):
        """boards: the player's boards to choose from; chosen: the one asked about at once;
        deleted(words): told what came of a deletion, back on the list of boards."""
        super().__init__(app)
        self.boards = boards
        self.from_list = chosen is None
        self.deleted = deleted
        self.menu = menu_widgets.MenuList([], play=app.audio.play)
        self.chosen: SavedBoard | None = None
        self.ask(chosen)

    def ask(self, chosen: SavedBoard | None):
        """The question about `chosen`, or with None the boards to choose from."""
        self.chosen = chosen
        if chosen is None:
            self.menu.items = [*(menu_widgets.MenuItem(board_words(saved), lambda saved=saved: self.ask(saved),
                                                      elide=True) for saved in self.boards),
                               menu_widgets.MenuItem(_("Back"), self.app.stack.pop)]
        else:
            self.menu.items = [menu_widgets.MenuItem(_("No, keep it"), self.go_back),
                               menu_widgets.MenuItem(_("Yes, delete it"), self.delete)]
        self.menu.focus = 0  # on the question: 'No, keep it'

    def go_back(self):
        if self.chosen is not None and self.from_list:
            focus = self.boards.index(self.chosen)
            self.ask(None)
            self.menu.focus = focus
        else:
            self.app.stack.pop()

    def delete(self):
        saved = self.chosen
        problem = BoardShelf(self.app.storage).delete(saved)
        name = saved.name
        said = problem or Said(lambda: _("The board {name} is deleted. The games played on it keep it.", name=name))
        if self.deleted is not None:
            self.deleted(said)
        self.app.stack.pop()

    def lines(self) -> list[str]:
        if self.chosen is None:
            return [_("Which board do you want to delete?")]
        return [_("Delete the board {board}?", board=board_words(self.chosen)),
                _("The games played on it stay: their replays carry the board, and their high scores are kept.")]

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Delete a board"))
        w, h = surface.get_size()
        width = w - ui.px(surface, 160)
        first, *rest = self.lines()
        y = ui.draw_notes(surface, [(first, palette.ACCENT)], (w // 2, top), width, ui.HEADING * 0.8)
        if rest:
            y = ui.draw_notes(surface, [(line, palette.TEXT) for line in rest], (w // 2, y + ui.px(surface, 16)),
                              width, ui.BODY)
        menu_widgets.draw_centred_menu(surface, self.menu, y + ui.px(surface, 20), ui.above_hint(surface),
                                       row_height=54, gap=10)
        ui.draw_hint(surface, menu_hint(self.app))
