"""What the PILUS table screen draws: the table, the held tile and the hint on it, and
around it the side panel, the hand, the info box, the button and the line along the
bottom. A part of scenes.pilus.pilus_screen.PilusGameScene, which mixes it in."""
from __future__ import annotations

from functools import partial

import pygame

from game import i18n
from game.rules.pilus_actions import Lay
from game.i18n import _, ngettext
from game.message_keys import keyed
from scenes.pilus import pilus_controls as controls
from scenes.coach.coach_hint import hint_line, thinking_line
from scenes.pilus.pilus_curtain import draw_curtain
from scenes.pilus.pilus_words import level_points, turn_banner
from scenes.pilus.pilus_hud import (PlayerLine, banner_box, draw_banner, draw_button, draw_info, draw_label, draw_side, draw_tray,
                              screen_layout)
from sprites import palette, ui
from sprites.coach_marks import MASTER, draw_master_frame, draw_spot, draw_tag
from sprites.pilus_pawn import draw_target
from sprites.pilus_tile import HELD_ALPHA, draw_tile
from sprites.static_layer import Region, blit_around

CROSS = (255, 90, 70)


class PilusTableDrawing:
    """What the PILUS table screen draws: the table, the held tile and the hint on it, and
    around it the side panel, the hand, the info box, the button and the line along the
    bottom. A part of scenes.pilus.pilus_screen.PilusGameScene, which mixes it in."""

    # Drawing ----------------------------------------------------------------
    def draw(self, surface):
        if self.problem:
            ui.fill_background(surface)
            return
        self.mode.before_draw(surface)
        self._draw_table(surface)
        self.mode.after_draw(surface)

    def _draw_table(self, surface):
        if self.layout_key != ui.layout_key(surface):  # laid out again only when the size or text floor changed
            self.layout = screen_layout(surface, len(self.seats))
            self.layout_key = ui.layout_key(surface)
            self.camera.viewport = pygame.FRect(self.layout.table)
        if self.curtain_for is not None:
            seat = self.curtain_for
            draw_curtain(surface, seat, _("{name}, your turn", name=self.seats[seat].name),
                         controls.confirm_prompt(self.device(seat), self.app.input.bindings),
                         _("Everyone else: please look away while {name} plays.", name=self.seats[seat].name))
            self.view.prepare(self.camera)  # nobody sees the table now: its pictures are made for when it shows
            return
        regions = self._still_regions(surface)
        # The table covers its viewport whole, each frame.
        blit_around(surface, self._still.get(surface.get_size(), None, ui.fill_background, regions), self.layout.table)
        hidden = self.motion[0].tile if self.motion else None
        self.view.draw(surface, self.camera, hidden, self.motion)
        self.hint_drawn = None
        if self.shown_hint():
            self._draw_hint(surface, self.shown_hint().move)
        if self.choice is not None and self.turn_open:
            reach = self._draw_choice(surface)
            if reach is not None and not self.layout.table.contains(reach):
                # The held tile reaches past the table: what lies around the table covers it, as it always did,
                # with all that lies on what is drawn again (the words over the tray).
                covering = [region.rect for region in regions if region.rect.colliderect(reach)]
                for region in regions:
                    if region.rect.collidelist(covering) != -1:
                        region.draw(surface)
        player = self.shown_player
        if player is not None:
            draw_banner(surface, self.layout, player, turn_banner(self.seats[player].name))

    def _draw_hint(self, surface, move):
        """The master's move: its tile see-through at its spot in a striped sky-blue frame
        tagged 'Hint', and a sky-blue spot where its pawn goes (passing: the tag alone)."""
        player = self.game.current_player
        table = self.layout.table
        if not isinstance(move, Lay):
            tag = draw_tag(surface, keyed("coach.hint.pass"), MASTER, pygame.Rect(table.centerx, table.y + 40, 0, 0),
                           table)
            self.hint_drawn = (move, tag)
            return
        rect = self.camera.rect(move.x, move.y, 2, 2)
        level = self.game.preview(player, move.tile, move.rotation, move.x, move.y).level
        surface.set_clip(table)  # on the table only, as the tiles lie
        place = draw_tile(surface, self.view.images, self.tileset.layout(move.tile, move.rotation), level, rect,
                          alpha=HELD_ALPHA)
        draw_master_frame(surface, place)
        if move.pawn is not None:
            draw_spot(surface, self.camera.rect(*move.pawn))
        surface.set_clip(None)
        self.hint_drawn = (move, place)
        if table.contains(place):
            draw_tag(surface, keyed("coach.hint.tag"), MASTER, place, table)

    def _still_regions(self, surface) -> list[Region]:
        """What is drawn around the table, each kept between frames until what it shows changes."""
        layout = self.layout
        w, h = surface.get_size()
        side = (keyed(f"games.{self.game_id}.name"), tuple(self._side_lines()), ngettext("Draw pile: {count} tile", "Draw pile: {count} tiles", self.game.draw_size, count=self.game.draw_size),
                _("Daily challenge {date}", date=i18n.date(self.daily)) if self.daily
                else _("Deal number {seed}", seed=self.seed) if self.seed is not None else "")
        tray = self._tray()
        mine = self.mine
        info = self._info_lines(mine)
        button = self.button(mine)
        room = layout.info if button else layout.info_wide  # the words take the button's place when it is not offered
        hint = self._hint()
        band = pygame.Rect(0, layout.side.bottom, w, h - layout.side.bottom)
        return [Region("side", layout.side, side, partial(draw_side, layout=layout, title=side[0], players=list(side[1]),
                                                          pile=side[2], seed=side[3])),
                Region("tray", layout.tray, tray, partial(draw_tray, layout=layout, images=self.view.images,
                                                          tiles=tray[0], slots_shown=tray[1])),
                Region("info", room, info, partial(draw_info, info=room, first=info[0], first_colour=info[1],
                                                   second=info[2])),
                Region("button", layout.button, button,
                       partial(draw_button, layout=layout, label=button[0], focused=button[1]) if button
                       else (lambda surface: None)),
                Region("hint", band, hint, partial(ui.draw_hint, text=hint, band=band))]

    def _hint(self) -> str:
        """The turn's controls while a tile is held; else (another's turn, or the pawn step,
        whose prompt says its own keys) what anyone may do with the view."""
        player = self.game.current_player
        line = self.mode.hint_line()
        if line is not None:
            return line
        if self.shown_hint():
            return hint_line(self.shown_hint())
        if self.hints.thinking:
            return thinking_line()
        if self.choice is not None and player is not None and not self.choice.choosing_pawn:
            return controls.hint(self.device(player), self.app.input.bindings)
        return controls.view_hint(self.app.input.bindings, self.device(player) if player is not None else None)

    def _draw_choice(self, surface) -> pygame.Rect | None:
        """The held tile (or the pawn's targets); returns an area holding all it drew
        outside the table's labels (those stay on the table), None when nothing shows."""
        if not self.mode.shows_choice():
            return None
        self.mode.draw_under_held(surface)
        reach = self._draw_held(surface)
        self.mode.draw_over_held(surface)
        return reach

    def _draw_held(self, surface) -> pygame.Rect | None:
        choice = self.choice
        if self.must_pass:
            return None
        player = self.game.current_player
        held = self.camera.rect(choice.x, choice.y, 2, 2)
        # A cell round the held tile's square holds its lift, its shadow and its frame.
        reach = held.inflate(held.w, held.h)
        tile_layout = self.tileset.layout(choice.tile, choice.rotation)
        if choice.choosing_pawn:
            level, points, __ = self.preview()
            draw_tile(surface, self.view.images, tile_layout, level, held, lift=0.35)
            for option_index, target_rect in self._pawn_targets():
                draw_target(surface, target_rect, player, option_index == choice.pawn_focus, self.time)
                reach.union_ip(target_rect)
            self._draw_label(surface, level_points(level, points), palette.ACCENT, held)
            return reach
        reach.move_ip(self.shake.offset, 0)
        held = held.move(self.shake.offset, 0)
        level, points, problem = self.preview()
        place = draw_tile(surface, self.view.images, tile_layout, level, held, alpha=HELD_ALPHA)
        width = ui.px(surface, 4)
        if problem is None:
            pygame.draw.rect(surface, palette.ACCENT, place, width)
            self._draw_label(surface, level_points(level, points), palette.ACCENT, held)
        else:
            pygame.draw.rect(surface, CROSS, place, width)
            pygame.draw.line(surface, CROSS, place.topleft, place.bottomright, width)
            pygame.draw.line(surface, CROSS, place.topright, place.bottomleft, width)
            self._draw_label(surface, _("Not here: {reason}", reason=problem), palette.WARNING, held)
        return reach

    def _draw_label(self, surface, text: str, colour, held: pygame.Rect):
        """The held tile's words, clear of the tiles on screen and of the turn banner."""
        player = self.shown_player
        banner = None if player is None else banner_box(surface, self.layout, turn_banner(self.seats[player].name))
        draw_label(surface, self.layout, text, colour, held, self._tiles_on_screen(), keep_clear=banner)

    def _pawn_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The pawn step's targets on screen: (the option's index, its cell's rectangle)."""
        player = self.game.current_player
        targets = [(index, cell if cell is not None else self.game.pawns[player])
                   for index, cell in enumerate(self.choice.pawn_options)]
        return [(index, self.camera.rect(*cell)) for index, cell in targets if cell is not None]

    def _tiles_on_screen(self) -> pygame.Rect:
        """The screen rectangle round every tile on the table, the edges of its stacks included."""
        return self.mode.tiles_on_screen(self.view.screen_bounds(self.camera))

    def _side_lines(self) -> list[PlayerLine]:
        game = self.game
        shown, scores = self.shown_player, self.shown_scores()
        lines = []
        for p, seat in enumerate(self.seats):
            if self._thinking(p):
                status = _("Thinking…")
            else:
                pawn = (_("Pawn on the table") if game.pawns[p] is not None else _("Pawn in hand"))
                status = ngettext("{pawn} · {tiles} tile", "{pawn} · {tiles} tiles", len(game.hand(p)), pawn=pawn, tiles=len(game.hand(p)))
            lines.append(PlayerLine(seat.name, scores[p], status, p == shown))
        return lines

    def _thinking(self, player: int) -> bool:
        """A seat whose moves come from a controller is deciding on its turn."""
        return (self.mode.shows_thinking and self.controllers[player] is not None and player == self.shown_player
                and self.turn_open)

    def _open_hand(self) -> int | None:
        """Whose hand the tray shows face up while nobody at the screen chooses: alone
        against computers, your own stays in view while they play; when watched, the hand in turn."""
        if self.mode.open_hands:
            return self.shown_player
        return self.viewer if self.viewer is not None and len(self.humans) == 1 else None

    @property
    def mine(self) -> bool:
        """A person at the screen chooses now: their hand shows, with what the held tile would do."""
        return self.choice is not None and self.turn_open and self.curtain_for is None

    def _tray(self) -> tuple[tuple | None, int]:
        """The hand as draw_tray shows it: (turned layout, selected) per tile or None, and the slots shown."""
        game, choice, player = self.game, self.choice, self.shown_player
        if self.mine:
            return tuple((self.tileset.layout(tile, choice.rotations[tile]), i == choice.index)
                         for i, tile in enumerate(choice.hand)), len(choice.hand)
        if self._open_hand() is not None:
            hand = game.hand(self._open_hand())
            return tuple((self.tileset.layout(tile, 0), False) for tile in hand), len(hand)
        return None, len(game.hand(player)) if player is not None else 0

    def button(self, mine: bool) -> tuple[str, bool] | None:
        """The leave-the-pawn or pass button (label, focused), while it is offered; else
        for a mouse player where hints are given, the Hint button."""
        shown = self.mode.button(mine)
        if shown is not None:
            return shown
        choice, player = self.choice, self.game.current_player
        if not (mine and (choice.choosing_pawn or self.must_pass)):
            return (keyed("coach.hint.button"), False) if self._hint_button_shown(mine) else None
        label = _("Pass") if self.must_pass else (_("Leave the pawn") if self.game.pawns[player] is not None else _("Keep the pawn"))
        return label, self.must_pass or choice.pawn_focus == 0

    def _info_lines(self, mine: bool) -> tuple[str, tuple, str]:
        lines = self.mode.info_lines(mine)
        if lines is not None:
            return lines
        if self.message:
            return self.message[0], palette.WARNING, ""
        player = self.shown_player
        if player is None:
            return "", palette.TEXT, ""
        if not mine:
            return _("{name} is playing", name=self.seats[player].name), palette.TEXT_DIM, ""
        if self.must_pass:
            return _("None of your tiles fits anywhere"), palette.WARNING, _("Confirm to pass; you keep your tiles.")
        if self.choice.choosing_pawn:
            return _("Move your pawn?"), palette.TEXT, controls.pawn_prompt(self.device(player), self.app.input.bindings)
        level, points, problem = self.preview()
        if problem is not None:
            return _("Not here: {reason}", reason=problem), palette.WARNING, _("Choose a tile and a spot. The tile shows at which level it would lie.")
        return level_points(level, points), palette.ACCENT, _("Choose a tile and a spot. The tile shows at which level it would lie.")
