"""The version a player sees: `--version` and the title screen, both from game/version.py, and the
commit beside it where the game was not built from the tagged release; each version has its
entry in CHANGELOG.md."""
import re
import subprocess
import sys
from pathlib import Path

from game import version
from game.version import VERSION, checkout_commit, full_version
from scenes.menus.title import TitleScene
from sprites import ui

ROOT = Path(__file__).resolve().parents[2]


def test_version_option_prints_the_version():
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True,
                          timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, f"slide-and-stack {full_version()}\n", "")


def test_the_title_screen_shows_the_version(app, monkeypatch):
    drawn = []
    real_render = ui.render
    monkeypatch.setattr(ui, "render", lambda text, *args: drawn.append(text) or real_render(text, *args))
    app.stack.push(TitleScene(app))
    app.step_frame()
    assert f"Version {VERSION}" in drawn


def git(folder, *args):
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t.invalid", *args], cwd=folder,
                          capture_output=True, text=True, check=True).stdout.strip()


def test_the_commit_is_named_unless_the_checkout_is_the_tagged_release(tmp_path, monkeypatch):
    git(tmp_path, "init", "-q")
    git(tmp_path, "commit", "-q", "--allow-empty", "-m", "a release")
    git(tmp_path, "tag", f"v{VERSION}")
    assert checkout_commit(tmp_path) is None
    git(tmp_path, "commit", "-q", "--allow-empty", "-m", "after it")
    assert checkout_commit(tmp_path) == git(tmp_path, "rev-parse", "--short=10", "HEAD")
    assert checkout_commit(tmp_path / "not-a-checkout") is None
    # The app folder has no git: its build wrote the commit into COMMIT.
    (tmp_path / "COMMIT").write_text("0123456789\n")
    monkeypatch.setattr(version, "COMMIT_FILE", tmp_path / "COMMIT")
    assert full_version() == f"{VERSION}+g0123456789"


def test_the_version_has_an_entry_in_the_changelog():
    """Keep a Changelog's form: a '## [VERSION] - YYYY-MM-DD' heading (.ci/run checks this test's rule too)."""
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## \[{re.escape(VERSION)}\] - \d{{4}}-\d{{2}}-\d{{2}}$", changelog, re.M)
