"""A guided first game of PILUS: the real table screen, rules and controls, on
the fixed deal of levels/pilus/tutorial.toml, one person against a computer
seat whose moves come from that file.

Step by step a box above the table says what to do next, with the person's
own keys (or the mouse's), and explains the rule that matters now; the spot
to use is outlined on the table, the tile to pick in the hand, the pawn's
cell in the pawn step. Any other input gets a word on what to do instead:
the step waits, never ends in a dead end. Nothing is saved or kept (no game
to continue, no replay, no score): leaving through the pause loses nothing.
The last step leads to a page saying the player is ready, with a real game
against the computer or the way back.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.content.errors import ContentError
from game.content.pilus_tutorial import PERSON, Step, load_tutorial
from game.i18n import _, join
from game.input import MOUSE, Seat, computer_device, computer_seat, is_computer, table_of
from game.input.bindings import PAD
from game.input.key_names import MOUSE_WHEEL, PAD_MOVE, key_name, named, pad_button_name
from game.message_keys import keyed
from game.scene_stack import MenuScene
from scenes import pilus_controls as controls
from scenes.device_text import menu_hint
from scenes.game_scene import GameScene
from scenes.pilus_game import PilusGameScene
from scenes.pilus_hud import banner_box, screen_layout
from sprites import palette, ui
from sprites.pilus_tile import draw_tile

GAME_ID = "pilus"
COACH_H = 120  # design pixels of the words above the table (more where they need it)
COACH_PAD = 12
GHOST_ALPHA = 90  # how faintly the tile to lay shows in its outline
REAL_GAME_LEVEL = "easy"  # the computer of the first real game after the lesson
SEAT_ACTIONS = ("left", "right", "up", "down", "confirm", "pilus_turn", "pilus_next", "pilus_back")


def person_seat(app) -> Seat:
    """The last person to sit at the table setup, with their device; else 'You' at the mouse.
    A pad not plugged in waits for any free device to take the seat, as in a game."""
    for saved in app.settings.last_seats:
        if not is_computer(saved["device"]):
            return Seat(saved["name"], saved["device"])
    return Seat(keyed("tutorial.pilus.you"), MOUSE)


class ScriptedSeat:
    """The computer seat: its move is the tutorial's, once the lesson has come to it."""

    def __init__(self, scene: "PilusTutorialScene"):
        self.scene = scene

    def poll(self, game, player: int):
        step = self.scene.step
        return step.move if step is not None and step.kind == "computer" else None


