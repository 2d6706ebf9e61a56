"""Results of deterministic work that many tests ask for (a computer's whole game, the coach's
review of a replay): worked out once per test run and shared by every test and every worker.

    replay, state = kept("solo fits Ann 100 easy", lambda: solo_bot_game("fits", "Ann", 100, "easy"))

Each call returns a copy of its own (unpickled anew), which the caller may change. A result is
pickled in this process and into the run's folder (FOLDER: pytest's temporary
base, which the xdist workers of one run share; tests/conftest.py sets it). A file lock makes a
worker that asks for a result another is working out wait for its answer instead of working it
out again. The file's name hashes the key and the source of the code and data that make results
(game/, tools/ with this folder, levels/), so a result is never taken from other code.
"""
from __future__ import annotations

import hashlib
import pickle
from pathlib import Path
from typing import Callable

from filelock import FileLock

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("game", "tools", "levels")
FOLDER: Path | None = None  # None: results are kept in this process only

_here: dict[str, bytes] = {}
_digest: list[str] = []


def kept(key: str, make: Callable[[], object]):
    """make()'s result, worked out once per run for `key` (a string naming make's inputs in full)."""
    if key not in _here:
        _here[key] = pickle.dumps(make()) if FOLDER is None else _on_disk(key, make)
    return pickle.loads(_here[key])


def _on_disk(key: str, make):
    name = hashlib.sha256(f"{_source_digest()}\n{key}".encode()).hexdigest()[:32]
    FOLDER.mkdir(parents=True, exist_ok=True)
    path = FOLDER / f"{name}.pickle"
    with FileLock(FOLDER / f"{name}.lock"):
        if not path.exists():
            temporary = path.with_suffix(".tmp")
            temporary.write_bytes(pickle.dumps(make()))
            temporary.replace(path)
        return path.read_bytes()


def _source_digest() -> str:
    if not _digest:
        digest = hashlib.sha256()
        for folder in SOURCES:
            for path in sorted((ROOT / folder).rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    digest.update(str(path.relative_to(ROOT)).encode())
                    digest.update(path.read_bytes())
        _digest.append(digest.hexdigest())
    return _digest[0]
