"""A copy of the repository in a temporary folder, for tests that follow a recipe
of the docs (add a language, an edition, a board) without touching the real one."""
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# What a recipe never needs: history, tests, tool caches, build output, pictures of the docs.
_LEFT_OUT = shutil.ignore_patterns(".git", "tests", "__pycache__", ".pytest_cache", ".hypothesis", ".venv", "build",
                                   "dist", "screenshots", "*.egg-info", ".ruff_cache")


def copy_repository(tmp_path: Path) -> Path:
    target = tmp_path / "repo"
    shutil.copytree(ROOT, target, ignore=_LEFT_OUT)
    return target
