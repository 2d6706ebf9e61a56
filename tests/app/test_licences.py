"""The app folder's THIRD-PARTY-NOTICES.txt names every file it holds and gives each bundled library
its own licence text; its SOURCES.txt gives the exact source of each LGPL and GPL-with-exception part.

tools/try_app.py checks the built folder; these tests check the notices generator without a build,
on a folder holding the libraries the installed wheels bundle as the Linux build leaves them
(tools/swap_libraries.py replaces those whose exact source cannot be given)."""
import os
import shutil
import sysconfig
from importlib import metadata
from pathlib import Path

import pytest

from tools import notices
from tools.swap_libraries import swap_libraries

SITE_PACKAGES = Path(sysconfig.get_path("purelib"))
WHEEL_LIBS = ("pygame_ce.libs", "numpy.libs")


@pytest.fixture(scope="module")
def swapped_libraries(tmp_path_factory) -> Path:
    """The libraries pygame-ce and numpy bundle, as the Linux build leaves them."""
    folder = tmp_path_factory.mktemp("libs")
    for wheel_libs in WHEEL_LIBS:
        for path in (SITE_PACKAGES / wheel_libs).iterdir():
            shutil.copyfile(path, folder / path.name)
    swap_libraries(folder)
    return folder


def bundled_libraries(folder: Path) -> list[str]:
    return sorted(path.name for path in (folder / "_internal").iterdir() if notices.is_shared_library(path))


@pytest.fixture
def app_folder(tmp_path, swapped_libraries):
    """An app folder holding those libraries, and the pygame and numpy packages."""
    internal = tmp_path / "_internal"
    for package in ("pygame", "numpy"):
        (internal / package).mkdir(parents=True)
        (internal / package / "__init__.pyc").touch()
    for path in swapped_libraries.iterdir():
        os.link(path, internal / path.name)  # read only: the notices read them, nothing writes them
    return tmp_path


def write(folder: Path) -> tuple[list[str], str]:
    problems = notices.write_notices(folder, SITE_PACKAGES, "0.0")
    return problems, (folder / notices.NOTICES).read_text(encoding="utf-8")


def section_of(text: str, name: str) -> str:
    """The section (of the notices or of SOURCES.txt) whose "Files:" line names `name`."""
    return next(section for section in text.split(notices.RULE)
                if any(name in line.removeprefix("Files: ").split(", ")
                       for line in section.splitlines() if line.startswith("Files: ")))


def test_every_library_the_wheels_bundle_has_its_own_licence_text(app_folder):
    problems, text = write(app_folder)
    assert problems == []
    for name in bundled_libraries(app_folder):
        section = section_of(text, name)
        assert "\n--- " in section and "Licence: unknown" not in section, name
    assert "Slide & Stack 0.0 bundles" in text
    # The LGPL parts: the full text and where the exact release's source is.
    for stem in ("libmpg123", "libxmp", "libquadmath"):
        section = section_of(text, next(name for name in bundled_libraries(app_folder) if name.startswith(stem)))
        assert "Licence: LGPL-2.1" in section and "Full texts at the end: LGPL-2.1" in section
        assert "Source: https://" in section or "Source: Debian's source package " in section
    assert f"{notices.APPENDIX}LGPL-2.1\n" in text
    pygame = section_of(text, "pygame")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in pygame and "Pete Shinners" in pygame
    assert f"pygame_ce-{metadata.version('pygame-ce')}.tar.gz" in pygame


def test_a_bundled_library_without_a_licence_text_stops_the_build(app_folder, monkeypatch):
    data = notices.recorded()
    del data["library"]["libSDL2"]
    monkeypatch.setattr(notices, "recorded", lambda: data)
    sdl = next(name for name in bundled_libraries(app_folder) if name.startswith("libSDL2-"))
    problems, _ = write(app_folder)
    assert problems == [f"{sdl}: no licence text (libSDL2 (bundled by the pygame-ce wheel; version: unknown))"]


def test_a_new_release_of_a_bundled_library_is_checked_again(app_folder, monkeypatch):
    data = notices.recorded()
    data["library"]["libmpg123"]["so"] = "0.48.0"
    monkeypatch.setattr(notices, "recorded", lambda: data)
    problems, _ = write(app_folder)
    assert len(problems) == 1 and "libmpg123" in problems[0] and "0.48.0" in problems[0]


