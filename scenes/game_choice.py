"""Choose a game: to play it (on to the table setup) or to read its rules.
The focused game's summary fills the right half of the screen."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.scene_stack import Scene
from game.i18n import _, join, ngettext
from game.message_keys import keyed
from sprites import palette, ui


@dataclass(frozen=True)
class GameInfo:
    id: str
    min_players: int
    max_players: int
    rounds: int | None  # None: a turn-based game without rounds

    @property
    def ramp(self) -> bool:
        """FITS and BITS editions: everyone plays at once on their own ramp."""
        return self.rounds is not None


GAMES = (
    GameInfo("fits", 1, 4, 4),
    GameInfo("fits-mini", 1, 4, 2),
    GameInfo("bits", 1, 4, 3),
    GameInfo("bits-pro", 1, 4, 4),
    GameInfo("pilus", 2, 4, None),
)
GAME_INFO = {game.id: game for game in GAMES}


class GameChoiceScene(Scene):
    def __init__(self, app, purpose: str = "play"):
        """purpose: 'play' opens the table setup, 'rules' the rules page."""
        super().__init__(app)
        self.purpose = purpose
        items = [ui.MenuItem(keyed(f"games.{game.id}.name"), lambda g=game.id: self.choose(g)) for game in GAMES]
        items.append(ui.MenuItem(_("Back"), app.stack.pop))
        self.menu = ui.MenuList(items, play=app.audio.play)
        self._shown = GAMES[0]  # the summary stays on the last game while Back is focused

    def choose(self, game_id: str):
        if self.purpose == "rules":
            from scenes.rules_screen import RulesScene
            self.app.stack.push(RulesScene(self.app, game_id))
        else:
            from scenes.table_setup import TableSetupScene
            self.app.stack.push(TableSetupScene(self.app, game_id))

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        if self.app.input.menu_pressed("back"):
            self.app.stack.pop()
        else:
            self.menu.update(self.app.input)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, keyed(f"choice.heading_{self.purpose}"))
        w, h = surface.get_size()
        margin = ui.px(surface, 60)
        list_w = ui.px(surface, 360)
        bottom = h - ui.px(surface, 50)
        self.menu.draw(surface, pygame.Rect(margin, top, list_w, self.menu.height(surface)))
        if self.menu.focus < len(GAMES):
            self._shown = GAMES[self.menu.focus]
        panel = pygame.Rect(margin + list_w + ui.px(surface, 40), top, 0, bottom - top)
        panel.w = w - margin - panel.x
        self._draw_summary(surface, panel, self._shown)
        ui.draw_hint(surface, _("Arrows, WASD or a gamepad to choose  ·  Enter, Space or A to select  ·  Esc to go back"))

    def _draw_summary(self, surface, panel: pygame.Rect, game: GameInfo):
        ui.draw_panel(surface, panel)
        inner = panel.inflate(-ui.px(surface, 60), -ui.px(surface, 48))
        name = ui.draw_text(surface, keyed(f"games.{game.id}.name"), ui.HEADING, palette.ACCENT, inner.topleft,
                            width=inner.w, box=inner)
        facts = [_("{min}-{max} players", min=game.min_players, max=game.max_players)]
        facts.append(ngettext("{count} round", "{count} rounds", game.rounds, count=game.rounds) if game.ramp else _("turn by turn"))
        facts_rect = ui.draw_text(surface, join(facts, style="unit"), ui.SMALL, palette.TEXT_DIM,
                                  (inner.x, name.bottom + ui.px(surface, 8)), width=inner.w, box=inner)
        legend_top = self._draw_legend(surface, inner, game)
        body = pygame.Rect(inner.x, facts_rect.bottom + ui.px(surface, 20), inner.w, 0)
        body.h = legend_top - body.y
        ui.draw_paragraphs(surface, keyed(f"games.{game.id}.summary"), ui.BODY, palette.TEXT, body)

    def _draw_legend(self, surface, inner: pygame.Rect, game: GameInfo) -> int:
        """The game's colours with their patterns, along the bottom of the panel; returns its top."""
        if game.id.startswith("bits"):
            kind, keys, heading = "bits", list(palette.BITS_STYLES), "legend.heading"
        elif game.id == "pilus":
            kind, keys, heading = "pilus", list(palette.PILUS_STYLES), "legend.heading"
        else:
            kind, keys, heading = "player", [str(i) for i in range(len(palette.PLAYER_STYLES))], "legend.players"
        draw = {"bits": palette.draw_bits_cell, "pilus": palette.draw_pilus_cell,
                "player": lambda surf, rect, key: palette.draw_player_cell(surf, rect, int(key))}[kind]
        cell = ui.px(surface, 34)
        column_w = inner.w // len(keys)
        top = inner.bottom - cell - ui.px(surface, 40)
        ui.draw_text(surface, keyed(heading), ui.SMALL, palette.TEXT_DIM, (inner.x, top), width=inner.w, box=inner)
        y = top + ui.px(surface, 30)
        for i, key in enumerate(keys):
            x = inner.x + i * column_w
            draw(surface, pygame.Rect(x, y, cell, cell), key)
            label = keyed(f"legend.{kind}.{key}")
            ui.draw_text(surface, label, ui.SMALL - 2, palette.TEXT, (x + cell + ui.px(surface, 8), y + cell // 2),
                         "midleft", width=column_w - cell - ui.px(surface, 14), box=inner)
        return top - ui.px(surface, 12)
