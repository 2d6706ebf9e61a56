"""The setup's choice of a ghost to race (game.ghost), by name: no ghost, the master, or the
player's own best game on the deal where the high scores hold one. Offered for a solo game
of a game that races, on a known deal (a deal number, the daily challenge), unless the
Settings turned ghosts off. The screen's menu item steps through them (Left, Right, confirm)
and shows `label()`."""
from __future__ import annotations

from game import games
from game.content.content_error import ContentError
from game.ghost.sources import BEST, MASTER, GhostRefused
from game.saved.best_ghost import find_ghost
from game.replay.files import rules_for
from game.i18n import _
from sprites import menu_widgets


class GhostChoice:
    def __init__(self, app, game_id: str):
        self.app = app
        self.game_id = game_id
        self.ghosts: list = [None]  # None: no ghost
        self.index = 0
        self._deal_key = None

    def offered(self, solo: bool, seed: int | None, boards=None) -> bool:
        """Whether the item is in the menu for this table; the ghosts there are, found again
        when the deal changed (keeping the one chosen where it is still there)."""
        if not (solo and seed is not None and self.app.settings.ghosts and games.get(self.game_id).races):
            return False
        key = (seed, boards)
        if key != self._deal_key:
            self._deal_key = key
            chosen = self.chosen
            self.ghosts = [None, *self._found(seed, boards)]
            names = [ghost and ghost.source for ghost in self.ghosts]
            self.index = names.index(chosen.source) if chosen is not None and chosen.source in names else 0
        return True

    def _found(self, seed: int, boards) -> list:
        found = []
        try:
            codec = games.get(self.game_id).codec
            deal = codec.make_deal(rules_for(codec, self.game_id, boards), 1, seed, None)
        except (ContentError, ValueError):  # ReplayError and DealError among them
            return found  # the setup says what is wrong with the data or the boards; no ghost to offer
        for source in (MASTER, BEST):
            try:
                found.append(find_ghost(source, self.app.storage, self.game_id, seed, deal, boards))
            except GhostRefused:
                pass  # none of that kind on this deal
        return found

    @property
    def chosen(self):
        """The Ghost to race, None for none."""
        return self.ghosts[self.index] if self.index < len(self.ghosts) else None

    def step(self, step: int):
        self.index = (self.index + step) % len(self.ghosts)

    def menu_item(self, then) -> menu_widgets.MenuItem:
        """An item that steps through the ghosts (Left, Right, confirm), then calls `then`."""
        def step(by: int):
            self.step(by)
            then()
        return menu_widgets.MenuItem("", on_activate=lambda: step(1), on_change=step, elide=True)

    def label(self) -> str:
        chosen = self.chosen
        return _("Ghost: none") if chosen is None else _("Ghost: {name}", name=chosen.name)