def test_a_library_nothing_is_known_of_is_named_as_uncovered(app_folder):
    (app_folder / "_internal" / "libmystery.so.1").touch()
    problems, text = write(app_folder)
    assert problems == ["libmystery.so.1: no licence text "
                        "(Not covered: no distribution, package or system library is known to hold these)"]


def test_the_check_of_a_built_folder_sees_each_kind_of_gap():
    rule = notices.RULE
    text = (f"preface\n{rule}\nA 1.0\nLicence: MIT\nFiles: liba.so\n--- LICENSE ---\ntext\n"
            f"{rule}\nB 2.0\nLicence: LGPL\nFiles: libb.so\n{notices.FULL_LINE}LGPL-2.1\n")
    assert notices.gaps(text, ["liba.so", "libb.so", "libc.so"]) == [
        "libb.so: no licence text (B 2.0)", "libc.so: named on no 'Files:' line",
        "the full text of LGPL-2.1: not given at the end"]


def test_the_games_data_folders_are_named_as_the_games_own(app_folder):
    for name in ("levels", "sounds", "icons"):
        (app_folder / "_internal" / name).mkdir()
    problems, text = write(app_folder)
    assert problems == []
    assert "Licence: MIT\nFiles: levels/, sounds/, icons/, THIRD-PARTY-NOTICES.txt, SOURCES.txt\n" in section_of(text, "levels/")


def test_every_file_of_the_folder_is_named_with_its_licence(app_folder):
    """Not only libraries and packages: the standard library's modules, PyInstaller's, the game's
    data and the files beside the program; a file nobody is known to own is reported."""
    internal = app_folder / "_internal"
    for name in ("argparse.pyc", "COMMIT", "levels/fits/game.toml", "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so"):
        (internal / name).parent.mkdir(parents=True, exist_ok=True)
        (internal / name).touch()
    (app_folder / "README.txt").touch()
    problems, text = write(app_folder)
    shipped = notices.shipped_names(internal)
    assert {"argparse.pyc", "COMMIT", "levels/", "README.txt", notices.NOTICES, notices.SOURCES} <= set(shipped)
    assert problems == [] and notices.gaps(text, shipped) == []
    assert "argparse.pyc" in section_of(text, "_json.cpython-311-x86_64-linux-gnu.so") and "PSF-2.0" in section_of(text, "argparse.pyc")
    assert "Licence: MIT" in section_of(text, "README.txt")
    (internal / "mystery.dat").touch()
    problems, text = write(app_folder)
    assert problems == ["mystery.dat: no licence text "
                        "(Not covered: no distribution, package or system library is known to hold these)"]


def test_sources_txt_offers_the_source_of_every_lgpl_and_gpl_with_exception_part(app_folder):
    (app_folder / "_internal" / "libstdc++.so.6").touch()  # taken from the build machine (Debian's gcc-12)
    (app_folder / "_internal" / "pytmx").mkdir()
    (app_folder / "_internal" / "pytmx" / "__init__.pyc").touch()
    problems, text = write(app_folder)
    sources = (app_folder / notices.SOURCES).read_text(encoding="utf-8")
    assert problems == []
    assert "Written offer." in sources and "at least three years" in sources
    copyleft = [section for section in text.split(notices.RULE + "\n")[1:]
                if (licence := next((line for line in section.splitlines() if line.startswith("Licence: ")), None))
                and notices.copyleft(licence)]
    titles = [section.splitlines()[0] for section in copyleft]
    assert len(titles) >= 8 and titles == [part.splitlines()[1] for part in sources.split(notices.RULE)[1:]]
    assert notices.unsourced(text, sources) == []
    for section in sources.split(notices.RULE)[1:]:
        assert "\nSource archive: " in section and "\n  from: https://" in section and "\n  SHA-256: " in section
    pygame = section_of(sources, "pygame")
    assert f"Source archive: pygame_ce-{metadata.version('pygame-ce')}.tar.gz\n" in pygame
    assert "SHA-256: 3c8e69088ead310037972c391306ea58e74d7296b35d1890067749235fd554ba" in pygame
    assert "SHA-256: 858fd8338f8e7de0e7967604f008022c26735ab98780b2c5d94d2e2c2f5809ca" in section_of(sources, "pytmx")
    gcc = section_of(sources, "libstdc++.so.6")
    assert "Licence: GPL-3.0-or-later WITH GCC-exception-3.1" in gcc and "gcc-12_12.2.0.orig.tar.gz" in gcc
    assert "SHA-256: b8298be16aeeb96a889c6afed0a8e2241b47452e89cc81fe65ea849d5c740fcb" in gcc
    # Not LGPL: SDL2 (zlib); offered under another licence: FreeType (FTL OR GPL).
    assert "libSDL2" not in sources and "libfreetype" not in sources and "libmpg123" in sources


