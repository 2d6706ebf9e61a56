"""The app folder's THIRD-PARTY-NOTICES.txt and SOURCES.txt, written by tools/build_app.py from what
the folder holds.

Each bundled library and Python package gets a section: its version, licence, where its source
is, the files it covers ("Files:") and its own licence text ("--- label ---" blocks): from its
wheel's dist-info, from licenses/ in this repository (licenses/bundled.toml says which file is
whose, licenses/README.md where the texts come from), or from a Debian copyright file: the build
machine's for a system library, the pinned .deb's for a replaced one (tools/debian_packages.py). Full texts several parts share (the GNU licences, Apache-2.0, ...) are
given once at the end; a section names them on its "Full texts at the end:" line.
SOURCES.txt lists, for every part under the LGPL or the GPL with an exception, the exact source
archives (licenses/bundled.toml's "archives") and makes the written offer of their source.
A wheel's library that tools/swap_libraries.py replaced is told by its content: the very file of a
pinned Debian package is that package's (its source package's archives), a stand-in the game's own (MIT).
gaps() reads a notices file back and lists what it fails to cover.
"""
from __future__ import annotations

import email.parser
import itertools
import platform
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from tools.debian_packages import package_file, release

ROOT = Path(__file__).resolve().parent.parent
LICENSES = ROOT / "licenses"
NOTICES = "THIRD-PARTY-NOTICES.txt"
SOURCES = "SOURCES.txt"
# The files tools/build_app.py writes into the folder beside the program: the game's own, MIT.
GAME_FILES = ("README.txt", NOTICES, SOURCES, "COMMIT")
SYSTEM_LICENSES = Path("/usr/share/common-licenses")
RULE = "=" * 78
FULL_LINE = "Full texts at the end: "
APPENDIX = "Full text: "
# Debian's unversioned names (symbolic links in /usr/share/common-licenses).
ALIASES = {"GPL": "GPL-3", "LGPL": "LGPL-3", "GFDL": "GFDL-1.3"}
# auditwheel names the libraries a wheel bundles with a hash: libSDL2-2-50d19f93.0.so.0.3200.10
BUNDLED = re.compile(r"-[0-9a-f]{8}[.-]")
# What the game's stand-ins for a wheel's library (tools/*_stand_in.c) carry, to be told apart.
STAND_IN = b"Slide & Stack's stand-in for "


def is_shared_library(path: Path) -> bool:
    return path.suffix in (".so", ".dll", ".dylib", ".pyd") or ".so." in path.name


def shipped_names(internal: Path) -> list[str]:
    """What the notices must name so that every file of the app folder has a licence: each shared
    library by its file name, every other file by the entry at the top of _internal/ (or of the
    app folder) that holds it: a package by its name, another folder as name/, a file by its name."""
    folder = internal.parent
    names = set()
    for path in folder.rglob("*"):
        if path.is_dir() and not path.is_symlink():
            continue
        if is_shared_library(path):
            names.add(path.name)
            continue
        top = next(entry for entry in (internal, folder) if entry in path.parents)
        top = top / path.relative_to(top).parts[0]
        names.add(top.name + "/" if top.is_dir() and not (top / "__init__.pyc").exists() else top.name)
    return sorted(names)


def copyleft(licence: str) -> bool:
    """Under the LGPL or the GPL (with an exception), and not offered under another licence instead."""
    return "GPL" in licence and " OR " not in licence


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