class PilusTutorialScene(PilusGameScene):
    def __init__(self, app, game_id: str = GAME_ID, seat: Seat | None = None):
        """game_id: the game's (GameDef.tutorial scenes are made with it; PILUS has one tutorial);
        seat: the person's name and device (default: person_seat)."""
        self.person = seat or person_seat(app)
        try:
            self.tutorial = load_tutorial()
        except ContentError as exc:
            GameScene.__init__(self, app)
            self.problem, self._own = str(exc), []
            return
        seats = [self.person, Seat(keyed("tutorial.pilus.computer"), computer_device(REAL_GAME_LEVEL))]
        super().__init__(app, GAME_ID, seats, deal=self.tutorial.deal, controllers=[None, ScriptedSeat(self)])
        if self.problem:
            return
        self.on_disk = None  # a lesson: nothing to continue, no replay, no score
        self.at = 0  # the step shown
        self.note = ""  # what the person tried that the step does not take, and what to do instead
        self._look_from = self.camera.target
        self._looked = False
        self._tried = None  # the held tile and spot (or pawn option) the note is about
        self._words_shown: list[str] = []
        self._carve(app.surface, [])

    # The lesson's steps --------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.at] if self.at < len(steps) else None

    def _advance(self):
        self.at += 1
        self.note = ""
        self._look_from, self._looked = self.camera.target, False

    def update(self, dt):
        super().update(dt)
        if self.problem or self.app.stack.top is not self:
            return
        if self.note and self._held() != self._tried:
            self.note = ""  # the person tries something else: the word on the last try has done its work
        step = self.step
        if step is None:
            if not self.busy:
                self.app.stack.replace(PilusTutorialEndScene(self.app, self.person))
        elif step.kind == "look" and (self._looked or self.camera.target != self._look_from):
            self._advance()

    def restart(self):
        self.app.stack.replace(PilusTutorialScene(self.app, seat=self.person))

    def _pause(self, message: str | None = None, waiting_seat: int | None = None):
        # Restart only: nothing was saved, so there is no game to abandon.
        self.app.stack.push("pause", on_restart=self.restart, game_id=self.game_id, message=message,
                            controls=self.pause_controls(), waiting_seat=waiting_seat,
                            leave=_("Leave the tutorial"))

    def recentre(self):
        super().recentre()
        self._looked = True

    # The person's inputs, held to the step --------------------------------------
    def _control(self, player: int):
        step = self.step
        if step is not None and step.kind == "lay":
            super()._control(player)
            return
        inp = self.app.input
        if step is not None and step.kind == "read" and inp.pressed(player, "confirm"):
            self._advance()
        elif any(inp.pressed(player, action) for action in SEAT_ACTIONS):
            self._not_yet()

    def _click(self, pos) -> bool:
        step = self.step
        if step is not None and step.kind == "lay":
            return super()._click(pos)
        if self._mouse_turn() is None:
            return super()._click(pos)
        if step is not None and step.kind == "read" and self.layout.button.collidepoint(pos):
            self.app.audio.play("click")
            self._advance()
            return True
        if not self.layout.table.collidepoint(pos):  # a press on the table may start a drag: looking is welcome
            self._not_yet()
            return True
        return False

    def _click_table(self):
        step = self.step
        if step is not None and step.kind == "lay":
            super()._click_table()

    def _not_yet(self):
        self._tell(keyed("tutorial.pilus.not_yet", what=self._do_line()))
        self.app.audio.play("refused")

    def _take_spot(self, player: int):
        choice, move = self.choice, self.step.move
        if (choice.tile, choice.rotation, choice.x, choice.y) == (move.tile, move.rotation, move.x, move.y):
            self.note = ""
            super()._take_spot(player)
            return
        problem = self.game.placement_problem(player, choice.tile, choice.rotation, choice.x, choice.y)
        if problem is not None:
            self._tutorial_refuse(keyed("tutorial.pilus.refused", reason=self._reason(problem)))
        else:
            self._tutorial_refuse(keyed("tutorial.pilus.elsewhere"))

    def _play(self, player: int, action, lifted: bool):
        move = self.step.move if self.step is not None else None
        if player == PERSON and action != move:  # the spot is the outline's (_take_spot): the pawn differs
            self._tutorial_refuse(keyed("tutorial.pilus.pawn_leave" if move is None or move.pawn is None
                                        else "tutorial.pilus.pawn_there"))
            return
        before = len(self.moves)
        super()._play(player, action, lifted)
        if len(self.moves) > before:
            self._advance()

    def _tell(self, note: str):
        self.note, self._tried = note, self._held()

    def _held(self) -> tuple | None:
        """What the person holds now: tile, turn, spot and pawn option."""
        choice = self.choice
        return None if choice is None else (choice.tile, choice.rotation, choice.spot, choice.pawn_options,
                                            choice.pawn_focus)

    def _tutorial_refuse(self, note: str):
        self._tell(note)
        self.shake.start(self.camera.scale * 0.3)
        self.app.audio.play("refused")

    def _button(self, mine: bool):
        step = self.step
        if step is not None and step.kind == "read":
            return keyed("tutorial.pilus.go_on"), True
        return super()._button(mine)

    # Words with the person's own keys --------------------------------------------
    def _keys(self) -> dict[str, str]:
        device, bindings = self.device(PERSON), self.app.input.bindings
        table = table_of(device)

        def names(action) -> str:
            return join(bindings.names(table, action), style="or")

        home = key_name(pygame.K_HOME)
        if table == MOUSE:
            zoom, move = join([named("mouse", MOUSE_WHEEL), *controls.zoom_key_names(bindings)], style="or"), ""
        elif table == PAD:
            zoom, move, home = "LB/RB", named("pad", PAD_MOVE), pad_button_name(controls.PAD_RECENTRE)
        else:
            zoom, move = controls.zoom_keys(bindings), bindings.move_keys(table)
        button = self._button(self._mine or self.step is not None and self.step.kind == "read")
        return {"zoom": zoom, "home": home, "move": move, "turn": names("pilus_turn"), "next": names("pilus_next"),
                "lay": names("confirm"), "button": button[0] if button else ""}

    def _do_line(self) -> str:
        """What to do now, with this device's keys."""
        step = self.step
        if step is None:
            return ""
        mouse = table_of(self.device(PERSON)) == MOUSE
        keys = self._keys()

        def said(what: str) -> str:
            return keyed(f"tutorial.pilus.do.{what}{'_mouse' if mouse else ''}", **keys)

        if step.kind == "look":
            return said("look")
        if step.kind == "read":
            return said("go_on")
        if step.kind == "computer" or self.choice is None:
            return keyed("tutorial.pilus.do.wait")
        choice, move = self.choice, step.move
        if choice.choosing_pawn:
            return said("stay" if move.pawn is None else "pawn")
        if choice.tile != move.tile:
            return said("pick")
        if choice.rotation != move.rotation:
            return said("turn")
        if mouse:
            return said("lay")
        return keyed("tutorial.pilus.do.move", **keys) if choice.spot != (move.x, move.y) else said("lay")

    def _step_text(self) -> str:
        step = self.step
        if step is None:
            return ""
        if step.kind == "lay" and self.choice is not None and self.choice.choosing_pawn:
            return keyed(step.pawn_text)
        return keyed(step.text)

    # Drawing ---------------------------------------------------------------------
    def _carve(self, surface, words: list[str]):
        """The words go in a band across the top of the window, over the table and the side panel:
        as tall as the design gives them, more where these words need it at this size (at most half
        the table)."""
        layout = screen_layout(surface, len(self.seats))
        self.layout_key = ui.layout_key(surface)
        table, side = layout.table, layout.side
        pad, gap = ui.px(surface, COACH_PAD), ui.px(surface, 8)
        width = side.right - table.x
        needed = 2 * pad + sum(ui.paragraphs_height(surface, text, ui.SMALL, width - 2 * pad) for text in words)
        height = min(max(round(ui.px(surface, COACH_H) * ui.text_growth(surface)), needed), table.h // 2)
        self.coach = pygame.Rect(table.x, table.y, width, height)
        down = height + gap
        self.layout = replace(layout, table=pygame.Rect(table.x, table.y + down, table.w, table.h - down),
                              side=pygame.Rect(side.x, side.y + down, side.w, side.h - down),
                              rows=tuple(row.move(0, down) for row in layout.rows))
        self.camera.viewport = pygame.FRect(self.layout.table)

    def draw(self, surface):
        if self.problem:
            ui.fill_background(surface)
            return
        words = [text for text in (self._step_text(), self._do_line()) if text]
        if (self.layout_key != ui.layout_key(surface) or self._words_shown != words) and words:
            self._carve(surface, words)
            self._words_shown = words
        super().draw(surface)
        self._draw_hand_mark(surface)
        self._draw_coach(surface, words)

    def _info_lines(self, mine: bool):
        if self.note:  # until the person tries something else
            return self.note, palette.WARNING, ""
        if not self._laying:  # the words above the table say what to do; no tile is held yet
            return "", palette.TEXT, ""
        return super()._info_lines(mine)

    @property
    def _laying(self) -> bool:
        step = self.step
        return step is not None and step.kind == "lay"

    def _draw_choice(self, surface):
        if not self._laying:
            return None
        # The spot's outline lies under the held tile; the pawn's cell is marked over the lifted tile.
        pawn_step = self.choice.choosing_pawn
        if not pawn_step:
            self._draw_target(surface)
        reach = super()._draw_choice(surface)
        if pawn_step:
            self._draw_target(surface)
        return reach

    def _tiles_on_screen(self) -> pygame.Rect:
        # The held tile's label keeps clear of the outline too, and of the turn banner: the band of
        # words over the table leaves it little room.
        bounds = super()._tiles_on_screen()
        if self._laying:
            move = self.step.move
            bounds = bounds.union(self.camera.rect(move.x, move.y, 2, 2))
            turn = _("{name}'s turn", name=self.seats[PERSON].name)  # the banner's words (PilusGameScene.draw)
            bounds = bounds.union(banner_box(self.app.surface, self.layout, turn))
        return bounds

    def _draw_target(self, surface):
        """The spot to lay on (the tile faintly in it, as it must lie), or the pawn's cell."""
        step, choice = self.step, self.choice
        if step is None or step.kind != "lay" or choice is None:
            return
        move, width = step.move, ui.px(surface, 4)
        clip = surface.get_clip()
        surface.set_clip(self.layout.table)
        if choice.choosing_pawn:
            if move.pawn is not None:
                pygame.draw.rect(surface, palette.TEXT, self.camera.rect(*move.pawn).inflate(width, width), width)
        else:
            spot = self.camera.rect(move.x, move.y, 2, 2)
            level = self.game.preview(PERSON, move.tile, move.rotation, move.x, move.y).level
            draw_tile(surface, self.view.images, self.tileset.layout(move.tile, move.rotation), level, spot,
                      alpha=GHOST_ALPHA)
            pygame.draw.rect(surface, palette.TEXT, spot.inflate(2 * width, 2 * width), width,
                             border_radius=width)
        surface.set_clip(clip)

    def _draw_hand_mark(self, surface):
        """The tile to pick, outlined in the hand while another is held."""
        step, choice = self.step, self.choice
        if step is None or step.kind != "lay" or choice is None or not self._mine or choice.choosing_pawn:
            return
        if choice.tile != step.move.tile and step.move.tile in choice.hand:
            width = ui.px(surface, 4)
            slot = self.layout.slots[choice.hand.index(step.move.tile)]
            pygame.draw.rect(surface, palette.TEXT, slot.inflate(2 * width, 2 * width), width, border_radius=width)

    def _draw_coach(self, surface, words: list[str]):
        """The rule of the moment, then what to do now."""
        box = self.coach
        ui.draw_panel(surface, box)
        pad = ui.px(surface, COACH_PAD)
        inner = box.inflate(-2 * pad, -2 * pad)
        size = ui.SMALL
        while size > ui.MIN_SIZE and sum(ui.paragraphs_height(surface, text, size, inner.w) for text in words) > inner.h:
            size -= 1
        y = inner.y
        for text, colour in zip(words, (palette.TEXT, palette.ACCENT) if len(words) == 2 else (palette.ACCENT,)):
            height = ui.paragraphs_height(surface, text, size, inner.w)
            ui.draw_paragraphs(surface, text, size, colour, pygame.Rect(inner.x, y, inner.w, min(height, inner.bottom - y)))
            y += height


class PilusTutorialEndScene(MenuScene):
    """The lesson is over: the player is ready, for a real game against the computer or the way back."""

    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, person: Seat):
        super().__init__(app)
        self.person = person
        self.menu = ui.MenuList([ui.MenuItem(keyed("tutorial.pilus.play"), self.play),
                                 ui.MenuItem(keyed("tutorial.pilus.back"), app.stack.pop)], play=app.audio.play)

    def play(self):
        seats = [self.person, computer_seat(1, REAL_GAME_LEVEL)]
        self.app.input.set_seats(seats)
        self.app.stack.replace("pilus_game", GAME_ID, seats)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, keyed("tutorial.pilus.ready_title"))
        w, h = surface.get_size()
        width = min(w - 2 * ui.px(surface, 80), ui.px(surface, 900))
        gap, menu_h = ui.px(surface, 32), self.menu.height(surface)
        words = keyed("tutorial.pilus.ready_text")
        room = h - ui.px(surface, 50) - menu_h - gap - top
        text = pygame.Rect((w - width) // 2, top, width, min(room, ui.paragraphs_height(surface, words, ui.BODY, width)))
        ui.draw_paragraphs(surface, words, ui.BODY, palette.TEXT, text)
        ui.draw_centred_menu(surface, self.menu, text.bottom + gap, text.bottom + gap + menu_h)
        ui.draw_hint(surface, menu_hint(self.app.input.bindings))
