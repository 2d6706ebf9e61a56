"""Challenge a friend: a finished solo game written as a challenge file (and code), a
challenge opened (a file, a pasted code, a file dropped on the window, `main.py
--challenge FILE`) and refereed, then its deal played; game.saved.challenges holds the
file format and the check, scenes.ramp.final_results the two games side by side."""
from __future__ import annotations

import logging
from functools import partial

import pygame

from game import games, i18n
from game.content.content_error import ContentError
from game.i18n import _, join, ngettext
from game.shell.input import KEYS_LEFT, Seat
from game.message_keys import keyed
from game.saved.challenge_code import challenge_code, read_code
from game.saved.challenges import Challenge, ChallengeError, load_challenge, write_challenge
from game.saved.highscores import board_set_words
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from scenes.menus.checking import checked
from scenes.menus.straight_in import person
from sprites import menu_widgets, palette, ui

_log = logging.getLogger(__name__)
CODE_LINE = 48  # characters of a code per line on screen (line breaks in it are ignored when pasted)


def offer_item(app, replay, game) -> menu_widgets.MenuItem:
    """'Challenge a friend' on the results of a finished solo game on a seeded deal."""
    written = {}  # the file this item wrote: a second press points to it rather than writing a copy
    return menu_widgets.MenuItem(_("Challenge a friend"), lambda: write_and_show(app, replay, game.scores()[0],
                                                                                 written))


def write_and_show(app, replay, score: int, written: dict | None = None):
    """Write the challenge file and say where it went, with its code (copied where there is a clipboard);
    written: {"path": the file written before for this game}, kept up to date, when there is one to reuse."""
    path = (written or {}).get("path")
    if path is not None and path.is_file():
        intro = _("Your challenge is already written, to:")
    else:
        path, problem = write_challenge(app.storage, replay, score)
        if problem:
            app.stack.push("text_page", _("Challenge a friend"), problem)
            return
        intro = _("Your challenge is written to:")
        if written is not None:
            written["path"] = path
    code = challenge_code(Challenge(replay, score))
    body = [intro, str(path), "",
            _("Send this file to a friend. They open it in Slide & Stack under Play, then Challenge a friend; or "
              "they drop it on the game's window, or double-click it where the game is in the desktop's menu.")]
    if code is None:
        body += ["", _("This game is too long for a short code: send the file.")]
    else:
        try:
            pygame.scrap.put_text(code)
            copied = _("Or send this code, which holds the same challenge (it is copied: paste it in a message):")
        except pygame.error:  # no clipboard here: the code is on screen to copy by hand
            copied = _("Or send this code, which holds the same challenge:")
        body += ["", copied, "\n".join(code[i:i + CODE_LINE] for i in range(0, len(code), CODE_LINE))]
    app.stack.push("text_page", _("Challenge a friend"), "\n".join(body))


def challenge_items(app, challenge: Challenge, replay) -> list[menu_widgets.MenuItem]:
    """On a challenge's results: both games to watch."""
    viewer = games.get(challenge.game_id).part("replay_viewer")
    return [menu_widgets.MenuItem(_("Watch {name}'s game", name=challenge.player), elide=True,
                        on_activate=lambda: app.stack.push(viewer, challenge.replay)),
            menu_widgets.MenuItem(_("Watch your game"), lambda: app.stack.push(viewer, replay))]


def open_challenge(app, source, code: str | None = None):
    """The 'challenge' scene: the challenge in the file at `source` (or a Challenge read
    already, or the pasted `code`), or a page saying in one line why it cannot be played.
    Reading and refereeing it runs off the window's thread (scenes.menus.checking)."""
    then = None if len(app.stack) else "title"  # from the command line: on to the title screen
    if isinstance(source, Challenge):
        return ChallengeScene(app, source, then)
    work = partial(load_challenge, source) if code is None else partial(read_code, code)
    named = source if code is None else "(a pasted code)"  # what the log names
    return checked(app, _("Challenge"), work, lambda done: _challenge_scene(app, named, done, then))


