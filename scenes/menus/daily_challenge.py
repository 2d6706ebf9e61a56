"""The daily challenge: one deal per game and UTC day, the same for
everyone. Pick a game to play it: a ramp game alone, PILUS against its fixed
computer seats (named on the panel); beside the list, the day's deal and
whether today's counting attempt was played (and its result). The first
finished game of the day counts; later ones are practice. The deal is named
by its date (the same for everyone); once played, a share line (date, game,
result, rating) can be copied to paste in a chat. The player's name is
chosen here.
"""
from __future__ import annotations

import pygame

from game import games
from game.saved.daily import DailyChallenges, daily_seats, daily_seed, utc_today
from game.shell.input import Seat
from game.shell.scene_stack import MenuScene
from game import i18n
from game.i18n import _, join
from game.message_keys import keyed
from scenes.shared.device_text import device_label, menu_hint, reader_pad
from scenes.shared.ghost_choice import GhostChoice
from scenes.shared.text_entry import start_typing
from sprites import menu_widgets, palette, ui

NAME_LENGTH = 20
ROW_H, ROW_GAP = 46, 6  # design pixels: nine lines fit above the hint
DAILY_GAMES = games.daily_games()


class DailyChallengeScene(MenuScene):
    # A menu: it changes only on input (the name being typed ends in a steady '_'; the day
    # shown is the one the screen opened on, no clock ticks).
    at_rest = True

    def __init__(self, app):
        super().__init__(app)
        self.today = utc_today()
        remembered = self._remembered_seat()
        self.device = remembered.device
        self.name_field = menu_widgets.TextField(remembered.name, max_length=NAME_LENGTH)
        self.name_item = menu_widgets.MenuItem("", on_activate=self.edit_name, elide=True)
        self.share_item = menu_widgets.MenuItem(_("Copy today's results"), on_activate=self.copy_share_line)
        self.copied: str | None = None  # what copying said, until the focus moves
        self.game_items = [menu_widgets.MenuItem(_("Play {game}", game=keyed(f"games.{game_id}.name")),
                                       lambda g=game_id: self.play(g)) for game_id in DAILY_GAMES]
        self.device_item = menu_widgets.MenuItem("", on_activate=lambda: self.cycle_device(1), on_change=self.cycle_device)
        # The ghost to race in the game shown (its own choice per game), after the other items.
        self.ghost_choices = {game_id: GhostChoice(app, game_id) for game_id in DAILY_GAMES}
        self.ghost_item = menu_widgets.MenuItem("", on_activate=lambda: self.step_ghost(1), on_change=self.step_ghost,
                                                elide=True)
        items = self.game_items + [self.name_item, self.device_item, self.share_item, self.ghost_item,
                                   menu_widgets.MenuItem(_("Back"), app.stack.pop)]
        self.menu = menu_widgets.MenuList(items, play=app.audio.play)
        self._shown = DAILY_GAMES[0]  # the panel stays on the last game while another line is focused

    def _load(self):
        self.challenges, self.problem = DailyChallenges.load(self.app.storage)

    def on_enter(self):
        self._load()  # when shown, not when made: a damaged file is set aside as it is read

    def on_resume(self):
        self._load()  # a game was played, or tried to start

    # The player ---------------------------------------------------------------
    def _remembered_seat(self) -> Seat:
        """The first person of the last table set up whose device is here, else player 1 on the left keys;
        on the pad that chose this screen where a pad did (a couch without a keyboard could not play
        or even pause a game seated at the keys)."""
        present = self.app.input.devices()
        # The devices present are people's: no computer seat.
        seats = [Seat(seat["name"], seat["device"]) for seat in self.app.settings.last_seats if seat["device"] in present]
        pad = reader_pad(self.app)
        if pad is not None:
            return next((seat for seat in seats if seat.device == pad),
                        Seat(seats[0].name if seats else _("Player {number}", number=1), pad))
        return seats[0] if seats else Seat(_("Player {number}", number=1), present[0])

    def seat(self) -> Seat:
        return Seat(self.name_field.text.strip() or self._remembered_seat().name, self.device)

    def edit_name(self):
        start_typing(self.app, self.name_field, self._name_typed)

    def _name_typed(self, confirmed: bool):
        if self.name_field.editing:  # closed from the on-screen keyboard
            self.name_field.stop()

    # Sharing ------------------------------------------------------------------
    def share_line(self, game_id: str) -> str | None:
        return self.challenges.share_line(game_id, self.today)

    def copy_share_line(self):
        """Today's share lines of every game played, one a line."""
        line = "\n".join(filter(None, (self.share_line(game_id) for game_id in DAILY_GAMES)))
        if not line:
            self.copied = _("Play today's game first")
            return
        try:
            pygame.scrap.put_text(line)
            self.copied = _("Copied: paste it in a chat")
        except pygame.error:  # no clipboard here: the line is on screen to copy by hand
            self.copied = _("No clipboard here: copy the line by hand")

    def cycle_device(self, step: int):
        devices = self.app.input.devices()
        index = devices.index(self.device) if self.device in devices else 0
        self.device = devices[(index + step) % len(devices)]

    def play(self, game_id: str):
        ghost = self._ghost_choice(game_id).chosen if self._ghost_offered(game_id) else None
        self.app.stack.push(games.get(game_id).part("game_screen"), game_id, daily_seats(game_id, self.seat()),
                            daily_seed(game_id, self.today), daily=self.today, **({"ghost": ghost} if ghost else {}))

    def _ghost_choice(self, game_id: str) -> GhostChoice:
        return self.ghost_choices[game_id]

    def _ghost_offered(self, game_id: str) -> bool:
        return self._ghost_choice(game_id).offered(len(daily_seats(game_id, self.seat())) == 1,
                                                   daily_seed(game_id, self.today))

    def step_ghost(self, step: int):
        if self._ghost_offered(self._shown):
            self._ghost_choice(self._shown).step(step)
            self.app.audio.play("click")

    def _ghost_label(self):
        """The ghost item names the choice of the game shown; a game with none offers none."""
        offered = self._ghost_offered(self._shown)
        self.ghost_item.enabled = offered
        self.ghost_item.label = (self._ghost_choice(self._shown).label() if offered else _("Ghost: none"))

    # Scene --------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.name_field.handle_event(event):
            return True
        if self.name_field.editing and event.type == pygame.MOUSEBUTTONDOWN:
            self.name_field.stop()  # a click elsewhere ends typing
        return super().handle_event(event)

    def update(self, dt):
        if self.device not in self.app.input.devices():  # its pad was pulled out
            self.device = self._remembered_seat().device
        if self.name_field.editing:
            return
        if self.menu.focused is not self.share_item:
            self.copied = None
        self._ghost_label()
        super().update(dt)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Daily challenge"))
        w, h = surface.get_size()
        top = ui.draw_text(surface, _("Today (UTC): {date}", date=i18n.date(self.today)), ui.BODY, palette.TEXT_DIM,
                           (w // 2, top - ui.px(surface, 16)), "midtop", width=w - ui.px(surface, 80)).bottom \
            + ui.px(surface, 16)
        margin = ui.px(surface, 60)
        self.device_item.label = _("Controls: {device}", device=device_label(self.app, self.device))
        # The list is as wide as its longest line needs (a small window draws text larger).
        list_w = max([ui.px(surface, 420)] + [menu_widgets.button_width(surface, item.text, ui.BODY - 4)
                                              + (ui.px(surface, 60) if item.on_change else 0)
                                              for item in self.menu.items])
        list_w = min(list_w, ui.px(surface, 520))
        self.name_item.label = _("Name: {name}", name=self.name_field.text + ("_" if self.name_field.editing else ""))
        self.share_item.label = self.copied or _("Copy today's results")
        if self.menu.focused in self.game_items:
            self._shown = DAILY_GAMES[self.game_items.index(self.menu.focused)]
        self._ghost_label()
        bottom = min(h - ui.px(surface, 50), ui.above_hint(surface) - ui.px(surface, 8))
        if self.problem:  # a damaged record: said across the bottom, above the hint
            size = ui.text_size(surface, ui.SMALL - 2)
            lines = ui.wrap(self.problem, size, w - 2 * margin)
            bottom -= len(lines) * ui.font(size).get_linesize() + ui.px(surface, 10)
            ui.draw_notes(surface, [(self.problem, palette.WARNING)], (w // 2, bottom + ui.px(surface, 10)),
                          w - 2 * margin)
        menu_rect = pygame.Rect(margin, top, list_w, bottom - top)
        about = self._draw_panel(surface, menu_rect, bottom, self._shown)
        if about:  # no room for it in the panel (a larger text size): under the list, leaving a row of it
            row = menu_widgets.row_px(surface, ROW_H)
            design = next((size for size in (ui.SMALL, ui.MIN_SIZE) if bottom - top - row - ui.px(surface, 12)
                           >= ui.paragraphs_height(surface, about, size, list_w)), ui.MIN_SIZE)
            height = ui.paragraphs_height(surface, about, design, list_w)
            bottom -= height + ui.px(surface, 12)
            ui.draw_paragraphs(surface, about, design, palette.TEXT_DIM,
                               pygame.Rect(margin, bottom + ui.px(surface, 12), list_w, height + ui.text_size(surface, design)))
        # The rows that fit above the bottom (all of them but at a larger text size), the focused among them.
        menu_rect.h = min(self.menu.height(surface, ROW_H, ROW_GAP), bottom - top)
        self.menu.draw_window(surface, menu_rect, design_size=ui.BODY - 4, row_height=ROW_H, gap=ROW_GAP)
        ui.draw_hint(surface, menu_hint(self.app))

    def _draw_panel(self, surface, menu_rect: pygame.Rect, bottom: int, game_id: str) -> str | None:
        """The game's deal, today's result and share line, and what the challenge is about at the
        bottom; returns the last where it would cover the rest (for the caller to place). Where the
        lines would not fit under the game's name (a larger text size), the name is left out: the
        list says it, focused."""
        computers = [seat.name for seat in daily_seats(game_id, self.seat())[1:]]
        result = self.challenges.result_text(game_id, self.today)
        practice = self.challenges.practice(game_id, self.today)
        share = self.share_line(game_id)
        inner = ui.side_panel(surface, menu_rect, bottom)[1]
        name_h = ui.font(ui.text_size(surface, ui.HEADING), True).get_linesize()
        # Under the name at their sizes; else without it; else the smaller lines at the floor, then all.
        least = ui.MIN_SIZE
        for small, body, named in ((ui.SMALL, ui.BODY, True), (ui.SMALL, ui.BODY, False), (least, ui.BODY, False),
                                   (least, least, False)):
            texts = [(_("Deal of {date}", date=i18n.date(self.today)), body, palette.TEXT, 12),
                     # who the person plays against, the same for everyone
                     *([(_("Against {players}, the same for everyone", players=join(computers)), small,
                         palette.TEXT, 8)] if computers else []),
                     (_("Not played yet today."), body, palette.TEXT, 20) if result is None else
                     (_("Today's result: {result} (it counts)", result=result), body, palette.ACCENT, 20),
                     *([(_("Practice games after it: {scores}", scores=join(map(i18n.number, practice))), small,
                         palette.TEXT_DIM, 8)] if practice else []),
                     *([(_("To compare with friends:"), small, palette.TEXT_DIM, 16)] if share else [])]
            size = ui.text_size(surface, small)
            line_h = ui.font(size).get_linesize()
            share_lines = ui.wrap(share, size, inner.w - ui.px(surface, 20)) if share else []
            share_h = max(ui.px(surface, 44), len(share_lines) * line_h + ui.px(surface, 12)) + ui.px(surface, 6)
            height = sum(ui.px(surface, gap) + len(ui.wrap(text, ui.text_size(surface, design), inner.w))
                         * ui.font(ui.text_size(surface, design)).get_linesize() for text, design, __, gap in texts)
            if height + (share_h if share else 0) + (name_h if named else 0) <= inner.h:
                break
        inner, name = ui.draw_side_panel(surface, menu_rect, bottom, keyed(f"games.{game_id}.name") if named else "")
        y = name.bottom
        for text, design, colour, gap in texts:
            y = _lines(surface, text, design, colour, inner, y + ui.px(surface, gap))
        if share:
            # In as many lines as it takes at its size: it is there to be read out or copied.
            box = pygame.Rect(inner.x, y + ui.px(surface, 6), inner.w, share_h - ui.px(surface, 6))
            pygame.draw.rect(surface, palette.BACKGROUND, box, border_radius=ui.px(surface, 8))
            for i, line in enumerate(share_lines):
                ui.draw_text(surface, line, small, palette.TEXT, (box.x + ui.px(surface, 10),
                             box.centery + (2 * i - len(share_lines)) * line_h // 2), "topleft", box=box)
            y = box.bottom
        seat = self.seat()
        about = "\n".join([_("Everyone gets the same deal for the whole day (UTC). Your first finished game of the day counts; the ones after it are practice."),
                           _("You play as {name}, with {device}.", name=seat.name, device=device_label(self.app, seat.device))])
        height = ui.paragraphs_height(surface, about, ui.SMALL, inner.w)
        if inner.bottom - height < y + ui.px(surface, 8):
            return about
        ui.draw_paragraphs(surface, about, ui.SMALL, palette.TEXT_DIM,
                           pygame.Rect(inner.x, inner.bottom - height, inner.w, height + ui.text_size(surface, ui.SMALL)))
        return None


def _lines(surface, text: str, design_size: float, colour, inner: pygame.Rect, y: int) -> int:
    """`text` from `y` down, at its size, in as many lines as `inner`'s width takes (one but at a
    larger text size); returns the bottom of the last."""
    size = ui.text_size(surface, design_size)
    for line in ui.wrap(text, size, inner.w):
        y = ui.draw_text(surface, line, design_size, colour, (inner.x, y), width=inner.w, box=inner).bottom
    return y
