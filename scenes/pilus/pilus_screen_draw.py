"""What the PILUS table screen draws: the table, the held tile and the hint on it, and
around it the side panel, the hand, the info box, the button and the line along the
bottom. An object the scene (scenes.pilus.pilus_screen.PilusGameScene) holds: made with
what stays for the game, handed each frame what the scene has now (PilusTableNow)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from game import i18n
from game.rules.pilus_actions import Lay
from game.rules.pilus_game import PilusGame
from game.i18n import _, ngettext
from game.message_keys import keyed
from scenes.pilus import pilus_controls as controls
from scenes.coach.coach_hint import hint_line, thinking_line
from scenes.pilus.pilus_curtain import draw_curtain
from scenes.pilus.pilus_words import level_points, turn_banner
from scenes.pilus.pilus_hud import (PilusLayout, PlayerLine, banner_box, draw_banner, draw_button, draw_info, draw_label,
                                   draw_side, draw_tray)
from sprites import palette, ui
from sprites.coach_marks import MASTER, draw_master_frame, draw_spot, draw_tag
from sprites.pilus_pawn import draw_target
from sprites.pilus_tile import HELD_ALPHA, draw_tile
from sprites.static_layer import Region, StaticLayer, blit_around

CROSS = (255, 90, 70)


@dataclass(frozen=True)
class PilusTableNow:
    """What the PILUS table screen shows at one frame, as the scene has it then."""
    state: PilusGame
    seats: list
    devices: list[str]        # each seat's device now (a pad plugged in for a pulled one plays the seat)
    layout: PilusLayout
    curtain_for: int | None   # whose turn the curtain hides the table for
    choice: object            # the person's Choice (scenes.pilus.pilus_choice), None while nobody chooses
    turn_open: bool           # the player in turn may decide (animations are over)
    mine: bool                # a person at the screen chooses now
    must_pass: bool
    preview: tuple | None     # (level, points, why not in words) of the held tile's spot, None while none is held
    pawn_targets: list        # the pawn step's targets on screen: (the option's index, its cell's rectangle)
    shown_player: int | None  # whose turn the screen shows
    scores: list[int]         # as shown: a tile still on its way not yet counted
    motion: tuple | None      # (ShownTile, LayMotion) of the tile being laid
    controlled: list[bool]    # each seat's moves come from a controller (a computer)
    viewer: int | None        # whose hand the screen may show
    one_person: bool          # one person plays, against computers
    hint: object              # the hint for the person choosing now (scenes.coach.coach_hint), None for none
    thinking: bool            # the master thinks of a hint
    hint_button: bool         # the mouse player asks for hints with the button
    message: tuple | None     # (words, seconds left) said in the info box
    shake: float              # the held tile's shake offset
    time: float               # seconds the table has been shown (the pawn targets pulse with it)


class PilusTableDrawing:
    """What the PILUS table screen draws: the table, the held tile and the hint on it, and
    around it the side panel, the hand, the info box, the button and the line along the
    bottom. Keeps where it drew the hint (hint_drawn)."""

    def __init__(self, app, game_id: str, tileset, view, camera, mode, seed: int | None, daily):
        """view: the table's tiles and pawns (sprites.pilus_table_view.TableView); camera: the
        table's view (sprites.camera); mode: the screen's mode (scenes.pilus.pilus_play_mode),
        which says and draws its own parts; seed, daily: the deal's words."""
        self.app = app
        self.game_id = game_id
        self.tileset = tileset
        self.view = view
        self.camera = camera
        self.mode = mode
        self.seed = seed
        self.daily = daily
        self._still = StaticLayer()
        self.hint_drawn: tuple | None = None  # (move, where) of the hint on screen

    def release(self):
        """The screen is left: its kept pictures go."""
        self._still.release()

    def draw(self, surface, now: PilusTableNow):
        if now.curtain_for is not None:
            seat = now.curtain_for
            draw_curtain(surface, seat, _("{name}, your turn", name=now.seats[seat].name),
                         controls.confirm_prompt(now.devices[seat], self.app.input.bindings),
                         _("Everyone else: please look away while {name} plays.", name=now.seats[seat].name))
            self.view.prepare(self.camera)  # nobody sees the table now: its pictures are made for when it shows
            return
        regions = self._still_regions(surface, now)
        # The table covers its viewport whole, each frame.
        blit_around(surface, self._still.get(surface.get_size(), None, ui.fill_background, regions), now.layout.table)
        hidden = now.motion[0].tile if now.motion else None
        self.view.draw(surface, self.camera, hidden, now.motion)
        self.hint_drawn = None
        if now.hint:
            self._draw_hint(surface, now, now.hint.move)
        if now.choice is not None and now.turn_open:
            reach = self._draw_choice(surface, now)
            if reach is not None and not now.layout.table.contains(reach):
                # The held tile reaches past the table: what lies around the table covers it, as it always did,
                # with all that lies on what is drawn again (the words over the tray).
                covering = [region.rect for region in regions if region.rect.colliderect(reach)]
                for region in regions:
                    if region.rect.collidelist(covering) != -1:
                        region.draw(surface)
        player = now.shown_player
        if player is not None:
            draw_banner(surface, now.layout, player, turn_banner(now.seats[player].name))

    def _draw_hint(self, surface, now: PilusTableNow, move):
        """The master's move: its tile see-through at its spot in a striped sky-blue frame
        tagged 'Hint', and a sky-blue spot where its pawn goes (passing: the tag alone)."""
        player = now.state.current_player
        table = now.layout.table
        if not isinstance(move, Lay):
            tag = draw_tag(surface, keyed("coach.hint.pass"), MASTER, pygame.Rect(table.centerx, table.y + 40, 0, 0),
                           table)
            self.hint_drawn = (move, tag)
            return
        rect = self.camera.rect(move.x, move.y, 2, 2)
        level = now.state.preview(player, move.tile, move.rotation, move.x, move.y).level
        surface.set_clip(table)  # on the table only, as the tiles lie
        place = draw_tile(surface, self.view.images, self.tileset.layout(move.tile, move.rotation), level, rect,
                          alpha=HELD_ALPHA)
        draw_master_frame(surface, place)
        if move.pawn is not None:
            draw_spot(surface, self.camera.rect(*move.pawn))
        surface.set_clip(None)
        self.hint_drawn = (move, place)
        if table.contains(place):
            self.hint_drawn = (move, place.union(draw_tag(surface, keyed("coach.hint.tag"), MASTER, place, table)))

    def _still_regions(self, surface, now: PilusTableNow) -> list[Region]:
        """What is drawn around the table, each kept between frames until what it shows changes."""
        layout = now.layout
        w, h = surface.get_size()
        side = (keyed(f"games.{self.game_id}.name"), tuple(self._side_lines(now)), ngettext("Draw pile: {count} tile", "Draw pile: {count} tiles", now.state.draw_size, count=now.state.draw_size),
                _("Daily challenge {date}", date=i18n.date(self.daily)) if self.daily
                else _("Deal number {seed}", seed=self.seed) if self.seed is not None else "")
        tray = self._tray(now)
        mine = now.mine
        info = self.info_lines(now, mine)
        button = self.button(now, mine)
        room = layout.info if button else layout.info_wide  # the words take the button's place when it is not offered
        hint = self.bottom_line(now)
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

    def bottom_line(self, now: PilusTableNow) -> str:
        """The turn's controls while a tile is held; else (another's turn, or the pawn step,
        whose prompt says its own keys) what anyone may do with the view."""
        player = now.state.current_player
        line = self.mode.hint_line()
        if line is not None:
            return line
        if now.hint:
            return hint_line(now.hint)
        if now.thinking:
            return thinking_line()
        if now.choice is not None and player is not None and not now.choice.choosing_pawn:
            return controls.hint(now.devices[player], self.app.input.bindings)
        return controls.view_hint(self.app.input.bindings, now.devices[player] if player is not None else None)

    def _draw_choice(self, surface, now: PilusTableNow) -> pygame.Rect | None:
        """The held tile (or the pawn's targets); returns an area holding all it drew
        outside the table's labels (those stay on the table), None when nothing shows."""
        if not self.mode.shows_choice():
            return None
        self.mode.draw_under_held(surface)
        reach = self._draw_held(surface, now)
        self.mode.draw_over_held(surface)
        return reach

    def _draw_held(self, surface, now: PilusTableNow) -> pygame.Rect | None:
        choice = now.choice
        if now.must_pass:
            return None
        player = now.state.current_player
        held = self.camera.rect(choice.x, choice.y, 2, 2)
        # A cell round the held tile's square holds its lift, its shadow and its frame.
        reach = held.inflate(held.w, held.h)
        tile_layout = self.tileset.layout(choice.tile, choice.rotation)
        if choice.choosing_pawn:
            level, points, __ = now.preview
            draw_tile(surface, self.view.images, tile_layout, level, held, lift=0.35)
            for option_index, target_rect in now.pawn_targets:
                draw_target(surface, target_rect, player, option_index == choice.pawn_focus, now.time)
                reach.union_ip(target_rect)
            self._draw_label(surface, now, level_points(level, points), palette.ACCENT, held)
            return reach
        reach.move_ip(now.shake, 0)
        held = held.move(now.shake, 0)
        level, points, problem = now.preview
        place = draw_tile(surface, self.view.images, tile_layout, level, held, alpha=HELD_ALPHA)
        width = ui.px(surface, 4)
        if problem is None:
            pygame.draw.rect(surface, palette.ACCENT, place, width)
            self._draw_label(surface, now, level_points(level, points), palette.ACCENT, held)
        else:
            pygame.draw.rect(surface, CROSS, place, width)
            pygame.draw.line(surface, CROSS, place.topleft, place.bottomright, width)
            pygame.draw.line(surface, CROSS, place.topright, place.bottomleft, width)
            self._draw_label(surface, now, _("Not here: {reason}", reason=problem), palette.WARNING, held)
        return reach

    def _draw_label(self, surface, now: PilusTableNow, text: str, colour, held: pygame.Rect):
        """The held tile's words, clear of the tiles on screen, of the turn banner and of the master's hint."""
        player = now.shown_player
        banner = () if player is None else (banner_box(surface, now.layout, turn_banner(now.seats[player].name)),)
        hint = (self.hint_drawn[1],) if self.hint_drawn else ()
        draw_label(surface, now.layout, text, colour, held, self.tiles_on_screen(), keep_clear=banner + hint)

    def tiles_on_screen(self) -> pygame.Rect:
        """The screen rectangle round every tile on the table, the edges of its stacks included."""
        return self.mode.tiles_on_screen(self.view.screen_bounds(self.camera))

    def _side_lines(self, now: PilusTableNow) -> list[PlayerLine]:
        game = now.state
        shown, scores = now.shown_player, now.scores
        lines = []
        for p, seat in enumerate(now.seats):
            if self._thinking(now, p):
                status = _("Thinking…")
            else:
                pawn = (_("Pawn on the table") if game.pawns[p] is not None else _("Pawn in hand"))
                status = ngettext("{pawn} · {tiles} tile", "{pawn} · {tiles} tiles", len(game.hand(p)), pawn=pawn, tiles=len(game.hand(p)))
            lines.append(PlayerLine(seat.name, scores[p], status, p == shown))
        return lines

    def _thinking(self, now: PilusTableNow, player: int) -> bool:
        """A seat whose moves come from a controller is deciding on its turn."""
        return (self.mode.shows_thinking and now.controlled[player] and player == now.shown_player
                and now.turn_open)

    def _open_hand(self, now: PilusTableNow) -> int | None:
        """Whose hand the tray shows face up while nobody at the screen chooses: alone
        against computers, your own stays in view while they play; when watched, the hand in turn."""
        if self.mode.open_hands:
            return now.shown_player
        return now.viewer if now.viewer is not None and now.one_person else None

    def _tray(self, now: PilusTableNow) -> tuple[tuple | None, int]:
        """The hand as draw_tray shows it: (turned layout, selected) per tile or None, and the slots shown."""
        game, choice, player = now.state, now.choice, now.shown_player
        if now.mine:
            return tuple((self.tileset.layout(tile, choice.rotations[tile]), i == choice.index)
                         for i, tile in enumerate(choice.hand)), len(choice.hand)
        if self._open_hand(now) is not None:
            hand = game.hand(self._open_hand(now))
            return tuple((self.tileset.layout(tile, 0), False) for tile in hand), len(hand)
        return None, len(game.hand(player)) if player is not None else 0

    def button(self, now: PilusTableNow, mine: bool) -> tuple[str, bool] | None:
        """The leave-the-pawn or pass button (label, focused), while it is offered; else
        for a mouse player where hints are given, the Hint button."""
        shown = self.mode.button(mine)
        if shown is not None:
            return shown
        choice, player = now.choice, now.state.current_player
        if not (mine and (choice.choosing_pawn or now.must_pass)):
            return (keyed("coach.hint.button"), False) if now.hint_button else None
        label = _("Pass") if now.must_pass else (_("Leave the pawn") if now.state.pawns[player] is not None else _("Keep the pawn"))
        return label, now.must_pass or choice.pawn_focus == 0

    def info_lines(self, now: PilusTableNow, mine: bool) -> tuple[str, tuple, str]:
        lines = self.mode.info_lines(mine)
        if lines is not None:
            return lines
        if now.message:
            return now.message[0], palette.WARNING, ""
        player = now.shown_player
        if player is None:
            return "", palette.TEXT, ""
        if not mine:
            return _("{name} is playing", name=now.seats[player].name), palette.TEXT_DIM, ""
        if now.must_pass:
            return _("None of your tiles fits anywhere"), palette.WARNING, _("Confirm to pass; you keep your tiles.")
        if now.choice.choosing_pawn:
            return _("Move your pawn?"), palette.TEXT, controls.pawn_prompt(now.devices[player], self.app.input.bindings)
        level, points, problem = now.preview
        if problem is not None:
            return _("Not here: {reason}", reason=problem), palette.WARNING, _("Choose a tile and a spot. The tile shows at which level it would lie.")
        return level_points(level, points), palette.ACCENT, _("Choose a tile and a spot. The tile shows at which level it would lie.")
