"""Making a screen changes nothing on disk; what it does to the player's files
(keeping a finished game, saving a game in progress, setting a damaged file
aside) happens when it is shown. A scene is also made to look at it, or made
and then not shown (a test, a list, a stack change asked for and replaced):
the kill test once lost a game that way."""
import random
from dataclasses import replace
from pathlib import Path

from game import games
from game.saved.in_progress import InProgressFiles, in_progress_folder
from game.saved.save_writer import wait_for_saves
from tests.scenes.driving import run_until

EXAMPLES = Path(__file__).resolve().parents[2] / "replays" / "examples"
DAMAGED = b'{"format": "replay", "version": 1, "game": "fi'


def on_disk(folder: Path) -> dict:
    """Every file under `folder`: its bytes and when it was last written."""
    return {str(path.relative_to(folder)): (path.read_bytes(), path.stat().st_mtime_ns)
            for path in sorted(folder.rglob("*")) if path.is_file()}


def finished_in_progress(app, game_id: str):
    """A game of `game_id` played to its end by the rules and saved as still in progress
    (a kill between its last move and leaving in-progress/)."""
    scene = app.stack.make("new_game", game_id, 5)
    rules, moves, rng = scene.state.clone(), [], random.Random(5)
    while not rules.is_terminal():
        player = rules.pending()[0]
        action = rng.choice(list(rules.legal_actions(player)))
        rules.apply_action(player, action)
        moves.append((player, action))
    InProgressFiles(app.storage).save(replace(scene.on_disk, moves=tuple(moves)), moves)


def test_making_any_screen_changes_no_file_and_showing_it_does_what_it_must(app, tmp_path):
    finished_in_progress(app, "fits-mini")
    finished_in_progress(app, "pilus")
    unfinished = app.stack.make("new_game", "bits", 3)
    InProgressFiles(app.storage).save(unfinished.on_disk, [])
    wait_for_saves()
    saved, problems = InProgressFiles(app.storage).load_all()
    assert problems == [] and len(saved) == 3
    for name in ("highscores", "daily"):
        (tmp_path / f"{name}.json").write_bytes(b"{")
    (in_progress_folder(app.storage) / "fits-broken.json").write_bytes(DAMAGED)
    before = on_disk(tmp_path)

    made = [("title",), ("game_choice", "play"), ("game_choice", "rules"), ("table_setup", "fits"),
            ("rules", "pilus"), ("settings",), ("controls",), ("high_scores",), ("daily_challenge",),
            ("continue", saved), *[("resumed_game", game) for game in saved],
            *[("new_game", game_id) for game_id in games.ids()],
            *[("daily_game", game_id) for game_id in games.daily_games()],
            *[("replay", example) for example in sorted(EXAMPLES.glob("*.json"))]]
    for name, *args in made:
        app.stack.make(name, *args)
        wait_for_saves()
        assert on_disk(tmp_path) == before, f"making {name} {args} changed files"

    # Shown, each does its part: the title reads the games in progress (setting the
    # damaged one aside), the tables read theirs, a finished game is kept.
    for name in ("title", "high_scores", "daily_challenge"):
        app.stack.push(name)
        app.step_frame()
    assert sorted(p.name.split(".damaged-")[0] for p in tmp_path.rglob("*.damaged-*")) == \
        ["daily.json", "fits-broken.json", "highscores.json"]
    [pilus] = [game for game in saved if game.game_id == "pilus"]
    app.stack.push("resumed_game", pilus)
    app.step_frame()
    resumed = app.stack.top
    run_until(app, lambda: app.stack.top is not resumed)  # on to its results
    assert not pilus.path.exists() and list((tmp_path / "replays").glob("pilus-*.json"))
