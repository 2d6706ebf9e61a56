"""Create: what a player can make of their own (boards, for now)."""
from __future__ import annotations

from game.i18n import _
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, ui


class CreateScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        self.menu = menu_widgets.MenuList([menu_widgets.MenuItem(_("Boards"), lambda: app.stack.push("board_shelf")),
                                 menu_widgets.MenuItem(_("Back"), app.stack.pop)], play=app.audio.play)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Create"))
        menu_widgets.draw_centred_menu(surface, self.menu, top, surface.get_height() - ui.px(surface, 60))
        ui.draw_hint(surface, menu_hint(self.app))
