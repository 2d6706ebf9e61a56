"""The scene stack (after Tuxemon's StateManager): push, pop and replace are
queued and applied between frames, never while the stack is being walked.

A scene may be `transparent`: the scenes under it still draw (a pause menu
over the game). Events go to the top scene only, on purpose: a scene that
wants to pass one down returns False from handle_event.
"""
from __future__ import annotations


class Scene:
    transparent = False  # draw the scene below first (overlays)

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


class SceneStack:
    def __init__(self):
        self._scenes: list[Scene] = []
        self._ops: list[tuple[str, Scene | None]] = []

    # Requests, applied by apply_pending() between frames.
    def push(self, scene: Scene):
        self._ops.append(("push", scene))

    def pop(self):
        self._ops.append(("pop", None))

    def replace(self, scene: Scene):
        self._ops.append(("replace", scene))

    def clear_to(self, scene: Scene):
        """Drop every scene and start over with `scene` (quit to title)."""
        self._ops.append(("clear", scene))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

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