def _challenge_scene(app, source, done, then):
    """The challenge checked (`done`, its future) as a scene: itself, or why it cannot be played."""
    try:
        challenge = done.result()
    except ChallengeError as err:
        _log.warning("The challenge %s cannot be played: %s", source, err)
        return app.stack.make("text_page", _("Challenge"), err.in_words(), then=then)
    except ContentError as err:
        _log.warning("The challenge %s cannot be played: %s", source, err)
        return app.stack.make("text_page", _("Challenge"), _("This challenge cannot be played: the game's own "
                                                             "data files could not be read (the log names the file)."),
                              then=then)
    except Exception:  # whatever a file holds: a message, never a traceback
        _log.exception("The challenge %s cannot be played", source)
        return app.stack.make("text_page", _("Challenge"), _("This file is not a challenge, or it is damaged."),
                              then=then)
    return ChallengeScene(app, challenge, then)


class ChallengeScene(MenuScene):
    """Who challenges, at which game and deal, and the score to beat: play it or watch their game."""
    at_rest = True

    def __init__(self, app, challenge: Challenge, then: str | None = None):
        super().__init__(app)
        self.challenge = challenge
        self.then = then
        viewer = games.get(challenge.game_id).part("replay_viewer")
        self.menu = menu_widgets.MenuList([menu_widgets.MenuItem(_("Play this deal"), self.play),
                                 menu_widgets.MenuItem(_("Watch {name}'s game", name=challenge.player), elide=True,
                                             on_activate=lambda: app.stack.push(viewer, challenge.replay)),
                                 menu_widgets.MenuItem(_("Back"), self.go_back)], play=app.audio.play)

    def go_back(self):
        if self.then:
            self.app.stack.clear_to(self.then)
        else:
            self.app.stack.pop()

    def seat(self) -> Seat:
        """The person, on the device they last used (the left keys when none was)."""
        device = self.app.input.last_device
        return Seat(person(self.app).name, device if device in self.app.input.devices() else KEYS_LEFT)

    def play(self):
        c = self.challenge
        self.app.stack.push(games.get(c.game_id).part("game_screen"), c.game_id, [self.seat()], c.seed, boards=c.board_order,
                            challenge=c)

    def lines(self) -> list[str]:
        c = self.challenge
        lines = [ngettext("{name} challenges you to beat {score} point at {game}.",
                          "{name} challenges you to beat {score} points at {game}.", c.score, name=c.player,
                          score=i18n.number(c.score), game=keyed(f"games.{c.game_id}.name")),
                 _("The same deal (number {seed}): the same cards in the same order.", seed=c.seed)]
        if c.board_order is not None:
            lines.append(_("Boards played: {boards}", boards=join(board_set_words(c.board_order))))
        lines.append(_("Its moves were checked: the score is the one they make."))
        return lines

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Challenge"))
        w, h = surface.get_size()
        width = w - ui.px(surface, 160)
        row_height, bottom = menu_widgets.grown_to_150(surface, 54), ui.above_hint(surface)
        heading, lines = [(self.lines()[0], palette.ACCENT)], [(line, palette.TEXT) for line in self.lines()[1:]]
        # The lines leave room for a row of the menu above the hint: smaller, toward the floor, where they
        # would not (a large text size; the row would otherwise reach over the hint).
        scale = 1.0
        while scale > 0.5 and ui.text_size(surface, ui.BODY * scale) > ui.min_text_px(surface) and (
                top + ui.notes_height(surface, heading, width, ui.HEADING * 0.8 * scale) + ui.px(surface, 36)
                + ui.notes_height(surface, lines, width, ui.BODY * scale)
                + menu_widgets.row_px(surface, row_height) > bottom):
            scale -= 0.05
        y = ui.draw_notes(surface, heading, (w // 2, top), width, ui.HEADING * 0.8 * scale)
        y = ui.draw_notes(surface, lines, (w // 2, y + ui.px(surface, 16)), width, ui.BODY * scale)
        menu_widgets.draw_centred_menu(surface, self.menu, y + ui.px(surface, 20), bottom,
                                       row_height=row_height, gap=10)
        ui.draw_hint(surface, menu_hint(self.app))
