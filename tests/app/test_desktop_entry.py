"""`--install-desktop` / `--uninstall-desktop`: the menu entry starts the game from where it lies."""
import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game.shell import desktop_entry
from game.version import full_version
from tests.app import desktop_tools_stand_in

ROOT = Path(__file__).resolve().parents[2]
MAIN = ROOT / "main.py"
SOURCE_LAUNCHER = [sys.executable, str(MAIN)]
pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG desktop entries are for Linux")


def read_entry(path: Path, group: str = "Desktop Entry") -> dict[str, str]:
    """The keys of one group of the entry file."""
    lines = path.read_text("utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    start = lines.index(f"[{group}]") + 1
    body = []
    for line in lines[start:]:
        if line.startswith("["):
            break
        body.append(line)
    return dict(line.split("=", 1) for line in body if line and not line.startswith("#"))


def exec_argv(value: str) -> list[str]:
    """The arguments a desktop reads from an Exec= value, as the XDG spec says:
    string escapes first, then double-quoted arguments with backslash escapes, then %%."""
    assert "\\" not in value.replace("\\\\", "")  # a string value escapes nothing but the backslash
    text = value.replace("\\\\", "\\")
    argv, current, quoted, i = [], None, False, 0
    while i < len(text):
        ch = text[i]
        if quoted and ch == "\\":
            assert text[i + 1] in '"`$\\', f"{text[i + 1]!r} needs no escape"
            current += text[i + 1]
            i += 2
            continue
        assert not (quoted and ch in "`$"), f"{ch!r} must be escaped inside quotes"
        if ch == '"':
            quoted = not quoted
            current = current or ""
        elif ch == " " and not quoted:
            if current is not None:
                argv.append(current)
            current = None
        else:
            current = (current or "") + ch
        i += 1
    assert not quoted
    if current is not None:
        argv.append(current)
    return [arg.replace("%%", "%") for arg in argv]


@pytest.fixture(params=["without desktop tools", "with the desktop's cache tools"])
def data_home(request, tmp_path, monkeypatch):
    """Where the desktop's cache tools are installed (most desktops) and where not (a bare machine).
    A machine without them gets stand-ins that write the same caches (tests/app/desktop_tools_stand_in.py)."""
    if request.param == "without desktop tools":
        monkeypatch.setenv("PATH", str(tmp_path / "no tools"))
    else:
        stand_ins = tmp_path / "stand-in tools"
        desktop_tools_stand_in.install(stand_ins)
        monkeypatch.setenv("PATH", f"{stand_ins}{os.pathsep}{os.environ.get('PATH', '')}")
    home = tmp_path / "Données de Zoë" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def run_main(*args) -> subprocess.CompletedProcess:
    """main.py's command line with `args`, run in this process as `python main.py` runs it (main.main):
    its exit status, standard output and error. The launcher the entry names is started in a
    process of its own (test_install_writes_an_entry_that_starts_the_game_and_its_icons)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main.main(list(args))
        except SystemExit as end:  # --help
            status = end.code
    return subprocess.CompletedProcess([str(MAIN), *args], status, out.getvalue(), err.getvalue())


def test_install_writes_an_entry_that_starts_the_game_and_its_icons(data_home):
    proc = run_main("--install-desktop")
    assert proc.returncode == 0, proc.stderr
    entry = read_entry(data_home / "applications" / "slide-and-stack.desktop")
    assert entry["Name"] == "Slide & Stack" and entry["Type"] == "Application"
    assert entry["Icon"] == "slide-and-stack"
    assert exec_argv(entry["Exec"]) == SOURCE_LAUNCHER
    assert entry["TryExec"] == sys.executable
    started = subprocess.run([*exec_argv(entry["Exec"]), "--version"], capture_output=True, text=True, timeout=60)
    assert started.stdout == f"slide-and-stack {full_version()}\n"
    assert entry["Actions"] == "daily;"
    daily = read_entry(data_home / "applications" / "slide-and-stack.desktop", "Desktop Action daily")
    assert daily["Name[de]"] == "Tagesaufgabe (FITS)"
    assert exec_argv(daily["Exec"]) == [*SOURCE_LAUNCHER, "--daily", "fits"]
    for size in desktop_entry.ICON_SIZES:
        icon = data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "slide-and-stack.png"
        assert icon.read_bytes() == (ROOT / "icons" / f"slide-and-stack-{size}.png").read_bytes()


@pytest.mark.parametrize("folder", ["Spiele für Zwei/Slide & Stack", 'odd "quoted" $HOME `x` 100% back\\slash'])
def test_an_app_folder_anywhere_is_started_by_its_exact_path(folder, tmp_path):
    program = str(tmp_path / folder / "slide-and-stack")
    desktop_entry.write_entry([program], tmp_path / "share")
    entry = read_entry(tmp_path / "share" / "applications" / "slide-and-stack.desktop")
    assert exec_argv(entry["Exec"]) == [program]


def test_a_path_with_a_line_break_is_refused_before_anything_is_written(tmp_path):
    with pytest.raises(ValueError, match="line break"):
        desktop_entry.write_entry([str(tmp_path / "two\nlines" / "slide-and-stack")], tmp_path / "share")
    assert not (tmp_path / "share").exists()


def test_uninstall_removes_only_our_files(data_home):
    assert run_main("--install-desktop").returncode == 0
    neighbour = data_home / "applications" / "other-game.desktop"
    neighbour.write_text("[Desktop Entry]\n")
    proc = run_main("--uninstall-desktop")
    assert proc.returncode == 0 and "Removed 11 files" in proc.stdout
    assert sorted(p.name for p in data_home.rglob("*") if p.is_file()) == ["other-game.desktop"]
    # The folders installing created go too, but the one still holding another entry.
    assert sorted(p.relative_to(data_home).as_posix() for p in data_home.rglob("*")) == [
        "applications", "applications/other-game.desktop"]
    again = run_main("--uninstall-desktop")
    assert again.returncode == 0 and "No desktop entry was installed" in again.stdout


def test_uninstall_leaves_the_folders_that_were_there_before(data_home):
    (data_home / "icons" / "hicolor").mkdir(parents=True)
    assert run_main("--install-desktop").returncode == 0
    assert run_main("--install-desktop").returncode == 0  # again, after moving the folder
    assert run_main("--uninstall-desktop").returncode == 0
    assert sorted(p.relative_to(data_home).as_posix() for p in data_home.rglob("*")) == ["icons", "icons/hicolor"]


def test_a_relative_xdg_data_home_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert desktop_entry.data_home() == tmp_path / ".local" / "share"


def test_a_data_folder_that_cannot_be_written_gets_a_message(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    proc = run_main("--install-desktop")
    assert proc.returncode == 1
    assert proc.stderr.startswith("Could not install the desktop entry:") and "Traceback" not in proc.stderr


def test_the_window_class_from_source_is_the_entrys_startup_class(data_home, tmp_path):
    """pygame names an X11 window's class after the script ('main.py') unless it is set first."""
    assert run_main("--install-desktop").returncode == 0
    entry = read_entry(data_home / "applications" / "slide-and-stack.desktop")
    env = {key: value for key, value in os.environ.items() if not key.startswith("SDL_VIDEO_")}
    env["DISPLAY"] = ":0"  # only its presence matters: no window opens
    script = ("import runpy, sys, os; sys.argv = [sys.argv[1]]; runpy.run_path(sys.argv[0], run_name='not_main'); "
              "import pygame; print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_VIDEO_WAYLAND_WMCLASS'])")
    proc = subprocess.run([sys.executable, "-c", script, str(MAIN)], capture_output=True, text=True, timeout=60,
                          env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == [entry["StartupWMClass"]] * 2


def test_install_registers_the_challenge_file_type_that_a_double_click_opens(data_home, tmp_path):
    assert run_main("--install-desktop").returncode == 0
    entry = read_entry(data_home / "applications" / "slide-and-stack-challenge.desktop")
    assert entry["MimeType"] == "application/x-slide-and-stack-challenge;" and entry["NoDisplay"] == "true"
    # The desktop puts the double-clicked file's path where %f stands.
    assert entry["Exec"].endswith(" %f")
    assert exec_argv(entry["Exec"][:-len(" %f")]) == [*SOURCE_LAUNCHER, "--challenge"]
    xml = (data_home / "mime" / "packages" / "slide-and-stack.xml").read_text("utf-8")
    assert 'type="application/x-slide-and-stack-challenge"' in xml and '<glob pattern="*.sschallenge"/>' in xml
    # --challenge with a file that is no challenge: the window would say so; here the arguments are taken.
    assert "--challenge FILE" in run_main("--help").stdout
