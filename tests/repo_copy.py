"""A copy of the repository in a temporary folder, for tests that follow a recipe
of the docs (add a language, an edition, a board) without touching the real one."""
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# What a recipe never needs: history, tests, tool caches, build output, pictures of the docs. The
# compiled modules come along, as a player's copy keeps them: the copy's commands read them instead of
# compiling the code again (Python compiles anew what a recipe edits: a module's time and size changed).
_LEFT_OUT = shutil.ignore_patterns(".git", "tests", ".pytest_cache", ".hypothesis", ".venv", "build",
                                   "dist", "screenshots", "*.egg-info", ".ruff_cache")


def copy_repository(tmp_path: Path) -> Path:
    target = tmp_path / "repo"
    shutil.copytree(ROOT, target, ignore=_LEFT_OUT)
    return target
