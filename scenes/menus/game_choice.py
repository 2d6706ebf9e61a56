"""Choose a game: to play it (on to the table setup) or to read its rules.
The focused game's summary fills the right half of the screen. Among the
rules, a page says what in these editions follows the rulebooks and what is
our reconstruction (the data files' `provisional` notes)."""
from __future__ import annotations

import pygame

from game import games
from game.games import GameDef
from game.shell.scene_stack import MenuScene
from game.i18n import _, join, ngettext
from game.message_keys import keyed
from scenes.shared.device_text import menu_hint
from scenes.shared.round_words import round_words
from sprites import menu_widgets, palette, ui

# How each kind of colour legend draws one of its cells (a game's `legend`).
LEGENDS = {
    "bits": (lambda: list(palette.BITS_STYLES), "legend.heading", palette.draw_bits_cell),
    "pilus": (lambda: list(palette.PILUS_STYLES), "legend.heading", palette.draw_pilus_cell),
    "player": (lambda: [str(i) for i in range(len(palette.PLAYER_STYLES))], "legend.players",
               lambda surf, rect, key: palette.draw_player_cell(surf, rect, int(key))),
}


class GameChoiceScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, purpose: str = "play"):
        """purpose: 'play' opens the table setup, 'rules' the rules page, 'learn' (the games
        with a tutorial only) the game's tutorial."""
        super().__init__(app)
        self.purpose = purpose
        self.listed = games.tutorial_games() if purpose == "learn" else games.all_games()
        items = [menu_widgets.MenuItem(keyed(f"games.{game.id}.name"), lambda g=game: self.choose(g)) for game in self.listed]
        self.learn_item = None
        if purpose == "play" and games.tutorial_games():
            self.learn_item = menu_widgets.MenuItem(_("Learn to play"), lambda: app.stack.push("game_choice", "learn"))
            items.append(self.learn_item)
        self.challenge_item = None
        if purpose == "play":  # after the games and Learn to play, so that they keep their places
            self.challenge_item = menu_widgets.MenuItem(_("Challenge a friend"), lambda: app.stack.push("challenge_open"))
            items.append(self.challenge_item)
        if purpose == "rules":
            items.append(menu_widgets.MenuItem(_("About these editions"), self.about))
        items.append(menu_widgets.MenuItem(_("Back"), app.stack.pop))
        self.menu = menu_widgets.MenuList(items, play=app.audio.play)
        self._shown = self.listed[0]  # the summary stays on the last game while Back is focused

    def choose(self, game: GameDef):
        if self.purpose == "learn":
            self.app.stack.push(game.part("lesson"), game.id)
        else:
            self.app.stack.push("rules" if self.purpose == "rules" else "table_setup", game.id)

    def about(self):
        self.app.stack.push("text_page", _("About these editions"), about_text())

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, keyed(f"choice.heading_{self.purpose}"))
        margin = ui.px(surface, 60)
        bottom = surface.get_height() - ui.px(surface, 50)
        # The list ends above the hint line: its rows close up where the usual ones would reach it
        # (every game, Learn to play, Challenge a friend and Back), and a list longer still is shown in part.
        rows = {} if top + self.menu.height(surface) <= bottom else dict(zip(("row_height", "gap"), ui.CLOSE_ROWS))
        menu_rect = pygame.Rect(margin, top, ui.px(surface, 360), min(self.menu.height(surface, **rows), bottom - top))
        # Where a summary would not fit whole beside the usual list even at the floor (a larger text
        # size), the list narrows to its labels and the legend leaves out its heading (its cells say it).
        usual = all(self._summary_fits(surface, menu_rect, bottom, game) for game in self.listed)
        if not usual:
            menu_rect.w = min(menu_rect.w, self._narrowest_list(surface, menu_widgets.row_px(surface, rows.get("row_height", 64))))
        self.menu.draw_window(surface, menu_rect, **rows)
        if self.menu.focus < len(self.listed):
            self._shown = self.listed[self.menu.focus]
        if self.learn_item is not None and self.menu.items[self.menu.focus] is self.learn_item:
            inner, name = ui.draw_side_panel(surface, menu_rect, bottom, self.learn_item.label)
            body = pygame.Rect(inner.x, name.bottom + ui.px(surface, 20), inner.w, inner.bottom - name.bottom)
            ui.draw_paragraphs(surface, keyed("learn.about"), ui.BODY, palette.TEXT, body)
        elif self.challenge_item is not None and self.menu.items[self.menu.focus] is self.challenge_item:
            inner, name = ui.draw_side_panel(surface, menu_rect, bottom, self.challenge_item.label)
            body = pygame.Rect(inner.x, name.bottom + ui.px(surface, 20), inner.w, inner.bottom - name.bottom)
            ui.draw_paragraphs(surface, _("Open a challenge a friend sent you, and play the same deal to beat their "
                                          "score. To send one, play a game alone: its results offer it."),
                               ui.BODY, palette.TEXT, body)
        else:
            self._draw_summary(surface, menu_rect, bottom, self._shown, headed=usual)
        ui.draw_hint(surface, menu_hint(self.app))

    def _summary_fits(self, surface, menu_rect: pygame.Rect, bottom: int, game: GameDef, headed: bool = True) -> bool:
        """Whether the game's summary fits whole under its name and facts, at the floor at least
        (the legend `headed` or not)."""
        inner = ui.side_panel(surface, menu_rect, bottom)[1]
        room = (self._draw_legend(surface, inner, game, headed, drawn=False) - inner.y - ui.px(surface, 28)
                - ui.font(ui.text_size(surface, ui.HEADING), True).get_linesize()
                - ui.font(ui.text_size(surface, ui.SMALL)).get_linesize())
        return ui.paragraphs_height(surface, keyed(f"games.{game.id}.summary"), ui.MIN_SIZE, inner.w, spaced=False) <= room

    def _narrowest_list(self, surface, row_h: int) -> int:
        """The list's width for its labels at the floor, in two lines where a row holds them."""
        lines = 2 if 2 * ui.font(ui.min_text_px(surface)).get_linesize() <= row_h else 1
        return max(menu_widgets.button_width(surface, item.text, ui.MIN_SIZE, lines) for item in self.menu.items)

    def _draw_summary(self, surface, menu_rect: pygame.Rect, bottom: int, game: GameDef, headed: bool):
        """The game's name, its facts, its summary and its colours (`headed`: under the legend's heading).
        Where the summary would not fit whole even at the floor, the name is left out: the list shows it."""
        name, summary = keyed(f"games.{game.id}.name"), keyed(f"games.{game.id}.summary")
        fits = self._summary_fits(surface, menu_rect, bottom, game, headed)
        inner, name_rect = ui.draw_side_panel(surface, menu_rect, bottom, name if fits else "")
        facts = [ngettext("{min}-{max} player", "{min}-{max} players", game.max_players, min=game.min_players,
                           max=game.max_players)]
        facts.append(round_words(game.words).round_count(game.rounds) if game.rounds else _("turn by turn"))
        facts_rect = ui.draw_text(surface, join(facts, style="unit"), ui.SMALL, palette.TEXT_DIM,
                                  (inner.x, name_rect.bottom + ui.px(surface, 8)), width=inner.w, box=inner)
        legend_top = self._draw_legend(surface, inner, game, headed)
        body = pygame.Rect(inner.x, facts_rect.bottom + ui.px(surface, 20), inner.w, 0)
        body.h = legend_top - body.y
        ui.draw_paragraphs(surface, summary, ui.BODY, palette.TEXT, body)

    def _draw_legend(self, surface, inner: pygame.Rect, game: GameDef, headed: bool, drawn: bool = True) -> int:
        """The game's colours with their patterns, along the bottom of the panel (not `drawn`: only
        where); returns its top."""
        kind = game.legend
        list_keys, heading, draw = LEGENDS[kind]
        keys = list_keys()
        cell = ui.px(surface, 34)
        # One row, or two where a name would not fit its column at its size (six colours, larger text).
        size = ui.text_size(surface, ui.SMALL - 2)
        per_row = len(keys)
        if any(ui.text_width(keyed(f"legend.{kind}.{key}"), size) > inner.w // per_row - cell - ui.px(surface, 14)
               for key in keys):
            per_row = (len(keys) + 1) // 2
        column_w = inner.w // per_row
        row_step = cell + ui.px(surface, 8)
        rows = (len(keys) + per_row - 1) // per_row
        # The heading's line, taller at a larger text size: the cells move down under it.
        heading_h = max(ui.px(surface, 30), ui.font(ui.text_size(surface, ui.SMALL)).get_linesize() + ui.px(surface, 4)) \
            if headed else 0
        top = inner.bottom - cell - (rows - 1) * row_step - ui.px(surface, 10) - heading_h
        if not drawn:
            return top - ui.px(surface, 12)
        if headed:
            ui.draw_text(surface, keyed(heading), ui.SMALL, palette.TEXT_DIM, (inner.x, top), width=inner.w, box=inner)
        for i, key in enumerate(keys):
            x = inner.x + i % per_row * column_w
            y = top + heading_h + i // per_row * row_step
            draw(surface, pygame.Rect(x, y, cell, cell), key)
            label = keyed(f"legend.{kind}.{key}")
            ui.draw_text(surface, label, ui.SMALL - 2, palette.TEXT, (x + cell + ui.px(surface, 8), y + cell // 2),
                         "midleft", width=column_w - cell - ui.px(surface, 14), box=inner)
        return top - ui.px(surface, 12)


def about_text() -> str:
    """What follows the rulebooks, then, game by game, what is our reconstruction."""
    paragraphs = [_("The rules of play and scoring, the board sizes, the number of pieces, dominoes, cards and tiles, the rounds and the solo ratings follow the published rulebooks."), "# " + _("Our reconstruction"), _("Some things the rulebooks show only in pictures. For those we made our best reconstruction, listed below; someone with the boxed game can correct them in the data files under levels/ without touching the program.")]
    for game in games.all_games():
        paragraphs.append("# " + keyed(f"games.{game.id}.name"))
        # The data's notes are English; the catalogues hold them too (tools/update_catalogues.py).
        paragraphs += [f"• {_(note)}" for note in game.content().provisional] or [_("Nothing: all of it follows the rulebook.")]
    paragraphs += ["# " + _("Licences"), _("Slide & Stack is free software under the MIT licence (the file LICENSE). The game's folder holds THIRD-PARTY-NOTICES.txt, beside the program: every library it ships, with its version, its licence and where its source is.")]
    return "\n".join(paragraphs)
