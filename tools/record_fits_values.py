#!/usr/bin/env python3
"""Record what the FITS computer players judge, to the bit, so that a change meant
to make them faster can be checked to change no value and no move.

It writes tests/ai/data/fits-values.json: for boards met in seeded random play on
every board of both FITS editions (holes, wanted fields, rows at every height), the hand-made
estimate, the learned value and (for some) the learned value's input, each float as
float.hex(); and the moves a searching computer player (hard's work as it was
when the file was first written, fixed here so a level's new settings need no new
record) makes in the first round of a seeded game. tests/ai/test_fits_values.py checks the game still gives exactly
these. Regenerate only when a value is meant to change (a new estimate, new
weights or nets):

  python tools/record_fits_values.py
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import json
import random
from pathlib import Path

from game.ai import observe
from game.ai.ramp_bot import RampBot, _board_value, _shapes, fits_value
from game.content.ramp import load_edition
from game.replay import parse_replay
from game.rules.ramp_board import RampBoard

FILE = Path(__file__).resolve().parent.parent / "tests" / "ai" / "data" / "fits-values.json"
GAMES = ("fits", "fits-mini")  # between them, every board rule of FITS
DEALS = 2           # seeded random rounds per board
SEED = 4242
MOVES_SEED = 3005   # the seeded game whose first round's moves are recorded
MOVES = 16          # decisions recorded (FITS's first round)
# The search whose moves are recorded: hard's work when the record was first written.
SEARCH = {"look_ahead": 12, "finalists": 8, "steps": 260, "rollouts": 64, "depth": 3, "boards": 4000}


def boards(game_id: str, round_index: int) -> list[tuple[tuple[str, ...], int]]:
    """(rows, rest mask) of boards met in seeded random play of one round: every
    answer to each card, and a random one of them played on."""
    edition = load_edition(game_id)
    rng = random.Random(f"{SEED}/{game_id}/{round_index}")
    found = []
    for _ in range(DEALS):
        board = RampBoard(edition.width, edition.height, edition.allow_above)
        order = list(edition.build)
        rng.shuffle(order)
        rest = (1 << len(edition.build)) - 1
        for piece in order:
            rest &= ~(1 << edition.build.index(piece))
            answers = []
            for shape in _shapes(game_id, piece):
                for column, row in board.drops(shape):
                    after = board.copy()
                    after.place(shape, column, row)
                    answers.append(after)
            found += [(after.to_rows(), rest) for after in answers]
            # The same boards as if no card were left: the round's end.
            found += [(after.to_rows(), 0) for after in answers[::5]]
            if answers:
                board = rng.choice(answers)
    return found


def judged(game_id: str, round_index: int, cases) -> dict:
    """Each board's estimate, learned value and the learned value's input, as hex."""
    estimate = fits_value(game_id, round_index)
    learned = _board_value(game_id, round_index, ())
    edition = load_edition(game_id)
    made = [RampBoard.from_rows(rows, edition.allow_above) for rows, _ in cases]
    rests = [rest for _, rest in cases]
    values = learned.estimate_many(made, rests)
    picked = [(board, rest) for board, rest in list(zip(made, rests))[::10] if rest]
    return {
        "boards": [["".join(rows), rest] for rows, rest in cases],
        "estimate": [estimate.estimate(board, rest).hex() for board, rest in zip(made, rests)],
        "learned": [value.hex() for value in values],
        # The input of every tenth board still with cards to come (it is long).
        "features": [[x.hex() for x in row] for row in learned.features.many(learned.base.judge(
            [board for board, rest in picked], [rest for _, rest in picked])).tolist()],
    }


def hard_moves() -> list[str]:
    """repr() of each move the SEARCH player makes in the first decisions of a seeded FITS solo game."""
    replay = parse_replay({"format": "replay", "version": 1, "game": "fits", "players": ["Bot 1"],
                           "seed": MOVES_SEED})
    state = replay.new_state()
    bot = RampBot("fits", "hard", MOVES_SEED * 10, **SEARCH)
    moves = []
    while len(moves) < MOVES:
        action = bot.choose(observe(state, 0))
        state.apply_action(0, action)
        moves.append(repr(action))
    return moves


def record() -> dict:
    return {"games": {game_id: [judged(game_id, r, boards(game_id, r)) for r in range(load_edition(game_id).rounds)]
                      for game_id in GAMES},
            "hard_moves": {"game": "fits", "seed": MOVES_SEED, "moves": hard_moves()}}


if __name__ == "__main__":
    FILE.parent.mkdir(parents=True, exist_ok=True)
    FILE.write_text(json.dumps(record(), indent=0) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")
