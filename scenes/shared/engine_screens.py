"""Everything the screens outside a game's folder open or draw of one rules engine, gathered in
one object per engine, in that engine's folder (scenes/ramp/ramp_screens.py,
scenes/pilus/pilus_screens.py), each part imported there; the engine's Rules name it (game.games:
Rules.screens), and GameDef.part asks it: `app.stack.push(game.part("game_screen"), ...)`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from scenes.shared.review_board import ReviewBoard


@dataclass(frozen=True)
class EngineScreens:
    """An engine's parts for the shared screens; a part left None fails, when a screen asks for
    it, with MissingPart naming it (never with another engine's part)."""
    rules_page: Callable | None = None     # rules_page(game_id, bindings): the blocks of its rules page
    control_lines: Callable | None = None  # control_lines(device, bindings): a device's controls, a line an action
    review: ReviewBoard | None = None      # the coach's review of one of its games
    # The scenes it opens, each a Scene class or a function making one, made with the app first:
    game_screen: Callable | None = None    # (app, game_id, seats, seed, ...): a game at the table
    replay_viewer: Callable | None = None  # (app, replay): a replay to watch (its moves checked already)
    lesson: Callable | None = None         # (app, game_id): its guided first game (GameDef.tutorial)
