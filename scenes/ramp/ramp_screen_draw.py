"""What the ramp games' screen draws: every ramp with its hand, ghost, hint, tray and
message, the still picture (headers, veils, still pieces, the card column, the line
along the bottom), the Hint button, and the wait for an unplugged pad. An object the
scene (scenes.ramp.ramp_screen.RampGameScene) holds: made with what stays for the
game, handed each frame what the scene has now (RampTableNow)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from game.shell.input import KEYS_RIGHT, MOUSE, REPLAY, is_computer, table_of
from game.rules.ramp_game import DECIDED, DECIDING, OUT, OWN_START, RampGame
from game import i18n
from game.i18n import N_, _, join
from game.message_keys import keyed
from scenes.coach.coach_hint import hint_line, thinking_line
from scenes.shared.device_text import control_lines, device_label, said, taking_a_seat, waiting_seat
from scenes.ramp.card_column import (build_card, draw_board_rules, draw_revealed, draw_task_cards, draw_to_come, game_column, to_come)
from scenes.ramp.ramp_hud import (MARGIN, draw_controls_card, draw_header, draw_message, draw_ramp_veil, draw_ramps_art, draw_tray, header_height, hint_region, screen_layout)
from scenes.shared.round_words import round_words
from sprites import menu_widgets, palette, ui
from sprites.coach_marks import MASTER, draw_tag, master_mark
from sprites.piece import lying_flat, shape_icon
from sprites.static_layer import Region, StaticLayer, keep_spare

# FITS: said on a ramp whose set-aside was pressed once, until pressed again or another action comes.
PRESS_AGAIN = N_("Press again to set this piece aside")

_STATUS_KEYS = {DECIDED: "ramp.status.waiting", OWN_START: "ramp.status.own_start", OUT: "ramp.status.out"}


@dataclass(frozen=True)
class RampTableNow:
    """What the ramps' screen shows at one frame, as the scene has it then."""
    state: RampGame
    seats: list
    devices: list[str]         # each seat's device now (a pad plugged in for a pulled one plays the seat)
    round_shown: int           # the round on screen (the engine is already in the next one at a round's end)
    round_over: bool
    hands: list                # (shape, column) of each seat's hand over its ramp, None while it does not decide
    neutral_held: list[bool]   # BITS: the seat holds the neutral domino
    hints: list                # the hint shown over each ramp (scenes.coach.coach_hint), None for none
    thinking: bool             # the master thinks of a hint
    hints_given: bool          # a practice game: the Hint button shows
    shakes: list[float]        # each ramp's shake offset
    set_aside: list[list[str]]
    messages: list             # each seat's (words, seconds left) or None
    set_aside_armed: list[bool]
    controls_shown: set[int]   # the seats whose controls their board still shows
    lost_seat: int | None      # the first seat whose gamepad is unplugged: the game waits for it


