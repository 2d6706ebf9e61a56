"""The very first start's question over the title: learn to play with a guided first
game, or not. Answered either way (Back too), it is never asked again (game.said_once)."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.said_once import LEARN_OFFER, SaidOnce
from game.scene_stack import MenuScene
from scenes.device_text import menu_hint
from sprites import palette, ui



class LearnOfferScene(MenuScene):
    at_rest = True  # a question: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        self.menu = ui.MenuList([ui.MenuItem(_("Learn to play"), self.learn),
                                 ui.MenuItem(_("No, thanks"), self.go_back)], play=app.audio.play)

    def _answered(self):
        SaidOnce(self.app.storage).remember_answer(LEARN_OFFER)

    def learn(self):
        self._answered()
        self.app.stack.replace("game_choice", "learn")

    def go_back(self):
        self._answered()
        self.app.stack.pop()

    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        top = ui.screen_title(surface, _("New here?"))
        menu_top = h // 2 + ui.px(surface, 20)
        body = pygame.Rect(ui.px(surface, 140), top, w - 2 * ui.px(surface, 140), menu_top - top - ui.px(surface, 20))
        ui.draw_paragraphs(surface, _("A guided first game of FITS or BITS shows you the controls and each rule "
                                      "as it comes up. It takes about three minutes, and you can leave it at any time."),
                           ui.BODY, palette.TEXT, body)
        ui.draw_centred_menu(surface, self.menu, menu_top, h - ui.px(surface, 60))
        ui.draw_hint(surface, menu_hint(self.app.input.bindings))
