"""The game's version, written here only: --version, the title screen, the package (pyproject.toml)
and the app build read it. CHANGELOG.md has an entry for each version (.ci/run checks it)."""
from __future__ import annotations

from pathlib import Path

VERSION = "0.2.0"
# The oldest glibc the Linux app folder runs on: its bundled libstdc++ asks for this one
# (the build machine's, Debian 12). tools/build_app.py fails when a bundled library asks
# for a newer one; --self-check compares the system's against it.
GLIBC_BASELINE = "2.36"
# The app build writes the commit it was built from here (beside game/), so the frozen app,
# which has no git, names it as the source tree it came from does.
COMMIT_FILE = Path(__file__).resolve().parent.parent / "COMMIT"


def checkout_commit(folder: Path) -> str | None:
    """The short commit of the git checkout at `folder`, or None where it is the tagged
    release (v<VERSION>), is no checkout or has no git."""
    if not (folder / ".git").exists():
        return None
    import subprocess  # here: only --version asks, not a start
    try:
        tags = subprocess.run(["git", "tag", "--points-at", "HEAD"], cwd=folder, capture_output=True,
                              text=True, check=True).stdout.split()
        if f"v{VERSION}" in tags:
            return None
        return subprocess.run(["git", "rev-parse", "--short=10", "HEAD"], cwd=folder, capture_output=True,
                              text=True, check=True).stdout.strip() or None
    except (OSError, subprocess.CalledProcessError):
        return None


def full_version() -> str:
    """VERSION, and the commit (0.2.0+g1234abcd56) when built or run from a checkout that is not
    the tagged release: what --version prints and the app's zip is named by."""
    commit = COMMIT_FILE.read_text().strip() if COMMIT_FILE.is_file() else checkout_commit(COMMIT_FILE.parent)
    return f"{VERSION}+g{commit}" if commit else VERSION
