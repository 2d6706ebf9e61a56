"""High scores, daily challenges and replays in the window, through the real
App loop, headless: solo games played by injected keys to their final results,
then the high-score table and the replays it opens."""
import json
import shutil
from datetime import date
from pathlib import Path

import pygame

from game.saved.daily import DailyChallenges, daily_seed
from game.saved.highscores import Entry, HighScores, replays_folder
from game.shell.input import KEYS_LEFT, Seat
from game.replay import load_replay
from game.i18n import _
from game.message_keys import keyed
from scenes.menus.daily_challenge import DailyChallengeScene
from scenes.ramp.final_results import FinalResultsScene
from scenes.shared.finished_game import keep_finished_game
from scenes.menus.high_scores import HighScoresScene
from scenes.pilus.pilus_replay import ReplayPlayer
from scenes.pilus.pilus_results import PilusResultsScene
from scenes.ramp.ramp_screen import RampGameScene
from scenes.ramp.replay_viewer import ReplayViewerScene
from scenes.menus.title import TitleScene
from sprites import palette
from tests.app.conftest import click, key_down, tap
from tests.scenes.driving import play_to_the_final_results, run_until

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"
DAY = date(2025, 6, 1)
ANN = Seat("Ann", KEYS_LEFT)
MAX_FRAMES = 20000


def solo_game(app, game_id="fits-mini", seed=21) -> tuple[RampGameScene, FinalResultsScene]:
    app.stack.push(TitleScene(app))
    scene = RampGameScene(app, game_id, [ANN], seed)
    app.stack.push(scene)
    app.step_frame()
    return scene, play_to_the_final_results(app, scene, draw=False)


def open_high_scores(app) -> HighScoresScene:
    app.stack.push(HighScoresScene(app))
    app.step_frame()
    return app.stack.top


def test_a_solo_game_enters_the_table_and_keeps_a_replay_that_plays_to_the_same_score(app):
    scene, final = solo_game(app)
    score = scene.state.scores()[0]
    assert final.kept.place == 0
    assert final.kept.headlines == [(_("New best score: first in the high-score table"), palette.ACCENT)]
    # Said in words a player uses, with no file names or folders.
    assert (_("Replay saved: watch it from High scores"), palette.TEXT_DIM) in final.kept.notes
    assert "Replay saved: watch it from High scores" in [text for text, __ in final.kept.notes]
    assert not any(final.kept.replay_name in text or str(app.storage.folder) in text for text, __ in final.kept.notes)
    [entry] = HighScores.load(app.storage)[0].table("fits-mini")
    assert (entry.name, entry.score, entry.seed) == ("Ann", score, 21)
    assert entry.rating == scene.state.rating(0).title
    replay = load_replay(replays_folder(app.storage) / entry.replay)
    assert replay.play().scores() == [score]
    app.step_frame()  # the results screen draws its lines without trouble


def test_the_high_score_table_opens_the_replay_of_an_entry(app):
    scene, __ = solo_game(app)
    app.stack.clear_to(TitleScene(app))
    table = open_high_scores(app)
    assert table.game_id == "fits"
    app.step_frame(tap(pygame.K_RIGHT))  # on to FITS compact
    assert table.game_id == "fits-mini" and len(table.rows) == 1
    app.step_frame(click(table.rows[0].item.rect.center))
    app.step_frame()
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewerScene)
    app.step_frame(tap(pygame.K_4))
    run_until(app, lambda: viewer.finished, frames=MAX_FRAMES)
    assert viewer.problem is None and viewer.state.scores() == scene.state.scores()
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is table


def test_a_damaged_high_score_file_is_said_and_the_table_still_works(app):
    (app.storage.folder / "highscores.json").write_text("{ not a table", encoding="utf-8")
    table = open_high_scores(app)
    assert table.problem and "highscores.json" in table.problem
    app.step_frame()  # drawn with its message
    app.step_frame(tap(pygame.K_LEFT))
    assert table.game_id == "pilus" and table.rows == []
    app.step_frame(tap(pygame.K_ESCAPE))
    solo_game(app)
    again = open_high_scores(app)
    assert again.problem is None
    again.change_game(1)
    assert [row.entry.name for row in again.rows] == ["Ann"]


