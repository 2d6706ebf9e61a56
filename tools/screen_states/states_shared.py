"""What the screen states share: the games' and players' names, and the games and reviews
worked out once per test run (shared_results)."""
from __future__ import annotations

from pathlib import Path

from tools.screen_states.shared_results import kept
from tools import ramp_play

ROOT = Path(__file__).resolve().parents[2]  # the repository
RAMP_GAMES = ("fits", "fits-mini", "bits", "bits-pro")
GAMES = RAMP_GAMES + ("pilus",)
TUTORIALS = ("fits", "bits")  # the ramp games with a guided first game
NAMES = ("Annemarie", "Benedikt", "Cleo", "Dev")
# 20 letters, the most a name takes (W the widest letter), then long names with spaces.
LONG_NAMES = ("Maximiliansbergerhof", "W" * 20, "Anna Maria Gonzalez", "Bartholomäus Müller")
PILUS_SEED = 9
PILUS_MID_GAME = 14


def solo_game(game_id: str, name: str, seed: int, level: str, boards=None):
    """ramp_play.solo_bot_game's replay and end state; the computer plays it once per test run
    (tools/screen_states/shared_results.py), the end state is the replay played again."""
    replay = kept(f"solo game {game_id} {name!r} {seed} {level} {boards!r}",
                  lambda: ramp_play.solo_bot_game(game_id, name, seed, level, boards)[0])
    return replay, replay.play()


def reviewed(replay, key: str) -> list:
    """The coach's review of `replay` (named by `key` in full), weighed once per test run, in this
    process: one review's marks are those of any other (tests/coach/test_review.py)."""
    from game.coach.review import review
    return kept(f"review {key}", lambda: review(replay))


def tutorial_stages() -> list[str]:
    """What the PILUS tutorial shows the person, as '<step number> <look|lay|pawn|read>' (1-based)."""
    from game.content.pilus_tutorial import load_tutorial
    stages = []
    for number, step in enumerate(load_tutorial().steps, 1):
        if step.kind == "lay":
            stages += [f"{number} lay", f"{number} pawn"]
        elif step.kind != "computer":
            stages.append(f"{number} {step.kind}")
    return stages


def take_tutorial_step(scene, pawn: bool = True):
    """Do what the tutorial's step asks, as its inputs would (the spot taken; with `pawn`, the pawn step too)."""
    step = scene.mode.step
    if step.kind == "look":
        scene.recentre()
    elif step.kind == "read":
        scene.mode._advance()
    elif step.kind == "lay":
        move, choice = step.move, scene.choice
        choice.select(choice.hand.index(move.tile))
        choice.rotations[move.tile], (choice.x, choice.y) = move.rotation, (move.x, move.y)
        scene.table_input.take_spot(0, scene.turn())
        if pawn:
            choice.focus_pawn(move.pawn)
            scene.play(0, choice.action(), lifted=True)


class MasterWorking:
    """The master's score asked for and not in yet, as the results show it."""
    working, waiting, score, failed, stopped = True, True, None, False, False
    done, total = 11, 33  # at its twelfth decision

    def update(self):
        pass

    def cancel(self):
        pass

    def line(self) -> str:
        from scenes.shared.master_target import MasterTarget
        return MasterTarget.line(self)
