#!/usr/bin/env python3
"""Try the built app folder as a player gets it, next to the source.

  python tools/try_app.py [--runs N] [--seconds S]

1. Copies dist/slide-and-stack/ to a folder whose path has spaces and
   non-ASCII letters, and runs it from there with no Python environment (no
   PYTHON* variables, no virtual environment on PATH), SDL's dummy video and
   audio, an empty working directory and a fresh data folder.
2. The app must draw its first frame and still be running S seconds later,
   and hold every sound and piece of music of sounds/.
   Its --self-check must pass every check main.py's does, a computer player's
   move made in a worker process (a frozen app's multiprocessing) and every
   sound and piece of music opened by the folder's own SDL_mixer included.
3. It must referee every replay in replays/examples/ exactly as main.py does
   (stdout, stderr and exit code), and print the same --version.
4. Its THIRD-PARTY-NOTICES.txt must name every file the folder holds (each
   shared library by name, every other file by the package or folder holding
   it, on its "Files:" lines), each in a section with its licence text, and
   give every full licence text a section names; its SOURCES.txt must make the
   written offer and give a source archive for each LGPL or GPL-with-exception part.
5. A PILUS game (Babel writes its scores) must open in every language shipped.
6. Prints process start to first frame, app and source (median of N runs),
   caught as the file SDL's dummy driver writes for each frame, and to the end
   of --version, in wall-clock time and, on Linux and macOS, in CPU time
   (steadier on a busy machine).
Ends with 'app: N passed, N failed'; exit status 0 only when every check holds.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game import games
from game.i18n import languages
from tools.notices import NOTICES, SOURCES, gaps, shipped_names, unsourced

ROOT = Path(__file__).resolve().parent.parent

NAME = "slide-and-stack"
APP_DIR = ROOT / "dist" / NAME
ODD_FOLDER = "Spiele für Zwei – Ünïcødé/Slide & Stack (copy)"
FIRST_FRAME = "SDL_window1-00000001.bmp"  # named by SDL's dummy driver
FRAME_TIMEOUT = 60.0


def clean_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """This environment without Python's traces, with SDL's dummy drivers."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    venv_bin = str(Path(sys.prefix))
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if not p.startswith(venv_bin))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SLIDE_AND_STACK_DATA_DIR=str(data_dir), **extra)
    return env


def first_frame_seconds(command: list[str], env: dict[str, str]) -> tuple[float, float | None]:
    """Start `command` and time it until it shows its first frame, then stop it:
    (wall-clock seconds, CPU seconds or None where the system does not tell)."""
    with tempfile.TemporaryDirectory() as cwd:
        frame = Path(cwd) / FIRST_FRAME
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env={**env, "SDL_VIDEO_DUMMY_SAVE_FRAMES": "1"},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        while not frame.exists() and process.poll() is None and time.perf_counter() - started < FRAME_TIMEOUT:
            time.sleep(0.002)
        wall = time.perf_counter() - started
        process.kill()
        if process.returncode is None and hasattr(os, "wait4"):  # reaps it, with the CPU time it used
            cpu = sum(os.wait4(process.pid, 0)[2][:2])
            process.returncode = -signal.SIGKILL
        else:
            process.wait()
            cpu = None
        said = process.stderr.read().decode(errors="replace")
        process.stderr.close()
        if not frame.exists():
            raise RuntimeError(f"{command[0]} showed no frame within {wall:.0f} s:\n{said}")
        return wall, cpu


