"""The ghost beside a solo ramp game: a smaller board between the player's ramp and the
card column, showing the ghost's board as it stood after the card the player decided
last, its score so far and the gap. A part of RampGameScene (composed, not mixed in).

The ghost's move for a card shows only once the player has decided on that card
(game.ghost.race). The master's moves are decided in the app's worker as the race goes,
at most one card ahead of the player: computed in the background, shown after the
player's move.
"""
from __future__ import annotations

from functools import partial

import pygame

from game import i18n
from game.ai import make_bot, observe
from game.ghost.race import CardByCard, card_key, lead_by_card
from game.replay import Replay
from game.ghost.sources import MASTER_LEVEL, Ghost
from game.i18n import _, join
from game.shell.input import MOUSE, table_of
from scenes.shared.computer_seats import bot_seed
from scenes.shared.round_words import round_words
from sprites import palette, ui
from sprites.piece import piece_image
from sprites.ramp_board_view import FOOT, board_art, layout_ramps
from sprites.static_layer import Region
from scenes.ramp.ramp_hud import MARGIN, draw_tray

GHOST_SEAT = 1     # drawn in the second seat's colour, apart from the player's own
LARGEST = 0.6      # the ghost's cells at most this share of the player's
LINE = ui.SMALL
HOW = ui.SMALL - 4  # the line saying how to hide or show it: small, never below the readable floor


