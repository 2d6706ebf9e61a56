"""Installed the Python way: `pip install .` gives a `slide-and-stack` command that plays from any
folder and puts one uniquely named folder into site-packages; a Python older than 3.11 is refused
in one line, by main.py and by the command, before anything fails on it."""
import os
import platform
import runpy
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from game.saved.storage import ENV_DIR
from game.version import VERSION

ROOT = Path(__file__).resolve().parents[2]
REPLAY = ROOT / "replays" / "examples" / "fits-mini-solo.json"
OLD_PYTHON = "3.10"
PIP = [sys.executable, "-m", "pip", "--disable-pip-version-check"]


def refusal(version: str) -> str:
    return f"Slide & Stack needs Python 3.11 or newer; this is {version}"


def clean_env(tmp: Path) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    return env | {ENV_DIR: str(tmp / "data")}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh virtual environment into which `pip install .` has installed this tree.
    Offline and quick: the build backend is the test environment's (requirements-dev.txt), and the
    game's requirements are read from the test environment (a .pth file) instead of downloaded.
    (With the network, a plain `pip install .` or `pipx install .` downloads them instead.)"""
    tmp = tmp_path_factory.mktemp("install")
    venv.EnvBuilder(with_pip=False).create(tmp / "venv")
    python = tmp / "venv" / "bin" / "python"
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "requirements-from-tests.pth").write_text(sysconfig.get_path("purelib") + "\n")
    subprocess.run(PIP + ["-q", "--python", str(python), "install", "--no-build-isolation", "--no-index", "--no-deps", "."],
                   cwd=ROOT, check=True, capture_output=True, timeout=300)
    return tmp


def test_pip_install_gives_one_top_level_folder_named_by_the_version_with_its_requirements_met(installed):
    # What the installed package says it needs, and whether the environment meets it, as `pip check` asks.
    said = subprocess.run([installed / "venv" / "bin" / "python", "-c", """if True:
        from importlib.metadata import requires, version
        from packaging.requirements import Requirement
        needs = [Requirement(line) for line in requires("slide-and-stack")]
        print(version("slide-and-stack"), sorted(need.name.lower() for need in needs),
              [str(need) for need in needs if not need.specifier.contains(version(need.name), prereleases=True)])"""],
                          capture_output=True, text=True, check=True, timeout=60).stdout
    needed = sorted(Requirement(line).name.lower()
                    for line in (ROOT / "requirements.txt").read_text().splitlines() if line and not line.startswith("#"))
    assert said == f"{VERSION} {needed} []\n"
    site = next((installed / "venv" / "lib").glob("python3.*/site-packages"))
    assert sorted(path.name for path in site.iterdir() if not path.name.endswith(".pth")) == [
        "slide_and_stack", f"slide_and_stack-{VERSION}.dist-info"]
    game_folder = site / "slide_and_stack"
    for data in ("levels/fits/game.toml", "levels/fits/value-round-1.npz", "levels/i18n/de", "sounds/music/menu.ogg", "icons/slide-and-stack-64.png",
                 "sprites/fonts/Lato-Bold.ttf", "game/version.py", "scenes", "main.py"):
        assert (game_folder / data).exists(), data


def test_the_installed_command_plays_a_replay_from_any_folder_as_main_py_does(installed):
    command = installed / "venv" / "bin" / "slide-and-stack"
    elsewhere = installed / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    env = clean_env(installed)
    version = subprocess.run([command, "--version"], cwd=elsewhere, env=env, capture_output=True, text=True,
                             timeout=60)
    assert (version.returncode, version.stdout, version.stderr) == (0, f"slide-and-stack {VERSION}\n", "")
    runs = [subprocess.run(start + ["--replay", str(REPLAY), "--headless"], cwd=elsewhere, env=env,
                           capture_output=True, text=True, timeout=120)
            for start in ([str(command)], [sys.executable, str(ROOT / "main.py")])]
    assert runs[0].returncode == 0 and '"finished": true' in runs[0].stdout
    assert (runs[0].returncode, runs[0].stdout, runs[0].stderr) == (runs[1].returncode, runs[1].stdout, runs[1].stderr)


def test_an_old_python_is_refused_in_one_line_before_any_import(monkeypatch, capsys):
    """main.py's guard, on this interpreter dressed as 3.10.13 (the next test runs a real 3.10)."""
    monkeypatch.setattr(sys, "version_info", (3, 10, 13, "final", 0))
    monkeypatch.setattr(platform, "python_version", lambda: "3.10.13")
    monkeypatch.setattr(sys, "argv", ["main.py", "--self-check"])
    import pkgutil  # noqa: F401  (runpy's own, imported when it runs a file)
    imported = set(sys.modules)
    with pytest.raises(SystemExit) as stop:
        runpy.run_path(str(ROOT / "main.py"), run_name="__main__")
    assert stop.value.code == refusal("3.10.13")  # printed by Python as one line, exit status 1
    assert set(sys.modules) - imported == set() and capsys.readouterr() == ("", "")


def old_python() -> str | None:
    """A Python 3.10: pyenv's (these machines and CI have one), else one on PATH."""
    roots = [os.environ.get("PYENV_ROOT"), Path.home() / ".pyenv", "/root/.pyenv"]
    found = [str(python) for root in roots if root
             for python in sorted(Path(root).glob(f"versions/{OLD_PYTHON}.*/bin/python{OLD_PYTHON}"))]
    return next(iter(found), shutil.which(f"python{OLD_PYTHON}"))


@pytest.fixture
def python_3_10() -> str:
    python = old_python()
    if python is None:
        if os.environ.get("CI"):  # CI's machines have pyenv's 3.10: never skip the check there
            pytest.fail(f"no Python {OLD_PYTHON} found (pyenv's versions/{OLD_PYTHON}.*, python{OLD_PYTHON})")
        pytest.skip(f"no Python {OLD_PYTHON} on this machine")
    return python


def test_python_3_10_is_refused_in_one_line_by_main_py_and_the_command(python_3_10, installed, tmp_path):
    version = subprocess.run([python_3_10, "-c", "import platform; print(platform.python_version())"],
                             capture_output=True, text=True, check=True).stdout.strip()
    env = clean_env(tmp_path)
    site = next((installed / "venv" / "lib").glob("python3.*/site-packages"))
    # The console command's script, run by 3.10 on the installed package.
    starts = [[python_3_10, str(ROOT / "main.py")],
              [python_3_10, str(installed / "venv" / "bin" / "slide-and-stack")]]
    for start in starts:
        for args in (["--self-check"], ["--new", "fits"], []):
            run = subprocess.run(start + args, cwd=tmp_path, capture_output=True, text=True, timeout=60,
                                 env=env | ({"PYTHONPATH": str(site)} if "bin" in start[1] else {}))
            assert (run.returncode, run.stdout, run.stderr) == (1, "", refusal(version) + "\n"), (start, args)
