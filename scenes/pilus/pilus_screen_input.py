"""How a person plays at the PILUS table screen: their seat's inputs (pick, turn and hold a
tile, take its spot, the pawn step), the engine's word on the held tile's spot, and the
raw events (the camera's keys, wheel and drags, the mouse seat's clicks). An object the
scene (scenes.pilus.pilus_screen.PilusGameScene) holds: made with what stays for the game,
handed at each step or event the turn as the scene has it (SeatTurn), and acting on the
game through the scene's TableActions."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from game.shell.input import MOUSE
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_game import PilusGame
from game.i18n import _
from game.message_keys import keyed
from scenes.pilus import pilus_controls as controls
from scenes.pilus.pilus_choice import Choice
from scenes.pilus.pilus_hud import PilusLayout
from sprites.camera import WHEEL_STEPS

FOLLOW_MARGIN = 1.2  # cells kept between the last tile laid (or the held one) and the table's edge


class SeatController(Protocol):
    """Where a seat's moves come from when not from its device (a computer opponent)."""

    def poll(self, game: PilusGame, player: int) -> Lay | Pass | None:
        """The seat's move once decided, None while still thinking. Called every update
        step of the seat's turn; `game` is the live game: read it, never change it."""


class TableActions(Protocol):
    """What a person's inputs do at the table: the scene's own steps."""

    def play(self, player: int, action: Lay | Pass, lifted: bool):
        """Hand the move to the engine, then show what it reports."""

    def ask_hint(self, player: int):
        """The master's move for `player`, or in a game without hints a word why not."""

    def lift_curtain(self):
        """The next player takes the controls: the table shows."""

    def refuse(self, reason: str):
        """Say why not here (a rules refusal in words), and shake the held tile."""

    def say(self, words: str):
        """Words in the info box for a moment."""

    def recentre(self):
        """Show the whole table."""


@dataclass(frozen=True)
class SeatTurn:
    """What a person's inputs act on at one update step or event, as the scene has it then."""
    choice: Choice | None     # the person's tile in hand and its spot, None while nobody chooses
    legal: dict               # this turn's legal placements by the cells they show
    must_pass: bool           # no tile fits anywhere
    layout: PilusLayout
    devices: list[str]        # each seat's device now
    mouse_player: int | None  # the mouse seat's player while they may act
    curtain_for: int | None   # whose turn the curtain hides the table for
    hint_button: bool         # the Hint button is offered where the pass button goes
    moves: int                # moves played so far


def reason_words(why) -> str:
    """A rules refusal (Problem or IllegalMove) in the player's language."""
    return keyed(why.key, **why.params)


