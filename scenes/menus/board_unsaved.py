"""Leaving the board editor with changes not saved (Esc, a pad's B, or Back): save,
discard or keep editing? 'Keep editing' first, and Esc or B answer it: nothing is lost by
a press too many. Save is offered while the board passes the checks a board to play must."""
from __future__ import annotations

from game.i18n import _
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui


class BoardUnsavedScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, editor):
        super().__init__(app)
        self.editor = editor
        save = menu_widgets.MenuItem(_("Save"), self._save, enabled=not editor.problems())
        self.menu = menu_widgets.MenuList([
            menu_widgets.MenuItem(_("Keep editing"), app.stack.pop), save,
            menu_widgets.MenuItem(_("Discard the changes"), self._discard)], play=app.audio.play)

    def _save(self):
        self.app.stack.pop()
        if self.editor.save() is not None:
            self.app.stack.pop()  # the editor: its board is kept

    def _discard(self):
        self.app.stack.pop()
        self.app.stack.pop()  # the editor too: what is on disk stays as it was

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Save, discard or keep editing?"))
        w, h = surface.get_size()
        lines = [(_("This board has changes that are not saved."), palette.ACCENT)]
        if not self.menu.items[1].enabled:
            lines.append((_("It cannot be saved yet: {reason}", reason=self.editor.problems()[0]), palette.TEXT))
        y = ui.draw_notes(surface, lines, (w // 2, top), w - ui.px(surface, 160), ui.BODY)
        menu_widgets.draw_centred_menu(surface, self.menu, y + ui.px(surface, 20), ui.above_hint(surface),
                                       row_height=54, gap=10)
        ui.draw_hint(surface, menu_hint(self.app))