def test_the_daily_challenge_deals_the_days_deal_and_a_second_attempt_is_practice(app, monkeypatch):
    monkeypatch.setattr("scenes.menus.daily_challenge.utc_today", lambda: DAY)
    app.stack.push(TitleScene(app))
    app.stack.push(DailyChallengeScene(app))
    app.step_frame()
    daily = app.stack.top
    app.step_frame(tap(pygame.K_DOWN))  # FITS compact
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene, RampGameScene)
    assert (scene.game_id, scene.seed, scene.daily) == ("fits-mini", daily_seed("fits-mini", DAY), DAY)
    assert scene.seats == [Seat("Player 1", KEYS_LEFT)]
    first = play_to_the_final_results(app, scene, draw=False)
    score = scene.state.scores()[0]
    assert first.kept.headlines[0][0] == _("Daily challenge {date}: this is your counting attempt.", date="Jun 1, 2025")

    first.play_again()  # the same deal again: practice
    app.step_frame()
    second_scene = app.stack.top
    assert second_scene.seed == scene.seed and second_scene.daily == DAY
    second = play_to_the_final_results(app, second_scene, draw=False)
    assert second.kept.headlines[0][0] == _("Daily challenge {date}: practice (attempt {number}); your counting score today is {score}.", number=2, date="Jun 1, 2025", score=score)
    challenges, __ = DailyChallenges.load(app.storage)
    assert challenges.result("fits-mini", DAY) == score
    assert challenges.practice("fits-mini", DAY) == [second_scene.state.scores()[0]]
    daily.on_resume()
    assert daily.challenges.result("fits-mini", DAY) == score


def test_the_daily_challenge_takes_a_name_and_gives_a_line_to_share(app, monkeypatch):
    monkeypatch.setattr("scenes.menus.daily_challenge.utc_today", lambda: DAY)
    app.stack.push(TitleScene(app))
    daily = DailyChallengeScene(app)
    app.stack.push(daily)
    app.step_frame()
    assert daily.share_line("fits-mini") is None  # nothing played yet today
    while daily.menu.focused is not daily.name_item:
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame([key_down(pygame.K_BACKSPACE)] * 20 + [pygame.event.Event(pygame.TEXTINPUT, text="Zoe")])
    app.step_frame(tap(pygame.K_RETURN))
    for __ in range(len(daily.menu.items) - 1):  # up, past the name, to FITS compact
        if daily.menu.focused is daily.game_items[1]:
            break
        app.step_frame(tap(pygame.K_UP))
    app.step_frame(tap(pygame.K_RETURN))
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene, RampGameScene) and scene.seats == [Seat("Zoe", KEYS_LEFT)]
    final = play_to_the_final_results(app, scene, draw=False)
    score = scene.state.scores()[0]
    final.to_title()
    app.step_frame()
    daily = DailyChallengeScene(app)
    app.stack.push(daily)
    app.step_frame()
    line = daily.share_line("fits-mini")
    rating = scene.state.rating(0)
    assert line == f"Slide & Stack daily 2025-06-01 · FITS compact: {score} points · {keyed(rating.title)}"
    while daily.menu.focused is not daily.share_item:
        app.step_frame(tap(pygame.K_DOWN))
    app.step_frame(tap(pygame.K_RETURN))
    assert daily.copied == _("Copied: paste it in a chat") and pygame.scrap.get_text() == line


def watch_pilus(app, scene):
    assert isinstance(scene.mode, ReplayPlayer)
    app.stack.push(scene)
    app.step_frame()
    app.step_frame(tap(pygame.K_4))
    assert scene.mode.playback.speed == 4
    for __ in range(MAX_FRAMES):
        if app.stack.top is not scene:
            break
        assert scene.curtain_for is None  # nobody's hand to hide
        app.step_frame(dt=0.1)
    return app.stack.top


