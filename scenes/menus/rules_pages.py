"""The rules page of each game: its engine's own page (EngineScreens.rules_page, in the game's
folder: scenes/ramp/ramp_rules_page.py, scenes/pilus/pilus_rules_page.py), a list of blocks
(scenes.shared.page_blocks), its controls as the player bound them."""
from __future__ import annotations

from game import games
from game.shell.input import Bindings
from scenes.shared.page_blocks import Block


def page(game_id: str, bindings: Bindings) -> list[Block]:
    """The rules of a game, its controls as the player bound them: its definition's page."""
    return games.get(game_id).part("rules_page")(game_id, bindings)
