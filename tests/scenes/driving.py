"""Playing a ramp game through the window as players do: key taps per keyboard zone.

The helpers read what the screen shows (the hand over a ramp) to decide which
keys to press, and the engine's legal moves to decide what to aim for.
"""
import pygame

from game.shell.input import KEYS_LEFT, KEYS_RIGHT, Seat
from game.rules.ramp_actions import Neutral, Place, Skip
from tests.app.conftest import tap

ZONE_KEYS = {
    KEYS_LEFT: {"left": pygame.K_a, "right": pygame.K_d, "rotate": pygame.K_w, "drop": pygame.K_s,
                "flip": pygame.K_q, "skip": pygame.K_e, "confirm": pygame.K_SPACE},
    KEYS_RIGHT: {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "rotate": pygame.K_UP, "drop": pygame.K_DOWN,
                 "flip": pygame.K_PERIOD, "skip": pygame.K_SLASH, "confirm": pygame.K_RETURN},
}
TWO_ZONES = [Seat("Ann", KEYS_LEFT), Seat("Ben", KEYS_RIGHT)]
MAX_FRAMES = 3000  # a bound for loops that wait on the game, so a bug fails instead of hanging
PRESSES = 200  # far more presses than any walk to a column, a tile, a turn or a menu's line takes


def press_until(arrived, press, presses: int = PRESSES):
    """press() until arrived() holds: presses that stopped doing anything (a broken pad) fail
    here after `presses` instead of hanging the run."""
    for __ in range(presses):
        if arrived():
            return
        press()
    assert arrived(), f"not there after {presses} presses"


def press(app, scene, player, action, keys=ZONE_KEYS, draw=True):
    """keys: per device, each action's key, or a function pressing the action itself (a pad)."""
    device_keys = keys[scene.seats[player].device]
    if callable(device_keys):
        device_keys(action)
    else:
        app.step_frame(tap(device_keys[action]), draw=draw)


def steer(app, scene, player, shape, column, keys=ZONE_KEYS, draw=True):
    """Turn and flip the hand until it shows `shape`, then move it over `column`
    (keys: each zone's key per action, the defaults unless a test rebound them)."""
    hand = scene.hands[player]
    for _ in range(2):
        for _ in range(4):
            if hand.shape == tuple(shape):
                break
            press(app, scene, player, "rotate", keys, draw)
        if hand.shape == tuple(shape):
            break
        press(app, scene, player, "flip", keys, draw)
    assert hand.shape == tuple(shape)
    press_until(lambda: hand.column == column,
                lambda: press(app, scene, player, "left" if hand.column > column else "right", keys, draw))


def lowest_drop(game, player, kind=Place):
    """The legal drop of this kind that comes to rest lowest, leftmost first: a simple, fixed plan."""
    drops = [a for a in game.legal_actions(player) if isinstance(a, kind)]
    return max(drops, key=lambda a: (game.board(player).landing(a.shape, a.column), -a.column), default=None)


def play(app, scene, player, action, keys=ZONE_KEYS, draw=True):
    """Steer to a Place or Neutral and drop it; the skip key for anything else."""
    if isinstance(action, Neutral) and not scene.hands[player].neutral:
        press(app, scene, player, "skip", keys, draw)
    if isinstance(action, (Place, Neutral)):
        steer(app, scene, player, action.shape, action.column, keys, draw)
        press(app, scene, player, "drop", keys, draw)
    else:
        press(app, scene, player, "skip", keys, draw)
        if scene.edition.neutral is None:
            press(app, scene, player, "skip", keys, draw)  # FITS sets a piece aside on the second press


def past_the_start_pieces(app, scene, player):
    """Both seats drop their start pieces lowest, then the game runs until `player` may answer the first card."""
    for seat in (0, 1):
        play(app, scene, seat, lowest_drop(scene.state, seat))
    run_until(app, lambda: player in scene.state.pending())


def run_until(app, condition, frames=MAX_FRAMES, draw=True):
    """draw=False: the frames are stepped undrawn, and once the condition holds the picture the
    last of them would have drawn is drawn (a frame of 0 s): the same picture for less work, where
    the screen works nothing out while drawing (a ramp screen, the replay viewer)."""
    stepped = False
    for _ in range(frames):
        if condition():
            if stepped and not draw:
                app.step_frame(dt=0)
            return
        app.step_frame(draw=draw)
        stepped = True
    raise AssertionError("the game did not get there")


def highest_drop(game, player):
    """The legal drop that comes to rest highest, leftmost first: FITS pieces then stick out above the grid."""
    drops = [a for a in game.legal_actions(player) if isinstance(a, Place)]
    return min(drops, key=lambda a: (game.board(player).landing(a.shape, a.column), a.column), default=None)


def play_to_the_final_results(app, scene, person=0, frames=20000, dt=1 / 60, plan=lowest_drop, draw=True):
    """The person drops as `plan` chooses (lowest by default; sets aside where nothing is
    chosen) whenever they may; the other seats are computers and decide for themselves;
    round results are waved through. draw=False, in a game without computers (their answers
    are taken in drawn frames): the game's frames are stepped undrawn, the results' drawn, and
    the final results' first frame is drawn as it would have been (a frame of 0 s)."""
    from scenes.ramp.final_results import FinalResultsScene
    from scenes.ramp.round_results import RoundResultsScene
    assert draw or not getattr(scene, "computers", None), "a computer's answer is taken in a drawn frame"
    game = scene.state
    for _ in range(frames):
        top = app.stack.top
        if isinstance(top, FinalResultsScene):
            if not draw:
                app.step_frame(dt=0)
            return top
        if isinstance(top, RoundResultsScene):
            press(app, scene, person, "confirm")
            press(app, scene, person, "confirm")
        elif top is scene and not scene.round_over and person in game.pending():
            play(app, scene, person, plan(game, person) or Skip(), draw=draw)
        else:
            # Real worker processes think in wall time, frames count game time: wait
            # for their decisions so a busy machine cannot run the frame budget out.
            for computer in getattr(scene, "computers", {}).values():
                if computer.request is not None:
                    computer.request.result()
            app.step_frame(dt=dt, draw=draw)
    raise AssertionError("the game did not end")
