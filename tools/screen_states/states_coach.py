"""The screen states of the coach's review: weighing, and a ramp game's and a PILUS game's review."""
from __future__ import annotations

from game.rules.ramp_actions import Skip
from tools.screen_states.states_shared import ROOT, reviewed, solo_game

REVIEWED_MOVES = 6  # the start piece and the first cards of a solo game: quick to weigh
# The reviews are the slowest states to make (the master weighs each decision): each is weighed
# once per test run and shared (reviewed()).


def _reviewed(states, game_id: str):
    """A solo game's first moves by an easy computer, and the coach's decisions on them (weighed once)."""
    key = ("review", game_id)
    if key not in states.games:
        replay, __ = solo_game(game_id, states.player_names[0], 100, "easy")
        replay.moves = replay.moves[:REVIEWED_MOVES]
        states.games[key] = (replay, reviewed(replay, f"{game_id} {states.player_names[0]!r} 100 easy "
                                                     f"{REVIEWED_MOVES}"))
    return states.games[key]


def review(states, game_id: str, step: int = 1, marks: bool = True, aside: bool = False):
    """The review stepping through its decisions (`step`: the one shown, from 0); marks False:
    a game without a marked decision; aside: the master would have set the worst one's piece
    aside, at a cost of 6.3 points (its tag over the hover lane, the longest loss line)."""
    import dataclasses
    from scenes.coach.review_screen import ReviewScene
    replay, decisions = _reviewed(states, game_id)
    scene = ReviewScene(states.app, replay)
    scene.weighing.decisions = list(decisions) if marks else []
    if aside:
        scene.weighing.decisions[0] = dataclasses.replace(decisions[0], better=Skip(), loss=6.3)
    scene.index = min(step, len(scene.weighing.decisions) - 1) if marks else 0
    return states.clear_to(scene)


def review_pilus(states):
    """The review of a PILUS game's first turns (the example replay's), on its second decision."""
    from game.replay import load_replay
    from scenes.coach.review_screen import ReviewScene
    if "review pilus" not in states.games:
        replay = load_replay(ROOT / "replays" / "examples" / "pilus-2p.json")
        replay.moves = replay.moves[:REVIEWED_MOVES]
        states.games["review pilus"] = (replay, reviewed(replay, f"pilus-2p.json {REVIEWED_MOVES}"))
    replay, decisions = states.games["review pilus"]
    scene = ReviewScene(states.app, replay)
    scene.weighing.decisions = list(decisions)
    scene.index = min(1, len(decisions) - 1)
    return states.clear_to(scene)


def review_weighing(states):
    """The review under way: its progress, the way out."""
    from scenes.coach.review_screen import ReviewScene
    replay, __ = _reviewed(states, "fits")
    scene = ReviewScene(states.app, replay)
    scene.weighing.start = lambda: None  # a picture of it halfway, weighing nothing
    scene.weighing.done, scene.weighing.total = 5, 12
    return states.clear_to(scene)
