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
against the computer or the way back. The lesson is a mode of the game's own
screen (scenes.pilus.pilus_play_mode), not a screen of its own.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game import games
from game.content.content_error import ContentError
from game.content.pilus_tutorial import PERSON, Step, load_tutorial
from game.i18n import _, join
from game.shell.input import MOUSE, Seat, computer_device, computer_seat, is_computer, table_of
from game.shell.input.bindings import PAD
from game.shell.input.key_names import MOUSE_WHEEL, PAD_MOVE, key_name, named, pad_button_name
from game.message_keys import keyed
from game.shell.scene_stack import MenuScene
from scenes.pilus import pilus_controls as controls
from scenes.shared.device_text import menu_hint
from scenes.shared.person_device import first_device, taken_over
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_hud import banner_box, player_rows, screen_layout
from scenes.pilus.pilus_words import turn_banner
from scenes.pilus.pilus_play_mode import LivePlay
from sprites import menu_widgets, palette, ui
from sprites.pilus_tile import draw_tile

COACH_H = 120  # design pixels of the words above the table (more where they need it)
COACH_PAD = 12
GHOST_ALPHA = 90  # how faintly the tile to lay shows in its outline
REAL_GAME_LEVEL = "easy"  # the computer of the first real game after the lesson
SEAT_ACTIONS = ("left", "right", "up", "down", "confirm", "pilus_turn", "pilus_next", "pilus_back")


def person_seat(app) -> Seat:
    """The last person to sit at the table setup by name, else 'You', at the device that
    opened the lesson (the one pressed last)."""
    name = next((saved["name"] for saved in app.settings.last_seats if not is_computer(saved["device"])),
                keyed("tutorial.pilus.you"))
    return Seat(name, first_device(app))


class ScriptedSeat:
    """The computer seat: its move is the tutorial's, once the lesson has come to it."""

    def __init__(self, lesson: "PilusLesson"):
        self.lesson = lesson

    def poll(self, game, player: int):
        step = self.lesson.step
        return step.move if step is not None and step.kind == "computer" else None


def tutorial_scene(app, game_id: str | None = None, seat: Seat | None = None):
    """The tutorial on the PILUS table screen. game_id: the game's (an engine's lesson is
    made with it: EngineScreens.lesson; PILUS has one tutorial); seat: the person's name and device (default: person_seat).
    A tutorial file that cannot be read shows why instead."""
    game_id = game_id or games.of_rules(games.PILUS)[0]
    person = seat or person_seat(app)
    try:
        tutorial = load_tutorial(game_id)
    except ContentError as exc:
        return app.stack.make("text_page", _("This game cannot start"), str(exc))
    lesson = PilusLesson(tutorial, person, game_id)
    seats = [person, Seat(keyed("tutorial.pilus.computer"), computer_device(REAL_GAME_LEVEL))]
    return PilusGameScene(app, game_id, seats, deal=tutorial.deal, controllers=[None, ScriptedSeat(lesson)],
                          mode=lesson)


