"""The version a player sees: `--version` and the title screen, both from game/version.py."""
import subprocess
import sys
from pathlib import Path

from game.version import VERSION
from scenes.menus.title import TitleScene
from sprites import ui

ROOT = Path(__file__).resolve().parents[2]


def test_version_option_prints_the_version():
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True,
                          timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, f"slide-and-stack {VERSION}\n", "")


def test_the_title_screen_shows_the_version(app, monkeypatch):
    drawn = []
    real_render = ui.render
    monkeypatch.setattr(ui, "render", lambda text, *args: drawn.append(text) or real_render(text, *args))
    app.stack.push(TitleScene(app))
    app.step_frame()
    assert f"Version {VERSION}" in drawn
