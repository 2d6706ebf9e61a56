"""A game in progress is read once (issues 43 and 47): the title says how far it is from the
progress its file keeps, without playing a move; Continue plays the moves once into the game's
state and the screen goes on from it, exactly where an uninterrupted game would be; an older
file, without the progress, is played through on the title and resumes the same."""
import json
import random

import pytest

from game.rules.pilus_game import PilusGame
from game.rules.ramp_actions import Skip
from game.rules.ramp_game import RampGame
from game.saved.in_progress import GameInProgress, InProgressFiles, in_progress_folder
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Seat
from game.shell.input.seats import pad_device
from scenes.ramp.round_results import RoundResultsScene
from tests.resume.game_states import seen
from tools.bench_start import four_players_played
from tests.scenes.driving import TWO_ZONES, lowest_drop, press
from tests.scenes.test_pilus_game import plan
from scenes.ramp.ramp_screen import RampGameScene
from scenes.pilus.pilus_screen import PilusGameScene

# People only: a computer would think (and play moves on its own copies) as soon as the game shows.
FOUR = [Seat(name, device) for name, device in
        (("Ann", KEYS_LEFT), ("Ben", KEYS_RIGHT), ("Cy", MOUSE), ("Di", pad_device(0)))]


def four_round_game(app, rounds_played=3, seed=7):
    """A four-player FITS game saved as the game saves one, `rounds_played` rounds played."""
    deal, game, moves = four_players_played(rounds_played, seed)
    saved = GameInProgress("fits", tuple(FOUR), seed, deal)
    saved.state = game
    assert InProgressFiles(app.storage).save(saved, moves) is None
    InProgressFiles(app.storage).let_go(saved)
    return saved


def counting_moves(monkeypatch, kind) -> list:
    """Every move the rules engine `kind` is asked to apply from now on."""
    applied, apply = [], kind.apply_action
    monkeypatch.setattr(kind, "apply_action", lambda self, p, a: (applied.append(a), apply(self, p, a))[1])
    return applied


def start(app, name, *args, **kwargs):
    app.stack.push(name, *args, **kwargs)
    app.step_frame()
    return app.stack.top


def test_the_title_lists_a_four_round_game_without_playing_it_and_continue_plays_it_once(app, monkeypatch):
    saved = four_round_game(app)
    four_round_game(app, rounds_played=1, seed=8)  # two games: the title's Continue leads to the list
    applied = counting_moves(monkeypatch, RampGame)
    title = start(app, "title")
    assert title.menu.items[0].label == "Continue a game (2 in progress)"
    title.menu.items[0].on_activate()
    app.step_frame()
    labels = [item.label for item in app.stack.top.menu.items]
    assert "FITS  ·  round 4 of 4  ·  Ann, Ben, Cy, and Di" in labels
    assert "FITS  ·  round 2 of 4  ·  Ann, Ben, Cy, and Di" in labels
    assert applied == []  # no move played to say how far the games are
    app.stack.top.menu.items[labels.index("FITS  ·  round 4 of 4  ·  Ann, Ben, Cy, and Di")].on_activate()
    app.step_frame()
    resumed = app.stack.top
    assert type(resumed).__name__ == "RampGameScene" and resumed.round_shown == 3
    assert len(applied) == len(saved.moves)  # each move played once, on Continue
    assert seen(resumed.state) == seen(saved.replay.play())


