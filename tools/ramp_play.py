"""Ramp games played forward through their real scene, as the picture tools play them
(tools/screenshots.py, tools/screen_states/): each person drops a piece where it rests
lowest as soon as their last piece has landed, computers decide for themselves, and
round results are waved through. Also a whole solo game played by a computer
through the rules alone, for a high score table (the screenshots, the tests).
"""
from __future__ import annotations

import time

from game.ai import make_bot, observe
from game.boards.board_text import with_chosen
from game.shell.app import NOMINAL_DT
from game.content.ramp import load_edition
from game.shell.input import FIXED_DEVICES, Seat, pad_device
from game.replay import Replay
from game.rules.ramp_actions import Neutral, Place, Skip
from game.rules.ramp_deal import deal_from_seed

MAX_FRAMES = 20000


def seats(names, players: int) -> list[Seat]:
    """`players` people on the fixed devices in order, the fourth on the first pad."""
    devices = list(FIXED_DEVICES) + [pad_device(0)]
    return [Seat(names[i], devices[i]) for i in range(players)]


def decide(scene, player: int, rng, neutral_share: float = 0.0):
    """Plays a plausible move for `player`: the piece that rests lowest (the neutral piece,
    where it may be laid, `neutral_share` of the time, or when nothing else fits)."""
    game = scene.state
    legal = game.legal_actions(player)
    places = [a for a in legal if isinstance(a, Place)]
    neutrals = [a for a in legal if isinstance(a, Neutral)]
    drops = neutrals if neutrals and (not places or (neutral_share and rng.random() < neutral_share)) else places
    if not drops:
        scene.play_action(player, Skip())
        return
    scene.play_action(player, max(drops, key=lambda a: (game.board(player).landing(a.shape, a.column), rng.random())))


def play_until(app, scene, done, rng, neutral_share: float = 0.0, dt: float = NOMINAL_DT, draw: bool = True):
    """Frames of `dt` until done() holds (RuntimeError if it never does); draw=False: frames not drawn."""
    from scenes.ramp.round_results import RoundResultsScene
    for __ in range(MAX_FRAMES):
        if done():
            return
        top = app.stack.top
        if isinstance(top, RoundResultsScene):
            top.confirm()
        elif top is scene and not scene.round_over:
            for player in scene.state.pending():
                if player in scene.state.pending() and not scene.views[player].busy \
                        and player not in scene.computers:
                    decide(scene, player, rng, neutral_share)
        app.step_frame((), dt, draw=draw)
        if any(seat.thinking for seat in scene.computers.values()):
            # The window's frame-rate wait lets a computer's thread run; frames back to back
            # would starve it (numpy hands the interpreter over on every batch it weighs).
            time.sleep(0.002)
    raise RuntimeError("the game never got there")


def solo_bot_game(game_id: str, name: str, seed: int, level: str, boards=None):
    """A whole solo game played by a computer through the rules (on `boards`, a replay's
    board_order, when given): its replay and end state."""
    edition = load_edition(game_id) if boards is None else with_chosen(load_edition(game_id), boards)
    replay = Replay(game_id, (name,), seed, deal_from_seed(edition, 1, seed), (), boards)
    state = replay.new_state()
    bot = make_bot(game_id, level, seed)
    moves = []
    while not state.is_terminal():
        action = bot.choose(observe(state, 0))
        state.apply_action(0, action)
        moves.append((0, action))
    replay.moves = tuple(moves)
    return replay, state