class PilusLesson(LivePlay):
    """The tutorial's guide on the table screen (scenes.pilus.pilus_play_mode): the person's
    inputs held to the step, the words above the table, the marks on it."""

    keeps = False  # a lesson: nothing to continue, no replay, no score

    def __init__(self, tutorial, person: Seat, game_id: str):
        self.tutorial = tutorial
        self.person = person
        self.game_id = game_id

    def attach(self, scene):
        super().attach(scene)
        self.at = 0  # the step shown
        self.note = ""  # what the person tried that the step does not take, and what to do instead
        self._look_from = scene.camera.target
        self._looked = False
        self._tried = None  # the held tile and spot (or pawn option) the note is about
        self._words_shown: list[str] = []
        self._do_over_hand = False  # what to do is said over the hand: the band above has no room for it
        self._carve(scene.app.surface, [])

    # The lesson's steps --------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.at] if self.at < len(steps) else None

    def _advance(self):
        self.at += 1
        self.note = ""
        self._look_from, self._looked = self.scene.camera.target, False

    def before_step(self, dt: float) -> float:
        # The person plays with whatever they pressed last: its keys are the ones the guide names.
        scene = self.scene
        device = taken_over(scene.app, scene.device(PERSON))
        if device:
            self.person = Seat(self.person.name, device)
            scene.take_seats([self.person, *scene.app.input.seats[1:]])
        return dt

    def after_step(self):
        scene = self.scene
        if scene.app.stack.top is not scene:
            return
        if self.note and self._held() != self._tried:
            self.note = ""  # the person tries something else: the word on the last try has done its work
        step = self.step
        if step is None:
            if not scene.busy:
                scene.app.stack.replace(PilusTutorialEndScene(scene.app, self.person, self.game_id))
        elif step.kind == "look" and (self._looked or scene.camera.target != self._look_from):
            self._advance()

    def again(self):
        return tutorial_scene(self.scene.app, self.game_id, seat=self.person)

    def pause_options(self) -> dict:
        # Restart only: nothing was saved, so there is no game to abandon.
        return {"leave": _("Leave the tutorial")}

    def recentred(self):
        self._looked = True

    # The person's inputs, held to the step --------------------------------------
    def control(self, player: int) -> bool:
        step = self.step
        if step is not None and step.kind == "lay":
            return False
        inp = self.scene.app.input
        if step is not None and step.kind == "read" and inp.pressed(player, "confirm"):
            self._advance()
        elif any(inp.pressed(player, action) for action in SEAT_ACTIONS):
            self._not_yet()
        return True

    def click(self, pos) -> bool | None:
        scene, step = self.scene, self.step
        if step is not None and step.kind == "lay":
            return None
        if scene.mouse_turn() is None:
            return None
        if step is not None and step.kind == "read" and scene.layout.button.collidepoint(pos):
            scene.app.audio.play("click")
            self._advance()
            return True
        if not scene.layout.table.collidepoint(pos):  # a press on the table may start a drag: looking is welcome
            self._not_yet()
            return True
        return False

    def table_click(self) -> bool:
        step = self.step
        return step is not None and step.kind == "lay"

    def _not_yet(self):
        self._tell(keyed("tutorial.pilus.not_yet", what=self._do_line()))
        self.scene.app.audio.play("refused")

    def allows_spot(self, player: int) -> bool:
        scene = self.scene
        choice, move = scene.choice, self.step.move
        if (choice.tile, choice.rotation, choice.x, choice.y) == (move.tile, move.rotation, move.x, move.y):
            self.note = ""
            return True
        problem = scene.state.placement_problem(player, choice.tile, choice.rotation, choice.x, choice.y)
        if problem is not None:
            self._tutorial_refuse(keyed("tutorial.pilus.refused", reason=keyed(problem.key, **problem.params)))
        else:
            self._tutorial_refuse(keyed("tutorial.pilus.elsewhere"))
        return False

    def allows(self, player: int, action) -> bool:
        move = self.step.move if self.step is not None else None
        if player == PERSON and action != move:  # the spot is the outline's (allows_spot): the pawn differs
            self._tutorial_refuse(keyed("tutorial.pilus.pawn_leave" if move is None or move.pawn is None
                                        else "tutorial.pilus.pawn_there"))
            return False
        return True

    def played(self, player: int, action):
        self._advance()

    def _tell(self, note: str):
        self.note, self._tried = note, self._held()

    def _held(self) -> tuple | None:
        """What the person holds now: tile, turn, spot and pawn option."""
        choice = self.scene.choice
        return None if choice is None else (choice.tile, choice.rotation, choice.spot, choice.pawn_options,
                                            choice.pawn_focus)

    def _tutorial_refuse(self, note: str):
        self._tell(note)
        self.scene.shake.start(self.scene.camera.scale * 0.3)
        self.scene.app.audio.play("refused")

    def button(self, mine: bool):
        step = self.step
        if step is not None and step.kind == "read":
            return keyed("tutorial.pilus.go_on"), True
        return None

    # Words with the person's own keys --------------------------------------------
    def _keys(self) -> dict[str, str]:
        scene = self.scene
        device, bindings = scene.device(PERSON), scene.app.input.bindings
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
        button = scene.drawing.button(scene.now(), scene.mine or self.step is not None and self.step.kind == "read")
        return {"zoom": zoom, "home": home, "move": move, "turn": names("pilus_turn"), "next": names("pilus_next"),
                "lay": names("confirm"), "button": button[0] if button else ""}

    def _do_line(self) -> str:
        """What to do now, with this device's keys."""
        step = self.step
        if step is None:
            return ""
        mouse = table_of(self.scene.device(PERSON)) == MOUSE
        keys = self._keys()

        def said(what: str) -> str:
            return keyed(f"tutorial.pilus.do.{what}{'_mouse' if mouse else ''}", **keys)

        if step.kind == "look":
            return said("look")
        if step.kind == "read":
            return said("go_on")
        if self._your_move_shown:
            return ""
        if step.kind == "computer" or self.scene.choice is None:
            return keyed("tutorial.pilus.do.wait")
        choice, move = self.scene.choice, step.move
        if choice.choosing_pawn:
            return said("stay" if move.pawn is None else "pawn")
        if choice.tile != move.tile:
            return said("pick")
        if choice.rotation != move.rotation:
            return said("turn")
        if mouse:
            return said("lay")
        return keyed("tutorial.pilus.do.move", **keys) if choice.spot != (move.x, move.y) else said("lay")

    @property
    def _your_move_shown(self) -> bool:
        """The computer's step has come, but the banner still shows the person's move
        (its points, its pawn): the words wait for it, so that they and the banner agree."""
        return self.step is not None and self.step.kind == "computer" and self.scene.shown_player == PERSON

    def _step_text(self) -> str:
        step = self.step
        if step is None:
            return ""
        if self._your_move_shown and self.at:
            return keyed(self.tutorial.steps[self.at - 1].text)
        if step.kind == "lay" and self.scene.choice is not None and self.scene.choice.choosing_pawn:
            return keyed(step.pawn_text)
        return keyed(step.text)

    # Drawing ---------------------------------------------------------------------
    def _carve(self, surface, words: list[str]):
        """The words go in a band across the top of the window, over the table and the side panel:
        as tall as the design gives them, more where these words need it at this size (at most three
        fifths of the table: at 200 % a step's words and what to do take four lines)."""
        scene = self.scene
        layout = screen_layout(surface, len(scene.seats), hints=scene.layout_key[1])  # the screen's own, as before carving
        table, side = layout.table, layout.side
        pad, gap = ui.px(surface, COACH_PAD), ui.px(surface, 8)
        width = side.right - table.x
        def needed(size):
            return 2 * pad + sum(ui.paragraphs_height(surface, text, size, width - 2 * pad) for text in words)

        # Where the step's words and what to do do not fit even at the floor (200 %: the first step in French
        # with the mouse), what to do goes over the hand, free while no tile is held yet (info_lines).
        self._do_over_hand = len(words) == 2 and not self._laying and needed(ui.MIN_SIZE) > table.h * 3 // 5
        self._band_words = words = words[:1] if self._do_over_hand else words
        height = min(max(round(ui.px(surface, COACH_H) * ui.text_growth(surface)), needed(ui.SMALL)), table.h * 3 // 5)
        self.coach = pygame.Rect(table.x, table.y, width, height)
        down = height + gap
        side = pygame.Rect(side.x, side.y + down, side.w, side.h - down)
        scene.layout = replace(layout, table=pygame.Rect(table.x, table.y + down, table.w, table.h - down), side=side,
                               rows=player_rows(surface, side, len(scene.seats)))
        scene.camera.viewport = pygame.FRect(scene.layout.table)

    def before_draw(self, surface):
        words = [text for text in (self._step_text(), self._do_line()) if text]
        laid_out = self.scene.layout_key
        self.scene.lay_out(surface)  # again, when the window, text floor or controls changed: carved again too
        if (self.scene.layout_key != laid_out or self._words_shown != words) and words:
            self._carve(surface, words)
            self._words_shown = words
        self._words = self._band_words if words else words

    def after_draw(self, surface):
        self._draw_hand_mark(surface)
        self._draw_coach(surface, self._words)

    def info_lines(self, mine: bool):
        if self.note:  # until the person tries something else
            return self.note, palette.WARNING, ""
        if not self._laying:  # the words above the table say what to do (or these, over the hand); no tile is held yet
            return (self._do_line(), palette.ACCENT, "") if self._do_over_hand else ("", palette.TEXT, "")
        return None

    @property
    def _laying(self) -> bool:
        step = self.step
        return step is not None and step.kind == "lay"

    def shows_choice(self) -> bool:
        return self._laying

    # The spot's outline lies under the held tile; the pawn's cell is marked over the lifted tile.
    def draw_under_held(self, surface):
        if not self.scene.choice.choosing_pawn:
            self._draw_target(surface)

    def draw_over_held(self, surface):
        if self.scene.choice.choosing_pawn:
            self._draw_target(surface)

    def tiles_on_screen(self, bounds):
        # The held tile's label keeps clear of the outline too, and of the turn banner: the band of
        # words over the table leaves it little room.
        scene = self.scene
        if self._laying:
            move = self.step.move
            bounds = bounds.union(scene.camera.rect(move.x, move.y, 2, 2))
            turn = turn_banner(scene.seats[PERSON].name)  # the banner's words (PilusGameScene.draw)
            bounds = bounds.union(banner_box(scene.app.surface, scene.layout, turn))
        return bounds

    def _draw_target(self, surface):
        """The spot to lay on (the tile faintly in it, as it must lie), or the pawn's cell."""
        scene = self.scene
        step, choice = self.step, scene.choice
        if step is None or step.kind != "lay" or choice is None:
            return
        move, width = step.move, ui.px(surface, 4)
        clip = surface.get_clip()
        surface.set_clip(scene.layout.table)
        if choice.choosing_pawn:
            if move.pawn is not None:
                pygame.draw.rect(surface, palette.TEXT, scene.camera.rect(*move.pawn).inflate(width, width), width)
        else:
            spot = scene.camera.rect(move.x, move.y, 2, 2)
            level = scene.state.preview(PERSON, move.tile, move.rotation, move.x, move.y).level
            draw_tile(surface, scene.view.images, scene.tileset.layout(move.tile, move.rotation), level, spot,
                      alpha=GHOST_ALPHA)
            pygame.draw.rect(surface, palette.TEXT, spot.inflate(2 * width, 2 * width), width,
                             border_radius=width)
        surface.set_clip(clip)

    def _draw_hand_mark(self, surface):
        """The tile to pick, outlined in the hand while another is held."""
        scene = self.scene
        step, choice = self.step, scene.choice
        if step is None or step.kind != "lay" or choice is None or not scene.mine or choice.choosing_pawn:
            return
        if choice.tile != step.move.tile and step.move.tile in choice.hand:
            width = ui.px(surface, 4)
            slot = scene.layout.slots[choice.hand.index(step.move.tile)]
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
        lone = len(words) == 1 and not self._do_over_hand  # what to do alone is in its colour, the rule is not
        for text, colour in zip(words, (palette.ACCENT,) if lone else (palette.TEXT, palette.ACCENT)):
            height = ui.paragraphs_height(surface, text, size, inner.w)
            ui.draw_paragraphs(surface, text, size, colour, pygame.Rect(inner.x, y, inner.w, min(height, inner.bottom - y)))
            y += height


class PilusTutorialEndScene(MenuScene):
    """The lesson is over: the player is ready, for a real game against the computer or the way back."""

    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, person: Seat, game_id: str | None = None):
        super().__init__(app)
        self.person = person
        self.game_id = game_id or games.of_rules(games.PILUS)[0]
        self.menu = menu_widgets.MenuList([menu_widgets.MenuItem(keyed("tutorial.pilus.play"), self.play),
                                 menu_widgets.MenuItem(keyed("tutorial.pilus.back"), app.stack.pop)], play=app.audio.play)

    def play(self):
        seats = [self.person, computer_seat(1, REAL_GAME_LEVEL)]
        self.app.input.set_seats(seats)
        self.app.stack.replace(PilusGameScene, self.game_id, seats)

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
        menu_widgets.draw_centred_menu(surface, self.menu, text.bottom + gap, text.bottom + gap + menu_h)
        ui.draw_hint(surface, menu_hint(self.app))
