"""The learned board value's networks for one round of a FITS game, from
`levels/<game>/value-round-<n>.npz` (written by tools/train_fits_value.py).

The file is optional: a round without one plays with the hand-made estimate.
It holds, per number of cards still to come n, the arrays n<n>_mean, _scale,
_w1, _b1, _w2, _b2 of one network (game/ai/learned_value.py, Net). A file that
is not such an archive, an array of the wrong shape or a value that is not a
finite number is an error naming the file.
"""
from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

import numpy as np

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR, read_data, resolve

PARTS = ("mean", "scale", "w1", "b1", "w2", "b2")


def value_file(game_id: str, board: int) -> str:
    """The file of printed board `board` (0..): value-round-N is the printed Nth round's board."""
    return f"{game_id}/value-round-{board + 1}.npz"


def load_value_nets(game_id: str, board: int, inputs: int, root=None) -> dict[int, tuple] | None:
    """Per number of cards to come, the arrays of PARTS of its network, which must
    take `inputs` features; None when the board has no file."""
    root = LEVELS_DIR if root is None else Path(root)
    name = value_file(game_id, board)
    if not (root / name).exists():
        return None
    path = resolve(root, name)
    try:
        with np.load(io.BytesIO(read_data(path, root)), allow_pickle=False) as archive:
            arrays = {key: archive[key] for key in archive.files}
    except (ValueError, OSError, zipfile.BadZipFile, EOFError) as exc:
        raise ContentError(path, f"not a network archive: {exc}") from None
    nets: dict[int, tuple] = {}
    for key in arrays:
        found = re.fullmatch(r"n(\d+)_(\w+)", key)
        if found is None or found[2] not in PARTS:
            raise ContentError(path, f"unknown array {key[:40]!r}")
        nets.setdefault(int(found[1]), ())
    for n in nets:
        parts = []
        for part in PARTS:
            key = f"n{n}_{part}"
            if key not in arrays:
                raise ContentError(path, f"array {key} is missing")
            a = arrays[key]
            if a.dtype.kind != "f" or not np.all(np.isfinite(a)):
                raise ContentError(path, f"array {key} must hold finite numbers")
            parts.append(a.astype(float))
        mean, scale, w1, b1, w2, b2 = parts
        hidden = b1.shape[0] if b1.ndim == 1 else -1
        if (mean.shape != (inputs,) or scale.shape != (inputs,) or w1.shape != (inputs, hidden)
                or w2.shape != (hidden,) or b2.shape != () or not np.all(scale > 0)):
            raise ContentError(path, f"the network for {n} cards to come does not take the board's "
                                     f"{inputs} features (remake the file with tools/train_fits_value.py)")
        nets[n] = tuple(parts)
    return nets