def debian_package(library: str) -> str | None:
    """The system package holding `library`, where dpkg knows it."""
    try:
        owner = subprocess.run(["dpkg", "-S", f"*/{library}"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return owner.splitlines()[0].split(":")[0] if owner.strip() else None


def debian_release(package: str, pins: dict) -> tuple[str, str, str, str, str]:
    """(version, copyright file, its text, source package, its version) of a Debian package: one
    licenses/bundled.toml pins (tools/debian_packages.py), else the installed one."""
    if package in pins:
        return release(package, pins)
    said = subprocess.run(["dpkg-query", "-W", "-f", "${Version}\t${source:Package}\t${source:Version}", package],
                          capture_output=True, text=True, check=True).stdout
    version, source, source_version = said.split("\t")
    copyright_file = Path("/usr/share/doc") / package / "copyright"
    text = copyright_file.read_text(encoding="utf-8", errors="replace") if copyright_file.exists() else ""
    return version, str(copyright_file), text, source, source_version


def swapped_owner(path: Path, data: dict) -> str | None:
    """Whose a file is when tools/swap_libraries.py put another build in a wheel library's place (or
    beside it): "debian:PACKAGE" for the pinned package's very file, "stand-in:STEM" for the game's
    stand-in."""
    if not path.is_file():
        return None
    replace, pins = data.get("replace", {}), data.get("deb", {})
    entry = replace.get(split_name(path.name)[0]) if BUNDLED.search(path.name) else None
    if entry is not None and "stand_in" in entry:
        return f"stand-in:{split_name(path.name)[0]}" if STAND_IN in path.read_bytes() else None
    package, name = (entry["debian"], entry["file"]) if entry else next(
        ((package, path.name) for swap in replace.values() for name, package in swap.get("beside", {}).items()
         if name == path.name), (None, None))
    return f"debian:{package}" if package and package_file(package, name, pins) == path.read_bytes() else None


def recorded() -> dict:
    """licenses/bundled.toml: what the repository adds for the libraries and packages wheels bundle."""
    with open(LICENSES / "bundled.toml", "rb") as file:
        return tomllib.load(file)


def full_text(name: str) -> str | None:
    """A shared licence's full text: the repository's copy, else the build machine's."""
    name = ALIASES.get(name, name)
    for folder in (LICENSES / "common", SYSTEM_LICENSES):
        if (folder / name).is_file():
            return (folder / name).read_text(encoding="utf-8")
    return None


def referred(text: str) -> list[str]:
    """The full texts a Debian copyright file refers to by their place in /usr/share/common-licenses."""
    return [ALIASES.get(name, name) for name in re.findall(r"common-licenses/([A-Za-z0-9.+-]*[A-Za-z0-9])", text)]


def excerpt(text: str, marker: str) -> str:
    """The passage of a licence file that starts at `marker`, up to its next '----' rule or 'Name:' entry."""
    start = text.find(marker)
    if start < 0:
        return ""
    ends = [end for end in (text.find("\n----", start), text.find("\nName: ", start + len(marker))) if end >= 0]
    return text[start:min(ends, default=len(text))]


def split_name(name: str) -> tuple[str, str]:
    """A bundled library's stem and so-version: libSDL2-2-50d19f93.0.so.0.3200.10 -> (libSDL2, 0.3200.10)."""
    stem = re.sub(r"-\d+$", "", BUNDLED.split(name)[0])
    number = re.search(r"\.so\.([0-9.]+)$", name)
    return stem, number.group(1) if number else ""


class Notices:
    """The notices being written: sections in order, then the full texts they named."""

    def __init__(self, preface: str) -> None:
        self.sections = [preface]
        self.full: list[str] = []

    def section(self, title: str, licence: str, names: list[str], texts: list[tuple[str, str]],
                source: str = "", full: tuple[str, ...] = (), note: str = "") -> None:
        full = list(dict.fromkeys([*full, *(name for _, text in texts for name in referred(text))]))
        lines = [f"{RULE}\n{title}\nLicence: {licence}"]
        if source:
            lines.append(f"Source: {source}")
        if names:
            lines.append("Files: " + ", ".join(names))
        if full:
            lines.append(FULL_LINE + ", ".join(full))
        if note:
            lines.append(f"Note: {note}")
        lines += [f"--- {label} ---\n{text.strip()}" for label, text in texts if text.strip()]
        self.sections.append("\n".join(lines) + "\n")
        self.full += [name for name in full if name not in self.full]

    def text(self) -> str:
        appendix = [f"{RULE}\n{APPENDIX}{name}\n--- {name} ---\n{full_text(name).strip()}\n"
                    for name in self.full if full_text(name)]
        return "\n".join(self.sections + appendix)


def wheel_texts(metadata: dict, info: Path) -> list[tuple[str, str]]:
    """A distribution's own licence files: dist-info/licenses/ and the License-File entries beside it."""
    paths = [path for path in sorted(info.glob("licenses/**/*")) if path.is_file()]
    paths += [info / name for name in metadata.get_all("License-File") or [] if (info / name).is_file()]
    return [(path.relative_to(info).as_posix(), path.read_text(encoding="utf-8", errors="replace"))
            for path in dict.fromkeys(paths)]


def repo_texts(entry: dict, site_packages: Path) -> list[tuple[str, str]]:
    """An entry's texts from licenses/, and the opening comments of its package's files it names."""
    texts = [(f"licenses/{name}", (LICENSES / name).read_text(encoding="utf-8"))
             for name in entry.get("texts", []) if (LICENSES / name).is_file()]
    for name in entry.get("headers", []):
        lines = (site_packages / name).read_text(encoding="utf-8").splitlines() if (site_packages / name).is_file() else []
        comment = "\n".join(line for line in itertools.takewhile(lambda line: line.startswith("#"), lines))
        texts.append((f"{name}, its opening comment", comment))
    return texts


def owner_of(name: str, folder: Path, owned: dict[str, str], dists: dict, data: dict) -> str | None:
    """Whose a shipped name is: the game's, PyInstaller's, CPython's, a distribution's, a Debian
    package's, or (a wheel's library swapped) a Debian package's or the game's stand-in."""
    internal = folder / "_internal"
    python_lib = Path(sys.base_prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    found = sorted(internal.rglob(name.rstrip("/")))
    relative = found[0].relative_to(internal).as_posix() if found else name
    if name in GAME_FILES or name in ("game", "scenes", "sprites", "levels/", "sounds/", "icons/"):
        return "Slide & Stack"
    # The program beside _internal/ is PyInstaller's bootloader; its run-time hooks are PyInstaller's too.
    if ((folder / name).is_file() or name.startswith("pyi_rth_")) and "pyinstaller" in dists:
        return "pyinstaller"
    if found and (swapped := swapped_owner(found[0], data)):
        return swapped
    if name in owned:
        return owned[name]
    if (relative.startswith("python3.") or name.startswith("libpython") or (python_lib / name).is_dir()
            or (python_lib / name.removesuffix(".pyc")).with_suffix(".py").is_file()):
        return "CPython"
    if package := debian_package(name):
        return f"debian:{package}"
    return None


def write_notices(folder: Path, site_packages: Path, version: str) -> list[str]:
    """Write THIRD-PARTY-NOTICES.txt and SOURCES.txt into the app folder from what it holds; what
    they could not cover."""
    internal = folder / "_internal"
    dists = distributions(site_packages)
    owned = owners(dists)
    data = recorded()
    python_lib = Path(sys.base_prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    files: dict[str, list[str]] = {}  # component -> the shipped names it covers
    problems = []
    offered: list[tuple[str, str, list[str], dict]] = []  # the LGPL and GPL-with-exception parts: SOURCES.txt
    for name in shipped_names(internal):
        files.setdefault(owner_of(name, folder, owned, dists, data), []).append(name)
    notices = Notices(f"Slide & Stack {version} bundles the software below. The game itself: MIT licence "
                      "(LICENSE, at the top of the source). Each part keeps its own licence, as follows.\n"
                      "Texts marked licenses/debian/ are Debian 12's copyright files for the same libraries "
                      "(for the release Debian packages, which may be older than the one bundled: the licence "
                      "is the same unless the section's note says otherwise).\n")
    # The game's own data folders (levels/ with its catalogues, sounds/, icons/) are the game's, MIT
    # too, and so are the files the build writes beside the program (these notices among them).
    data_folders = [f"{name}/" for name in ("levels", "sounds", "icons") if (internal / name).is_dir()]
    ours = files.pop("Slide & Stack", []) + data_folders + [NOTICES, SOURCES]
    notices.section("Slide & Stack", "MIT", list(dict.fromkeys(ours)), [("LICENSE", (ROOT / "LICENSE").read_text())])
    notices.section("Lato typeface (sprites/fonts/)", "SIL Open Font License 1.1", ["Lato-Regular.ttf", "Lato-Bold.ttf"],
                    [("OFL.txt", (ROOT / "sprites" / "fonts" / "OFL.txt").read_text(encoding="utf-8"))])
    notices.section("DejaVu Sans Mono typeface (sprites/fonts/)", "Bitstream Vera Fonts licence; DejaVu changes in the "
                    "public domain", ["DejaVuSansMono.ttf"],
                    [("DejaVu-copyright.txt", (ROOT / "sprites" / "fonts" / "DejaVu-copyright.txt").read_text(
                        encoding="utf-8"))])
    notices.section(f"CPython {platform.python_version()}", "PSF-2.0 (Python Software Foundation License)",
                    files.pop("CPython", []), [("LICENSE.txt", (python_lib / "LICENSE.txt").read_text(encoding="utf-8"))],
                    f"https://www.python.org/downloads/release/python-{platform.python_version().replace('.', '')}/")
    if None in files:  # gaps() reports them as named without a licence text
        notices.section("Not covered: no distribution, package or system library is known to hold these",
                        "unknown", files.pop(None), [])
    for owner in sorted(files, key=str.lower):
        if owner.startswith("stand-in:"):
            entry = data["replace"][owner.removeprefix("stand-in:")]
            notices.section(f"{owner.removeprefix('stand-in:')}: Slide & Stack's stand-in", "MIT", files[owner],
                            [("LICENSE", (ROOT / "LICENSE").read_text())], f"{entry['stand_in']} in the game's source",
                            note=entry["why"])
            continue
        if owner.startswith("debian:"):
            package = owner.removeprefix("debian:")
            package_version, copyright_file, text, source, source_version = debian_release(package, data.get("deb", {}))
            entry = data.get("debian", {}).get(source, {})
            entry = {**entry, **entry.get("packages", {}).get(package, {})}
            swap = next((swap for swap in data.get("replace", {}).values() if swap.get("debian") == package
                         or package in swap.get("beside", {}).values()), None)
            title = (f"{package} {package_version} (Debian 12's build, in a wheel's library's place: see the note)" if swap
                     else f"{package} {package_version} (system library of the build machine, Debian package)")
            licence = entry.get("licence", "as its copyright file below states")
            notices.section(title, licence, files[owner], [(copyright_file, text)],
                            f"Debian's source package {source}, version {source_version}", entry.get("full", ()),
                            swap["why"] if swap else "")
            if entry and entry.get("version") != source_version:
                problems.append(f"{', '.join(files[owner])}: licenses/bundled.toml gives the source archives of "
                                f"{source} {entry.get('version')}; the build machine's is {source_version}")
            if swap:
                entry = {**entry, "archives_note": " ".join(filter(None, (swap["why"], entry.get("archives_note"))))}
            offered.append((title, licence, files[owner], entry))
            continue
        metadata, info = dists[owner]
        entry = data.get("package", {}).get(owner, {})
        texts = wheel_texts(metadata, info) + repo_texts(entry, site_packages)
        source = entry.get("source", "https://pypi.org/project/{name}/{version}/#files (the source distribution)")
        bundled = [name for name in files[owner] if BUNDLED.search(name)]
        licence = entry.get("licence") or metadata["License-Expression"] or metadata["License"] or "see below"
        own = [name for name in files[owner] if name not in bundled]
        notices.section(f"{owner} {metadata['Version']}", licence, own, texts,
                        source.format(name=owner, version=metadata["Version"]), entry.get("full", ()), entry.get("note", ""))
        offered.append((f"{owner} {metadata['Version']}", licence, own, entry))
        if "archives" in entry and entry.get("archives_for") != metadata["Version"]:
            problems.append(f"{owner} {metadata['Version']}: licenses/bundled.toml gives the source archive of "
                            f"{entry.get('archives_for')}; check it again for {metadata['Version']}")
        for name in bundled:
            stem, so = split_name(name)
            library = data.get("library", {}).get(stem, {})
            if library.get("so", so) != so:
                problems.append(f"{name}: licenses/bundled.toml read {stem}'s version from so-version "
                                f"{library['so']}; check its version, source and licence again for {so}")
            texts = repo_texts(library, site_packages) + [(f"{owner}'s {label}: {marker}", excerpt(text, marker))
                                           for marker in library.get("excerpts", []) for label, text in wheel_texts(metadata, info)]
            title = f"{stem} (bundled by the {owner} wheel; version: {library.get('version', 'unknown')})"
            notices.section(title, library.get("licence", "unknown"), [name], texts, library.get("source", ""),
                            library.get("full", ()), library.get("note", ""))
            offered.append((title, library.get("licence", "unknown"), [name], library))
    text = notices.text()
    (folder / NOTICES).write_text(text, encoding="utf-8")
    offered = [(title, licence, names, entry) for title, licence, names, entry in offered if copyleft(licence)]
    problems += [f"{', '.join(names)}: under {licence}, with no source archive in licenses/bundled.toml ({title})"
                 for title, licence, names, entry in offered if not entry.get("archives")]
    (folder / SOURCES).write_text(sources_text(version, offered, data.get("offer", {})), encoding="utf-8")
    return problems + gaps(text, shipped_names(internal))


def sources_text(version: str, offered: list[tuple[str, str, list[str], dict]], offer: dict) -> str:
    """SOURCES.txt: the written offer, then each LGPL or GPL-with-exception part's exact source archives."""
    lines = [f"Slide & Stack {version}: the source of its parts under the GNU LGPL and the GNU GPL with an exception",
             "", offer.get("text", "").strip(), ""]
    for title, licence, names, entry in offered:
        lines += [RULE, title, f"Licence: {licence}", "Files: " + ", ".join(names)]
        for archive in entry.get("archives", []):
            lines.append(f"Source archive: {archive['file']}")
            lines.append(f"  from: {archive['url']}")
            lines.append(f"  SHA-256: {archive['sha256']}" if "sha256" in archive
                         else f"  SHA-256: not given ({archive['checked']})")
        if entry.get("archives_note"):
            lines.append(f"Note: {entry['archives_note']}")
    return "\n".join(lines) + "\n"


def unsourced(notices: str, sources: str) -> list[str]:
    """The LGPL and GPL-with-exception parts of a notices file that SOURCES.txt gives no source
    archive for, and the written offer if SOURCES.txt lacks it."""
    offered = {part.splitlines()[0]: part for part in sources.split(RULE + "\n")[1:]}
    problems = [] if recorded()["offer"]["text"].strip() in sources else [f"the written offer: not in {SOURCES}"]
    for section in notices.split(RULE + "\n")[1:]:
        lines = section.splitlines()
        licence = next((line.removeprefix("Licence: ") for line in lines if line.startswith("Licence: ")), "")
        if copyleft(licence) and "\nSource archive: " not in offered.get(lines[0], ""):
            problems.append(f"{lines[0]}: under {licence}, with no source archive in {SOURCES}")
    return problems


def gaps(notices: str, shipped: list[str]) -> list[str]:
    """What a notices file fails to cover: shipped names on no "Files:" line, names whose section
    carries no licence text, and full texts named but not given at the end."""
    problems, named, given, wanted = [], set(), set(), set()
    for section in notices.split(RULE + "\n")[1:]:
        lines = section.splitlines()
        if lines[0].startswith(APPENDIX):
            given.add(lines[0].removeprefix(APPENDIX))
            continue
        names = [name for line in lines if line.startswith("Files: ") for name in line.removeprefix("Files: ").split(", ")]
        named.update(names)
        wanted.update(name for line in lines if line.startswith(FULL_LINE) for name in line.removeprefix(FULL_LINE).split(", "))
        if names and not any(line.startswith("--- ") for line in lines):
            problems += [f"{name}: no licence text ({lines[0]})" for name in names]
    problems += [f"{name}: named on no 'Files:' line" for name in shipped if name not in named]
    problems += [f"the full text of {name}: not given at the end" for name in sorted(wanted - given)]
    return problems