class PilusTableInput:
    """How a person plays at the PILUS table screen (see the module's words). Keeps where the
    pointer is, a drag of the table, and the engine's word on the held tile's spot."""

    def __init__(self, app, state, tileset, camera, mode, actions: TableActions):
        """state: the live PilusGame (read, never changed here); camera: the table's view
        (sprites.camera); mode: the screen's mode (scenes.pilus.pilus_play_mode)."""
        self.app = app
        self.state = state
        self.tileset = tileset
        self.camera = camera
        self.mode = mode
        self.actions = actions
        self.pointer = (0, 0)
        self._drag: dict | None = None
        self._preview: tuple | None = None  # (key, answer) of the last spot asked about

    # A person's controls ----------------------------------------------------
    def control(self, player: int, turn: SeatTurn):
        if self.mode.control(player):
            return
        inp, choice, audio = self.app.input, turn.choice, self.app.audio

        def pressed(actions) -> bool:
            return any(inp.pressed(player, action) for action in actions)

        if inp.pressed(player, "hint"):
            self.actions.ask_hint(player)

        if choice.choosing_pawn:
            if turn.devices[player] == MOUSE:
                choice.focus_pawn(self._cell_under_pointer())
            if inp.pressed(player, "pilus_back"):
                choice.back_to_spot()
                audio.play("turn")
            elif pressed(("left", "up")):
                choice.step_pawn(-1)
            elif pressed(("right", "down")):
                choice.step_pawn(1)
            elif inp.pressed(player, "confirm"):
                self.actions.play(player, choice.action(), lifted=True)
            return
        if turn.must_pass:
            if inp.pressed(player, "confirm"):
                self.actions.play(player, Pass(), lifted=False)
            return
        if inp.pressed(player, "pilus_turn"):
            choice.turn()
            audio.play("turn")
        if inp.pressed(player, "pilus_next"):
            choice.next_tile()
            audio.play("click")
        step = (pressed(("right",)) - pressed(("left",)), pressed(("down",)) - pressed(("up",)))
        if step != (0, 0):
            choice.move(*step)
            x, y = choice.spot
            self.camera.keep_in_view(pygame.FRect(x, y, 2, 2), FOLLOW_MARGIN * self.camera.scale)
        if turn.devices[player] == MOUSE:
            if turn.layout.table.collidepoint(self.pointer):
                choice.point_at(self._spot_under_pointer())
        elif inp.pressed(player, "confirm"):
            self.take_spot(player, turn)

    def _spot_under_pointer(self) -> tuple[int, int]:
        """The held tile's top-left cell when its middle is at the pointer (snapped to cell corners)."""
        wx, wy = self.camera.screen_to_world(*self.pointer)
        return round(wx - 1), round(wy - 1)

    def _cell_under_pointer(self) -> tuple[int, int]:
        return self.camera.cell_at(*self.pointer)

    def take_spot(self, player: int, turn: SeatTurn):
        """Confirm the held tile's spot: refused with the engine's reason, or on to the pawn step."""
        if not self.mode.allows_spot(player):
            return
        choice = turn.choice
        problem = self.state.placement_problem(player, choice.tile, choice.rotation, choice.x, choice.y)
        if problem is not None:
            self.actions.refuse(reason_words(problem))
            return
        cells = tuple(((choice.x + dx, choice.y + dy), colour)
                      for (dx, dy), colour in self.tileset.cells(choice.tile, choice.rotation))
        placement = turn.legal.get(cells)
        targets = self.state.pawn_targets(player, placement) if placement else ()
        if targets:
            choice.start_pawn(targets)
            self.app.audio.play("click")
        else:
            self.actions.play(player, choice.action(), lifted=True)

    def preview(self, choice: Choice, moves: int):
        """(level, points, None) for the held tile's spot, or (None, None, why not in words)."""
        key = (moves, choice.tile, choice.rotation, choice.x, choice.y)
        if self._preview is None or self._preview[0] != key:
            player = self.state.current_player
            problem = self.state.placement_problem(player, *key[1:])
            if problem is None:
                preview = self.state.preview(player, *key[1:])
                result = (preview.level, preview.points, None)
            else:
                result = (None, None, problem)
            self._preview = (key, result)
        level, points, problem = self._preview[1]
        return level, points, None if problem is None else reason_words(problem)  # words in today's language

    # Raw events: the camera, and the mouse seat's clicks --------------------
    def handle_event(self, event, turn: SeatTurn) -> bool:
        used = self.mode.handle_event(event)
        if used is not None:
            return used
        kind, table = event.type, turn.layout.table
        if kind == pygame.MOUSEWHEEL:
            anchor = self.pointer if table.collidepoint(self.pointer) else None
            self.camera.zoom_by(WHEEL_STEPS * (1 if event.y > 0 else -1), anchor)
            return True
        if kind == pygame.KEYDOWN and not self.app.input.takes_key(event):  # a seat's key is the seat's
            return self._camera_key(event.key)
        button = self.app.input.pad_press(event)
        if button in controls.PAD_ZOOM:
            self.camera.zoom_by(WHEEL_STEPS * controls.PAD_ZOOM[button])
            return True
        if button == controls.PAD_RECENTRE:
            self.actions.recentre()
            return True
        if kind == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
            return False
        if kind == pygame.MOUSEBUTTONDOWN and event.button in controls.PAN_BUTTONS:
            self.pointer = event.pos
            if event.button == pygame.BUTTON_LEFT and self._click(event.pos, turn):
                return True
            if table.collidepoint(event.pos):
                self._drag = {"button": event.button, "from": event.pos, "last": event.pos, "moved": False}
            return True  # a left press is a click or a drag here, never the mouse seat's 'confirm'
        if kind == pygame.MOUSEBUTTONUP and self._drag and event.button == self._drag["button"]:
            drag, self._drag = self._drag, None
            self._pointer_moved(event.pos)
            if not drag["moved"] and event.button == pygame.BUTTON_LEFT:
                self._click_table(turn)
            return True
        return False

    def _camera_key(self, key) -> bool:
        if key in controls.ZOOM_IN_KEYS or key in controls.ZOOM_OUT_KEYS:
            self.camera.zoom_by(WHEEL_STEPS if key in controls.ZOOM_IN_KEYS else -WHEEL_STEPS)
            return True
        if key in controls.RECENTRE_KEYS:
            self.actions.recentre()
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

    def _click(self, pos, turn: SeatTurn) -> bool:
        """A left press on the curtain, the hand or the button; True when used."""
        used = self.mode.click(pos)
        if used is not None:
            return used
        player = turn.mouse_player
        if player is None:
            return turn.curtain_for is not None  # a click never shows through the curtain
        if turn.curtain_for is not None:
            self.actions.lift_curtain()
            return True
        choice, layout = turn.choice, turn.layout
        for index, slot in enumerate(layout.slots[:len(choice.hand)]):
            if slot.collidepoint(pos) and not choice.choosing_pawn:
                if index == choice.index:
                    choice.turn()
                    self.app.audio.play("turn")
                else:
                    choice.select(index)
                    self.app.audio.play("click")
                return True
        if layout.button.collidepoint(pos) and turn.hint_button:
            self.actions.ask_hint(player)
            return True
        if layout.button.collidepoint(pos) and (choice.choosing_pawn or turn.must_pass):
            if turn.must_pass:
                self.actions.play(player, Pass(), lifted=False)
            else:
                choice.focus_pawn(None)
                self.actions.play(player, choice.action(), lifted=True)
            return True
        return False

    def _click_table(self, turn: SeatTurn):
        """A left click on the table (no drag): take the spot, or send the pawn there."""
        if not self.mode.table_click():
            return
        player = turn.mouse_player
        if player is None or turn.curtain_for is not None or turn.must_pass:
            return
        choice = turn.choice
        if not choice.choosing_pawn:
            choice.point_at(self._spot_under_pointer())
            self.take_spot(player, turn)
            return
        cell = self._cell_under_pointer()
        if cell == self.state.pawns[player]:
            cell = None  # the pawn's own cell: it stays
        if choice.focus_pawn(cell):
            self.actions.play(player, choice.action(), lifted=True)
        else:
            self.actions.say(_("The pawn cannot go there: pick a lit cell, or leave it"))
            self.app.audio.play("refused")
