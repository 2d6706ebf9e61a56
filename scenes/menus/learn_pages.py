"""The pages around the tutorials: the very first start's question over the title (learn
to play with a guided first game, or not: answered either way, Back too, it is never
asked again, game.saved.said_once; with it, the text size and contrast), and the page
after a tutorial, on to a real game or back."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.message_keys import keyed
from game.saved.said_once import LEARN_OFFER, SaidOnce
from game.shell.scene_stack import MenuScene
from scenes.menus import access_items
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui


class _Page(MenuScene):
    """A heading, a paragraph and the menu under it."""
    at_rest = True  # a page: it changes only on input
    heading = text = ""
    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        top = ui.screen_title(surface, self.heading)
        (margin, gap), rows = self.spaces(surface), self.rows(surface)
        menu_h = self.menu.height(surface, *rows)
        body = pygame.Rect(margin, top, w - 2 * margin, h - ui.px(surface, 70) - menu_h - gap - top)
        text_h = min(body.h, ui.draw_paragraphs(surface, self.text, ui.BODY, palette.TEXT, body))
        menu_top = top + text_h + gap
        menu_widgets.draw_centred_menu(surface, self.menu, menu_top, menu_top + menu_h, row_height=rows[0],
                                       gap=rows[1])
        ui.draw_hint(surface, menu_hint(self.app))

    @staticmethod
    def spaces(surface) -> tuple[int, int]:
        """Pixels beside the paragraph, and between it and the menu."""
        return ui.px(surface, 140), ui.px(surface, 40)

    @staticmethod
    def rows(surface) -> tuple[float, float]:
        """The menu's row height and gap, in design pixels (grown with the text size as menus' are)."""
        return 64, 12


class LearnOfferScene(_Page):
    @staticmethod
    def spaces(surface) -> tuple[int, int]:
        """Narrower at a larger text size, its lines holding as many words as the design's."""
        return ui.px(surface, 140 / ui.text_factor(surface)), ui.px(surface, 40 / ui.text_factor(surface))

    @staticmethod
    def rows(surface) -> tuple[float, float]:
        """Four rows under a paragraph, lower at a larger text size: they leave it room."""
        return menu_widgets.grown_to_150(surface, 48), 6

    def __init__(self, app):
        super().__init__(app)
        self.heading = _("New here?")
        # The games are not named: the list after 'Learn to play' says which have a tutorial.
        self.text = keyed("learn.about") + "\n" + _(
            "Text hard to read? Make it larger or raise the contrast below; Settings holds these and more.")
        # Before anything else, a player who needs it finds text size and contrast here (issue 50);
        # after the two answers, which keep their places.
        self.text_size, self.high_contrast = access_items.text_size(app), access_items.high_contrast(app)
        self.menu = menu_widgets.MenuList([menu_widgets.MenuItem(_("Learn to play"), self.learn),
                                           menu_widgets.MenuItem(_("No, thanks"), self.go_back),
                                           self.text_size, self.high_contrast], play=app.audio.play)

    def _answered(self):
        SaidOnce(self.app.storage).remember_answer(LEARN_OFFER)

    def learn(self):
        self._answered()
        self.app.stack.replace("game_choice", "learn")

    def go_back(self):
        self._answered()
        self.app.stack.pop()


class TutorialEndScene(_Page):
    """After a tutorial's last scores. (The score was on the round's results: a round of
    three or four cards says little about a real one.)"""

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.heading = _("You are ready")
        self.text = _("That is all it takes. A real game deals every card of the deck, round after round, alone or "
                      "against friends or the computer. The rules and your controls are in the pause menu (Esc) "
                      "at any time.")
        self.menu = menu_widgets.MenuList([
            menu_widgets.MenuItem(_("Play {game}", game=keyed(f"games.{game_id}.name")),
                        lambda: app.stack.replace("table_setup", game_id)),
            menu_widgets.MenuItem(_("Back"), app.stack.pop),
        ], play=app.audio.play)