def test_the_check_of_a_built_folder_sees_a_part_without_its_source_and_a_missing_offer(app_folder):
    _, text = write(app_folder)
    sources = (app_folder / notices.SOURCES).read_text(encoding="utf-8")
    offer = notices.recorded()["offer"]["text"].strip()
    pygame = section_of(sources, "pygame")
    damaged = sources.replace(offer, "").replace(pygame, pygame.replace("Source archive: ", "Archive: "))
    assert notices.unsourced(text, damaged) == [
        f"the written offer: not in {notices.SOURCES}",
        f"pygame-ce {metadata.version('pygame-ce')}: under LGPL-2.1-or-later, with no source archive in {notices.SOURCES}"]


def test_a_new_release_of_an_lgpl_package_needs_its_source_archive_checked_again(app_folder, monkeypatch):
    data = notices.recorded()
    data["package"]["pygame-ce"]["archives_for"] = "2.5.0"
    monkeypatch.setattr(notices, "recorded", lambda: data)
    problems, _ = write(app_folder)
    assert problems == [f"pygame-ce {metadata.version('pygame-ce')}: licenses/bundled.toml gives the source archive "
                        f"of 2.5.0; check it again for {metadata.version('pygame-ce')}"]


def test_the_libraries_the_build_replaces_are_named_as_what_replaced_them(app_folder):
    """numpy's libgfortran and libquadmath and pygame-ce's libxmp are Debian 12's builds, with their
    Debian source archives in SOURCES.txt; FluidSynth is the game's own stand-in."""
    problems, text = write(app_folder)
    sources = (app_folder / notices.SOURCES).read_text(encoding="utf-8")
    names = {name.split("-")[0]: name for name in bundled_libraries(app_folder)}
    assert problems == [] and "libquadmath.so.0" in bundled_libraries(app_folder)
    for name, title, archive in ((names["libgfortran"], "libgfortran5 12.2.0-14+deb12u1 (Debian 12's build",
                                  "SHA-256: b8298be16aeeb96a889c6afed0a8e2241b47452e89cc81fe65ea849d5c740fcb"),
                                 ("libquadmath.so.0", "libquadmath0 12.2.0-14+deb12u1 (Debian 12's build",
                                  "Source archive: gcc-12_12.2.0.orig.tar.gz"),
                                 (names["libxmp"], "libxmp4 4.5.0-2 (Debian 12's build",
                                  "SHA-256: 7847d262112d14e8442f44e5ac6ed9ddbca54c251284720b563c852b31f26e75")):
        assert section_of(text, name).lstrip("\n").startswith(title)
        assert archive in section_of(sources, name)
    stand_in = section_of(text, names["libfluidsynth"])
    assert "Licence: MIT" in stand_in and "tools/fluidsynth_stand_in.c" in stand_in
    assert names["libfluidsynth"] not in sources


def test_a_wheels_own_library_left_where_a_replacement_belongs_stops_the_build(app_folder):
    name = next(name for name in bundled_libraries(app_folder) if name.startswith("libxmp-"))
    (app_folder / "_internal" / name).unlink()
    shutil.copyfile(SITE_PACKAGES / "pygame_ce.libs" / name, app_folder / "_internal" / name)
    problems, _ = write(app_folder)
    assert problems == [f"{name}: no licence text (libxmp (bundled by the pygame-ce wheel; version: unknown))"]
