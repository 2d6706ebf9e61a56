"""PILUS's daily challenge through the real loop: the day's deal from the date,
one person against the same hard computer as everyone (said on the screen),
played by keys to the results, which count the first attempt and give a line
to share; the score enters PILUS's high-score table; the game in progress
keeps its day; `--daily pilus` opens it straight away."""
import random
from datetime import timedelta

import pygame

from game import games
from game.saved.daily import DailyChallenges, daily_seed, outcome_of, utc_today
from game.saved.highscores import HighScores
from game.i18n import _
from game.saved.in_progress import InProgressFiles
from game.shell.input import KEYS_LEFT, Seat
from scenes.menus.daily_challenge import DailyChallengeScene
from scenes.pilus.pilus_screen import PilusGameScene
from scenes.pilus.pilus_results import PilusResultsScene
from scenes.menus.title import TitleScene
from tests.app.conftest import tap
from tests.scenes.test_pilus_game import lay_by_keys, plan, settle
from tests.scenes.test_score_chasing import DAY

LEFT_KEYS = {"left": pygame.K_a, "right": pygame.K_d, "up": pygame.K_w, "down": pygame.K_s,
             "turn": pygame.K_q, "next": pygame.K_e, "confirm": pygame.K_SPACE}
HARD = Seat("Computer 1 (hard)", "ai:hard")


def open_pilus_daily(app, monkeypatch) -> DailyChallengeScene:
    """The daily challenge screen of DAY, its focus on PILUS."""
    monkeypatch.setattr("scenes.menus.daily_challenge.utc_today", lambda: DAY)
    app.stack.push(TitleScene(app))
    daily = DailyChallengeScene(app)
    app.stack.push(daily)
    app.step_frame()
    while daily.menu.focused is not daily.game_items[-1]:
        app.step_frame(tap(pygame.K_DOWN))
    assert daily.menu.focused.label == _("Play {game}", game="PILUS")
    app.step_frame()
    return daily


def play_out(app, scene, rng):
    """The person lays a sensible tile by keys at each turn; the computer answers; until the results."""
    while app.stack.top is scene:
        settle(app, scene)
        if app.stack.top is not scene:
            break
        if scene.state.current_player == 0 and scene.choice is not None:
            if scene.must_pass:
                app.step_frame(tap(LEFT_KEYS["confirm"]))
            else:
                lay_by_keys(app, scene, plan(scene.state, 0, rng), LEFT_KEYS)
        else:
            app.step_frame(dt=0.1)
    app.step_frame()
    return app.stack.top


def test_the_pilus_daily_is_the_days_deal_against_a_hard_computer_and_its_first_result_counts(app, monkeypatch):
    daily = open_pilus_daily(app, monkeypatch)
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene, PilusGameScene)
    assert (scene.game_id, scene.seed, scene.daily) == ("pilus", daily_seed("pilus", DAY), DAY)
    assert scene.seats == [Seat("Player 1", KEYS_LEFT), HARD]
    assert app.audio.music == "pilus"
    results = play_out(app, scene, random.Random(4))
    assert isinstance(results, PilusResultsScene)
    score, outcome = scene.state.scores()[0], outcome_of(scene.state)
    assert results.kept.headlines[0][0] == _("Daily challenge {date}: this is your counting attempt.",
                                             date="Jun 1, 2025")
    said = {"won": "won", "lost": "lost", "shared": "shared win"}[outcome]
    assert results.kept.share == f"Slide & Stack daily 2025-06-01 · PILUS: {said}, {score} points"
    challenges, __ = DailyChallenges.load(app.storage)
    assert (challenges.result("pilus", DAY), challenges.outcome("pilus", DAY)) == (score, outcome)
    [entry] = HighScores.load(app.storage)[0].table("pilus")  # the person's points, not the computer's
    assert (entry.name, entry.score, entry.seed) == ("Player 1", score, daily_seed("pilus", DAY))
    # Play again: the day's deal and opponent again, a practice attempt now.
    while results.settling > 0:
        app.step_frame()
    while results.menu.focused.label != _("Play again"):
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    again = app.stack.top
    assert isinstance(again, PilusGameScene) and again is not scene
    assert (again.seed, again.daily, again.seats) == (scene.seed, DAY, scene.seats)
    # Back on the daily screen, the panel says the result and who it was against.
    again.abandon()
    app.stack.clear_to(TitleScene(app))
    app.step_frame()
    daily = DailyChallengeScene(app)
    app.stack.push(daily)
    app.step_frame()
    assert daily.share_line("pilus") == results.kept.share
    assert daily.challenges.result_text("pilus", DAY) == f"{said}, {score} points"


def test_the_daily_screen_names_the_opponent_everyone_meets(app, monkeypatch):
    from sprites import text_audit
    daily = open_pilus_daily(app, monkeypatch)
    text_audit.start_audit(app.surface)
    daily.draw(app.surface)
    texts = [note.text for note in text_audit.stop_audit()]
    assert _("Against {players}, the same for everyone", players=HARD.name) in texts
    assert _("Not played yet today.") in texts


def test_a_pilus_daily_in_progress_keeps_its_day_and_is_practice_after_it(app, monkeypatch):
    today = utc_today()
    for module in ("straight_in", "continue_game"):  # the same day throughout, even across midnight (UTC)
        monkeypatch.setattr(f"scenes.menus.{module}.utc_today", lambda: today)
    app.stack.push("daily_game", "pilus")  # main.py --daily pilus
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene, PilusGameScene) and scene.daily == today
    assert scene.seats == [Seat("Player 1", KEYS_LEFT), HARD]
    [saved], __ = InProgressFiles(app.storage).load_all()
    assert (saved.daily, saved.seats, saved.seed) == (today, tuple(scene.seats), daily_seed("pilus", today))
    app.stack.push("resumed_game", saved)
    app.step_frame()
    same_day = app.stack.top
    assert same_day.daily == today and not same_day.on_disk.practice
    late = saved.__class__(**{**saved.__dict__, "daily": today - timedelta(days=1)})
    app.stack.push("resumed_game", late)
    app.step_frame()
    assert app.stack.top.daily is None and app.stack.top.on_disk.practice


def test_pilus_is_among_the_daily_games_and_the_command_line_takes_it():
    from game.command_line import parse_args
    assert games.daily_games() == ("fits", "fits-mini", "bits", "bits-pro", "pilus")
    assert parse_args(["--daily", "pilus"]).daily == "pilus"
