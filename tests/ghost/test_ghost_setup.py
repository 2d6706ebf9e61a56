"""The setup of a seeded or daily solo game offers the ghosts there are, by name; Settings
can turn ghosts off (issue 49)."""
from datetime import datetime, timezone

import pygame

from game.saved.daily import daily_seed, utc_today
from game.saved.highscores import HighScores
from game.saved.storage import Storage
from tests.app.conftest import key_down, tap
from tools.screen_states.states_shared import solo_game


def typed_seed(app, setup, text: str):
    """Down to the deal number, Enter, the digits, Enter: as a player types it."""
    while setup.menu.focused is not setup.seed_item:
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame([pygame.event.Event(pygame.TEXTINPUT, text=text)])
    app.step_frame(tap(pygame.K_RETURN))


def test_a_deal_number_offers_no_ghost_the_master_and_your_best_by_name(app):
    played, state = solo_game("fits-mini", "Ann", 21, "easy")
    scores, __ = HighScores.load(Storage(app.storage.folder))
    scores.record_game(played, state, now=datetime(2026, 1, 1, tzinfo=timezone.utc))
    app.stack.push("table_setup", "fits-mini")
    app.step_frame()
    setup = app.stack.top
    assert setup.ghost_item not in setup.menu.items  # a random deal: nothing known to race
    typed_seed(app, setup, "21")
    assert setup.seed() == 21 and setup.ghost_item in setup.menu.items
    setup.menu.focus = setup.menu.items.index(setup.ghost_item)
    seen = [setup.ghost_item.label]
    for __ in range(3):
        app.step_frame(tap(pygame.K_RIGHT))
        seen.append(setup.ghost_item.label)
    assert seen == ["Ghost: none", "Ghost: Master", f"Ghost: Your best ({state.scores()[0]})", "Ghost: none"]
    app.step_frame(tap(pygame.K_RIGHT))  # the master
    setup.menu.focus = setup.menu.items.index(setup.start_item)
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    game = app.stack.top
    assert game.seed == 21 and game.race is not None and game.race.ghost.is_master


def test_the_daily_challenge_races_the_ghost_chosen_for_its_game(app):
    app.stack.push("daily_challenge")
    app.step_frame()
    daily = app.stack.top
    assert daily.menu.items[-2] is daily.ghost_item and daily.ghost_item.label == "Ghost: none"
    daily.menu.focus = daily.menu.items.index(daily.ghost_item)
    app.step_frame(tap(pygame.K_RIGHT))
    assert daily.ghost_item.label == "Ghost: Master"
    daily.menu.focus = 0  # Play FITS
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    game = app.stack.top
    assert game.daily == utc_today() and game.seed == daily_seed("fits", utc_today()) and game.race.ghost.is_master


def test_settings_turn_ghosts_off_and_the_setup_offers_none(app):
    app.stack.push("settings")
    app.step_frame()
    settings = app.stack.top
    settings.menu.focus = settings.menu.items.index(settings.ghosts)
    assert settings.ghosts.label == "Ghosts in solo games: offered"
    app.step_frame(tap(pygame.K_RETURN))
    assert settings.ghosts.label == "Ghosts in solo games: off" and not app.settings.ghosts
    app.step_frame([key_down(pygame.K_ESCAPE)])
    app.stack.push("table_setup", "fits")
    app.step_frame()
    setup = app.stack.top
    typed_seed(app, setup, "5")
    assert setup.seed() == 5 and setup.ghost_item not in setup.menu.items
    assert Storage(app.storage.folder).load_json("settings", {}, None)[0]["ghosts"] is False
