"""Every computer level makes the moves recorded for it in the first decisions of a few
seeded games (FITS and BITS solo, PILUS for two): a faster engine or search must leave
each level's decisions as they are (issue 47). tools/record_level_moves.py wrote the
file; rerun it only when a level is meant to play differently."""
import json
from pathlib import Path

import pytest

from game.ai import LEVELS
from tools import record_level_moves

RECORDED = json.loads(Path(record_level_moves.FILE).read_text(encoding="utf-8"))


def test_every_game_and_level_is_recorded():
    assert list(RECORDED) == [f"{game_id} {players} {seed}" for game_id, players, seed in record_level_moves.GAMES]
    assert all(list(levels) == list(LEVELS) for levels in RECORDED.values())


@pytest.mark.parametrize("game, level", [(game, level) for game in record_level_moves.GAMES for level in LEVELS])
def test_each_level_makes_the_recorded_moves(game, level):
    game_id, players, seed = game
    assert record_level_moves.level_moves(game_id, players, seed, level) == \
        RECORDED[f"{game_id} {players} {seed}"][level]
