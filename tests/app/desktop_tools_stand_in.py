"""Stand-ins for the desktop's cache tools on a machine without them, so the desktop-entry tests
run the same everywhere: they write what desktop-file-utils' update-desktop-database and
shared-mime-info's update-mime-database write from the same files (the real tools, where
installed, are used instead: CI installs desktop-file-utils)."""
from __future__ import annotations

import configparser
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("update-desktop-database", "update-mime-database")


def update_desktop_database(folder: Path) -> None:
    """mimeinfo.cache: each MIME type an entry of the folder names, and the entries that open it."""
    opened_by: dict[str, list[str]] = {}
    for entry in sorted(folder.rglob("*.desktop")):
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        parser.optionxform = str
        parser.read(entry, encoding="utf-8")
        name = entry.relative_to(folder).as_posix().replace("/", "-")
        for mime_type in parser.get("Desktop Entry", "MimeType", fallback="").split(";"):
            if mime_type:
                opened_by.setdefault(mime_type, []).append(name)
    lines = ["[MIME Cache]", *(f"{mime_type}={';'.join(names)};" for mime_type, names in sorted(opened_by.items()))]
    (folder / "mimeinfo.cache").write_text("\n".join(lines) + "\n", encoding="utf-8")


def update_mime_database(folder: Path) -> None:
    """The caches built from packages/: the types and their file name patterns."""
    types, globs = [], []
    for package in sorted((folder / "packages").glob("*.xml")):
        text = package.read_text(encoding="utf-8")
        for mime_type, body in re.findall(r'<mime-type type="([^"]+)">(.*?)</mime-type>', text, re.S):
            types.append(mime_type)
            globs += [f"50:{mime_type}:{pattern}" for pattern in re.findall(r'<glob pattern="([^"]+)"', body)]
    for name, lines in (("types", types), ("globs2", globs), ("mime.cache", types), ("version", ["2.4"])):
        (folder / name).write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def install(bin_folder: Path) -> list[str]:
    """Put a stand-in for each tool missing from PATH into `bin_folder`; returns the tools it stands in for."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    bin_folder.mkdir(parents=True, exist_ok=True)
    for tool in missing:
        script = bin_folder / tool
        script.write_text(f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(ROOT)!r})\n"
                          "from tests.app.desktop_tools_stand_in import main\n"
                          f"sys.exit(main({tool!r}, sys.argv[1:]))\n", encoding="utf-8")
        script.chmod(0o755)
    return missing


def main(tool: str, args: list[str]) -> int:
    {"update-desktop-database": update_desktop_database, "update-mime-database": update_mime_database}[tool](Path(args[0]))
    return 0
