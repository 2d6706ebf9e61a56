"""The title screen: Continue (when a game is in progress), Play, High scores,
Daily challenge, Settings, Rules, Create, Quit."""
from __future__ import annotations

import pygame

from game.saved.in_progress import InProgressFiles
from game.saved.said_once import LEARN_OFFER, SaidOnce
from game.saved.storage import Settings
from game.shell.scene_stack import MenuScene
from game.i18n import _, ngettext
from game.version import VERSION
from scenes.menus.continue_game import describe, describe_forms
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui

# A strip of cells under the title, one of each BITS colour and every player symbol.
_STRIP = [(palette.draw_bits_cell, letter) for letter in palette.BITS_STYLES] + \
         [(palette.draw_player_cell, i) for i in range(4)]
# Where notices take the room of the large title: the small title's top and the gap under it,
# then the menu in close rows (ui.CLOSE_ROWS), all in design pixels.
_SMALL_TITLE_TOP, _SMALL_TITLE_GAP = 24, 16


class TitleScene(MenuScene):
    at_rest = True  # a menu: it changes only on input
    music = "menu"  # and every menu opened from here

    def __init__(self, app, offer_tutorials: bool = False):
        """offer_tutorials: the program has just started; on its very first start (no settings
        yet, the offer never answered) the tutorials are offered over the title."""
        super().__init__(app)
        self.offer_tutorials = offer_tutorials
        self.menu: menu_widgets.MenuList | None = None
        self._resume_lines = 0
        # Offered above Quit when the notices do not all fit under the menu.
        self.notices_item = menu_widgets.MenuItem("", self.show_notices)

    def on_enter(self):
        # When shown, not when made: reading the games in progress sets a damaged file aside.
        self._build()
        storage = self.app.storage
        # A folder that cannot be read tells nothing of earlier starts: the notice of it comes first.
        if self.offer_tutorials and not storage.unreadable and not storage.has(Settings.FILE) \
                and not SaidOnce(storage).answered(LEARN_OFFER):
            self.app.stack.push("learn_offer")

    def on_resume(self):
        self._build()  # a game may have been started, finished or abandoned meanwhile

    def _build(self):
        """The menu, Continue first when a game is in progress (one: its line; several: the list)."""
        app, push = self.app, self.app.stack.push
        files = InProgressFiles(app.storage)
        self.in_progress, problems = files.load_all()
        for problem in problems:
            app.report(problem)
        left_over = [saved for saved in self.in_progress if saved.over]  # as saved: no game is played here
        if self.offer_tutorials and self.menu is None and left_over:  # at the start: keep what a full disk left
            from game.saved.finished_games import keep_left_over  # here: the title of most starts needs no scores
            for saved in left_over:
                state, problem = files.state_of(saved)  # its moves played, to keep its results
                app.report(problem)
                for notice in keep_left_over(app.storage, files, saved) if state is not None and state.is_terminal() else ():
                    app.report(notice)
            self.in_progress = [saved for saved in self.in_progress if saved.path.exists()]
        # A newer version's game is told of once per file; afterwards it is on the page of all notices while it
        # waits. Asked with none too, so a file gone is forgotten (and told of again should it come back).
        new = SaidOnce(app.storage).first_time("newer_games", [path.name for path in files.newer])
        app.report(files.newer_notice(), told_before=not new)
        resume = []
        if len(self.in_progress) == 1:
            saved = self.in_progress[0]
            resume = [menu_widgets.MenuItem(_("Continue: {game}", game=describe(saved)),
                                  lambda: push("resumed_game", saved))]
        elif self.in_progress:
            resume = [menu_widgets.MenuItem(ngettext("Continue a game ({count} in progress)", "Continue a game ({count} in progress)",
                                            len(self.in_progress), count=len(self.in_progress)),
                                  lambda: push("continue", self.in_progress))]
        # Back from a screen, the same line stays chosen (Continue may have come or gone above it).
        focus = self.menu.focus - self._resume_lines + len(resume) if self.menu else 0
        self._resume_lines = len(resume)
        self.quit_item = menu_widgets.MenuItem(_("Quit"), app.quit)
        self.menu = menu_widgets.MenuList(resume + [
            menu_widgets.MenuItem(_("Play"), lambda: push("game_choice", "play")),
            menu_widgets.MenuItem(_("High scores"), lambda: push("high_scores")),
            menu_widgets.MenuItem(_("Daily challenge"), lambda: push("daily_challenge")),
            menu_widgets.MenuItem(_("Settings"), lambda: push("settings")),
            menu_widgets.MenuItem(_("Rules"), lambda: push("game_choice", "rules")),
            # Before Quit, which stays last: Up from the top still reaches it, Esc points at it.
            menu_widgets.MenuItem(_("Create"), lambda: push("create")),
            self.quit_item,
        ], play=app.audio.play, focus=max(0, focus))

    def show_notices(self):
        self.app.stack.push("text_page", _("Notices about your saved data"),
                            "\n\n".join(self.app.notices + self.app.told_before))

    def go_back(self):
        self.menu.focus = self.menu.items.index(self.quit_item)  # Esc points at Quit rather than quitting

    def draw(self, surface):
        ui.fill_background(surface)
        w, h = surface.get_size()
        notices_top = self._draw_notices(surface)
        menu_w = self._fit_resume_label(surface)
        # Continue (or the notices told at an earlier start) is a seventh line: the rows close up so all of
        # them clear the hint.
        row_height, gap = (44, 8) if self._resume_lines or self.notices_item in self.menu.items else (52, 10)
        title_h = ui.font(ui.text_size(surface, ui.TITLE), True).get_linesize()
        sub_h = ui.font(ui.text_size(surface, ui.BODY)).get_linesize()
        header = ui.px(surface, 70 + 10 + 24 + 40 + 20) + title_h + sub_h
        if header + self.menu.height(surface, row_height, gap) <= notices_top:
            title = ui.draw_text(surface, _("Slide & Stack"), ui.TITLE, palette.TEXT,
                                 (w // 2, ui.px(surface, 70)), "midtop")
            sub = ui.draw_text(surface, _("FITS  ·  BITS  ·  PILUS"), ui.BODY, palette.TEXT_DIM,
                               (w // 2, title.bottom + ui.px(surface, 10)), "midtop")
            menu_top = self._draw_strip(surface, sub.bottom + ui.px(surface, 24)) + ui.px(surface, 20)
        else:  # notices of damaged files take the room of the large title and the strip
            row_height, gap = ui.CLOSE_ROWS
            menu_top = ui.draw_text(surface, _("Slide & Stack"), ui.HEADING, palette.TEXT,
                                    (w // 2, ui.px(surface, _SMALL_TITLE_TOP)), "midtop").bottom + \
                ui.px(surface, _SMALL_TITLE_GAP)
        menu_widgets.draw_centred_menu(surface, self.menu, menu_top, notices_top, design_width=menu_w,
                             row_height=row_height, gap=gap)
        ui.draw_text(surface, _("Version {version}", version=VERSION), ui.SMALL, palette.TEXT_DIM,
                     (w - ui.px(surface, 16), ui.px(surface, 12)), "topright")
        ui.draw_hint(surface, menu_hint(self.app))

    def _fit_resume_label(self, surface) -> float:
        """The one game to continue said in the longest form that fits a menu widened for it
        (who plays, then how far it is, give way); returns the menu's design width."""
        if len(self.in_progress) != 1:
            return 460
        widest = (surface.get_width() - ui.px(surface, 160)) / ui.unit(surface)
        forms = [_("Continue: {game}", game=form) for form in describe_forms(self.in_progress[0])]
        label = next((form for form in forms if menu_widgets.button_width(surface, form) <= ui.px(surface, widest)), forms[-1])
        self.menu.items[0].label = label
        return min(widest, max(460, menu_widgets.button_width(surface, label) / ui.unit(surface)))

    def _least_menu_bottom(self, surface, notices_item: bool) -> int:
        """Where the menu ends, with or without the notices' choice, under the small
        title and in the close rows (see draw)."""
        title_h = ui.font(ui.text_size(surface, ui.HEADING), ui.is_bold(ui.HEADING)).get_linesize()
        rows = len([item for item in self.menu.items if item is not self.notices_item]) + notices_item
        row_height, gap = ui.CLOSE_ROWS
        return ui.px(surface, _SMALL_TITLE_TOP + _SMALL_TITLE_GAP) + title_h + rows * ui.px(surface, row_height) + \
            (rows - 1) * ui.px(surface, gap)

    def _offer_notices_page(self, offer: bool):
        items = self.menu.items
        self.notices_item.label = _("Read all notices ({count})", count=len(self.app.notices + self.app.told_before))
        if offer and self.notices_item not in items:
            focused = self.menu.focused
            items.insert(items.index(self.quit_item), self.notices_item)
            self.menu.focus = items.index(focused)
        elif not offer and self.notices_item in items:
            focused = self.menu.focused
            items.remove(self.notices_item)
            self.menu.focus = items.index(focused if focused in items else self.quit_item)  # else Quit, below it

    @staticmethod
    def _draw_strip(surface, y) -> int:
        size = ui.px(surface, 40)
        gap = ui.px(surface, 8)
        x = (surface.get_width() - len(_STRIP) * (size + gap) + gap) // 2
        for draw_cell, key in _STRIP:
            draw_cell(surface, pygame.Rect(x, y, size, size), key)
            x += size + gap
        return y + size

    def _draw_notices(self, surface) -> int:
        """Problems with the player's saved data, above the hint line; returns their top.
        Where they would reach into the menu, the first ones that fit are shown and a
        choice above Quit reads them all; it is there too for those told at an earlier start."""
        bottom = surface.get_height() - ui.px(surface, 50)
        width = surface.get_width() - ui.px(surface, 120)
        size = ui.text_size(surface, ui.SMALL)
        line_h = ui.font(size).get_linesize()
        wrapped = [ui.wrap(notice, size, width) for notice in self.app.notices]
        told_before = bool(self.app.told_before)
        overflow = sum(map(len, wrapped)) * line_h > bottom - self._least_menu_bottom(surface, told_before)
        self._offer_notices_page(overflow or told_before)
        if overflow:
            room = bottom - self._least_menu_bottom(surface, notices_item=True)
            shown = 0
            while shown < len(wrapped) and sum(map(len, wrapped[:shown + 1])) * line_h <= room:
                shown += 1
            wrapped = wrapped[:shown]
        lines = [line for notice in wrapped for line in notice]
        top = bottom - line_h * len(lines)
        for i, line in enumerate(lines):
            ui.draw_text(surface, line, ui.SMALL, palette.WARNING, (ui.px(surface, 60), top + i * line_h))
        return top
