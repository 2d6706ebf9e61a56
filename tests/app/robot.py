"""The robot of tests/app/test_robot.py: it plays the real App from a fresh data folder
only through SDL events (keys, the mouse, SDL's virtual game controllers), and looks at
what a player sees: the stack's top screen, its menu's buttons where they were drawn, the
texts drawn (sprites.text_audit). What it finds is kept as lines of words, not raised, so
one walk reports every seam it found."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.shell import scene_stack
from sprites import menu_widgets, text_audit
from tests.app.conftest import tap
from tests.app.hint_words import hint_problems, hints_drawn, on_top
from tools.text_fit import problems_in

ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
ARROW_KEYS = {1: pygame.K_DOWN, -1: pygame.K_UP}
ARROW_WORDS = {pygame.K_UP: "Up", pygame.K_DOWN: "Down", pygame.K_LEFT: "Left", pygame.K_RIGHT: "Right"}
PAD_A, PAD_B = 0, 1  # as SDL maps a virtual game controller (the contract of issue 44)
# Questions a journey of tests/app/test_robot.py answers: the walk looks at them without pressing their buttons.
ASKING = {"board_unsaved"}
OVER_A_GAME = {"pause"}  # screens over a game, whose hint line under them is the seated players'
ESC = "<esc>"  # a step of a path: Esc pressed, not a button clicked


def scene_name(scene) -> str:
    """The name a screen is registered by (the scene's class as scenes/__init__.py names it)."""
    target = f"{type(scene).__module__}:{type(scene).__qualname__}"
    return next((name for name, made in scene_stack._REGISTERED.items() if made == target), type(scene).__name__)


def text_fields(scene) -> list[menu_widgets.TextField]:
    """The text entries a screen holds (its own, and its seat rows')."""
    found = []
    for value in vars(scene).values():
        values = value if isinstance(value, list) else [value]
        for one in values:
            if isinstance(one, menu_widgets.TextField):
                found.append(one)
            elif hasattr(one, "__dict__") and not isinstance(one, type):
                found += [v for v in vars(one).values() if isinstance(v, menu_widgets.TextField)]
    return list(dict.fromkeys(found))


def _overlap(a0, a1, b0, b1) -> bool:
    return a0 < b1 and b0 < a1


def that_way(here: pygame.Rect, there: pygame.Rect, dx: int, dy: int) -> bool:
    return ((there.centerx - here.centerx) * dx if dx else (there.centery - here.centery) * dy) > 0


def in_line(here: pygame.Rect, there: pygame.Rect, dx: int) -> bool:
    """`there` shares `here`'s row (moving left or right) or column (moving up or down)."""
    return _overlap(here.top, here.bottom, there.top, there.bottom) if dx else \
        _overlap(here.left, here.right, there.left, there.right)


class Robot:
    def __init__(self, app, made: list[str]):
        """made: the names of the screens the stack made by name, or their makers (an engine's
        screens: scenes.shared.engine_screens), as they are made (a spy)."""
        self.app = app
        self.made = made
        self.reached: set[str] = set()
        self.found: list[str] = []
        self.checked: set[str] = set()
        self.pad = None  # a virtual pad, once plugged in
        self.entries: list[str] = []  # the text entries met
        # The buttons whose arrows were checked: a screen of a kind with the same buttons in the same places
        # (the on-screen keyboard of each text entry) answers each arrow as before.
        self.arrows_checked: set[tuple] = set()

    # Doing ----------------------------------------------------------------------
    @property
    def top(self):
        return self.app.stack.top

    def frame(self, events=(), draw: bool = True, dt: float | None = None):
        self.app.step_frame(list(events), draw=draw, **({"dt": dt} if dt else {}))
        self._note_reached()

    def _note_reached(self):
        if self.top is not None:
            self.reached.add(scene_name(self.top))
        self.reached.update(self.made)

    def key(self, key: int, draw: bool = True, text: str = ""):
        events = tap(key)
        if text:
            events.insert(1, pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frame(events, draw=False)
        self.frame((), draw)  # what it opened is on top now, drawn

    def type_text(self, text: str):
        self.frame([pygame.event.Event(pygame.TEXTINPUT, text=text)])

    def click(self, item: menu_widgets.MenuItem, draw: bool = True):
        pos = item.rect.center
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=pygame.BUTTON_LEFT),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=pygame.BUTTON_LEFT)], draw=False)
        self.frame((), draw)

    def hover(self, item: menu_widgets.MenuItem):
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=item.rect.center, rel=(0, 0), buttons=(0, 0, 0))],
                   draw=False)

    def pad_button(self, button: int):
        self.pad.button(button)
        self.frame()

    def pad_hat(self, x: int, y: int, draw: bool = True):
        self.pad.hat(x, y, draw)
        self.frame((), draw)

    # Looking --------------------------------------------------------------------
    def menu(self, scene=None):
        menu = getattr(scene or self.top, "menu", None)
        return menu if isinstance(menu, menu_widgets.MenuList) else None

    def buttons(self, scene=None) -> list[menu_widgets.MenuItem]:
        """The menu's buttons a player can choose: enabled and drawn."""
        menu = self.menu(scene)
        return [item for item in menu.items if item.enabled and item.rect.w and item.rect.h] if menu else []

    def button(self, text: str) -> menu_widgets.MenuItem | None:
        return next((item for item in self.buttons() if item.text == text), None)

    def readable(self, where: str):
        """One frame drawn with its texts noted: none below the readable floor."""
        text_audit.start_audit(self.app.surface)
        self.frame()
        notes = text_audit.stop_audit()
        self.found += [f"{where}: {problem}" for problem in problems_in(notes, self.app.surface.get_rect())
                       if "below the readable size" in problem]
        # A text drawn across a button's edge (a hint line over Back): the fit check sees only buttons drawn later.
        top_layer = max((note.layer for note in notes), default=0)  # what lies under a veil is background
        for note in notes:
            if note.on_screen and note.layer == top_layer and any(item.rect.colliderect(note.rect.inflate(-4, -4)) and
                                      not item.rect.contains(note.rect) for item in self.buttons()):
                self.found.append(f"{where}: {note.text!r} is drawn across a button")

    # Checks of one screen ---------------------------------------------------------
    def check_arrows(self, where: str):
        """Every button reached by the arrows from every other; each arrow lands where it points
        (in the row or column it points along, when a button lies that way there)."""
        scene = self.top
        self.frame(draw=not self.app.frame_drawn)  # laid out (by check_hints' last frame, mostly)
        items = self.buttons()
        if len(items) < 2:
            return
        buttons = (type(scene).__name__, i18n.language(),
                   tuple((item.text, tuple(item.rect), item.on_change is not None) for item in items))
        if buttons in self.arrows_checked:
            return
        self.arrows_checked.add(buttons)
        edges: dict[int, set[int]] = {n: set() for n in range(len(items))}
        for n, item in enumerate(items):
            for key, (dx, dy) in ARROWS.items():
                if dx and item.on_change:
                    continue  # left and right change its value
                self.hover(item)
                if self.menu().focused is not item:
                    continue
                self.frame(tap(key), draw=False)
                if self.top is not scene:
                    self.found.append(f"{where}: {ARROW_WORDS[key]} on {item.text!r} left the screen")
                    return
                landed = self.menu().focused
                if landed not in items:
                    continue
                edges[n].add(items.index(landed))
                self._check_landing(where, items, item, landed, key, dx, dy)
        for n, item in enumerate(items):
            seen, todo = {n}, [n]
            while todo:
                for m in edges[todo.pop()] - seen:
                    seen.add(m)
                    todo.append(m)
            lost = [items[m].text for m in range(len(items)) if m not in seen]
            if lost:
                self.found.append(f"{where}: from {item.text!r} the arrows never reach {lost[:3]}")
                break

    def _check_landing(self, where, items, item, landed, key, dx, dy):
        ahead = [other for other in items if other is not item and that_way(item.rect, other.rect, dx, dy)]
        if landed is item:
            if any(in_line(item.rect, other.rect, dx) for other in ahead):
                self.found.append(f"{where}: {ARROW_WORDS[key]} on {item.text!r} stays, with a button that way")
            return
        if not ahead:
            return  # the end of a list: it may go round
        if landed not in ahead:
            self.found.append(f"{where}: {ARROW_WORDS[key]} on {item.text!r} goes the other way, to {landed.text!r}")
        elif any(in_line(item.rect, other.rect, dx) for other in ahead) and not in_line(item.rect, landed.rect, dx):
            self.found.append(f"{where}: {ARROW_WORDS[key]} on {item.text!r} leaves its "
                              f"{'row' if dx else 'column'} for {landed.text!r}")

    def look(self):
        """A second passes, as a person takes to see a new screen (results take no input at first)."""
        for __ in range(5):
            self.frame(draw=False, dt=0.25)

    def check_screen(self, where: str):
        self.look()
        self.readable(where)
        if self.menu() is not None:
            self.check_hints(where)  # first: from the focus the screen opened on, which it leaves there
            self.check_arrows(where)

    def check_hints(self, where: str):
        """The hint line after a player moved through the menu with the arrow keys, then with the
        pad's D-pad (down and back up): it names only the device of that player."""
        scene = self.top
        for device, move in (("keys", lambda dy: self.key(ARROW_KEYS[dy], draw=False)),
                             ("pad", lambda dy: self.pad_hat(0, -dy, draw=False))):
            if device == "pad" and self.pad is None:
                continue
            menu = self.menu()
            # Away and back without going round the list's end: a long list keeps the rows it shows.
            for dy in (-1, 1) if menu.focus == len(menu.items) - 1 else (1, -1):
                move(dy)
                if self.top is not scene:
                    return  # the arrows left the screen: check_arrows says so
            with hints_drawn() as hints:
                text_audit.start_audit(self.app.surface)
                self.frame()
                top = text_audit.layer()
                text_audit.stop_audit()
            # Under a game's pause, the game's own line speaks to its seats; under any other screen
            # (the on-screen keyboard) the line below is the reader's.
            texts = on_top(hints, top) if scene_name(scene) in OVER_A_GAME else [text for text, __ in hints]
            self.found += [f"{where}: after the {device}, {problem}" for problem in hint_problems(texts, device)]

    # The walk ---------------------------------------------------------------------
    def walk(self, path: list[str], depth: int, skip=lambda text: False):
        """Check the screen on top (reached by `path` from the title), then open each of its
        buttons and what Esc opens, walk there, and come back. skip(text): a button not pressed."""
        scene, name = self.top, scene_name(self.top)
        where = " → ".join(["title", *path])
        seen_as = f"{name} {getattr(scene, 'purpose', '')}"  # the game choice is three screens
        if seen_as in self.checked:
            return
        self.checked.add(seen_as)
        self.check_screen(where)
        if depth <= 0 or name in ASKING:
            return
        asked = self.question(scene)  # a question the screen asks in its own place replaces its menu
        # A value (the language) stays; an unnamed button (a board's cell) is one of many alike.
        texts = [item.text for item in self.buttons() if not item.on_change and item.text]
        for text in [*texts, ESC]:
            if text != ESC and skip(text):
                continue
            if self.top is not scene:
                scene = self.back_to(scene, path)
                if scene is None:
                    return
                asked = self.question(scene)
            if text == ESC:
                if not path:
                    continue  # the title: Esc points at Quit
                self.key(pygame.K_ESCAPE)
                if self.top is scene:
                    self.key(pygame.K_ESCAPE)  # the first may end a wait in place (a control's new key)
                if self.top is scene:
                    self.found.append(f"{where}: Esc does nothing (a dead end; "
                                      f"{[scene_name(s) for s in self.app.stack.scenes]})")
                    return
            else:
                item = self.button(text)
                if item is None:
                    continue
                self.click(item)
            if self.top is not scene and scene in self.app.stack.scenes:
                self.walk([*path, text], depth - 1, skip)
            elif self.top is scene and any(field.editing for field in text_fields(scene)):
                self.stop_typing(scene)
                self.check_entry(scene, text, where)
            elif self.top is scene and self.asks(scene, asked):
                self.key(pygame.K_ESCAPE)
                if self.top is scene and self.asks(scene, asked):
                    self.found.append(f"{where} → {text}: Esc does not leave the question")

    def question(self, scene):
        """The menu a screen shows, and its words."""
        menu = self.menu(scene)
        return id(menu), [item.text for item in menu.items] if menu else []

    def asks(self, scene, before) -> bool:
        """Another menu with other words than `before` (question()): a question the screen asks in place."""
        menu, words = self.question(scene)
        return menu != before[0] and words != before[1]

    def check_entry(self, scene, text: str, where: str):
        """A text entry (the button `text` opened it): entered and left by the keyboard, and by a pad."""
        where = f"{where} → {text}"
        self.entries.append(where)
        item = self.button(text)
        if item is None:
            return
        self.hover(item)
        self.key(pygame.K_RETURN)
        if not any(field.editing for field in text_fields(scene)) or self.top is not scene:
            self.found.append(f"{where}: Enter does not open it")
            return self.back_to(scene, [])
        self.type_text("Ab1")
        self.stop_typing(scene)
        if self.pad is None or self.top is not scene:
            return
        item = self.button(item.text) or next((one for one in self.buttons() if one.rect == item.rect), None)
        if item is None:
            return
        self.hover(item)
        self.pad_button(PAD_A)
        if self.top is scene and not any(field.editing for field in text_fields(scene)):
            self.hover(item)  # a pad's first press at a table setup seats it: the next one is the pad's own
            self.pad_button(PAD_A)
        if scene_name(self.top) != "name_keyboard":
            self.found.append(f"{where}: a pad's A opens no on-screen keyboard ({scene_name(self.top)} on top)")
            for __ in range(3):  # the way out, for the walk to go on
                if self.top is scene and not any(field.editing for field in text_fields(scene)):
                    break
                self.key(pygame.K_ESCAPE)
            if any(field.editing for field in text_fields(scene)):
                self.found.append(f"{where}: a pad cannot leave it")
            return
        self.check_screen(f"{where} (on-screen keyboard)")
        before = self.menu().focused
        self.pad_hat(1, 0)
        if self.menu().focused is before:
            self.pad_hat(-1, 0)  # at the right end of a row
        if self.menu().focused is before:
            self.found.append(f"{where}: the D-pad does not walk the on-screen keyboard")
        self.pad_button(PAD_B)
        if self.top is not scene or any(field.editing for field in text_fields(scene)):
            self.found.append(f"{where}: a pad's B does not leave the on-screen keyboard")
            for __ in range(3):
                if self.top is scene:
                    break
                self.key(pygame.K_ESCAPE)

    def stop_typing(self, scene):
        """A text entry opened by a button: Esc leaves it, the screen stays."""
        if self.top is scene and any(field.editing for field in text_fields(scene)):
            self.key(pygame.K_ESCAPE)
            if any(field.editing for field in text_fields(scene)) or self.top is not scene:
                self.found.append(f"{scene_name(scene)}: Esc does not leave the text being typed")

    def back_to(self, scene, path: list[str]):
        """Esc until `scene` is on top again; else from the title along `path` again (the
        screen then made anew: returned, None where it is not reached so)."""
        for __ in range(4):
            if self.top is scene:
                return scene
            if scene not in self.app.stack.scenes:
                break
            self.key(pygame.K_ESCAPE)
        if self.top is scene:
            return scene
        if self.replay(path) and scene_name(self.top) == scene_name(scene):
            return self.top
        self.found.append(f"{' → '.join(['title', *path])}: not reached again along the same buttons")
        return None

    def to_title(self) -> bool:
        for __ in range(12):
            if scene_name(self.top) == "title" and len(self.app.stack.scenes) == 1:
                return True
            leave = self.leave_game_button()
            if leave is not None:
                self.click(leave)
            else:
                self.key(pygame.K_ESCAPE)
        return False

    def leave_game_button(self):
        """On a game's pause: the button that goes to the title (keeping the game, or leaving a tutorial);
        on the board editor's question: Discard."""
        if scene_name(self.top) not in ("pause", "board_unsaved"):
            return None
        if scene_name(self.top) == "board_unsaved":
            return self.button(_("Discard the changes"))
        staying = {_("Resume"), _("Undo the last move"), _("Rules and controls"), _("Restart"),
                   _("Abandon this game"), _("Everyone's controls")}
        return next((item for item in self.buttons() if item.text not in staying), None)

    def replay(self, path: list[str]) -> bool:
        if not self.to_title():
            self.found.append(f"{' → '.join(path)}: the title cannot be reached again by Esc")
            return False
        for text in path:
            if text == ESC:
                self.key(pygame.K_ESCAPE)
                continue
            item = self.button(text)
            if item is None:
                return False
            self.click(item)
        return True

    # Journeys to the screens a menu alone does not open ------------------------------------
    def choose(self, *texts: str) -> bool:
        """Click the buttons of these words, one screen after the other."""
        for text in texts:
            self.look()
            item = self.button(text)
            if item is None:
                self.found.append(f"{scene_name(self.top)}: no button {text!r}")
                return False
            self.click(item)
        return True

    def wait_for(self, names: set[str], frames: int, go_on: set[str] = frozenset()) -> bool:
        """Frames until a screen of `names` is on top; on a screen of `go_on`, Enter."""
        for __ in range(frames):
            name = scene_name(self.top)
            if name in names:
                return True
            if name in go_on:
                self.key(pygame.K_RETURN)
            else:
                self.frame(dt=0.25)  # drawn: a computer moves once its turn was seen
        self.found.append(f"{sorted(names)} never came (last: {scene_name(self.top)})")
        return False

    def leave_by_esc(self, where: str, frames: int = 8):
        """Esc (twice at most: a question first) leaves the screen on top."""
        scene = self.top
        self.look()
        for __ in range(2):
            self.key(pygame.K_ESCAPE)
            if self.top is not scene:
                return
        self.found.append(f"{where}: Esc does not leave it")