def test_a_pilus_replay_plays_back_to_the_end_from_the_command_line(app):
    path = EXAMPLES / "pilus-2p.json"
    scene = app.stack.make("replay", str(path))  # the first scene of `main.py --replay FILE`
    results = watch_pilus(app, scene)
    assert isinstance(results, PilusResultsScene) and results.watching
    expected = load_replay(path).play()
    assert scene.state.is_terminal() and scene.state.scores() == expected.scores()
    assert scene.mode.feed.index == len(scene.mode.feed.moves)
    assert not (app.storage.folder / "replays").exists()  # watching keeps nothing
    while results.settling > 0:  # the end is seen before a key is taken
        app.step_frame()
    app.step_frame(tap(pygame.K_RETURN))  # Back: opened from the command line, on to the title screen
    app.step_frame()
    assert isinstance(app.stack.top, TitleScene)


def test_a_pilus_replay_pauses_and_opens_from_the_high_score_table(app):
    folder = replays_folder(app.storage)
    folder.mkdir(parents=True)
    shutil.copy(EXAMPLES / "pilus-2p.json", folder / "pilus-example.json")
    HighScores(app.storage).add("pilus", Entry("Ann", 40, None, "2025-06-01T10:00:00+00:00", 2026,
                                               "pilus-example.json"))
    app.stack.push(TitleScene(app))
    table = open_high_scores(app)
    table.change_game(-1)
    assert table.game_id == "pilus"
    table.rows[0].item.on_activate()
    app.step_frame()
    scene = app.stack.top
    assert isinstance(scene.mode, ReplayPlayer)
    app.step_frame(tap(pygame.K_SPACE))
    assert scene.mode.playback.paused
    for __ in range(50):
        app.step_frame(dt=0.1)
    assert scene.moves == []
    app.step_frame(tap(pygame.K_SPACE))
    run_until(app, lambda: scene.moves, frames=MAX_FRAMES)
    app.step_frame(tap(pygame.K_ESCAPE))
    app.step_frame()
    assert app.stack.top is table


def test_a_replay_that_cannot_be_saved_is_said_on_the_results_screen(app):
    scene, __ = solo_game(app)
    blocked = app.storage.folder / "blocked"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    app.storage.folder = blocked
    kept = keep_finished_game(app, scene.replay(), scene.state, scene.seats)
    # Nothing claimed that is not stored, and the game is said to be kept to continue.
    assert kept.replay_name is None and kept.place is None and not kept.stored and kept.headlines == []
    problems = [text for text, colour in kept.notes if colour == palette.WARNING]
    assert any(text.startswith(f"Could not save {blocked / 'replays'}: ") for text in problems)
    assert problems[-1].startswith("The game is kept: it stays under Continue on the title screen")
    app.stack.replace(FinalResultsScene(app, scene.game_id, scene.state, scene.seats, kept))
    app.step_frame()
    app.step_frame()


def test_the_high_score_screen_charts_the_last_games_totals(app):
    """Every solo game counts among the recent totals, in the table or not; an older
    file without them still loads."""
    totals = []
    for __ in range(2):
        scene, final = solo_game(app)
        totals.append(scene.state.scores()[0])
        final.to_title()
        app.step_frame()
    table = open_high_scores(app)
    while table.game_id != "fits-mini":
        app.step_frame(tap(pygame.K_RIGHT))
    assert table.scores.recent("fits-mini") == totals
    app.step_frame()  # the chart draws
    path = app.storage.path("highscores")
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["recent"]
    path.write_text(json.dumps(data), encoding="utf-8")
    scores, problem = HighScores.load(app.storage)
    assert problem is None and scores.recent("fits-mini") == [] and len(scores.table("fits-mini")) == 2
