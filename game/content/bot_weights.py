"""The weights a computer player's board estimate uses per round of a ramp game,
from `levels/<game>/bot-weights.toml` (written by tools/tune_ramp_eval.py).

The file is optional: a game without one, or a round it does not list, plays
with the estimate's hand-set weights. Every value is a number named by the
estimate (`names`), so a typo is an error naming the file, not a silent default.
"""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR, resolve
from game.content.toml_files import checked, read_toml
from game.untrusted import excerpt

WEIGHTS_FILE = "bot-weights.toml"


def load_bot_weights(game_id: str, names: tuple[str, ...], root=None) -> tuple[dict[str, float], ...]:
    """Per printed board in order (a [[round]] table each, as printed), the weights the
    file sets (names from `names` only)."""
    return _load(game_id, names, LEVELS_DIR if root is None else Path(root))


@lru_cache(maxsize=None)
def _load(game_id: str, names: tuple[str, ...], root: Path) -> tuple[dict[str, float], ...]:
    if not (root / game_id / WEIGHTS_FILE).exists():
        return ()
    path = resolve(root, f"{game_id}/{WEIGHTS_FILE}")
    rounds = checked(read_toml(path, root).get("round", []), list, "'round'", path)
    found = []
    for n, table in enumerate(rounds, 1):
        table = checked(table, dict, f"round {n}", path)
        weights = {}
        for key, value in table.items():
            if key not in names:
                raise ContentError(path, f"round {n}: unknown weight {excerpt(key)}; known: {', '.join(names)}")
            if type(value) not in (int, float) or not math.isfinite(value):
                raise ContentError(path, f"round {n}: {key} must be a number, not {excerpt(value)}")
            weights[key] = float(value)
        found.append(weights)
    return tuple(found)