def exit_seconds(command: list[str], env: dict[str, str]) -> tuple[float, float | None]:
    """Run `command` to its end: (wall-clock seconds, CPU seconds or None where the system does not tell)."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=tempfile.gettempdir(), env=env, stdout=subprocess.DEVNULL)
    if hasattr(os, "wait4"):
        cpu = sum(os.wait4(process.pid, 0)[2][:2])
        process.returncode = 0
    else:
        process.wait()
        cpu = None
    return time.perf_counter() - started, cpu


def keeps_running(command: list[str], env: dict[str, str], seconds: float) -> str | None:
    """None if `command` is still running after `seconds`, else what it said when it stopped."""
    with tempfile.TemporaryDirectory() as cwd:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            process.wait(seconds)
        except subprocess.TimeoutExpired:
            return None
        finally:
            process.kill()
            output = process.communicate()[0].decode(errors="replace")
        return f"stopped with exit code {process.returncode}:\n{output}"


def same_output(app: list[str], source: list[str], args: list[str], env: dict[str, str]) -> str | None:
    """None if both print the same for `args`, else the difference."""
    results = []
    for command in (app, source):
        done = subprocess.run(command + args, env=env, capture_output=True, timeout=300, cwd=tempfile.gettempdir())
        results.append((done.returncode, done.stdout, done.stderr))
    if results[0] == results[1]:
        return None
    return f"{' '.join(args)}:\n  app    {results[0]!r}\n  source {results[1]!r}"


def self_check(command: list[str], env: dict[str, str]) -> tuple[int | str, list[str]]:
    """`command --self-check`: (exit status, or why there is none; the lines it printed)."""
    try:
        done = subprocess.run(command + ["--self-check"], env=env, capture_output=True, timeout=300,
                              cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired as timeout:
        done = subprocess.CompletedProcess(command, f"no end within {timeout.timeout:.0f} s",
                                           timeout.stdout or b"", timeout.stderr or b"")
    said = (done.stdout + done.stderr).decode(errors="replace")
    return done.returncode, said.splitlines()


def missing_sounds(folder: Path) -> list[str]:
    """The files of sounds/ (effects and music) the app folder lacks."""
    wanted = [path.relative_to(ROOT) for path in (ROOT / "sounds").rglob("*") if path.is_file()]
    return [str(path) for path in wanted if not (folder / "_internal" / path).is_file()]


def notices_gaps(folder: Path) -> list[str]:
    """The files of the app folder that its notices name nowhere or give no licence text for, the
    full licence texts they name but leave out, and the LGPL and GPL-with-exception parts SOURCES.txt
    gives no source archive for."""
    missing = [f"{name} itself" for name in (NOTICES, SOURCES) if not (folder / name).exists()]
    if missing:
        return missing
    notices = (folder / NOTICES).read_text(encoding="utf-8")
    return (gaps(notices, shipped_names(folder / "_internal"))
            + unsourced(notices, (folder / SOURCES).read_text(encoding="utf-8")))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="start-time runs of each (default 1)")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long the app must keep running (default 5)")
    options = parser.parse_args()
    executable_name = NAME + (".exe" if os.name == "nt" else "")
    if not (APP_DIR / executable_name).exists():
        print(f"No {APP_DIR / executable_name}: run python tools/build_app.py first.", file=sys.stderr)
        return 1
    problems, passed = [], 0
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / ODD_FOLDER
        shutil.copytree(APP_DIR, folder, symlinks=True)
        app = [str(folder / executable_name)]
        source = [sys.executable, str(ROOT / "main.py")]
        env = clean_env(Path(scratch) / "data")
        print(f"App copied to {folder}")

        stopped = keeps_running(app, env, options.seconds)
        if stopped:
            problems.append(f"the app {stopped}")
        else:
            passed += 1
            print(f"  it ran {options.seconds:.0f} s headless")
        (app_status, app_lines), (source_status, source_lines) = (self_check(app, env), self_check(source, env))
        checks = [[line.split(":")[0] for line in lines] for lines in (app_lines, source_lines)]
        if app_status != 0 or source_status != 0 or checks[0] != checks[1]:
            problems.append("--self-check:\n  app    (exit status {}) {}\n  source (exit status {}) {}".format(
                app_status, "\n    ".join(app_lines), source_status, "\n    ".join(source_lines)))
        else:
            passed += 1
            print("  its --self-check passed as main.py's does:")
            for line in app_lines:
                print(f"    {line}")
        missing = missing_sounds(folder)
        if missing:
            problems.append(f"the app folder lacks {', '.join(missing)}")
        else:
            passed += 1
            print("  it holds every sound and piece of music")
        missing_licences = notices_gaps(folder)
        if missing_licences:
            problems.append(f"{NOTICES} leaves without a licence: {'; '.join(missing_licences)}")
        else:
            passed += 1
            print(f"  {NOTICES} names every file it holds, each with its licence text; {SOURCES} gives the "
                  "source of each LGPL and GPL-with-exception part")
        replays = sorted((ROOT / "replays" / "examples").glob("*.json"))
        # A review weighs decisions in worker processes: the app must start them as itself.
        reviewed = ROOT / "replays" / "examples" / "fits-mini-solo.json"
        for args in ([["--version"]] + [["--replay", str(path), "--headless"] for path in replays]
                     + [["--review", str(reviewed), "--headless"]]):
            difference = same_output(app, source, args, env)
            if difference:
                problems.append(difference)
            else:
                passed += 1
        print(f"  --version, {len(replays)} example replays and the review of {reviewed.name} checked against main.py")
        # The app carries Babel's data for the languages the game ships only: a PILUS game's
        # scoreboard, whose numbers Babel writes, must open in each of them.
        pilus = games.of_rules(games.PILUS)[0]
        for language in languages():
            try:
                first_frame_seconds(app + ["--new", pilus],  # a data folder each: no saved language
                                    clean_env(Path(scratch) / f"data-{language}", LANGUAGE=language))
                passed += 1
            except RuntimeError as problem:
                problems.append(f"--new {pilus} in {language}: {problem}")
        print(f"  a {pilus} game opened in {', '.join(languages())}")

        times = {(what, label): [] for what in ("first frame", "--version") for label in ("app", "source")}
        for _ in range(options.runs):  # alternated, so a busy moment slows both alike
            for label, command in (("app", app), ("source", source)):
                try:
                    times["first frame", label].append(first_frame_seconds(command, env))
                    passed += 1
                except RuntimeError as problem:
                    problems.append(str(problem))
                times["--version", label].append(exit_seconds(command + ["--version"], env))
        for (what, label), runs in times.items():
            if runs:
                walls = [wall for wall, _ in runs]
                cpus = [cpu for _, cpu in runs if cpu is not None]
                cpu_text = f"; CPU median {statistics.median(cpus):.2f} s" if cpus else ""
                print(f"  process start to {what}, {label:6}: median {statistics.median(walls):.2f} s "
                      f"(min {min(walls):.2f}, max {max(walls):.2f}, {len(walls)} runs){cpu_text}")
    for problem in problems:
        print("FAILED:", problem, file=sys.stderr)
    print(f"app: {passed} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
