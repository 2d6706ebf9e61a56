"""Going on with a game in progress (game.saved.in_progress): the scene of its game,
with its seats, deal and moves, as it stood when it was last written down;
and, when several games are in progress, the short list to pick one from.
"""
from __future__ import annotations

import pygame

from game.i18n import _, join, ngettext
from game.i18n import date as i18n_date
from game.saved.in_progress import HOLDS, GameInProgress, InProgressFiles
from game.message_keys import keyed
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from scenes.shared.round_words import round_words
from sprites import menu_widgets, ui


def resumed_scene(app, saved: GameInProgress):
    """The game scene going on with `saved` (a daily challenge resumed after its day is practice),
    from its state, played here from the file's moves once; a file whose moves the rules refuse
    is set aside and said instead."""
    saved = saved.resumed_on(utc_today())
    files = InProgressFiles(app.storage)
    state, problem = files.state_of(saved)
    if state is None:
        app.report(problem)
        return app.stack.make("text_page", _(HOLDS.what), problem)
    files.hold(saved)  # not offered in another window while played here
    return app.stack.make(_definition(saved).game_scene, saved.game_id, list(saved.seats), saved=saved)


# The title imports this module to say a game in progress; a start with none needs neither the
# games' registry nor the daily challenges (their dataclasses cost it about 2 ms, issue 47).
def _definition(saved: GameInProgress):
    """The definition of the game in progress (game.games)."""
    from game import games

    return games.get(saved.game_id)


def utc_today():
    """Today, as the daily challenges count days (game.saved.daily.utc_today)."""
    from game.saved.daily import utc_today as today

    return today()


def _rounds_played(saved: GameInProgress) -> str:
    progress = saved.progress  # as saved: the title plays no moves to say it
    return round_words(_definition(saved).words).round_progress(progress.round, progress.rounds)


def _moves_made(saved: GameInProgress) -> str:
    return ngettext("{count} tile laid", "{count} tiles laid", len(saved.moves), count=len(saved.moves))


# How far a game in progress is, in the words its definition names (Rules.progress).
PROGRESS = {"rounds": _rounds_played, "moves": _moves_made}


def describe(saved: GameInProgress) -> str:
    """'FITS · round 2 of 4 · Ann, Computer 1 (easy)': the game, how far it is, who plays."""
    return describe_forms(saved)[0]


def describe_forms(saved: GameInProgress) -> list[str]:
    """describe()'s line, then shorter forms for a narrow place: without who plays, then the game alone."""
    progress = PROGRESS[_definition(saved).progress](saved)
    if saved.daily is not None:
        progress = _("{progress}, daily challenge of {date}", progress=progress, date=i18n_date(saved.daily))
    if saved.challenge is not None:
        progress = _("{progress}, {name}'s challenge", progress=progress, name=saved.challenge.player)
    name = keyed(f"games.{saved.game_id}.name")
    return [_("{game}  ·  {progress}  ·  {players}", game=name, progress=progress,
              players=join(seat.name for seat in saved.seats)),
            _("{game}  ·  {progress}", game=name, progress=progress), name]


class ContinueScene(MenuScene):
    """The games in progress, the last played first: choose one to go on with."""

    at_rest = True  # a menu: it changes only on input

    def __init__(self, app, saved: list[GameInProgress]):
        super().__init__(app)
        items = [menu_widgets.MenuItem(describe(game), lambda game=game: app.stack.replace("resumed_game", game))
                 for game in saved]
        items.append(menu_widgets.MenuItem(_("Back"), app.stack.pop))
        self.menu = menu_widgets.MenuList(items, play=app.audio.play)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Continue a game"))
        w, h = surface.get_size()
        margin = ui.px(surface, 80)
        area = pygame.Rect(margin, top, w - 2 * margin, h - top - ui.px(surface, 60))
        # Many games in progress: the rows that fit above the hint line, the focused one among them.
        self.menu.draw_window(surface, pygame.Rect(area.x, area.y, area.w, min(area.h, self.menu.height(surface))),
                              design_size=ui.BODY - 4)
        ui.draw_hint(surface, menu_hint(self.app))
