"""The board being edited was changed or removed by another window since it was opened:
saving over it would lose that, so the player chooses: keep both (this one as a new
board), overwrite, or discard this window's changes. 'Keep both' first: nothing is lost."""
from __future__ import annotations

from game.i18n import _
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui


class BoardChangedScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, editor, vanished: bool):
        super().__init__(app)
        self.editor = editor
        self.vanished = vanished
        self.menu = menu_widgets.MenuList([
            menu_widgets.MenuItem(_("Keep both"), lambda: self._save(as_new=True)),
            menu_widgets.MenuItem(_("Overwrite it"), lambda: self._save(anyway=True)),
            menu_widgets.MenuItem(_("Discard my changes"), self._discard)], play=app.audio.play)

    def _save(self, **how):
        self.app.stack.pop()
        self.editor.save(**how)

    def _discard(self):
        self.app.stack.pop()
        self.app.stack.pop()  # the editor too: what is on disk stays as it is

    def lines(self) -> list[str]:
        name = self.editor.saved.name
        if self.vanished:
            return [_("The board {name} was removed in another window since you opened it.", name=name)]
        return [_("The board {name} was changed in another window since you opened it.", name=name)]

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Save the board"))
        w, h = surface.get_size()
        y = ui.draw_notes(surface, [(line, palette.ACCENT) for line in self.lines()], (w // 2, top),
                          w - ui.px(surface, 160), ui.HEADING * 0.8)
        menu_widgets.draw_centred_menu(surface, self.menu, y + ui.px(surface, 20), ui.above_hint(surface),
                                       row_height=54, gap=10)
        ui.draw_hint(surface, menu_hint(self.app))
