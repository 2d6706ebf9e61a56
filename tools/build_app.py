#!/usr/bin/env python3
"""Build the one-folder app: dist/slide-and-stack/, to run with no Python installed.

  python tools/build_app.py

Any Python 3.11+ will do: the script makes its own virtual environment in
build/venv, installs the game's runtime requirements and the build tools
(requirements-build.txt) there, and runs PyInstaller in it with the recipe
tools/slide-and-stack.spec, which says what differs per system. PyInstaller
builds for the system it runs on: run this on Linux, Windows and macOS for
the three downloads.

The folder holds the program (slide-and-stack, slide-and-stack.exe on
Windows; on macOS also dist/slide-and-stack.app) and everything it needs in
_internal/: Python, pygame and its libraries, the Lato typeface
(sprites/fonts/), levels/ (with the catalogues in levels/i18n/), sounds/,
icons/. Copy or zip the whole folder.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "slide-and-stack"
SPEC = ROOT / "tools" / f"{NAME}.spec"
BUILD_DIR = ROOT / "build"
VENV_DIR = BUILD_DIR / "venv"
DIST_DIR = ROOT / "dist"
REQUIREMENTS = ["requirements.txt", "requirements-build.txt"]


def venv_python() -> Path:
    return VENV_DIR / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_build_venv() -> Path:
    """build/venv with the requirements installed; installed again only when they change."""
    python = venv_python()
    stamp = VENV_DIR / "requirements.sha256"
    wanted = hashlib.sha256(b"".join((ROOT / name).read_bytes() for name in REQUIREMENTS)).hexdigest()
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    if not python.exists():
        print(f"Making the build environment in {VENV_DIR}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV_DIR)
    print("Installing the game's requirements and the build tools into it", flush=True)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    for name in REQUIREMENTS:
        pip += ["-r", str(ROOT / name)]
    subprocess.run(pip, check=True)
    stamp.write_text(wanted)
    return python


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    if sys.version_info < (3, 11):
        print("The build needs Python 3.11 or newer.", file=sys.stderr)
        return 1
    started = time.perf_counter()
    python = ensure_build_venv()
    installed = time.perf_counter()
    shutil.rmtree(DIST_DIR / NAME, ignore_errors=True)
    subprocess.run([str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(DIST_DIR), "--workpath", str(BUILD_DIR / "pyinstaller"), str(SPEC)],
                   check=True, cwd=ROOT)
    done = time.perf_counter()
    program = DIST_DIR / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    if not program.exists():
        print(f"The build made no {program}", file=sys.stderr)
        return 1
    print(f"Built {program}")
    print(f"  build environment {installed - started:.0f} s, PyInstaller {done - installed:.0f} s; "
          f"folder {folder_size(DIST_DIR / NAME) / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
