"""The app folder's THIRD-PARTY-NOTICES.txt gives each bundled library its own licence text.

tools/try_app.py checks the built folder; these tests check the notices generator without a build,
on a folder laid out as PyInstaller lays out the libraries the installed wheels bundle."""
import sysconfig
from importlib import metadata
from pathlib import Path

import pytest

from tools import notices

SITE_PACKAGES = Path(sysconfig.get_path("purelib"))
WHEEL_LIBS = ("pygame_ce.libs", "numpy.libs")


def bundled_libraries() -> list[str]:
    return sorted(path.name for folder in WHEEL_LIBS for path in (SITE_PACKAGES / folder).iterdir())


@pytest.fixture
def app_folder(tmp_path):
    """An app folder holding, by name, every library pygame-ce and numpy bundle, and both packages."""
    internal = tmp_path / "_internal"
    for package in ("pygame", "numpy"):
        (internal / package).mkdir(parents=True)
        (internal / package / "__init__.pyc").touch()
    for name in bundled_libraries():
        (internal / name).touch()
    return tmp_path


def write(folder: Path) -> tuple[list[str], str]:
    problems = notices.write_notices(folder, SITE_PACKAGES, "0.0")
    return problems, (folder / notices.NOTICES).read_text(encoding="utf-8")


def section_of(text: str, name: str) -> str:
    return next(section for section in text.split(notices.RULE) if f"Files: {name}" in section)


def test_every_library_the_wheels_bundle_has_its_own_licence_text(app_folder):
    problems, text = write(app_folder)
    assert problems == []
    for name in bundled_libraries():
        section = section_of(text, name)
        assert "\n--- " in section and "Licence: unknown" not in section, name
    assert "Slide & Stack 0.0 bundles" in text
    # The LGPL parts: the full text and where the exact release's source is.
    for stem in ("libfluidsynth", "libmpg123", "libsndfile"):
        section = section_of(text, next(name for name in bundled_libraries() if name.startswith(stem + "-")))
        assert "Licence: LGPL-2.1" in section and "Full texts at the end: LGPL-2.1" in section
        assert "Source: https://" in section
    assert f"{notices.APPENDIX}LGPL-2.1\n" in text
    pygame = section_of(text, "pygame")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in pygame and "Pete Shinners" in pygame
    assert f"pygame_ce-{metadata.version('pygame-ce')}.tar.gz" in pygame


def test_a_bundled_library_without_a_licence_text_stops_the_build(app_folder, monkeypatch):
    data = notices.recorded()
    del data["library"]["libSDL2"]
    monkeypatch.setattr(notices, "recorded", lambda: data)
    sdl = next(name for name in bundled_libraries() if name.startswith("libSDL2-"))
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
    assert "Licence: MIT\nFiles: levels/, sounds/, icons/\n" in section_of(text, "levels/")
