"""A FITS piece set aside lies in the player's tray; the game resumed from its
in-progress file shows the same tray, and a new round starts with it empty."""
from game.saved.in_progress import InProgressFiles
from game.rules.ramp_actions import Skip
from tests.scenes.driving import lowest_drop, play, run_until


def settle(app, scene):
    run_until(app, lambda: not any(view.busy for view in scene.views))


def resumed(app):
    [saved], problems = InProgressFiles(app.storage).load_all()
    assert problems == []
    return app.stack.make("resumed_game", saved)


def test_a_piece_set_aside_is_in_the_tray_of_the_resumed_game(app):
    app.stack.push("new_game", "fits", seed=5)
    app.step_frame()
    scene = app.stack.top
    play(app, scene, 0, lowest_drop(scene.state, 0))  # the start piece
    settle(app, scene)
    first = scene.state.revealed
    play(app, scene, 0, Skip())  # set aside: the skip key twice
    settle(app, scene)
    second = scene.state.revealed
    play(app, scene, 0, Skip())
    settle(app, scene)
    assert scene.set_aside[0] == [first, second]

    again = resumed(app)
    assert again.set_aside == [[first, second]]
    assert again.state.revealed == scene.state.revealed
