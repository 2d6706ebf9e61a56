"""The scene stack (after Tuxemon's StateManager): push, pop and replace are
queued and applied between frames, never while the stack is being walked.

A scene may be `transparent`: the scenes under it still draw (a pause menu
over the game). Events go to the top scene only, on purpose: a scene that
wants to pass one down returns False from handle_event.

Scenes are reached by name (as Tuxemon's push_state("Name")):
`stack.push("pause", on_restart=...)` makes the scene registered as "pause"
with the app and those arguments. The names are registered by the scenes
package (scenes/__init__.py) as 'module:attribute' text, and a module is
imported only when its scene is first made, so this package never imports the
scenes. A scene may also be given as what makes it (a Scene class or a function,
as a game's engine screens hold them: scenes.shared.engine_screens), made the same way.
"""
from __future__ import annotations

from importlib import import_module
from typing import Callable

_REGISTERED: dict[str, str] = {}  # scene name -> 'module:attribute' (a Scene class or a function making one)
_OVERLAYS: list[str] = []  # 'module:function' drawing over every screen, as function(app, surface)


def register_scenes(names: dict[str, str]):
    """Make scenes reachable by name; each target is 'module:attribute', called as
    target(app, *args, **kwargs) to make the scene."""
    _REGISTERED.update(names)


def register_overlay(target: str):
    """Draw `target` ('module:function', called as function(app, surface)) over every screen, each frame."""
    if target not in _OVERLAYS:
        _OVERLAYS.append(target)


def _resolved(target: str):
    module, _, attribute = target.partition(":")
    return getattr(import_module(module), attribute)


def scene_names() -> tuple[str, ...]:
    return tuple(_REGISTERED)


class Scene:
    transparent = False  # draw the scene below first (overlays)
    # Nothing on it moves by itself: between inputs the window may sleep and
    # skip drawing (a menu), instead of redrawing the same picture every frame.
    at_rest = False
    # Not at rest, but what moves by itself is slow (a pulse, a message that runs out, a
    # computer's answer waiting out its moment of 'thinking'): the loop draws it at a lower
    # rate (game.shell.app.CALM_RATE).
    calm = False
    # Calm: the seconds its picture is sure to stay as it is (unless an event comes), when it
    # knows (a pulse drawn in whole pixels); the loop then draws it no sooner. None: it does not know.
    unchanged_for: float | None = None
    # The music under this scene (a piece in sounds/music/); None: what the scene below plays.
    music: str | None = None

    def __init__(self, app):
        self.app = app

    def on_enter(self):
        """Pushed onto the stack (first time on top)."""

    def on_pause(self):
        """Another scene was pushed over this one."""

    def on_resume(self):
        """The scene over this one was popped; this one is on top again."""

    def on_exit(self):
        """Popped or replaced."""

    def handle_event(self, event) -> bool:
        """A raw pygame event (mouse, text, window). Return True when used."""
        return False

    def update(self, dt: float):
        """One fixed time step of dt seconds."""

    def draw(self, surface):
        """Draw the whole scene on `surface` (which has the window's current size)."""



class SeatedScene(Scene):
    """A game played at the players' seats: the input map reads them while the game is
    on the stack, and has none once it leaves, however it leaves (to the title, back to
    the setup, to its results), so a seat left waiting for its device cannot take the
    next screen's first key (game.shell.input.input_map)."""

    def take_seats(self, seats):
        self.app.input.set_seats(seats)

    def on_exit(self):
        self.app.input.set_seats([])


class MenuScene(Scene):
    """A screen built around one menu (`self.menu`): events and input go to it,
    and the back action leaves (`go_back`, which a screen may change)."""

    menu = None

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def go_back(self):
        self.app.stack.pop()

    def update(self, dt: float):
        if self.app.input.menu_pressed("back"):
            self.go_back()
        else:
            self.menu.update(self.app.input)


class SceneStack:
    def __init__(self, app=None):
        """app: what scenes made by name are given first (the App)."""
        self.app = app
        self._scenes: list[Scene] = []
        self._ops: list[tuple[str, Scene | None]] = []

    def make(self, name: str | Callable, *args, **kwargs) -> Scene:
        """The scene registered as `name` (or made by `name`, a Scene class or a function making
        one), made now with the app and these arguments."""
        if not isinstance(name, str):
            return name(self.app, *args, **kwargs)
        if name not in _REGISTERED:
            raise KeyError(f"no scene named {name!r}; scenes: {', '.join(_REGISTERED) or 'none registered'}")
        return _resolved(_REGISTERED[name])(self.app, *args, **kwargs)

    def _scene(self, scene: Scene | str | Callable, args, kwargs) -> Scene:
        # The scene is made at once, so a scene that cannot be made fails where it is asked for.
        return scene if isinstance(scene, Scene) else self.make(scene, *args, **kwargs)

    # Requests, applied by apply_pending() between frames. Each takes a scene, or a scene's
    # name or maker (class or function) with the arguments to make it.
    def push(self, scene: Scene | str | Callable, *args, **kwargs):
        self._ops.append(("push", self._scene(scene, args, kwargs)))

    def pop(self):
        self._ops.append(("pop", None))

    def replace(self, scene: Scene | str | Callable, *args, **kwargs):
        self._ops.append(("replace", self._scene(scene, args, kwargs)))

    def clear_to(self, scene: Scene | str | Callable, *args, **kwargs):
        """Drop every scene and start over with `scene` (quit to title)."""
        self._ops.append(("clear", self._scene(scene, args, kwargs)))

    @property
    def has_pending(self) -> bool:
        """Changes asked for and not applied yet."""
        return bool(self._ops)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    @property
    def music(self) -> str | None:
        """The piece the screen asks for: the top scene's, or the nearest one's below it."""
        return next((scene.music for scene in reversed(self._scenes) if scene.music), None)

    def __len__(self):
        return len(self._scenes)

    def apply_pending(self):
        while self._ops:
            op, scene = self._ops.pop(0)
            if op == "push":
                if self._scenes:
                    self._scenes[-1].on_pause()
                self._scenes.append(scene)
                scene.on_enter()
            elif op == "pop":
                if self._scenes:
                    self._scenes.pop().on_exit()
                    if self._scenes:
                        self._scenes[-1].on_resume()
            elif op == "replace":
                if self._scenes:
                    self._scenes.pop().on_exit()
                self._scenes.append(scene)
                scene.on_enter()
            elif op == "clear":
                while self._scenes:
                    self._scenes.pop().on_exit()
                self._scenes.append(scene)
                scene.on_enter()

    def handle_event(self, event) -> bool:
        top = self.top
        return bool(top and top.handle_event(event))

    def update(self, dt: float):
        # Only the top scene runs; paused scenes below keep their state.
        if self.top:
            self.top.update(dt)

    def draw(self, surface):
        # Draw from the highest opaque scene upward.
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        for scene in self._scenes[max(start, 0):]:
            scene.draw(surface)
        for overlay in _OVERLAYS:
            _resolved(overlay)(self.app, surface)