class RampTableDrawing:
    """What the ramp games' screen draws: every ramp with its hand, ghost, hint, tray and
    message, the still picture (headers, veils, still pieces, the card column, the line
    along the bottom), the Hint button, and the wait for an unplugged pad. Keeps where it
    drew what a click or a test asks about: the Hint button, the hint, the cards to come."""

    def __init__(self, app, edition, views, mode, race=None, seed: int | None = None, daily=None):
        """views: the ramps (sprites.ramp_board_view); mode: the screen's mode (scenes.ramp.ramp_play_mode),
        which draws its own parts; race: the ghost raced beside a solo game; seed, daily: the deal's words."""
        self.app = app
        self.edition = edition
        self.views = views
        self.mode = mode
        self.race = race
        self.seed = seed
        self.daily = daily
        self._still = StaticLayer()
        self._layout_key = None
        self._spares_for = None  # the layout the round results' surfaces were made ahead for
        self.side: pygame.Rect | None = None  # the card column
        self.hint_button: pygame.Rect | None = None  # where the mouse asks for a hint, when hints are given
        self.to_come_shown: list[tuple[str, pygame.Rect]] = []  # the cards still to come as drawn, and where
        self.hint_drawn: tuple | None = None  # (player, move, where) of the hint on screen

    def release(self):
        """The screen is left: its kept pictures go."""
        self._still.release()

    def draw(self, surface, now: RampTableNow):
        side = self._place_ramps(surface, len(now.seats))
        surface.blit(self._still_picture(surface, side, now), (0, 0))
        self.hint_drawn = None
        for player, view in enumerate(self.views):
            hand = now.hands[player]
            ghost = now.state.board(player).landing(*hand) if hand else None
            view.draw_moving(surface, hand, ghost, now.shakes[player])
            hint = now.hints[player]
            if hint:
                self._draw_hint(surface, now.state, player, hint.move)
            draw_tray(surface, view.geometry, [self.edition.pieces[p].rows for p in now.set_aside[player]], player)
            if now.messages[player]:
                draw_message(surface, view.geometry, now.messages[player][0])
            elif now.set_aside_armed[player]:
                draw_message(surface, view.geometry, _(PRESS_AGAIN))
            elif player in now.controls_shown and not hint:
                device = now.devices[player]
                draw_controls_card(surface, view.geometry, device_label(self.app, device),
                                   control_lines(device, self.app.input.bindings))
        self._draw_hint_button(surface, now)
        if now.lost_seat is not None:
            self._draw_lost_pad(surface, now.seats[now.lost_seat], now.lost_seat)
        self.mode.after_draw(surface)

    def _draw_hint(self, surface, game, player: int, move):
        """The master's move as a striped ghost where it lands, tagged 'Hint' (setting aside:
        the tag alone, over the hand)."""
        g = self.views[player].geometry
        shape = getattr(move, "shape", None)
        if shape is None:
            self.hint_drawn = (player, move, draw_tag(surface, keyed("coach.hint.set_aside"), MASTER, g.hover, g.panel,
                                                      above=False))
            return
        row = game.board(player).landing(shape, move.column)
        if row is None:
            return
        image = master_mark(tuple(shape), g.cell, player)
        where = surface.blit(image, (g.grid.x + move.column * g.cell, g.grid.y + row * g.cell))
        draw_tag(surface, keyed("coach.hint.tag"), MASTER, where, g.panel)
        self.hint_drawn = (player, move, where)

    def _draw_hint_button(self, surface, now: RampTableNow):
        """Practice: the Hint button beside the ramp, the mouse's way to a hint, naming the seat's keys."""
        self.hint_button = None
        if not now.hints_given or now.round_over:
            return
        g = self.views[0].geometry
        keys = self.app.input.bindings.names(table_of(now.seats[0].device), "hint")
        label = keyed("coach.hint.button_keys", keys=join(keys, style="or")) if keys else keyed("coach.hint.button")
        width = max(ui.px(surface, 120), ui.text_width(label, ui.text_size(surface, ui.SMALL)) + ui.px(surface, 28))
        height = ui.px(surface, 44)
        if g.panel.x - ui.px(surface, 2 * MARGIN) < width:
            return  # a practice game has one ramp, with room beside it; the keys ask all the same
        self.hint_button = pygame.Rect(g.panel.x - ui.px(surface, MARGIN) - width, g.panel.bottom - height, width,
                                       height)
        menu_widgets.draw_button(surface, self.hint_button, label, design_size=ui.SMALL)

    def lay_out_again(self):
        """The ramps are laid out anew at the next frame (another screen placed them its own way)."""
        self._layout_key = None

    def _place_ramps(self, surface, count: int) -> pygame.Rect:
        """Lay the ramps out for the window (again only when its size, its text floor or the
        language changed); returns the card column."""
        size = surface.get_size()
        key = ui.layout_key(surface), i18n.language()  # the headers' words decide their height
        if self._layout_key != key:
            ramps, self.side = screen_layout(surface, self.edition, count, statuses=self.shortest_statuses())
            for view, geometry in zip(self.views, ramps):
                view.place(geometry)
            self._layout_key = key
            self.mode.laid_out(surface, self.side)
        elif self._spares_for != key:
            # Made ahead once the window has kept its size a frame (not at every frame of a window
            # dragged wider, nor in the first frame at a size, which draws only what it shows): the
            # next rounds' art, the cards and pieces still to come, the round results' veil and
            # their still layer.
            self.views[0].prepare_art()  # every ramp has the same size
            for view in self.views:
                view.prepare_pieces()
            for piece in set(self.edition.build):
                build_card(surface, self.side, self.edition, piece)
            ui.prepare_veil(size)
            keep_spare(size, 2)
            self._spares_for = key
        return self.side

    def _still_picture(self, surface, side, now: RampTableNow) -> pygame.Surface:
        """Everything that does not move, kept between frames: the round's background and
        ramp art, and over it, each redrawn only when what it shows changed, every ramp's
        header and its still pieces (with the veil of a seat not deciding), the card column and
        the ghost raced beside a solo game."""
        size = surface.get_size()
        game, scores = now.state, now.state.scores()
        regions = []
        for player, view in enumerate(self.views):
            g = view.geometry
            status = self.header_status(game, player, now.neutral_held[player])
            name = now.seats[player].name
            regions.append(Region(("header", player), g.header, (name, scores[player], status, now.round_shown),
                                  partial(self._draw_header, player, name, scores[player], status,
                                          game.deal[now.round_shown])))
            # No veil while the seat's last piece still slides: 'Thinking…' would sit on it.
            veil = None if now.round_over or now.hands[player] or view.busy else keyed(status_key(game, player))
            regions.append(Region(("veil", player), g.hover, veil, partial(self._draw_veil, g, veil)))
            regions.append(Region(("ramp", player), view.still_area, view.version, view.draw_still))
        cards = (i18n.language(), now.round_shown, now.round_over, game.step)
        regions.append(Region("cards", side, cards, partial(self._draw_cards, side=side, now=now)))
        regions.append(hint_region(size, side, self.bottom_line(now.hints, now.thinking)))
        if self.race is not None:
            regions.append(self.race.region(surface, self.views[0].geometry, side, game))
        return self._still.get(size, (now.round_shown, self._layout_key), partial(draw_ramps_art, views=self.views),
                               regions)

    def bottom_line(self, hints, thinking: bool) -> str:
        """The line along the bottom: the hint's reason while one shows (or that the master
        thinks), else how to pause and play."""
        shown = next((hint for hint in hints if hint), None)
        if shown is not None:
            return hint_line(shown)
        if thinking:
            return thinking_line()
        people = [seat.device for seat in self.app.input.seats if not is_computer(seat.device) and seat.device != REPLAY]
        pause = join(list(dict.fromkeys(said(self.app, device, "pause") for device in people or [KEYS_RIGHT])),
                     style="or")
        return _("{pause}: pause, rules and controls  ·  Each player moves, turns, flips and drops with their own "
                 "controls", pause=pause)

    def _draw_header(self, player: int, name: str, score: int, status, dealt, surface):
        geometry = self.views[player].geometry
        # Written out only when redrawn: the region's key is the score itself, asked every frame.
        draw_header(surface, geometry, player, name, i18n.number(score), status,
                    icon=self._header_icon(player, geometry, dealt))

    @staticmethod
    def _draw_veil(geometry, veil: str | None, surface):
        if veil:
            draw_ramp_veil(surface, geometry, veil)

    def header_status(self, game, player: int, neutral_held: bool) -> tuple[str, str]:
        """What the seat's header says under its name, also in a short form, for narrow
        ramps (four players in a small window)."""
        return self._status_forms(neutral_held, game.neutral_left(player) if self.edition.neutral is not None else 0)

    def shortest_statuses(self) -> tuple[str, ...]:
        """The short form of every status a header may say (the most neutral dominoes left),
        which the layout makes the headers tall enough for."""
        return tuple(self._status_forms(held, self.edition.neutral_uses)[-1] for held in (False, True))

    def _status_forms(self, neutral_held: bool, left: int) -> tuple[str, str]:
        if self.edition.neutral is not None:  # the neutral domino's state, where the start piece would be
            if neutral_held:
                return (_("Holding the neutral domino"),
                        # TRANSLATORS: the short form of 'Holding the neutral domino', for narrow ramps.
                        _("Neutral in hand"))
            return (_("Neutral domino: {count} left", count=left),
                    # TRANSLATORS: the short form of 'Neutral domino: {count} left', for narrow ramps.
                    _("Neutral: {count} left", count=left))
        return (_("Start piece:"),
                # TRANSLATORS: the short form of 'Start piece:' (its shape follows), for narrow ramps.
                _("Start:"))

    def _header_icon(self, player: int, geometry, dealt) -> pygame.Surface | None:
        """FITS: the start piece's shape after its words (a piece is known by its shape, not its code),
        lying flat and no taller than the status line's room (a standing piece ran over the name above)."""
        if self.edition.neutral is not None:
            return None
        rows = lying_flat(self.edition.pieces[dealt.start[player]].rows)
        header_h = min(geometry.header.h, header_height(self.app.surface))  # not larger in a header made taller
        return shape_icon(rows, max(3, header_h * 2 // 5 // len(rows)), palette.player_colour(player))

    def _draw_cards(self, surface, side, now: RampTableNow):
        if self.mode.draw_cards(surface, side):
            return
        game = now.state
        column = game_column(surface, side, game, now.round_shown)
        if now.round_over:
            column.line(round_words(self.edition.words).round_over(), ui.SMALL, palette.ACCENT)
        else:
            draw_revealed(column, game, [seat.name for seat in now.seats])
        draw_board_rules(column, self.edition.boards[now.round_shown])
        # At a round's end the engine has already revealed the next round's task card: not yet on screen.
        draw_task_cards(column, game.open_tasks[:now.round_shown + 1])
        if not now.round_over:
            pieces = to_come(game)
            self.to_come_shown = list(zip(pieces, draw_to_come(column, self.edition, pieces)))
        if self.daily:
            column.bottom_line(_("Daily challenge {date}", date=i18n.date(self.daily)))
        else:
            column.bottom_line(_("Deal number {seed}", seed=self.seed))

    def _draw_lost_pad(self, surface, waiting, seat: int):
        """Why the game waits and how to go on, on a panel in the middle (the boards and
        cards under it would show through the words), each wrapped at its own size rather
        than shrunk onto one line."""
        ui.draw_veil(surface)
        w, h = surface.get_size()
        pad, gap = ui.px(surface, 28), ui.px(surface, 16)
        width = w - ui.px(surface, 80) - 2 * pad
        parts = []
        how = taking_a_seat(mouse=self.app.input.can_take_seat(MOUSE), unplugged=self.app.input.unplugged(seat))
        for text, design_size, colour in ((waiting_seat(waiting), ui.HEADING, palette.WARNING),
                                          (_("{how} Esc opens the pause menu.", how=how), ui.BODY, palette.TEXT)):
            size, bold = ui.text_size(surface, design_size), ui.is_bold(design_size)
            parts.append((ui.wrap(text, size, width, bold), ui.font(size, bold).get_linesize(), design_size, colour))
        lines_w = max(ui.text_width(line, ui.text_size(surface, design_size), ui.is_bold(design_size))
                      for lines, __, design_size, __ in parts for line in lines)
        panel = pygame.Rect(0, 0, min(lines_w, width) + 2 * pad,
                            sum(len(lines) * line_h for lines, line_h, *__ in parts) + gap + 2 * pad)
        panel.center = (w // 2, h // 2)
        ui.draw_panel(surface, panel, highlight=True)
        y = panel.y + pad
        for lines, line_h, design_size, colour in parts:
            for line in lines:
                ui.draw_text(surface, line, design_size, colour, (w // 2, y), "midtop", width=width, box=panel)
                y += line_h
            y += gap


def status_key(game, player: int) -> str:
    """The words' key of a ramp's veil: a computer thinks (people deciding have their hand
    shown instead), a seat waits, starts its own round or is out."""
    status = game.status(player)
    return "ramp.status.thinking" if status == DECIDING else _STATUS_KEYS[status]