def test_an_older_file_without_its_progress_is_played_through_on_the_title_and_resumes(app):
    saved = four_round_game(app, rounds_played=2)
    wait_for_saves()
    [path] = in_progress_folder(app.storage).glob("*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["progress"] == {"moves": len(saved.moves), "over": False, "round": 3, "rounds": 4}
    del data["progress"]
    path.write_text(json.dumps(data), encoding="utf-8")
    title = start(app, "title")
    assert title.menu.items[0].label.startswith("Continue: FITS  ·  round 3 of 4")
    [read], problems = InProgressFiles(app.storage).load_all()
    assert problems == [] and read.progress == saved.progress
    resumed = start(app, "resumed_game", read)
    assert seen(resumed.state) == seen(saved.replay.play()) and resumed.moves == list(saved.moves)


# A ramp game -------------------------------------------------------------------

def ramp_policy(game, player, count):
    """A fixed plan that sets FITS pieces aside now and then, so the trays have something in them."""
    if count % 4 == 3 and Skip() in game.legal_actions(player):
        return Skip()
    return lowest_drop(game, player) or game.legal_actions(player)[0]


def play_ramp(app, scene, until: int):
    """Play the plan through the scene's move door until `until` moves are made, the round
    results waved through, every slide landed. The frames waited are not drawn: the ramp
    screen works nothing out while drawing, and what is compared is the game's and the ramps' state."""
    for _ in range(20000):
        if app.stack.top is not scene:
            assert isinstance(app.stack.top, RoundResultsScene)
            press(app, scene, 0, "confirm")
        elif len(scene.moves) >= until:
            if not scene.round_over and not any(view.busy for view in scene.views):
                return
            app.step_frame(draw=False)  # a round just ended: its results come and go first
        elif scene.round_over or not scene.state.pending() or any(view.busy for view in scene.views):
            app.step_frame(draw=False)  # each piece lands before the next is dropped, as people play
        else:
            player = scene.state.pending()[0]
            scene.play_action(player, ramp_policy(scene.state, player, len(scene.moves)))
    raise AssertionError("the game did not get there")


def shown(scene) -> dict:
    """What the ramps' screen shows of the game: each ramp's board, cells and laid pieces, the
    trays, the round, the hands."""
    return {"round": scene.round_shown, "over": scene.round_over, "trays": [list(tray) for tray in scene.set_aside],
            "ramps": [(view.board.id, view.rows, list(view._pieces)) for view in scene.views],
            "hands": [(hand.piece, hand.shape) for p, hand in enumerate(scene.hands) if p in scene.state.pending()],
            "game": seen(scene.state),
            "moves": list(scene.moves)}


def resumed_from_disk(app):
    wait_for_saves()
    [saved], problems = InProgressFiles(app.storage).load_all()
    assert problems == []
    return saved


@pytest.mark.parametrize("game_id, seed, cut", [("fits", 11, 23), ("bits", 12, 31)])
def test_a_resumed_ramp_game_goes_on_as_the_game_never_left(app, game_id, seed, cut):
    whole = start(app, RampGameScene, game_id, TWO_ZONES, seed)
    play_ramp(app, whole, cut)
    at_cut = shown(whole)
    play_ramp(app, whole, cut + 12)
    whole.abandon()

    before = start(app, RampGameScene, game_id, TWO_ZONES, seed)
    play_ramp(app, before, cut)
    InProgressFiles(app.storage).let_go(before.on_disk)
    resumed = start(app, "resumed_game", resumed_from_disk(app))
    assert shown(resumed) == at_cut
    if game_id == "fits":
        assert any(resumed.set_aside)  # the trays kept what the round set aside
    play_ramp(app, resumed, cut + 12)
    assert shown(resumed) == shown(whole)


# PILUS -------------------------------------------------------------------------

class Planned:
    """A seat's moves from a fixed plan (tests.scenes.test_pilus_game.plan), while the game
    has fewer than `until` moves: then the seat waits."""

    def __init__(self, until: int):
        self.until = until

    def poll(self, game: PilusGame, player: int):
        if len(game.table.laid()) - 1 >= self.until:  # the start tile lies there from the deal
            return None
        return plan(game, player, random.Random(len(game.table.laid()) * 7 + player))


def play_pilus(app, scene, until: int):
    for controller in scene.controllers:
        controller.until = until
    for _ in range(5000):
        if len(scene.moves) >= until and not scene.busy:
            return
        app.step_frame(dt=0.1)
    raise AssertionError("the game did not get there")


def test_a_resumed_pilus_game_goes_on_as_the_game_never_left(app):
    seats = [Seat("Ann", KEYS_LEFT), Seat("Ben", KEYS_RIGHT)]
    whole = start(app, PilusGameScene, "pilus", seats, 5, [Planned(0), Planned(0)])
    play_pilus(app, whole, 16)
    whole.abandon()

    before = start(app, PilusGameScene, "pilus", seats, 5, [Planned(0), Planned(0)])
    play_pilus(app, before, 9)
    InProgressFiles(app.storage).let_go(before.on_disk)
    saved = resumed_from_disk(app)
    assert saved.progress.moves == 9 and saved._state is None  # the title would read no move of it
    assert InProgressFiles(app.storage).state_of(saved)[1] is None
    resumed = start(app, PilusGameScene, "pilus", seats, controllers=[Planned(9), Planned(9)], saved=saved)
    assert resumed.state is saved.state and seen(resumed.state) == seen(before.state)
    play_pilus(app, resumed, 16)
    assert seen(resumed.state) == seen(whole.state) and resumed.moves == whole.moves
