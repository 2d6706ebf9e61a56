"""How a person plays at the PILUS table screen: their seat's inputs (pick, turn and hold a
tile, take its spot, the pawn step), the engine's word on the held tile's spot, and the
raw events (the camera's keys, wheel and drags, the mouse seat's clicks). A part of
scenes.pilus.pilus_screen.PilusGameScene, which mixes it in."""
from __future__ import annotations

import pygame

from game.shell.input import MOUSE
from game.rules.pilus_actions import Pass
from game.i18n import _
from game.message_keys import keyed
from scenes.pilus import pilus_controls as controls
from sprites.camera import WHEEL_STEPS

MESSAGE_TIME = 2.5  # seconds a refusal stays up
FOLLOW_MARGIN = 1.2  # cells kept between the last tile laid (or the held one) and the table's edge


class PilusTableInput:
    """How a person plays at the PILUS table screen: their seat's inputs (pick, turn and hold a
    tile, take its spot, the pawn step), the engine's word on the held tile's spot, and the
    raw events (the camera's keys, wheel and drags, the mouse seat's clicks). A part of
    scenes.pilus.pilus_screen.PilusGameScene, which mixes it in."""

    # A person's controls ----------------------------------------------------
    def _control(self, player: int):
        if self.mode.control(player):
            return
        inp, choice = self.app.input, self.choice

        def pressed(actions) -> bool:
            return any(inp.pressed(player, action) for action in actions)

        if inp.pressed(player, "hint"):
            self.ask_hint(player)

        if choice.choosing_pawn:
            if self.device(player) == MOUSE:
                choice.focus_pawn(self._cell_under_pointer())
            if inp.pressed(player, "pilus_back"):
                choice.back_to_spot()
                self.app.audio.play("turn")
            elif pressed(("left", "up")):
                choice.step_pawn(-1)
            elif pressed(("right", "down")):
                choice.step_pawn(1)
            elif inp.pressed(player, "confirm"):
                self._play(player, choice.action(), lifted=True)
            return
        if self.must_pass:
            if inp.pressed(player, "confirm"):
                self._play(player, Pass(), lifted=False)
            return
        if inp.pressed(player, "pilus_turn"):
            choice.turn()
            self.app.audio.play("turn")
        if inp.pressed(player, "pilus_next"):
            choice.next_tile()
            self.app.audio.play("click")
        step = (pressed(("right",)) - pressed(("left",)), pressed(("down",)) - pressed(("up",)))
        if step != (0, 0):
            choice.move(*step)
            self._follow_held()
        if self.device(player) == MOUSE:
            if self.layout.table.collidepoint(self.pointer):
                choice.point_at(self._spot_under_pointer())
        elif inp.pressed(player, "confirm"):
            self._take_spot(player)

    def _follow_held(self):
        x, y = self.choice.spot
        self.camera.keep_in_view(pygame.FRect(x, y, 2, 2), FOLLOW_MARGIN * self.camera.scale)

    def _spot_under_pointer(self) -> tuple[int, int]:
        """The held tile's top-left cell when its middle is at the pointer (snapped to cell corners)."""
        wx, wy = self.camera.screen_to_world(*self.pointer)
        return round(wx - 1), round(wy - 1)

    def _cell_under_pointer(self) -> tuple[int, int]:
        return self.camera.cell_at(*self.pointer)

    def _take_spot(self, player: int):
        """Confirm the held tile's spot: refused with the engine's reason, or on to the pawn step."""
        if not self.mode.allows_spot(player):
            return
        choice = self.choice
        problem = self.game.placement_problem(player, choice.tile, choice.rotation, choice.x, choice.y)
        if problem is not None:
            self._refuse(self._reason(problem))
            return
        placement = self._legal.get(self._held_cells())
        targets = self.game.pawn_targets(player, placement) if placement else ()
        if targets:
            choice.start_pawn(targets)
            self.app.audio.play("click")
        else:
            self._play(player, choice.action(), lifted=True)

    def _held_cells(self):
        choice = self.choice
        return tuple(((choice.x + dx, choice.y + dy), colour)
                     for (dx, dy), colour in self.tileset.cells(choice.tile, choice.rotation))

    def _reason(self, why) -> str:
        """A rules refusal (Problem or IllegalMove) in the player's language."""
        return keyed(why.key, **why.params)

    def _refuse(self, reason: str):
        self.message = (_("Not here: {reason}", reason=reason), MESSAGE_TIME)
        self.shake.start(self.camera.scale * 0.3)
        self.app.audio.play("refused")

    def preview(self):
        """(level, points, None) for the held tile's spot, or (None, None, why not in words)."""
        choice = self.choice
        key = (len(self.moves), choice.tile, choice.rotation, choice.x, choice.y)
        if self._preview_cache is None or self._preview_cache[0] != key:
            player = self.game.current_player
            problem = self.game.placement_problem(player, *key[1:])
            if problem is None:
                preview = self.game.preview(player, *key[1:])
                result = (preview.level, preview.points, None)
            else:
                result = (None, None, problem)
            self._preview_cache = (key, result)
        level, points, problem = self._preview_cache[1]
        return level, points, None if problem is None else self._reason(problem)  # words in today's language

    # Raw events: the camera, and the mouse seat's clicks --------------------
    def handle_event(self, event) -> bool:
        if self.problem:
            return False
        used = self.mode.handle_event(event)
        if used is not None:
            return used
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            anchor = self.pointer if self.layout.table.collidepoint(self.pointer) else None
            self.camera.zoom_by(WHEEL_STEPS * (1 if event.y > 0 else -1), anchor)
            return True
        if kind == pygame.KEYDOWN and not self.app.input.takes_key(event):  # a seat's key is the seat's
            return self._camera_key(event.key)
        button = self.app.input.pad_press(event)
        if button in controls.PAD_ZOOM:
            self.camera.zoom_by(WHEEL_STEPS * controls.PAD_ZOOM[button])
            return True
        if button == controls.PAD_RECENTRE:
            self.recentre()
            return True
        if kind == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
            return False
        if kind == pygame.MOUSEBUTTONDOWN and event.button in controls.PAN_BUTTONS:
            self.pointer = event.pos
            if event.button == pygame.BUTTON_LEFT and self._click(event.pos):
                return True
            if self.layout.table.collidepoint(event.pos):
                self._drag = {"button": event.button, "from": event.pos, "last": event.pos, "moved": False}
            return True  # a left press is a click or a drag here, never the mouse seat's 'confirm'
        if kind == pygame.MOUSEBUTTONUP and self._drag and event.button == self._drag["button"]:
            drag, self._drag = self._drag, None
            self._pointer_moved(event.pos)
            if not drag["moved"] and event.button == pygame.BUTTON_LEFT:
                self._click_table()
            return True
        return False

    def _camera_key(self, key) -> bool:
        if key in controls.ZOOM_IN_KEYS or key in controls.ZOOM_OUT_KEYS:
            self.camera.zoom_by(WHEEL_STEPS if key in controls.ZOOM_IN_KEYS else -WHEEL_STEPS)
            return True
        if key in controls.RECENTRE_KEYS:
            self.recentre()
            return True
        return False

    @property
    def dragging(self) -> bool:
        """A mouse button pans the table."""
        return self._drag is not None

    def _pointer_moved(self, pos):
        self.pointer = pos
        drag = self._drag
        if drag is None:
            return
        fx, fy = drag["from"]
        if abs(pos[0] - fx) + abs(pos[1] - fy) >= controls.DRAG_START:
            drag["moved"] = True
        if drag["moved"]:
            lx, ly = drag["last"]
            self.camera.drag(pos[0] - lx, pos[1] - ly)
            drag["last"] = pos

    def mouse_turn(self) -> int | None:
        """The mouse seat's player while they may act."""
        player = self.game.current_player
        if player is None or self.busy or not self.turn_open or self.device(player) != MOUSE:
            return None
        return player if self.controllers[player] is None else None

    def _click(self, pos) -> bool:
        """A left press on the curtain, the hand or the button; True when used."""
        used = self.mode.click(pos)
        if used is not None:
            return used
        player = self.mouse_turn()
        if player is None:
            return self.curtain_for is not None  # a click never shows through the curtain
        if self.curtain_for is not None:
            self._lift_curtain()
            return True
        choice = self.choice
        for index, slot in enumerate(self.layout.slots[:len(choice.hand)]):
            if slot.collidepoint(pos) and not choice.choosing_pawn:
                if index == choice.index:
                    choice.turn()
                    self.app.audio.play("turn")
                else:
                    choice.select(index)
                    self.app.audio.play("click")
                return True
        if self.layout.button.collidepoint(pos) and self._hint_button_shown(self.mine):
            self.ask_hint(player)
            return True
        if self.layout.button.collidepoint(pos) and (choice.choosing_pawn or self.must_pass):
            if self.must_pass:
                self._play(player, Pass(), lifted=False)
            else:
                choice.focus_pawn(None)
                self._play(player, choice.action(), lifted=True)
            return True
        return False

    def _click_table(self):
        """A left click on the table (no drag): take the spot, or send the pawn there."""
        if not self.mode.table_click():
            return
        player = self.mouse_turn()
        if player is None or self.curtain_for is not None or self.must_pass:
            return
        choice = self.choice
        if not choice.choosing_pawn:
            choice.point_at(self._spot_under_pointer())
            self._take_spot(player)
            return
        cell = self._cell_under_pointer()
        if cell == self.game.pawns[player]:
            cell = None  # the pawn's own cell: it stays
        if choice.focus_pawn(cell):
            self._play(player, choice.action(), lifted=True)
        else:
            self.message = (_("The pawn cannot go there: pick a lit cell, or leave it"), MESSAGE_TIME)
            self.app.audio.play("refused")