class GhostBeside:
    def __init__(self, app, ghost: Ghost, edition, deal, deal_seed: int):
        self.app = app
        self.ghost = ghost
        self.edition = edition
        self.run = CardByCard(edition, deal)
        self.shown = True
        self.rect: pygame.Rect | None = None  # where it is drawn (a click there hides or shows it)
        self._request = None
        self._bot = None
        self._laid_out = None
        self._geometry_now = None
        if ghost.replay is not None:
            for __, action in ghost.replay.moves:
                self.run.play(action)
        else:  # the master level in the seat of a solo game of this deal: its moves on this deal
            self._bot = make_bot(edition.game_id, MASTER_LEVEL, bot_seed(deal_seed, 0))

    # The race -------------------------------------------------------------
    def update(self, game):
        """The master goes on: it decides the card the player is on (a card ahead of what shows)."""
        if self._bot is None or self.run.finished:
            return
        if self._request is not None and self._request.done():
            request, self._request = self._request, None
            self.run.play(request.result())
        if self._request is None and not self.run.finished and self.run.next_key <= card_key(game):
            self._request = self.app.bot_worker().request(0, self._bot, observe(self.run.state, 0))

    @property
    def answer_waiting(self) -> bool:
        """The master's decision is in and not yet taken: the window must not sleep on it."""
        return self._request is not None and self._request.done()

    def behind(self, game) -> bool:
        """The master has not decided a card the player has: the board shown waits for it."""
        return self._bot is not None and not self.run.finished and self.run.next_key < card_key(game)

    def seen(self, game):
        """The ghost after the last card the player has decided, None before the first."""
        return self.run.seen_before(card_key(game))

    def replay(self, seed):
        """The ghost's game as a replay (the master's: as it played the deal in this race)."""
        if self.ghost.replay is not None:
            return self.ghost.replay
        return Replay(self.edition.game_id, (self.ghost.name,), seed, self.run.state.deal, tuple(self.run.moves))

    def lead(self, moves):
        """The player's lead card by card, over `moves` (their game's, to its end)."""
        mine = CardByCard(self.edition, self.run.state.deal)
        for __, action in moves:
            mine.play(action)
        return lead_by_card(mine, self.run)

    def toggle(self):
        self.shown = not self.shown
        self.app.audio.play("click")

    def cancel(self):
        if self._request is not None:
            self._request.cancel()
            self._request = None

    # Drawing --------------------------------------------------------------
    def keys(self, device: str) -> str:
        """What hides or shows the ghost on `device` (the player's), as bound now and as their
        device prints it: 'C', 'RS'; the mouse's key or a click on the ghost."""
        bindings = self.app.input.bindings
        names = bindings.names(table_of(device), "ghost", bindings.family(device))
        return join(names + [_("a click on it")] if device == MOUSE else names, style="or")

    def how(self, device: str) -> str:
        keys = self.keys(device)
        return _("{keys}: hide the ghost", keys=keys) if self.shown else _("{keys}: show the ghost", keys=keys)

    def _geometry(self, area: pygame.Rect, line: int, margin: int, ramp_cell: int, below: int):
        """The ghost's board in `area` under its two lines and over `below` pixels of lines,
        its cells at most LARGEST of the player's; laid out again (and every round's art
        drawn ahead) when the area changes."""
        key = (tuple(area), line, ramp_cell, below)
        if key != self._laid_out:
            board_area = pygame.Rect(area.x, area.y + line * 2, area.w, area.h - line * 2 - below)
            geometry = layout_ramps(board_area, 1, self.edition.width, self.edition.height, 0, 0, margin)[0]
            cell = min(geometry.cell, int(ramp_cell * LARGEST))
            if cell != geometry.cell:
                board_area.h = round(cell * (self.edition.height + FOOT))
                geometry = layout_ramps(board_area, 1, self.edition.width, self.edition.height, 0, 0, margin)[0]
            for board in self.edition.boards:  # ahead of the frames that show a new round
                board_art(self.edition.game_id, board, geometry)
            self._laid_out, self._geometry_now = key, geometry
        return self._geometry_now

    def _under_board(self, surface, rounds_words, width: int) -> int:
        """The room under the board for its line (the lead, or the master thinking), wrapped to
        `width` at a large text size: as tall as the longest the race can say, so the board
        keeps its size all game."""
        longest = rounds_words.lead_after(i18n.signed(-999), len(self.edition.boards))
        tallest = max(ui.notes_height(surface, [(text, palette.TEXT)], width, LINE)
                      for text in (longest, _("Master thinking…")))
        size = ui.text_size(surface, LINE)
        return size * 3 // 2 + tallest - ui.font(size).get_linesize()  # the design's line and gap, and lines more

    def region(self, surface, ramp, side: pygame.Rect, game) -> Region:
        """The ghost as a part of the scene's still picture, between the player's ramp (its
        RampGeometry) and the card column `side`: drawn again only when what it shows changed."""
        margin = ui.px(surface, MARGIN)
        area = self.rect = pygame.Rect(ramp.panel.right + margin, ramp.panel.y,
                                       side.x - margin - ramp.panel.right - margin, ramp.panel.h)
        seen = self.seen(game)
        device = self.app.input.seats[0].device if self.app.input.seats else ""
        how = self.how(device)
        key = (seen and seen.key, self.shown, self.behind(game), i18n.language(), ramp.cell, how)
        return Region("ghost", area, key, partial(self.draw, area=area, ramp=ramp, game=game, how=how))

    def draw(self, surface, area: pygame.Rect, ramp, game, how: str = ""):
        """how: the line saying how the player hides or shows it (how())."""
        margin = ui.px(surface, MARGIN)
        if area.w <= 0:
            return
        line = ui.text_size(surface, LINE)
        title = _("Ghost: {name}", name=self.ghost.name)
        notes = [(how, palette.TEXT_DIM)] if how else []
        if not self.shown:
            ui.draw_text(surface, _("Ghost hidden"), LINE, palette.TEXT_DIM, area.midtop, "midtop", width=area.w,
                         box=area)
            ui.draw_notes(surface, notes, (area.centerx, area.y + line * 3 // 2), area.w, HOW)
            return
        ui.draw_text(surface, title, LINE, palette.player_colour(GHOST_SEAT), area.midtop, "midtop", width=area.w,
                     box=area, elide=True)
        seen = self.seen(game)
        rounds_words = round_words(self.edition.words)
        how_h = ui.notes_height(surface, notes, area.w, HOW)
        geometry = self._geometry(area, line, margin, ramp.cell,
                                  self._under_board(surface, rounds_words, area.w) + how_h + line // 3)
        round_index = seen.key[0] if seen else 0
        surface.blit(board_art(self.edition.game_id, self.edition.boards[round_index], geometry), geometry.panel.topleft)
        if seen is not None:  # its board after that card (the round's last: as the round left it)
            surface.blit(piece_image(seen.rows, geometry.cell, GHOST_SEAT), geometry.grid.topleft)
            if seen.rounds_done <= round_index:  # the round goes on: the pieces it set aside
                draw_tray(surface, geometry, [self.edition.pieces[p].rows for p in seen.set_aside], GHOST_SEAT)
        total = seen.total if seen else 0
        ui.draw_text(surface, _("Score: {score}", score=i18n.number(total)), LINE, palette.TEXT,
                     (area.centerx, area.y + line), "midtop", width=area.w, box=area)
        below = (area.centerx, geometry.panel.bottom + line // 3)
        if self.behind(game):
            ui.draw_notes(surface, [(_("Master thinking…"), palette.TEXT_DIM)], below, area.w, LINE)
        elif seen is not None and seen.rounds_done:
            mine = sum(result[0].total for result in game.results[:seen.rounds_done])
            lead = rounds_words.lead_after(i18n.signed(mine - seen.total), seen.rounds_done)
            ui.draw_notes(surface, [(lead, palette.ACCENT)], below, area.w, LINE)
        ui.draw_notes(surface, notes, (area.centerx, area.bottom - how_h), area.w, HOW)
